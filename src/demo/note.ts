/**
 * Reading a whole note (issue 61): every reading first, then the decisions, as chrono reads a date.
 *
 * 1. The note is parted into clauses at its joins (content: joinWords, joinMarks, a line break), never inside a number
 *    ('vinte e dois', '30,50', '5/3'), and before a verb of money that stands between two amounts ('recebi 900 paguei 80').
 * 2. Each clause is read on its own: its amount (amount.ts, with the role that found it), its kind (kind.ts, with the
 *    rule that decided) and its category (category.ts).
 * 3. Refiners, an ordered list that is data (`REFINERS`), merge clauses a stated total, a split, change given back or
 *    a list before its price bind, give a clause with no verb the kind of the one before it (the note's main verb), a word of two senses
 *    ('água') the sense its neighbours name, a bare amount the thing named after it, and a word that points back ('outro')
 *    the thing named before it.
 * 4. Each clause left is an entry; a clause that records nothing (a reminder, a question) is dropped.
 *
 * Every step writes a line of the trace, which `npm run demo:eval` prints for a miss and the unit tests read.
 */
import { type AmountReading, currencyMarkAt, numberSpans, readAmount, saysInstalments, shareOf } from './amount';
import { categoryMatch } from './category';
import {
  ANOTHER_PAID_RULE,
  BILL_RULE,
  CLAUSE_NONE_RULES,
  CLIENT_RULE,
  DEFAULT_RULE,
  fromSomeone,
  INCOME_SOURCE_RULE,
  type KindReading,
  type NoneReason,
  NOT_PAID_RULE,
  OWED_RULES,
  readKind,
  SPENDING_VERB_RULE,
  THEIRS_RULE,
  WHO_PAID_RULE,
} from './kind';
import { lexicon, readWords } from './lexicon';
import type { Category } from './money';
import { holds, isEmoji, tokensOf, withoutOpeningEmoji, wordsOf } from './words';

/** One thing a note records: which way the money went, how much (null when no amount is said), where it is filed. */
export interface Entry {
  kind: 'income' | 'spending';
  cents: number | null;
  capped: boolean;
  category: Category;
}

/** A clause of the note and how it reads. */
interface Clause {
  start: number;
  end: number;
  text: string;
  amount: AmountReading | null;
  kind: KindReading;
  /** The category its own words name, or null when they name none. */
  category: Category | null;
  /** True when its kind came from a clause before it (the main verb), not from its own words. */
  inherited: boolean;
  /** True when a refiner chose its amount over what its words read first (a correction): a join keeps that amount. */
  settled?: boolean;
  /** True when a refiner kept it an entry of its own with no amount, beside another thing priced. */
  apart?: boolean;
}

/** What a note reads as: its entries in order, why it records nothing when it does not, and the trace. */
export interface NoteReading {
  entries: Entry[];
  reason?: NoneReason;
  trace: string[];
}

/**
 * A refiner: one decision over the clauses, by the text between them; it returns the clauses it leaves. `within` is the
 * category a header above the note names, if any.
 */
export interface Refiner {
  name: string;
  refine: (clauses: readonly Clause[], note: string, trace: string[], within: Category | null) => Clause[];
}

/** Blanks the span [start, end) of a text, keeping every offset. */
const blank = (text: string, start: number, end: number) => text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);

/** A text with its amount blanked out, every offset kept: what its words say beside the number. */
const besideAmount = (text: string, amount: AmountReading | null) => (amount ? blank(text, amount.start, amount.end) : text);

/** True when a position falls inside one of the spans (the note's numbers). */
const inSpans = (spans: readonly { start: number; end: number }[], at: number) => spans.some(({ start, end }) => at >= start && at < end);

/** The clause's words before its first relative word ('que'), when a verb there decides: the main clause over the one inside it. */
function mainClause(text: string, rest: string, amount: AmountReading | null): KindReading | null {
  const { relativeWords, moneyAfter } = lexicon();
  const relative = Array.from(text.matchAll(/\p{L}+/gu)).find(({ 0: word, index }) => index > 0 && relativeWords.has(word));
  if (!relative) return null;
  const head = readKind(text.slice(0, relative.index), rest.slice(0, relative.index));
  // A bill named before 'que' says no money moved when the clause after it says it is still due ('contas que vencem amanhã').
  if (head.rule === BILL_RULE && readKind(text, rest).rule === NOT_PAID_RULE) return null;
  // …also money owed or promised there, when the relative word follows its amount: the verb inside says what that money was
  // ('ficou de me devolver os 150 que emprestei').
  const owed = () =>
    amount !== null &&
    amount.end <= relative.index &&
    wordsOf(text.slice(amount.end, relative.index)).every((word) => moneyAfter.has(word)) &&
    OWED_RULES.has(head.rule);
  const decides = head.kind === 'none' ? owed() : head.rule !== DEFAULT_RULE;
  return decides ? { ...head, rule: `${head.rule}, in the main clause` } : null;
}

/** A bank statement's line opened by its sign ('(+) 1.120,00 TED SALARIO'): the sign says which way the money went. */
function statementSign(text: string): KindReading | null {
  const { statementSigns } = lexicon();
  // …with no word or number before it (an emoji may stand there).
  const opens = (sign: string) => text.includes(sign) && !/[\p{L}\p{N}]/u.test(text.slice(0, text.indexOf(sign)));
  if (opens(statementSigns.income)) return { kind: 'income', rule: "a statement's sign" };
  if (opens(statementSigns.spending)) return { kind: 'spending', rule: "a statement's sign" };
  return null;
}

/** Reads one clause of a normalized note (its text from start to end). */
function readClause(note: string, start: number, end: number): Clause {
  const text = note.slice(start, end);
  const amount = readAmount(text);
  // The amount is blanked out before the words are read: 'paguei 99 no mercado' is not the 99 app.
  const rest = besideAmount(text, amount);
  const kind = statementSign(text) ?? mainClause(text, rest, amount) ?? readKind(text, rest);
  return { start, end, text, amount, kind, category: kind.kind === 'spending' ? categoryMatch(rest) : null, inherited: false };
}

/** Where a note's clauses part: after each join word or mark that stands outside every number. */
export function joinsOf(note: string): { start: number; end: number }[] {
  const {
    joinWords,
    joinMarks,
    joinsNotAfter,
    spacedMarksAfter,
    spacedMarksAround,
    halfWords,
    splitWords,
    splitLinks,
    splitMe,
    statementSigns,
    correctionOpening,
    peopleJoins,
  } = lexicon();
  const spaced = (at: number, token: string) =>
    /\s/u.test(note[at + 1] ?? '') && (spacedMarksAfter.has(token) || (spacedMarksAround.has(token) && /\s/u.test(note[at - 1] ?? '')));
  const numbers = numberSpans(note);
  const inANumber = (at: number) => inSpans(numbers, at);
  const joins: { start: number; end: number }[] = [];
  // A line break is a mark like the others (a pasted list), so the joins come out in order.
  const words = Array.from(note.matchAll(/[\p{L}\p{N}]+|\n|[^\s\p{L}\p{N}]/gu));
  // 'dividida entre eu, Carla e Rafa': the people a split names after me part nothing, up to a number.
  const amongPeople = (index: number) => {
    let at = index - 1;
    while (at >= 0 && !splitMe.has(words[at]?.[0] ?? '')) {
      if (/\d/u.test(words[at]?.[0] ?? '') || index - at > 8) return false;
      at -= 1;
    }
    if (at < 0) return false;
    // The split's verb just before me, or a few words before the link to me ('dividimos a luz entre eu e minha irmã').
    const linked = splitLinks.has(words[at - 1]?.[0] ?? '');
    const verbs = linked ? words.slice(Math.max(0, at - 6), at - 1) : words.slice(at - 1, at);
    // …a person named after the join, up to the next join, no thing nor price ('… e o Caio', not '… e gasolina 300', '… e
    // paguei 70 do gás').
    const following = words.slice(index + 1, index + 4).map(([word]) => word);
    const nextJoin = following.findIndex((word) => joinMarks.has(word) || peopleJoins.has(word));
    const named = (nextJoin < 0 ? following : following.slice(0, nextJoin)).join(' ');
    if (verbs.some(([word]) => splitWords.has(word)) && categoryMatch(named) === null && !/\d/u.test(named)) return true;
    // 'eu e a Lu dividimos': me and the people after me, then the split's verb, on one line with no number.
    const after = words.slice(index + 1, index + 9).map(([word]) => word);
    const people = after.slice(
      0,
      Math.max(
        0,
        after.findIndex((word) => splitWords.has(word)),
      ),
    );
    return people.length > 0 && people.every((word) => word !== '\n' && !/\d/u.test(word)) && categoryMatch(people.join(' ')) === null;
  };
  for (let index = 0; index < words.length; index += 1) {
    const { 0: token, index: at } = words[index] as RegExpExecArray;
    if (inANumber(at)) continue;
    if ((joinMarks.has(token) || peopleJoins.has(token)) && amongPeople(index)) continue;
    // A statement's sign ('(+)', '(-)') is no join.
    const inASign = [statementSigns.income, statementSigns.spending].some((sign) => note.startsWith(sign, at - 1));
    if ((joinMarks.has(token) || spaced(at, token)) && !inASign) {
      // 'c/', 'p/', 's/': a letter and a slash are a short word ('com', 'para', 'sem'), no join.
      const previous = words[index - 1];
      // The token just before the slash starts one character before it: a single letter.
      if (token === '/' && previous && previous.index + 1 === at && /\p{L}/u.test(previous[0])) continue;
      joins.push({ start: at, end: at + token.length });
      continue;
    }
    // The longest join phrase that starts here ('e depois' before 'e').
    const phrase = joinWords
      .filter((join) => join.every((word, offset) => words[index + offset]?.[0] === word))
      .reduce<readonly string[]>((longest, join) => (join.length > longest.length ? join : longest), []);
    if (phrase.length === 0) continue;
    // 'rachei com mais 2': the join word is part of the phrase before it.
    if (joinsNotAfter.has(words[index - 1]?.[0] ?? '')) continue;
    const last = words[index + phrase.length - 1] as RegExpExecArray;
    // A join inside a name the lexicon files parts nothing ('move mais', a ride app).
    const around = (from: number, to: number) =>
      words
        .slice(Math.max(from, 0), to)
        .map(([word]) => word)
        .join(' ');
    // …with the join at its end, its start or in its middle ('pé e mão', 'banho e tosa', 'ida e volta').
    const ends = [index - 1, index, index + phrase.length, index + phrase.length + 1];
    if (
      [
        [ends[0], ends[2]],
        [ends[1], ends[3]],
        [ends[0], ends[3]],
      ].some(([from = 0, to = 0]) => isAName(around(from, to)))
    )
      continue;
    // …nor one inside a half said of the bill, its 'é' typed with no accent ('metade e minha', 'metade e do Rafa').
    const inAHalf = halfWords.some((half) =>
      half.some((word, at) => word === token && half.every((each, offset) => words[index - at + offset]?.[0] === each)),
    );
    // …nor one inside a correction's opening ('pera aí').
    const inACorrection = correctionOpening.some(
      (opening) =>
        opening.length > 1 &&
        opening.some((word, at) => word === token && opening.every((each, offset) => words[index - at + offset]?.[0] === each)),
    );
    if (inAHalf || inACorrection) continue;
    joins.push({ start: at, end: last.index + last[0].length });
    index += phrase.length - 1;
  }
  return withVerbJoins(note, words, joins, numbers);
}

/**
 * A note typed on with no join ('recebi 4.100 paguei o aluguel 900', 'mercado 120 farmácia 40'): a verb of money, or a
 * thing named right after an amount, opens a clause of its own where an entry stands before it and an amount after it.
 */
