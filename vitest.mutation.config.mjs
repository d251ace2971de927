// Stryker's vitest runner drives Node projects only, so mutation testing runs the unit tests of the
// mutated code here, with the app's aliases, instead of vite.config.ts's browser (storybook) project.
// Two projects: the demo's rules are plain TypeScript and run in Node; the store and the early script read
// storage and the document, so they get the unit project's DOM. Half of the mutants are static (module-level
// code), and each of those reruns every test file: a DOM set up only where it is read makes that run about
// 40 % shorter (20 s to 12 s here).
import { defineConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';

const shared = {
  restoreMocks: true,
  // Instrumented code on a shared machine runs several times slower than the plain unit run.
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    projects: [
      { resolve: viteConfig.resolve, test: { ...shared, name: 'rules', include: ['src/demo/**/*.test.ts'], environment: 'node' } },
      {
        resolve: viteConfig.resolve,
        test: {
          ...shared,
          name: 'dom',
          include: ['src/store/**/*.test.ts', 'src/app/early.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup-unit.ts'],
        },
      },
    ],
  },
});
