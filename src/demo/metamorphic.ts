/**
 * Metamorphic checks of the rules (issue 28): what phone keyboards and people do to a message
 * (accents dropped, capitals, an emoji, 'R$' or 'reais' added or dropped, doubled spaces, a
 * trailing '!!' or 'kkk', one letter wrong) must not change how it is read. Each change has its own
 * oracle (issue 61): the reading the changed note must have comes from the table's expected reading,
 * never from the reader. Issue 55 adds changes whose reading follows from the table's: 'paguei' said
 * as 'recebi' turns a spending into income, 'me' before someone else's payment keeps it income, and a
 * quantity doubled keeps a stated total and doubles a quantity times its unit price (its own table,
 * QUANTITY_DOUBLED, says which). Issue 61 adds two notes joined with 'e': both entries.
 * `npm run demo:eval` prints the share per change over the tuned and scored corpus (never the sealed
 * set); metamorphic.test.ts holds each at its share or more.
 */
import { readAmount } from './amount';
import type { CorpusEntry, NoteCase } from './corpus/types';
import { asNote, share } from './evaluate';
import { conjugate, lexicon, readWords } from './lexicon';
import { moneyVerbs } from '@content/demoLexicon/verbs';
import { readNote } from './rules';
import { normalize, wordsOf } from './words';

/** The share of messages each change must keep the reading of: a correctness threshold, not a timing. */
export const MIN_SHARE = 0.99;

/** A word is long from this many letters: two past the five from which a typo is forgiven (words.ts). */
export const LONG_WORD = 7;

export interface Transformation {
  name: string;
  /** The changed message, or null where the change does not apply (no accent to drop, no amount to mark). */
  apply: (text: string) => string | null;
  /**
   * The oracle: the entries the changed note must have, from the entries the table writes for it (never from the reader);
   * the same entries where not given; null where the table cannot say (the change is then not applied).
   */
  expect?: (entries: readonly CorpusEntry[], text: string) => readonly CorpusEntry[] | null;
  /** Its own table of notes, where the change needs one (QUANTITY_DOUBLED); the corpus otherwise. */
  rows?: readonly NoteCase[];
}

const changed = (text: string, result: string) => (result === text ? null : result);

/** Where the amount read from a message stands in the message as typed (readAmount reads the normalized text). */
function amountIn(text: string): { start: number; end: number; before: string; after: string } | null {
  const normalized = normalize(text);
  const amount = readAmount(normalized);
  if (!amount) return null;
  // Normalizing maps each code point on its own (a letter to itself, a mark to nothing), so offsets carry over code point by code point.
  const toTyped = (target: number) => {
    let [typed, read] = [0, 0];
    for (const char of text) {
      if (read >= target) break;
      read += normalize(char).length;
      typed += char.length;
    }
    return typed;
  };
  return {
    start: toTyped(amount.start),
    end: toTyped(amount.end),
    before: normalized.slice(0, amount.start),
    after: normalized.slice(amount.end),
  };
}

// A phone keyboard's letter rows: a slipped finger hits the key to the right (to the left at a row's end).
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const NEIGHBOUR = new Map(
  ROWS.flatMap((row) => Array.from(row, (letter, index) => [letter, row.charAt(index + 1) || row.charAt(index - 1)] as const)),
);

/**
 * One letter wrong in the message's longest word of LONG_WORD letters or more that the lexicon
 * lists as typed (a category, income or spending word, or its plural): the middle letter, or the
 * next one a keyboard has, as a slipped finger types it. A word the lexicon does not list (a name,
 * a number word, a word already misspelt) is left alone: the rules forgive typos in entries only.
 */
function oneLetterWrong(text: string): string | null {
  const { spelling } = lexicon();
  const words = Array.from(text.matchAll(/\p{L}+/gu)).filter(([word]) => word.length >= LONG_WORD && spelling.isEntry(normalize(word)));
  const longest = words.reduce<(typeof words)[number] | undefined>(
    (best, word) => (best && best[0].length >= word[0].length ? best : word),
    undefined,
  );
  if (!longest) return null;
  const [word] = longest;
  for (let index = Math.floor(word.length / 2); index < word.length; index += 1) {
    const letter = word.charAt(index);
    const neighbour = NEIGHBOUR.get(letter.toLowerCase());
    if (neighbour === undefined) continue;
    const typo = letter === letter.toLowerCase() ? neighbour : neighbour.toUpperCase();
    const at = longest.index + index;
    return text.slice(0, at) + typo + text.slice(at + 1);
  }
  return null;
}

