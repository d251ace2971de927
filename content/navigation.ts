import { site } from './site';
import type { NavigationCopy, NavLink } from './types';

/** Header links, in the order of spec §2. */
export const headerLinks = [
  { href: '#funcionalidades', label: 'Funcionalidades' },
  { href: '#planos', label: 'Planos' },
  { href: '#comparativo', label: 'Comparativo' },
  { href: '#depoimentos', label: 'Depoimentos' },
  { href: '#faq', label: 'FAQ' },
] satisfies NavLink[];

/** Footer links follow the order of the sections on the page. */
export const footerLinks = [
  { href: '#funcionalidades', label: 'Funcionalidades' },
  { href: '#como-funciona', label: 'Como funciona' },
  { href: '#comparativo', label: 'Comparativo' },
  { href: '#roadmap', label: 'Roadmap' },
  { href: '#depoimentos', label: 'Depoimentos' },
  { href: '#planos', label: 'Planos' },
  { href: '#faq', label: 'FAQ' },
] satisfies NavLink[];

export const navigation = {
  logoLabel: `${site.name}, voltar ao início`,
  // The logo goes to the hero (#inicio), not "/": the header belongs to the landing page, so this scrolls instead of reloading.
  logoHref: '#inicio',
  headerNavLabel: 'Principal',
  footerNavLabel: 'Rodapé',
  headerCta: { href: '#planos', label: 'Assinar Agora' },
  // '#conteudo' is the id the layout gives to <main>.
  skipLink: { href: '#conteudo', label: 'Pular para o conteúdo' },
  menuLabel: 'Menu',
} satisfies NavigationCopy;
