import { describe, expect, it } from 'vitest';

import { corpus, everyMessage, hard } from './corpus';
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

  it('scores the hard messages as the misses of the whole', () => {
    expect(evaluate(everyMessage).misses.map(({ text }) => text)).toEqual(hard.map(([text]) => text));
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
