// The conformance report (WCAG-EM's shape): every WCAG 2.2 A/AA criterion of criteria.json with the outcome of the
// last `npm test`, read from the runners' JSON reports, with the reviewers' verdicts merged in and its EARL export
// beside it, written as one pair to RESULTS_DIR and into the Storybook build for Docs / Accessibility (records 0045,
// 0053). Every file it reads goes through the review's one reader (addons/review/files.mjs): what cannot be read is
// named by file, line and field, and the report reads on. Never committed: a fresh clone's build says "not run
// yet"; its dev server builds the report live (addons/review).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  isDate,
  isText,
  listOf,
  oneOf,
  readJson,
  readJsonLines,
  readPlain,
  shapeProblems,
  writeTogether,
} from '../addons/review/files.mjs';
import { SITE_ORIGIN } from '../content/origin.mjs';

export const CRITERIA_FILE = 'stories/conformance/criteria.json';
/** Where the report is written; the Storybook build copies it as /conformance (addons/review/preset.ts). */
export const RESULTS_DIR = 'test-results/conformance';
export const EARL_FILE = 'report.earl.json';
/**
 * The reviewers' verdicts, one JSON object a line (a first `$comment` line), written from Docs / Accessibility on
 * `npm run storybook` (addons/review); .gitattributes merges it line by line (`merge=union`, record 0053).
 */
export const VERDICTS_FILE = 'stories/conformance/verdicts.jsonl';
/** WCAG-EM's scope, sample and accessibility-support baseline, edited by hand. */
export const SCOPE_FILE = 'stories/conformance/scope.json';
/** The annotation tests/e2e/a11y.spec.ts leaves for each of axe's incomplete results: JSON of `{ rule, criteria, help, nodes }`. */
export const AXE_INCOMPLETE = 'axe incomplete';
/** What a reviewer may record (WCAG-EM's outcomes). */
export const VERDICT_OUTCOMES = /** @type {const} */ (['passed', 'failed', 'cannot tell', 'not present', 'not checked']);
/** Worst first: a criterion reads the worst of the verdicts that decide it (one failing page fails it). */
const WORST_FIRST = ['failed', 'cannot tell', 'not checked', 'passed', 'not present'];

/** @typedef {{ e2e: string, test: string } | { stories: string }} Check */
/** @typedef {{ id: string, level: 'A' | 'AA', title: string, checks: Check[], manual?: string, present?: boolean, covers?: string[] }} Criterion */
/** @typedef {{ file: string, title: string, projects: string[], status: 'passed' | 'failed' | 'skipped', wcag: string[], pages: string[] }} E2eTest */
/** @typedef {'passed' | 'failed' | 'not run'} Status */
/** @typedef {{ check: string, status: Status, pages?: Record<string, Status> }} Evidence a check, and where it ran on sampled pages, how it went on each */
/** @typedef {typeof VERDICT_OUTCOMES[number]} VerdictOutcome */
/**
 * A reviewer's verdict; `contentHash` is what it covers as it was when recorded (contentHashes); `line` where it is in
 * the verdict file (not written back).
 * @typedef {{ criterion: string, page?: string, outcome: VerdictOutcome, observation: string, evaluator: string, date: string, contentHash?: string, line?: number }} Verdict
 */
/** @typedef {{ criterion?: string, problem: string }} Damaged a verdict line that does not count, and the criterion it was meant for if known */
/** @typedef {typeof import('../stories/conformance/scope.json')} Scope */
/** @typedef {ReturnType<typeof outcomes>[number]} AutomaticResult */
/** @typedef {(criterionId: string) => string | null} ContentHash a hash of what the criterion covers now; null with no repository */

/** Every spec of a Playwright JSON report, in the report's order, with the titles of the suites around it. */
export function specsOf(/** @type {any} */ report) {
  /** @returns {any[]} */
  const specs = (/** @type {any} */ suite, /** @type {string[]} */ around) => {
    const titles = [...around, suite.title ?? ''];
    return [
      ...(suite.specs ?? []).map((/** @type {any} */ spec) => ({ ...spec, suites: titles })),
      ...(suite.suites ?? []).flatMap((/** @type {any} */ inner) => specs(inner, titles)),
    ];
  };
  return (report.suites ?? []).flatMap((/** @type {any} */ suite) => specs(suite, []));
}

/** The sampled pages a test names in its title or its suites' (`… on /politica-de-cookies`, `/: …`). */
const pagesNamed = (/** @type {string[]} */ titles, /** @type {string[]} */ pages) =>
  pages.filter((page) => titles.some((title) => new RegExp(`(^|\\s)${page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|:|$)`).test(title)));

/**
 * Each spec of a Playwright JSON report that ran in the projects `filter` accepts, with those projects and the sampled
 * pages it names.
 * @param {any} report
 * @param {(project: string) => boolean} [filter]
 * @param {string[]} [pages] the sample's page ids
 * @returns {E2eTest[]}
 */
