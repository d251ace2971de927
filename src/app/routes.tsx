import type { RouteObject } from 'react-router-dom';

import { policySections, cookiePolicy } from '@content/legal';
import { CookiePolicyPage } from '@/pages/CookiePolicyPage/CookiePolicyPage';
import { LandingPage } from '@/pages/LandingPage/LandingPage';
import { NotFoundPage } from '@/pages/NotFoundPage/NotFoundPage';

import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** The paths the build prerenders, with the file each one becomes. */
export const PRERENDERED = [
  { path: '/', file: 'index.html' },
  { path: '/politica-de-cookies', file: 'politica-de-cookies/index.html' },
  { path: '/404', file: '404.html' },
] as const;

/** Spec §2: the route table. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'politica-de-cookies', element: <CookiePolicyPage policy={cookiePolicy} sections={policySections} /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
