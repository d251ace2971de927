/** What the review's parts share: plain data and types only, so the manager's and the docs page's bundles import it too. */
import type { Report, VerdictOutcome } from '../../scripts/conformance.mjs';

const ADDON_ID = 'finzap/visual-review';
export const PANEL_ID = `${ADDON_ID}/panel`;
export const STATUS_TYPE_ID = `${ADDON_ID}/status`;

/** Every route of the review is under it; the static build holds state.json and images/ there as files. */
export const REVIEW_PATH = 'review';
export const STATE_FILE = 'state.json';
/** The last run's record, beside the pictures it names. */
export const RECORD_FILE = 'last-run.json';

/** Test annotations the visual gate's captures leave for the reporter: the story, then each picture before it is compared. */
export const STORY_ANNOTATION = 'visual-story';
export const CAPTURE_ANNOTATION = 'visual-capture';
export interface CaptureNote {
  viewport: string;
  file: string;
  /** The SHA-256 of the baseline the picture is compared with, read at capture time (null: there was none). */
  baselineHash: string | null;
}

export { ENGINES } from '../../scripts/engines.mjs';
import type { ENGINES } from '../../scripts/engines.mjs';
export type Engine = (typeof ENGINES)[number];

/** `new`: there was no baseline to compare with; `failed`: the story errored before it could be shot. */
type Verdict = 'unchanged' | 'changed' | 'new' | 'failed';

export interface Capture {
  storyId: string;
  /** `<title> / <name>`, the test's title, what `-g` matches. */
  title: string;
  engine: Engine;
  /** `phone`, `desktop`, `phone320`. */
  viewport: string;
  /** The baseline's file name in `<baselines>/<platform>/<engine>/`. */
  file: string;
  verdict: Verdict;
  /** Pictures kept from the run, relative to the record's folder. */
  images: { actual?: string; expected?: string; diff?: string };
  /** How many pixels differ, or the error. */
  message?: string;
  /** What a designer decided since the run. */
  decision?: 'accepted' | 'left';
  at: string;
  /** The baseline this run compared against (null: none): an accept refuses when the file on disk no longer has it. */
  baselineHash?: string | null;
}

export interface ReviewRecord {
  /** Each engine's baseline files when the record was last written (what "no baseline" is judged against). */
  baselines: Partial<{ [engine in Engine]: string[] }>;
  captures: Capture[];
}

/** The story check the dev server is running, or how its last one ended (a reloaded page follows it in state.json). */
export interface RunStatus {
  storyId: string;
  startedAt: string;
  endedAt?: string;
  /** Why it recorded nothing: the end of the check's own output, or the time limit it ran into. */
  error?: string;
}

/** The committed accept record, one JSON line per accepted picture, beside the platforms' baseline folders. */
export const ACCEPTED_FILE = 'accepted.jsonl';

export interface AcceptedLine {
  storyId: string;
  platform: string;
  engine: Engine;
  viewport: string;
  /** `user.name <user.email>` from git config. */
  by: string;
  at: string;
  /** The baseline's SHA-256 before (null: there was none) and after the accept. */
  before: string | null;
  after: string;
}

export interface PictureRef {
  storyId: string;
  engine: string;
  viewport: string;
}

/** What state.json holds: answered live by the dev server, written once by the static build (`live` false). */
export interface ReviewState {
  live: boolean;
  run?: RunStatus;
  /** Whether a visual run was recorded here at all. */
  recorded: boolean;
  /** The last run's captures, with each engine's baselines as they are now. */
  record: ReviewRecord;
  accepted: AcceptedLine[];
  /** Each record, or line of one, that could not be read, and how to mend it. */
  damage: string[];
}

/** What an accept or leave answers, with the number of baselines written and a sentence saying so. */
export interface DecisionAnswer {
  record: ReviewRecord;
  accepted: AcceptedLine[];
  message: string;
  written: number;
}

export const differs = (capture: Capture) => capture.verdict === 'changed' || capture.verdict === 'new';
/** The pending ones: what "Accept all changes" would write. */
export const needsReview = (capture: Capture) => differs(capture) && !capture.decision;

/** What the form on Docs / Accessibility sends, with the hash of the verdict file it was shown (a stale one is refused). */
export interface VerdictInput {
  criterion: string;
  /** A page of the sample (scope.json's ids); absent for the whole sample. */
  page?: string;
  outcome: VerdictOutcome;
  observation: string;
  base: string;
}

/** The live report, with the hash of the verdict file it was built from. */
export interface LiveReport {
  report: Report;
  base: string;
  outcomes: readonly VerdictOutcome[];
  message?: string;
}
