// Plain JavaScript, so the bench (scripts/bench.mjs) and the browser tests read the same name as
// the app: <html data-hydrated> is set once hydration has committed (src/app/appReady.ts).

/** The attribute on <html>, and the performance mark, that say the app is ready. */
export const APP_READY_ATTRIBUTE = 'data-hydrated';

/** What starts the performance mark of one island's ready time (`island:header`, …). */
export const ISLAND_READY_MARK = 'island:';

/**
 * Set on <html> when the app could not be loaded, tried twice (src/app/early.ts): the page stays as
 * it was before the app, and what needs the app to move shows what it shows without JavaScript.
 */
export const APP_UNAVAILABLE_ATTRIBUTE = 'data-app-unavailable';
