/**
 * Reading the amount: which number in a message is the money, and how much it is, in cents.
 *
 * Every number that stands on its own is a candidate; dates, times, days and percentages are not
 * numbers at all here. Each candidate is scored by the words around it (content/demoLexicon/):
 * marked as money ('R$', 'reais', 'conto', a decimal part, 'mil', 'k') it scores high; after 'de',
 * 'deu', 'foi', 'por' a little higher; counting things ('2 pizzas'), an instalment ('parcela 3'),
 * a unit ('10 horas') lower. The best score wins and, between equals, the first (spec §5: "the
 * first number"). Docs / Demo chat rules states the same rules with examples.
 *
 * Spec §5 says "digits with an optional dot decimal". Read literally, 'gastei 2.500 no aluguel'
 * would be R$ 2,50, but no one in Brazil writes two and a half reais that way: a dot followed by
 * exactly three digits is how Brazilians group thousands (and how the reply itself writes
 * 'R$ 1.234,56'). So a dot is thousands grouping before exactly three digits and the spec's dot
 * decimal everywhere else ('12.5', '1200.50', '0.1').
 */
import { lexicon } from './lexicon';
import { MAX_MESSAGE_CENTS } from './money';
import { holds, isLaugh, isOneEditApart, normalize, singularsOf, wordsOf } from './words';

/** Thousands grouping: a dot, or spaces or no-break spaces (a doubled one too), followed by exactly three digits ('2.500', '1 234'). */
const GROUP = String.raw`(?:\.|[ \u00a0\u202f]+)\d{3}(?!\d)`;
/** Digits with any thousands groups ('2', '2.500', '1.000.000', '1 234'). */
const WHOLE = String.raw`(?<whole>\d+(?:${GROUP})*)`;
/** The decimal mark: a comma always ('30,50'), a dot where it is not grouping ('12.5'). */
const DECIMAL = String.raw`(?:[.,](?<fraction>\d+))`;
/** A number may start at its decimal mark: ',50' is R$ 0,50. */
const BARE_FRACTION = String.raw`[.,](?<bare>\d+)`;
/** Words as alternatives of a pattern, in the lexicon's order, each matched as written ('r$' is no 'r' and an end). */
const alternatives = (words: Iterable<string>) => Array.from(words, (word) => word.replace(/[$()*+.?[\\\]^{|}]/gu, '\\$&')).join('|');

/**
 * The patterns that hold the lexicon's marks and words (currencyMarks, thousandsWords, gluedMoneyWords, moneyBeforeHowMany,
 * forHowMany, peopleJoins and the links and glued units beside a number), built on first use as the lexicon is, then kept: no pattern is built per call.
 */
const patterns = (() => {
  let built: ReturnType<typeof buildPatterns> | undefined;
  return () => (built ??= buildPatterns());
})();

function buildPatterns() {
  const {
    currencyMarks,
    thousands,
    thousandsGlued,
    gluedMoney,
    moneyBeforeHowMany,
    forHowMany,
    peopleJoins,
    priceLinks,
    ordinalLinks,
    gluedUnits,
    gluedHours,
    unitPriceBefore,
    splitByLinks,
    splitWithLinks,
    splitWithMore,
  } = lexicon();
  const price = `(?:${alternatives(priceLinks)})`;
  /** The currency mark, 'R$', 'RS' or '$', wherever it is written. */
  const currency = `(?:${alternatives(currencyMarks)})`;
  // A word of thousands multiplies by its power of ten ('2 mil', '1,5 mil', '2mil', '1,5 milhão'); a glued mark too ('2k', '1,5k').
  const multiplier = String.raw`(?:\s*(?<multiplier>${alternatives(thousands.keys())})(?![\p{L}\p{N}])|(?<glued>${alternatives(thousandsGlued.keys())})(?![\p{L}\p{N}]))`;
  return {
    /**
     * A number starts where no letter or digit touches it on the left: 'uber2' and 'ps5' are words,
     * not amounts. 'R$30' is read (R$ ends in '$'), and so is '-30': a minus sign is not part of the
     * number, because income or spending comes from the words, and an amount is a magnitude.
     * A number may touch a currency mark typed before it with no space ('rs50', 'R$30'): no letter of a word then.
     */
    number: new RegExp(
      String.raw`(?:(?<![\p{L}\p{N}])|(?<=(?<![\p{L}\p{N}])${currency}))(?:${WHOLE}${DECIMAL}?|${BARE_FRACTION})${multiplier}?`,
      'gu',
    ),
    currencyAfter: new RegExp(String.raw`^\s*${currency}(?![\p{L}\p{N}])`, 'u'),
    moneyWordGlued: new RegExp(String.raw`^(?:${alternatives(gluedMoney)}|${currency})(?![\p{L}\p{N}])`, 'u'),
    /** A glued 'x' between two numbers multiplies ('2x 45', '3x8'); it is written '×' before reading, so both numbers stand alone. */
    gluedTimes: new RegExp(String.raw`(?<=(?<![\p{L}\p{N}])\d+)x(?=\s*${currency}?\s*\d+(?:[.,]\d+)?(?![\p{L}\p{N}]))`, 'gu'),
    moneyStart: new RegExp(String.raw`(?:^|${currency})\s*$`, 'u'),
    currencyBefore: new RegExp(String.raw`${currency}\s*$`, 'u'),
    /** The sign between a quantity and a unit price: '2 x 8', '2x 45', '3x8', '2 * 8'. */
    times: new RegExp(String.raw`^\s*[x×*]\s*${currency}?\s*$`, 'u'),
    /** A unit's word, then the sign of a product, between a count and a price ('18 dias x 450'). */
    timeTimes: new RegExp(String.raw`^\s*(\p{L}+)\s*[x×*]\s*${currency}?\s*$`, 'u'),
    /**
     * One word and 'de' between a count and a price ('4 pneus de 320'), the word's complement between them ('4 passagens de
     * ônibus de 5,30': a link word and one word); the complement's link is group 2.
     */
    countedThing: new RegExp(String.raw`^\s*(\p{L}+)(?:\s+(\p{L}+)\s+\p{L}+)?\s+${price}\s*${currency}?\s*$`, 'u'),
    /** A bare count and 'de' before a price ('2 de 89'). */
    countOfPrice: new RegExp(String.raw`^\s+${price}\s+${currency}?\s*$`, 'iu'),
    /** The price of an instalment said right after the count: 'de' and maybe a currency mark ('10x de 150', 'em 3 vezes de R$ 40'). */
    instalmentPrice: new RegExp(String.raw`^\s*${price}\s*${currency}?\s*$`, 'u'),
    /** Where a price starts: its currency mark, a word of its own ('R$ 57', not 'Anders'), or its first digit. */
    priceStart: new RegExp(String.raw`(?<!\p{L})${currency}(?!\p{L})|\d`, 'iu'),
    /** A currency mark standing at the end of a text, as a word of its own ('R$ ', 'rs '), before a number that follows. */
    currencyAtEnd: new RegExp(String.raw`(?<![\p{L}\p{N}])${currency}\s*$`, 'u'),
    /** A number that ends in a word of thousands ('2 mil', 'dois mil', '1,5 milhão'). */
    thousandsSaid: new RegExp(`(?:${alternatives(thousands.keys())})$`, 'u'),
    /** Between which instalment and how many ('parcela 3 de 10'). */
    ordinal: new RegExp(String.raw`^\s+(?:${alternatives(ordinalLinks)})\s+$`, 'u'),
    /** A unit of measure glued to its number is a quantity, read as one ('2kg de picanha', '500g'); a glued 'h' is a time, 'x' instalments. */
    unitGlued: new RegExp(String.raw`^(?:${alternatives(gluedUnits)})(?![\p{L}\p{N}])`, 'u'),
    /**
     * …but hours glued before 'a' and a price are a count of hours, the price each hour's ('estúdio 2h a 70' is 140), never a
     * time. Only 'R$' is read before that price, as it always was.
     */
    hoursGlued: new RegExp(String.raw`^(?:${alternatives(gluedHours)})\s+(?:${alternatives(unitPriceBefore)})\s+(?:r\$\s*)?\d`, 'u'),
    /**
     * Up to six words (or numbers) before 'por', 'em' or 'entre' and a number: 'dividimos' in 'dividimos por 3', 'rachamos a
     * conta do japa em 4'; or before 'com' or 'com mais' and a number, the people the bill is split with besides me ('rachei a
     * pizza de 90 com mais 3').
     */
    wordsBeforeSplit: new RegExp(
      String.raw`((?:[\p{L}\p{N}]+[^\p{L}\p{N}]+){1,6})(?:(${alternatives(splitByLinks)})|(?:${alternatives(splitWithLinks)})(?:\s+(?:${alternatives(splitWithMore)}))?)[^\p{L}\p{N}]*$`,
      'u',
    ),
    /** Where the people a split lists part: a comma, or a word that joins them ('eu, a Bia e o Caio'). */
    peopleListed: new RegExp(String.raw`,|\s+(?:${alternatives(peopleJoins)})\s+`, 'u'),
    /** Between a bill and how many it is for: 'pra' or 'para', a money word maybe before it ('320 reais pra 4'). */
    forMany: new RegExp(String.raw`^\s*(?:(?:${alternatives(moneyBeforeHowMany)})\s+)?(?:${alternatives(forHowMany)})\s+$`, 'u'),
  };
}
/**
 * A number that touches a letter on its right is part of a word too ('4g', '10x', '2kg', '13º'),
 * unless that word is money: '30reais', '50conto'.
 */
