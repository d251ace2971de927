/**
 * Resolves when the main thread is free, at most a second on (Safari has no requestIdleCallback: the next task,
 * then). Work that can wait for it (an island that is not needed at once, the demo's lexicon) stays out of the tasks
 * a visitor's tap or the next frame waits behind.
 */
export const whenIdle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0),
  );

/**
 * The next task: whatever is waiting (a tap, a frame to paint) runs before what follows it (the next island's start, the
 * next slice of the demo's lexicon). scheduler.yield() where the browser has it (its continuation goes ahead of other
 * tasks), a new task otherwise.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