export function e2eTests(report, filter = () => true, pages = []) {
  return specsOf(report).flatMap((/** @type {any} */ spec) => {
    const inProjects = spec.tests.filter((/** @type {any} */ test) => filter(test.projectName));
    if (inProjects.length === 0) return [];
    const ran = inProjects.filter((/** @type {any} */ test) => test.status !== 'skipped');
    const failed = ran.some((/** @type {any} */ test) => test.status === 'unexpected');
    return {
      // The spec's own name: one config's report names it from the project root (tests/e2e/wcag.spec.ts).
      file: spec.file.split('/').at(-1),
      title: spec.title,
      projects: ran.map((/** @type {any} */ test) => test.projectName),
      status: failed ? 'failed' : ran.length > 0 ? 'passed' : 'skipped',
      wcag: inProjects.flatMap((/** @type {any} */ test) =>
        (test.annotations ?? []).filter((/** @type {any} */ a) => a.type === 'wcag').map((/** @type {any} */ a) => a.description),
      ),
      pages: pagesNamed([spec.title, ...spec.suites], pages),
    };
  });
}

/**
 * What axe could not decide, from the AXE_INCOMPLETE annotations: one row per test and rule, with its projects.
 * @param {any} report a Playwright JSON report
 * @param {(project: string) => boolean} [filter]
 * @returns {{ test: string, projects: string[], rule: string, criteria: string[], help: string, nodes: string[] }[]}
 */
export function axeIncomplete(report, filter = () => true) {
  const rows = new Map();
  for (const spec of specsOf(report)) {
    for (const test of spec.tests.filter((t) => filter(t.projectName))) {
      for (const annotation of (test.annotations ?? []).filter((a) => a.type === AXE_INCOMPLETE)) {
        const { rule, criteria, help, nodes } = JSON.parse(annotation.description);
        const key = `${spec.title}\n${rule}`;
        const row = rows.get(key) ?? { test: spec.title, projects: [], rule, criteria, help, nodes };
        if (!row.projects.includes(test.projectName)) row.projects.push(test.projectName);
        rows.set(key, row);
      }
    }
  }
  return [...rows.values()];
}

/** The story tests of Vitest's JSON report (axe runs in each): how many passed and failed. */
export function storyTests(/** @type {any} */ report) {
  const results = (report.testResults ?? [])
    .filter((file) => /\.stories\.tsx?$/.test(file.name))
    .flatMap((file) => file.assertionResults ?? []);
  const count = (/** @type {string} */ status) => results.filter((test) => test.status === status).length;
  return { passed: count('passed'), failed: count('failed') };
}

/**
 * Each criterion's automatic outcome (WCAG-EM's) and its evidence; a test's `wcag` annotation counts it for a
 * criterion the table does not name it for.
 * @param {Criterion[]} criteria
 * @param {E2eTest[] | undefined} e2e
 * @param {{ passed: number, failed: number } | undefined} stories
 * @param {E2eTest[]} [reviewed] the per-story review, one test per story: one line of evidence per criterion it decides
 * @param {string[]} [pages] the sample's page ids: a check run page by page must have run on each
 */
export function outcomes(criteria, e2e = [], stories, reviewed = [], pages = []) {
  return criteria.map((criterion) => {
    /** @type {Evidence[]} */
    const evidence = [];
    const seen = new Set();
    for (const check of criterion.checks) {
      if ('stories' in check) {
        const status = !stories || stories.passed + stories.failed === 0 ? 'not run' : stories.failed > 0 ? 'failed' : 'passed';
        const counts = stories ? ` (${stories.passed} passed, ${stories.failed} failed)` : '';
        evidence.push({ check: `story tests: ${check.stories}${counts}`, status });
        continue;
      }
      const matches = e2e.filter((test) => test.file === check.e2e && test.title.startsWith(check.test));
      matches.forEach((test) => seen.add(test));
      evidence.push(e2eEvidence(`${check.e2e} › ${check.test}`, matches, pages));
    }
    // The same test on each page (a suite per page) is one check.
    /** @type {Map<string, E2eTest[]>} */
    const annotated = new Map();
    for (const test of e2e.filter((test) => !seen.has(test) && test.wcag.includes(criterion.id))) {
      const key = `${test.file} › ${test.title}`;
      annotated.set(key, [...(annotated.get(key) ?? []), test]);
    }
    for (const [check, matches] of annotated) evidence.push(e2eEvidence(check, matches, pages));
    const storiesReviewed = reviewed.filter((test) => test.wcag.includes(criterion.id) && test.status !== 'skipped');
    if (storiesReviewed.length > 0) {
      const failed = storiesReviewed.filter((test) => test.status === 'failed');
      evidence.push({
        check: `every story, reviewed (tests/stories/review.spec.ts): ${storiesReviewed.length - failed.length} passed, ${failed.length} failed${failed.length > 0 ? ` (${failed.map((test) => test.title).join('; ')})` : ''}`,
        status: failed.length > 0 ? 'failed' : 'passed',
      });
    }
    const statuses = evidence.map((item) => item.status);
    let outcome;
    // A failing check disproves the table's "not present": the failure stands.
    if (statuses.includes('failed')) outcome = 'failed';
    else if (criterion.present === false) outcome = 'not present';
    else if (statuses.length === 0) outcome = 'not checked';
    else if (statuses.includes('not run') || criterion.manual) outcome = 'cannot tell';
    else outcome = 'passed';
    return { id: criterion.id, level: criterion.level, title: criterion.title, outcome, evidence, manual: criterion.manual };
  });
}