const GLUED_ON_THE_RIGHT = /^[\p{L}\p{N}°]/u;
/**
 * A plain space groups thousands only where the number is plainly money from its start: after
 * 'R$', opening the message, or right after a verb of money in or out ('R$ 1 234,56', '1 234,56',
 * 'recebi 3 500,00'). Elsewhere it is two numbers: in 'parcela 4 de 10 198,50' the 10 counts
 * instalments and 198,50 is the money. A no-break space, which only copied bank text holds, always
 * groups. A doubled space groups as a single one does. A number that names a thing starts no group with no currency mark
 * before it ('99 143,50': the 99 app, then its money).
 */
const SPACE_GROUPED = /(?<![\p{L}\p{N}])\d{1,3}(?: +\d{3}(?!\d))+/gu;
const LAST_WORD = /(\p{L}+)\s*$/u;

function ungroupSpaces(text: string): string {
  const { moneyVerbs, numberNames } = lexicon();
  const { currencyBefore, moneyStart } = patterns();
  return text.replace(SPACE_GROUPED, (number, start: number) => {
    const before = text.slice(0, start);
    const named = numberNames.has(number.split(' ')[0] ?? '') && !currencyBefore.test(before);
    const money = !named && (moneyStart.test(before) || moneyVerbs.has(LAST_WORD.exec(before)?.[1] ?? ''));
    return money ? number : number.replaceAll(' ', '\t');
  });
}

/** Dates ('05/03', '15/04/2025', instalments written '3/10') and times ('10:30') are not numbers here. */
const DATE_OR_TIME = /(?<![\p{L}\p{N}])\d{1,2}(?:\/\d{1,2}(?:\/\d{2,4})?|:\d{2})(?![\p{L}\p{N}])/gu;
const GROUP_SEPARATORS = /[. \u00a0\u202f]/g;

interface Candidate {
  start: number;
  end: number;
  /** The amount in cents, before the cap, as a BigInt so no typed number overflows. */
  cents: bigint;
  /** Marked as money by itself: a decimal part, thousands grouping, 'mil' or 'k'. */
  marked: boolean;
  /** The digits as typed, for numbers that are names ('99'). */
  digits: string;
}

/**
 * How the amount was found (issue 61): a stated total, a quantity times a unit price, a share of a split bill, a price of a
 * unit of measure with nothing counting it, a number that may count things ('4 long necks'), or the best-scored number.
 */
/**
 * 'instalment' is one instalment of a total paid in several ('celular 1.200 em 10x'); 'net' the money paid less the change
 * given back ('paguei 100, troco de 20'), 'change' that change alone. 'former' is a price before a discount ('era 200'). 'name' is a number that may name a line ('ônibus 175'), 'year' one that may be a year ('IPVA 2025'): the money only
 * because no other number is.
 */
type AmountRole =
  'total' | 'product' | 'share' | 'instalment' | 'net' | 'number' | 'unit price' | 'count' | 'name' | 'year' | 'former' | 'change';

export interface AmountReading {
  cents: number;
  role: AmountRole;
  /** True when the typed amount was above MAX_MESSAGE_CENTS and was clamped to it. */
  capped: boolean;
  /** A stated total a split divides: the total as stated ('total 295 dividido por 5' is 295), in cents. */
  undivided?: number;
  /** Where the amount is in the normalized message, so the other readers can leave it out. */
  start: number;
  end: number;
}

/** (2x + d) / 2d rounds x / d half-up, in integers: more than two decimals round to the cent ('0,005' → 1). */
function centsOf(whole: string, fraction: string, power: number): bigint {
  const scaled = BigInt(whole.replace(GROUP_SEPARATORS, '') + fraction) * 10n ** BigInt(power + 2);
  const divisor = 10n ** BigInt(fraction.length);
  return (scaled * 2n + divisor) / (divisor * 2n);
}