const MONEY_WORD = /\s*(?<![\p{L}\p{N}])(?:reais|real)(?![\p{L}\p{N}])/giu;

/** 'paguei' as a word, where the message names no bill ('recebi a conta' is a bill that arrived, spec §5's departure). */
const PAID = /(?<![\p{L}\p{N}])paguei(?![\p{L}\p{N}])/iu;

/** True when a count of things follows 'paguei' ('paguei 3 marmitex'): a number, then a word no money word nor link is. */
function thingsCountedAfterPaid(text: string): boolean {
  const [, count = '', word = ''] = /paguei\s+(\d{1,2})\s+(\p{L}+)/iu.exec(normalize(text)) ?? [];
  const { moneyAfter, flowAfter } = lexicon();
  return count !== '' && !moneyAfter.has(word) && !flowAfter.has(word);
}

/** Someone else's payment, said without 'me' ('o cliente pagou 300'). */
function payerWithMe(text: string): string | null {
  const forms = [...moneyVerbs.handOver, ...moneyVerbs.giveBack].flatMap((verb) => conjugate(verb).others);
  const payment = new RegExp(String.raw`(?<![\p{L}\p{N}])(?<!\bme )(?:${forms.join('|')})(?![\p{L}\p{N}])`, 'iu').exec(normalize(text));
  // normalize keeps the length of text without accents; a message with accents before the verb is left alone.
  if (!payment || normalize(text).length !== text.length) return null;
  return `${text.slice(0, payment.index)}me ${text.slice(payment.index)}`;
}

/** A count of things before a plural noun that is not the amount ('6 cervejas, deu 42'): the number and where it stands. */
const COUNT = /(?<![\p{L}\p{N},.])([1-9]\d?)(?= \p{L}{3,}s(?![\p{L}\p{N}]))/u;

function quantityDoubled(text: string): string | null {
  const count = COUNT.exec(text);
  const amount = amountIn(text);
  // A unit ('2 meses', '40 litros') may count something else than what the price is for ('água de 3 meses, 3x 60').
  const unit =
    count &&
    lexicon().notMoneyAfter.has(
      normalize(
        text
          .slice(count.index + count[0].length)
          .trim()
          .split(/\s/u)[0] ?? '',
      ),
    );
  if (!count || unit || (amount && amount.start === count.index)) return null;
  return `${text.slice(0, count.index)}${Number(count[1]) * 2}${text.slice(count.index + count[0].length)}`;
}

/**
 * The oracle of 'quantity doubled', written by hand: each note, its entries, and its entries once the count before its
 * plural noun is doubled. A stated total stays; a quantity times a unit price doubles (issue 55).
 */
export const QUANTITY_DOUBLED: readonly (readonly [text: string, entries: readonly CorpusEntry[], doubled: readonly CorpusEntry[]])[] = [
  ['4 cervejas, 36 tudo', [['spending', 3_600, 'Alimentação']], [['spending', 3_600, 'Alimentação']]],
  ['3 pastéis a 7 cada', [['spending', 2_100, 'Alimentação']], [['spending', 4_200, 'Alimentação']]],
  ['2 pizzas a 45 cada', [['spending', 9_000, 'Alimentação']], [['spending', 18_000, 'Alimentação']]],
  ['5 passagens de 4,40', [['spending', 2_200, 'Transporte']], [['spending', 4_400, 'Transporte']]],
  ['6 cervejas, deu 42', [['spending', 4_200, 'Alimentação']], [['spending', 4_200, 'Alimentação']]],
  ['2 coxinhas a 6,50', [['spending', 1_300, 'Alimentação']], [['spending', 2_600, 'Alimentação']]],
  ['comprei 3 camisetas por 40 cada', [['spending', 12_000, 'Outros']], [['spending', 24_000, 'Outros']]],
  ['3 lanches, total 54', [['spending', 5_400, 'Alimentação']], [['spending', 5_400, 'Alimentação']]],
  ['4 pneus de 320', [['spending', 128_000, 'Transporte']], [['spending', 256_000, 'Transporte']]],
  ['2 ingressos, ficou 90', [['spending', 9_000, 'Outros']], [['spending', 9_000, 'Outros']]],
  ['3 sorvetes a 12 cada', [['spending', 3_600, 'Alimentação']], [['spending', 7_200, 'Alimentação']]],
  ['4 marmitas, deu 88', [['spending', 8_800, 'Alimentação']], [['spending', 8_800, 'Alimentação']]],
  ['2 diárias a 150', [['spending', 30_000, 'Outros']], [['spending', 60_000, 'Outros']]],
  ['5 pães de queijo, 20 tudo', [['spending', 2_000, 'Alimentação']], [['spending', 2_000, 'Alimentação']]],
  ['2 garrafas de vinho a 60', [['spending', 12_000, 'Alimentação']], [['spending', 24_000, 'Alimentação']]],
];

