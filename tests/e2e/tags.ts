// Tags for tests that lean on what only Chromium's driver (CDP) can do here. Playwright over
// WebDriver BiDi with Firefox ESR 153 neither holds a request back (the app bundle arrived while
// the route handler held it) nor turns JavaScript off, so the firefox project leaves these out;
// what they check is the same HTML and early script in every engine.

/** Holds the app bundle back with a route handler to test the page before the app. */
export const HOLDS_REQUESTS = '@holds-requests';
/** Runs with JavaScript turned off. */
export const TURNS_JAVASCRIPT_OFF = '@no-javascript';
/** Emulates a media feature (forced colours, reduced motion): Playwright 1.64 cannot over BiDi (see playwright.config.ts). */
export const EMULATES_MEDIA = '@emulates-media';
/**
 * Reads what the main Playwright run wrote (the conformance report, the last visual run): `npm test` runs these
 * docs tests in the `docs-after-run` project, after that run; every other docs page is checked during it.
 */
export const AFTER_RUN = '@after-run';