function digitCandidates(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  const { thousands, thousandsGlued, moneyAfter, pluralArticles } = lexicon();
  const { number, moneyWordGlued, unitGlued, hoursGlued } = patterns();
  for (const match of text.matchAll(number)) {
    const end = match.index + match[0].length;
    const after = text.slice(end);
    const glued = GLUED_ON_THE_RIGHT.test(after) && !moneyWordGlued.test(after) && !unitGlued.test(after);
    if (glued && !(hoursGlued.test(after) && /^\d{1,2}$/u.test(match[0]))) continue;
    // The number pattern's groups in order: whole, fraction, bare, multiplier, glued.
    const [, whole = '', decimals, bare, multiplier, gluedMark] = match;
    const fraction = decimals ?? bare ?? '';
    const power = (multiplier ? thousands.get(multiplier) : gluedMark ? thousandsGlued.get(gluedMark) : 0) ?? 0;
    // Thousands written with a dot ('1.170') are written that way for money, never for a count or a year.
    const grouped = /[.\u00a0\u202f]\d{3}/u.test(whole);
    // 'paguei os 3', 'levei as 2': a digit after a plural article is the things said before, as a number word there is
    // ('os dois'), unless a money word follows it, it is ten or more ('os 50 do aluguel') or it counts a plural after it
    // ('os 2 docinhos').
    const article = pluralArticles.has(WORD_SPACED_AT_END.exec(text.slice(0, match.index))?.[1] ?? '');
    const wordAfter = /^\s*(\p{L}+)/u.exec(after)?.[1] ?? '';
    if (article && /^\d$/u.test(match[0]) && !moneyAfter.has(wordAfter) && !wordAfter.endsWith('s')) continue;
    candidates.push({
      start: match.index,
      end,
      cents: centsOf(whole || '0', fraction, power),
      marked: fraction !== '' || power > 0 || grouped,
      digits: match[0],
    });
  }
  return candidates;
}

/** Runs of number words ('cem', 'mil e quinhentos', 'dois mil'); 'um'/'uma' alone are articles. */
function wordCandidates(text: string, taken: readonly Candidate[]): Candidate[] {
  const { numberWords: NUMBER_WORDS, numberJoins, moneyAfter, thousands, articleNumbers, pluralArticles } = lexicon();
  const isNumberWord = (word: string) => NUMBER_WORDS.has(word) || thousands.has(word);
  // Each run: consecutive number words, joined by 'e' ('duzentos e cinquenta'), with where it stands.
  const runs: { start: number; end: number; values: string[] }[] = [];
  let open: (typeof runs)[number] | undefined;
  const words = Array.from(text.matchAll(/\p{L}+/gu));
  words.forEach(({ 0: word, index: start }, position) => {
    const end = start + word.length;
    // A word a digit reading already took ('2 mil') is no word of a run: the hundreds after it are a run of their own.
    if (taken.some((candidate) => start >= candidate.start && start < candidate.end)) open = undefined;
    else if (isNumberWord(word)) {
      // 'dois cafés de cinco e um pão de queijo': 'um' before a thing is its article, no number of the run before it.
      const article =
        articleNumbers.has(word) &&
        open !== undefined &&
        /^\s*\p{L}/u.test(text.slice(end)) &&
        !isNumberWord(words[position + 1]?.[0] ?? '') &&
        !moneyAfter.has(words[position + 1]?.[0] ?? '');
      if (article) {
        open = undefined;
        return;
      }
      if (!open) runs.push((open = { start, end, values: [] }));
      open.end = end;
      open.values.push(word);
    } else if (!(numberJoins.has(word) && isNumberWord(words[position + 1]?.[0] ?? ''))) {
      open = undefined;
    }
  });

  return runs.flatMap(({ start, end, values }) => {
    // 'um' and 'uma' alone are articles ('um café 6'), and a word a digit reading already took ('1,5 mil') is not read twice.
    if (values.every((word) => articleNumbers.has(word))) return [];
    if (taken.some((candidate) => start < candidate.end && candidate.start < end)) return [];
    const { reais, cents } = wordsValue(values, NUMBER_WORDS);
    // 'os dois', 'as três': the things bought, not a number ('as duas 80' is 80 for both); 'os duzentos reais' is money.
    const article = pluralArticles.has(WORD_SPACED_AT_END.exec(text.slice(0, start))?.[1] ?? '');
    if (article && reais < 10n && !moneyAfter.has(/^\s*(\p{L}+)/u.exec(text.slice(end))?.[1] ?? '')) return [];
    return [{ start, end, cents: reais * 100n + cents, marked: cents > 0n, digits: '' }];
  });
}

/** The order of magnitude of a number word below a thousand: units 1, tens and teens 2, hundreds 3. */
const magnitude = (value: number) => (value >= 100 ? 3 : value >= 10 ? 2 : 1);

/**
 * The value of a run of number words (issue 61). Words compose from larger to smaller ('cento e dez', 'vinte e dois',
 * 'dois mil e trezentos'); a word no smaller than the one before it starts the cents, as voice typing writes a price
 * ('vinte e dois e cinquenta' is R$ 22,50, 'cento e dez e noventa' R$ 110,90).
 */
function wordsValue(values: readonly string[], numberWords: ReadonlyMap<string, number>): { reais: bigint; cents: bigint } {
  const { thousands } = lexicon();
  let total = 0n;
  let current = 0n;
  let last = 4;
  for (const [index, word] of values.entries()) {
    const power = thousands.get(word);
    if (power !== undefined) {
      total += (current || 1n) * 10n ** BigInt(power);
      [current, last] = [0n, 4];
      continue;
    }
    const value = numberWords.get(word) ?? 0;
    if (current > 0n && magnitude(value) >= last) {
      const cents = wordsValue(values.slice(index), numberWords).reais;
      // Cents are said as a number of two digits ('e cinquenta', 'e noventa e nove'); 'uma e duas' still adds up.
      if (cents >= 10n && cents < 100n) return { reais: total + current, cents };
    }
    current += BigInt(value);
    last = magnitude(value);
  }
  return { reais: total + current, cents: 0n };
}

/** Between reais and their cents: a money word or none, then a join of cents ('vinte reais e cinquenta centavos', '12 e 50 centavos'). */
function reaisAnd(between: string): boolean {
  const { moneyAfter, centsJoins } = lexicon();
  const words = wordsOf(between);
  const last = words.at(-1) ?? '';
  return (
    /^[\s\p{L}]*$/u.test(between) && words.length <= 2 && centsJoins.has(last) && words.slice(0, -1).every((word) => moneyAfter.has(word))
  );
}

/** Between reais and their decimals said as a word: a money word or none, then the decimal word ('trinta reais vírgula 50'). */
function decimalSaid(between: string): boolean {
  const { moneyAfter, decimalWords } = lexicon();
  const words = wordsOf(between);
  const last = words.at(-1) ?? '';
  return (
    /^[\s\p{L}]*$/u.test(between) && words.length <= 2 && decimalWords.has(last) && words.slice(0, -1).every((word) => moneyAfter.has(word))
  );
}

/** A thousand reais, in cents: the hundreds after 'mil' are below it. */
const THOUSAND = 100_000n;
/** True when only a word that joins a number's parts stands between two numbers ('2 mil e 500'). */
const numberJoined = (between: string, joins: ReadonlySet<string>) => {
  const words = wordsOf(between);
  return /^[\s\p{L}]+$/u.test(between) && words.length === 1 && joins.has(words[0] as string);
};

/**
 * A number followed by a word of cents joins the reais before it: one amount ('vinte reais e cinquenta centavos' is R$ 20,50).
 * So does a whole number of one or two digits after the decimal comma said as a word ('trinta vírgula cinco' is R$ 30,50).
 */
