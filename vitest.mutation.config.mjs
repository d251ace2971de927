// Stryker's vitest runner drives Node projects only, so mutation testing runs the demo rules' unit
// tests here, with the app's aliases, instead of vite.config.ts's browser (storybook) project.
import { defineConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';

export default defineConfig({
  resolve: viteConfig.resolve,
  test: {
    include: ['src/demo/**/*.test.ts'],
    environment: 'node',
    // Instrumented code on a shared machine runs several times slower than the plain unit run.
    testTimeout: 30_000,
  },
});
