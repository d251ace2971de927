/**
 * Metamorphic checks of the rules (issue 28): what phone keyboards and people do to a message
 * (accents dropped, capitals, an emoji, 'R$' or 'reais' added or dropped, doubled spaces, a
 * trailing '!!' or 'kkk', one letter wrong) must not change how it is read. No expected reading is
 * needed: each message is read before and after the change, and the two readings must agree.
 * Issue 55 adds changes whose reading follows from the one before: 'paguei' said as 'recebi' turns a
 * spending into income, 'me' before someone else's payment keeps it income, and a quantity doubled
 * keeps a stated total and doubles a quantity times its unit price.
 * `npm run demo:eval` prints the share per change over the whole corpus; metamorphic.test.ts holds
 * each at MIN_SHARE or more.
 */
import { readAmount } from './amount';
import { share } from './evaluate';
import { conjugate, lexicon, readWords } from './lexicon';
import { moneyVerbs } from '@content/demoLexicon';
import { readMessage } from './rules';
import { normalize } from './words';

/** The share of messages each change must keep the reading of: a correctness threshold, not a timing. */
export const MIN_SHARE = 0.99;

/** A word is long from this many letters: two past the five from which a typo is forgiven (words.ts). */
export const LONG_WORD = 7;

export interface Transformation {
  name: string;
  /** The changed message, or null where the change does not apply (no accent to drop, no amount to mark). */
  apply: (text: string) => string | null;
  /** The reading the changed message must have, from the message and its reading before; the same reading where not given. */
  expect?: (before: string, text: string) => string;
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

/** With its quantity doubled, a quantity times a unit price doubles; a stated total stays. */
function doubledWhereAProduct(before: string, text: string): string {
  const amount = readAmount(normalize(text));
  const [kind, cents, category] = before.split(' ');
  if (!amount || cents === undefined || cents === '—') return before;
  const written = readAmount(normalize(text).slice(amount.start, amount.end))?.cents;
  return written === amount.cents ? before : `${kind} ${Number(cents) * 2} ${category}`;
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
      if (!amount || /r\$\s*$/u.test(amount.before)) return null;
      return `${text.slice(0, amount.start)}R$ ${text.slice(amount.start)}`;
    },
  },
  {
    name: 'reais added',
    apply: (text) => {
      const amount = amountIn(text);
      if (!amount || /^\s*(?:reais|real)(?![\p{L}\p{N}])/u.test(amount.after)) return null;
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
    apply: (text) =>
      PAID.test(text) &&
      !lexicon()
        .signalTable.find(readWords(text))
        .some(({ value }) => value === 'bill')
        ? text.replace(PAID, 'recebi')
        : null,
    expect: (before) => before.replace(/^spending (\S+) .*$/u, 'income $1 Salário'),
  },
  { name: "'me' before a payer", apply: payerWithMe },
  { name: 'quantity doubled', apply: quantityDoubled, expect: doubledWhereAProduct },
];

/** A reading as one line, as the evaluation writes it: 'spending 3000 Transporte', 'none — none', 'ignored'. */
function readingOf(text: string): string {
  const reading = readMessage(text);
  return reading ? `${reading.kind} ${reading.cents ?? '—'} ${reading.category ?? 'none'}` : 'ignored';
}

export interface MetamorphicResult {
  name: string;
  /** Messages the change applies to. */
  applied: number;
  /** Of those, the messages read the same after the change. */
  held: number;
  broken: { text: string; transformed: string; before: string; after: string }[];
}

/** Each change over the messages: how many it applies to, how many keep their reading, and which do not. */
export function checkAll(messages: readonly string[], changes: readonly Transformation[] = transformations): MetamorphicResult[] {
  const read = messages.map((text) => ({ text, before: readingOf(text) }));
  return changes.map(({ name, apply, expect = (before) => before }) => {
    const result: MetamorphicResult = { name, applied: 0, held: 0, broken: [] };
    for (const { text, before } of read) {
      const transformed = apply(text);
      if (transformed === null) continue;
      result.applied += 1;
      const after = readingOf(transformed);
      if (after === expect(before, text)) result.held += 1;
      else result.broken.push({ text, transformed, before, after });
    }
    return result;
  });
}

/** The share kept per change, and (unless left out) each message whose reading a change broke. */
export function reportMetamorphic(results: readonly MetamorphicResult[], withBreaks = true): string {
  const lines = [
    'the reading kept under each change (messages it applies to):',
    ...results.map(({ name, applied, held }) => `  ${name.padEnd(26)}${share(held, applied)}`),
  ];
  const breaks = results.flatMap(({ name, broken }) =>
    broken.map(
      ({ text, transformed, before, after }) => `  ${name}: ${JSON.stringify(text)} → ${JSON.stringify(transformed)}: ${before} → ${after}`,
    ),
  );
  if (withBreaks && breaks.length > 0) lines.push('', 'changes that broke a reading:', ...breaks);
  return lines.join('\n');
}