/**
 * One check's evidence from the tests it matched. Where they name sampled pages, each page's own status: a page where it
 * was skipped or is missing leaves the check "not run" for the site, however the other pages went.
 * @param {string} check @param {E2eTest[]} matches @param {string[]} pages
 * @returns {Evidence}
 */
function e2eEvidence(check, matches, pages) {
  /** @returns {Status} */
  const statusOf = (/** @type {E2eTest[]} */ tests) => {
    const ran = tests.filter((test) => test.status !== 'skipped');
    return ran.length === 0 ? 'not run' : ran.some((test) => test.status === 'failed') ? 'failed' : 'passed';
  };
  const ran = matches.filter((test) => test.status !== 'skipped');
  if (ran.length === 0) return { check, status: 'not run' };
  const projects = [...new Set(ran.flatMap((test) => test.projects))].join(', ');
  const named = `${check} (${ran.length} test${ran.length > 1 ? 's' : ''}; ${projects})`;
  if (!matches.some((test) => test.pages.length > 0)) return { check: named, status: statusOf(matches) };
  const byPage = Object.fromEntries(pages.map((page) => [page, statusOf(matches.filter((test) => test.pages.includes(page)))]));
  const missing = pages.filter((page) => byPage[page] === 'not run');
  const status = statusOf(matches) === 'failed' ? 'failed' : missing.length > 0 ? 'not run' : 'passed';
  return { check: `${named}${missing.length > 0 ? `; skipped or missing on ${missing.join(', ')}` : ''}`, status, pages: byPage };
}

/** Why a verdict is to be checked again, or false while it stands. */
function recheckReason(/** @type {Verdict} */ verdict, /** @type {string | null} */ now) {
  if (now === null) return 'git cannot read what it covers now (no repository)';
  if (!/^[0-9a-f]{64}$/.test(verdict.contentHash ?? '')) return 'it holds no hash of what it covered when recorded';
  return verdict.contentHash === now ? false : 'what it covers changed since it was recorded';
}

/**
 * How a verdict contradicts the criterion's automatic evidence, or undefined (record 0053): a whole-sample verdict by
 * every check that ran, a page verdict by the checks that ran on that page.
 * @param {Pick<AutomaticResult, 'evidence'>} result
 * @param {string} automatic the criterion's automatic outcome
 * @param {Pick<Verdict, 'outcome' | 'page'>} verdict
 */
function contradiction(result, automatic, { outcome, page }) {
  const ran = result.evidence.flatMap((item) => {
    const status = page === undefined ? item.status : item.pages?.[page];
    return status === 'passed' || status === 'failed' ? [{ check: item.check, status }] : [];
  });
  const failed = ran.filter((item) => item.status === 'failed');
  const on = page === undefined ? '' : ` on ${page}`;
  if (outcome === 'not present' && ran.length > 0 && automatic !== 'not present')
    return `not present contradicts the checks that ran${on}: ${ran.map((item) => `${item.check} (${item.status})`).join('; ')}`;
  if (outcome === 'passed' && failed.length > 0)
    return `passed contradicts the checks that failed${on}: ${failed.map((item) => item.check).join('; ')}`;
  return undefined;
}

const whereOf = (/** @type {string | undefined} */ page) => page ?? 'the whole sample';
/** What no verdict may make better than "cannot tell". */
const capped = (/** @type {string} */ outcome) => (outcome === 'passed' || outcome === 'not present' ? 'cannot tell' : outcome);

/**
 * Each criterion's outcome with the reviewers' verdicts merged in, by the rules of record 0053 (`withVerdicts`);
 * `label` is how the report reads it ("failed, to re-check", "cannot tell (judged: /)"). Each verdict carries how it
 * reads (`reads`: a stale pass is no pass, a contradicted one reads its page's checks) and what is said of it (`notes`).
 * @param {AutomaticResult[]} results
 * @param {Verdict[]} verdicts
 * @param {ContentHash} contentHash
 * @param {string[]} pages the sample's page ids
 * @param {Damaged[]} [damaged] verdict lines that do not count: the criterion each was meant for reads cannot tell at best
 */
