import { useEffect, useState } from 'react';

import type { axeIncomplete, outcomes } from '../../scripts/conformance.mjs';

import table from './criteria.json';

type Result = ReturnType<typeof outcomes>[number];
interface Report {
  date: string;
  scope: string;
  sample: string[];
  criteria: Result[];
  /** What axe could not decide, for the reviewer (absent from a report written before it was added). */
  incomplete?: ReturnType<typeof axeIncomplete>;
}

/**
 * Where the last run's report is served: `npm test` writes it beside the Storybook build once its tests have run
 * (scripts/conformance.mjs), and `npm run storybook` serves the same folder (.storybook/main.ts, staticDirs). Read
 * when the page opens, so the Storybook is built once per run, before the tests it reports on. Never committed.
 */
const REPORT_URL = 'conformance/report.json';

/** The report, `null` while it loads, or `undefined` where no run has written one (a fresh clone). */
function useReport(): Report | null | undefined {
  const [report, setReport] = useState<Report | null | undefined>(null);
  useEffect(() => {
    let current = true;
    void fetch(REPORT_URL)
      .then((response) => (response.ok ? (response.json() as Promise<Report>) : undefined))
      .catch(() => undefined)
      .then((read) => current && setReport(read));
    return () => {
      current = false;
    };
  }, []);
  return report;
}

const OUTCOMES = ['passed', 'failed', 'cannot tell', 'not checked', 'not present'] as const;

/** Docs / Accessibility's conformance report, in the shape of W3C's WCAG-EM report: scope, sample, outcome per criterion. */
export function ConformanceReport() {
  const report = useReport();
  const byId = new Map(report?.criteria.map((result) => [result.id, result]));
  return (
    <>
      <p>
        <strong>Last run:</strong>{' '}
        {report === null
          ? 'loading…'
          : report
            ? new Date(report.date).toUTCString()
            : 'not run yet — run npm test to write test-results/conformance/report.json'}
      </p>
      {report && (
        <>
          <p>
            <strong>Scope:</strong> {report.scope}. <strong>Sample:</strong> {report.sample.join('; ')}.
          </p>
          <p>
            <strong>Outcomes:</strong>{' '}
            {OUTCOMES.map((outcome) => `${report.criteria.filter((result) => result.outcome === outcome).length} ${outcome}`).join(', ')}
          </p>
        </>
      )}
      <table>
        <caption>WCAG 2.2 Level A and AA success criteria</caption>
        <thead>
          <tr>
            <th scope="col">Criterion</th>
            <th scope="col">Level</th>
            <th scope="col">Outcome</th>
            <th scope="col">Checked by (last result)</th>
            <th scope="col">Manual step</th>
          </tr>
        </thead>
        <tbody>
          {table.criteria.map((criterion) => {
            const result = byId.get(criterion.id);
            return (
              <tr key={criterion.id}>
                <th scope="row">
                  {criterion.id} {criterion.title}
                </th>
                <td>{criterion.level}</td>
                <td>{result?.outcome ?? 'not run yet'}</td>
                <td>
                  {result ? (
                    <ul>
                      {result.evidence.map((item) => (
                        <li key={item.check}>
                          {item.status}: {item.check}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    criterion.checks
                      .map((check) => ('e2e' in check ? `${check.e2e} › ${check.test}` : `story tests: ${check.stories}`))
                      .join('; ')
                  )}
                </td>
                <td>{'manual' in criterion ? criterion.manual : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {report && <AxeIncomplete rows={report.incomplete ?? []} />}
    </>
  );
}

/** axe's "incomplete" results of the last run: what it could not decide, each for a reviewer to judge by hand. */
function AxeIncomplete({ rows }: { rows: NonNullable<Report['incomplete']> }) {
  return (
    <table>
      <caption>What axe could not decide (its incomplete results): for the reviewer</caption>
      <thead>
        <tr>
          <th scope="col">Test (page)</th>
          <th scope="col">axe rule</th>
          <th scope="col">Criteria</th>
          <th scope="col">Elements</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={4}>none: axe decided everything it checked</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={`${row.test} ${row.rule}`}>
              <th scope="row">
                {row.test} ({row.projects.join(', ')})
              </th>
              <td>
                {row.rule}: {row.help}
              </td>
              <td>{row.criteria.join(', ') || '—'}</td>
              <td>{row.nodes.join('; ')}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
