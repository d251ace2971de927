import { type SyntheticEvent, useEffect, useId, useState } from 'react';

import { type LiveReport, REVIEW_PATH, type VerdictInput } from '../../addons/review/review.ts';
import type { Report } from '../../scripts/conformance.mjs';

import table from './criteria.json';

interface Loaded {
  report?: Report;
  /** Where verdicts can be recorded (the dev server): the verdict file's hash and the outcomes to choose from. */
  live?: Omit<LiveReport, 'report'>;
  /** Why the dev server refused the live report (its own sentence): shown above the last run's. */
  refused?: string;
}

/** A JSON answer, or its `{ error }`; undefined where there is none (no such file: the static server's HTML). */
const readJson = async <T,>(url: string): Promise<T | { error: string } | undefined> => {
  const response = await fetch(url).catch(() => undefined);
  if (!response?.headers.get('content-type')?.includes('json')) return undefined;
  const answer = (await response.json()) as T | { error: string };
  return response.ok || (typeof answer === 'object' && answer !== null && 'error' in answer) ? answer : undefined;
};

/**
 * The report, `null` while it loads, `undefined` where no run has written one (a fresh clone's static build). The
 * dev server builds it live (addons/review) and takes verdicts; the static build reads what `npm test` wrote beside it.
 */
function useReport() {
  const [loaded, setLoaded] = useState<Loaded | null | undefined>(null);
  useEffect(() => {
    let current = true;
    // Only the dev server has the live report: asked for in the static build, its 404 is a console error.
    void (import.meta.env.DEV ? readJson<LiveReport>(`${REVIEW_PATH}/report`) : Promise.resolve(undefined))
      .then(async (live): Promise<Loaded | undefined> => {
        if (live && !('error' in live)) return { report: live.report, live };
        const report = await readJson<Report>('conformance/report.json');
        const refused = live?.error;
        return report && !('error' in report) ? { report, refused } : refused === undefined ? undefined : { refused };
      })
      .then((read) => current && setLoaded(read));
    return () => {
      current = false;
    };
  }, []);
  return [loaded, setLoaded] as const;
}

const OUTCOMES = ['passed', 'failed', 'cannot tell', 'not checked', 'not present'] as const;
const WHOLE_SAMPLE = '';
const NONE_RECORDED = 'none recorded yet (add them to stories/conformance/scope.json)';