export function withVerdicts(results, verdicts, contentHash, pages, damaged = []) {
  return results.map((result) => {
    const now = contentHash(result.id);
    const own = verdicts
      .filter((verdict) => verdict.criterion === result.id)
      .map((verdict) => {
        const recheck = recheckReason(verdict, now);
        /** @type {string[]} */
        const notes = [];
        // A stale pass (or absence) is no pass: it reads cannot tell until re-checked; a stale failure stays failed.
        return { ...verdict, recheck, reads: recheck ? capped(verdict.outcome) : verdict.outcome, notes };
      });
    const unread = damaged.filter((item) => item.criterion === result.id).map((item) => item.problem);
    /** @type {string[]} */
    const problems = [...unread];
    for (const page of new Set(own.map((verdict) => verdict.page))) {
      const same = own.filter((verdict) => verdict.page === page);
      if (same.length < 2) continue;
      const twice = `${same.length} verdicts on ${whereOf(page)}: keep one in ${VERDICTS_FILE}`;
      problems.push(twice);
      for (const verdict of same) verdict.notes.push(twice);
    }
    const standing = own.filter((verdict) => {
      const why = contradiction(result, result.outcome, verdict);
      if (!why) return true;
      problems.push(`The verdict on ${whereOf(verdict.page)} does not count: ${why}`);
      verdict.notes.push(`It does not count: ${why}`);
      // What the page's own checks say stands in its place.
      if (verdict.page !== undefined)
        verdict.reads = result.evidence.some((item) => item.pages?.[/** @type {string} */ (verdict.page)] === 'failed')
          ? 'failed'
          : 'cannot tell';
      return false;
    });
    const onPages = standing.filter((verdict) => verdict.page !== undefined);
    const everyPage = pages.every((page) => onPages.some((verdict) => verdict.page === page));
    const decide = standing.length > onPages.length || everyPage ? standing : onPages.filter((verdict) => verdict.reads === 'failed');
    const automaticFailure = result.outcome === 'failed';
    /** @type {string[] | undefined} */
    const judged =
      !automaticFailure && decide.length === 0 && onPages.length > 0
        ? pages.filter((page) => onPages.some((verdict) => verdict.page === page))
        : undefined;
    let outcome = result.outcome;
    let recheck = false;
    if (judged) outcome = 'cannot tell';
    else if (!automaticFailure && decide.length > 0) {
      const decided = decide.map((verdict) => verdict.reads);
      outcome = WORST_FIRST.find((candidate) => decided.includes(candidate)) ?? result.outcome;
      recheck = decide.some((verdict) => verdict.recheck);
      if (result.evidence.some((item) => item.status === 'not run')) outcome = capped(outcome);
    }
    if (unread.length > 0) outcome = capped(outcome);
    const decidedBy = automaticFailure || judged ? [] : decide;
    const label = `${outcome}${recheck ? ', to re-check' : ''}${judged ? ` (judged: ${judged.join(', ')})` : ''}`;
    return { ...result, automatic: result.outcome, outcome, recheck, judged, label, problems, decidedBy, verdicts: own };
  });
}

/**
 * Why the form may not record `verdict`, or undefined (record 0053): a current verdict on the same criterion and
 * page (one to re-check is replaced), two there already, or a contradiction of the automatic evidence.
 * @param {{ criteria: ReturnType<typeof withVerdicts> }} report
 * @param {Verdict} verdict
 * @returns {string | undefined}
 */
export function refuseVerdict(report, verdict) {
  const result = report.criteria.find((item) => item.id === verdict.criterion);
  if (!result) return `Refused: ${verdict.criterion} is not a criterion of the report.`;
  const where = whereOf(verdict.page);
  const same = result.verdicts.filter((other) => other.page === verdict.page);
  if (same.length > 1)
    return `Refused: ${VERDICTS_FILE} already holds ${same.length} verdicts on ${verdict.criterion} for ${where}; keep one by hand, then record.`;
  const [current] = same.filter((other) => !other.recheck);
  if (current)
    return `Refused: ${verdict.criterion} already has a current verdict on ${where} (${current.outcome}, by ${current.evaluator}, ${current.date.slice(0, 10)}); a current verdict is changed in ${VERDICTS_FILE}, by hand.`;
  const why = contradiction(result, result.automatic, verdict);
  return why && `Refused: ${why}.`;
}

/**
 * What each criterion's verdict covers (criteria.json's `covers`, or its own), as the working tree holds it now: a
 * SHA-256 over git's blob id and path of every file they name, tracked or new; null where git cannot tell.
 * @param {string} root
 * @param {{ covers: string[], criteria: { id: string, covers?: string[] }[] }} table
 * @returns {ContentHash}
 */
export function contentHashes(root, table) {
  const git = (/** @type {string[]} */ args, input = '') =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  /** @type {Map<string, string | null>} */
  const byCovers = new Map();
  return (criterionId) => {
    const covers = table.criteria.find((criterion) => criterion.id === criterionId)?.covers ?? table.covers;
    const key = covers.join('\0');
    if (!byCovers.has(key)) {
      try {
        const listed = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...covers]).split('\0');
        // A tracked file deleted from the working tree is listed but has no content to hash. A link is read as
        // git stores it, its target's path: the dev server follows no link (STYLE 17), not even to hash a file.
        const found = [...new Set(listed)].sort().flatMap((file) => {
          const stat = file === '' ? undefined : lstatSync(join(root, file), { throwIfNoEntry: false });
          return stat?.isFile() || stat?.isSymbolicLink() ? [{ file, link: stat.isSymbolicLink() }] : [];
        });
        const files = found.filter((entry) => !entry.link).map((entry) => entry.file);
        const blobs =
          files.length > 0
            ? git(['hash-object', '--stdin-paths'], `${files.join('\n')}\n`)
                .trim()
                .split('\n')
            : [];
        const blobOf = new Map(files.map((file, n) => [file, blobs[n]]));
        const lines = found
          .map(({ file, link }) => `${link ? `link to ${readlinkSync(join(root, file))}` : blobOf.get(file)} ${file}\n`)
          .join('');
        byCovers.set(key, createHash('sha256').update(lines).digest('hex'));
      } catch {
        byCovers.set(key, null);
      }
    }
    return byCovers.get(key) ?? null;
  };
}

const isList = Array.isArray;
const isCheck = (/** @type {any} */ check) =>
  typeof check === 'object' && check !== null && (isText(check.stories) || (isText(check.e2e) && isText(check.test)));
