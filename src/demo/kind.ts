/**
 * Deciding the kind: income, spending, or not a transaction at all (a question, a reminder, a
 * greeting), by what the words mean (content/demoLexicon/).
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
 * - Nothing is recorded for a remark with no amount ('gastei demais', 'tô no vermelho'), a verb of money negated ('não
 *   comprei nada', 'ainda não me pagou'), a command to the assistant ('desfaz isso'), or money not paid yet: owed,
 *   wished for, quoted, planned with any verb ('preciso trocar o pneu'), or to come ('sexta cai o vale').
 * - A reminder's start before 'que' states what was done ('lembra q comprei pão 9'); the bank's 'você' is me ('Você
 *   transferiu R$ 300,00'); a thing given back brings its money back ('devolvi o tênis'); money made or found is income
 *   ('fizemos 950', 'achei 50').
 * - Anything else is spending (spec §5: "otherwise it is spending").
 */
import type { DemoKind } from './money';
import { CAME_BACK, INCOME_WORDS, lexicon, readWords, type Signal } from './lexicon';
import { holds, isLaugh, isLittleWord, keyWords, type PhraseMatch, tokensOf, wordsOf } from './words';

/** Why a message records nothing; the reply says what the demo can do instead. A remark says how the money is with no entry, or asks the assistant to act. */
export type NoneReason = 'question' | 'reminder' | 'greeting' | 'remark';

export interface KindReading {
  kind: DemoKind;
  reason?: NoneReason;
  /** The rule that decided, for the trace (issue 61); 'otherwise spending' when no word said which way the money went. */
  rule: string;
}

/** The rule of a reading no word decided: a clause read so takes the note's main verb (note.ts). */
export const DEFAULT_RULE = 'otherwise spending';
/** The rule of a reading decided by a client: the money they paid for a service (note.ts lets the services listed after it be sold too). */
export const CLIENT_RULE = 'a client paid for a service';
/** The rule of a reading decided by a word that is income only by meaning ('gorjeta', 'bônus'), with no verb. */
export const INCOME_SOURCE_RULE = 'an income source';

/**
 * The rules of a note that records nothing only in a clause of its own: an entry beside it is still recorded (note.ts). How
 * much said with no number is not one: its clause joins the amount beside it ('gastei pouco no mercado, 60').
 */
const VAGUE_RULE = 'how much said with no number';
const NEGATED_RULE = 'a verb of money negated';
const PLAN_RULE = 'a plan';
/**
 * Money owed or to come: the whole note's, since a bill said with its due day is one reminder ('luz 180 vence sexta'); said
 * with no amount after entries already priced, only its clause's ('uber 25 e lanche 18, amanhã vence o IPVA': note.ts).
 */
export const NOT_PAID_RULE = 'not paid yet';
/** A bill named with no verb of money ('boleto do condomínio 530'): a bill that arrived, a spending (note.ts lets a due day after 'que' decide). */
export const BILL_RULE = 'a bill arrived';
/** Someone else paid for a thing of mine ('minha mãe pagou minha consulta'): no money of mine moved. */
const PAID_FOR_ME_RULE = 'someone else paid for a thing of mine';
/** Someone else paid for a thing: money to me when the note says nothing else (note.ts decides beside what I paid). */
export const ANOTHER_PAID_RULE = 'someone else paid for a thing';
/** A first-person verb of spending said in the clause ('paguei', 'comprei'). */
export const SPENDING_VERB_RULE = 'a spending verb';
/** What someone else paid for, beside what I paid in the same note (note.ts): theirs, no entry of mine. */
export const THEIRS_RULE = 'someone else paid for a thing, beside what I paid';
/** Who paid, named after the verb and not me ('quem pagou foi o Pedro'): theirs, and so is a bill just before it (note.ts). */
export const WHO_PAID_RULE = 'someone else paid it';
export const CLAUSE_NONE_RULES: ReadonlySet<string> = new Set([NEGATED_RULE, PLAN_RULE, PAID_FOR_ME_RULE, THEIRS_RULE, WHO_PAID_RULE]);

