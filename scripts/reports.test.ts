import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { playwrightCounts, playwrightFailures, vitestCounts, vitestFailures } from './reports.mjs';

const dir = mkdtempSync(join(tmpdir(), 'reports-'));
let n = 0;
/** Writes a report the way the runner would, and returns its path. */
const report = (content: unknown) => {
  const file = join(dir, `report-${(n += 1)}.json`);
  writeFileSync(file, JSON.stringify(content));
  return file;
};

// Trimmed to the fields the reader uses, in the shapes Playwright 1.65's and Vitest 4.1's JSON reporters write.
const playwright = report({
  suites: [
    {
      title: 'consent.spec.ts',
      specs: [{ title: 'Aceitar is stored', tests: [{ projectName: 'desktop', status: 'expected', results: [{ status: 'passed' }] }] }],
      suites: [
        {
          title: 'before the app starts',
          specs: [
            {
              title: 'the banner answers a tap',
              tests: [
                { projectName: 'desktop', status: 'expected', results: [{ status: 'passed' }] },
                {
                  projectName: 'phone',
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      error: { message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByRole(dialog)' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'server.spec.ts',
      specs: [{ title: 'hangs', tests: [{ projectName: 'desktop', status: 'unexpected', results: [{ status: 'timedOut' }] }] }],
    },
  ],
  stats: { expected: 2, unexpected: 2, flaky: 0, skipped: 0 },
});

const vitest = report({
  testResults: [
    {
      name: join(process.cwd(), 'src/demo/parse.test.ts'),
      status: 'failed',
      assertionResults: [
        { fullName: 'parse reads R$ 1.234,56', status: 'passed' },
        {
          fullName: 'parse reads 12,50',
          status: 'failed',
          failureMessages: ['AssertionError: expected 1250 to be 12.5\n    at parse.test.ts:10'],
        },
      ],
    },
    {
      name: join(process.cwd(), 'src/ui/Button.stories.tsx'),
      status: 'failed',
      message: 'Failed to load url ./missing',
      assertionResults: [],
    },
    {
      name: join(process.cwd(), 'src/ui/Card.stories.tsx'),
      status: 'passed',
      assertionResults: [{ fullName: 'Card Default', status: 'passed' }],
    },
  ],
});

describe('reading the runners’ reports', () => {
  it('names each failed Playwright test with its file, describe, project and the first line of its error', () => {
    expect(playwrightFailures(playwright)).toEqual([
      'consent.spec.ts › before the app starts › the banner answers a tap [phone]: Error: expect(locator).toBeVisible() failed',
      'server.spec.ts › hangs [desktop]: timedOut',
    ]);
  });

  it('names each failed Vitest test, and a file that did not load', () => {
    expect(vitestFailures(vitest)).toEqual([
      'src/demo/parse.test.ts › parse reads 12,50: AssertionError: expected 1250 to be 12.5',
      'src/ui/Button.stories.tsx: Failed to load url ./missing',
    ]);
  });

  it('counts a file that did not load as a failure, and filters by file', () => {
    expect(vitestCounts(vitest)).toEqual({ passed: 2, failed: 2 });
    expect(vitestCounts(vitest, (path) => path.endsWith('.stories.tsx'))).toEqual({ passed: 1, failed: 1 });
  });

  it('counts Playwright tests per project, and a run with no tests as a failure', () => {
    expect(playwrightCounts(playwright)).toEqual({ passed: 2, failed: 2 });
    expect(playwrightCounts(playwright, (project) => project === 'phone')).toEqual({ passed: 0, failed: 1 });
    expect(playwrightCounts(playwright, (project) => project === 'desktop')).toEqual({ passed: 2, failed: 1 });
    expect(playwrightCounts(report({ suites: [], stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 } }))).toEqual({
      passed: 0,
      failed: 1,
    });
  });

  it('counts a test a failed dependency kept from running as failed, and a skipped one as neither', () => {
    const kept = report({
      suites: [
        {
          title: 'baselines.spec.ts',
          specs: [
            { title: 'each set is small', tests: [{ projectName: 'baselines', status: 'skipped', results: [] }] },
            { title: 'skipped on purpose', tests: [{ projectName: 'baselines', status: 'skipped', results: [{ status: 'skipped' }] }] },
            { title: 'distinct', tests: [{ projectName: 'baselines', status: 'expected', results: [{ status: 'passed' }] }] },
          ],
        },
      ],
    });
    expect(playwrightCounts(kept)).toEqual({ passed: 1, failed: 1 });
  });

  it('a missing report: no counts (the step then fails on its exit code) and no names', () => {
    expect(vitestCounts(join(dir, 'absent.json'))).toBeUndefined();
    expect(playwrightFailures(join(dir, 'absent.json'))).toEqual([]);
  });
});
