import { paths } from './paths';
import type { ConsentBannerCopy } from './types';

/** Where the answer is kept (spec §3: one flag under a product-specific key, value 'accepted'). */
export const consentStorage = { storageKey: 'finzap:cookie-consent', value: 'accepted' } as const;

/** The cookie-consent dialog (its own file: it ships on every page, the policy text does not). */
export const consentBanner = {
  title: 'Sua privacidade',
  text: 'Este site não usa cookies de rastreamento nem de publicidade. Guardamos só a sua resposta a este aviso, no próprio navegador.',
  acceptLabel: 'Aceitar',
  closeLabel: 'Fechar',
  learnMore: { href: paths.cookiePolicy, label: 'Saiba mais' },
} satisfies ConsentBannerCopy;