/** The rules of money owed or promised, to me or by me, not moved yet ('ficou de me devolver os 150', 'me deve 90'). */
export const OWED_RULES: ReadonlySet<string> = new Set([NOT_PAID_RULE, PLAN_RULE]);

/** The message without what people type after it: spaces, '!!', emoji, a laugh ('né?!! kkk' ends in '?'). */
function withoutTail(text: string): string {
  let rest = text;
  for (;;) {
    const trimmed = rest.replace(/[^\p{L}\p{N}?]+$/u, '');
    const last = /[\p{L}\p{N}]+$/u.exec(trimmed);
    if (!last || !isLaugh(last[0])) return trimmed;
    rest = trimmed.slice(0, last.index);
  }
}

/** A percentage is a part of something: '5% do salário' reads as 'parte do salário'. */
const PERCENTAGE = /\d+(?:[.,]\d+)?\s*%/gu;

/** A message's words with the little words kept, and where each key word (little words left out) stands among them. */
interface Tokens {
  tokens: string[];
  /** Key word i is tokens[tokenAt[i]]. */
  tokenAt: number[];
}

function tokensWithKeys(text: string): Tokens {
  const tokens = tokensOf(text);
  return { tokens, tokenAt: tokens.flatMap((token, index) => (isLittleWord(token) ? [] : [index])) };
}

/** The token before `index`, skipping determiners ('com o meu 13º'): its index, or -1. */
function backOverDeterminers(tokens: readonly string[], index: number): number {
  let before = index - 1;
  const { determiners } = lexicon();
  while (before >= 0 && determiners.has(tokens[before] ?? '')) before -= 1;
  return before;
}

/**
 * The income words of a message that only say which money paid for something: an income word after a
 * link ('do', 'com') that follows a qualifier ('parte', '5%') or a spending category's word ('dízimo do
 * salário'). Returns the key-word positions of those income words.
 */
function qualifiedIncome(withoutAmount: string, matches: readonly PhraseMatch<Signal>[]): Set<number> {
  const { qualifiers, categoryTable, spelling } = lexicon();
  const { tokens, tokenAt } = tokensWithKeys(withoutAmount.replace(PERCENTAGE, ' parte '));
  const read = tokenAt.map((index) => spelling.read(tokens[index] ?? ''));
  const categoryEnds = new Set(categoryTable.find(read).map(({ start, length }) => start + length - 1));
  const keyIndexOf = new Map(tokenAt.map((token, key) => [token, key]));
  const qualified = new Set<number>();
  for (const { start, value } of matches) {
    if (!INCOME_WORDS.has(value)) continue;
    const link = backOverDeterminers(tokens, tokenAt[start] ?? 0);
    if (!lexicon().links.has(tokens[link] ?? '')) continue;
    const before = backOverDeterminers(tokens, link);
    const key = keyIndexOf.get(before);
    if (qualifiers.has(tokens[before] ?? '') || (key !== undefined && categoryEnds.has(key))) qualified.add(start);
  }
  return qualified;
}

/** The signals said by a verb. */
const VERBS: ReadonlySet<Signal> = new Set(['spending', 'income-event', 'handed-over', 'given-back']);

/**
 * The bill words of a message that name the account money went into: read as 'to-me', not as a bill; a place of mine after
 * 'da'/'do' is where money left ('saiu 150 da minha conta'): 'from-me'.
 */
function accountsAsPlaces(withoutAmount: string, matches: readonly PhraseMatch<Signal>[]): PhraseMatch<Signal>[] {
  const { tokens, tokenAt } = tokensWithKeys(withoutAmount);
  return matches.map((match) => {
    const at = tokenAt[match.start] ?? 0;
    const { accountWords, into, links, outOf } = lexicon();
    if (match.value === 'to-me' && outOf.has(tokens[at - 1] ?? '')) return { ...match, value: 'from-me' };
    const account = accountWords.has(tokens[at] ?? '');
    const place = match.value === 'bill' && account && into.has(tokens[at - 1] ?? '') && !links.has(tokens[at + 1] ?? '');
    return place ? { ...match, value: 'to-me' } : match;
  });
}

