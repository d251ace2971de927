import { describe, expect, it } from 'vitest';

import type { IslandWhen } from '@/ui/Island/Island';

import { hydrateInTurn, type IslandStart } from './hydrateInTurn';

/** Waits the test lets through one at a time, noting each in the log; and islands whose start and commit are noted too. */
function harness(islands: [name: string, when: IslandWhen][]) {
  const log: string[] = [];
  const waiting: (() => void)[] = [];
  const wait = (kind: string) => () =>
    new Promise<void>((resolve) => {
      log.push(kind);
      waiting.push(resolve);
    });
  const commits = new Map<string, () => void>();
  const starts: IslandStart[] = islands.map(([name, when]) => ({
    when,
    start: () => {
      log.push(`start ${name}`);
      return new Promise<void>((resolve) => commits.set(name, resolve));
    },
  }));
  /** Lets the oldest wait through and lets the promises settle. */
  const next = async () => {
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { log, starts, waits: { nextTask: wait('task'), whenIdle: wait('idle') }, next, commits };
}

describe('hydrateInTurn', () => {
  it('starts one island per task: the ones needed at once first, each in the next task, then each idle one at an idle moment', async () => {
    const { log, starts, waits, next } = harness([
      ['consent', 'load'],
      ['demo', 'idle'],
      ['header', 'load'],
      ['faq', 'idle'],
    ]);
    void hydrateInTurn(starts, waits);
    await next();
    // Nothing starts in the task that loaded the app: it ends first.
    expect(log).toEqual(['task', 'start consent', 'task']);
    for (let i = 0; i < 3; i++) await next();
    expect(log).toEqual(['task', 'start consent', 'task', 'start header', 'idle', 'start demo', 'idle', 'start faq']);
  });

  it('resolves once every island has committed, not when the last one has started', async () => {
    const { starts, waits, next, commits } = harness([
      ['consent', 'load'],
      ['faq', 'idle'],
    ]);
    let done = false;
    void hydrateInTurn(starts, waits).then(() => (done = true));
    await next();
    await next();
    expect(done).toBe(false);
    commits.get('faq')?.();
    await next();
    expect(done).toBe(false);
    commits.get('consent')?.();
    await next();
    expect(done).toBe(true);
  });

  it('an island that fails does not hold the others back, nor the end', async () => {
    const { log, starts, waits, next, commits } = harness([
      ['consent', 'load'],
      ['header', 'load'],
    ]);
    const failing = starts[0];
    if (failing) failing.start = () => Promise.reject(new Error('no chunk'));
    let done = false;
    void hydrateInTurn(starts, waits).then(() => (done = true));
    await next();
    await next();
    expect(log).toEqual(['task', 'task', 'start header']);
    commits.get('header')?.();
    await next();
    expect(done).toBe(true);
  });
});
