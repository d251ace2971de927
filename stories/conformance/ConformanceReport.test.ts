import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { VERDICT_OUTCOMES, withVerdicts } from '../../scripts/conformance.mjs';

import { ConformanceReport } from './ConformanceReport.tsx';
import scope from './scope.json';

type Automatic = Parameters<typeof withVerdicts>[0][number];
type Verdict = Parameters<typeof withVerdicts>[1][number];

const NOW = 'a'.repeat(64);
const automatic = (id: string, title: string): Automatic => ({
  id,
  level: 'A',
  title,
  outcome: 'cannot tell',
  evidence: [{ check: 'wcag.spec.ts › a check', status: 'passed' }],
  manual: 'Look by hand.',
});
const verdict = (criterion: string, outcome: Verdict['outcome'], contentHash: string, page?: string): Verdict => ({
  criterion,
  ...(page === undefined ? {} : { page }),
  outcome,
  observation: 'Seen by hand.',
  evaluator: 'Rita Reviewer <rita@example.org>',
  date: '2026-11-21T09:00:00.000Z',
  contentHash,
});
const pages = scope.sample.map((page) => page.id);
const [landing = ''] = pages;

/** Docs / Accessibility on the dev server, its live report answered here. */
async function rowOf(criteria: Automatic[], verdicts: Verdict[], name: RegExp, problems: string[] = []) {
  const report = {
    date: '2026-11-22T10:00:00.000Z',
    scope,
    problems,
    criteria: withVerdicts(criteria, verdicts, () => NOW, pages),
    incomplete: [],
  };
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ report, base: 'b'.repeat(64), outcomes: VERDICT_OUTCOMES }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  render(createElement(ConformanceReport));
  // The table is there before the report: the form comes with the live report.
  await screen.findByRole('form', { name: 'Record a verdict' });
  return within(screen.getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('ConformanceReport: the outcome column reads what the merge decided', () => {
  it('a stale failure: "failed, to re-check", with the reason beside the verdict', async () => {
    const [, outcome, , verdicts] = await rowOf(
      [automatic('2.4.7', 'Focus Visible')],
      [verdict('2.4.7', 'failed', 'c'.repeat(64))],
      /^2\.4\.7 Focus Visible/,
    );
    expect(outcome).toBe('failed, to re-check (automatic: cannot tell)');
    expect(verdicts).toContain('To re-check: what it covers changed since it was recorded.');
  });

  it('a verdict on one page of the sample: "cannot tell", the judged page listed', async () => {
    const [, outcome] = await rowOf(
      [automatic('1.3.3', 'Sensory Characteristics')],
      [verdict('1.3.3', 'passed', NOW, landing)],
      /^1\.3\.3 Sensory/,
    );
    expect(outcome).toBe(`cannot tell (judged: ${landing})`);
  });

  it('a verdict file with two verdicts on one page says so in the verdicts column', async () => {
    const [, outcome, , verdicts] = await rowOf(
      [automatic('1.3.3', 'Sensory Characteristics')],
      [verdict('1.3.3', 'passed', NOW), verdict('1.3.3', 'failed', NOW)],
      /^1\.3\.3 Sensory/,
    );
    expect(outcome).toBe('failed (automatic: cannot tell)');
    expect(verdicts).toContain('2 verdicts on the whole sample: keep one in stories/conformance/verdicts.jsonl');
  });

  it('a record it could not read: named above the report, which reads on', async () => {
    const conflict = 'merge conflict at line 2 of stories/conformance/verdicts.jsonl: resolve it and remove the marker';
    const [, outcome] = await rowOf([automatic('1.3.3', 'Sensory Characteristics')], [], /^1\.3\.3 Sensory/, [conflict]);
    expect(outcome).toBe('cannot tell');
    expect(screen.getByRole('region', { name: 'Records that could not be read' })).toHaveTextContent(conflict);
  });
});