/**
 * True when an income source is an allowance said of someone not among those who give me money ('mesada da Laura', 'mesada
 * pro Pedro'): money I give, not money in ('mesada da vó' is mine).
 */
function allowanceGiven(withoutAmount: string, source: PhraseMatch<Signal>): boolean {
  const { allowances, outOf, transferTo, determiners, fromPeople } = lexicon();
  const { tokens, tokenAt } = tokensWithKeys(withoutAmount);
  const at = tokenAt[source.start] ?? 0;
  if (source.length !== 1 || !allowances.has(tokens[at] ?? '')) return false;
  const link = tokens[at + 1] ?? '';
  if (!outOf.has(link) && !transferTo.has(link)) return false;
  let person = at + 2;
  while (determiners.has(tokens[person] ?? '')) person += 1;
  return /^\p{L}/u.test(tokens[person] ?? '') && !fromPeople.has(tokens[person] ?? '');
}

/**
 * True when a place of mine comes right after a thing the lexicon files ('um sorvete pra mim', 'tênis novo pra mim'): it says
 * who the thing is for, not where money came.
 */
function forMe(withoutAmount: string, match: PhraseMatch<Signal>): boolean {
  if (match.value !== 'to-me') return false;
  const { tokens, tokenAt } = tokensWithKeys(withoutAmount);
  const before = tokens.slice(0, tokenAt[match.start] ?? 0).slice(-2);
  return before.some((word) => lexicon().categoryTable.find(readWords(word)).length > 0);
}

/**
 * The verbs of money a negation stands before ('não me pagou', 'não houve gasto'), with only adverbs or `negatedBetween`
 * between: the money did not move. Returns their key-word positions.
 */
function negatedVerbs(withoutAmount: string, matches: readonly PhraseMatch<Signal>[]): Set<number> {
  const { tokens, tokenAt } = tokensWithKeys(withoutAmount);
  const { negations, negatedBetween, adverbs } = lexicon();
  const negated = new Set<number>();
  for (const { start, value } of matches) {
    if (!VERBS.has(value)) continue;
    let before = (tokenAt[start] ?? 0) - 1;
    while (
      before >= 0 &&
      !negations.has(tokens[before] ?? '') &&
      (negatedBetween.has(tokens[before] ?? '') || adverbs.has(tokens[before] ?? ''))
    )
      before -= 1;
    if (negations.has(tokens[before] ?? '')) negated.add(start);
  }
  return negated;
}

/**
 * A give-back verb of mine before a thing that is no money ('devolvi a mochila', not 'devolvi o dinheiro' nor 'devolvi 50
 * pro João'): the thing went back, and its money comes back to me ('given-back').
 */
function thingsGivenBack(withoutAmount: string, matches: readonly PhraseMatch<Signal>[]): PhraseMatch<Signal>[] {
  const { tokens, tokenAt } = tokensWithKeys(withoutAmount);
  const { givenBackByMe, moneyNouns, objectStarts, spelling } = lexicon();
  return matches.map((match) => {
    const at = tokenAt[match.start] ?? 0;
    if (match.value !== 'spending' || !givenBackByMe.has(spelling.read(tokens[at] ?? ''))) return match;
    let object = at + 1;
    if (!objectStarts.has(tokens[object] ?? '')) return match;
    while (objectStarts.has(tokens[object] ?? '')) object += 1;
    const thing = tokens[object] ?? '';
    return /\p{L}/u.test(thing) && !moneyNouns.has(thing) ? { ...match, value: 'given-back' } : match;
  });
}

/**
 * True when the word right before the amount (the first text the blanking changed) is a verb of money made ('fizemos 950'),
 * and what follows a link after the amount, if any, is money that came in ('fiz 200 de hora extra'), not a thing paid for
 * ('fiz 450 de exames').
 */
function madeAmount(text: string, withoutAmount: string): boolean {
  const { madeBefore, links, signalTable } = lexicon();
  let at = 0;
  while (at < text.length && text[at] === withoutAmount[at]) at += 1;
  if (at === text.length) return false;
  const before = wordsOf(text.slice(0, at).replace(/r\$\s*$/u, '')).at(-1) ?? '';
  if (!madeBefore.has(before)) return false;
  let end = text.length;
  while (end > at && text[end - 1] === withoutAmount[end - 1]) end -= 1;
  const after = tokensOf(text.slice(end));
  if (!links.has(after[0] ?? '')) return true;
  return signalTable.find(readWords(after.join(' '))).some(({ value }) => INCOME_WORDS.has(value));
}

