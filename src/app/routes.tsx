import { lazy, type ReactNode, Suspense } from 'react';

import { paths } from '@content/paths';
import { site } from '@content/site';
import { LandingPage } from '@/pages/LandingPage/LandingPage';
import { NotFoundPage } from '@/pages/NotFoundPage/NotFoundPage';
import { useLocation } from '@/ui/Router/Router';

import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { homeJsonLd } from './structuredData';
import { useDocumentMeta } from './useDocumentMeta';

const CookiePolicyRoute = lazy(() => import('./CookiePolicyRoute'));

/**
 * Cache-Control policy of a page's HTML, named after its constant in server/headers.mjs, where the
 * values live: 'page' is CACHE_PAGE, which the server applies to every URL of dist/pages.json.
 */
type CachePolicy = 'page';

/** One page of the site: everything the router, the prerender, the head tags, the sitemap and the server need. */
export interface PageRoute {
  /** What the router matches: a path from content/paths.ts, or '*' for every path no other page claims. */
  path: string;
  /** The URL the build renders a '*' page at; other pages render at their path. */
  prerenderAt?: `/${string}`;
  /** Where the build writes the prerendered page, under dist/. */
  file: string;
  /** The HTTP status it is served with: 200 for a page, 404 for the page that answers unknown paths. */
  status: 200 | 404;
  /** `<title>`, tab title and sharing title. */
  title: string;
  /** Meta description and sharing description. */
  description: string;
  /** Indexed: a canonical link to its path and a sitemap entry. Otherwise the page says noindex. */
  canonical: boolean;
  /** `<html lang>`. */
  lang: string;
  cache: CachePolicy;
  /** Structured data for search engines. */
  jsonLd?: () => object[];
  element: ReactNode;
}

/** "/" → "index.html", "/a-b" → "a-b/index.html": the file a static host serves for that path. */
const pageFile = (path: string) => `${path.slice(1)}${path.endsWith('/') ? '' : '/'}index.html`;

/** Spec §2: the route table, the one place a page is declared. Order matters: '*' comes last. */
export const ROUTES: readonly PageRoute[] = [
  {
    path: paths.home,
    file: pageFile(paths.home),
    status: 200,
    ...site.seo.home,
    canonical: true,
    lang: site.lang,
    cache: 'page',
    jsonLd: homeJsonLd,
    element: <LandingPage />,
  },
  {
    path: paths.cookiePolicy,
    file: pageFile(paths.cookiePolicy),
    status: 200,
    ...site.seo.cookiePolicy,
    canonical: true,
    lang: site.lang,
    cache: 'page',
    // Its own chunk: the landing page never downloads the policy text.
    element: (
      <Suspense>
        <CookiePolicyRoute />
      </Suspense>
    ),
  },
  {
    path: '*',
    prerenderAt: '/404',
    file: '404.html',
    status: 404,
    ...site.seo.notFound,
    canonical: false,
    // Spec §1: the 404 page is the one page in English.
    lang: 'en',
    cache: 'page',
    element: <NotFoundPage />,
  },
];

/** A path as the static host reads it: letter case and a trailing slash do not make another page. */
const normalise = (path: string) => path.replace(/(.)\/+$/, '$1').toLowerCase();

/** The page that answers a URL path (the 404 page for any path no other page claims). */
export function routeFor(pathname: string): PageRoute {
  const route = ROUTES.find(({ path }) => path === '*' || normalise(path) === normalise(pathname));
  if (!route) throw new Error(`No route answers ${pathname}; the table must end with '*'.`);
  return route;
}

/**
 * What the build prerenders, as plain data: scripts/build.mjs renders each entry, lists the
 * canonical ones in the sitemap and writes the 200 ones to dist/pages.json, which the server and
 * dist/_headers read.
 */
export const PRERENDERED = ROUTES.map(({ path, prerenderAt, file, status, canonical, lang, cache }) => ({
  path: prerenderAt ?? path,
  file,
  status,
  canonical,
  lang,
  cache,
}));

function Page({ route }: { route: PageRoute }) {
  useDocumentMeta(route);
  return route.element;
}

/** Every page sits in the root layout (the consent banner is on all routes). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <RootLayout>
        <Page route={routeFor(pathname)} />
      </RootLayout>
    </RouteErrorBoundary>
  );
}
