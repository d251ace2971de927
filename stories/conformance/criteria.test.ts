import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { AXE_INCOMPLETE, axeIncomplete, e2eTests, outcomes, storyTests } from '../../scripts/conformance.mjs';

import table from './criteria.json';

type Criterion = Parameters<typeof outcomes>[0][number];
const criteria = table.criteria as Criterion[];

/** WCAG 2.2's Level A and AA success criteria (4.1.1 Parsing removed), as the W3C numbers them. */
const WCAG_22_A_AA = [
  ...['1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.3.1', '1.3.2', '1.3.3', '1.3.4', '1.3.5'],
  ...['1.4.1', '1.4.2', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13'],
  ...['2.1.1', '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4', '2.4.5', '2.4.6', '2.4.7', '2.4.11'],
  ...['2.5.1', '2.5.2', '2.5.3', '2.5.4', '2.5.7', '2.5.8', '3.1.1', '3.1.2', '3.2.1', '3.2.2', '3.2.3', '3.2.4', '3.2.6'],
  ...['3.3.1', '3.3.2', '3.3.3', '3.3.4', '3.3.7', '3.3.8', '4.1.2', '4.1.3'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the conformance table (stories/conformance/criteria.json)', () => {
  it('lists every WCAG 2.2 A and AA criterion once, in order', () => {
    expect(criteria.map((criterion) => criterion.id)).toEqual(WCAG_22_A_AA);
  });

  it('names only tests that exist: each title starts a test(…) in its spec file', () => {
    const missing = criteria.flatMap((criterion) =>
      criterion.checks.flatMap((check) => {
        if (!('e2e' in check)) return [];
        const source = readFileSync(`tests/e2e/${check.e2e}`, 'utf8');
        const declared = new RegExp(`test\\(\\s*['"\`]${escape(check.test)}`).test(source);
        return declared ? [] : [`${criterion.id}: ${check.e2e} › ${check.test}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('backs every claim: each criterion has a test, or a manual step a reviewer can follow', () => {
    expect(criteria.filter((criterion) => criterion.checks.length === 0 && !criterion.manual).map((criterion) => criterion.id)).toEqual([]);
    expect(criteria.filter((criterion) => criterion.present === false && !criterion.manual).map((criterion) => criterion.id)).toEqual([]);
  });
});

describe('outcomes', () => {
  const report = (status: string) => ({
    suites: [
      {
        specs: [
          {
            file: 'wcag.spec.ts',
            title: 'focus visible on every tab stop',
            tests: [{ projectName: 'desktop', status, annotations: [{ type: 'wcag', description: '2.4.7' }] }],
          },
        ],
      },
    ],
  });
  const focusVisible: Criterion = { id: '2.4.7', level: 'AA', title: 'Focus Visible', checks: [] };

  it('passes a criterion whose tests all passed, counting a test by its wcag annotation', () => {
    const [result] = outcomes([focusVisible], e2eTests(report('expected')), undefined);
    expect(result?.outcome).toBe('passed');
    expect(result?.evidence).toEqual([{ check: 'wcag.spec.ts › focus visible on every tab stop (1 test; desktop)', status: 'passed' }]);
  });

  it('fails it when one failed, and cannot tell when nothing ran or a manual step remains', () => {
    expect(outcomes([focusVisible], e2eTests(report('unexpected')), undefined)[0]?.outcome).toBe('failed');
    const named = { ...focusVisible, checks: [{ e2e: 'wcag.spec.ts', test: 'focus visible' }] };
    expect(outcomes([named], undefined, undefined)[0]?.outcome).toBe('cannot tell');
    expect(outcomes([{ ...focusVisible, manual: 'look' }], e2eTests(report('expected')), undefined)[0]?.outcome).toBe('cannot tell');
    expect(outcomes([{ ...focusVisible, manual: 'look' }], undefined, undefined)[0]?.outcome).toBe('not checked');
    expect(outcomes([{ ...focusVisible, manual: 'look', present: false }], undefined, undefined)[0]?.outcome).toBe('not present');
    // The table's "not present" is a claim a failing check disproves: the failure stands.
    expect(outcomes([{ ...focusVisible, manual: 'look', present: false }], e2eTests(report('unexpected')), undefined)[0]?.outcome).toBe(
      'failed',
    );
    expect(outcomes([{ ...focusVisible, checks: [{ stories: 'axe' }] }], undefined, { passed: 3, failed: 1 })[0]?.outcome).toBe('failed');
  });

  it('reads only the projects asked for: the e2e projects and the story review share one report', () => {
    const shared = {
      suites: [
        {
          specs: [
            {
              ...report('expected').suites[0]?.specs[0],
              tests: [
                { projectName: 'e2e-desktop', status: 'expected', annotations: [{ type: 'wcag', description: '2.4.7' }] },
                { projectName: 'story-review', status: 'unexpected', annotations: [{ type: 'wcag', description: '2.4.7' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(e2eTests(shared, (project) => project.startsWith('e2e-'))).toMatchObject([{ projects: ['e2e-desktop'], status: 'passed' }]);
    expect(e2eTests(shared, (project) => project === 'story-review')).toMatchObject([{ projects: ['story-review'], status: 'failed' }]);
    expect(e2eTests(shared, (project) => project === 'docs')).toEqual([]);
  });

  it('reads the specs of every nested suite (a file, its describe blocks), in order', () => {
    const spec = (title: string) => ({
      file: 'tests/e2e/wcag.spec.ts',
      title,
      tests: [{ projectName: 'e2e-desktop', status: 'expected' }],
    });
    const nested = { suites: [{ specs: [spec('a')], suites: [{ specs: [spec('b')], suites: [{ specs: [spec('c')] }] }] }] };
    expect(e2eTests(nested).map((test) => `${test.file} ${test.title}`)).toEqual(['wcag.spec.ts a', 'wcag.spec.ts b', 'wcag.spec.ts c']);
  });

  it('adds the per-story review as one line per criterion, and fails the criterion when one story failed', () => {
    const story = (title: string, status: string, criterion = '2.4.7') => ({
      file: 'review.spec.ts',
      title,
      tests: [{ projectName: 'chromium', status, annotations: [{ type: 'wcag', description: criterion }] }],
    });
    const reviewed = (...specs: ReturnType<typeof story>[]) => e2eTests({ suites: [{ specs }] });
    const passing = outcomes([focusVisible], e2eTests(report('expected')), undefined, reviewed(story('UI/Button / Variants', 'expected')));
    expect(passing[0]?.outcome).toBe('passed');
    expect(passing[0]?.evidence.at(-1)).toEqual({
      check: 'every story, reviewed (tests/stories/review.spec.ts): 1 passed, 0 failed',
      status: 'passed',
    });
    const failing = outcomes(
      [focusVisible],
      e2eTests(report('expected')),
      undefined,
      reviewed(
        story('UI/Button / Variants', 'expected'),
        story('Widgets/Carousel / Default', 'unexpected'),
        story('UI/Icon / Gallery', 'unexpected', '1.4.12'),
      ),
    );
    expect(failing[0]?.outcome).toBe('failed');
    expect(failing[0]?.evidence.at(-1)?.check).toBe(
      'every story, reviewed (tests/stories/review.spec.ts): 1 passed, 1 failed (Widgets/Carousel / Default)',
    );
  });
});

describe('storyTests', () => {
  it("counts the story files' tests of Vitest's report, and no other file's", () => {
    const file = (name: string, ...statuses: string[]) => ({ name, assertionResults: statuses.map((status) => ({ status })) });
    const report = {
      testResults: [file('/src/ui/Button/Button.stories.tsx', 'passed', 'failed', 'skipped'), file('/src/demo/parse.test.ts', 'failed')],
    };
    expect(storyTests(report)).toEqual({ passed: 1, failed: 1 });
  });
});

describe('axeIncomplete', () => {
  it("lists axe's undecided results once per test and rule, with every project it came up in", () => {
    const incomplete = {
      rule: 'color-contrast',
      criteria: ['1.4.3'],
      help: 'Elements must meet minimum color contrast ratio thresholds',
      nodes: ['h1'],
    };
    const annotations = [
      { type: AXE_INCOMPLETE, description: JSON.stringify(incomplete) },
      { type: 'wcag', description: '1.4.3' },
    ];
    const report = {
      suites: [
        {
          specs: [
            {
              title: 'axe (WCAG 2.2 AA) finds nothing on / with the banner open',
              tests: [
                { projectName: 'e2e-desktop', annotations },
                { projectName: 'e2e-phone', annotations },
                { projectName: 'story-review', annotations },
              ],
            },
          ],
        },
      ],
    };
    expect(axeIncomplete(report, (project) => project.startsWith('e2e-'))).toEqual([
      { test: 'axe (WCAG 2.2 AA) finds nothing on / with the banner open', projects: ['e2e-desktop', 'e2e-phone'], ...incomplete },
    ]);
  });
});