function withCents(candidates: Candidate[], text: string): Candidate[] {
  const { centWords, numberJoins } = lexicon();
  const joined: Candidate[] = [];
  for (const candidate of candidates) {
    const previous = joined.at(-1);
    const cents = centWords.has(/^\s*(\p{L}+)/u.exec(text.slice(candidate.end))?.[1] ?? '');
    const wholeBelow100 = candidate.cents < 10_000n && candidate.cents % 100n === 0n && candidate.digits.length <= 2;
    const whole = candidate.cents % 100n === 0n && !candidate.marked;
    if (cents && previous && candidate.cents < 10_000n && reaisAnd(text.slice(previous.end, candidate.start))) {
      joined[joined.length - 1] = { ...previous, end: candidate.end, cents: previous.cents + candidate.cents / 100n, marked: true };
    } else if (cents && !candidate.marked) {
      // Cents said alone are cents ('cinquenta centavos de bala', '75 centavos').
      joined.push({ ...candidate, cents: candidate.cents / 100n, marked: true });
    } else if (
      previous &&
      whole &&
      candidate.cents < THOUSAND &&
      patterns().thousandsSaid.test(text.slice(previous.start, previous.end)) &&
      numberJoined(text.slice(previous.end, candidate.start), numberJoins)
    ) {
      // The hundreds after a thousand said as a word are its own ('2 mil e 500', 'dois mil e 400'): one amount.
      joined[joined.length - 1] = { ...previous, end: candidate.end, cents: previous.cents + candidate.cents };
    } else if (previous && wholeBelow100 && decimalSaid(text.slice(previous.end, candidate.start))) {
      // One digit is tenths ('vírgula cinco', 'vírgula 5'); '05' is cents.
      const tenths = candidate.digits.length === 1 || (candidate.digits === '' && candidate.cents < 1_000n);
      const decimals = candidate.cents / 100n;
      joined[joined.length - 1] = {
        ...previous,
        end: candidate.end,
        cents: previous.cents + (tenths ? decimals * 10n : decimals),
        marked: true,
      };
    } else joined.push(candidate);
  }
  return joined;
}

const WORD_BEFORE = /([\p{L}\p{N}$=]+)[^\p{L}\p{N}$=]*$/u;
/** The word that ends a text, spaces after it and nothing else: an article before a number ('paguei os 3'). */
const WORD_SPACED_AT_END = /(?:^|[^\p{L}])(\p{L}+)\s+$/u;
const WORDS_AFTER = /[\p{L}\p{N}%$]+/gu;
/** One word alone between two numbers ('5 km 30'). */
const ONE_WORD = /^[^\p{L}\p{N}]*\p{L}+[^\p{L}\p{N}]*$/u;
/** A word of four letters or more that ends in -s may be a plural ('pizzas', 'contas'); 'mes' and 'gas' are not. */
const PLURAL = /^\p{L}{3,}s$/u;

/** The last word of a text and the marks and spaces after it. */
const LAST_WORD_AND_AFTER = /\p{L}+[^\p{L}\p{N}]*$/u;

/** True when a plain whole number stands before a header's mark (':' and a space) and the next number after that mark. */
function headerNumber(candidate: Candidate, following: Candidate | undefined, text: string): boolean {
  if (!following || candidate.marked || candidate.cents % 100n !== 0n || candidate.digits === '') return false;
  const between = text.slice(candidate.end, following.start);
  const marks = [...lexicon().headerMarks].filter((mark) => mark.trim() !== '');
  // …typed as a header ends, a space after it: '9:5' is no header.
  return marks.some((mark) => between.includes(mark) && /\s/u.test(between[between.indexOf(mark) + mark.length] ?? ''));
}

/** The first two words of a text, as typed between two numbers ('no total pra'). */
const TWO_WORDS = /^\s*(\p{L}+)\s+(\p{L}+)(?=\s)/u;

/** The text between a bill and how many it is for, past a total said after the bill ('96 no total pra 4'). */
function pastTotal(between: string, phrases: readonly (readonly string[])[]): string {
  const [said = '', first, second] = TWO_WORDS.exec(between) ?? [];
  return phrases.some((phrase) => phrase[0] === first && phrase[1] === second) ? between.slice(said.length) : between;
}

/** What a number is in its message (issue 55): the money, a stated total, a unit price, a quantity, or nothing. */
interface Reading {
  candidate: Candidate;
  /** How sure we are it is the money; null when it cannot be (a day, a date, a percentage, a count of things). */
  score: number | null;
  /** A total stated after the arithmetic ('= 24', 'deu 36', '36 tudo'): it wins. */
  total: boolean;
  /** A price for each ('7 cada', '5,89 o litro', 'x 8', 'a 5,89' after a quantity). */
  unitPrice: boolean;
  /** A price of a unit of measure ('5,89 o litro', '8 a hora'): what something costs, not what was paid, when nothing counts it. */
  perUnit?: boolean;
  /** How many were bought ('3 pastéis', '40 litros', '2 x'); its unit price, if any, is multiplied by it. */
  quantity: boolean;
  /** How many people a bill is split by ('dividimos por 3'): the amount is the person's share. */
  divisor: boolean;
  /** The split's number counts the others, not me ('rachei com mais 3' is four people). */
  company?: boolean;
  /** A plain number after a vehicle named by its line ('ônibus 175'): money only when no other number can be. */
  line?: boolean;
  /** A plain number that may be a year ('IPVA 2025'): money only when no other number can be. */
  year?: boolean;
  /** A price before a discount ('era 200', 'custava 80'): money only when no other number can be. */
  former?: boolean;
  /** Change given back ('troco de 20', '12 de troco'): taken off the money paid before it. */
  change?: boolean;
}

