/**
 * The site's page paths, written once: the route table (src/app/routes.tsx) serves and prerenders
 * them, and every link to another page is built from them.
 */
export const paths = {
  home: '/',
  cookiePolicy: '/politica-de-cookies',
} as const;
