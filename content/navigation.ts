import { anchors, hash } from './anchors';
import { site } from './site';
import type { NavigationCopy, NavLink } from './types';

/** Header links, in the order of spec §2. */
export const headerLinks = [
  { href: hash(anchors.features), label: 'Funcionalidades' },
  { href: hash(anchors.plans), label: 'Planos' },
  { href: hash(anchors.comparison), label: 'Comparativo' },
  { href: hash(anchors.testimonials), label: 'Depoimentos' },
  { href: hash(anchors.faq), label: 'FAQ' },
] satisfies NavLink[];

/** Footer links follow the order of the sections on the page. */
export const footerLinks = [
  { href: hash(anchors.features), label: 'Funcionalidades' },
  { href: hash(anchors.howItWorks), label: 'Como funciona' },
  { href: hash(anchors.comparison), label: 'Comparativo' },
  { href: hash(anchors.roadmap), label: 'Roadmap' },
  { href: hash(anchors.testimonials), label: 'Depoimentos' },
  { href: hash(anchors.plans), label: 'Planos' },
  { href: hash(anchors.faq), label: 'FAQ' },
] satisfies NavLink[];

export const navigation = {
  logoLabel: `${site.name}, voltar ao início`,
  // The logo goes to the hero, not "/": the header belongs to the landing page, so this scrolls instead of reloading.
  logoHref: hash(anchors.top),
  headerNavLabel: 'Principal',
  footerNavLabel: 'Rodapé',
  headerCta: { href: hash(anchors.plans), label: 'Assinar Agora' },
  skipLink: { href: hash(anchors.main), label: 'Pular para o conteúdo' },
  menuLabel: 'Menu',
} satisfies NavigationCopy;
