import { describe, expect, it } from 'vitest';

import { corpus, corpusFiles, everyMessage, hard, scored, tuned, TUNED_FILES, WHOLE_CORPUS_MS } from './corpus';
import { asNote, evaluate } from './evaluate';
import { INITIAL_TOTALS } from './money';
import { processMessage, readNote } from './rules';

const entriesOf = (text: string) => readNote(text)?.entries.map(({ kind, cents, category }) => [kind, cents, category]);

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

  it.each(corpus.map(asNote).map(([text, entries]) => ({ text, entries })))('$text → $entries', ({ text, entries }) => {
    // The trace says which rules fired, so a failure says why.
    expect({ entries: entriesOf(text), text }, readNote(text)?.trace.join('\n')).toEqual({ entries, text });
    // The store records what the reader reads: each entry's amount, the month moved by each kind's sum.
    const outcome = processMessage(text, INITIAL_TOTALS);
    const sum = (kind: string) => entries.reduce((total, [entryKind, cents]) => total + (entryKind === kind ? (cents ?? 0) : 0), 0);
    expect(outcome?.totals).toEqual({
      spentCents: INITIAL_TOTALS.spentCents + sum('spending'),
      incomeCents: INITIAL_TOTALS.incomeCents + sum('income'),
    });
  });

  it('is read fully right by the evaluation too, so demo:eval and this test agree', { timeout: WHOLE_CORPUS_MS }, () => {
    const { fullyRight, total, misses } = evaluate(corpus);
    expect(misses).toEqual([]);
    expect(fullyRight).toBe(total);
  });

  it('scores the hard messages as the misses of the tuned side', { timeout: WHOLE_CORPUS_MS }, () => {
    expect(evaluate(tuned).misses.map(({ text }) => text)).toEqual(hard.map(([text]) => text));
  });

  it.each(everyMessage.map(asNote).map(([text, entries]) => ({ text, entries })))(
    'writes $text as the rules can read it: income in Salário, spending elsewhere',
    ({ entries }) => {
      for (const [kind, , category] of entries) expect(category === 'Salário').toBe(kind === 'income');
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
    expect(corpusFiles.filter(({ side }) => side === 'scored').map(({ name }) => name)).toEqual(['unseen']);
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
  it.each(hard.map(asNote).map(([text, entries, reason]) => ({ text, entries, reason })))(
    '$text is still misread ($reason): when a rule reads it, move it into the corpus',
    ({ text, entries }) => {
      expect(entriesOf(text)).not.toEqual(entries);
    },
  );
});