/** @type {import('../addons/review/files.mjs').Shape} */
const CRITERION = {
  id: [isText, 'a criterion number'],
  level: oneOf(['A', 'AA']),
  title: [isText, 'a title'],
  checks: [listOf(isCheck), 'a list of checks ({ e2e, test } or { stories })'],
  'manual?': [isText, 'a manual step'],
  'present?': [(value) => typeof value === 'boolean', 'true or false'],
  'covers?': [listOf(isText), 'a list of paths'],
};
/** @type {import('../addons/review/files.mjs').Shape} */
const PAGE = {
  id: [(value) => typeof value === 'string' && value.startsWith('/'), 'a path on the site'],
  title: [isText, 'a title'],
  states: [listOf(isText), 'a list of states'],
};
/** @type {import('../addons/review/files.mjs').Shape} */
const SCOPE = {
  website: [isText, 'a name'],
  scope: [isText, 'what the report covers'],
  conformanceTarget: oneOf(['A', 'AA']),
  sample: [isList, 'a list of pages'],
  baseline: [
    (/** @type {any} */ value) => listOf(isText)(value?.browsers) && listOf(isText)(value?.assistiveTechnologies),
    '{ browsers, assistiveTechnologies }, two lists',
  ],
};
/** A verdict's fields besides its criterion and page, which readVerdicts checks against the table and the sample. @type {import('../addons/review/files.mjs').Shape} */
const VERDICT = {
  outcome: oneOf(VERDICT_OUTCOMES),
  observation: [isText, 'what was observed'],
  evaluator: [isText, 'who judged it'],
  date: [isDate, 'a date'],
  'contentHash?': [(value) => typeof value === 'string', 'a hash'],
};
/** What the report reads in place of a scope that cannot be read (named in its problems). @type {Scope} */
const NO_SCOPE = {
  $comment: '',
  website: 'the site',
  scope: `unknown: ${SCOPE_FILE} could not be read`,
  conformanceTarget: 'AA',
  sample: [],
  baseline: { browsers: [], assistiveTechnologies: [] },
};

/**
 * A hand-edited JSON record (criteria.json, scope.json) through the review's reader: what cannot be read of it is named
 * in `problems` (file, line, field) and left out.
 * @param {string} root @param {string} file @param {import('../addons/review/files.mjs').Shape} shape
 * @param {string} list @param {import('../addons/review/files.mjs').Shape} item @param {string[]} problems
 * @returns {any}
 */
function readShaped(root, file, shape, list, item, problems) {
  const { value, damage } = readJson(root, join(root, file), 'the report reads without it until it is mended.', shape, list, item);
  problems.push(...damage, ...(value || damage.length > 0 ? [] : [`${file} is missing: the report reads without it.`]));
  return value;
}

/** The criteria table (criteria.json), what cannot be read of it named in `problems`. */
const readTable = (/** @type {string} */ root, /** @type {string[]} */ problems) =>
  /** @type {{ covers: string[], criteria: Criterion[] }} */ (
    readShaped(
      root,
      CRITERIA_FILE,
      { covers: [listOf(isText), 'a list of paths'], criteria: [isList, 'a list of criteria'] },
      'criteria',
      CRITERION,
      problems,
    ) ?? {
      covers: [],
      criteria: [],
    }
  );

/**
 * The verdict file, line by line through the review's reader: each verdict that reads, each line that does not (named
 * by line and field; the criterion it names, a trailing space trimmed, reads cannot tell at best), its `$comment` line.
 * @param {string} root @param {string[]} criteria the table's ids @param {string[]} pages the sample's
 * @returns {{ verdicts: Verdict[], damaged: Damaged[], comment?: string, bytes?: Buffer }}
 */
export function readVerdicts(root, criteria, pages) {
  /** @type {import('../addons/review/files.mjs').Shape} */
  const shape = {
    criterion: [(id) => criteria.includes(/** @type {string} */ (id)), `one of ${CRITERIA_FILE}`],
    'page?': [(page) => pages.includes(/** @type {string} */ (page)), `a page of the sample in ${SCOPE_FILE}`],
    ...VERDICT,
  };
  const isComment = (/** @type {object} */ line) => Object.keys(line).join() === '$comment';
  const read = readJsonLines(root, join(root, VERDICTS_FILE), 'it does not count until it is mended.', (line) =>
    isComment(line) ? [] : shapeProblems(line, shape),
  );
  const damaged = read.damage.map(({ problem, value }) => {
    const meant = typeof value?.criterion === 'string' ? criteria.find((id) => id === String(value.criterion).trim()) : undefined;
    return { criterion: meant, problem: meant ? `${problem} Until then ${meant} reads cannot tell at best.` : problem };
  });
  const comment = read.lines.find(({ value }) => isComment(value))?.value.$comment;
  const verdicts = read.lines
    .filter(({ value }) => !isComment(value))
    .map(({ value, line }) => ({ .../** @type {Verdict} */ (value), line }));
  return { verdicts, damaged, comment: comment === undefined ? undefined : String(comment), bytes: read.bytes };
}