/** How each number of a masked, normalized message reads. */
function readNumbers(candidates: readonly Candidate[], text: string): Reading[] {
  const {
    moneyAfter,
    moneyBefore,
    notMoneyAfter,
    notMoneyBefore,
    dayBefore,
    flowAfter,
    months,
    totalBefore,
    totalAfter,
    totalPhrasesAfter,
    splitWords,
    peopleWords,
    sharedAmong,
    collectionWords,
    collectionLinks,
    nameBefore,
    servicesBefore,
    links,
    lineBefore,
    rideVerbForms,
    rideArticles,
    yearSpan,
    lastDigitsWords,
    cardWords,
    formerBefore,
    changeWords,
    changeVerbs,
    timeUnits,
    instalmentBefore,
    numberNames,
    numberNameArticles,
    usWords,
    spelling,
    forHowMany,
    eachShare,
    currencyMarks,
    perUnit: perUnitWords,
    eachWords,
    unitPriceBefore,
    monthLinks,
    hoursFrom,
    hoursTo,
  } = lexicon();
  const {
    currencyAfter,
    currencyBefore: currencyAtEnd,
    times,
    timeTimes,
    countedThing,
    countOfPrice,
    forMany: forManyBetween,
    ordinal,
    wordsBeforeSplit,
  } = patterns();
  // 'contas', 'pizzas'; not 'bônus' or 'ônibus', which the lexicon knows as they stand; 'águas' is a plural though a name
  // holds it ('águas do rio'), its singular being a word the lexicon knows too.
  const plural = (word: string) =>
    PLURAL.test(word) && (!spelling.knows(word) || singularsOf(word).some((singular) => spelling.knows(singular)));
  // A money word of five letters or more typed with a letter wrong is that money word ('25 reias', '8 reaus'), where it
  // is the only one that close and the word is none the lexicon knows (nor a plural of an entry); money words are no
  // entries a typo elsewhere is read as.
  const moneyWordOf = (word: string) => {
    if (word.length < 5 || moneyAfter.has(word) || spelling.knows(word) || spelling.isEntry(word)) return word;
    // As every typo the rules forgive, never in the first letter ('contas' is bills, a plural the lexicon knows).
    const close = [...moneyAfter].filter((money) => money.length >= 5 && money[0] === word[0] && isOneEditApart(money, word));
    return close.length === 1 ? (close[0] as string) : word;
  };
  // 'parcela 3 de 10': which of how many instalments, neither of them money.
  const wordBefore = (at: number) => WORD_BEFORE.exec(text.slice(0, candidates[at]?.start ?? 0))?.[1] ?? '';
  const ordinalOf = (at: number) =>
    notMoneyBefore.has(wordBefore(at)) && ordinal.test(text.slice(candidates[at]?.end ?? 0, candidates[at + 1]?.start ?? 0));
  const ofMany = (at: number) => ordinalOf(at) || (at > 0 && ordinalOf(at - 1));
  // 'rodízio de sushi pra 3', 'churrascaria pra 4 pessoas': how many it was for, the first number, no price before it; a plain count
  // of people, with nothing after it or who they are.
  const peopleAt = (at: number) => {
    const candidate = candidates[at];
    if (at > 0 || !candidate || candidate.marked || candidate.cents < 200n || candidate.cents > 2_000n || candidate.cents % 100n !== 0n)
      return false;
    const [next = ''] = text.slice(candidate.end).match(WORDS_AFTER) ?? [];
    return forHowMany.has(wordBefore(at)) && (!/^\s*\p{L}/u.test(text.slice(candidate.end)) || peopleWords.has(next));
  };
  return candidates.map((candidate, index): Reading => {
    const before = WORD_BEFORE.exec(text.slice(0, candidate.start))?.[1] ?? '';
    // The words before a name word, past 'do', 'da': work done to it ('conserto do portão 280') makes it the thing paid for.
    const service = () => {
      const prior = wordsOf(text.slice(0, candidate.start)).slice(0, -1);
      while (links.has(prior.at(-1) ?? '')) prior.pop();
      return servicesBefore.has(spelling.read(prior.at(-1) ?? ''));
    };
    const wordsBefore = wordsOf(text.slice(0, candidate.start));
    // A name word right after a number is that number's unit ('5 km 30', '10 mil km 450'), naming nothing.
    const numberBefore = candidates[index - 1];
    const aName = nameBefore.has(before) && !(numberBefore && ONE_WORD.test(text.slice(numberBefore.end, candidate.start)));
    // 'cartão final 4821': a card's last digits, four of them, with a card word a few words before.
    const cardDigits =
      lastDigitsWords.has(before) && /^\d{4}$/u.test(candidate.digits) && wordsBefore.slice(-4, -1).some((word) => cardWords.has(word));
    // 'peguei o 8012': a vehicle taken by its line's number alone.
    const ridden = rideArticles.has(before) && rideVerbForms.has(wordsBefore.at(-2) ?? '');
    const [typed = '', afterNext = '', third = ''] = Array.from(text.slice(candidate.end).matchAll(WORDS_AFTER), ([word]) => word);
    const next = moneyWordOf(typed);
    // The words around the number past a currency mark ('a R$ 5,89', '8 reais a hora'): the marks a price per unit is said with.
    const currencyBefore = currencyMarks.has(before);
    const marker = currencyBefore ? (WORD_BEFORE.exec(text.slice(0, candidate.start).replace(currencyAtEnd, ''))?.[1] ?? '') : before;
    const [unitNext, unitAfterNext] = moneyAfter.has(next) ? [afterNext, third] : [next, afterNext];
    const previous = candidates[index - 1];
    const timesBefore = previous !== undefined && times.test(text.slice(previous.end, candidate.start));
    const following = candidates[index + 1];
    const timesAfter = following !== undefined && times.test(text.slice(candidate.end, following.start));
    // 'marmita 18 x 5 dias', '4 reais x 5 dias': the count after 'x' is of a unit of time, so this number is the price of each.
    const [unitAfterFollowing = ''] = following ? (text.slice(following.end).match(WORDS_AFTER) ?? []) : [];
    const pricePerTime =
      following !== undefined &&
      timeUnits.has(unitAfterFollowing) &&
      times.test(
        text.slice(candidate.end, following.start).replace(/^\s*(\p{L}+)/u, (word, name: string) => (moneyAfter.has(name) ? '' : word)),
      );
    // '18 dias x 450': a count of a unit of time, then 'x' and the price of each.
    const [, timeBefore = ''] = (previous && timeTimes.exec(text.slice(previous.end, candidate.start))) ?? [];
    // A mark after the number is money as one before it is ('mercado 50R$', '22 rs').
    const currency = currencyBefore || moneyAfter.has(next) || currencyAfter.test(text.slice(candidate.end));
    const moneyMarked = candidate.marked || currency;
    const nounAfter = /^\s*\p{L}/u.test(text.slice(candidate.end));
    // '2 pizzas', 'comprei 1 recarga': a number right before a noun counts things.
    const counts = nounAfter && !flowAfter.has(next) && !moneyAfter.has(next) && !notMoneyAfter.has(next);
    // A unit ('40 litros', '2 kg', '4 vezes') or a plural noun ('2 contas', 'duas coxinhas') makes a quantity, never money by
    // itself; so does one of anything ('1 pizza'). 'mês' and 'ano' are not here: '99 mês' is a price per month.
    // A unit of measure in the singular too ('dois kilo de picanha'), never one of time ('99 mês' is a price per month).
    const unit = notMoneyAfter.has(next) && (PLURAL.test(next) || next.length <= 2 || !timeUnits.has(next));
    // A decimal with a unit is still a quantity ('1,5kg'); with a currency it is money.
    const onlyCounts =
      peopleAt(index) ||
      (!pricePerTime && ((unit && !currency) || (!moneyMarked && (timesAfter || (counts && (plural(next) || candidate.cents === 100n))))));
    // A number before a noun is a quantity too when a unit price follows ('3 pastel a 7 cada').
    const quantity = onlyCounts || (counts && !moneyMarked);
    // '5,89 o litro', '7 cada', 'x 8', and 'a 5,89' after a quantity: a price for each.
    const perUnit = perUnitWords.has(unitNext) && notMoneyAfter.has(unitAfterNext);
    // '4 pneus de 320': a price after a count of things and 'de' is each one's ('10x de 150' and '3 parcelas de 100' are instalments).
    const thing = previous && countedThing.exec(text.slice(previous.end, candidate.start));
    // The thing's complement opens with a link word ('passagens de ônibus', 'pacotes da marca').
    const counted = thing && (thing[2] === undefined || links.has(thing[2])) ? thing[1] : undefined;
    // …a count of two to 99 right before the thing, in the singular as people say it too ('2 refri de 7', '3 marmitex de 18').
    const countedBefore =
      previous !== undefined && !previous.marked && previous.cents >= 200n && previous.cents <= 9_900n && previous.cents % 100n === 0n;
    const eachOfCounted = counted !== undefined && (plural(counted) || countedBefore) && !notMoneyAfter.has(counted);
    // 'passagem ida e volta, 2 de 89': a bare count and 'de' right after a mark that ends the thing named, and the last
    // number a price of no unit, is that many at that price; never instalments ('parcelas: 3 de 100' is one of 100).
    const countAfterThing =
      previous !== undefined &&
      countedBefore &&
      countOfPrice.test(text.slice(previous.end, candidate.start)) &&
      /\p{L}[^\p{L}\p{N}]*[,:;\n]\s*$/u.test(text.slice(0, previous.start)) &&
      following === undefined &&
      !notMoneyAfter.has(next) &&
      !saysInstalments(text);
    // '89 por pessoa', '120 cada' after how many it was for: each one's price.
    const eachOfPeople = peopleAt(0) && index > 0 && eachShare.some((phrase) => phrase[0] === unitNext && phrase[1] === unitAfterNext);
    const unitPrice =
      perUnit ||
      eachOfPeople ||
      countAfterThing ||
      eachWords.has(unitNext) ||
      timesBefore ||
      eachOfCounted ||
      (unitPriceBefore.has(marker) && previous !== undefined) ||
      pricePerTime ||
      timeUnits.has(timeBefore);
    // 'dividimos por 3': the number the total is split by; 'rachei com mais 3': the others it is split with.
    // 'rachamos entre nós 3', 'deu 340 pra nós 4': 'nós' before the count says who they are, as no word would.
    const withoutUs = (upTo: string) => (usWords.has(before) ? upTo.replace(LAST_WORD_AND_AFTER, '') : upTo);
    const split = wordsBeforeSplit.exec(withoutUs(text.slice(0, candidate.start)));
    // '320 pra 4', 'conta do bar 180 pra 3': a bill and how many it is for, no thing counted after them.
    const forMany =
      previous !== undefined &&
      forManyBetween.test(withoutUs(pastTotal(text.slice(previous.end, candidate.start), totalPhrasesAfter))) &&
      candidate.cents >= 200n &&
      candidate.cents <= 2_000n &&
      (!nounAfter || peopleWords.has(next) || isLaugh(next));
    // 'vaquinha de 8 amigos': a collection among how many people, the bill split by them.
    const among =
      collectionLinks.has(before) &&
      collectionWords.has(spelling.read(wordsBefore.at(-2) ?? '')) &&
      peopleWords.has(next) &&
      candidate.cents >= 200n &&
      candidate.cents <= 10_000n;
    // '1.800 em 6 pessoas', '300 entre 4 amigos': a bill, then how many people share it.
    const between = previous === undefined ? [] : wordsOf(text.slice(previous.end, candidate.start));
    const sharedBy =
      peopleWords.has(next) &&
      candidate.cents >= 200n &&
      candidate.cents <= 2_000n &&
      between.some((word) => sharedAmong.has(word)) &&
      between.every((word) => sharedAmong.has(word) || moneyAfter.has(word));
    const divisor = forMany || among || sharedBy || wordsOf(split?.[1] ?? '').some((word) => splitWords.has(word));
    const company = divisor && !forMany && !among && !sharedBy && split?.[2] === undefined;
    // Past a currency mark or word: 'total R$ 31', '38 reais tudo'.
    // …or a link and a total word after it ('55 ao todo').
    const totalSaid = totalPhrasesAfter.some((phrase) => phrase.length === 2 && phrase[0] === unitNext && phrase[1] === unitAfterNext);
    const total = marker === '=' || totalBefore.has(marker) || totalAfter.has(unitNext) || totalSaid;
    let score: number | null = 1;
    if (text.slice(candidate.end).trimStart().startsWith('%')) score = null;
    else if (dayBefore.has(before) || months.has(next) || (monthLinks.has(next) && months.has(afterNext))) score = null;
    // 'das 8 às 18': hours, from and to.
    else if (hoursFrom.has(before) && hoursTo.has(next)) score = null;
    // 'linha 9', 'portão 2', 'sala 12': a plain number of up to three digits names the thing (issue 61), unless work done to
    // the thing says it is what was paid for, and the number its price ('conserto do portão 280').
    else if (aName && !moneyMarked && candidate.cents < 100_000n && !service()) score = null;
    else if (cardDigits && !moneyMarked) score = null;
    // 'fui na 44: blusa 30', 'loja 12 do shopping: meia 15': a plain number of a header, before its mark, names the place
    // or the list where a price follows the mark.
    else if (headerNumber(candidate, following, text)) score = null;
    // 'fechei o dia no 99': the app named after its article, never money.
    else if (numberNames.has(candidate.digits) && !moneyMarked && numberNameArticles.has(before)) score = null;
    // 'parcelado em 6': how many instalments, no money.
    else if (onlyCounts || ofMany(index) || (instalmentBefore.has(before) && afterInstalmentVerb(text.slice(0, candidate.start))))
      score = null;
    else {
      if (moneyMarked) score += 2;
      if (moneyBefore.has(before) && !counts) score += 1;
      if (notMoneyBefore.has(before) || notMoneyAfter.has(next) || perUnit) score -= 2;
      else if (counts) score -= 1;
    }
    if (divisor) return { candidate, score: null, total: false, unitPrice: false, quantity: false, divisor, company };
    // 'era 200', 'custava 80': a price before a discount, money only when no other number is.
    const former = formerBefore.has(before) && !total;
    // 'troco de 20', '12 de troco': change given back, taken off the money paid before it.
    // Said next to the number, with no mark between: after the change word ('troco 2', 'troco de 20') or before it with a
    // link word ('12 de troco'); '100 troco de 20' is the money paid and its change.
    const [nextTo = '', linked = ''] = wordsOf(/^[\s\p{L}]*/u.exec(text.slice(candidate.end))?.[0] ?? '');
    const [beforeTo = '', linkedBefore = ''] = wordsOf(/[\s\p{L}]*$/u.exec(text.slice(0, candidate.start))?.[0] ?? '').reverse();
    // 'ele voltou 23': the change said by its verb alone, right before the number, is change too.
    const change =
      (links.has(nextTo) && changeWords.has(linked)) ||
      changeWords.has(beforeTo) ||
      changeVerbs.has(beforeTo) ||
      (links.has(beforeTo) && changeWords.has(linkedBefore));
    const line = (lineBefore.has(before) || ridden) && !moneyMarked && candidate.cents < 1_000_000n;
    // 'IPVA 2025', 'matrícula 2026': a plain number of four digits in the years' span, not a round hundred, is a year.
    const value = Number(candidate.cents / 100n);
    // …after a thing's name, not after a word that says a price follows ('paguei 2024 de aluguel').
    const year =
      !moneyMarked &&
      !moneyBefore.has(before) &&
      /^\d{4}$/u.test(candidate.digits) &&
      value >= yearSpan.from &&
      value <= yearSpan.to &&
      value % 100 !== 0;
    return {
      candidate,
      score,
      total,
      unitPrice: unitPrice && !total,
      perUnit: perUnit && !total,
      quantity: quantity && !total,
      divisor,
      line,
      year,
      former,
      change,
    };
  });
}

