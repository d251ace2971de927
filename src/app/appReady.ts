/**
 * <html data-hydrated>: set once hydration has committed, the moment the app is ready. The early
 * script stands down then, end-to-end tests wait for it, and the bench times it (with the
 * performance mark of the same name).
 */
import { APP_READY_ATTRIBUTE, ISLAND_READY_MARK } from './appReadyAttribute.mjs';

export const isAppReady = () => document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);

export function markAppReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  performance.mark(APP_READY_ATTRIBUTE);
}

/** The performance mark the bench reads for one island's ready time. */
export function markIslandReady(name: string): void {
  performance.mark(`${ISLAND_READY_MARK}${name}`);
}