/** The verdict file's text: its comment, then one verdict a line (a merge keeps both sides' lines, record 0053). */
export const verdictLines = (/** @type {string | undefined} */ comment, /** @type {Verdict[]} */ verdicts) =>
  [...(comment === undefined ? [] : [{ $comment: comment }]), ...verdicts]
    // Where a verdict was read is not written back.
    .map((line) => `${JSON.stringify(line, (key, value) => (key === 'line' ? undefined : value))}\n`)
    .join('');

/** The report as it stands now: the runners' last reports (where `npm test` left them), the verdicts, the scope. */
export function buildReport(root = process.cwd()) {
  /** @type {string[]} what could not be read, each named: shown above the report, in its export and by the script */
  const problems = [];
  const table = readTable(root, problems);
  /** @type {Scope} */
  const scope = readShaped(root, SCOPE_FILE, SCOPE, 'sample', PAGE, problems) ?? NO_SCOPE;
  const runner = (/** @type {string} */ file) => {
    try {
      const bytes = readPlain(root, join(root, file));
      return bytes && JSON.parse(bytes.toString('utf8'));
    } catch (error) {
      problems.push(`${file} was not read (${error instanceof Error ? error.message : String(error)}): its checks read not run.`);
      return undefined;
    }
  };
  const playwright = runner('test-results/reports/playwright.json');
  const vitest = runner('test-results/reports/vitest.json');
  const pages = scope.sample.map((page) => page.id);
  /** @param {(project: string) => boolean} filter */
  const e2e = (filter) => (playwright ? e2eTests(playwright, filter, pages) : undefined);
  const inE2e = (/** @type {string} */ project) => project.startsWith('e2e-');
  const automatic = outcomes(
    table.criteria,
    e2e(inE2e),
    vitest && storyTests(vitest),
    e2e((project) => project === 'story-review'),
    pages,
  );
  const { verdicts, damaged } = readVerdicts(
    root,
    table.criteria.map((criterion) => criterion.id),
    pages,
  );
  problems.push(...damaged.filter((item) => item.criterion === undefined).map((item) => item.problem));
  return {
    date: new Date().toISOString(),
    scope,
    problems,
    criteria: withVerdicts(automatic, verdicts, contentHashes(root, table), pages, damaged),
    incomplete: playwright ? axeIncomplete(playwright, inE2e) : [],
  };
}

/**
 * The verdict file after recording `verdict` (the server's one action), or why not (refuseVerdict): the verdict
 * carries the hash of what it covers now, and replaces a verdict to re-check on the same criterion and page.
 * @param {string} root
 * @param {Report} report the report as it stands
 * @param {Verdict[]} verdicts the file's verdicts now
 * @param {Verdict} verdict
 * @returns {{ refusal: string } | { verdicts: Verdict[] }}
 */
export function recordedVerdicts(root, report, verdicts, verdict) {
  const refusal = refuseVerdict(report, verdict);
  if (refusal) return { refusal };
  const contentHash = contentHashes(root, readTable(root, []))(verdict.criterion);
  if (contentHash === null)
    return { refusal: 'Refused: git cannot read what the verdict covers here (no repository); nothing was written.' };
  const same = (/** @type {Verdict} */ other) => other.criterion === verdict.criterion && other.page === verdict.page;
  return { verdicts: [...verdicts.filter((other) => !same(other)), { ...verdict, contentHash }] };
}

/** @typedef {ReturnType<typeof buildReport>} Report */

// ─── The EARL export (WCAG-EM Report Tool 3's "Open an evaluation") ─────────────────────────────────────────────

/**
 * The Report Tool's own export context (w3c/wai-wcag-em-report-tool, src/data/jsonld/appContext.js, exportContext),
 * with the typed date of its evaluation model (src/stores/evaluationStore.js): it reads an evaluation's date as
 * a W3CDTF value (`reportFindings.date['@value']`). stories/conformance/earl.test.ts opens the export as it does.
 */
