import type { ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';

import { anchors } from '@content/anchors';
import { cookiePolicy, policySections } from '@content/legal';
import { paths } from '@content/paths';
import { site } from '@content/site';
import { CookiePolicyPage } from '@/pages/CookiePolicyPage/CookiePolicyPage';
import { LandingPage } from '@/pages/LandingPage/LandingPage';
import { NotFoundPage } from '@/pages/NotFoundPage/NotFoundPage';

import { RootLayout } from './RootLayout';
import { homeJsonLd } from './structuredData';

/** One page of the site: everything the prerender, the head tags, the sitemap and the server need. */
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
  /** Structured data for search engines. */
  jsonLd?: () => object[];
  /**
   * The id of the first screen's largest text, which the first frame must hold: the head asks the browser to draw
   * nothing until the parser has written it (`<link rel="expect" blocking="render">`), so a document still arriving
   * over a slow network is never first drawn as a header alone (docs/performance.md, issue 60). Near the top: the wait
   * is for bytes of the same document, never for a request.
   */
  firstScreen?: string;
  element: ReactNode;
}

/**
 * "/" → "index.html", "/a-b" → "a-b.html": the file that our server, Cloudflare Pages and Netlify
 * all serve at that slashless path without a redirect (a folder's index.html would be served at
 * "/a-b/" by the static hosts, which redirect the canonical "/a-b" there).
 */
const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1).replace(/\/$/, '')}.html`);

/** Spec §2: the route table, the one place a page is declared. Order matters: '*' comes last. */
export const ROUTES: readonly PageRoute[] = [
  {
    path: paths.home,
    file: pageFile(paths.home),
    status: 200,
    ...site.seo.home,
    canonical: true,
    lang: site.lang,
    jsonLd: homeJsonLd,
    firstScreen: `${anchors.top}-title`,
    element: <LandingPage />,
  },
  {
    path: paths.cookiePolicy,
    file: pageFile(paths.cookiePolicy),
    status: 200,
    ...site.seo.cookiePolicy,
    canonical: true,
    lang: site.lang,
    element: <CookiePolicyPage policy={cookiePolicy} sections={policySections} />,
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
    element: <NotFoundPage />,
  },
];

/** The page that answers a URL path (the 404 page for any path no other page claims). */
export function routeFor(pathname: string): PageRoute {
  const route = ROUTES.find(({ path }) => matchPath(path, pathname));
  if (!route) throw new Error(`No route answers ${pathname}; the table must end with '*'.`);
  return route;
}

/**
 * What the build prerenders, as plain data: scripts/build.mjs renders each entry, lists the
 * canonical ones in the sitemap and writes the 200 ones to dist/pages.json, which the server and
 * dist/_headers read.
 */
export const PRERENDERED = ROUTES.map(({ path, prerenderAt, file, status, canonical }) => ({
  path: prerenderAt ?? path,
  file,
  status,
  canonical,
}));

/**
 * The pages composed for the prerender (docs/decisions/0018-router.md): the layout every page
 * shares, and the page that answers the path. Declarative routes: nothing loads or submits data.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Route>
    </Routes>
  );
}