function withVerbJoins(
  note: string,
  words: readonly RegExpExecArray[],
  joins: { start: number; end: number }[],
  numbers: readonly { start: number; end: number }[],
): { start: number; end: number }[] {
  const {
    moneyVerbs,
    numberNames,
    moneyAfter,
    notMoneyAfter,
    totalBefore,
    outwardLegs,
    returnLegs,
    partWords,
    partMarks,
    correctionOpening,
  } = lexicon();
  // An entry: money, not a count ('2 pizzas') nor a number that names a thing ('a 99 me pagou 410'), with a word that
  // says what it was ('alert(1) gastei 10' holds none before the verb).
  // The same spans and slices are read again and again as the words are walked: each is read once.
  const amounts = new Map<string, AmountReading | null>();
  const amountOf = (text: string) => {
    if (!amounts.has(text)) amounts.set(text, readAmount(text));
    return amounts.get(text) ?? null;
  };
  const entries = new Map<string, Clause | null>();
  const entryIn = (from: number, to: number) => {
    const key = `${from}:${to}`;
    if (!entries.has(key)) entries.set(key, readEntryIn(from, to));
    return entries.get(key) ?? null;
  };
  const readEntryIn = (from: number, to: number) => {
    const clause = readClause(note, from, to);
    const { amount, kind, category } = clause;
    const digits = amount ? note.slice(from + amount.start, from + amount.end) : '';
    // A number that names a thing ('99', the ride app) is a price after a thing of another category ('academia 99'), never
    // before it ('99 até a faculdade 12,40').
    const opens = amount !== null && wordsOf(clause.text.slice(0, amount.start)).length === 0;
    const aName = numberNames.has(digits) && (category === null || category === categoryMatch(digits) || opens);
    const money = amount !== null && amount.role !== 'count' && !aName;
    return money && (kind.rule !== DEFAULT_RULE || category !== null) ? clause : null;
  };
  // A number that may count the thing after it, of two digits or more, is that thing's price in a list of things each named
  // after its price ('35 pizza 12 refri', '500 freela 230 mercado'), as it is in a note of that thing alone; a digit alone
  // counts ('2 pizza 12 refri').
  const countedIn = (from: number, to: number) => {
    const clause = readClause(note, from, to);
    const { amount, kind, category } = clause;
    const digits = amount ? note.slice(from + amount.start, from + amount.end) : '';
    const price = amount?.role === 'count' && /^\d{2,}$/u.test(digits) && !numberNames.has(digits);
    return price && ((kind.rule === DEFAULT_RULE && category !== null) || kind.kind === 'income') ? clause : null;
  };
  const inANumber = (at: number) => inSpans(numbers, at);
  // A word right after an amount, with only spaces or a money word between ('mercado 120 farmácia', '15 reais 99'), that is
  // no word of the amount's own.
  const moneyWordsOnly = (between: string) => /^[\s\p{L}]+$/u.test(between) && wordsOf(between).every((word) => moneyAfter.has(word));
  // …and that the number does not count ('2 ingressos 64', '3 coxinhas a 5': the number and the word read as no money).
  const afterAnAmount = (from: number, at: number, word: string) =>
    !moneyAfter.has(word) &&
    !notMoneyAfter.has(word) &&
    (!inANumber(at) || numberNames.has(word)) &&
    numbers.some(
      ({ start, end }) =>
        start >= from && end < at && moneyWordsOnly(note.slice(end, at)) && amountOf(note.slice(start, at + word.length)) !== null,
    );
  // 'padaria 3 pão 2 sonho deu 14': numbers of one or two digits before a total the span states, that do not add up to it,
  // count the things: no thing after them opens an entry.
  const countsOfATotal = (from: number, to: number) => {
    const whole = amountOf(note.slice(from, to));
    if (whole?.role !== 'total') return false;
    const spans = numbers.filter(({ start, end }) => start >= from && end <= from + whole.start);
    const counts = spans.map(({ start, end }) => note.slice(start, end));
    const sum = counts.reduce((total, count) => total + Number(count), 0);
    // …each number before a thing, as a count stands ('3 pão 2 sonho deu 14'), not after it ('café 6 pão 4 deu 12': prices).
    const last = spans.at(-1);
    const thingAfterLast = last !== undefined && wordsOf(note.slice(last.end, from + whole.start)).some((word) => !totalBefore.has(word));
    return thingAfterLast && counts.every((count) => /^\d{1,2}$/u.test(count)) && sum * 100 !== whole.cents;
  };
  // A count right before a thing, then 'por' and a price, is a bundle's price ('quitanda 2 melão por 15'): no price of the
  // thing before the count and a thing after it.
  const bundle = (from: number, at: number, to: number) => {
    const count = numbers.findLast(({ start, end }) => start >= from && end < at);
    const digits = count ? note.slice(count.start, count.end) : '';
    if (!count || !/^\d{1,2}$/u.test(digits) || Number(digits) < 2 || /\S/u.test(note.slice(count.end, at))) return false;
    const item = entryIn(at, to);
    const link = item?.amount ? wordsOf(item.text.slice(0, item.amount.start)).slice(1).at(-1) : undefined;
    return link !== undefined && lexicon().bundleLinks.has(link);
  };
  // A count a verb says, then its thing and 'a' and a price, is one product, not a price and a thing after it ('vendi 9
  // capinha a 15', 'vendi 18 na feirinha a 8'); a number after a thing named is that thing's price ('mercado 120 pão a 5').
  const countOfProduct = (from: number, at: number, to: number) => {
    const count = numbers.findLast(({ start, end }) => start >= from && end < at);
    if (!count) return false;
    const head = wordsOf(note.slice(from, count.start));
    const verb = head.findLastIndex((word) => moneyVerbs.has(word));
    const product = amountOf(note.slice(count.start, to));
    return (
      verb >= 0 && categoryMatch(head.slice(verb + 1).join(' ')) === null && product?.role === 'product' && product.start > at - count.start
    );
  };
  const out = [...joins];
  // A bare number of one digit may count the word after it ('cinema 2 inteira 56').
  const countable = ({ text, amount }: Clause) => amount !== null && /^\d$/u.test(text.slice(amount.start, amount.end));
  const named = (clause: Clause | null) => clause?.amount && categoryMatch(clause.text.slice(0, clause.amount.start)) !== null;
  // A price and the thing it paid for after it, nothing named before it ('gastei 60 no peixe', '35 de cerveja').
  const thingAfterPrice = (clause: Clause | null) =>
    clause?.amount != null && !named(clause) && categoryMatch(clause.text.slice(clause.amount.end)) !== null;
  // …or money in named by its source before its price ('freela 500', 'salário 2.800'), a spending's thing beside it; or after
  // its price, each thing after its price ('500 freela 230 mercado').
  const sourceFirst = (clause: Clause | null) =>
    clause?.kind.kind === 'income' && clause.amount?.role === 'number' && wordsOf(clause.text.slice(0, clause.amount.start)).length > 0;
  // The words of a clause before its price, the price's currency mark left out ('R$ 18 estacionamento' has none).
  const wordsBeforePrice = ({ text, amount }: Clause) => {
    const head = amount ? text.slice(0, amount.start) : text;
    const mark = currencyMarkAt(head);
    return wordsOf(mark >= 0 ? head.slice(0, mark) : head);
  };
  const sourceAfter = (clause: Clause | null) => {
    if (clause?.kind.kind !== 'income' || (clause.amount?.role !== 'number' && clause.amount?.role !== 'count')) return false;
    return wordsBeforePrice(clause).length === 0 && wordsOf(clause.text.slice(clause.amount.end)).length > 0;
  };
  // A thing and its own price, not the total of things counted before it ('show 2 ingresso deu 180': 2 counts).
  const thingPriced = (clause: Clause | null) => named(clause) && clause?.amount?.role !== 'total';
  // …or a thing the lexicon does not know, with a plain price of its own and no verb ('borda 10', 'volta 38'): the
  // next item of a list of things each before its price, filed as the one before it is. The thing is a word or two of letters,
  // no little word among them ('a 2,10', 'em 6 parcelas', 'pra nós 3'), none a word that says how a price reads (a correction's
  // 'não', a half, a unit of time or measure, instalments, a down payment, a total: 'uber 27 não 29', 'pizza 90 metade 45',
  // 'hotel 350 diária 175', 'carro 45.000 entrada 10.000'), and the two prices read together stay two plain prices (no
  // product, instalment nor total of them).
  const lexis = lexicon();
  // A little word names no thing: a link, an article, a count, a word that may follow an amount ('hj', 'só', 'lá').
  const little = (word: string) =>
    [lexis.links, lexis.into, lexis.definiteWords, lexis.objectStarts, lexis.countWords, lexis.flowAfter].some((set) => set.has(word));
  const ofAPrice = [
    lexis.correctionAlone,
    lexis.negations,
    lexis.qualifiers,
    lexis.shareWords,
    lexis.restWords,
    lexis.timeUnits,
    lexis.notMoneyBefore,
    lexis.notMoneyAfter,
    lexis.moneyBefore,
    lexis.totalBefore,
    lexis.totalAfter,
    lexis.instalmentWords,
    lexis.formerBefore,
    lexis.downPayment,
    lexis.changeWords,
    lexis.splitWords,
  ];
  const plainThing = (thing: readonly string[]) =>
    thing.length > 0 &&
    thing.length <= 2 &&
    thing.every((word) => /^\p{L}+$/u.test(word) && !little(word) && !ofAPrice.some((set) => set.has(word)));
  // A clause that names nothing the lexicon files and says no verb, its amount plain money (no number that names a thing).
  const unknownThing = (start: number, end: number, roles: readonly string[]) => {
    const clause = readClause(note, start, end);
    const { amount, kind, category } = clause;
    const digits = amount ? clause.text.slice(amount.start, amount.end) : '';
    const marked = amount !== null && currencyMarkAt(clause.text.slice(0, amount.start)) >= 0;
    const plain = amount !== null && roles.includes(amount.role) && !numberNames.has(digits) && (marked || !/^\d$/u.test(digits));
    return plain && kind.rule === DEFAULT_RULE && category === null ? clause : null;
  };
  const unknownPriced = (from: number, start: number, end: number) => {
    const clause = unknownThing(start, end, ['number']);
    if (!clause?.amount) return false;
    return plainThing(wordsOf(clause.text.slice(0, clause.amount.start))) && amountOf(note.slice(from, end))?.role === 'number';
  };
  // …and so, each thing after its price, is one the lexicon does not know after a price of its own, a link before it or not
  // ('300 tinta 45 pincel', '35 de pizza 12 de borda').
  const unknownAfterPrice = (from: number, start: number, end: number) => {
    const clause = unknownThing(start, end, ['number', 'count']);
    if (!clause?.amount || wordsBeforePrice(clause).length > 0) return false;
    const after = wordsOf(clause.text.slice(clause.amount.end));
    const thing = little(after[0] ?? '') ? after.slice(1) : after;
    const both = amountOf(note.slice(from, end))?.role;
    return plainThing(thing) && (both === 'number' || both === 'count');
  };
  // An emoji after a price is that price's thing's: a clause cut at it opens at the next word or number ('burguer 35 🍔 uber
  // 19').
  const pastEmoji = (at: number) => {
    if (!isEmoji(words.find(({ index }) => index === at)?.[0] ?? '')) return at;
    const next = words.find(({ 0: after, index }) => index > at && !isEmoji(after));
    // …an emoji before a price is the thing it paid for ('☕ 6,50 🥐 9').
    return next && /^\p{L}/u.test(next[0]) ? next.index : at;
  };
  for (const [position, { 0: word, index: at }] of words.entries()) {
    if (out.some(({ start, end }) => start <= at && at < end)) continue;
    // Where this word's clause starts: after the last join before it.
    const from = Math.max(0, ...out.filter(({ end }) => end <= at).map(({ end }) => end));
    const verb = !inANumber(at) && moneyVerbs.has(word);
    // A part of the entry before opens a clause of its own, which a refiner then gives back to that entry.
    // …and so does a correction said on with no join ('gastei 52 no uber peraí foi 25'), which a refiner then puts in its place.
    const opening = (phrase: readonly string[]) => phrase.every((each, offset) => words[position + offset]?.[0] === each);
    const correction = correctionOpening.find(opening);
    const part = word === partMarks.open || partWords.some(opening) || correction !== undefined;
    // The way back after the way there and its price ('uber ida 23 volta 27'); a total after a thing and its price ('pão 9
    // leite 6 total 15'): each right after an amount.
    const leg = returnLegs.has(word) && wordsOf(note.slice(from, at)).some((before) => outwardLegs.has(before));
    const total = totalBefore.has(word) || word === '=';
    const thing = !leg && !total && afterAnAmount(from, at, word);
    // The way back parts after any amount of the way there ('99 ida 15,50 na volta 18').
    const legAfter = leg && numbers.some(({ start, end }) => start >= from && end <= at);
    // An amount that opens the next thing, each thing named after its price ('gastei 60 no peixe 35 de cerveja').
    const priceFirst = numbers.some(({ start }) => start === at && start > from);
    if (!(verb || thing || legAfter || part || priceFirst || (total && afterAnAmount(from, at, word)))) continue;
    const to = out.find(({ start }) => start > at)?.start ?? note.length;
    if (thing && countsOfATotal(from, to)) continue;
    const before = entryIn(from, at);
    const priceBefore = before ?? (priceFirst && !verb ? countedIn(from, at) : null);
    if (!priceBefore && !thing) continue;
    const ownEnd = numbers.find(({ start }) => start > at && start < to)?.start ?? to;
    // …never a price each of things counted before it ('duas de alongamento a 80 cada'): a product's.
    const ownProduct = amountOf(note.slice(from, ownEnd));
    const priceOfProduct = ownProduct?.role === 'product' && ownProduct.end > at - from;
    // …nor a thing said after a unit's price ('etanol 4,39 o litro paguei 180'): the unit is that price's, the total comes after.
    const priceOfUnit = ownProduct?.role === 'unit price' && ownProduct.end <= at - from;
    // The next thing opens at its price's currency mark, if one is typed ('R$ 18 estacionamento R$ 5 manobrista').
    const mark = currencyMarkAt(note.slice(from, at));
    const nextStart = mark > 0 ? from + mark : at;
    const opensNext =
      priceFirst &&
      !verb &&
      !priceOfProduct &&
      (thingAfterPrice(priceBefore) || sourceAfter(priceBefore)) &&
      (thingAfterPrice(entryIn(nextStart, ownEnd) ?? countedIn(nextStart, ownEnd)) ||
        sourceAfter(entryIn(nextStart, ownEnd) ?? countedIn(nextStart, ownEnd)) ||
        unknownAfterPrice(from, nextStart, ownEnd));
    if (opensNext) {
      out.push({ start: pastEmoji(nextStart), end: pastEmoji(nextStart) });
      out.sort((a, b) => a.start - b.start);
      continue;
    }
    // …and a thing the lexicon does not know before its price, then a thing it knows and its own ('areia 45 petisco 19').
    if (!before) {
      const next = words.find(({ 0: after, index }) => index > at && index < to && afterAnAmount(at + word.length, index, after))?.index;
      const unknownFirst =
        thing &&
        !little(word) &&
        !priceOfUnit &&
        unknownPriced(from, from, at) &&
        thingPriced(entryIn(at, next ?? to)) &&
        amountOf(note.slice(from, next ?? to))?.role === 'number' &&
        !countOfProduct(from, at, next ?? to) &&
        !bundle(from, at, next ?? to);
      if (unknownFirst) {
        out.push({ start: pastEmoji(at), end: pastEmoji(at) });
        out.sort((a, b) => a.start - b.start);
      }
      continue;
    }
    if (!(verb || thing || legAfter || part || (total && afterAnAmount(from, at, word)))) continue;
    // After a verb, the way back or a total, any amount (a total only after a plain price, never a product it states:
    // '3 x 8 = 24'); after a thing named, a list of things each named before its price ('mercado 120 farmácia 40'), so a
    // count is never taken for a price ('comprei 2 pizzas'). The thing's own clause ends where the next thing named after
    // an amount starts ('luz 150 água 80 gás 120': '80 gás' is no count of gas).
    // …the thing named here is none of the amounts before it, a number that names a thing too ('99 pro hotel 18,70').
    const nextThing = () =>
      words.find(({ 0: after, index }) => index > at && index < to && afterAnAmount(at + word.length, index, after))?.index;
    // A correction with its price after the join ('padaria 19 não pera, 17') parts too.
    const correctionAlone = correction !== undefined && wordsOf(note.slice(at, to)).length === correction.length;
    // A verb's things may run past a join to their one price ('comprei acetona e algodão 27,90'), up to the next verb; a verb
    // with no thing after it before the join ends its clause ('salário 3.200 caiu\naluguel 900').
    const verbsReach = () => {
      if (wordsOf(note.slice(at + word.length, to)).length === 0) return false;
      const next = words.find(({ 0: after, index }) => index > at && moneyVerbs.has(after) && !inANumber(index))?.index;
      return amountOf(note.slice(at, next ?? note.length)) !== null;
    };
    const parts =
      verb || part
        ? amountOf(note.slice(at, to)) !== null || correctionAlone || (verb && verbsReach())
        : thing
          ? !priceOfUnit &&
            // …a source's price with no link after it: 'recebi 62 de gás' is what the money was for.
            (named(before) || (!countable(before) && sourceFirst(before) && !little(word))) &&
            (thingPriced(entryIn(at, nextThing() ?? to)) ||
              (!countable(before) && (sourceFirst(entryIn(at, nextThing() ?? to)) || unknownPriced(from, at, nextThing() ?? to)))) &&
            !countOfProduct(from, at, nextThing() ?? to) &&
            !bundle(from, at, nextThing() ?? to)
          : // …a total only in a list already parted ('cinema 2 ingresso deu 72' is one thing and its total).
            amountOf(note.slice(at, to)) !== null && (leg || (from > 0 && named(before) && before.amount?.role === 'number'));
    if (!parts) continue;
    out.push({ start: pastEmoji(at), end: pastEmoji(at) });
    out.sort((a, b) => a.start - b.start);
  }
  return out;
}

