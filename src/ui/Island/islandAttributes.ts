/**
 * The placeholder's attributes: written by the prerender (name, id, when, holds-click, props), then by the page's
 * early script (requested: the visitor reached for it) and the app (ready: hydrated); read by the end-to-end tests.
 */
export const ISLAND = {
  name: 'data-island',
  id: 'data-island-id',
  when: 'data-when',
  holdsClick: 'data-holds-click',
  props: 'data-props',
  requested: 'data-requested',
  ready: 'data-ready',
} as const;

/** Dispatched on a placeholder (bubbling) by the early script when the visitor reaches for it, for the app to hydrate it. */
export const ISLAND_REQUESTED_EVENT = 'finzap:island-requested';

/** Dispatched on a placeholder (bubbling) by the app once it has hydrated it (or kept its HTML after a failure). */
export const ISLAND_READY_EVENT = 'finzap:island-ready';
