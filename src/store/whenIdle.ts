/**
 * Resolves when the main thread is free, at most a second on (Safari has no requestIdleCallback: the next task,
 * then). Work that can wait for it (an island that is not needed at once, the demo's lexicon) stays out of the tasks
 * a visitor's tap or the next frame waits behind.
 */
export const whenIdle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0),
  );
