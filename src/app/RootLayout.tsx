import { Outlet } from 'react-router-dom';

import { consentBanner } from '@content/consent';
import { site } from '@content/site';
import { ConsentBanner } from '@/widgets/ConsentBanner/ConsentBanner';

/**
 * Every page: the consent banner (spec §2: on all routes) and the page. The browser runs none of
 * this: the pages are prerendered HTML with islands, and links are full loads.
 */
export function RootLayout() {
  // The banner comes first in the document, so the early script can open it before the first paint
  // even when the rest of the page is still arriving. Closed, it is not rendered and takes no tab stop.
  return (
    <>
      {/* Written in the site's language, also on the English 404 page (WCAG 3.1.2). No island: its one owner is
          plain DOM code the early script runs (consentDialog.ts), so React is never fetched for it. */}
      <ConsentBanner copy={consentBanner} lang={site.lang} />
      <Outlet />
    </>
  );
}
