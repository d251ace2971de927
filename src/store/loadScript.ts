/**
 * What the console says, once per script, when a script of the site (the app, a chunk) could not be
 * loaded: the page stays as it was before the app (docs/decisions/0040-when-the-app-never-arrives.md).
 */
export const SCRIPT_LOAD_FAILED = 'A script of the site could not be loaded; the page keeps working without it:';

/**
 * Loads one script of the site, trying once more when it fails: a dropped connection often
 * answers the second time. (Chromium fetches a failed module again; Firefox keeps the failure in
 * its module map for the page's life, so there the second try fails at once.) A second failure is
 * one line in the console, and the promise rejects: the caller keeps the page as it was before the app.
 */
export async function loadScript<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    try {
      return await load();
    } catch (error) {
      console.error(SCRIPT_LOAD_FAILED, error);
      throw error;
    }
  }
}
