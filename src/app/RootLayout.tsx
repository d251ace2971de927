import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';

import { consentBanner } from '@content/consent';
import { ConsentBanner } from '@/widgets/ConsentBanner/ConsentBanner';

import { markAppReady } from './appReady';
import { useInternalLinks } from './useInternalLinks';

/**
 * Every route: the consent banner (spec §2: on all routes) and the page. Scroll position on
 * Back is the browser's own restoration: every page renders synchronously from static content.
 */
export function RootLayout() {
  useInternalLinks();
  useEffect(markAppReady, []);
  // The banner comes first in the document, so the early script can open it before the first paint
  // even when the rest of the page is still arriving. Closed, it is not rendered and takes no tab stop.
  return (
    <>
      <ConsentBanner copy={consentBanner} />
      <Outlet />
    </>
  );
}