/** Docs / Accessibility's conformance report, in the shape of W3C's WCAG-EM report: scope, sample, baseline, outcome per criterion. */
export function ConformanceReport() {
  const [loaded, setLoaded] = useReport();
  const report = loaded?.report;
  const byId = new Map(report?.criteria.map((result) => [result.id, result]));
  return (
    <>
      {loaded?.refused && <p role="alert">{loaded.refused}</p>}
      <p>
        <strong>Last run:</strong>{' '}
        {loaded === null
          ? 'loading…'
          : report
            ? `${new Date(report.date).toUTCString()}${loaded.live ? ' (built now on this dev server from the last npm test’s reports, if any, and the verdicts on disk)' : ''}`
            : 'not run yet — run npm test to write test-results/conformance/report.json'}
      </p>
      {report && report.problems.length > 0 && (
        <section aria-label="Records that could not be read">
          <p>
            <strong>Read without these, each named where it is (mend it, and the report reads it):</strong>
          </p>
          <ul>
            {report.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
      {report && (
        <>
          {/* WCAG-EM steps 1 and 3 (scope.json). */}
          <dl>
            <dt>Scope</dt>
            <dd>
              {report.scope.scope}; WCAG 2.2 Level {report.scope.conformanceTarget}
            </dd>
            <dt>Pages and states sampled</dt>
            <dd>
              <ul>
                {report.scope.sample.map((page) => (
                  <li key={page.id}>
                    {page.title} ({page.id}){page.states.length > 0 && `: ${page.states.join('; ')}`}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>Browsers the manual steps were tried with</dt>
            <dd>{report.scope.baseline.browsers.join('; ') || NONE_RECORDED}</dd>
            <dt>Assistive technologies the manual steps were tried with</dt>
            <dd>{report.scope.baseline.assistiveTechnologies.join('; ') || NONE_RECORDED}</dd>
          </dl>
          <p>
            <strong>Outcomes:</strong>{' '}
            {OUTCOMES.map((outcome) => `${report.criteria.filter((result) => result.outcome === outcome).length} ${outcome}`).join(', ')};{' '}
            {report.criteria.filter((result) => result.recheck).length} to re-check
          </p>
          <p>
            <a
              href={loaded.live === undefined ? 'conformance/report.earl.json' : `${REVIEW_PATH}/report.earl.json`}
              download="finzap-conformance.earl.json"
            >
              Download the report as EARL (JSON-LD)
            </a>{' '}
            — open it in the W3C WCAG-EM Report Tool (“Open Report”; a page’s own results show once you tick it in “4. Audit Sample”).
          </p>
          {loaded.live && (
            <VerdictForm report={report} live={loaded.live} onRecorded={(live) => setLoaded({ report: live.report, live })} />
          )}
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
            <th scope="col">Reviewer’s verdict</th>
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
                <td>
                  {result?.label ?? 'not run yet'}
                  {result && result.automatic !== result.outcome && ` (automatic: ${result.automatic})`}
                </td>
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
                <td>
                  {result && (result.verdicts.length > 0 || result.problems.length > 0) ? (
                    <ul>
                      {result.problems.map((problem) => (
                        <li key={problem}>
                          <strong>{problem}</strong>
                        </li>
                      ))}
                      {result.verdicts.map((verdict, n) => (
                        // Two verdicts on one page are reported above, and both listed.
                        <li key={`${verdict.page ?? WHOLE_SAMPLE} ${n}`}>
                          {verdict.outcome} on {verdict.page ?? 'the whole sample'}: {verdict.observation} ({verdict.evaluator},{' '}
                          {verdict.date.slice(0, 10)}){verdict.recheck && <strong> To re-check: {verdict.recheck}.</strong>}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  )}
                </td>
                <td>{'manual' in criterion ? criterion.manual : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {report && (
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
            {report.incomplete.length === 0 && (
              <tr>
                <td colSpan={4}>none: axe decided everything it checked</td>
              </tr>
            )}
            {report.incomplete.map((row) => (
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
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

interface VerdictFormProps {
  report: Report;
  /** The hash of the verdict file the page was shown (the server refuses a verdict made on a stale page), the outcomes. */
  live: Omit<LiveReport, 'report'>;
  onRecorded: (live: LiveReport) => void;
}

/** The reviewer's form (dev server only): a verdict per criterion, for the whole sample or one page, written to verdicts.jsonl. */
function VerdictForm({ report, live, onRecorded }: VerdictFormProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const page = text('page');
    const verdict: VerdictInput = {
      criterion: text('criterion'),
      ...(page === WHOLE_SAMPLE ? {} : { page }),
      outcome: text('outcome') as VerdictInput['outcome'],
      observation: text('observation'),
      base: live.base,
    };
    setBusy(true);
    try {
      const response = await fetch(`${REVIEW_PATH}/verdict`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(verdict),
      });
      const answer = (await response.json()) as LiveReport | { error: string };
      if ('error' in answer) setMessage(answer.error);
      else {
        onRecorded(answer);
        setMessage(answer.message ?? 'Recorded.');
      }
    } catch (error) {
      setMessage(`The verdict was not sent: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)}>
      <h3 id={`${id}-heading`}>Record a verdict</h3>
      <p>
        Written to stories/conformance/verdicts.jsonl with your git user.name, today’s date and a hash of what the criterion covers now;
        commit it. An automatic failure stays failed whatever the verdict says. A criterion and page take one verdict: a new one replaces it
        only once it is to re-check.
      </p>
      <p>
        <label htmlFor={`${id}-criterion`}>Criterion</label>{' '}
        <select id={`${id}-criterion`} name="criterion">
          {report.criteria.map((result) => (
            <option key={result.id} value={result.id}>
              {result.id} {result.title}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={`${id}-page`}>Page</label>{' '}
        <select id={`${id}-page`} name="page">
          <option value={WHOLE_SAMPLE}>The whole sample</option>
          {report.scope.sample.map((page) => (
            <option key={page.id} value={page.id}>
              {page.title} ({page.id})
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={`${id}-outcome`}>Outcome</label>{' '}
        <select id={`${id}-outcome`} name="outcome">
          {live.outcomes.map((outcome) => (
            <option key={outcome}>{outcome}</option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={`${id}-observation`}>Observation</label>
        <br />
        <textarea id={`${id}-observation`} name="observation" rows={3} cols={60} required />
      </p>
      <p>
        <button type="submit" disabled={busy}>
          Record the verdict
        </button>
      </p>
      <p role="status">{message}</p>
    </form>
  );
}
