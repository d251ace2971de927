import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';

import { SITE_ORIGIN } from '../../content/origin.mjs';
import { buildReport, earlReport, earlTest, withVerdicts } from '../../scripts/conformance.mjs';

import table from './criteria.json';
import scope from './scope.json';

type Verdict = Parameters<typeof withVerdicts>[1][number];

/**
 * The Report Tool's import context, copied as it is: importContext = deprecatedContext + exportContext of
 * https://github.com/w3c/wai-wcag-em-report-tool/blob/08f3173a8e8181a87ae54ca01db987a6734c00a2/src/data/jsonld/appContext.js
 */
const IMPORT_CONTEXT = {
  DfnTechnologyWcag20: 'WCAG20:technologydef',
  DfnReliedUponTechnologyWcag20: 'WCAG20:reliedupondef',
  DfnSetOfWebpagesWcag20: 'WCAG20:set-of-web-pagesdef',
  DfnWebpageWcag20: 'WCAG20:webpagedef',
  DfnTechnologyWcag21: 'WCAG21:dfn-technologies',
  DfnReliedUponTechnologyWcag21: 'WCAG21:dfn-relied-upon',
  DfnSetOfWebpagesWcag21: 'WCAG21:dfn-set-of-web-pages',
  DfnWebpageWcag21: 'WCAG21:dfn-web-page-s',
  testcase: 'wcagem:testcase',
  source: { '@id': 'dcterms:source', '@type': '@id' },
  schema: 'http://schema.org/',
  name: 'schema:name',
  WebSite: 'schema:WebSite',
  WebPage: 'schema:WebPage',
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
  date: 'dcterms:date',
  hasPart: 'dcterms:hasPart',
  isPartOf: 'dcterms:isPartOf',
  id: '@id',
  type: '@type',
  language: '@language',
};

/**
 * The criteria the tool knows, by number: its src/data/wcag.json, "2.2", Level A and AA (same commit). It matches
 * an assertion's test by the part of its id after the colon.
 */
const TOOL_CRITERIA: Record<string, string> = {
  ...{ '1.1.1': 'non-text-content', '1.2.1': 'audio-only-and-video-only-prerecorded', '1.2.2': 'captions-prerecorded' },
  ...{ '1.2.3': 'audio-description-or-media-alternative-prerecorded', '1.2.4': 'captions-live' },
  ...{ '1.2.5': 'audio-description-prerecorded', '1.3.1': 'info-and-relationships', '1.3.2': 'meaningful-sequence' },
  ...{ '1.3.3': 'sensory-characteristics', '1.3.4': 'orientation', '1.3.5': 'identify-input-purpose', '1.4.1': 'use-of-color' },
  ...{ '1.4.2': 'audio-control', '1.4.3': 'contrast-minimum', '1.4.4': 'resize-text', '1.4.5': 'images-of-text' },
  ...{ '1.4.10': 'reflow', '1.4.11': 'non-text-contrast', '1.4.12': 'text-spacing', '1.4.13': 'content-on-hover-or-focus' },
  ...{ '2.1.1': 'keyboard', '2.1.2': 'no-keyboard-trap', '2.1.4': 'character-key-shortcuts', '2.2.1': 'timing-adjustable' },
  ...{ '2.2.2': 'pause-stop-hide', '2.3.1': 'three-flashes-or-below-threshold', '2.4.1': 'bypass-blocks', '2.4.2': 'page-titled' },
  ...{ '2.4.3': 'focus-order', '2.4.4': 'link-purpose-in-context', '2.4.5': 'multiple-ways', '2.4.6': 'headings-and-labels' },
  ...{ '2.4.7': 'focus-visible', '2.4.11': 'focus-not-obscured-minimum', '2.5.1': 'pointer-gestures' },
  ...{ '2.5.2': 'pointer-cancellation', '2.5.3': 'label-in-name', '2.5.4': 'motion-actuation', '2.5.7': 'dragging-movements' },
  ...{ '2.5.8': 'target-size-minimum', '3.1.1': 'language-of-page', '3.1.2': 'language-of-parts', '3.2.1': 'on-focus' },
  ...{ '3.2.2': 'on-input', '3.2.3': 'consistent-navigation', '3.2.4': 'consistent-identification', '3.2.6': 'consistent-help' },
  ...{ '3.3.1': 'error-identification', '3.3.2': 'labels-or-instructions', '3.3.3': 'error-suggestion' },
  ...{ '3.3.4': 'error-prevention-legal-financial-data', '3.3.7': 'redundant-entry' },
  ...{ '3.3.8': 'accessible-authentication-minimum', '4.1.2': 'name-role-value', '4.1.3': 'status-messages' },
};

