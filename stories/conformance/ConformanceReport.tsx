import type { outcomes } from '../../scripts/conformance.mjs';

import table from './criteria.json';

type Result = ReturnType<typeof outcomes>[number];
interface Report {
  date: string;
  scope: string;
  sample: string[];
  criteria: Result[];
}

/**
 * The last run's report, written by `npm test` (scripts/conformance.mjs) and never committed: a glob, because a
 * fresh clone has no such file and a plain import would break the Storybook build.
 */
const written = import.meta.glob<Report>('/test-results/conformance.json', { eager: true, import: 'default' });
const report = Object.values(written)[0];

const OUTCOMES = ['passed', 'failed', 'cannot tell', 'not checked', 'not present'] as const;

/** Docs / Accessibility's conformance report, in the shape of W3C's WCAG-EM report: scope, sample, outcome per criterion. */
export function ConformanceReport() {
  const byId = new Map(report?.criteria.map((result) => [result.id, result]));
  return (
    <>
      <p>
        <strong>Last run:</strong>{' '}
        {report ? new Date(report.date).toUTCString() : 'not run yet — run npm test to write test-results/conformance.json'}
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
    </>
  );
}
