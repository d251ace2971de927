import { Outlet, ScrollRestoration } from 'react-router-dom';

import { consentBanner } from '@content/legal';
import { ConsentBanner } from '@/widgets/ConsentBanner/ConsentBanner';

import { useInternalLinks } from './useInternalLinks';

/** Every route: the page, the consent banner (spec §2: on all routes) and scroll restoration. */
export function RootLayout() {
  useInternalLinks();
  return (
    <>
      <Outlet />
      <ConsentBanner copy={consentBanner} />
      <ScrollRestoration />
    </>
  );
}