interface Node {
  id?: string;
  type?: string | string[];
  title?: string;
  description?: string;
}
interface Dated {
  type: string;
  '@value': string;
}
interface Framed {
  type: string;
  reportToolVersion?: string;
  defineScope: { scope: Node; wcagVersion: string; conformanceTarget: string };
  selectSample: { structuredSample: Node[] };
  reportFindings: { evaluator: string; date: Dated; evaluationSpecifics: string };
}
interface FramedAssertion {
  assertedBy?: Node | Node[];
  mode?: { id: string };
  subject: Node;
  test: { id: string };
  result: { outcome: { id: string }; date: Dated; description: string };
}

/**
 * The tool's "Open" (src/stores/evaluationStore.js, open(), same commit): jsonld.expand, then jsonld.frame by its
 * Evaluation types with the import context, then the Assertions framed within the framed evaluation.
 */
async function openAsTheTool(file: object) {
  const expanded = await jsonld.expand(file);
  const evaluation = await jsonld.frame(expanded, { '@context': IMPORT_CONTEXT, '@type': ['Evaluation', 'wcagem:Evaluation'] });
  const framed = await jsonld.frame(evaluation, { '@context': IMPORT_CONTEXT, '@type': ['Assertion'] });
  return { evaluation: evaluation as unknown as Framed, assertions: (framed['@graph'] ?? []) as FramedAssertion[] };
}

const types = (node: Node) => [node.type ?? []].flat();
const HASH = 'a'.repeat(64);
const RITA = 'Rita Reviewer <rita@example.org>';
const PAUL = 'Paul Page <paul@example.org>';
const at = (criterion: string, outcome: Verdict['outcome'], evaluator: string, page?: string): Verdict => ({
  criterion,
  ...(page === undefined ? {} : { page }),
  outcome,
  observation: `Seen by ${evaluator}.`,
  evaluator,
  date: '2026-11-21T09:00:00.000Z',
  contentHash: HASH,
});

