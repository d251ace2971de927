import { paths } from './paths';
import type { ConsentBannerCopy } from './types';

/** The cookie-consent dialog (its own file: it ships on every page, the policy text does not). */
export const consentBanner = {
  title: 'Sua privacidade',
  text: 'Este site não usa cookies de rastreamento nem de publicidade. Guardamos só a sua resposta a este aviso, no próprio navegador.',
  acceptLabel: 'Aceitar',
  closeLabel: 'Fechar',
  learnMore: { href: paths.cookiePolicy, label: 'Saiba mais' },
} satisfies ConsentBannerCopy;
