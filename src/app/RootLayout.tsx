import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';

import { consentBanner } from '@content/consent';
import { Island } from '@/ui/Island/Island';
import { ConsentBanner } from '@/widgets/ConsentBanner/ConsentBanner';

import { markAppReady } from './appReady';
import { useInternalLinks } from './useInternalLinks';

/**
 * Every route: the consent banner (spec §2: on all routes) and the page. The built site runs none of
 * this in the browser (its pages are prerendered HTML with islands, and links are full loads);
 * where the router app does run in the browser (`npm run dev`, Storybook), same-site links go
 * through the router and this effect marks the app ready.
 */
export function RootLayout() {
  useInternalLinks();
  useEffect(markAppReady, []);
  // The banner comes first in the document, so the early script can open it before the first paint
  // even when the rest of the page is still arriving. Closed, it is not rendered and takes no tab stop.
  return (
    <>
      <Island when="load" component={ConsentBanner} props={{ copy: consentBanner }} />
      <Outlet />
    </>
  );
}
