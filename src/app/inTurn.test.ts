import { describe, expect, it } from 'vitest';

import { inTurn } from './inTurn';

/** A wait the test lets through one at a time, noting each in the log. */
function harness() {
  const log: string[] = [];
  const waiting: (() => void)[] = [];
  const wait = () =>
    new Promise<void>((resolve) => {
      log.push('task');
      waiting.push(resolve);
    });
  /** Lets what is queued reach its wait, then lets the oldest wait through and lets the promises settle. */
  const next = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { log, wait, next };
}

describe('inTurn', () => {
  it('runs each piece in a task of its own, in the order queued, none in the task that queued it', async () => {
    const { log, wait, next } = harness();
    const turn = inTurn(wait);
    void turn(() => Promise.resolve(log.push('start carousel')));
    void turn(() => Promise.resolve(log.push('start video')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['task']);
    await next();
    expect(log).toEqual(['task', 'start carousel', 'task']);
    await next();
    expect(log).toEqual(['task', 'start carousel', 'task', 'start video']);
  });

  it('waits for a piece to finish (an island to commit) before the next one starts', async () => {
    const { log, wait, next } = harness();
    const turn = inTurn(wait);
    let commit = () => {};
    void turn(() => new Promise<void>((resolve) => (commit = resolve)).then(() => void log.push('committed demo')));
    void turn(() => Promise.resolve(log.push('start faq')));
    await next();
    await next();
    expect(log).toEqual(['task']);
    commit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['task', 'committed demo', 'task']);
    await next();
    expect(log.at(-1)).toBe('start faq');
  });

  it('a piece that fails rejects its own promise and does not hold the next one back', async () => {
    const { log, wait, next } = harness();
    const turn = inTurn(wait);
    const failed = turn(() => Promise.reject(new Error('no chunk')));
    void turn(() => Promise.resolve(log.push('start header')));
    await next();
    await expect(failed).rejects.toThrow('no chunk');
    await next();
    expect(log).toEqual(['task', 'task', 'start header']);
  });
});
