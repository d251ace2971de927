import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * prepareRules builds the lexicon (its spelling index is the costly part) ahead of the first message, and reading a
 * message afterwards builds nothing: the visitor's first send does not pay for it (issue 37, the INP of a send).
 */
afterEach(() => {
  vi.doUnmock('./words');
  vi.resetModules();
});

async function rulesCountingSpellings() {
  vi.resetModules();
  const built = { count: 0 };
  vi.doMock('./words', async (importOriginal) => {
    const words = await importOriginal<typeof import('./words')>();
    class CountedSpelling extends words.Spelling {
      constructor(...args: ConstructorParameters<typeof words.Spelling>) {
        super(...args);
        built.count += 1;
      }
    }
    return { ...words, Spelling: CountedSpelling };
  });
  return { rules: await import('./rules'), built };
}

describe('prepareRules', () => {
  it('builds the lexicon once, a slice per task, and the first message read after it builds nothing', async () => {
    const { rules, built } = await rulesCountingSpellings();
    expect(built.count).toBe(0);
    let slices = 0;
    await rules.prepareRules(() => {
      slices += 1;
      return Promise.resolve();
    });
    expect(built.count).toBe(1);
    // The lexicon of issue 55 is read in slices of 250 entries: many tasks, none of them the whole build.
    expect(slices).toBeGreaterThan(10);
    // Prepared once: a second call waits for nothing.
    await rules.prepareRules(() => Promise.reject(new Error('prepared already: no slice left to wait for')));
    expect(rules.processMessage('gastei 30 no uber', { spentCents: 123_456, incomeCents: 150_000 })?.reply).toContain(
      'R$ 30,00 em Transporte',
    );
    expect(built.count).toBe(1);
  });

  it('lets a message read half way through the build finish it at once, reading as a whole build does', async () => {
    const { rules, built } = await rulesCountingSpellings();
    let reply: string | undefined;
    let slices = 0;
    await rules.prepareRules(() => {
      slices += 1;
      // A note sent while the build waits between two slices (a typo the spelling must correct).
      if (slices === 3) reply = rules.processMessage('gastei 30 no mercao', { spentCents: 0, incomeCents: 0 })?.reply;
      return Promise.resolve();
    });
    expect(reply).toContain('R$ 30,00 em Alimentação');
    // Three slices of the build, which the note finished, then four (the note's three readers and the whole note's, issue 61) tasks per warm-up note (one per reader).
    expect(slices).toBe(3 + 4 * rules.WARM_UP_NOTES.length);
    expect(built.count).toBe(1);
  });
});
