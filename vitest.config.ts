// Vitest's projects: the unit tests (happy-dom) and every story as a test in Chromium (addon-vitest), run
// together by `npm test` so their coverage is merged (docs/decisions/0020-coverage-combined.md). The site's
// own Vite config is the base; only this file loads Storybook's plugin or looks for a browser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

import { CHROME_ARGS, findChrome } from './scripts/browser.mjs';
import viteConfig from './vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where the unit tests are (happy-dom). */
const UNIT_FOLDERS = ['src', 'content', 'server', 'stories', 'scripts', 'addons'];
const UNIT_TEST = /\.test\.tsx?$/;
/** A test that swaps a module or a global for its file alone (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.resetModules`). */
const SWAPS_A_MODULE = /\bvi\.(mock|doMock|stubGlobal|resetModules)\(/;

/**
 * The unit tests that swap a module or a global: they need a module graph of their own, so they run isolated
 * (`unit-isolated`). Read from the files themselves, so a test that starts mocking moves there without a list to keep.
 */
function unitTestsThatSwapModules(): string[] {
  return UNIT_FOLDERS.flatMap((folder) =>
    readdirSync(here(folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => UNIT_TEST.test(file) && !file.includes('node_modules'))
      .map((file) => join(folder, file).split('\\').join('/'))
      .filter((file) => SWAPS_A_MODULE.test(readFileSync(here(file), 'utf8'))),
  );
}
const ISOLATED = unitTestsThatSwapModules();

/** What both unit projects share: happy-dom, the setup that cleans the DOM and storage after each test. */
const unit = {
  environment: 'happy-dom',
  include: UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.${folder === 'src' ? '{ts,tsx}' : 'ts'}`),
  setupFiles: ['./src/test/setup-unit.ts'],
  restoreMocks: true,
  // Stylesheets import as empty strings in tests; the design tokens are read as text by the head tags.
  css: { include: [/src\/styles\/tokens\.css/] },
} satisfies ViteUserConfig['test'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The JSON report is what scripts/conformance.mjs reads after `npm test`'s run of every project.
      reporters: [process.env.CI ? 'dot' : 'default', 'json'],
      outputFile: { json: 'test-results/reports/vitest.json' },
      projects: [
        {
          extends: true,
          test: {
            ...unit,
            name: 'unit',
            exclude: [...configDefaults.exclude, ...ISOLATED],
            // One module graph and one happy-dom per worker, not per file: 3,000 tests in 18 s instead of 67 s on two
            // cores (record 49). The setup empties the DOM and storage after every test; a file that swaps a module runs
            // in unit-isolated instead.
            isolate: false,
          },
        },
        { extends: true, test: { ...unit, name: 'unit-isolated', include: ISOLATED } },
        {
          extends: true,
          plugins: [storybookTest({ configDir: here('./.storybook') })],
          // Bundled before the first story, not found mid-run (a reload then loses that file's tests).
          optimizeDeps: { include: ['@guidepup/virtual-screen-reader'] },
          test: {
            name: 'storybook',
            // Not the review walks' scratch copy of the project (test-results/review-flow): the files a run shards must not
            // depend on what an earlier run left there, or shares run one after another on one machine would split two lists.
            exclude: [...configDefaults.exclude, 'test-results/**'],
            // Every story file in one preview page, as Storybook itself shows every story: the preview's beforeEach gives
            // each story a fresh store, storage, hash and scroll (.storybook/decorators.tsx), and each story mounts its own
            // root. 133 stories in 64 s instead of 108 s on two cores (record 49).
            isolate: false,
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
