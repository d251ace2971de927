/**
 * The visual gate's engines, the one list: each is a Playwright project of that name, a baselines folder and a
 * column of the review panel. Plain data, so the panel's bundle reads it as the config and the scripts do.
 */
export const ENGINES = /** @type {const} */ (['chromium', 'firefox', 'webkit']);
