/**
 * <html data-hydrated>: set once every island of the page has been reached for and hydrated (a visitor may never
 * reach for all of them); tests that need the whole page live wait for it, and the bench times each island's first use.
 */
import { APP_READY_ATTRIBUTE, ISLAND_READY_MARK } from './appReadyAttribute.mjs';

export function markAppReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  performance.mark(APP_READY_ATTRIBUTE);
}

/** The performance mark the bench reads for one island's ready time. */
export function markIslandReady(name: string): void {
  performance.mark(`${ISLAND_READY_MARK}${name}`);
}

/**
 * How long after its second frame the early script waits for the browser's report of the first
 * contentful paint before starting the app anyway (src/app/early.ts): the report comes within a
 * frame or two; an engine that sends none still gets its app.
 */
export const PAINT_REPORT_GRACE_MS = 500;
