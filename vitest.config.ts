// Vitest's projects: the unit tests (happy-dom) and every story as a test in Chromium (addon-vitest), run
// together by `npm test` so their coverage is merged (docs/decisions/0020-coverage-combined.md). The site's
// own Vite config is the base; only this file loads Storybook's plugin or looks for a browser.
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';

import { CHROME_ARGS, findChrome } from './scripts/browser.mjs';
import viteConfig from './vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'content/**/*.test.ts',
              'server/**/*.test.ts',
              'stories/**/*.test.ts',
              'scripts/**/*.test.ts',
              'addons/**/*.test.ts',
            ],
            setupFiles: ['./src/test/setup-unit.ts'],
            restoreMocks: true,
            // Stylesheets import as empty strings in tests; the design tokens are read as text by the head tags.
            css: { include: [/src\/styles\/tokens\.css/] },
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: here('./.storybook') })],
          // Bundled before the first story, not found mid-run (a reload then loses that file's tests).
          optimizeDeps: { include: ['@guidepup/virtual-screen-reader'] },
          test: {
            name: 'storybook',
            // After each story's play: what a screen reader says, checked against its committed transcript (record 44).
            setupFiles: ['./stories/transcripts/record.ts'],
            browser: {
              enabled: true,
              // addon-vitest turns writing off unless asked; the transcripts are file snapshots that `--update` writes.
              // The browser server listens on loopback only.
              api: { allowWrite: true },
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: findChrome(), args: CHROME_ARGS },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
      coverage: {
        provider: 'v8',
        include: ['src/**/*.{ts,tsx}'],
        exclude: ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
        reporter: ['text-summary', 'json-summary', 'html'],
        // `npm test` runs the unit and story projects together with coverage and fails below these.
        // They replace a check that a story file merely mentions 'play': code no test runs shows up here.
        thresholds: { lines: 90, branches: 85 },
      },
    },
  }),
);
