import { faqItems } from '@content/faq';
import { plans } from '@content/plans';
import { site } from '@content/site';

/** Per-route <head> for the prerendered pages: title, description, canonical, sharing cards, structured data. */
interface PageHead {
  title: string;
  description: string;
  /** Canonical path; undefined for the 404 page, which must not be indexed. */
  canonical?: string;
  lang: string;
  jsonLd?: object[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "R$ 29,90" → "29.90", the number schema.org expects. */
const priceNumber = (priceText: string) => priceText.replace(/[^\d,]/g, '').replace(',', '.');

function homeJsonLd(): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: site.origin,
      logo: `${site.origin}/icons/icon-512.png`,
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', url: site.support.href, availableLanguage: 'pt-BR' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: site.name,
      description: site.seo.home.description,
      brand: { '@type': 'Brand', name: site.name },
      image: `${site.origin}/og-image.png`,
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

export function pageHead(path: string): PageHead {
  if (path === '/') return { ...site.seo.home, canonical: '/', lang: 'pt-BR', jsonLd: homeJsonLd() };
  if (path === '/politica-de-cookies') return { ...site.seo.cookiePolicy, canonical: path, lang: 'pt-BR' };
  return { ...site.seo.notFound, lang: 'en' };
}

/** The tags that replace <!--head--> in index.html. */
export function renderHead(path: string): { lang: string; html: string } {
  const head = pageHead(path);
  const url = head.canonical ? `${site.origin}${head.canonical}` : undefined;
  const image = `${site.origin}/og-image.png`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    url ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:locale" content="${head.lang.replace('-', '_')}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    url ? `<meta property="og:url" content="${url}" />` : '',
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(site.tagline)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    // JSON-LD is data, not script: the CSP does not apply to it. "<" is escaped so text can never close the tag.
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`),
  ];
  return { lang: head.lang, html: tags.filter(Boolean).join('\n    ') };
}