/** True when the words are one whole name of the lexicon ('move mais'). */
function isAName(words: string): boolean {
  const read = readWords(words);
  const [only] = lexicon().categoryTable.find(read);
  return read.length > 1 && only !== undefined && only.length === read.length;
}

/** The clauses between the joins, blank ones left out. */
function clausesOf(note: string): Clause[] {
  const bounds: [number, number][] = [];
  let from = 0;
  for (const { start, end } of joinsOf(note)) {
    bounds.push([from, start]);
    from = end;
  }
  bounds.push([from, note.length]);
  const clauses = bounds
    .filter(([start, end]) => /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(note.slice(start, end)))
    .map(([start, end]) => readClause(note, start, end));
  // A number that names a thing ('99', the ride app) is no price of each while another clause holds money ('3 corridas de 99,
  // uma 12, outra 15 e outra 9'): the clause says what was counted, its prices come after it.
  const { numberNames } = lexicon();
  const named = ({ amount, text }: Clause) => amount?.role === 'product' && numberNames.has(text.slice(amount.start, amount.end));
  return clauses.map((clause) =>
    named(clause) && clauses.some((other) => other !== clause && other.amount && !named(other)) ? { ...clause, amount: null } : clause,
  );
}

/**
 * The category most of a list's things name, when three or more of its parts name one and one category is named more than
 * all the others together ('arroz, feijão, café, sabão em pó… 486': food, not the longest name's home); null otherwise.
 */
function listCategory(text: string): Category | null {
  let from = 0;
  const votes = new Map<Category, number>();
  for (const { start, end } of [...joinsOf(text), { start: text.length, end: text.length }]) {
    const category = categoryMatch(text.slice(from, start));
    if (category) votes.set(category, (votes.get(category) ?? 0) + 1);
    from = end;
  }
  const counts = [...votes.values()];
  const all = counts.reduce((sum, count) => sum + count, 0);
  const [top] = [...votes.entries()].sort(([, a], [, b]) => b - a);
  return all >= 3 && top && top[1] * 2 > all ? top[0] : null;
}

/** Two clauses and what stands between them, read again as one. */
const joined = (note: string, first: Clause, last: Clause) => {
  const read = readClause(note, first.start, last.end);
  // A list of things read as one entry is filed where most of them are.
  const clause = read.kind.kind === 'spending' ? { ...read, category: listCategory(read.text) ?? read.category } : read;
  // A corrected price read again with the words around it would be the wrong one again ('55 de internet, ops 65').
  const settled = [first, last].find((part) => part.settled);
  return settled ? { ...clause, amount: movedInto(settled.amount, settled, clause), settled: true } : clause;
};

/**
 * The roles of an amount that is money only when no other number is, and what each is: a line's number ('ônibus 175'), a
 * year ('IPVA 2025'), a price said before the one paid ('era 200'), a count of things before their price ('tomei 2 refri, 12
 * conto').
 */
const ASIDE: ReadonlyMap<string, string> = new Map([
  ['name', "a line's number"],
  ['year', 'a year'],
  ['former', 'a price before the one paid'],
  ['count', 'a count of things'],
]);

/** The roles of an amount that is a whole entry by itself: a stated total, a product, a share, an instalment, a payment less its change. */
const COMPLETE: ReadonlySet<string> = new Set(['total', 'product', 'share', 'instalment', 'net']);

/** A clause that says half of it is another's or mine ('metade é do Rafa', 'metade minha', 'o Leo pagou metade'). */
const saysAHalf = (clause: Clause) => lexicon().halfWords.some((phrase) => holds(wordsOf(clause.text), phrase));

// A stated total runs before the main verb is given to the clauses with none, so a clause's rule is its own words'.
const hasOwnVerb = (clause: Clause) => clause.kind.rule !== DEFAULT_RULE;
/** A clause whose own words say its verb, not taken from the clause before it. */
const saysItsVerb = (clause: Clause) => hasOwnVerb(clause) && !clause.inherited;
/** A clause whose own verb of spending says it ('paguei 30'), not a bill's word nor the clause before's. */
const spendsByVerb = (clause: Clause) => clause.kind.rule === SPENDING_VERB_RULE && !clause.inherited;

/**
 * The rules that read a clause by its words alone, with no verb: the note's main verb overrides them. A word that is income
 * only by meaning (a tip, a bonus) beside a spending is paid, as issue 28 reads 'combustível 45 e 10 de gorjeta'.
 */
const WEAK_RULES: ReadonlySet<string> = new Set([DEFAULT_RULE, INCOME_SOURCE_RULE]);
const quote = (clause: Clause) => JSON.stringify(clause.text.trim());

/**
 * A stated total ('deu 12', 'total 40', '= 24') binds the list it sums: the clauses before it with no verb of their own,
 * and the one with a verb that opens the list when its price is part of the sum ('comprei pão 6 e leite 5, deu 11').
 */
