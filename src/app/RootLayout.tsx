import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';

import { consentBanner } from '@content/consent';
import { ConsentBanner } from '@/widgets/ConsentBanner/ConsentBanner';

import { useInternalLinks } from './useInternalLinks';

/**
 * Every route: the page and the consent banner (spec §2: on all routes). Scroll position on
 * Back is the browser's own restoration: every page renders synchronously from static content.
 */
export function RootLayout() {
  useInternalLinks();
  // Marks the moment the page became interactive (hydration committed); end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <Outlet />
      <ConsentBanner copy={consentBanner} />
    </>
  );
}
