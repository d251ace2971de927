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
  it('builds the lexicon once, and the first message read after it builds nothing', async () => {
    const { rules, built } = await rulesCountingSpellings();
    expect(built.count).toBe(0);
    rules.prepareRules();
    expect(built.count).toBe(1);
    rules.prepareRules();
    expect(rules.processMessage('gastei 30 no uber', { spentCents: 123_456, incomeCents: 150_000 })?.reply).toContain(
      'R$ 30,00 em Transporte',
    );
    expect(built.count).toBe(1);
  });
});
