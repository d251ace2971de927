/**
 * The demo chat's rules (spec §3–§5): read a short pt-BR note the way Brazilians type it, decide
 * what it is, file it, update the month's totals and write the bot's reply. Each job is one module
 * with its own table of cases:
 * - amount.ts: which number is the money, in cents;
 * - kind.ts: income, spending, or not a transaction (a question, a reminder, a greeting);
 * - category.ts: where a spending is filed (income is always Salário);
 * - note.ts: a whole note, parted into clauses, read clause by clause and decided by refiners: a list of entries;
 * - reply.ts: the month after the message and the reply, worded in content/demoReplies.ts;
 * - words.ts and lexicon.ts: how words are read (accents, plurals, typos) against content/demoLexicon/.
 *
 * This module and the lexicon are loaded when the visitor first uses the demo (store/demoSlice.ts),
 * not with the page. Plain TypeScript: no React, no DOM, no clock, no ids.
 */
import { demoChat } from '@content/steps';

import { readAmount } from './amount';
import { chooseCategory } from './category';
import { readKind } from './kind';
import { buildInSlices } from './lexicon';
import { type DemoOutcome, type DemoTotals, GOAL_CENTS, MAX_INPUT_LENGTH } from './money';
import { type NoteReading, readEntries } from './note';
import { type Reading, settleNote } from './reply';
import { normalize } from './words';

/**
 * Builds what reading a message needs (the lexicon, with its spelling index) ahead of the first one, a slice per
 * `next` (the next task), so the visitor's first send does not wait for it and no key typed meanwhile waits for more
 * than one slice; the store calls it at an idle moment once these rules are loaded. Reading builds what is left at
 * once otherwise; building twice never happens.
 */
export function prepareRules(next: () => Promise<void>): Promise<void> {
  preparing ??= (async () => {
    await buildInSlices(next);
    // The patterns the rules read with (Unicode property classes, \p{L}) are compiled on their first use: about 35 ms
    // of this machine's time, four times that on the slow phone, inside the visitor's first send. Notes of every shape
    // (dates, times, a price per unit, number words, emoji, money in and out, a question) use them first, a task each.
    // Each reader in a task of its own: compiled at once, the patterns were one task long enough to delay a key.
    for (const note of WARM_UP_NOTES) {
      const text = normalize(note);
      await next();
      readAmount(text);
      await next();
      readKind(text, text);
      await next();
      chooseCategory(text, 'spending');
    }
    // The whole note's reader (issue 61: its joins, its clauses), warm once its readers are.
    for (const note of WARM_UP_NOTES) {
      await next();
      readEntries(normalize(note));
    }
  })();
  return preparing;
}

let preparing: Promise<void> | undefined;

/** Notes read once while the rules are prepared, so the visitor's first note finds every pattern compiled. */
export const WARM_UP_NOTES = [
  'dia 5/3 às 10:30 paguei R$ 1.234,56 e duzentos reais no mercado 🛒 kkk',
  'o cliente me pagou 2x 45 = 90 na minha conta, 5% do salário',
  'quanto gastei? 3 pastéis a 7 cada, dividimos por 2',
];

/** A note as the entries it records (none for a question, a reminder, a greeting) and the trace of its reading; null when it is blank. */
export function readNote(text: string): NoteReading | null {
  // Callers are typed, but the widget hands over whatever the input held; non-text is ignored like blank text.
  if (typeof text !== 'string') return null;
  const note = normalize(text.slice(0, MAX_INPUT_LENGTH));
  if (note.trim() === '') return null;
  return readEntries(note);
}

/**
 * A note read as one entry, for the tables of one-entry notes: its first entry, or what it is when it records nothing.
 * Blank text is not read (null).
 */
export function readMessage(text: string): Reading | null {
  const note = readNote(text);
  if (!note) return null;
  const [first] = note.entries;
  if (!first) return { kind: 'none', ...(note.reason ? { reason: note.reason } : {}), cents: null, category: null };
  return { kind: first.kind, cents: first.cents, capped: first.capped, category: first.category };
}

/**
 * Reads one chat message and returns what the demo should do with it, or null when the message is
 * blank and should be ignored. `example` is the message the replies suggest (the input's
 * placeholder, spec §5).
 */
export function processMessage(
  text: string,
  totals: DemoTotals,
  goalCents: number = GOAL_CENTS,
  example: string = demoChat.placeholder,
): DemoOutcome | null {
  const note = readNote(text);
  return note && settleNote(note.entries, note.reason, totals, goalCents, example);
}