/** True when jobs done are counted right after a verb of doing ('fiz 3 fretes de 80', 'fizemos duas faxinas'): work paid. */
function jobsCounted(text: string): boolean {
  const { jobVerbs, jobs, countWords, spelling } = lexicon();
  const tokens = tokensOf(text);
  return tokens.some(
    (token, at) =>
      jobVerbs.has(token) &&
      (/^\d{1,2}$/u.test(tokens[at + 1] ?? '') || countWords.has(tokens[at + 1] ?? '')) &&
      jobs.has(spelling.read(tokens[at + 2] ?? '')),
  );
}

/**
 * True when the amount is said gross or net ('312 bruto', 'R$ 286,40 líquido'), past a money word ('300 reais líquido'):
 * takings closed, money that came in.
 */
function takingsAmount(text: string, withoutAmount: string): boolean {
  const { takingsAfter, moneyAfter } = lexicon();
  let end = text.length;
  while (end > 0 && text[end - 1] === withoutAmount[end - 1]) end -= 1;
  if (end === 0) return false;
  const after = wordsOf(text.slice(end));
  const word = moneyAfter.has(after[0] ?? '') && !takingsAfter.has(after[0] ?? '') ? after[1] : after[0];
  return takingsAfter.has(word ?? '');
}

/**
 * Someone named: a word the lexicon does not know, or knows only inside a longer name ('joão' of 'farmácia são joão'),
 * neither a little word nor a verb ('pix pra ajudar').
 */
function named(word: string, after: readonly string[]): boolean {
  const { transferTo, outOf, determiners, spelling, inNamesOnly, infinitive, categoryTable } = lexicon();
  // …unless the longer name opens there, said whole ('pix da magazine luiza').
  const opensAName = () =>
    categoryTable.find(readWords([word, ...after.slice(0, 3)].join(' '))).some(({ start, length }) => start === 0 && length > 1);
  return (
    /^\p{L}{3,}$/u.test(word) &&
    (!spelling.knows(word) || (inNamesOnly.has(word) && !opensAName())) &&
    !infinitive.test(word) &&
    ![transferTo, outOf, determiners].some((little) => little.has(word))
  );
}

/** True when the words right after an amount say whom it came from ('60 da vizinha', '50 da Bia'): a person, or a name. */
export function fromSomeone(afterAmount: string): boolean {
  const { outOf, determiners, fromPeople } = lexicon();
  const tokens = tokensOf(afterAmount);
  if (!outOf.has(tokens[0] ?? '')) return false;
  let person = 1;
  while (determiners.has(tokens[person] ?? '')) person += 1;
  return fromPeople.has(tokens[person] ?? '') || named(tokens[person] ?? '', tokens.slice(person + 1));
}

/**
 * Which way a transfer went by the person named after its noun: 'de/do/da' and a person, after articles or possessives or
 * none, is money that came from them ('pix de 300 da minha irmã', 'ted do meu tio 500'); 'pro/pra/para' and a person went to
 * them ('pix de 50 pro meu primo'). The first person so named decides; null when none is.
 */
function transferPerson(withoutAmount: string): 'from' | 'to' | null {
  const { transferNouns, transferTo, fromPeople, outOf, determiners } = lexicon();
  const tokens = tokensOf(withoutAmount);
  const transfer = tokens.findIndex((token) => transferNouns.has(token));
  if (transfer < 0) return null;
  for (const [at, token] of tokens.entries()) {
    if (at <= transfer || !(outOf.has(token) || transferTo.has(token))) continue;
    let person = at + 1;
    while (determiners.has(tokens[person] ?? '')) person += 1;
    if (fromPeople.has(tokens[person] ?? '')) return outOf.has(token) ? 'from' : 'to';
    // …a name only right after the transfer's noun and its amount, not in a clause after it ('… que fiz pra ele').
    if (person === at + 1 && at - transfer <= 3 && named(tokens[person] ?? '', tokens.slice(person + 1))) {
      return outOf.has(token) ? 'from' : 'to';
    }
  }
  return null;
}

