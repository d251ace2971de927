import { lazy, Suspense } from 'react';

import { LandingPage } from '@/pages/LandingPage/LandingPage';
import { NotFoundPage } from '@/pages/NotFoundPage/NotFoundPage';
import { useLocation } from '@/ui/Router/Router';

import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const CookiePolicyRoute = lazy(() => import('./CookiePolicyRoute'));

/** The paths the build prerenders, with the file each one becomes. */
export const PRERENDERED = [
  { path: '/', file: 'index.html' },
  { path: '/politica-de-cookies', file: 'politica-de-cookies/index.html' },
  { path: '/404', file: '404.html' },
] as const;

/** Spec §2: the route table. Every page sits in the root layout (the consent banner is on all routes). */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Like the static host: a trailing slash and letter case do not make another page.
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  let page;
  if (path === '/') page = <LandingPage />;
  else if (path === '/politica-de-cookies')
    page = (
      <Suspense>
        <CookiePolicyRoute />
      </Suspense>
    );
  else page = <NotFoundPage />;
  return (
    <RouteErrorBoundary key={pathname}>
      <RootLayout>{page}</RootLayout>
    </RouteErrorBoundary>
  );
}