/**
 * The amount of a normalized message, in cents, and where it stands; null when there is none (spec
 * §5 then records 0). What a person paid or received in total (issue 55): a stated total wins ('3 x
 * 8 = 24', '4 cervejas, 36 tudo'); else a quantity times its unit price ('3 pastéis a 7 cada' is
 * 21); else the best-scored number, the first among equals. A count of things is never the money
 * ('faltam 2 contas'). Above MAX_MESSAGE_CENTS it is clamped and `capped`.
 */
export function readAmount(text: string): AmountReading | null {
  const masked = maskedText(text);
  const all = candidatesOf(masked);
  const readings = readNumbers(all, masked);
  // A number that is a name ('2 corridas de 99') is no price of each while another number can be the money.
  const { numberNames } = lexicon();
  const moneyElsewhere = readings.some(({ candidate, score }) => score !== null && !numberNames.has(candidate.digits));
  const price = readings.find(
    ({ unitPrice, score, candidate }) => unitPrice && score !== null && !(moneyElsewhere && numberNames.has(candidate.digits)),
  );
  // The quantity nearest before the price ('água de 3 meses, 3x 60'), or else any.
  const quantities = readings.filter(({ quantity: counts, candidate }) => counts && candidate !== price?.candidate);
  // With no quantity said as one, a plain whole number just before 'a' and its price counts ('2 de batata a 5').
  const beforePrice = price && readings[readings.indexOf(price) - 1];
  const counted = beforePrice && !beforePrice.candidate.marked && beforePrice.candidate.cents % 100n === 0n ? [beforePrice] : [];
  const quantity = quantities.findLast(({ candidate }) => price && candidate.end <= price.candidate.start) ?? quantities[0] ?? counted[0];
  const totals = readings.filter(({ total, score }) => total && score !== null);
  // A share already stated ('minha parte deu 62') is not divided again (issue 61).
  const divisor = splitBy(readings, masked);
  const split = divisor !== 100n;
  // A share of a split bill, half a cent up: (2x + d) / 2d rounds x / d.
  const share = (cents: bigint) => (divisor > 0n ? (cents * 200n + divisor) / (divisor * 2n) : cents);
  // A total paid in instalments with no instalment's price ('celular 1.200 em 10x') records one instalment, as '10x de 150'
  // records 150 (issue 17), half a cent up; a price said after the count and 'de' is the instalment's already.
  const instalments = split ? null : instalmentsOf(masked);
  const oneInstalment = (cents: bigint, at: Candidate) =>
    instalments && !patterns().instalmentPrice.test(masked.slice(instalments.end, at.start))
      ? (cents * 2n + instalments.count) / (instalments.count * 2n)
      : null;
  if (totals.length === 0 && price && quantity) {
    const cents = (price.candidate.cents * quantity.candidate.cents + 50n) / 100n;
    const instalment = oneInstalment(cents, price.candidate);
    if (instalment !== null) return withCap(instalment, price.candidate, 'instalment');
    return withCap(share(cents), price.candidate, split ? 'share' : 'product');
  }
  const scored = (totals.length > 0 ? totals : readings).filter(({ score }) => score !== null);
  // A number that is a name ('99', the ride app; a bus's line) is money only when nothing else can be.
  const named = scored.filter(
    ({ candidate, line, year, former, change }) => !numberNames.has(candidate.digits) && !line && !year && !former && !change,
  );
  const pool = named.length > 0 ? named : scored;
  const best = pool.reduce<(typeof pool)[number] | undefined>(
    (winner, entry) => (!winner || (entry.score ?? 0) > (winner.score ?? 0) ? entry : winner),
    undefined,
  );
  if (!best) return null;
  // Change given back is taken off the money paid just before it ('paguei 100, troco de 20' is 80), unless a total is stated.
  const change = totals.length === 0 ? readings.findIndex((reading) => reading.change && reading.score !== null) : -1;
  const paid = readings[change - 1];
  const given = readings[change];
  if (paid && given && paid.score !== null && paid.candidate.cents > given.candidate.cents) {
    return withCap(share(paid.candidate.cents - given.candidate.cents), paid.candidate, 'net');
  }
  const instalment = oneInstalment(best.candidate.cents, best.candidate);
  if (instalment !== null) return withCap(instalment, best.candidate, 'instalment');
  const role = split
    ? 'share'
    : totals.length > 0
      ? 'total'
      : best.perUnit
        ? 'unit price'
        : best.line
          ? 'name'
          : best.year
            ? 'year'
            : best.former
              ? 'former'
              : best.change
                ? 'change'
                : best.quantity
                  ? 'count'
                  : 'number';
  const reading = withCap(share(best.candidate.cents), best.candidate, role);
  // A stated total then split ('total 295 dividido por 5'): what the total was, which a list before it may add up to.
  return split && totals.length > 0 ? { ...reading, undivided: Number(best.candidate.cents) } : reading;
}

