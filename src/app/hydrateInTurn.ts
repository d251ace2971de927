import { nextTask, whenIdle } from '@/store/whenIdle';
import type { IslandWhen } from '@/ui/Island/Island';

/** One island as the page's script starts it: when the page wants it, and its start. */
export interface IslandStart {
  when: IslandWhen;
  /** Hydrates the island; resolves once it has committed. */
  start: () => Promise<void>;
}

/** What the islands wait for between them. */
export interface Waits {
  nextTask: () => Promise<void>;
  whenIdle: () => Promise<void>;
}

/**
 * Starts the islands one per task, so no task of the app's holds the main thread for more than one island's start
 * (issue 37): the `load` ones first, in page order, each in the next task; then the `idle` ones, each at an idle moment.
 * The first starts only after the task that loaded the app has ended. Hydration itself is a transition, which React
 * slices and yields. Resolves once every island has committed or failed (a failure keeps its prerendered HTML).
 */
export async function hydrateInTurn(islands: IslandStart[], waits: Waits = { nextTask, whenIdle }): Promise<void> {
  const started: Promise<void>[] = [];
  const inOrder = [...islands.filter(({ when }) => when !== 'idle'), ...islands.filter(({ when }) => when === 'idle')];
  for (const island of inOrder) {
    await (island.when === 'idle' ? waits.whenIdle() : waits.nextTask());
    // A failure is reported where it happens (loadScript, the island's root) and keeps that island's prerendered HTML.
    started.push(island.start().catch(() => undefined));
  }
  await Promise.all(started);
}
