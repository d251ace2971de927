/**
 * One everyday message and what the demo must read from it.
 *
 * - kind: 'income' (money in), 'spending' (money out), or 'none' (not a transaction: a question,
 *   a reminder, a greeting; the demo records nothing).
 * - cents: the amount in integer cents (R$ 12,50 → 1250); null when the message holds no amount
 *   (and always null for 'none').
 * - category: where the demo files it; every income is 'Salário'; null for 'none'.
 * - reason: why, where it is not obvious to a reader.
 */
type CorpusCategory = 'Alimentação' | 'Salário' | 'Transporte' | 'Moradia' | 'Outros';

export type CorpusCase = readonly [
  text: string,
  kind: 'income' | 'spending' | 'none',
  cents: number | null,
  category: CorpusCategory | null,
  reason?: string,
];

/** One entry a note must record: which way the money went, how much (integer cents; null when no amount is said), where it is filed. */
export type CorpusEntry = readonly [kind: 'income' | 'spending', cents: number | null, category: CorpusCategory];

/**
 * One everyday note and every entry it holds, in the note's order (issue 61): one entry for a plain note, several for a
 * note that lists several things, none for a note that records nothing (a question, a reminder, a greeting).
 */
export type NoteCase = readonly [text: string, entries: readonly CorpusEntry[], reason?: string];
