import { anchors, hash } from './anchors';
import { consentStorage } from './consent';
import { newTabHint } from './newTabHint';
import { SITE_ORIGIN } from './origin.mjs';
import { paths } from './paths';
import type { SiteContent } from './types';

// The spec never names the product: 'Finzap' is a placeholder, and this is the only place it is written.
// Both are exported on their own too: content that needs only them (content/steps.ts, which the
// demo's lazily loaded rules read) then does not tie the whole site object to the browser's first load.
export const productName = 'Finzap';
const name = productName;
// The chat app the product runs in, written once like the brand.
export const chatApp = 'WhatsApp';

export const site = {
  name,
  tagline: `Suas finanças organizadas em uma conversa no ${chatApp}.`,
  installName: `${name} — controle financeiro pelo ${chatApp}`,
  lang: 'pt-BR',
  // 1200 × 630, the size the link previews of chat apps and social sites crop to; under WhatsApp's ~300 KB (issue 50).
  shareImage: { path: '/og-image.png', type: 'image/png', width: 1200, height: 630 },
  chatApp,
  origin: SITE_ORIGIN,
  support: {
    // Placeholder number (11 90000-0000): replace with the real support line before launch.
    href: 'https://wa.me/5511900000000',
    label: 'Falar com Suporte',
    hours: 'segunda a sexta, das 9h às 18h',
    hoursText: `Atendimento pelo ${chatApp} de segunda a sexta, das 9h às 18h.`,
  },
  guarantee: { days: 7, refund: '100%' },
  accessTime: 'menos de 2 minutos',
  claims: {
    users: '10.000+',
    entries: '200 mil+',
    messages: '100 mil+',
    satisfaction: '95%',
    availability: '99,9%',
  },
  paymentPlatform: 'Kiwify',
  consent: consentStorage,
  // The spec leaves both targets open; the policy page is the only legal page, so the terms are a section of it.
  legal: {
    terms: { href: `${paths.cookiePolicy}${hash(anchors.terms)}`, label: 'Termos de Uso' },
    privacy: { href: paths.cookiePolicy, label: 'Política de Privacidade' },
  },
  newTabHint,
  disclaimer: `O ${name} é uma ferramenta de organização financeira pessoal. Não oferece consultoria financeira nem recomendação de investimentos.`,
  footer: {
    blurb: `O ${name} é o assistente financeiro que funciona dentro do ${chatApp}: registre gastos e receitas com uma mensagem e receba relatórios automáticos.`,
    navHeading: 'Navegação',
    supportHeading: 'Suporte',
    legalHeading: 'Legal',
    supportLabel: `Falar com o suporte no ${chatApp}`,
    copyright: `© {year} ${name}. Todos os direitos reservados.`,
  },
  finalCta: {
    heading: 'Comece hoje a organizar o seu dinheiro',
    text: 'Assine, receba o acesso em menos de 2 minutos e registre seu primeiro gasto ainda hoje. Se não gostar, você tem 7 dias de garantia.',
    cta: { href: hash(anchors.plans), label: 'Escolher meu plano' },
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    home: { href: paths.home, label: 'Return to Home' },
  },
  errorFallback: {
    title: 'Unexpected Application Error!',
    text: 'Algo deu errado ao carregar esta página. Tente recarregar ou volte para o início.',
    homeLabel: 'Ir para o início',
    reloadLabel: 'Recarregar',
  },
  seo: {
    home: {
      title: `${name} | Controle financeiro pelo ${chatApp}`,
      description: `Registre gastos e receitas com uma mensagem no ${chatApp}. Categorização automática, relatórios semanais e mensais, metas e alertas. Garantia de 7 dias.`,
    },
    cookiePolicy: {
      title: `Política de Privacidade e Cookies | ${name}`,
      description: 'Saiba o que este site guarda no seu navegador, como os vídeos são carregados e quais são os seus direitos pela LGPD.',
    },
    notFound: {
      title: `Page not found | ${name}`,
      description: 'The page you are looking for does not exist or has moved.',
    },
  },
} satisfies SiteContent;
