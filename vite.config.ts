import { fileURLToPath } from 'node:url';

import postcssGlobalData from '@csstools/postcss-global-data';
import react from '@vitejs/plugin-react';
import postcssCustomMedia from 'postcss-custom-media';
import { defineConfig } from 'vite';

import { DEV_PAGES_PLUGIN, devPages } from './scripts/dev-pages.mjs';
import { PORTS } from './scripts/ports.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Plugins for the site alone. Storybook's Vite reads this file too; its iframe.html is no page of
 * the site, and evaluating the app's head modules there breaks every story, and the site build's
 * bundle tuning assumes the site's chunks and settings, so `.storybook/main.ts` leaves these out (viteFinal).
 */
const LEAN_PRELOAD_PLUGIN = 'lean-preload-helper';
const COMPILE_HINT_PLUGIN = 'compile-hint-app-bundle';
/**
 * Vite's own module id for its preload helper, and what stands in for it: the helper's first
 * argument is the import itself (vite/dist/node: preloadHelperId, preload(baseModule, deps,
 * importerUrl)). scripts/vite-preload.test.ts fails when the installed Vite changes either.
 */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
export const LEAN_PRELOAD_HELPER = 'export const __vitePreload = (load) => load();';
/** The magic comment that asks V8 to compile a whole file eagerly (v8.dev/blog/explicit-compile-hints). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/**
 * What every island shares, in the app's entry: React, the store, the entry's own modules, the ui primitives, the
 * content they read (not the demo's lexicon, which travels with its rules) and the bundler's runtime helpers.
 */
const SHARED_BY_ISLANDS =
  /^\0rolldown\/runtime|[\\/](node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store)[\\/]|src[\\/](app|ui|store)[\\/]|content[\\/](?!demoLexicon))/;
export const SITE_ONLY_PLUGINS = [DEV_PAGES_PLUGIN, LEAN_PRELOAD_PLUGIN, COMPILE_HINT_PLUGIN];

export default defineConfig({
  plugins: [
    react(),
    devPages(),
    {
      // Vite wraps every dynamic import in its module-preload helper, even when there is nothing to
      // preload (vitejs/vite#13952, open). Here there never is: modulePreload is off and the site
      // has one stylesheet, so each call passes no dependencies, and the helper is replaced by the
      // import itself: bytes of the first load that do nothing (docs/performance.md has the figure).
      // The settings it relies on are checked: changing either fails the build instead of losing CSS.
      name: LEAN_PRELOAD_PLUGIN,
      enforce: 'pre',
      apply: 'build',
      configResolved({ build }) {
        if (build.modulePreload !== false || build.cssCodeSplit) {
          throw new Error('lean-preload-helper: dynamic imports would have dependencies to preload; remove the plugin');
        }
      },
      load(id) {
        return id === PRELOAD_HELPER_ID ? LEAN_PRELOAD_HELPER : null;
      },
    },
    {
      // V8's explicit compile hint (Chrome 136+; other engines ignore the comment): nearly every
      // function of the app bundle runs while the islands hydrate, so Chrome compiles them all while
      // the file streams in, off the main thread, instead of one by one on it at their first call
      // (the main-thread time it saves is in docs/performance.md).
      // Written after minification, which strips comments (the file's name hashes the same code).
      name: COMPILE_HINT_PLUGIN,
      apply: 'build',
      generateBundle(_options, bundle) {
        // Not the server build, nor the early script (a library build, inlined: nothing streams).
        if (this.environment.config.consumer !== 'client' || this.environment.config.build.lib) return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.isEntry) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  ],
  resolve: {
    alias: {
      '@/': here('./src/'),
      '@content/': here('./content/'),
    },
  },
  css: {
    // The breakpoints are written once, as @custom-media in tokens.css; every stylesheet sees them
    // (global-data lends it the file) and custom-media writes them out as plain media queries.
    postcss: { plugins: [postcssGlobalData({ files: [here('./src/styles/tokens.css')] }), postcssCustomMedia()] },
    modules: {
      // PascalCase class names stay readable in the DOM while developing, hashed in production.
      generateScopedName: process.env.NODE_ENV === 'production' ? '[hash:base64:6]' : '[name]_[local]_[hash:base64:4]',
    },
  },
  build: {
    target: 'es2022',
    // One stylesheet for the whole site: the build inlines it into every prerendered page, so
    // nothing a lazy chunk renders (the policy page) can paint unstyled.
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    // Nothing to preload: the app is one chunk, imported by the early script after the first paint,
    // and the policy page's chunk only needs that one. Off, the app drops Vite's modulepreload polyfill.
    modulePreload: false,
    // terser packs the app bundle smaller than the default minifier (docs/performance.md): the first
    // load has a budget, and React DOM alone is most of it.
    rolldownOptions: {
      output: {
        // React's chunk: React, the store and the small pieces every island shares, in one file asked for with the
        // first island (docs/decisions/0062); left to automatic chunking they were seven files of 40-1,100 bytes,
        // each a round trip after its island's chunk on the slow phone. Each island stays a chunk of its own.
        codeSplitting: { groups: [{ name: 'react', test: SHARED_BY_ISLANDS }] },
      },
    },
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
  },
  server: { port: PORTS.vite },
});