/**
 * How many a bill is split by, in hundredths (100n: not split): the number of a split ('dividimos por 3'), one more when it
 * counts the others ('rachei com mais 3'), two when one person is named ('rachei com a Lu'). A share already stated ('minha
 * parte deu 62') is not divided again (issue 61).
 */
function splitBy(readings: readonly Reading[], masked: string): bigint {
  const { shareWords, eachShare, halfWords, splitWords, splitLinks, splitMe, splitHalves, splitWithLinks, splitWithMore } = lexicon();
  const words = wordsOf(masked);
  // …said with its amount a few words after it ('minha parte deu 62', 'minha parte foi de 62'); with none, after a split, it
  // is that split's share ('rachamos em 4 e paguei a minha parte').
  const stated = Array.from(masked.matchAll(/\p{L}+/gu)).some(({ 0: word, index }) => {
    const next = readings.find(({ candidate }) => candidate.start > index);
    return shareWords.has(word) && next !== undefined && wordsOf(masked.slice(index, next.candidate.start)).length <= 4;
  });
  if (stated || eachShare.some((phrase) => holds(words, phrase))) return 100n;
  const split = readings.find((reading) => reading.divisor);
  if (split) return split.candidate.cents + (split.company ? 100n : 0n);
  // 'dividida entre eu, Carla e Rafa', 'rachamos eu e o Leo', 'dividimos a luz entre eu e minha irmã': me, and one more for
  // each name listed after me, up to the price said after them ('…entre eu, a Bia e o Caio, 90').
  const me = words.findIndex(
    (word, at) =>
      splitMe.has(word) &&
      (splitWords.has(words[at - 1] ?? '') ||
        (splitLinks.has(words[at - 1] ?? '') && words.slice(Math.max(0, at - 5), at - 1).some((before) => splitWords.has(before)))),
  );
  if (me >= 0) {
    const people = masked.slice(masked.indexOf(words[me] as string, masked.indexOf(words[me - 1] as string)));
    // …up to the price, its currency mark included ('…e a Lia, R$ 57').
    const price = people.search(patterns().priceStart);
    const listed = people
      .slice(0, price >= 0 ? price : undefined)
      .split(patterns().peopleListed)
      .filter((part) => /\p{L}/u.test(part)).length;
    if (listed > 1) return BigInt(listed) * 100n;
  }
  // 'eu e a Lu dividimos', 'eu, a Bia e o Caio rachamos': me, the people listed after me, then the split's verb.
  const tokens = Array.from(masked.matchAll(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu), ([token]) => token);
  const first = tokens.findIndex((token) => splitMe.has(token));
  const verb = tokens.findIndex((token, at) => at > first && splitWords.has(token));
  const between = tokens.slice(first + 1, verb);
  if (first >= 0 && verb > first + 1 && verb - first <= 10 && between.every((token) => !/\d/u.test(token))) {
    // One more person after each join ('eu, a Bia e o Caio' is three).
    const { joinMarks, joinWords } = lexicon();
    const joins = between.filter((token) => joinMarks.has(token) || joinWords.some((join) => join.length === 1 && join[0] === token));
    if (joins.length > 0) return BigInt(joins.length + 1) * 100n;
  }
  // A split with someone named and no number ('rachei com a Lu', 'dividido com o Beto'): the bill is shared by two.
  const withOne = words.some(
    (word, index) =>
      splitWords.has(word) &&
      words
        .slice(index + 1, index + 5)
        .some(
          (after, at) =>
            splitWithLinks.has(after) && /^\p{L}/u.test(words[index + at + 2] ?? '') && !splitWithMore.has(words[index + at + 2] ?? ''),
        ),
  );
  // Half of it another's ('metade é do Rafa', 'meio a meio'), or halves said after the split's verb ('rachamos ao meio').
  const halves = words.some(
    (word, index) =>
      splitWords.has(word) && splitHalves.some((phrase) => phrase.every((each, offset) => words[index + 1 + offset] === each)),
  );
  return withOne || halves || halfWords.some((phrase) => holds(words, phrase)) ? 200n : 100n;
}

