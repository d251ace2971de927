/**
 * Deciding the kind: income, spending, or not a transaction at all (a question, a reminder, a
 * greeting), by what the words mean (content/demoLexicon.ts).
 *
 * - A first-person spending verb makes a message spending, whatever else it says ('gastei o
 *   salário no aluguel').
 * - Otherwise an income event or source makes it income ('caiu a PLR', 'freela 800', spec §5's
 *   'recebi', 'salário', 'ganho'), except a bill that arrived: a bill word with no income source
 *   ('recebi a conta de luz, 210 reais') is a spending.
 * - Anything else is spending (spec §5: "otherwise it is spending").
 */
import type { DemoKind } from './money';
import { lexicon, readWords } from './lexicon';
import { wordsOf } from './words';

/** Why a message records nothing; the reply says what the demo can do instead. */
export type NoneReason = 'question' | 'reminder' | 'greeting';

export interface KindReading {
  kind: DemoKind;
  reason?: NoneReason;
}

function startsWithAny(words: readonly string[], starts: readonly (readonly string[])[]): boolean {
  return starts.some((start) => start.every((word, index) => words[index] === word));
}

/** The kind of a normalized message. A greeting is a message of greeting words only, so it holds no amount. */
export function readKind(text: string): KindReading {
  const { greetings, questionStarts, reminderStarts, signalTable } = lexicon();
  const words = wordsOf(text);
  const signals = new Set(signalTable.find(readWords(text)).map(({ value }) => value));
  const spends = signals.has('spending');

  if (startsWithAny(words, reminderStarts)) return { kind: 'none', reason: 'reminder' };
  if (startsWithAny(words, questionStarts) || (text.trimEnd().endsWith('?') && !spends)) return { kind: 'none', reason: 'question' };
  if (words.length > 0 && words.every((word) => greetings.has(word))) return { kind: 'none', reason: 'greeting' };

  if (spends) return { kind: 'spending' };
  const billArrived = signals.has('bill') && !signals.has('income-source');
  if ((signals.has('income-event') || signals.has('income-source')) && !billArrived) return { kind: 'income' };
  return { kind: 'spending' };
}
