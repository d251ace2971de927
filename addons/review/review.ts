/**
 * What the review's parts share (the Playwright reporter that records a run, the dev-server part that runs,
 * accepts and records verdicts, the manager's panel, the form on Docs / Accessibility): the records and where
 * things live. Plain data and types only, so the manager's and the docs page's bundles can import it too.
 */
import type { Report, VerdictOutcome } from '../../scripts/conformance.mjs';

const ADDON_ID = 'finzap/visual-review';
export const PANEL_ID = `${ADDON_ID}/panel`;
/** The sidebar status type this addon owns in Storybook's status store. */
export const STATUS_TYPE_ID = `${ADDON_ID}/status`;

/**
 * Every route of the review, under one path: on the dev server the server module answers all of them
 * (state.json, images/, baselines/, the actions, the live report, the verdict); the static build holds state.json
 * and images/ as files, written by the preset when it is built.
 */
export const REVIEW_PATH = 'review';
/** The review's state: the last run's record, the baselines as they are, the accept record, what is damaged. */
export const STATE_FILE = 'state.json';
/** The record's file, beside the pictures it names. */
export const RECORD_FILE = 'last-run.json';

/** Test annotations the visual gate's captures leave for the reporter: the story, then each picture before it is compared. */
export const STORY_ANNOTATION = 'visual-story';
export const CAPTURE_ANNOTATION = 'visual-capture';
export interface CaptureNote {
  viewport: string;
  file: string;
  hadBaseline: boolean;
  /** The SHA-256 of the baseline the picture is compared with, read at capture time (null: there was none). */
  baselineHash: string | null;
}

/** An entry of Storybook's index.json, as the panel and the dev-server actions read it. */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: string;
  tags?: string[];
}

export { ENGINES } from '../../scripts/engines.mjs';
import type { ENGINES } from '../../scripts/engines.mjs';
export type Engine = (typeof ENGINES)[number];

/**
 * One picture's outcome: `unchanged` (matches its baseline), `changed` (differs), `new` (there was no baseline
 * to compare with), `failed` (the story errored before it could be shot). A story the last run did not shoot
 * and that has no baseline is "no baseline", worked out by the panel from `baselines`.
 */
type Verdict = 'unchanged' | 'changed' | 'new' | 'failed';

export interface Capture {
  storyId: string;
  /** `<title> / <name>`, the test's title, what `-g` matches. */
  title: string;
  engine: Engine;
  /** The viewport key (`phone`, `desktop`, `phone320`). */
  viewport: string;
  /** The baseline's file name in `<baselines>/<platform>/<engine>/`. */
  file: string;
  verdict: Verdict;
  /** Pictures kept from the run, relative to the record's folder. */
  images: { actual?: string; expected?: string; diff?: string };
  /** The comparison's message (how many pixels differ), or the error. */
  message?: string;
  /** What a designer decided since the run: accepted (the baseline was rewritten) or left as it is. */
  decision?: 'accepted' | 'left';
  /** When the run shot it (ISO 8601). */
  at: string;
  /**
   * The SHA-256 of the baseline this run compared against (null: none). An accept refuses when the file on
   * disk no longer has it: a baseline pulled or accepted since must not be overwritten by an older picture.
   */
  baselineHash?: string | null;
}

export interface ReviewRecord {
  /** Each engine's baseline files when the record was last written (what "no baseline" is judged against). */
  baselines: Partial<{ [engine in Engine]: string[] }>;
  captures: Capture[];
}

/**
 * The story check the dev server is running, or how its last one ended. `/run` answers at once and the panel
 * follows the check through `/state`, so a reloaded Storybook page still sees it finish.
 */
export interface RunStatus {
  storyId: string;
  /** When it started and, once it has, when it ended (ISO 8601). */
  startedAt: string;
  endedAt?: string;
  /** Why it recorded nothing: the end of the check's own output, or the time limit it ran into. */
  error?: string;
}

/** The committed accept record (one JSON line per accepted picture), beside the platforms' baseline folders. */
export const ACCEPTED_FILE = 'accepted.jsonl';

/** One accepted picture, as the accept record keeps it. */
export interface AcceptedLine {
  storyId: string;
  platform: string;
  engine: Engine;
  viewport: string;
  /** `user.name <user.email>` from git config, where the accept ran. */
  by: string;
  /** ISO 8601. */
  at: string;
  /** The baseline's SHA-256 before (null: there was none) and after the accept. */
  before: string | null;
  after: string;
}

/** A picture named in a confirmed "Accept all changes": the list the designer saw. */
export interface PictureRef {
  storyId: string;
  engine: string;
  viewport: string;
}

/** A line of a record that could not be read, and how to mend it (the rest of the record is read). */
export interface Damage {
  /** The file, from the project's root. */
  file: string;
  /** Its 1-based line (0: the file as a whole). */
  line: number;
  message: string;
}

/** What state.json holds: answered live by the dev server, written once by the static build. */
export interface ReviewState {
  /** The dev server answers the actions; false in the static build (read-only). */
  live: boolean;
  run?: RunStatus;
  /** Whether a visual run was recorded here at all. */
  recorded: boolean;
  /** The last run's captures, with each engine's baselines as they are now. */
  record: ReviewRecord;
  accepted: AcceptedLine[];
  damage: Damage[];
}

/** What an accept or leave answers: the updated record and accept record, and a sentence that says what was written. */
export interface DecisionAnswer {
  record: ReviewRecord;
  accepted: AcceptedLine[];
  message: string;
  /** How many baselines were written. */
  written: number;
}

/** The pending ones: what "Accept all changes" would write. */
export const needsReview = (capture: Capture) => (capture.verdict === 'changed' || capture.verdict === 'new') && !capture.decision;

/** What the form on Docs / Accessibility sends: the verdict, and the hash of the verdict file it was shown (a stale one is refused). */
export interface VerdictInput {
  criterion: string;
  /** One page of the sample (scope.json's ids); absent for the whole sample. */
  page?: string;
  outcome: VerdictOutcome;
  observation: string;
  base: string;
}

/** The live report, with the hash of the verdict file it was built from. */
export interface LiveReport {
  report: Report;
  base: string;
  /** The outcomes a reviewer may record (scripts/conformance.mjs), for the form's choices. */
  outcomes: readonly VerdictOutcome[];
  message?: string;
}
