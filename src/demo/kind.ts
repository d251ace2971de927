/**
 * Deciding the kind: income, spending, or not a transaction at all (a question, a reminder, a
 * greeting), by what the words mean (content/demoLexicon.ts).
 *
 * - A first-person spending verb makes a message spending, whatever else it says ('gastei o
 *   salário no aluguel', 'acertei o aluguel').
 * - A bill word with no income word is a bill that arrived, a spending ('recebi a conta de luz,
 *   210 reais').
 * - Money coming in makes it income: an income event ('caiu a PLR', 'recebi'), a verb of money
 *   taken in said by anyone ('vendi', 'rendeu'), a verb of paying said of someone else ('o cliente
 *   acertou', 'a loja devolveu', 'me pagaram'), a noun of money that came in ('estorno', 'venda',
 *   'cashback'), a place that is mine ('na minha conta'), or spec §5's 'salário' and 'ganho'.
 * - A word of income that only says which money paid for something is none of these ('5% do
 *   salário pra ong', 'aluguel com o 13º').
 * - A source that is income only by meaning ('freela 800', 'gorjeta', 'bônus') makes it income
 *   unless the message also names a spending category: then spending wins ('combustível 45 e 10 de
 *   gorjeta' is fuel and a tip paid). A category word inside the source's own phrase does not count
 *   ('aluguel recebido').
 * - Anything else is spending (spec §5: "otherwise it is spending").
 */
import type { DemoKind } from './money';
import { INCOME_WORDS, lexicon, readWords, type Signal } from './lexicon';
import { isLittleWord, type PhraseMatch, tokensOf, wordsOf } from './words';

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

/** Words that tie an income word to what it paid for ('do salário', 'com o bônus'). */
const LINKS: ReadonlySet<string> = new Set(['de', 'do', 'da', 'dos', 'das', 'com']);
/** Words between a link and the income word that change nothing ('com o meu 13º'). */
const DETERMINERS: ReadonlySet<string> = new Set(['o', 'a', 'os', 'as', 'meu', 'minha', 'meus', 'minhas', 'seu', 'sua']);
/** A percentage is a part of something: '5% do salário' reads as 'parte do salário'. */
const PERCENTAGE = /\d+(?:[.,]\d+)?\s*%/gu;

/**
 * The income words of a message that only say which money paid for something: an income word after a
 * link ('do', 'com') that follows a qualifier ('parte', '5%') or a spending category's word ('dízimo do
 * salário'). Returns the key-word positions of those income words.
 */
function qualifiedIncome(withoutAmount: string, matches: readonly PhraseMatch<Signal>[]): Set<number> {
  const { qualifiers, categoryTable, spelling } = lexicon();
  const tokens = tokensOf(withoutAmount.replace(PERCENTAGE, ' parte '));
  // Key word i (little words left out) is tokens[tokenAt[i]].
  const tokenAt = tokens.flatMap((token, index) => (isLittleWord(token) ? [] : [index]));
  const read = tokens.filter((token) => !isLittleWord(token)).map((token) => spelling.read(token));
  const categoryEnds = new Set(categoryTable.find(read).map(({ start, length }) => start + length - 1));
  const keyIndexOf = new Map(tokenAt.map((token, key) => [token, key]));
  const qualified = new Set<number>();
  for (const { start, value } of matches) {
    if (!INCOME_WORDS.has(value)) continue;
    let before = (tokenAt[start] ?? 0) - 1;
    while (before >= 0 && DETERMINERS.has(tokens[before] ?? '')) before -= 1;
    if (!LINKS.has(tokens[before] ?? '')) continue;
    before -= 1;
    while (before >= 0 && DETERMINERS.has(tokens[before] ?? '')) before -= 1;
    const word = tokens[before] ?? '';
    const key = keyIndexOf.get(before);
    if (qualifiers.has(word) || (key !== undefined && categoryEnds.has(key))) qualified.add(start);
  }
  return qualified;
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
  const qualified = qualifiedIncome(withoutAmount, matches);
  const counts = ({ start, value }: PhraseMatch<Signal>) => !INCOME_WORDS.has(value) || !qualified.has(start);
  const income = matches.filter((match) => counts(match) && match.value !== 'spending' && match.value !== 'bill');
  const sources = income.filter(({ value }) => value === 'income-source' || value === 'income-spec');
  if (signals.has('bill') && sources.length === 0) return { kind: 'spending' };
  if (income.some(({ value }) => value !== 'income-source')) return { kind: 'income' };
  // A category word outside every source's phrase: 'gorjeta' beside 'combustível', not 'aluguel' inside 'aluguel recebido'.
  const inASource = ({ start }: PhraseMatch<unknown>) =>
    sources.some((source) => start >= source.start && start < source.start + source.length);
  const namesASpending = categoryTable.find(read).some((match) => !inASource(match));
  return { kind: sources.length > 0 && !namesASpending ? 'income' : 'spending' };
}