const statedTotal: Refiner = {
  name: 'a stated total binds the list it sums',
  refine: (clauses, note, trace) => {
    const out = [...clauses];
    for (let last = out.length - 1; last > 0; last -= 1) {
      const total = out[last] as Clause;
      // The total as stated, also when a split then divides it ('total 295 dividido por 5').
      const stated = total.amount?.role === 'total' ? total.amount.cents : total.amount?.undivided;
      if (stated === undefined) continue;
      let first = last;
      let sum = 0;
      while (first > 0) {
        const before = out[first - 1] as Clause;
        if (sum > 0 && sum === stated) break;
        // An entry that is whole already (its own total, product or share) is no item of this list.
        if (before.amount && COMPLETE.has(before.amount.role)) break;
        // …nor a half said of the entry before it ('mercado 310, metade minha e conta do bar deu 245'): that entry's.
        if (!before.amount && out[first - 2]?.amount && saysAHalf(before)) break;
        const cents = before.amount && before.amount.role !== 'count' ? before.amount.cents : 0;
        if (hasOwnVerb(before)) {
          // The rest of a bill before it opens no list ('o resto a Ana acertou'): it speaks of that bill.
          const rest = wordsOf(before.text).some((word) => lexicon().restWords.has(word));
          if (!rest && (cents === 0 || sum + cents === stated)) [first, sum] = [first - 1, sum + cents];
          break;
        }
        // A price larger than what is left of the total is no part of it.
        if (sum + cents > stated) break;
        sum += cents;
        first -= 1;
      }
      // A total that repeats the sum of the entries just before it, one of them whole already ('uniforme 2 camisetas 40 cada,
      // tênis 120, total 200'), adds nothing: they stay entries; one that names a thing or a verb of its own is an entry.
      if (total.category === null && !hasOwnVerb(total) && repeatsWholes(out, last, stated)) {
        trace.push(`${statedTotal.name}: not ${quote(total)}, the sum of the entries before it, one of them whole`);
        out.splice(last, 1);
        continue;
      }
      // Priced items that do not add up to the total are entries of their own; the unpriced ones just before it join it as
      // any list before its price does (the next refiner).
      // …unless the total is their sum times a count or plus a percent said among them ('22 por dia, 4 dias, deu 88', '70 + 10%
      // = 77').
      const among = note.slice((out[first] as Clause).start, total.start + (total.amount?.start ?? 0));
      // Where the priced ones do not add up, the things just before the total with no price but a count are its list
      // ('uber 40, 4 long necks e 2 porções, deu 90').
      if (sum !== 0 && sum !== stated && !timesOrPercent(sum, stated, among)) {
        first = last;
        while (first > 0 && countedOnly(out[first - 1] as Clause)) first -= 1;
        if (!out.slice(first, last).some(({ amount }) => amount)) continue;
      }
      if (first === last) continue;
      // A total that only repeats the sum of entries each priced, of several categories, adds nothing: they stay entries
      // ('uber 23,90, almoço 35, café 8,50, total 67,40'), the total is dropped; a list of one category is one purchase.
      const items = out.slice(first, last);
      const priced = items.every(({ amount }) => amount?.role === 'number');
      const kinds = new Set(items.flatMap(({ category }) => (category ? [category] : [])));
      // …and so does one that repeats the sum of the home's bills, each paid on its own ('aluguel 980, luz 145, total 1.125').
      const bills = items.every(({ text }) => wordsOf(text).some((word) => lexicon().ownBills.has(word)));
      if (sum === stated && priced && (kinds.size > 1 || bills)) {
        trace.push(`${statedTotal.name}: not ${quote(total)}, the sum of the entries before it`);
        out.splice(last, 1);
        continue;
      }
      // Read whole for its verb, its things and a split before it ('dividimos em 3, deu 270'); its amount the total's own
      // number ('refri 30, total 180': not the 30 before it).
      const opening = out[first] as Clause;
      const whole = joined(note, opening, total);
      const amount = movedInto(total.amount, total, opening);
      const merged = whole.amount?.end === amount?.end ? whole : { ...whole, amount };
      trace.push(
        `${statedTotal.name}: ${out
          .slice(first, last + 1)
          .map(quote)
          .join(' + ')}`,
      );
      out.splice(first, last - first + 1, merged);
      last = first;
    }
    return out;
  },
};

/**
 * True when the priced clauses just before a total, back to the first with a verb of its own, add up to it and one of them
 * is whole already (a product, its own total): each was an entry before the total was said.
 */
function repeatsWholes(clauses: readonly Clause[], last: number, stated: number): boolean {
  let sum = 0;
  let whole = false;
  for (let at = last - 1; at >= 0 && sum < stated; at -= 1) {
    const item = clauses[at] as Clause;
    if (!item.amount || item.amount.role === 'count') return false;
    sum += item.amount.cents;
    whole ||= COMPLETE.has(item.amount.role);
    if (hasOwnVerb(item)) break;
  }
  return whole && sum === stated;
}

/**
 * A till's close: two clauses or more that say nothing but how money came in beside their amount ('pix 980', 'dinheiro
 * 267,50'; `takingsMeans`) are the day's takings, each income, whatever a verb before them said; a total after them that
 * names nothing and repeats their sum adds nothing. Before a stated total, which would bind them.
 */
const takings: Refiner = {
  name: "a till's close lists takings by how they came in",
  refine: (clauses, _note, trace) => {
    const { takingsMeans, moneyAfter, flowAfter, headerMarks } = lexicon();
    const means = ({ text, amount }: Clause) => {
      // …after a header the clause opens with, if any ('fechei o caixa: pix 640').
      const header = Math.max(...[...headerMarks].map((mark) => text.lastIndexOf(mark)));
      const words = wordsOf(besideAmount(text, amount).slice(header + 1));
      return (
        amount?.role === 'number' &&
        amount.start > header &&
        words.some((word) => takingsMeans.has(word)) &&
        words.every((word) => takingsMeans.has(word) || moneyAfter.has(word) || flowAfter.has(word))
      );
    };
    if (clauses.filter(means).length < 2) return [...clauses];
    const out: Clause[] = [];
    let run = 0;
    for (const clause of clauses) {
      if (means(clause)) {
        trace.push(`${takings.name}: ${quote(clause)}`);
        out.push({ ...clause, kind: { kind: 'income', rule: takings.name }, category: null });
        run += clause.amount?.cents ?? 0;
        continue;
      }
      if (run > 0 && clause.amount?.role === 'total' && clause.amount.cents === run && clause.category === null) {
        trace.push(`${takings.name}: not ${quote(clause)}, their sum`);
        continue;
      }
      run = 0;
      out.push(clause);
    }
    return out;
  },
};

/** A clause that counts things and says no price, with no verb of its own ('4 long necks', '2 porções'). */
const countedOnly = (clause: Clause) => !hasOwnVerb(clause) && (!clause.amount || clause.amount.role === 'count');

/** True when a total is the sum times a count said in the text ('4 dias'), or the sum plus a percent said there ('10%'). */
function timesOrPercent(sum: number, total: number, text: string): boolean {
  const counts = Array.from(text.matchAll(/(?<![\d.,])(\d{1,3})(?![\d.,%])\s*\p{L}/gu), ([, count]) => Number(count));
  const percents = Array.from(text.matchAll(/(\d{1,2}(?:[.,]\d+)?)\s*%/gu), ([, percent]) => Number((percent ?? '').replace(',', '.')));
  return counts.some((count) => sum * count === total) || percents.some((percent) => Math.round(sum * (1 + percent / 100)) === total);
}

/**
 * A split binds the bill before it: a clause that splits ('dividimos por 3', 'rachamos em 4') and says no amount is the
 * share of the entry before it, not of the one after ('pizza 96, rachamos em 3 e uber 40'), unless a share is stated
 * after it ('minha parte deu 25'): then it is that share's bill. It runs first: a stated total
 * after it would take it into its list ('pizza 90, dividimos por 3, e o uber deu 20'), and joining the clauses with no
 * amount would join it to the next.
 */
const split: Refiner = {
  name: 'a split binds the bill before it',
  refine: (clauses, note, trace) => {
    const { splitWords, shareWords, splitEvery } = lexicon();
    const out = [...clauses];
    for (let index = out.length - 1; index > 0; index -= 1) {
      const clause = out[index] as Clause;
      const before = out[index - 1] as Clause;
      const ofList = splitOfList(out, index, note);
      if (ofList) {
        trace.push(
          `${split.name}, the list's: ${out
            .slice(index - ofList.items, index + 1)
            .map(quote)
            .join(' + ')}`,
        );
        out.splice(index - ofList.items, ofList.items + 1, ofList.clause);
        index -= ofList.items;
        continue;
      }
      if (clause.amount || !before.amount || !wordsOf(clause.text).some((word) => splitWords.has(word))) continue;
      // A share stated after the split is that bill's part: the entry before is none of it ('uber 30, rachamos a pizza em 4, minha parte deu 25').
      const after = out[index + 1];
      if (after?.amount && wordsOf(after.text).some((word) => shareWords.has(word))) continue;
      // …and a split that names a bill of another thing, with an amount after it, is that amount's ('uber 30 e dividimos o
      // aluguel em 5, ficou 1.500').
      if (after?.amount && clause.category !== null && clause.category !== before.category) continue;
      // The bill is the list of things of one kind before it, with no verb of their own ('pizza 80 e refri 12, rachei com a
      // Ju'), never an entry of another kind before them ('uber 25, lanche 40 e suco 16, rachei').
      // …but a split said of every bill ('tudo rachado', 'divididas por 2') divides each bill listed before it, of any kind,
      // and the one with a verb that opens the list ('paguei a luz 140 e a internet 100, tudo rachado').
      const every = wordsOf(clause.text).some((word) => splitEvery.has(word));
      let first = index - 1;
      const ofTheBill = (item: Clause) => listed(item) && (every || item.category === before.category);
      while (first > 0 && listed(before) && ofTheBill(out[first - 1] as Clause)) first -= 1;
      const opening = out[first - 1];
      if (every && listed(before) && opening && opensList(opening)) first -= 1;
      trace.push(
        `${split.name}${every && first < index - 1 ? ', each' : ''}: ${out
          .slice(first, index + 1)
          .map(quote)
          .join(' + ')}`,
      );
      if (first === index - 1) out.splice(index - 1, 2, joined(note, before, clause));
      else if (every) {
        const bills = out.slice(first, index);
        const shares = bills.map((bill, at) =>
          withAmount(note, bill, at === bills.length - 1 ? clause : bill, bill, shareOf(bill.amount?.cents ?? 0, clause.text), 'share'),
        );
        out.splice(first, index - first + 1, ...shares);
      } else {
        const bill = out.slice(first, index).reduce((sum, item) => sum + (item.amount?.cents ?? 0), 0);
        out.splice(first, index - first + 1, withAmount(note, out[first] as Clause, clause, before, shareOf(bill, clause.text), 'share'));
      }
      index = first;
    }
    return out;
  },
};

/**
 * A split said in the last priced clause of a list of one thing's bill ('hambúrguer 38 + batata 14 dividido por 2'): it divides
 * the whole list, things of that clause's category with no verb of their own, as a split said after it would; never a split
 * said of each ('rachados'), which divides each bill by itself. Returns the one clause of my share and how many items it
 * takes before the split's clause, or null.
 */
function splitOfList(clauses: readonly Clause[], index: number, note: string): { clause: Clause; items: number } | null {
  const { splitWords, splitEvery } = lexicon();
  const clause = clauses[index] as Clause;
  if (clause.amount?.role !== 'share' || hasOwnVerb(clause) || clause.category === null) return null;
  const words = Array.from(clause.text.matchAll(/\p{L}+/gu));
  const at = words.find(([word]) => splitWords.has(word))?.index;
  if (at === undefined || words.some(([word]) => splitEvery.has(word))) return null;
  let first = index;
  while (first > 0 && listed(clauses[first - 1] as Clause) && clauses[first - 1]?.category === clause.category) first -= 1;
  const own = readAmount(clause.text.slice(0, at));
  if (first === index || !own) return null;
  const bill = clauses.slice(first, index).reduce((sum, item) => sum + (item.amount?.cents ?? 0), own.cents);
  const opening = clauses[first] as Clause;
  return { clause: withAmount(note, opening, clause, opening, shareOf(bill, clause.text), 'share'), items: index - first };
}

/** A thing and its price with no verb of its own, as the things of a bill are listed ('pizza 80 e refri 12'). */
const listed = (clause: Clause) => !hasOwnVerb(clause) && clause.amount?.role === 'number' && clause.category !== null;

/** A thing and its price after a verb of money going out, which opens a list ('paguei a luz 140'). */
const opensList = (clause: Clause) =>
  hasOwnVerb(clause) && clause.kind.kind === 'spending' && clause.amount?.role === 'number' && clause.category !== null;

/**
 * The clauses from first to last as one, read as `reading` reads (its kind and category) with an amount the refiner worked
 * out (a share of a list, a share stated), placed where the reading's amount stands.
 */
