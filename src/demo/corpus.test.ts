import { describe, expect, it } from 'vitest';

import { corpus, corpusFiles, everyMessage, hard, scored, tuned, TUNED_FILES } from './corpus';
import { readMessage } from './rules';
import { evaluate } from './evaluate';
import { INITIAL_TOTALS } from './money';
import { processMessage } from './rules';

/**
 * Our corpus of everyday messages (src/demo/corpus), written from everyday life before the
 * lexicon, each with the kind, amount and category a person means. Every row must be read fully
 * right; `npm run demo:eval` prints the same corpus as a confusion matrix.
 */
describe('the corpus of everyday messages', () => {
  it('holds at least 400 messages, each written once', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(400);
    const texts = corpus.map(([text]) => text);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it.each(corpus.map(([text, kind, cents, category]) => ({ text, kind, cents, category })))(
    '$text → $kind, $cents, $category',
    ({ text, kind, cents, category }) => {
      const outcome = processMessage(text, INITIAL_TOTALS);
      expect(outcome).not.toBeNull();
      expect({ kind: outcome?.kind, cents: outcome?.hasAmount ? outcome.amountCents : null, category: outcome?.category }).toEqual({
        kind,
        cents,
        category,
      });
    },
  );

  it('is read fully right by the evaluation too, so demo:eval and this test agree', () => {
    const { fullyRight, total, misses } = evaluate(corpus);
    expect(misses).toEqual([]);
    expect(fullyRight).toBe(total);
  });

  it('scores the hard messages as the misses of the tuned side', () => {
    expect(evaluate(tuned).misses.map(({ text }) => text)).toEqual(hard.map(([text]) => text));
  });

  it.each(everyMessage.map(([text, kind, cents, category]) => ({ text, kind, cents, category })))(
    'writes $text as the rules can read it: income in Salário, nothing recorded without a category or amount',
    ({ kind, cents, category }) => {
      if (kind === 'none') expect({ cents, category }).toEqual({ cents: null, category: null });
      else expect(category === 'Salário').toBe(kind === 'income');
    },
  );
});

/**
 * The split by file: the rules are tuned on some files and only scored on the rest (issue 28), so
 * the scored side still measures whether the rules generalise.
 */
describe('the held-out split', () => {
  it('puts the files the rules were tuned on on the tuned side, and every other file on the scored side', () => {
    expect(corpusFiles.map(({ name, side }) => [name, side])).toEqual(
      corpusFiles.map(({ name }) => [name, TUNED_FILES.includes(name) ? 'tuned' : 'scored']),
    );
    expect(corpusFiles.filter(({ side }) => side === 'tuned').map(({ name }) => name)).toEqual([...TUNED_FILES].sort());
    expect(corpusFiles.filter(({ side }) => side === 'scored').map(({ name }) => name)).toEqual(['heldout', 'unseen']);
  });

  it('reads every file of the folder, each with rows', () => {
    const files = Object.keys(import.meta.glob(['./corpus/*.ts', '!./corpus/index.ts', '!./corpus/types.ts']));
    expect(corpusFiles.map(({ name }) => `./corpus/${name}.ts`)).toEqual(files.sort());
    for (const { name, rows } of corpusFiles) expect(rows.length, name).toBeGreaterThan(0);
  });

  it('keeps each message on one side only, and the sides together are every message', () => {
    const tunedTexts = new Set(tuned.map(([text]) => text));
    expect(scored.filter(([text]) => tunedTexts.has(text)).map(([text]) => text)).toEqual([]);
    expect(everyMessage).toEqual([...tuned, ...scored]);
    expect(tuned.length + scored.length).toBe(corpusFiles.reduce((sum, { rows }) => sum + rows.length, 0));
    expect(scored.length).toBeGreaterThanOrEqual(40);
  });
});

describe('the messages we know the rules misread', () => {
  it.each(hard.map(([text, kind, cents, category, reason]) => ({ text, kind, cents, category, reason })))(
    '$text is still misread ($reason): when a rule reads it, move it into the corpus',
    ({ text, kind, cents, category }) => {
      const reading = readMessage(text);
      expect({ kind: reading?.kind, cents: reading?.cents, category: reading?.category }).not.toEqual({ kind, cents, category });
    },
  );
});
