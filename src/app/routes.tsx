import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

import { LandingPage } from '@/pages/LandingPage/LandingPage';
import { NotFoundPage } from '@/pages/NotFoundPage/NotFoundPage';

import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const CookiePolicyRoute = lazy(() => import('./CookiePolicyRoute'));

/** The paths the build prerenders, with the file each one becomes. */
export const PRERENDERED = [
  { path: '/', file: 'index.html' },
  { path: '/politica-de-cookies', file: 'politica-de-cookies/index.html' },
  { path: '/404', file: '404.html' },
] as const;

/**
 * Spec §2: the route table. Declarative routes rather than a data router: the site has no
 * loaders or actions, and this keeps about 17 KB (gzip) of router code off the first load.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<LandingPage />} />
          <Route
            path="politica-de-cookies"
            element={
              <Suspense>
                <CookiePolicyRoute />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
