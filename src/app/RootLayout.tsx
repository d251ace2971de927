import { Outlet, ScrollRestoration } from 'react-router-dom';

import { consentBanner } from '@content/legal';
import { ConsentBanner } from '@/widgets/ConsentBanner/ConsentBanner';

/** Every route: the page, the consent banner (spec §2: on all routes) and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ConsentBanner copy={consentBanner} />
      <ScrollRestoration />
    </>
  );
}