function withAmount(note: string, first: Clause, last: Clause, reading: Clause, cents: number, role: AmountReading['role']): Clause {
  const { start = 0, end = 0 } = movedInto(reading.amount, reading, first) ?? {};
  const amount: AmountReading = { cents, capped: false, role, start, end };
  return { ...reading, start: first.start, end: last.end, text: note.slice(first.start, last.end), amount };
}

/** A clause's amount with its place moved into a longer clause that starts at `into` (its offsets are the clause's own). */
function movedInto(amount: AmountReading | null, from: Clause, into: Clause): AmountReading | null {
  const shift = from.start - into.start;
  return amount && { ...amount, start: amount.start + shift, end: amount.end + shift };
}

/**
 * Change given back binds the payment before it: a clause that says only the change ('troco de 20', 'voltou 12 de troco')
 * is taken off the money paid in the clause before ('paguei 100, troco de 20' is 80), whose kind the entry keeps; a price
 * said just before that payment, when it is the payment less the change, is that same entry ('deu 42, dei 50, troco 8',
 * 'padaria 18 paguei com 20 troco 2').
 */
const changeGiven: Refiner = {
  name: 'change given back binds the payment before it',
  refine: (clauses, note, trace) => {
    const out = [...clauses];
    for (let index = out.length - 1; index > 0; index -= 1) {
      const clause = out[index] as Clause;
      // The change alone after its payment ('paguei 100, troco de 20'), or said with it ('paguei com 20 troco 2').
      const alone = clause.amount?.role === 'change';
      // The things bought, counted with no price of their own, may stand between the payment and its change ('dei 50, 3
      // pastéis e um caldo, voltou 14').
      let before = index - 1;
      while (alone && before > 0 && countedOnly(out[before] as Clause)) before -= 1;
      const paid = alone ? (out[before] as Clause) : clause;
      if (!(alone || clause.amount?.role === 'net') || !paid.amount || !clause.amount) continue;
      if (alone && paid.amount.cents <= clause.amount.cents) continue;
      const net = alone ? paid.amount.cents - clause.amount.cents : clause.amount.cents;
      // The price said before the payment, when the payment less the change is it, is the same entry ('padaria 18').
      const price = out[out.indexOf(paid) - 1];
      const first = price?.amount?.cents === net ? price : paid;
      if (first === clause) continue;
      const at = out.indexOf(first);
      trace.push(
        `${changeGiven.name}: ${out
          .slice(at, index + 1)
          .map(quote)
          .join(' + ')}`,
      );
      const whole = joined(note, first, clause);
      // …read whole, those things' counts would be taken for the payment: the payment less the change is the amount.
      const merged = before < index - 1 ? withAmount(note, first, clause, whole, net, 'net') : whole;
      const category = paid.kind.kind === 'spending' ? categoryMatch(besideAmount(merged.text, merged.amount)) : null;
      out.splice(at, index - at + 1, { ...merged, kind: paid.kind, category });
      index = at;
    }
    return out;
  },
};

/**
 * A correction said inline keeps the corrected amount only ('115 do gás, ops 125 do gás', 'uber 27, não, foi 29'): a clause
 * opened by a correction word, or a price after one standing alone, replaces the priced entry just before it, whose kind
 * and thing it keeps unless it says its own. First, so no total or split binds the price said wrong.
 */
const corrected: Refiner = {
  name: 'a correction replaces the price before it',
  refine: (clauses, note, trace) => {
    const { correctionOpening, correctionAlone } = lexicon();
    const out = [...clauses];
    for (let index = 1; index < out.length; index += 1) {
      const clause = out[index] as Clause;
      const words = wordsOf(clause.text);
      const alone = words.length === 1 && correctionAlone.has(words[0] ?? '');
      if (!alone && !correctionOpening.some((phrase) => phrase.every((word, offset) => words[offset] === word))) continue;
      // The corrected price: in the clause, or in the next one after a correction word standing alone ('ops, 34').
      const said = clause.amount ? clause : out[index + 1];
      const wrong = out[index - 1] as Clause;
      if (!said?.amount || (alone && said === clause) || !wrong.amount || wrong.kind.kind === 'none') continue;
      // The price said wrong, said again after 'não', is no corrected price ('quer dizer 23 não 32'): the one before it is.
      const fixed = notAgain(said, wrong.amount.cents);
      if (!fixed.amount) continue;
      // A correction that names another thing is an entry of its own.
      if (fixed.category !== null && wrong.category !== null && fixed.category !== wrong.category) continue;
      // …and so is a clause of 'não' and the price said wrong after it ('na verdade 78, não 87'): a word of the correction.
      const after = out[out.indexOf(said) + 1];
      const again = after?.amount?.cents === wrong.amount.cents && notAgain(after, wrong.amount.cents).amount === null;
      const last = out.indexOf(said) + (again ? 1 : 0);
      trace.push(
        `${corrected.name}: ${quote(wrong)} → ${out
          .slice(index, last + 1)
          .map(quote)
          .join(' + ')}`,
      );
      const reading = {
        ...fixed,
        kind: hasOwnVerb(fixed) ? fixed.kind : wrong.kind,
        category: fixed.category ?? wrong.category,
      };
      // A price said before the one paid ('era 80') is the one paid once the correction says so.
      const role = ASIDE.has(fixed.amount.role) ? 'number' : fixed.amount.role;
      out.splice(index - 1, last - index + 2, {
        ...withAmount(note, wrong, out[last] as Clause, reading, fixed.amount.cents, role),
        settled: true,
      });
    }
    return out;
  },
};

/**
 * A correction's clause with the price said wrong said again after 'não' left out ('quer dizer 23 não 32' reads 23): its
 * amount read again without it, or none when nothing else is said.
 */
function notAgain(clause: Clause, wrong: number): Clause {
  const { amount, text } = clause;
  if (amount?.cents !== wrong) return clause;
  const before = Array.from(text.slice(0, amount.start).matchAll(/\p{L}+/gu)).at(-1);
  if (
    !before ||
    !lexicon().correctionAlone.has(before[0]) ||
    /[\p{L}\p{N}]/u.test(text.slice(before.index + before[0].length, amount.start))
  )
    return clause;
  return { ...clause, amount: readAmount(blank(text, before.index, amount.end)) };
}

/**
 * A subtotal that sums the priced clauses above it, back to the subtotal before, only repeats them ('mercado 320, açougue
 * 98, subtotal 418'): it is dropped before a stated total could bind them, so the entries above it stay entries.
 */
const subtotal: Refiner = {
  name: 'a subtotal adds nothing',
  refine: (clauses, _note, trace) => {
    const { subtotalWords } = lexicon();
    const out: Clause[] = [];
    let group = 0;
    for (const clause of clauses) {
      const words = wordsOf(clause.text);
      if (group > 0 && clause.amount?.cents === group && subtotalWords.some((phrase) => holds(words, phrase))) {
        trace.push(`${subtotal.name}: ${quote(clause)}, the sum of the group above it`);
        group = 0;
        continue;
      }
      group += clause.amount?.cents ?? 0;
      out.push(clause);
    }
    return out;
  },
};

/**
 * An amount of zero on a line of a list, with no verb of its own, records nothing beside entries with money ('seg 85, ter 0,
 * qua 64': a day with no sales); 'recebi 0' said is still what was said. Last, so the clause has taken its part in every
 * decision before (a join reads the text between its neighbours).
 */
const zero: Refiner = {
  name: 'an amount of zero records nothing',
  refine: (clauses, _note, trace) => {
    if (!clauses.some(({ amount }) => amount !== null && amount.cents > 0)) return [...clauses];
    return clauses.filter((clause) => {
      if (clause.amount?.cents !== 0 || (hasOwnVerb(clause) && !clause.inherited)) return true;
      trace.push(`${zero.name}: ${quote(clause)}`);
      return false;
    });
  },
};

/**
 * A clause with no amount (or only a price per unit) is part of a neighbour: a list before its price joins the price ('a luz e a água, 230', '3 parcelas,
 * 50 cada', 'dividimos por 4, a pizza deu 120'), a remark after an entry joins the entry ('uber 20, tá caro').
 */
/** True when a clause with no amount says its amount is not known ('e a água também, não lembro quanto'). */
const unknownAmount = (clause: Clause) =>
  clause.amount === null && lexicon().unknownAmounts.some((phrase) => holds(wordsOf(clause.text), phrase));