/** Another's hand-over verb at `at` whose object is a thing after its article, not money ('pagou o cinema', not 'mandou 150'). */
function paysAThing(tokens: readonly string[], at: number): boolean {
  const { objectStarts, moneyNouns } = lexicon();
  const thing = tokens[at + 2] ?? '';
  return objectStarts.has(tokens[at + 1] ?? '') && /^\p{L}+$/u.test(thing) && !moneyNouns.has(thing);
}

/**
 * What someone else's payment paid for, when it is a thing and not money to me ('me pagou', 'pagou 300' are money): a thing
 * of mine ('minha mãe pagou minha consulta': 'mine'), all of a bill ('o chefe pagou tudo') or a thing the lexicon files
 * ('ela pagou o vinho'): 'thing'; a thing paid for all of us ('pra gente'): 'mine' too. null for the household and the bank's
 * 'você', whose payment is mine.
 */
function paidByAnother(text: string): 'mine' | 'thing' | 'who' | 'me' | null {
  const {
    othersPaying,
    householdPayers,
    paidForMine,
    paidForAll,
    paidForMe,
    paidForUs,
    objectStarts,
    moneyNouns,
    whoPaid,
    whoPaidMe,
    toMe,
  } = lexicon();
  const tokens = tokensOf(text);
  const at = tokens.findIndex((token) => othersPaying.has(token));
  if (at < 0) return null;
  // A thing paid for me, whoever paid ('minha namorada pagou o cinema pra mim'); money sent to me is mine ('mandou 150 pra mim').
  if (paysAThing(tokens, at) && paidForMe.some((phrase) => holds(tokens.slice(at + 1), phrase))) return 'mine';
  if (householdPayers.some((payer) => holds(tokens.slice(0, at), payer))) return null;
  // 'quem pagou foi o Pedro': who paid is named after the verb, for me too ('quem me pagou o almoço foi a Bia'); 'quem pagou
  // fui eu' was me.
  const asked = toMe.has(tokens[at - 1] ?? '') ? at - 2 : at - 1;
  if (whoPaid.has(tokens[asked] ?? '')) return whoPaidMe.some((me) => holds(tokens.slice(at + 1), me)) ? 'me' : 'who';
  // A treat: a thing paid for all of us is theirs, family or not ('minha avó pagou o sorvete pra gente').
  if (paidForUs.some((phrase) => holds(tokens.slice(at + 1), phrase))) return 'mine';
  let object = at + 1;
  while (objectStarts.has(tokens[object] ?? '') && !paidForMine.has(tokens[object] ?? '')) object += 1;
  const thing = tokens[object + 1] ?? '';
  // …also said to me: 'meu avô me pagou meu curso' paid the course for me, no money of mine ('me pagou os 60' is).
  if (paidForMine.has(tokens[object] ?? '') && /^\p{L}+$/u.test(thing) && !moneyNouns.has(thing)) return 'mine';
  if (toMe.has(tokens[at - 1] ?? '')) return null;
  const after = tokens.slice(at + 1);
  if (paidForAll.some((phrase) => phrase.every((word, offset) => after[offset] === word))) return 'thing';
  // A thing after its article, up to the amount ('pagou a pipoca 30'), never the amount itself ('pagou 1.100 do aluguel').
  if (object === at + 1) return null;
  const amount = tokens.findIndex((token, index) => index > object && /^\d/u.test(token));
  const named = tokens.slice(object, amount < 0 ? tokens.length : amount);
  return named.length > 0 && lexicon().categoryTable.find(readWords(named.join(' '))).length > 0 ? 'thing' : null;
}

/** A question asked inside a note, not only at its end: a part between marks that opens as a question does and ends in '?'. */
function asksInside(text: string, words: (part: string) => string[]): boolean {
  const { questionStarts } = lexicon();
  return Array.from(text.matchAll(/[^.!?,;:\n]*\?/gu), ([part]) => words(part)).some((part) => startsWithAny(part, questionStarts));
}

