// Stryker's vitest runner drives Node projects only, so mutation testing runs the unit tests of the
// mutated code here, with the app's aliases and the unit project's DOM, instead of vite.config.ts's
// browser (storybook) project.
import { defineConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';

export default defineConfig({
  resolve: viteConfig.resolve,
  test: {
    include: ['src/demo/**/*.test.ts', 'src/store/**/*.test.ts', 'src/app/early.test.ts'],
    // The store and the early script read storage and the document; the demo's rules run in it unchanged.
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup-unit.ts'],
    restoreMocks: true,
    // Instrumented code on a shared machine runs several times slower than the plain unit run.
    testTimeout: 30_000,
  },
});