const EARL_CONTEXT = {
  reporter: 'http://github.com/w3c/wai-wcag-em-report-tool/',
  wcagem: 'http://www.w3.org/TR/WCAG-EM/#',
  Evaluation: 'wcagem:procedure',
  defineScope: 'wcagem:step1',
  scope: 'wcagem:step1a',
  step1b: { '@id': 'wcagem:step1b', '@type': '@id' },
  conformanceTarget: 'step1b',
  accessibilitySupportBaseline: 'wcagem:step1c',
  additionalEvaluationRequirements: 'wcagem:step1d',
  exploreTarget: 'wcagem:step2',
  essentialFunctionality: 'wcagem:step2b',
  pageTypeVariety: 'wcagem:step2c',
  technologiesReliedUpon: 'wcagem:step2d',
  selectSample: 'wcagem:step3',
  structuredSample: 'wcagem:step3a',
  randomSample: 'wcagem:step3b',
  Website: 'wcagem:website',
  Webpage: 'wcagem:webpage',
  auditSample: 'wcagem:step4',
  reportFindings: 'wcagem:step5',
  documentSteps: 'wcagem:step5a',
  commissioner: 'wcagem:commissioner',
  evaluator: 'wcagem:evaluator',
  evaluationSpecifics: 'wcagem:step5b',
  WCAG: 'http://www.w3.org/TR/WCAG/#',
  WCAG20: 'http://www.w3.org/TR/WCAG20/#',
  WCAG21: 'http://www.w3.org/TR/WCAG21/#',
  WAI: 'http://www.w3.org/WAI/',
  A: 'WAI:WCAG2A-Conformance',
  AA: 'WAI:WCAG2AA-Conformance',
  AAA: 'WAI:WCAG2AAA-Conformance',
  wcagVersion: 'WAI:standards-guidelines/wcag/#versions',
  reportToolVersion: 'wcagem:reportToolVersion',
  earl: 'http://www.w3.org/ns/earl#',
  Assertion: 'earl:Assertion',
  TestMode: 'earl:TestMode',
  TestCriterion: 'earl:TestCriterion',
  TestCase: 'earl:TestCase',
  TestRequirement: 'earl:TestRequirement',
  TestSubject: 'earl:TestSubject',
  TestResult: 'earl:TestResult',
  OutcomeValue: 'earl:OutcomeValue',
  Pass: 'earl:Pass',
  Fail: 'earl:Fail',
  CannotTell: 'earl:CannotTell',
  NotApplicable: 'earl:NotApplicable',
  NotTested: 'earl:NotTested',
  assertedBy: 'earl:assertedBy',
  mode: 'earl:mode',
  result: 'earl:result',
  subject: 'earl:subject',
  test: 'earl:test',
  outcome: 'earl:outcome',
  dcterms: 'http://purl.org/dc/terms/',
  title: 'dcterms:title',
  description: 'dcterms:description',
  summary: 'dcterms:summary',
  date: { '@id': 'dcterms:date', '@type': 'W3CDTF' },
  W3CDTF: 'http://www.w3.org/TR/NOTE-datetime',
  hasPart: 'dcterms:hasPart',
  isPartOf: 'dcterms:isPartOf',
  id: '@id',
  type: '@type',
  language: '@language',
};
/** The Report Tool version whose code stories/conformance/earl.test.ts opens the export with (its package.json). */
const REPORT_TOOL_VERSION = '3.0.3';

/** The report's outcomes as EARL's. @type {Record<string, { id: string, type: string[] }>} */
const EARL_OUTCOMES = {
  passed: { id: 'earl:passed', type: ['OutcomeValue', 'Pass'] },
  failed: { id: 'earl:failed', type: ['OutcomeValue', 'Fail'] },
  'cannot tell': { id: 'earl:cantTell', type: ['OutcomeValue', 'CannotTell'] },
  'not present': { id: 'earl:inapplicable', type: ['OutcomeValue', 'NotApplicable'] },
  'not checked': { id: 'earl:untested', type: ['OutcomeValue', 'NotTested'] },
};

function earlOutcome(/** @type {string} */ outcome) {
  const value = EARL_OUTCOMES[outcome];
  if (!value) throw new Error(`The report has an outcome EARL has no name for: "${outcome}"`);
  return value;
}

/**
 * The Report Tool names a criterion by its WCAG 2.2 fragment (Non-text Content → WCAG22:non-text-content) and
 * matches on the part after the colon; the prefix is left undefined, as the tool's own export leaves it, so the
 * name survives its JSON-LD expand and compact as it is.
 * @param {string} title
 */
