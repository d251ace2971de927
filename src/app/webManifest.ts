import { paths } from '@content/paths';
import { site } from '@content/site';

import { backgroundColor, themeColor } from './themeColors';

/**
 * dist/manifest.webmanifest, written by the build (scripts/build.mjs) from content, so a new brand
 * or chat app reaches the name a phone shows for the installed site too, and the colours come
 * from tokens.css.
 */
export const webManifest = {
  name: site.installName,
  short_name: site.name,
  lang: site.lang,
  start_url: paths.home,
  display: 'standalone',
  background_color: backgroundColor,
  theme_color: themeColor,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};