const amountless: Refiner = {
  name: 'a clause with no amount joins its neighbour',
  refine: (clauses, note, trace) => {
    const out = [...clauses];
    // From the end, so a list of several clauses before one price joins it whole.
    for (let index = out.length - 1; index >= 0 && out.length > 1; index -= 1) {
      const clause = out[index] as Clause;
      const next = out[index + 1];
      const previous = out[index - 1];
      // A line's number or a year is no amount before a price that names nothing else: the clause says what the price paid
      // for, and the price's clause which way the money went ('peguei o ônibus 175 e paguei 5,00', 'IPVA 2025 pago: 900').
      if (clause.amount && ASIDE.has(clause.amount.role)) {
        // A line's number names a vehicle: its fare is that vehicle's, wherever it went ('peguei o 8700 pro shopping, 5').
        const named = clause.amount.role === 'name' ? lexicon().lineCategory : clause.category;
        // A vehicle named before its line's number is its own entry beside another of its kind ('busão 5 e metrô 9,30').
        const ownThing = categoryMatch(clause.text.slice(0, clause.amount.start)) !== null;
        const another = next?.category !== null && ((ownThing && clause.amount.role === 'name') || next?.category !== named);
        // A count joins only a bare price after it, naming nothing and saying no verb, when the thing counted follows it
        // ('tomei 2 refri, 12 conto'; not 'chaveiro 85 pq perdi a chave').
        const counted = categoryMatch(wordsOf(clause.text.slice(clause.amount.end))[0] ?? '') !== null;
        const bare = counted && next?.category === null && next.kind.rule === DEFAULT_RULE;
        if (!next?.amount || ASIDE.has(next.amount.role) || another || (clause.amount.role === 'count' && !bare)) continue;
        trace.push(`${amountless.name}: ${quote(clause)} + ${quote(next)}, ${ASIDE.get(clause.amount.role) ?? ''}`);
        // The price's own reading, its amount's place moved to the longer text.
        const amount = movedInto(next.amount, next, clause);
        const category = next.kind.kind === 'spending' ? (named ?? next.category) : null;
        out.splice(index, 2, { ...next, start: clause.start, text: note.slice(clause.start, next.end), amount, category });
        continue;
      }
      // A price per unit with no count or verb is what something costs, not what was paid ('gasolina 5,89 o litro, abasteci 200').
      if (clause.amount && (clause.amount.role !== 'unit price' || clause.kind.rule !== DEFAULT_RULE)) continue;
      // A plan or a negated verb is no part of an entry ('mercado 230, vou fazer uma janta'; 'uber 25 e não gastei mais nada'),
      // nor money to come after entries priced ('amanhã vence o IPVA'): only a bare amount after it is its own ('vou viajar em
      // julho, uns 3 mil').
      if (CLAUSE_NONE_RULES.has(clause.kind.rule) || notPaidAfterEntries(out, index) || askedAfterEntries(out, index)) {
        if (!next?.amount || next.kind.rule !== DEFAULT_RULE || next.category !== null) continue;
        trace.push(`${amountless.name}: ${quote(clause)} + ${quote(next)}, a bare amount after what records nothing`);
        // …and records nothing with it: read again, what another paid would be money to me ('o Caio pagou o churrasco, 300').
        out.splice(index, 2, { ...joined(note, clause, next), kind: clause.kind });
        continue;
      }
      // A thing said with a verb of its own and no amount, before another thing priced ('paguei a internet e gastei 40 no
      // almoço', 'paguei a luz e o ifood 45'): an entry of its own with no amount, never the price of the other.
      if (
        saysItsVerb(clause) &&
        wordsOf(clause.text).some((word) => lexicon().paidThingVerbs.has(word)) &&
        clause.kind.kind === 'spending' &&
        clause.category !== null &&
        next?.amount &&
        next.category !== null &&
        next.category !== clause.category &&
        (previous === undefined || previous.category !== clause.category)
      ) {
        trace.push(`${amountless.name}: not ${quote(clause)}, a thing of its own beside another priced`);
        out.splice(index, 1, { ...clause, apart: true });
        continue;
      }
      // Into the next clause when it is this list's price: unless the clause before is a priced entry of the same category
      // (one that records nothing is no entry: 'fiquei devendo 40, comprei também um esmalte 12'), or the price this clause
      // pays in instalments ('sofá 2.400, parcelado em dez'), or this one says half of it is another's or mine ('vendemos a
      // mesa por 400, metade é minha'): it speaks of the entry before.
      const half = previous?.amount && saysAHalf(clause);
      // A verb of money alone, parted from its amount by a join word said as an adverb ('recebi tb 50 de uma encomenda'), is
      // that amount's verb.
      const { moneyVerbs, adverbs } = lexicon();
      // …and so is a verb that opens a sentence before its amount ('um kit 210. Atendi a Paty hj, 95 o alongamento').
      const verbAlone =
        hasOwnVerb(clause) &&
        next?.amount != null &&
        !hasOwnVerb(next) &&
        (wordsOf(clause.text).every((word) => moneyVerbs.has(word) || adverbs.has(word)) ||
          (previous !== undefined && sentenceEndsBetween(note, previous, clause)));
      // A thing after a bare price and a dash, before another thing priced, is that price's ('50 - mercado\n30 - farmácia').
      const pricedBefore =
        previous !== undefined &&
        bareAmount(previous) &&
        dashBetween(note, previous, clause) &&
        clause.category !== null &&
        !hasOwnVerb(clause) &&
        next?.amount != null &&
        next.category !== null;
      const intoNext =
        next !== undefined &&
        !pricedBefore &&
        (verbAlone ||
          (!half &&
            !(previous?.amount && saysInstalments(clause.text)) &&
            (previous === undefined ||
              // …never into one that records nothing ('… da moto e o Caio pagou o churrasco, 300'), beside an entry before.
              ((next.kind.kind !== 'none' || previous.kind.kind === 'none') &&
                (!previous.amount ||
                  previous.kind.kind === 'none' ||
                  previous.category !== clause.category ||
                  next.category === null ||
                  next.category === clause.category)))));
      // There is a neighbour (out.length > 1): the next one, or the one before when this clause is the last.
      const [first, last] = intoNext ? [clause, next] : [previous as Clause, clause];
      // An entry whose amount is said to be unknown is no word of a priced one: it stays an entry of its own.
      if (unknownAmount(clause) && (intoNext ? next : previous)?.amount) {
        trace.push(`${amountless.name}: not ${quote(clause)}, its amount is unknown`);
        continue;
      }
      trace.push(`${amountless.name}: ${quote(first)} + ${quote(last)}`);
      const at = intoNext ? index : index - 1;
      // The price's own verb of money says which way it went ('peguei o 875A e recebi 5'), not a verb of the words before it.
      const merged = joined(note, first, last);
      // Another paid half of a bill I named with no verb ('pizza 90 e o Leo pagou metade'): the rest was mine, where the bill
      // is filed; half of things counted at a price ('entreguei 12 bolos a 9, a dona pagou metade') is still a sale's.
      const halvedBill =
        !intoNext &&
        half &&
        clause.kind.kind === 'income' &&
        !hasOwnVerb(first) &&
        first.category !== null &&
        first.amount?.role === 'number';
      if (halvedBill) trace.push(`${amountless.name}: another paid half of ${quote(first)}, the rest was mine`);
      const kept = halvedBill ? { ...merged, kind: first.kind, category: first.category } : merged;
      out.splice(at, 2, intoNext && hasOwnVerb(next) && next.kind.kind !== 'none' ? { ...merged, kind: next.kind } : kept);
    }
    return out;
  },
};

/** True when every clause before `index` is an entry priced and none after it has an amount: it stands beside them. */
function afterEntries(clauses: readonly Clause[], index: number): boolean {
  const before = clauses.slice(0, index);
  return (
    before.length > 0 &&
    before.every(({ amount, kind }) => amount !== null && kind.kind !== 'none') &&
    clauses.slice(index + 1).every(({ amount }) => amount === null)
  );
}

/**
 * A question with no amount after entries priced, and none after it ('gastei 70 de gasolina, 15 de lavagem, pode?'): a remark
 * beside them, not a word of the last; a note that is a question as a whole records nothing before its clauses are read.
 */
function askedAfterEntries(clauses: readonly Clause[], index: number): boolean {
  const clause = clauses[index];
  if (clause?.kind.reason !== 'question' || clause.amount) return false;
  return afterEntries(clauses, index);
}

/**
 * Money to come with no amount of its own, after entries priced and with none after it ('lanche 18, amanhã vence o IPVA'):
 * a reminder beside them, not a word of theirs.
 */
function notPaidAfterEntries(clauses: readonly Clause[], index: number): boolean {
  const clause = clauses[index];
  if (clause?.kind.rule !== NOT_PAID_RULE || clause.amount) return false;
  // …naming a thing of its own ('vence o IPVA'), not the due day of the bill before it ('conta de luz 230, vence sexta').
  const { definiteWords } = lexicon();
  if (categoryMatch(clause.text) === null && !wordsOf(clause.text).some((word) => definiteWords.has(word))) return false;
  return afterEntries(clauses, index);
}

/**
 * A share stated for each ('cada um pagou 60', '30 por pessoa'), or my part ('minha parte 900'), after a larger bill is my
 * part of that bill: one entry, the share's amount, the bill's kind and category ('churrasco deu 480, cada um pagou 60',
 * 'aluguel 1.800 (minha parte 900)').
 */
const statedShare: Refiner = {
  name: 'a share stated for each is my part of the bill before it',
  refine: (clauses, note, trace) => {
    const { eachShare, keptShare, shareWords } = lexicon();
    const out = [...clauses];
    for (let index = out.length - 1; index > 0; index -= 1) {
      const share = out[index] as Clause;
      const bill = out[index - 1] as Clause;
      const words = wordsOf(share.text);
      // The share names no thing of its own: 'rodízio 89 por pessoa' is an entry, whatever came before it. A bill already
      // split may read as much as the share stated after it ('aluguel 1.800 dividido em 2, minha parte 900').
      const larger = bill.amount && share.amount && (bill.amount.role === 'share' || bill.amount.cents > share.amount.cents);
      if (!share.amount || !bill.amount || !larger || bill.kind.kind === 'none' || share.category) continue;
      // …or what I kept of a bill already split ('dividida por 4, fiquei com 30'); after other entries, what was left.
      const kept = bill.amount.role === 'share' && keptShare.some((phrase) => holds(words, phrase));
      // Another's part sent to me by a verb of its own ('… e o Léo me fez um pix de 90 da parte dele') came in beside the bill.
      if (!kept && hasOwnVerb(share) && share.kind.kind !== 'none' && share.kind.kind !== bill.kind.kind) continue;
      if (!kept && !eachShare.some((phrase) => holds(words, phrase)) && !words.some((word) => shareWords.has(word))) continue;
      trace.push(`${statedShare.name}: ${quote(bill)} + ${quote(share)}`);
      out.splice(index - 1, 2, {
        ...withAmount(note, bill, share, share, share.amount.cents, 'share'),
        kind: bill.kind,
        category: bill.category,
      });
    }
    return out;
  },
};

/**
 * A part of the entry before is no entry ('mercado 200 sendo 50 de carne', 'farmácia 120, incluindo 80 de remédio'): a
 * clause that opens with a part word, or holds one that says 'of it' ('disso'), and says less than the entry before it is
 * given back to that entry, whose reading stays.
 */
const partOf: Refiner = {
  name: 'a part of the entry before is no entry',
  refine: (clauses, note, trace) => {
    const { partWords, partOfItWords, partMarks, shareWords } = lexicon();
    const out = [...clauses];
    for (let index = out.length - 1; index > 0; index -= 1) {
      const part = out[index] as Clause;
      const entry = out[index - 1] as Clause;
      const words = wordsOf(part.text);
      // The parts in marks run to the clause that closes them ('(remédio 60', 'vitamina 20)').
      const signed = statementSign(part.text) !== null;
      const marked = part.text.trimStart().startsWith(partMarks.open) && !signed;
      const close = marked ? out.findIndex((clause, at) => at >= index && clause.text.includes(partMarks.close)) : index;
      const parts = out.slice(index, close + 1);
      const sum = parts.reduce((total, { amount }) => total + (amount?.cents ?? 0), 0);
      if (close < 0 || !part.amount || !entry.amount || sum > entry.amount.cents) continue;
      // My part of it is no part spent on a thing: it is what I paid ('aluguel 1.800 (minha parte 900)', the next refiners).
      if (words.some((word) => shareWords.has(word))) continue;
      // …opened by a part word ('sendo 50 de carne'), or saying anywhere that it is of that entry ('uns 80 disso').
      const opens = partWords.some((phrase) => phrase.every((word, offset) => words[offset] === word));
      if (!marked && !opens && !partOfItWords.some((phrase) => holds(words, phrase))) continue;
      // …but money of it that went the other way by a verb of its own is an entry ('recebi 200, já gastei 150 disso').
      if (!marked && !opens && hasOwnVerb(part) && part.kind.kind !== entry.kind.kind) continue;
      const last = parts.at(-1) as Clause;
      trace.push(`${partOf.name}: ${quote(entry)} + ${parts.map(quote).join(' + ')}`);
      out.splice(index - 1, parts.length + 1, withAmount(note, entry, last, entry, entry.amount.cents, entry.amount.role));
    }
    return out;
  },
};

/** What is left after the entries ('sobrou 1000', 'saldo 300') is a balance, no entry, where another clause has an amount. */
const leftOver: Refiner = {
  name: 'what is left is no entry',
  refine: (clauses, _note, trace) => {
    const { leftWords } = lexicon();
    const left = (clause: Clause) => leftWords.has(wordsOf(clause.text)[0] ?? '');
    if (!clauses.some((clause) => clause.amount && !left(clause))) return [...clauses];
    return clauses.filter((clause) => {
      if (!left(clause) || !clause.amount) return true;
      trace.push(`${leftOver.name}: ${quote(clause)}`);
      return false;
    });
  },
};

/**
 * A bill paid in parts, one of them the rest ('o resto'), is one entry of mine, filed where the bill is: what I paid when
 * another paid the rest ('a conta deu 120, eu paguei 40 e o resto o Léo pagou'), the bill less another's part when I paid the
 * rest ('deu 205, ele pagou 120 e eu o resto'). The bill and the other's part are no entries of mine.
 */
const restOfBill: Refiner = {
  name: 'a bill paid in parts is my part of it',
  refine: (clauses, note, trace) => {
    const { restWords, myself, myMoneyVerbs, othersPaying } = lexicon();
    const says = (clause: Clause, words: (word: string) => boolean) => wordsOf(clause.text).some(words);
    const mine = (clause: Clause) => says(clause, (word) => myMoneyVerbs.has(word) || myself.has(word));
    const theirs = (clause: Clause) => !mine(clause) && says(clause, (word) => othersPaying.has(word));
    const out = [...clauses];
    for (let index = out.length - 3; index >= 0; index -= 1) {
      // Three clauses from here, fewer once an entry after it took three into one.
      if (index + 2 >= out.length) continue;
      const [bill, first, second] = out.slice(index, index + 3) as [Clause, Clause, Clause];
      const rest = [first, second].find((clause) => !clause.amount && says(clause, (word) => restWords.has(word)));
      const part = rest === first ? second : first;
      if (!rest || bill.kind.kind !== 'spending' || !bill.amount || !part.amount || part.amount.cents >= bill.amount.cents) continue;
      const cents =
        mine(rest) && theirs(part) ? bill.amount.cents - part.amount.cents : theirs(rest) && mine(part) ? part.amount.cents : null;
      if (cents === null) continue;
      trace.push(`${restOfBill.name}: ${[bill, first, second].map(quote).join(' + ')}`);
      // My part goes the way my own verb says, if it says one ('eu paguei o resto'); 'eu o resto' paid the bill.
      const my = mine(rest) ? rest : part;
      const kind: KindReading = hasOwnVerb(my) && my.kind.kind !== 'none' ? my.kind : { kind: 'spending', rule: restOfBill.name };
      out.splice(index, 3, { ...withAmount(note, bill, second, bill, cents, 'share'), kind });
    }
    return out;
  },
};