/** Two notes of one entry each, joined with 'e' (issue 61): the joined note records both, in order. */
function joinedPairs(rows: readonly NoteCase[]): NoteCase[] {
  // The table says which pairs keep their readings when joined: two of one kind, the second naming its own category (or
  // income), since a clause with no word of its own takes the kind and category of the one before it.
  const single = rows.filter(([, entries]) => entries.length === 1 && entries[0]?.[1] !== null);
  return single.flatMap(([text, entries], index) => {
    const next = single[index + 1];
    const [kind] = entries[0] ?? [];
    const [nextKind, , nextCategory] = next?.[1][0] ?? [];
    const keeps = next && kind === nextKind && (nextKind === 'income' || nextCategory !== 'Outros');
    return keeps ? [[`${text} e ${next[0]}`, [...entries, ...next[1]]] as NoteCase] : [];
  });
}

/** The changes of issue 28, each as a phone keyboard or a person makes it. */
export const transformations: readonly Transformation[] = [
  {
    name: 'accents dropped',
    apply: (text) =>
      changed(
        text,
        text
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .normalize('NFC'),
      ),
  },
  { name: 'ALL CAPS', apply: (text) => changed(text, text.toUpperCase()) },
  {
    name: 'autocorrect capital',
    apply: (text) =>
      changed(
        text,
        text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()),
      ),
  },
  { name: 'emoji before', apply: (text) => `🙏 ${text}` },
  { name: 'emoji after', apply: (text) => `${text} 😅` },
  {
    name: 'R$ added',
    apply: (text) => {
      const amount = amountIn(text);
      // A mark typed already, 'R$' or 'RS' glued or spaced ('rs12 de café'), is not added again.
      if (!amount || /(?:r\$|rs)\s*$/u.test(amount.before)) return null;
      return `${text.slice(0, amount.start)}R$ ${text.slice(amount.start)}`;
    },
  },
  {
    name: 'reais added',
    apply: (text) => {
      const amount = amountIn(text);
      if (
        !amount ||
        /^\s*(?:reais|real|r\$|rs|centavos?)(?![\p{L}\p{N}])/u.test(amount.after) ||
        /reais|real|centavo/u.test(normalize(text).slice(amount.start, amount.end))
      )
        return null;
      return `${text.slice(0, amount.end)} reais${text.slice(amount.end)}`;
    },
  },
  { name: 'R$ or reais dropped', apply: (text) => changed(text, text.replace(/R\$\s*/giu, '').replace(MONEY_WORD, '')) },
  { name: 'doubled spaces', apply: (text) => changed(text, text.replaceAll(' ', '  ')) },
  { name: 'trailing !!', apply: (text) => `${text}!!` },
  { name: 'trailing kkk', apply: (text) => `${text} kkk` },
  { name: 'one letter wrong', apply: oneLetterWrong },
  {
    name: 'paguei said as recebi',
    // …and only where 'paguei' is the note's one verb of my money: beside another ('paguei tudo: dei 400 e voltou 52'), the
    // other still says the money went out, and the changed note reads as a person would, not as the oracle says.
    // Nor where things counted follow it ('paguei 3 marmitex de 18'): 'recebi 3 marmitex' is goods that came, no money.
    apply: (text) =>
      PAID.test(text) &&
      wordsOf(text).filter((word) => lexicon().myMoneyVerbs.has(word)).length === 1 &&
      !thingsCountedAfterPaid(text) &&
      !lexicon()
        .signalTable.find(readWords(text))
        .some(({ value }) => value === 'bill')
        ? text.replace(PAID, 'recebi')
        : null,
    // A note of one spending turns to one income of the same amount; a note of several is left alone.
    expect: (entries) => {
      const [only, ...others] = entries;
      return only && others.length === 0 && only[0] === 'spending' ? [['income', only[1], 'Salário']] : null;
    },
  },
  // Only where the table reads someone else paying me: 'me' before the household paying turns it to income.
  { name: "'me' before a payer", apply: payerWithMe, expect: (entries) => (entries.every(([kind]) => kind === 'income') ? entries : null) },
  {
    name: 'quantity doubled',
    apply: quantityDoubled,
    expect: (_entries, text) => QUANTITY_DOUBLED.find(([note]) => note === text)?.[2] ?? null,
    rows: QUANTITY_DOUBLED.map(([text, entries]) => [text, entries]),
  },
];