export const earlTest = (title) =>
  `WCAG22:${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * The report as an evaluation the WCAG-EM Report Tool opens (its "Open" takes JSON-LD; record 0053): scope (step 1),
 * the sample (step 3), one assertion per criterion and one per page verdict (step 4), findings (step 5).
 * @param {Report} report
 */
export function earlReport(report) {
  const { scope } = report;
  const website = { id: '_:website', type: ['TestSubject', 'Website'], title: scope.website, description: scope.scope };
  const pageOf = new Map(
    scope.sample.map((page) => {
      const url = new URL(page.id, SITE_ORIGIN).href;
      const states = page.states.length > 0 ? ` — states: ${page.states.join('; ')}` : '';
      return [page.id, { id: url, type: ['TestSubject', 'Webpage'], title: page.title, description: `${url}${states}` }];
    }),
  );
  const testRun = {
    id: '_:testRun',
    type: ['earl:Assertor', 'earl:Software'],
    title: `npm test of the ${scope.website}: the automatic checks (scripts/conformance.mjs)`,
  };
  const evaluators = [...new Set(report.criteria.flatMap((result) => result.verdicts.map((verdict) => verdict.evaluator)))];
  const assertorOf = new Map(
    evaluators.map((evaluator, n) => {
      const email = /<([^<>\s]+@[^<>\s]+)>/.exec(evaluator)?.[1];
      return [evaluator, { id: email ? `mailto:${email}` : `_:evaluator_${n + 1}`, type: 'earl:Assertor', title: evaluator }];
    }),
  );
  const assertors = (/** @type {string[]} */ names) => {
    const nodes = [...new Set(names)].map((name) => assertorOf.get(name) ?? testRun);
    return nodes.length === 1 ? nodes[0] : nodes;
  };
  const describe = (/** @type {Report['criteria'][number]} */ result) =>
    [
      `${result.label}${result.automatic === result.outcome ? '' : ` (automatic: ${result.automatic})`}`,
      ...result.problems,
      ...result.verdicts
        .filter((verdict) => verdict.page === undefined)
        .map(
          (verdict) =>
            `${verdict.outcome} (${verdict.evaluator}, ${verdict.date.slice(0, 10)}${verdict.recheck ? `; to re-check: ${verdict.recheck}` : ''}): ${verdict.observation}`,
        ),
      ...result.evidence.map((item) => `${item.status}: ${item.check}`),
    ].join('\n');
  /** @param {{ date: string, assertedBy: object, mode: string, description: string, outcome: string, subject: object, title: string }} what */
  const assertion = ({ date, assertedBy, mode, description, outcome, subject, title }) => ({
    type: 'Assertion',
    date,
    assertedBy,
    mode: { id: `earl:${mode}` },
    result: { type: 'TestResult', date, description, outcome: earlOutcome(outcome) },
    subject,
    test: { id: earlTest(title), type: ['TestCriterion', 'TestRequirement'] },
  });
  const auditSample = report.criteria.flatMap((result) => [
    assertion({
      date: report.date,
      assertedBy: result.decidedBy.length > 0 ? assertors(result.decidedBy.map((verdict) => verdict.evaluator)) : testRun,
      mode: result.decidedBy.length === 0 ? 'automatic' : result.evidence.length > 0 ? 'semiAuto' : 'manual',
      description: describe(result),
      outcome: result.outcome,
      subject: website,
      title: result.title,
    }),
    ...result.verdicts.flatMap((verdict) => {
      const subject = pageOf.get(verdict.page ?? '');
      return subject === undefined
        ? []
        : assertion({
            date: verdict.date,
            assertedBy: assertors([verdict.evaluator]),
            mode: 'manual',
            // How it reads (a stale pass is cannot tell), what it says, and what is said of it: a contradicting check
            // on the page, another verdict beside it.
            description: [
              `${verdict.evaluator}: ${verdict.outcome}: ${verdict.observation}${verdict.recheck ? ` (to re-check: ${verdict.recheck})` : ''}`,
              ...verdict.notes,
            ].join('\n'),
            outcome: verdict.reads,
            subject,
            title: result.title,
          });
    }),
  ]);
  return {
    '@context': EARL_CONTEXT,
    type: 'Evaluation',
    language: 'en',
    reportToolVersion: REPORT_TOOL_VERSION,
    defineScope: {
      id: '_:defineScope',
      scope: website,
      wcagVersion: '2.2',
      conformanceTarget: scope.conformanceTarget,
      accessibilitySupportBaseline: [
        `Browsers: ${scope.baseline.browsers.join('; ') || 'none recorded'}`,
        `Assistive technologies: ${scope.baseline.assistiveTechnologies.join('; ') || 'none recorded'}`,
      ].join('. '),
      additionalEvaluationRequirements: '',
    },
    exploreTarget: { id: '_:exploreTarget', essentialFunctionality: '', pageTypeVariety: '', technologiesReliedUpon: [] },
    selectSample: { id: '_:selectSample', structuredSample: [...pageOf.values()], randomSample: [] },
    auditSample,
    reportFindings: {
      title: `Accessibility evaluation of ${scope.website}`,
      date: report.date.slice(0, 10),
      evaluator: evaluators.join('; '),
      commissioner: '',
      // What the report could not read, each named (file, line, field): the findings are read without it.
      summary: report.problems.join('\n'),
      evaluationSpecifics:
        "Automatic checks from the last npm test (scripts/conformance.mjs) merged with reviewers' verdicts (stories/conformance/verdicts.jsonl). " +
        "A page's own results show in step 4 once the page is ticked under 'Show web pages to enter individual results'.",
    },
  };
}

/**
 * Builds the report and its EARL export, then writes the two into each folder as one set (both or neither, STYLE
 * 18): into RESULTS_DIR and, once built, the Storybook build, where the docs pages test reads it.
 */
export function writeReports(root = process.cwd()) {
  const report = buildReport(root);
  const files = [
    { name: 'report.json', bytes: `${JSON.stringify(report, null, 2)}\n` },
    { name: EARL_FILE, bytes: `${JSON.stringify(earlReport(report), null, 2)}\n` },
  ];
  for (const folder of [RESULTS_DIR, ...(existsSync(join(root, 'storybook-static')) ? ['storybook-static/conformance'] : [])])
    writeTogether(
      root,
      files.map(({ name, bytes }) => ({ path: join(root, folder, name), bytes })),
    );
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const report = writeReports();
    const results = report.criteria;
    const count = (/** @type {string} */ outcome) => results.filter((result) => result.outcome === outcome).length;
    console.log(
      `Conformance report written to ${RESULTS_DIR}/report.json (and ${EARL_FILE} beside it): ${['passed', 'failed', 'cannot tell', 'not checked', 'not present'].map((o) => `${count(o)} ${o}`).join(', ')}; ${results.filter((result) => result.recheck).length} to re-check`,
    );
    // What could not be read, two verdicts on one criterion and page, one its evidence contradicts: said, not resolved.
    for (const problem of report.problems) console.log(problem);
    for (const result of results) for (const problem of result.problems) console.log(`${result.id} ${result.title}: ${problem}`);
    // A failed criterion is a failed test, already counted by its own step: this step fails only if it cannot write.
  } catch (error) {
    // Nothing half-written: the last pair stays as it was, and the step fails saying why.
    console.error(
      `No report written (report.json and ${EARL_FILE} are as they were): ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  }
}