/**
 * The note's main verb is the default: a clause whose own words say nothing of which way the money went takes the kind
 * of the clause before it ('vendi a cadeira 80 e a mesa 150'), and its category when it names none ('feira 38 e mais 12').
 */
const mainVerb: Refiner = {
  name: "a clause with no verb takes the one before it's",
  refine: (clauses, note, trace) => {
    const out: Clause[] = [];
    for (const clause of clauses) {
      const before = out.at(-1);
      const spending = before?.kind.kind === 'spending';
      // A sentence's end ends an income verb's reach: a clause after it with no verb is spec §5's spending, not one more
      // sale ('vendi 6 quadros a 120. moldura 80'); a join word after the stop carries the verb on ('. e 3 tortas a 40'), and
      // so does a verb said after its price, just before the stop ('1.200 no pix e vendido!! o sofá foi por 350').
      if (
        before?.kind.kind === 'income' &&
        clause.kind.rule === DEFAULT_RULE &&
        sentenceEndsBetween(note, before, clause) &&
        !verbLast(before)
      ) {
        trace.push(`${mainVerb.name}: not ${quote(clause)}, a sentence ends before it`);
        out.push(clause);
        continue;
      }
      // A clause that names a spending category is no income of the verb before it ('recebi 2 mil e 2k de aluguel').
      // …unless it opens as the verb's second object does ('vendi a mesa 300 e a estante 150').
      // …and a service after a client's is one more sold ('atendi 2 clientes: corte 50 e barba 30').
      const service = before?.kind.rule === CLIENT_RULE;
      // …and money from someone after an income is one more, whatever it paid for ('… e 60 da vizinha pelos doces').
      const fromAnother = clause.amount !== null && fromSomeone(clause.text.slice(clause.amount.end));
      const takes =
        spending ||
        (clause.kind.rule === DEFAULT_RULE &&
          (clause.category === null || service || fromAnother || objectOf(clause) || oneMoreThing(out, clause)));
      if (before && WEAK_RULES.has(clause.kind.rule) && before.kind.kind !== 'none' && takes) {
        const category = spending ? (clause.category ?? before.category) : null;
        trace.push(`${mainVerb.name}: ${quote(clause)} is ${before.kind.kind}${category ? ` in ${category}` : ''}`);
        out.push({ ...clause, kind: { kind: before.kind.kind, rule: before.kind.rule }, category, inherited: true });
      } else out.push(clause);
    }
    return out;
  },
};

/** True when a clause's words after its amount say which way the money went ('1.200 no pix e vendido'): its verb ends it. */
function verbLast({ text, amount }: Clause): boolean {
  const tail = amount ? text.slice(amount.end) : '';
  return readKind(tail, tail).rule !== DEFAULT_RULE;
}

/** True when only a dash of `spacedJoinMarks.around` and spaces stand between two clauses ('50 - mercado'). */
function dashBetween(note: string, before: Clause, clause: Clause): boolean {
  const between = note.slice(before.end, clause.start).trim();
  return lexicon().spacedMarksAround.has(between);
}

/** True when only a sentence's end stands between two clauses: a mark of `spacedJoinMarks.after` ('.', '!') and spaces. */
function sentenceEndsBetween(note: string, before: Clause, clause: Clause): boolean {
  const { spacedMarksAfter } = lexicon();
  const between = note.slice(before.end, clause.start).trim();
  const left = [...spacedMarksAfter].reduce((text, mark) => text.replaceAll(mark, ''), between);
  return between.length > 0 && left === '';
}

/** True when a spending clause says nothing but its amount (and a verb of money): it names no thing it paid for. */
function bareAmount(clause: Clause): boolean {
  const { moneyVerbs, moneyAfter } = lexicon();
  const rest = besideAmount(clause.text, clause.amount);
  return (
    clause.kind.kind === 'spending' &&
    clause.category === null &&
    clause.amount !== null &&
    // Emoji and a currency mark say nothing of what was paid ('🙏 paguei R$ 45').
    readWords(rest.replace(/r\$|\$/gu, ' '))
      .filter((word) => /\p{L}/u.test(word))
      .every((word) => moneyVerbs.has(word) || moneyAfter.has(word))
  );
}

/**
 * A bare amount takes the thing named after it: a spending clause that says nothing but its amount (and a verb of money)
 * is filed where the next clause that names a thing is, across other bare ones ('gastei 10, 20 e 30 no mercado').
 */
const bareAmounts: Refiner = {
  name: 'a bare amount takes the thing named after it',
  refine: (clauses, _note, trace) => {
    const out = [...clauses];
    for (let index = out.length - 2; index >= 0; index -= 1) {
      const clause = out[index] as Clause;
      const next = out[index + 1] as Clause;
      // …not a clause said with a verb of spending of its own: another sentence ('R$ 1.450,00 e paguei 123 de água').
      if (!bareAmount(clause) || next.kind.kind !== 'spending' || next.category === null || spendsByVerb(next)) continue;
      trace.push(`${bareAmounts.name}: ${quote(clause)} is in ${next.category}`);
      out[index] = { ...clause, category: next.category };
    }
    return out;
  },
};

/**
 * A word that points back takes the thing named before it: a spending that names no category but 'outro' or 'um novo' is
 * filed where the thing of the clause before is, whichever way that one's money went ('estorno do ifood e pedi outro').
 */
const pointBack: Refiner = {
  name: 'a word that points back takes the thing before it',
  refine: (clauses, _note, trace) => {
    const { pointBack: words } = lexicon();
    return clauses.map((clause, index) => {
      const before = clauses[index - 1];
      if (!before || clause.kind.kind !== 'spending' || clause.category !== null) return clause;
      if (!wordsOf(clause.text).some((word) => words.has(word))) return clause;
      const category = before.category ?? categoryMatch(besideAmount(before.text, before.amount));
      if (!category) return clause;
      trace.push(`${pointBack.name}: ${quote(clause)} is in ${category}`);
      return { ...clause, category };
    });
  },
};

/**
 * A word of two senses takes the one its neighbours name: a word another category files alone ('água', the water bill) is
 * the thing of the category that lists it as `counted` when it is counted ('uma água 5', '2 águas') or, said with no
 * article of a bill ('a água'), beside that category's things, in its clause or the next to it ('pastel 8 e água 5'), unless
 * both say a verb of their own.
 */
const twoSenses: Refiner = {
  name: 'a word of two senses takes the one its neighbours name',
  refine: (clauses, _note, trace) => {
    const { twoSenses: senses, countWords, definiteWords, spelling, categoryTable } = lexicon();
    return clauses.map((clause, index) => {
      if (clause.kind.kind !== 'spending' || clause.category === null) return clause;
      const rest = besideAmount(clause.text, clause.amount);
      const tokens = tokensOf(rest);
      const at = tokens.findIndex((token) => senses.has(spelling.read(token)));
      const key = spelling.read(tokens[at] ?? '');
      const sense = senses.get(key);
      if (!sense || sense === clause.category) return clause;
      // Anything else the clause names is of that sense ('uma água e um café 9'; 'água de coco' and 'conta de água' are
      // entries of their own).
      const read = readWords(rest);
      const others = categoryTable.find(read).filter(({ start, length }) => length !== 1 || read[start] !== key);
      if (others.some(({ value }) => value.category !== sense)) return clause;
      const before = tokens[at - 1] ?? '';
      const counted = countWords.has(before) || /^\d{1,2}$/u.test(before);
      // A neighbour said with a verb of its own, beside a clause with its own, is another sentence ('paguei 89 de água e
      // gastei 40 no boteco').
      const beside =
        others.length > 0 ||
        [clauses[index - 1], clauses[index + 1]].some(
          (other) => other?.kind.kind === 'spending' && other.category === sense && !(saysItsVerb(clause) && saysItsVerb(other)),
        );
      // …and uncounted after a thing of the bill's own category, it is that bill ('luz 176, água 52, pão 7').
      const afterABill = clauses[index - 1]?.kind.kind === 'spending' && clauses[index - 1]?.category === clause.category;
      if (!counted && (definiteWords.has(before) || !beside || afterABill)) return clause;
      trace.push(`${twoSenses.name}: ${quote(clause)} is in ${sense}`);
      return { ...clause, category: sense };
    });
  },
};

/**
 * A header that names a thing files the things under it that name none ('reforma do banheiro: paguei 2 diárias do
 * ajudante a 90' is Moradia), after every other refiner has given them the category it could.
 */
const headerThing: Refiner = {
  name: 'a header that names a thing files the items that name none',
  refine: (clauses, _note, trace, within) =>
    clauses.map((clause) => {
      if (!within || clause.kind.kind !== 'spending' || clause.category !== null) return clause;
      trace.push(`${headerThing.name}: ${quote(clause)} is in ${within}`);
      return { ...clause, category: within };
    }),
};

/**
 * A charge on a thing takes the category of the thing beside it: a spending that names nothing but the charge (labour, a
 * fine, shipping: `chargeWords`; 'mão de obra 120', 'multa de 130') is filed where the clause before names a thing
 * ('pastilha de freio 180'), else the one after; alone, where the lexicon files it (labour a builder's, a fine a fee).
 */
const charges: Refiner = {
  name: 'a charge on a thing takes the thing beside it',
  refine: (clauses, _note, trace) => {
    const onlyCharge = (clause: Clause) => {
      if (clause.kind.kind !== 'spending') return false;
      const words = wordsOf(besideAmount(clause.text, clause.amount));
      const phrase = lexicon().charges.find((chargeWords) => holds(words, chargeWords));
      if (!phrase) return false;
      const at = words.findIndex((_, start) => phrase.every((word, offset) => words[start + offset] === word));
      // …nor a longer name that holds the charge ('multa de trânsito' is Transporte by its own words).
      if (clause.category !== categoryMatch(phrase.join(' '))) return false;
      return categoryMatch([...words.slice(0, at), ...words.slice(at + phrase.length)].join(' ')) === null;
    };
    // …a neighbour said with a verb of its own, beside a charge with its own, is another sentence ('o frete custava 45 mas
    // paguei 30 e pizza custava 70, paguei 55').
    const thing = (clause: Clause | undefined, charge: Clause) =>
      clause?.kind.kind === 'spending' && clause.category !== null && !onlyCharge(clause) && !(spendsByVerb(clause) && spendsByVerb(charge))
        ? clause.category
        : null;
    return clauses.map((clause, index) => {
      if (!onlyCharge(clause)) return clause;
      const category = thing(clauses[index - 1], clause) ?? thing(clauses[index + 1], clause);
      if (!category || category === clause.category) return clause;
      trace.push(`${charges.name}: ${quote(clause)} is in ${category}`);
      return { ...clause, category };
    });
  },
};

/** A thing named before its price (the words before the amount name a category). */
const thingFirst = (clause: Clause) => clause.amount !== null && categoryMatch(clause.text.slice(0, clause.amount.start)) !== null;

/** A thing named after its price, and none before it ('40 do brigadeiro'). */
const thingAfter = (clause: Clause) =>
  clause.amount !== null && !thingFirst(clause) && categoryMatch(clause.text.slice(clause.amount.end)) !== null;

/**
 * True when a clause is one more object of the verb before it, named as that one's is: a verb whose objects are things
 * ('vendi bolo 80'), its thing before its price, and this clause's thing before its price too ('e brigadeiro 40'), across
 * the ones so read before it ('brigadeiro 40, pudim 30'); or a noun of money for a thing ('venda', 'estorno') with its thing
 * after its price, and this clause's thing after its price too ('recebi 80 da venda do bolo e 40 do brigadeiro').
 */
