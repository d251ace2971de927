import { nextTask } from '@/store/whenIdle';

/**
 * A queue that runs each piece of work in a task of its own, one after another: islands the visitor reaches for
 * together (the testimonials' three videos and carousel come into view at once) are hydrated one per task, so no task
 * of the app's holds the main thread for more than one island's start (issue 37), and a tap in between is answered
 * first. Nothing runs in the task that queued it. A piece that fails is its own caller's to report; the queue goes on.
 */
export function inTurn(wait: () => Promise<void> = nextTask): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const result = last.then(wait).then(work);
    last = result.catch(() => undefined);
    return result;
  };
}
