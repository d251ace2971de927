/**
 * Deciding the kind: income, spending, or not a transaction at all (a question, a reminder, a
 * greeting), by what the words mean (content/demoLexicon.ts).
 *
 * - A first-person spending verb makes a message spending, whatever else it says ('gastei o
 *   salário no aluguel').
 * - A bill word with no income source is a bill that arrived, a spending ('recebi a conta de luz,
 *   210 reais').
 * - An income event or one of spec §5's income words makes it income ('caiu a PLR', 'recebi',
 *   'salário', 'ganho').
 * - A source that is income only by meaning ('freela 800', 'gorjeta', 'bônus') makes it income
 *   unless the message also names a spending category: then spending wins ('combustível 45 e 10 de
 *   gorjeta' is fuel and a tip paid). A category word inside the source's own phrase does not count
 *   ('aluguel recebido').
 * - Anything else is spending (spec §5: "otherwise it is spending").
 */
import type { DemoKind } from './money';
import { lexicon, readWords } from './lexicon';
import { type PhraseMatch, wordsOf } from './words';

/** Why a message records nothing; the reply says what the demo can do instead. */
export type NoneReason = 'question' | 'reminder' | 'greeting';

export interface KindReading {
  kind: DemoKind;
  reason?: NoneReason;
}

/** A laugh typed as a word: 'kkk', 'hahaha', 'rsrs'. It adds nothing to what a message is. */
const LAUGH = /^(?:k{2,}|(?:ha){2,}h?|(?:he){2,}|(?:rs)+)$/u;

/** The message without what people type after it: spaces, '!!', emoji, a laugh ('né?!! kkk' ends in '?'). */
function withoutTail(text: string): string {
  let rest = text;
  for (;;) {
    const trimmed = rest.replace(/[^\p{L}\p{N}?]+$/u, '');
    const last = /[\p{L}\p{N}]+$/u.exec(trimmed);
    if (!last || !LAUGH.test(last[0])) return trimmed;
    rest = trimmed.slice(0, last.index);
  }
}

function startsWithAny(words: readonly string[], starts: readonly (readonly string[])[]): boolean {
  return starts.some((start) => start.every((word, index) => words[index] === word));
}

/**
 * The kind of a normalized message. `withoutAmount` is the same text with its amount blanked out,
 * so the number that is the money is never taken for a word ('gorjeta 99' is not the 99 app). A
 * greeting is a message of greeting words only, so it holds no amount.
 */
export function readKind(text: string, withoutAmount: string): KindReading {
  const { greetings, questionStarts, reminderStarts, signalTable, categoryTable } = lexicon();
  const words = wordsOf(text);
  const read = readWords(withoutAmount);
  const matches = signalTable.find(read);
  const signals = new Set(matches.map(({ value }) => value));
  const spends = signals.has('spending');

  if (startsWithAny(words, reminderStarts)) return { kind: 'none', reason: 'reminder' };
  if (startsWithAny(words, questionStarts) || (withoutTail(text).endsWith('?') && !spends)) return { kind: 'none', reason: 'question' };
  if (words.length > 0 && words.every((word) => greetings.has(word) || LAUGH.test(word))) return { kind: 'none', reason: 'greeting' };

  if (spends) return { kind: 'spending' };
  const sources = matches.filter(({ value }) => value === 'income-source' || value === 'income-spec');
  if (signals.has('bill') && sources.length === 0) return { kind: 'spending' };
  if (signals.has('income-event') || signals.has('income-spec')) return { kind: 'income' };
  // A category word outside every source's phrase: 'gorjeta' beside 'combustível', not 'aluguel' inside 'aluguel recebido'.
  const inASource = ({ start }: PhraseMatch<unknown>) =>
    sources.some((source) => start >= source.start && start < source.start + source.length);
  const namesASpending = categoryTable.find(read).some((match) => !inASource(match));
  return { kind: sources.length > 0 && !namesASpending ? 'income' : 'spending' };
}