const oneMoreThing = (before: readonly Clause[], clause: Clause) => {
  const shape = thingFirst(clause) ? thingFirst : thingAfter(clause) ? thingAfter : null;
  if (!shape) return false;
  let at = before.length - 1;
  while (at > 0 && (before[at] as Clause).inherited && shape(before[at] as Clause)) at -= 1;
  const verbs = before[at];
  if (!verbs?.amount || verbs.inherited || !shape(verbs)) return false;
  const { thingVerbForms, signalTable } = lexicon();
  const head = wordsOf(verbs.text.slice(0, verbs.amount.start));
  const verb = head.findIndex((word) => thingVerbForms.has(word));
  // Its thing after its price: after a noun of money for a thing, or a verb whose objects are things ('vendi 150 de bolo').
  if (shape === thingAfter) return verb >= 0 || signalTable.find(readWords(verbs.text)).some(({ value }) => value === 'income-noun');
  return verb >= 0 && readWords(head.slice(verb + 1).join(' ')).length > 0;
};

/** True when a clause opens as a verb's object does, with an article or a possessive ('a estante', 'o meu sofá'). */
const objectOf = (clause: Clause) => lexicon().objectStarts.has(wordsOf(clause.text)[0] ?? '');

/**
 * What someone else paid beside what I paid is theirs: a note that says who paid what, with a verb of my own money ('eu paguei a janta 140 e ela pagou o
 * vinho 90', 'o chefe pagou tudo, só paguei meu uber 24') records only my part. It runs first, so no refiner takes their
 * clause into an entry of mine; with nothing I paid beside it, their payment is money to me ('meu chefe pagou o uber de volta, 38').
 */
const theirs: Refiner = {
  name: 'what someone else paid beside what I paid is theirs',
  refine: (clauses, note, trace) => {
    const { myMoneyVerbs } = lexicon();
    // Who paid, said after a bill with no verb of its own ('o jantar foi 180, quem pagou foi o Pedro'): the bill is theirs.
    const byMe = (clause: Clause) => wordsOf(clause.text).some((word) => myMoneyVerbs.has(word));
    const out: Clause[] = [];
    for (const clause of clauses) {
      const bill = out.at(-1);
      if (clause.kind.rule === WHO_PAID_RULE && !clause.amount && bill?.amount && bill.kind.kind === 'spending' && !byMe(bill)) {
        trace.push(`${theirs.name}: ${quote(bill)} + ${quote(clause)}`);
        out.splice(-1, 1, { ...joined(note, bill, clause), kind: clause.kind, category: null });
      } else out.push(clause);
    }
    const mine = (clause: Clause) => clause.kind.rule !== ANOTHER_PAID_RULE && byMe(clause);
    if (!out.some(mine)) return out;
    return out.map((clause) => {
      if (clause.kind.rule !== ANOTHER_PAID_RULE) return clause;
      trace.push(`${theirs.name}: ${quote(clause)}`);
      return { ...clause, kind: { kind: 'none', reason: 'remark', rule: THEIRS_RULE }, category: null };
    });
  },
};

/** The sign a ledger's line opens with ('+ 80 faxina', '- 18 ônibus'), where the note holds lines of both signs; null otherwise. */
function ledgerSignsOf(note: string): ((at: number) => 'income' | 'spending' | null) | null {
  const { ledgerSigns } = lexicon();
  const signOf = (line: string): 'income' | 'spending' | null => {
    // …after an emoji or a space ('🙏 + 80 faxina').
    const opening = withoutOpeningEmoji(line);
    if (ledgerSigns.income.some((sign) => opening.startsWith(sign))) return 'income';
    return ledgerSigns.spending.some((sign) => opening.startsWith(sign)) ? 'spending' : null;
  };
  const signs = note.split('\n').map(signOf);
  if (!signs.includes('income') || !signs.includes('spending')) return null;
  return (at) => signs[note.slice(0, at).split('\n').length - 1] ?? null;
}

/**
 * A ledger's line says with its sign which way its money went ('+ 150 faxina / - 35 almoço'), where its words say it only
 * weakly: a verb of its own still decides.
 */
const ledger: Refiner = {
  name: "a ledger's sign",
  refine(clauses, note, trace) {
    const signAt = ledgerSignsOf(note);
    if (!signAt) return [...clauses];
    return clauses.map((clause) => {
      const sign = signAt(clause.start);
      // …over what its words say weakly (no word, or a word of income only by meaning), so no verb before it decides either.
      if (!sign || !WEAK_RULES.has(clause.kind.rule)) return clause;
      trace.push(`${ledger.name}: ${quote(clause)} is ${sign}`);
      return { ...clause, kind: { kind: sign, rule: ledger.name }, category: sign === 'income' ? null : clause.category };
    });
  },
};

/** The refiners, in the order they run: each reads what the ones before it left. */
export const REFINERS: readonly Refiner[] = [
  corrected,
  theirs,
  split,
  changeGiven,
  subtotal,
  takings,
  statedTotal,
  partOf,
  leftOver,
  restOfBill,
  amountless,
  ledger,
  statedShare,
  mainVerb,
  twoSenses,
  bareAmounts,
  pointBack,
  headerThing,
  charges,
  zero,
];

const describe = ({ text, amount, kind, category }: Clause) =>
  `${JSON.stringify(text.trim())}: ${kind.kind} (${kind.rule}), ${amount ? `${amount.cents} (${amount.role})` : 'no amount'}${category ? `, ${category}` : ''}`;

/** Spec §5: every income is Salário; a spending whose words name no category is Outros ("anything else"). */
function entryOf({ kind, amount, category }: Pick<Clause, 'kind' | 'amount' | 'category'>): Entry {
  const income = kind.kind === 'income';
  return {
    kind: income ? 'income' : 'spending',
    cents: amount?.cents ?? null,
    capped: amount?.capped ?? false,
    category: income ? 'Salário' : (category ?? 'Outros'),
  };
}

/**
 * The list after a header: the words before the note's first header mark (a colon, a line break), with no number, and after
 * it a list that names things with their prices; null when the note has no such header. A header that asks (a question's
 * start) heads any such list; one that says nothing of which way the money went ('festa do Davi:') heads a list of two
 * entries or more, whose things then name their own categories ('bolo 120, decoração 90').
 */
function afterHeader(note: string, refiners: readonly Refiner[], asked: boolean): (NoteReading & { start: number }) | null {
  const { headerMarks, askedHeaderMarks } = lexicon();
  const marks = asked ? [...headerMarks, ...askedHeaderMarks] : [...headerMarks];
  const at = Math.min(...marks.map((mark) => note.indexOf(mark)).filter((index) => index >= 0));
  if (!Number.isFinite(at)) return null;
  const start = at + 1;
  const header = note.slice(0, start);
  const rest = note.slice(start);
  if (numberSpans(header).length > 0 || categoryMatch(rest) === null) return null;
  if (!asked && readKind(header, header).rule !== DEFAULT_RULE) return null;
  // A header that names a thing ('reforma do banheiro:') files the things under it that name none.
  const reading = readEntries(rest, refiners, categoryMatch(header));
  const enough = reading.entries.length >= (asked ? 1 : 2);
  return enough && reading.entries.every(({ cents }) => cents !== null) ? { ...reading, start } : null;
}

/**
 * A word of the lexicon typed glued to a price ('gastei30', 'uber25', '30reais'): the word and the number apart. A number
 * of one digit stays part of the word ('uber2', 'ps5': a name), and so does a word the lexicon does not know.
 */
function unglued(note: string): string {
  const { spelling, moneyVerbs, moneyAfter } = lexicon();
  const known = (word: string) => word.length >= 3 && (spelling.knows(word) || moneyVerbs.has(word) || moneyAfter.has(word));
  return note
    .replace(/(?<![\p{L}\p{N}])(\p{L}+)(\d{2,}(?:[.,]\d+)?)(?![\p{L}\p{N}])/gu, (glued, word: string, number: string) =>
      known(word) ? `${word} ${number}` : glued,
    )
    .replace(/(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)(\p{L}+)(?![\p{L}\p{N}])/gu, (glued, number: string, word: string) =>
      known(word) ? `${number} ${word}` : glued,
    );
}

/**
 * A list's numbering: at the start of its lines ('1) mercado 120', '2. luz 150', '1- aluguel', '2º gás'), or on one line
 * with the mark glued to its number ('1) feira 45 2) gás 120', '1- feira 38, 2- padaria 9').
 */
const NUMBERING = [/(?<=^|\n)([ \t]*)(\d{1,2})[ \t]*[.)\-–º°](?=[ \t])/gu, /(?<=^|[\s,;:])()(\d{1,2})[)-](?=[ \t])/gu] as const;

/**
 * A pasted list numbered 1, 2, 3 … from its first item: the numbers are no money, only where each item starts. Numbers
 * that do not run so are prices ('45 - gasolina\n12 - pastel').
 */
function unnumbered(note: string): string {
  for (const numbering of NUMBERING) {
    const numbers = Array.from(note.matchAll(numbering), (match) => Number(match[2]));
    if (numbers.length >= 2 && numbers.every((number, index) => number === index + 1)) return note.replace(numbering, '$1');
  }
  return note;
}

/**
 * Reads a normalized, non-blank note: its entries and the trace of every rule that fired. `within` is the category a header
 * above the note names, where its spendings that name none are filed.
 */
export function readEntries(typed: string, refiners: readonly Refiner[] = REFINERS, within: Category | null = null): NoteReading {
  const note = unglued(unnumbered(typed));
  const trace: string[] = note === typed ? [] : [`unglued: ${JSON.stringify(note)}`];
  // A question, a reminder or a greeting is read from the whole note: it records nothing, whatever it lists.
  const whole = readClause(note, 0, note.length);
  // A question's start that heads a list ('resumo de hoje:', a first line) asks nothing: the list after it is read.
  const list =
    whole.kind.kind !== 'none' || whole.kind.reason === 'question' ? afterHeader(note, refiners, whole.kind.reason === 'question') : null;
  if (list) return { ...list, trace: [`a header before a list: ${JSON.stringify(note.slice(0, list.start).trim())}`, ...list.trace] };
  const nothing = (): NoteReading => {
    trace.push(`the note: none (${whole.kind.rule})`);
    return { entries: [], ...(whole.kind.reason ? { reason: whole.kind.reason } : {}), trace };
  };
  // …but a verb of money negated or a plan is only its clause's beside an entry ('uber 25 e não gastei mais nada'), and so is
  // money to come said with no amount after entries priced ('uber 25 e lanche 18, amanhã vence o IPVA').
  let clauses = clausesOf(note);
  const onlyAfterEntries =
    whole.kind.rule === NOT_PAID_RULE &&
    clauses.every((clause, index) => clause.kind.rule !== NOT_PAID_RULE || notPaidAfterEntries(clauses, index));
  if (whole.kind.kind === 'none' && !CLAUSE_NONE_RULES.has(whole.kind.rule) && !onlyAfterEntries) return nothing();
  trace.push(`clauses: ${clauses.map(describe).join(' | ')}`);
  for (const refiner of refiners) clauses = refiner.refine(clauses, note, trace, within);
  const kept = clauses.filter(({ kind, text }) => {
    if (kind.kind !== 'none') return true;
    trace.push(`dropped, records nothing (${kind.rule}): ${JSON.stringify(text.trim())}`);
    return false;
  });
  if (kept.length === 0) {
    if (whole.kind.kind === 'none') return nothing();
    trace.push('every clause dropped: the note read whole');
    return { entries: [entryOf(whole)], trace };
  }
  // An entry with no amount beside entries with one says nothing the others do not: it is a word of theirs, unless the note
  // says its amount is unknown.
  const priced = kept.some(({ amount }) => amount !== null);
  const entries = priced ? kept.filter((clause) => clause.amount !== null || clause.apart || unknownAmount(clause)) : kept.slice(0, 1);
  return { entries: entries.map(entryOf), trace };
}