/**
 * True when the words say a plan with any verb: a plan's opening, then an infinitive that splits no bill, a pronoun between or none ('tenho q
 * consertar a geladeira', 'vou levar o cachorro', 'ficou de me devolver').
 */
function plans(words: readonly string[]): boolean {
  const { plans: openings, planPronouns, infinitive, splitWords, recordVerbs } = lexicon();
  // 'vamos dividir' is how a bill's split is said, not a plan ('churrasco 240, vamos rachar em 4'); 'vou anotar' asks the
  // assistant to record what follows.
  const isInfinitive = (word: string | undefined) =>
    word !== undefined && infinitive.test(word) && !splitWords.has(word) && !recordVerbs.has(word);
  return openings.some((plan) =>
    words.some((_, start) => {
      if (!plan.every((word, offset) => words[start + offset] === word)) return false;
      const after = start + plan.length;
      return isInfinitive(words[after]) || (planPronouns.has(words[after] ?? '') && isInfinitive(words[after + 1]));
    }),
  );
}

/** True when nothing but adverbs ('mal', 'só', 'já') stands between two matches in the key words. */
function adjacent(read: readonly string[], first: PhraseMatch<unknown>, second: PhraseMatch<unknown> | undefined): boolean {
  if (!second) return false;
  const between = read.slice(first.start + first.length, second.start);
  return between.every((word) => lexicon().adverbs.has(word));
}

/** A word stretched at its end ('diaa', 'oiii', 'valeuuu'), read with its last letter once. */
const unstretched = (word: string) => word.replace(/(\p{L})\1+$/u, '$1');

function startsWithAny(words: readonly string[], starts: readonly (readonly string[])[]): boolean {
  return starts.some((start) => start.every((word, index) => words[index] === word));
}

/**
 * The kind of a normalized message. `withoutAmount` is the same text with its amount blanked out,
 * so the number that is the money is never taken for a word ('gorjeta 99' is not the 99 app). A
 * greeting is a message of greeting words only, so it holds no amount.
 */