/** Issue 61's change: two notes joined with 'e' give both entries. Its rows are the corpus's pairs of one-entry notes. */
const joinedWithE: Transformation = {
  name: "two notes joined with 'e'",
  apply: (text) => text,
};

/** Entries as one line, as the evaluation writes them: 'spending 3000 Transporte', 'nothing', 'ignored'. */
function entriesLine(entries: readonly CorpusEntry[] | null): string {
  if (!entries) return 'ignored';
  return entries.length === 0 ? 'nothing' : entries.map(([kind, cents, category]) => `${kind} ${cents ?? '—'} ${category}`).join(' + ');
}

function readingOf(text: string): string {
  return entriesLine(readNote(text)?.entries.map(({ kind, cents, category }): CorpusEntry => [kind, cents, category]) ?? null);
}

export interface MetamorphicResult {
  name: string;
  /** Notes the change applies to. */
  applied: number;
  /** Of those, the notes read as the oracle says after the change. */
  held: number;
  broken: { text: string; transformed: string; before: string; after: string }[];
}

/**
 * Each change over the notes of a table: how many it applies to, how many read as the table's oracle says after it, and
 * which do not. `before` in a break is the table's expected reading (after the change), never the reader's.
 */
export function checkAll(
  rows: readonly (NoteCase | Parameters<typeof asNote>[0])[],
  changes: readonly Transformation[] = transformations,
): MetamorphicResult[] {
  const notes = rows.map(asNote);
  return changes.map(({ name, apply, expect = (entries) => entries, rows: own }) => {
    const result: MetamorphicResult = { name, applied: 0, held: 0, broken: [] };
    for (const [text, entries] of own ?? notes) {
      const transformed = apply(text);
      if (transformed === null) continue;
      const expected = expect(entries, text);
      if (expected === null) continue;
      result.applied += 1;
      const after = readingOf(transformed);
      if (after === entriesLine(expected)) result.held += 1;
      else result.broken.push({ text, transformed, before: entriesLine(expected), after });
    }
    return result;
  });
}

/** Issue 61's check over a table: every pair of one-entry notes joined with 'e' must record both entries. */
export function checkJoined(rows: readonly (NoteCase | Parameters<typeof asNote>[0])[]): MetamorphicResult {
  const [result] = checkAll(joinedPairs(rows.map(asNote)), [joinedWithE]);
  return result as MetamorphicResult;
}

/** The share kept per change, and (unless left out) each note whose reading a change broke: expected → got. */
export function reportMetamorphic(results: readonly MetamorphicResult[], withBreaks = true): string {
  const lines = [
    'the reading kept under each change (notes it applies to):',
    ...results.map(({ name, applied, held }) => `  ${name.padEnd(26)}${share(held, applied)}`),
  ];
  const breaks = results.flatMap(({ name, broken }) =>
    broken.map(
      ({ text, transformed, before, after }) => `  ${name}: ${JSON.stringify(text)} → ${JSON.stringify(transformed)}: ${before} → ${after}`,
    ),
  );
  if (withBreaks && breaks.length > 0) lines.push('', 'changes that broke a reading (expected → got):', ...breaks);
  return lines.join('\n');
}