describe('earlReport, opened as the W3C WCAG-EM Report Tool opens it (jsonld 3.2, its import context and frames)', async () => {
  const built = buildReport();
  const pages = scope.sample.map((page) => page.id);
  // A whole-sample verdict by one reviewer, a verdict on every page by another: the committed verdicts do not move these checks.
  const verdicts = [at('1.3.3', 'passed', RITA), ...pages.map((page) => at('2.4.7', 'passed', PAUL, page))];
  const report = { ...built, criteria: withVerdicts(built.criteria, verdicts, () => HASH, pages) };
  const { evaluation, assertions } = await openAsTheTool(earlReport(report));
  const urlOf = (page: string) => `${SITE_ORIGIN}${page}`;
  const onWebsite = assertions.filter((assertion) => types(assertion.subject).includes('Website'));
  const onPages = assertions.filter((assertion) => types(assertion.subject).includes('Webpage'));

  it('opens as an evaluation of the scope, WCAG 2.2 AA, with the tool’s version', () => {
    expect(evaluation.type).toBe('Evaluation');
    expect(evaluation.reportToolVersion).toMatch(/^3\./);
    expect(evaluation.defineScope).toMatchObject({ wcagVersion: '2.2', conformanceTarget: 'AA' });
    expect(evaluation.defineScope.scope).toMatchObject({ title: scope.website, description: scope.scope });
    expect(types(evaluation.defineScope.scope)).toContain('Website');
    // The tool shows a page's own results only for the pages ticked in step 4: the file says so where the tool shows it.
    expect(evaluation.reportFindings.evaluationSpecifics).toContain('Show web pages to enter individual results');
  });

  it('every sample page has its absolute URL as its id, a title of its own, and the URL first in its description', () => {
    const sample = evaluation.selectSample.structuredSample;
    expect(sample.map((page) => page.id)).toEqual(pages.map(urlOf));
    expect(sample.map((page) => page.title)).toEqual(scope.sample.map((page) => page.title));
    expect(new Set(sample.map((page) => page.title)).size).toBe(sample.length);
    // The tool gives an opened page the first URL it finds in its title or description as its id (TestSubject.setId).
    for (const page of sample) expect(page.description?.split(' ')[0]).toBe(page.id);
    for (const page of sample) expect(types(page)).toEqual(['TestSubject', 'Webpage']);
  });

  it('55 whole-sample assertions, one per criterion, each with a test id the tool knows', () => {
    expect(onWebsite).toHaveLength(55);
    // The framed graph keeps no order: compared as sets.
    expect(onWebsite.map((assertion) => assertion.test.id.split(':').at(-1)).sort()).toEqual(
      table.criteria.map((criterion) => TOOL_CRITERIA[criterion.id]).sort(),
    );
    expect(earlTest('Non-text Content')).toBe('WCAG22:non-text-content');
  });

  it('every assertion has an assertor and an EARL mode IRI', () => {
    const modes = new Set(['earl:automatic', 'earl:manual', 'earl:semiAuto']);
    for (const assertion of assertions) {
      expect([assertion.assertedBy ?? []].flat().length, assertion.test.id).toBeGreaterThan(0);
      for (const assertor of [assertion.assertedBy ?? []].flat()) expect(assertor.title, assertion.test.id).toBeTruthy();
      expect(modes.has(assertion.mode?.id ?? ''), `${assertion.test.id}: ${JSON.stringify(assertion.mode)}`).toBe(true);
    }
    const sensory = onWebsite.find((assertion) => assertion.test.id === earlTest('Sensory Characteristics'));
    expect([sensory?.assertedBy].flat().map((assertor) => assertor?.title)).toEqual([RITA]);
  });

  it('each page verdict is an assertion whose subject is its page: the same URL and title', () => {
    expect(onPages.map((assertion) => [assertion.subject.id, assertion.subject.title]).sort()).toEqual(
      scope.sample.map((page) => [urlOf(page.id), page.title]).sort(),
    );
    for (const assertion of onPages) {
      expect(assertion.test.id).toBe(earlTest('Focus Visible'));
      expect(assertion.mode?.id).toBe('earl:manual');
      expect([assertion.assertedBy].flat().map((assertor) => assertor?.title)).toEqual([PAUL]);
      expect(assertion.result.outcome.id).toBe('earl:passed');
      expect(assertion.result.date['@value']).toBe('2026-11-21T09:00:00.000Z');
    }
  });

  it('each whole-sample assertion says who decided it: the run, reviewers alone, or reviewers beside checks', () => {
    const modeOf = (title: string) => onWebsite.find((assertion) => assertion.test.id === earlTest(title))?.mode?.id;
    expect(modeOf('Non-text Content')).toBe('earl:automatic');
    expect(modeOf('Sensory Characteristics')).toBe('earl:manual');
    expect(modeOf('Focus Visible')).toBe('earl:semiAuto');
  });

  it('refuses an outcome EARL has no name for, rather than export it unnamed', () => {
    const [first] = report.criteria;
    if (!first) throw new Error('no criteria');
    expect(() => earlReport({ ...report, criteria: [{ ...first, outcome: 'maybe' }] })).toThrow(
      'The report has an outcome EARL has no name for: "maybe"',
    );
  });

  it('the evaluators survive, and the dates are W3CDTF values the tool reads (reportFindings.date["@value"])', () => {
    expect(evaluation.reportFindings.evaluator).toBe(`${RITA}; ${PAUL}`);
    const w3cdtf = 'http://www.w3.org/TR/NOTE-datetime';
    expect(evaluation.reportFindings.date).toEqual({ type: w3cdtf, '@value': report.date.slice(0, 10) });
    for (const assertion of assertions) {
      expect(assertion.result.date.type).toBe(w3cdtf);
      expect(new Date(assertion.result.date['@value']).toISOString()).toBe(assertion.result.date['@value']);
    }
  });
});