/** A share of a split bill: `cents` divided as the split in `text` says ('rachei com mais 2'), half a cent up. */
export function shareOf(cents: number, text: string): number {
  const masked = maskedText(text);
  const divisor = splitBy(readNumbers(candidatesOf(masked), masked), masked);
  return Number((BigInt(cents) * 200n + divisor) / (divisor * 2n));
}

/** A count of up to two digits or a word, standing alone after a word: '6' in 'em 6', 'três' in 'em três'. */
const COUNT_AFTER_WORD = /(?<=\p{L}\s+)(\d{1,2}|\p{L}+)(?![\p{L}\p{N}]|[.,]\d)/gu;

/** True when a verb of instalments is among the last few words of a text ('parcelei o dentista' before 'em 3'). */
const afterInstalmentVerb = (text: string) =>
  wordsOf(text)
    .slice(-4)
    .some((word) => lexicon().instalmentVerbs.has(word));
/** A word, a count of up to two digits, and a glued or spaced word: 'em 10x', 'em 12 vezes'. */
const COUNT_BETWEEN_WORDS = /(?<![\p{L}\p{N}])(\p{L}+)\s+(\d{1,2})\s*(\p{L}+)(?![\p{L}\p{N}])/gu;

/** How many instalments a note says a total is paid in ('em 10x', 'em 3 vezes'), and where the count ends; null when none. */
function instalmentsOf(text: string): { count: bigint; end: number } | null {
  const { instalmentBefore, instalmentWords, numberWords, spelling } = lexicon();
  // A word of instalments typed with a letter wrong is one too ('em 3 parcrlas').
  const isInstalment = (word: string) => instalmentWords.has(word) || instalmentWords.has(spelling.read(word));
  for (const { 0: match, 1: before = '', 2: count = '', 3: after = '', index } of text.matchAll(COUNT_BETWEEN_WORDS)) {
    if (instalmentBefore.has(before) && isInstalment(after) && BigInt(count) > 1n) {
      return { count: BigInt(count), end: index + match.length };
    }
  }
  // The count said as a word, as voice typing writes it ('em três vezes').
  const words = Array.from(text.matchAll(/\p{L}+/gu));
  for (const [at, { 0: after, index }] of words.entries()) {
    const count = numberWords.get(words[at - 1]?.[0] ?? '') ?? 0;
    if (count > 1 && isInstalment(after) && instalmentBefore.has(words[at - 2]?.[0] ?? '')) {
      return { count: BigInt(count), end: index + after.length };
    }
  }
  // After a verb of instalments, a few words on, 'em' and the count alone, in digits or in words ('parcelado em 6', 'parcelei o
  // dentista em três').
  for (const { 0: match, 1: count = '', index } of text.matchAll(COUNT_AFTER_WORD)) {
    const value = /^\d+$/u.test(count) ? Number(count) : (numberWords.get(count) ?? 0);
    if (value < 2) continue;
    const before = WORD_BEFORE.exec(text.slice(0, index))?.[1] ?? '';
    if (instalmentBefore.has(before) && afterInstalmentVerb(text.slice(0, index))) {
      return { count: BigInt(value), end: index + match.length };
    }
  }
  return null;
}

/** True when a text says how many instalments a total is paid in ('parcelado em dez', 'em 3x'). */
export const saysInstalments = (text: string) => instalmentsOf(maskedText(text)) !== null;

function withCap(cents: bigint, { start, end }: Candidate, role: AmountRole): AmountReading {
  const capped = cents > BigInt(MAX_MESSAGE_CENTS);
  return { cents: capped ? MAX_MESSAGE_CENTS : Number(cents), capped, start, end, role };
}

/** Where each number of a normalized note stands, money or not (dates and times are none): a join inside one parts nothing. */
export function numberSpans(text: string): { start: number; end: number }[] {
  const masked = maskedText(text);
  const dates = Array.from(text.matchAll(DATE_OR_TIME), ({ 0: date, index }) => ({ start: index, end: index + date.length }));
  const numbers = candidatesOf(masked);
  return [...numbers, ...dates].map(({ start, end }) => ({ start, end }));
}

/** Every number of a masked text, in digits or in words, in order. */
function candidatesOf(masked: string): Candidate[] {
  const digits = digitCandidates(masked);
  return withCents(
    [...digits, ...wordCandidates(masked, digits)].sort((a, b) => a.start - b.start),
    masked,
  );
}

function maskedText(text: string): string {
  return ungroupSpaces(text.replace(DATE_OR_TIME, (date) => ' '.repeat(date.length)).replace(patterns().gluedTimes, '×'));
}

/** Where a currency mark typed right before a number starts, in the text before that number ('R$ 5'); -1 when there is none. */
export function currencyMarkAt(before: string): number {
  return patterns().currencyAtEnd.exec(before)?.index ?? -1;
}

/** The amount of a message as typed: `readAmount` of its normalized text, in cents. */
export function parseAmount(text: string): { cents: number; capped: boolean } | null {
  const reading = readAmount(normalize(text));
  return reading && { cents: reading.cents, capped: reading.capped };
}
