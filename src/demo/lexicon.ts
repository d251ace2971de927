/**
 * The lexicon of content/demoLexicon.ts, made ready to read messages with: phrase tables keyed by
 * key words and the spelling that maps a typed word to the entry it means. Built once, when the
 * demo's rules are first loaded.
 */
import {
  billWords,
  categoryLexicon,
  greetingWords,
  incomeEvents,
  incomeSources,
  moneyWordsAfter,
  moneyWordsBefore,
  notMoneyWordsAfter,
  notMoneyWordsBefore,
  numberWords,
  questionStarts,
  reminderStarts,
  spendingVerbs,
} from '@content/demoLexicon';
import type { DemoCategory } from '@content/types';

import { keyWords, normalize, PhraseTable, Spelling, wordsOf } from './words';

export interface CategoryEntry {
  category: DemoCategory;
  /** A weak word loses to any other entry of the same length ('pizza em casa' is Alimentação). */
  weak: boolean;
}

export type Signal = 'income-event' | 'income-source' | 'spending' | 'bill';

const wordSet = (entries: readonly string[]) => new Set(entries.flatMap(wordsOf));

export const MONEY_AFTER = wordSet(moneyWordsAfter);
/** A number right after 'de', 'por', 'deu'… or a one-word verb of money in or out ('abasteci 200', 'caiu 500') is likely the amount. */
export const MONEY_BEFORE = new Set([...wordSet(moneyWordsBefore), ...[...spendingVerbs, ...incomeEvents].filter((verb) => !verb.includes(' ')).map(normalize)]);
export const NOT_MONEY_BEFORE = wordSet(notMoneyWordsBefore);
export const NOT_MONEY_AFTER = wordSet(notMoneyWordsAfter);
export const GREETINGS = wordSet(greetingWords);
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(Object.entries(numberWords).map(([word, value]) => [normalize(word), value]));

/** The starts of questions and reminders, as lists of words ('o que' → ['o', 'que']). */
export const QUESTION_STARTS = questionStarts.map(wordsOf);
export const REMINDER_STARTS = reminderStarts.map(wordsOf);

/** Every word of every entry, as written (normalized): what a typo is corrected to. */
const entryWords = [
  ...categoryLexicon.flatMap(({ words }) => words),
  ...incomeEvents,
  ...incomeSources,
  ...spendingVerbs,
  ...billWords,
].flatMap(keyWords);

/**
 * Entries are corrected to; every other word the rules read is known as it is, so a typo is never
 * "corrected" away from a word that means something ('conto' is money, not 'conta').
 */
export const spelling = new Spelling(
  entryWords,
  [
    ...MONEY_AFTER,
    ...MONEY_BEFORE,
    ...NOT_MONEY_BEFORE,
    ...NOT_MONEY_AFTER,
    ...GREETINGS,
    ...NUMBER_WORDS.keys(),
    ...QUESTION_STARTS.flat(),
    ...REMINDER_STARTS.flat(),
  ],
);

/** A message's key words as the lexicon reads them: little words left out, plurals and typos mapped to their entries. */
export function readWords(normalized: string): string[] {
  return keyWords(normalized).map((word) => spelling.read(word));
}

function tableOf<T>(entries: Iterable<readonly [string, T]>): PhraseTable<T> {
  const table = new PhraseTable<T>();
  for (const [entry, value] of entries) table.add(readWords(entry), value);
  return table;
}

export const categoryTable = tableOf<CategoryEntry>(
  categoryLexicon.flatMap(({ category, words, weak = [] }) => {
    const weakWords = new Set(weak.map(normalize));
    return words.map((word) => [word, { category, weak: weakWords.has(normalize(word)) }] as const);
  }),
);

export const signalTable = tableOf<Signal>([
  ...incomeEvents.map((word) => [word, 'income-event'] as const),
  ...incomeSources.map((word) => [word, 'income-source'] as const),
  ...spendingVerbs.map((word) => [word, 'spending'] as const),
  ...billWords.map((word) => [word, 'bill'] as const),
]);