export function readKind(text: string, withoutAmount: string): KindReading {
  const { greetings, questionStarts, reminderStarts, pending, signalTable, categoryTable } = lexicon();
  // 'q' is how 'que' is typed ('tenho q pagar'): content's short spellings.
  const { shortSpellings } = lexicon();
  const wordsIn = (part: string) => wordsOf(part).map((word) => shortSpellings.get(word) ?? word);
  const words = wordsIn(text);
  const read = readWords(withoutAmount);
  // A verb inside a name the lexicon files ('mercado pago') is part of the name.
  const categories = categoryTable.find(read);
  const names = categories.filter(({ length }) => length > 1);
  const inAName = ({ start, value }: PhraseMatch<Signal>) =>
    VERBS.has(value) && names.some((name) => start >= name.start && start < name.start + name.length);
  // A payment to come ('devo 200, pago sexta', 'acerto segunda'): its verb says nothing was paid, as 'vou pagar' does.
  const { laterPayment, laterVerbs } = lexicon();
  const later = laterPayment.test(text);
  const typed = keyWords(withoutAmount);
  const toCome = ({ start, length }: PhraseMatch<Signal>) => later && length === 1 && laterVerbs.has(typed[start] ?? '');
  const found = thingsGivenBack(withoutAmount, accountsAsPlaces(withoutAmount, signalTable.find(read))).filter(
    (match) => !inAName(match) && !toCome(match) && !forMe(withoutAmount, match),
  );
  const negated = negatedVerbs(withoutAmount, found);
  const matches = found.filter(({ start }) => !negated.has(start));
  const signals = new Set(matches.map(({ value }) => value));
  const spends = signals.has('spending');
  const isGreeting = (word: string) => greetings.has(word) || greetings.has(unstretched(word)) || isLaugh(word);
  // A greeting before a question or a reminder changes nothing ('bom dia! quanto gastei?').
  const opening = words.slice(
    Math.max(
      0,
      words.findIndex((word) => !isGreeting(word)),
    ),
  );

  const { commandStarts, vagueAmounts, broke, relativeWords } = lexicon();
  // A reminder's start before 'que' states what was done ('lembrando que gastei 45'): the words after it decide.
  const reminder = reminderStarts.find((start) => startsWithAny(opening, [start]));
  if (reminder && !relativeWords.has(opening[reminder.length] ?? ''))
    return { kind: 'none', reason: 'reminder', rule: 'starts like a reminder' };
  const noAmount = text === withoutAmount;
  // A note that ends asking is a question, and with no amount whatever verb of money it holds ('paguei a luz?').
  if (startsWithAny(opening, questionStarts) || (withoutTail(text).endsWith('?') && (!spends || noAmount)))
    return { kind: 'none', reason: 'question', rule: 'a question' };
  // With no amount, a question asked inside the note is what it says ('oi! como funciona? eu só escrevo o que gastei?').
  // …and so is any '?' after a greeting that stands alone before a mark ('boa tarde! vocês salvam o que eu paguei?').
  const greeting = wordsIn(text.split(/[,.!?;:\n]/u)[0] ?? '');
  const greeted = greeting.length > 0 && greeting.every(isGreeting);
  if (noAmount && (asksInside(text, wordsIn) || (greeted && text.includes('?'))))
    return { kind: 'none', reason: 'question', rule: 'a question inside a note with no amount' };
  if (words.length > 0 && words.every(isGreeting)) return { kind: 'none', reason: 'greeting', rule: 'greeting words only' };
  const { thanks, corrections } = lexicon();
  if (noAmount && thanks.has(words[0] ?? '') && matches.length === 0)
    return { kind: 'none', reason: 'greeting', rule: 'thanks, with no money in it' };
  if (startsWithAny(opening, commandStarts)) return { kind: 'none', reason: 'remark', rule: 'a command to the assistant' };
  // A correction says again what was recorded ('digitei errado, foi 89 e não 98'), unless a verb says money moved.
  const movedAny = matches.some(({ value }) => VERBS.has(value));
  if (!movedAny && corrections.some((phrase) => holds(words, phrase)))
    return { kind: 'none', reason: 'remark', rule: 'a correction of an earlier note' };
  // How much said with no number ('gastei horrores', 'tô no vermelho'), where no amount was blanked out.
  const vague = matches.some(({ start, length, value }) => VERBS.has(value) && vagueAmounts.has(typed[start + length] ?? ''));
  if (text === withoutAmount && (vague || broke.some((phrase) => holds(words, phrase))))
    return { kind: 'none', reason: 'remark', rule: VAGUE_RULE };
  if (negated.size > 0 && !matches.some(({ value }) => VERBS.has(value))) return { kind: 'none', reason: 'remark', rule: NEGATED_RULE };
  const paidFor = negated.size === 0 ? paidByAnother(text) : null;
  if (paidFor === 'mine') return { kind: 'none', reason: 'remark', rule: PAID_FOR_ME_RULE };
  if (paidFor === 'who') return { kind: 'none', reason: 'remark', rule: WHO_PAID_RULE };
  if (paidFor === 'me') return { kind: 'spending', rule: 'I paid it' };

  if (spends) return { kind: 'spending', rule: SPENDING_VERB_RULE };
  if (signals.has('from-me')) return { kind: 'spending', rule: 'money left my account' };
  const qualified = qualifiedIncome(withoutAmount, matches);
  // An income word that pays ('o salário mal cobriu o aluguel'): the money went out, and it only says which money.
  const payer = matches.find(
    (match, index) =>
      INCOME_WORDS.has(match.value) &&
      ['handed-over', 'given-back'].includes(matches[index + 1]?.value ?? '') &&
      adjacent(read, match, matches[index + 1]),
  );
  if (payer) return { kind: 'spending', rule: 'an income word pays' };
  const counts = ({ start, value }: PhraseMatch<Signal>) => !INCOME_WORDS.has(value) || !qualified.has(start);
  const income = matches.filter((match) => counts(match) && match.value !== 'spending' && match.value !== 'bill');
  if (madeAmount(text, withoutAmount) || jobsCounted(text)) return { kind: 'income', rule: 'money made or found' };
  if (takingsAmount(text, withoutAmount)) return { kind: 'income', rule: 'takings said gross or net' };
  // A wish to record ('quero registrar 45 de almoço') is no wish: the assistant is asked to record what follows.
  const { recordVerbs } = lexicon();
  const pendingHeld = pending.some((phrase) => holds(words, phrase, (next) => !recordVerbs.has(next)));
  // Money to come or planned is not paid yet whatever money it names ('semana que vem recebo 800 do freela', 'prometeu pagar
  // o bônus'), unless a verb says money moved; a plan is only its clause's beside an entry.
  const moved = income.some(({ value }) => VERBS.has(value));
  if ((later && !moved) || (income.length === 0 && pendingHeld)) return { kind: 'none', reason: 'reminder', rule: NOT_PAID_RULE };
  if (plans(words) && !moved) return { kind: 'none', reason: 'reminder', rule: PLAN_RULE };
  const transfer = transferPerson(withoutAmount);
  if (transfer)
    return transfer === 'from'
      ? { kind: 'income', rule: 'a transfer from a person' }
      : { kind: 'spending', rule: 'a transfer to a person' };
  const sources = income.filter(({ value }) => value === 'income-source' || value === 'income-spec');
  const cameBack = income.some(({ value }) => CAME_BACK.has(value));
  if (signals.has('bill') && sources.length === 0 && !cameBack) return { kind: 'spending', rule: BILL_RULE };
  // …and a debt of mine when I owe them for it ('a Carla pagou o uber, 28, fiquei devendo', 'o Beto pagou o churrasco, tô
  // devendo'): no money moved yet.
  const { othersPaying } = lexicon();
  const tokens = tokensOf(text);
  const another = tokens.findIndex((token) => othersPaying.has(token));
  const paidAThing = paidFor === 'thing' || (another >= 0 && paysAThing(tokens, another));
  if (paidAThing && (pendingHeld || later || plans(words))) return { kind: 'none', reason: 'reminder', rule: NOT_PAID_RULE };
  // Someone else paying a thing is money to me only as far as this clause says: beside what I paid, it is theirs (note.ts).
  if (paidFor === 'thing' && income.length > 0 && income.every(({ value }) => value === 'handed-over'))
    return { kind: 'income', rule: ANOTHER_PAID_RULE };
  if (income.some(({ value }) => value !== 'income-source')) return { kind: 'income', rule: 'money came in' };
  // A category word outside every source's phrase: 'gorjeta' beside 'combustível', not 'aluguel' inside 'aluguel recebido'.
  const inASource = ({ start }: PhraseMatch<unknown>) =>
    sources.some((source) => start >= source.start && start < source.start + source.length);
  // …nor a thing named after a source said received: where the money came from ('aluguel recebido da kitnet: 900').
  const { receivedWords } = lexicon();
  const received = sources.filter(({ start, length }) => read.slice(start, start + length).some((word) => receivedWords.has(word)));
  const fromReceived = ({ start }: PhraseMatch<unknown>) => received.some((source) => start >= source.start + source.length);
  const namesASpending = categories.some((match) => !inASource(match) && !fromReceived(match));
  // A client who opens the note, or clients served ('atendi'), with no word of money ('cliente nova fez escova, 65'): what they
  // paid me for the service they had, whatever category files it; a client named later is company ('almoço com cliente 48').
  const { clients, served } = lexicon();
  // The first word of letters: an emoji before it changes nothing ('🙏 cliente nova fez escova').
  const first = read.find((word) => /\p{L}/u.test(word)) ?? '';
  if (signals.size === 0 && (clients.has(first) || served.some((phrase) => holds(words, phrase))))
    return { kind: 'income', rule: CLIENT_RULE };
  if (sources.length === 0) return { kind: 'spending', rule: DEFAULT_RULE };
  if (sources.every((source) => allowanceGiven(withoutAmount, source))) return { kind: 'spending', rule: 'an allowance I give' };
  return namesASpending
    ? { kind: 'spending', rule: 'a spending category beside an income source' }
    : { kind: 'income', rule: INCOME_SOURCE_RULE };
}
