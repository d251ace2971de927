import { describe, expect, it } from 'vitest';

import { corpus } from './corpus';
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

  it.each(corpus.map(([text, kind, cents, category]) => ({ text, kind, cents, category })))('$text → $kind, $cents, $category', ({ text, kind, cents, category }) => {
    const outcome = processMessage(text, INITIAL_TOTALS);
    expect(outcome).not.toBeNull();
    expect({ kind: outcome?.kind, cents: outcome?.hasAmount ? outcome.amountCents : null, category: outcome?.category }).toEqual({ kind, cents, category });
  });

  it('is read fully right by the evaluation too, so demo:eval and this test agree', () => {
    const { fullyRight, total, misses } = evaluate(corpus);
    expect(misses).toEqual([]);
    expect(fullyRight).toBe(total);
  });
});
