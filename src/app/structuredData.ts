import { faqItems } from '@content/faq';
import { plans } from '@content/plans';
import { site } from '@content/site';

/** "R$ 29,90" → "29.90", the number schema.org expects. */
const priceNumber = (priceText: string) => priceText.replace(/[^\d,]/g, '').replace(',', '.');

/** The landing page's JSON-LD: the organisation, the product with one offer per plan, and the FAQ. */
export function homeJsonLd(): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: site.origin,
      logo: `${site.origin}/icons/icon-512.png`,
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', url: site.support.href, availableLanguage: site.lang },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: site.name,
      description: site.seo.home.description,
      brand: { '@type': 'Brand', name: site.name },
      image: `${site.origin}${site.shareImage.path}`,
      offers: plans.map((plan) => ({
        '@type': 'Offer',
        name: `${plan.name} (${plan.subtitle})`,
        price: priceNumber(plan.priceText),
        priceCurrency: 'BRL',
        url: plan.checkoutUrl,
        availability: 'https://schema.org/InStock',
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqItems.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
  ];
}
