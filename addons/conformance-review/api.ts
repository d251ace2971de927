/**
 * What the conformance review's parts share: the dev server's actions (preset.ts, server.ts) and the form on
 * Docs / Accessibility (stories/conformance/ConformanceReport.tsx). Plain data and types, so the docs page's
 * bundle can import it.
 */
import type { Report, VerdictOutcome } from '../../scripts/conformance.mjs';

/** The dev server's actions; absent from the static build, where the report is read-only. */
export const API_PATH = 'conformance-api';

/** What the form sends: the verdict, and the hash of the verdict file it was shown (a stale one is refused). */
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
