/**
 * The lexicon of content/demoLexicon/, made ready to read messages with: phrase tables keyed by
 * key words, word sets, and the spelling that maps a typed word to the entry it means. Built once,
 * not when the module loads: at an idle moment after the rules are loaded (rules.ts `prepareRules`),
 * or by the first message read, whichever comes first (`lexicon()`).
 */
import {
  dayWordsBefore,
  moneyWordsAfter,
  takingsAfter,
  moneyWordsBefore,
  months,
  nameWordsBefore,
  servicesBefore,
  lineWordsBefore,
  rideBefore,
  lineCategory,
  yearSpan,
  lastDigits,
  instalments,
  formerPriceWords,
  downPaymentWords,
  changeWords,
  changeVerbs,
  inlineCorrections,
  shareWords,
  peopleWords,
  sharedAmong,
  usWords,
  splitMe,
  eachShare,
  keptShare,
  halfWords,
  centWords,
  collections,
  bundleLinks,
  forHowMany,
  decimalWords,
  notMoneyWordsAfter,
  notMoneyWordsBefore,
  timeUnits,
  numberNames,
  numberNameArticles,
  restOfBill,
  splitEvery,
  splitWords,
  totalWordsAfter,
  totalPhrasesAfter,
  splitHalves,
  totalWordsBefore,
  wordsAfterAmount,
  unknownAmounts,
  subtotalWords,
  ownBills,
  gluedMoneyWords,
  currencyMarks,
  moneyBeforeHowMany,
  eachWords,
  perUnitWords,
  unitPriceBefore,
  splitWith,
  splitByLinks,
  priceLinks,
  ordinalLinks,
  gluedUnits,
  gluedHours,
  monthLinks,
  hourSpan,
} from '@content/demoLexicon/amounts';
import { categoryLexicon } from '@content/demoLexicon/categories';
import {
  billWords,
  incomeEvents,
  incomeNouns,
  incomeSources,
  receivedWords,
  qualifierWords,
  specIncomeWords,
  toMePlaces,
  transferNouns,
  transferTo,
  fromPeople,
  allowances,
  clientWords,
  servedVerbs,
  takingsMeans,
} from '@content/demoLexicon/income';
import {
  headerMarks,
  askedHeaderMarks,
  joinWords,
  joinMarks,
  joinsNotAfter,
  peopleJoins,
  legWords,
  leftWords,
  partMarks,
  statementSigns,
  ledgerSigns,
  partWords,
  partOfItWords,
  relativeWords,
  objectStarts,
  pointBackWords,
  chargeWords,
  spacedJoinMarks,
} from '@content/demoLexicon/joins';
import { articleNumbers, numberJoins, numberWords, thousandsGlued, thousandsWords } from '@content/demoLexicon/numbers';
import {
  commandStarts,
  corrections,
  greetingWords,
  thanksWords,
  laterPayments,
  negations,
  pendingPhrases,
  plans,
  questionStarts,
  recordVerbs,
  remarks,
  reminderStarts,
} from '@content/demoLexicon/starts';
import {
  paidThingVerbs,
  adverbs,
  bankYou,
  doneBefore,
  jobsDone,
  madeBefore,
  moneyNouns,
  moneyVerbs as verbTable,
  passiveHelpers,
  toMeBefore,
  paidFor,
  paidParticiples,
  householdPayers,
  familyPayers,
  spendingVerbs,
  thingVerbs,
} from '@content/demoLexicon/verbs';
import {
  accountWords,
  centsJoins,
  countWords,
  definiteWords,
  determiners,
  intoWords,
  linkWords,
  outOfWords,
  plainWords,
  pluralArticles,
  shortSpellings,
  soundSpellings,
} from '@content/demoLexicon/little';
import type { DemoCategory } from '@content/types';

import { keyWords, normalize, PhraseTable, Spelling, wordsOf } from './words';

interface CategoryEntry {
  category: DemoCategory;
  /** A weak word loses to any other entry of the same length ('pizza em casa' is Alimentação). */
  weak: boolean;
  /** Who a thing is for beats what it is ('petisco pro gato'). */
  forWhom: boolean;
  /** A store that sells anything loses to a thing named beside it ('geladeira na Casas Bahia'). */
  store: boolean;
}

/**
 * 'income-spec' is a source spec §5 names ('salário', 'ganho'); 'income-source' is income only by meaning ('gorjeta', 'bônus');
 * 'income-noun' is money that came in ('estorno', 'venda'), 'given-back' a verb of it ('a loja devolveu'): either beats a bill
 * ('o condomínio devolveu 120 da taxa'); 'to-me' is where it came ('na minha conta'), 'from-me' where it left ('da minha conta'); 'handed-over' is someone else paying
 * ('o cliente pagou'), income unless what paid is itself an income word ('o salário mal cobriu o aluguel').
 */
export type Signal =
  | 'income-event'
  | 'handed-over'
  | 'income-noun'
  | 'given-back'
  | 'income-spec'
  | 'income-source'
  | 'spending'
  | 'bill'
  | 'to-me'
  | 'from-me';

/** The words that make a message income or spending, by what they say: the signals that only name money coming in, and the rest. */
export const INCOME_WORDS: ReadonlySet<Signal> = new Set(['income-noun', 'income-spec', 'income-source']);

/** Money that came back or in, named as such: it beats a bill ('estorno da taxa', 'o condomínio devolveu 120 da taxa'). */
export const CAME_BACK: ReadonlySet<Signal> = new Set(['income-noun', 'given-back', 'to-me']);

/** Before a vowel of the ending, a verb's last consonant is spelt so it sounds the same: 'pagar' → 'paguei', 'ficar' → 'fiquei'. */
const SOFTENED: Readonly<Record<string, string>> = { g: 'gu', c: 'qu', ç: 'c' };

/**
 * The forms of a regular verb a note is written with (issue 55): the first person of the past
 * ('paguei', 'pagamos'), anyone else's ('pagou', 'pagaram'), and the participle ('pago' is irregular
 * and listed in spendingVerbs; 'vendido', 'devolvida'). Plurals of the participle are read through
 * the singular, as every plural is.
 */
export function conjugate(infinitive: string): { first: string[]; others: string[]; participle: string[] } {
  const stem = infinitive.slice(0, -2);
  const vowel = infinitive.at(-2);
  if (vowel === 'a') {
    const softened = stem.replace(/[gcç]$/u, (letter) => SOFTENED[letter] ?? letter);
    return { first: [`${softened}ei`, `${stem}amos`], others: [`${stem}ou`, `${stem}aram`], participle: [`${stem}ado`, `${stem}ada`] };
  }
  const past = vowel === 'e' ? 'eu' : 'iu';
  return {
    first: [`${stem}i`, `${stem}${vowel}mos`],
    others: [`${stem}${past}`, `${stem}${vowel}ram`],
    participle: [`${stem}ido`, `${stem}ida`],
  };
}

/** Every verb form of moneyVerbs, with the signal it gives: who pays whom (content/demoLexicon/). */
function verbSignals(): [string, Signal][] {
  const row = (form: string, signal: Signal): [string, Signal] => [form, signal];
  const done = (infinitive: string) => doneBefore.map((before) => `${before} ${infinitive}`);
  const takeIn = verbTable.takeIn.flatMap((verb) => {
    const { first, others, participle } = conjugate(verb);
    return [...first, ...others, ...participle, ...done(verb)].map((form) => row(form, 'income-event'));
  });
  const handOver = verbTable.handOver.flatMap((verb) => {
    const { first, others } = conjugate(verb);
    return [
      ...[...first, ...done(verb)].map((form) => row(form, 'spending')),
      ...others.flatMap((form) => [...toMeBefore.map((me) => row(`${me} ${form}`, 'handed-over')), row(form, 'handed-over')]),
    ];
  });
  const giveBack = verbTable.giveBack.flatMap((verb) => {
    const { first, others, participle } = conjugate(verb);
    return [
      ...[...first, ...done(verb)].map((form) => row(form, 'spending')),
      ...[...others.flatMap((form) => [...toMeBefore.map((me) => `${me} ${form}`), form]), ...participle].map((form) =>
        row(form, 'given-back'),
      ),
    ];
  });
  // Issue 61: someone taking money from me, the passive of money sent my way, the household paying.
  const takeFromMe = verbTable.takeFromMe.flatMap((verb) => {
    const { others, participle } = conjugate(verb);
    return [...others.flatMap((form) => [...toMeBefore.map((me) => `${me} ${form}`), form]), ...participle].map((form) =>
      row(form, 'spending'),
    );
  });
  const participles = (verbs: readonly string[]) => verbs.flatMap((verb) => conjugate(verb).participle);
  const sentMyWay = passiveHelpers.anyone.flatMap((helper) =>
    participles(verbTable.sentMyWay).map((form) => row(`${helper} ${form}`, 'income-event')),
  );
  const paidMe = passiveHelpers.me.flatMap((helper) =>
    [...participles([...verbTable.handOver, ...verbTable.giveBack]), ...paidParticiples].map((form) =>
      row(`${helper} ${form}`, 'income-event'),
    ),
  );
  // The household paying, and the bank's 'você' (its notification speaks to me): their hand-over is my spending.
  const household = [
    ...[...householdPayers, ...bankYou].flatMap((payer) =>
      [...verbTable.handOver, ...verbTable.giveBack].flatMap((verb) =>
        conjugate(verb).others.map((form) => row(`${payer} ${form}`, 'spending')),
      ),
    ),
    ...familyPayers.family.flatMap((payer) =>
      familyPayers.verbs.flatMap((verb) => conjugate(verb).others.map((form) => row(`${payer} ${form}`, 'spending'))),
    ),
  ];
  return [...takeIn, ...handOver, ...giveBack, ...takeFromMe, ...sentMyWay, ...paidMe, ...household];
}

export interface Lexicon {
  categoryTable: PhraseTable<CategoryEntry>;
  signalTable: PhraseTable<Signal>;
  spelling: Spelling;
  /** The words the lexicon knows only inside a longer name ('joão' of 'farmácia são joão'), never on their own. */
  inNamesOnly: ReadonlySet<string>;
  /** What marks an income word as only saying which money paid ('5% do salário'): see qualifierWords. */
  qualifiers: ReadonlySet<string>;
  /** Words that split a bill ('dividimos por 3'), and those that say the split is of every bill before it ('tudo rachado'). */
  splitWords: ReadonlySet<string>;
  splitEvery: ReadonlySet<string>;
  /** Words that state a total beside a number ('deu 36', '36 tudo'). */
  totalBefore: ReadonlySet<string>;
  totalAfter: ReadonlySet<string>;
  /** A link and a total word after a number ('55 ao todo'). */
  totalPhrasesAfter: readonly (readonly string[])[];
  /** Halves said right after a split's verb ('rachamos ao meio'). */
  splitHalves: readonly (readonly string[])[];
  /** Words after a number that mark it as money ('reais', 'conto'). */
  moneyAfter: ReadonlySet<string>;
  /** Words before a number that make it likely the price: 'de', 'por', 'deu'… and the money verbs. */
  moneyBefore: ReadonlySet<string>;
  /** One-word verbs of money in or out ('abasteci 200', 'caiu 500', 'recebi 3 500,00'). */
  moneyVerbs: ReadonlySet<string>;
  notMoneyBefore: ReadonlySet<string>;
  notMoneyAfter: ReadonlySet<string>;
  /** Units of time: a price per unit after a number in the singular, a count after one past 'x' ('18 x 5 dias'). */
  timeUnits: ReadonlySet<string>;
  dayBefore: ReadonlySet<string>;
  /** Words before a plain number that name a thing by it ('linha 9'). */
  nameBefore: ReadonlySet<string>;
  /** Before a name word, work done to it or its hire: the thing paid for ('conserto do portão 280'). */
  servicesBefore: ReadonlySet<string>;
  /** Vehicles named by their line's number ('ônibus 175'). */
  lineBefore: ReadonlySet<string>;
  /** The forms of a verb of taking a vehicle, and the article after it, before a line's number ('peguei o 8012'). */
  rideVerbForms: ReadonlySet<string>;
  rideArticles: ReadonlySet<string>;
  /** What a line's number names ('passagem 5' after it is its fare). */
  lineCategory: DemoCategory;
  /** The years a plain number of four digits may name ('IPVA 2025'). */
  yearSpan: { from: number; to: number };
  /** A card's last digits: the words before them, and a card word among the few before those ('cartão final 4821'). */
  lastDigitsWords: ReadonlySet<string>;
  cardWords: ReadonlySet<string>;
  /** A total paid in instalments: the word before the count, and the words after it ('em 10x', 'em 3 vezes'). */
  instalmentBefore: ReadonlySet<string>;
  instalmentWords: ReadonlySet<string>;
  /** Verbs of paying in instalments before 'em' and the count ('parcelado em 6'). */
  instalmentVerbs: ReadonlySet<string>;
  /** Before a price said before the price paid ('era 200'); change given back ('troco'). */
  formerBefore: ReadonlySet<string>;
  /** The part of a price paid first ('entrada 10.000'): the price before it is the whole one, no entry of its own. */
  downPayment: ReadonlySet<string>;
  changeWords: ReadonlySet<string>;
  /** Change given back said with its verb right before the number ('ele voltou 23'). */
  changeVerbs: ReadonlySet<string>;
  /** Participles that say a source was received ('aluguel recebido'): a thing named after it is where the money came from. */
  receivedWords: ReadonlySet<string>;
  /** A correction said inline: the phrases that open it, and the words that are one only alone ('não'). */
  correctionOpening: readonly (readonly string[])[];
  correctionAlone: ReadonlySet<string>;
  /** A share already stated ('minha parte'): never divided again. */
  shareWords: ReadonlySet<string>;
  /** Who a bill is for after how many ('pessoas'). */
  /** Me, first of the people a split names after its verb ('entre eu, Carla e Rafa'), and the links before me. */
  splitLinks: ReadonlySet<string>;
  splitMe: ReadonlySet<string>;
  usWords: ReadonlySet<string>;
  peopleWords: ReadonlySet<string>;
  /** Between a bill and how many people share it ('em', 'entre'). */
  sharedAmong: ReadonlySet<string>;
  /** A collection among how many ('vaquinha de 8 amigos'): its words, and the links before the count. */
  collectionWords: ReadonlySet<string>;
  /** Between a count's thing and its price, the price of them all ('2 melão por 15'). */
  bundleLinks: ReadonlySet<string>;
  /** Before how many a meal is for, with no price before it ('rodízio de sushi pra 3'): a count of people. */
  forHowMany: ReadonlySet<string>;
  collectionLinks: ReadonlySet<string>;
  /** A share stated for each of a group ('cada um'), as lists of words. */
  eachShare: readonly (readonly string[])[];
  keptShare: readonly (readonly string[])[];
  /** Half of a bill is another's ('metade', 'meio a meio'), as lists of words. */
  halfWords: readonly (readonly string[])[];
  /** Words of cents after a number ('cinquenta centavos'). */
  centWords: ReadonlySet<string>;
  /** The decimal comma said as a word ('vírgula'). */
  decimalWords: ReadonlySet<string>;
  /** The word that joins the people a split lists ('entre eu, Carla e Rafa'). */
  peopleJoins: ReadonlySet<string>;
  /** The pronoun before someone else's verb that says it was done to me ('me pagou'). */
  toMe: ReadonlySet<string>;
  /** Where a note's clauses part: join words as lists of words, and marks. */
  joinWords: readonly (readonly string[])[];
  joinMarks: ReadonlySet<string>;
  /** Marks that part only with a space after them ('.'), or around them (a dash). */
  spacedMarksAfter: ReadonlySet<string>;
  spacedMarksAround: ReadonlySet<string>;
  /** Words after which a join word parts nothing ('com mais 2'). */
  joinsNotAfter: ReadonlySet<string>;
  /** The way there and the way back ('ida', 'volta'). */
  outwardLegs: ReadonlySet<string>;
  returnLegs: ReadonlySet<string>;
  /** Words that open a part of the entry before ('sendo'), as lists of words. */
  partWords: readonly (readonly string[])[];
  /** Words anywhere in a clause that say its amount is of the entry before ('disso', 'desse valor'). */
  partOfItWords: readonly (readonly string[])[];
  /** Words of what is left after the entries ('sobrou'). */
  leftWords: ReadonlySet<string>;
  /** Marks around the parts of the entry before them ('(', ')'). */
  partMarks: { open: string; close: string };
  /** A bank statement's signs before a line's amount: which way the money went. */
  statementSigns: { income: string; spending: string };
  /** A ledger's signs at the start of its lines, where the note holds lines of both: which way each line's money went. */
  ledgerSigns: { income: readonly string[]; spending: readonly string[] };
  /** Marks that end a header before a list (':', a line break). */
  headerMarks: ReadonlySet<string>;
  /** A comma, ending a question's start before a list ('resumo de hoje, pão 8'). */
  askedHeaderMarks: ReadonlySet<string>;
  /** Little words around a key word (content/demoLexicon/little.ts). */
  links: ReadonlySet<string>;
  determiners: ReadonlySet<string>;
  into: ReadonlySet<string>;
  outOf: ReadonlySet<string>;
  accountWords: ReadonlySet<string>;
  shortSpellings: ReadonlyMap<string, string>;
  centsJoins: ReadonlySet<string>;
  /** How a verb's second object opens ('a estante'). */
  objectStarts: ReadonlySet<string>;
  /** Words that point back to the thing named before ('outro', 'um novo'). */
  pointBack: ReadonlySet<string>;
  /** Charges on a thing, which take the category of the thing beside them ('mão de obra', 'multa', 'frete'), as lists of words. */
  charges: readonly (readonly string[])[];
  /** Words that open a clause inside a clause ('que'). */
  relativeWords: ReadonlySet<string>;
  /** A number before a month ('5 de março', '15 maio') is a day. */
  months: ReadonlySet<string>;
  /** Words that may follow an amount without making it a count ('30 no uber'). */
  flowAfter: ReadonlySet<string>;
  numberNames: ReadonlySet<string>;
  /** Words before a number that name it as the app ('no 99'). */
  numberNameArticles: ReadonlySet<string>;
  numberWords: ReadonlyMap<string, number>;
  /** The word that joins a number's parts ('duzentos e cinquenta', '2 mil e 500'). */
  numberJoins: ReadonlySet<string>;
  /** Words of thousands and their powers of ten ('2 mil', 'dois milhões'), and the marks glued to a number only ('2k'). */
  thousands: ReadonlyMap<string, number>;
  thousandsGlued: ReadonlyMap<string, number>;
  /** Number words that are articles too ('um café 6'). */
  articleNumbers: ReadonlySet<string>;
  /** Plural articles before a small number: the things said before ('paguei os 3'). */
  pluralArticles: ReadonlySet<string>;
  /** Money words that mark a number glued to them ('30reais'), and the currency marks ('R$', 'rs', '$'). */
  gluedMoney: ReadonlySet<string>;
  currencyMarks: ReadonlySet<string>;
  /** Money words between a bill and forHowMany ('320 reais pra 4'). */
  moneyBeforeHowMany: ReadonlySet<string>;
  /** A price of each after it ('7 cada'); of a unit of measure before it ('5,89 o litro'); of each after a quantity ('a 7'). */
  eachWords: ReadonlySet<string>;
  perUnit: ReadonlySet<string>;
  unitPriceBefore: ReadonlySet<string>;
  /** A split with someone named ('rachei com a Lu'), and the word that counts the others instead ('com mais 3'). */
  splitWithLinks: ReadonlySet<string>;
  splitWithMore: ReadonlySet<string>;
  /** Between a split's verb and how many it is split by ('dividimos por 3'). */
  splitByLinks: ReadonlySet<string>;
  /** Between a count or its thing and a price ('4 pneus de 320'); between which instalment and how many ('parcela 3 de 10'). */
  priceLinks: ReadonlySet<string>;
  ordinalLinks: ReadonlySet<string>;
  /** Units of measure and hours glued to their number ('2kg', '2h'). */
  gluedUnits: ReadonlySet<string>;
  gluedHours: ReadonlySet<string>;
  /** Between a day and its month ('5 de março'). */
  monthLinks: ReadonlySet<string>;
  /** Hours from and to ('das 8 às 18'). */
  hoursFrom: ReadonlySet<string>;
  hoursTo: ReadonlySet<string>;
  greetings: ReadonlySet<string>;
  /** The starts of questions and reminders, as lists of words ('o que' → ['o', 'que']). */
  questionStarts: readonly (readonly string[])[];
  reminderStarts: readonly (readonly string[])[];
  /** Words between a subject and its verb that change nothing ('mal', 'só'). */
  adverbs: ReadonlySet<string>;
  /** Money not paid yet, said anywhere ('faltam', 'em aberto'), as lists of words. */
  pending: readonly (readonly string[])[];
  /** Words another category files alone that are a category's when counted or beside its things ('uma água'), as read. */
  twoSenses: ReadonlyMap<string, DemoCategory>;
  /** Words before a thing that count it ('uma', 'duas'). */
  countWords: ReadonlySet<string>;
  /** The forms of verbs whose objects are things sold ('vendi'). */
  thingVerbForms: ReadonlySet<string>;
  /** Words before a thing that name the one known ('a água'). */
  definiteWords: ReadonlySet<string>;
  /** A payment to come ('pago sexta'): where it is said, and its verbs, which then say nothing was paid. */
  laterPayment: RegExp;
  laterVerbs: ReadonlySet<string>;
  /** A plan: its openings as lists of words ('tenho que'), and the pronouns that may stand before its infinitive. */
  plans: readonly (readonly string[])[];
  planPronouns: ReadonlySet<string>;
  /** A word that ends as an infinitive ('ir', 'pensar'). */
  infinitive: RegExp;
  /** How much said with no number after a verb of money ('muito', 'nada'), and being out of money ('no vermelho'), as lists of words. */
  vagueAmounts: ReadonlySet<string>;
  broke: readonly (readonly string[])[];
  /** Negation words, and what may stand between one and the verb it negates. */
  negations: ReadonlySet<string>;
  negatedBetween: ReadonlySet<string>;
  /** How a command to the assistant starts ('apaga'), as lists of words. */
  commandStarts: readonly (readonly string[])[];
  /** The first person of the give-back verbs ('devolvi'), and what they hand back when it is money ('o dinheiro'). */
  givenBackByMe: ReadonlySet<string>;
  moneyNouns: ReadonlySet<string>;
  /** Verbs of money made or found when the amount follows them ('fizemos 950'). */
  madeBefore: ReadonlySet<string>;
  /** Jobs done, counted after a verb of doing ('fiz 3 fretes'): the verbs, and the jobs as read. */
  jobVerbs: ReadonlySet<string>;
  jobs: ReadonlySet<string>;
  /** Takings said gross or net after their amount ('312 bruto'). */
  takingsAfter: ReadonlySet<string>;
  /** Asking the assistant to record ('anotar', 'registrar'). */
  recordVerbs: ReadonlySet<string>;
  /** A correction of an earlier note ('digitei errado'), as lists of words. */
  corrections: readonly (readonly string[])[];
  /** Thanks opening a note ('valeu'). */
  thanks: ReadonlySet<string>;
  /** A transfer's nouns ('pix') and the people it may come from ('irmã'). */
  transferNouns: ReadonlySet<string>;
  transferTo: ReadonlySet<string>;
  fromPeople: ReadonlySet<string>;
  /** An allowance ('mesada'): said of someone not among fromPeople, money I give. */
  allowances: ReadonlySet<string>;
  /** Who pays me for a service ('cliente'). */
  clients: ReadonlySet<string>;
  served: readonly (readonly string[])[];
  /** An amount said to be unknown ('não lembro quanto'), as lists of words. */
  unknownAmounts: readonly (readonly string[])[];
  /** Anyone else's forms of the hand-over verbs ('pagou', 'acertaram'), and the payers whose hand-over is mine ('meu marido', 'você'), as lists of words. */
  othersPaying: ReadonlySet<string>;
  householdPayers: readonly (readonly string[])[];
  /** What another paid for when it is no money to me: a thing of mine after these ('minha consulta'), and all of a bill, as lists of words. */
  paidForMine: ReadonlySet<string>;
  paidForAll: readonly (readonly string[])[];
  /** Verbs that say a thing was paid or bought ('paguei', 'comprei'). */
  paidThingVerbs: ReadonlySet<string>;
  /** A thing paid for me, after the verb ('pra mim'), as lists of words. */
  paidForMe: readonly (readonly string[])[];
  /** A thing paid for all of us, after the verb ('pra gente', 'de todo mundo'), as lists of words. */
  paidForUs: readonly (readonly string[])[];
  /** Who paid, asked before the verb ('quem pagou foi o Pedro'), and the words that say it was me ('fui eu'). */
  whoPaid: ReadonlySet<string>;
  whoPaidMe: readonly (readonly string[])[];
  /** What is left of a bill paid in parts ('o resto'), and the word that says I paid it ('eu'). */
  restWords: ReadonlySet<string>;
  myself: ReadonlySet<string>;
  /** My own verbs of money, out or in ('paguei', 'gastei', 'recebi'): a note that says what I paid beside what another paid. */
  myMoneyVerbs: ReadonlySet<string>;
  /** A subtotal of the group above it ('subtotal 418'): no entry of its own. */
  subtotalWords: readonly (readonly string[])[];
  /** The home's bills, each paid on its own ('aluguel', 'luz'): a total after them repeats their sum. */
  ownBills: ReadonlySet<string>;
  /** How a day's takings came in ('pix', 'dinheiro'): lines of nothing else are a till's close. */
  takingsMeans: ReadonlySet<string>;
}

const wordSet = (entries: readonly string[]) => new Set(entries.flatMap(wordsOf));

/**
 * A later payment's verb opening its clause (after nothing but emoji or marks, a join mark or word, or laterPayments.before),
 * then when; or when, then the verb; or money arriving by itself beside when, anywhere.
 */
function laterPattern(): RegExp {
  const alternatives = (words: readonly string[]) => words.map((word) => normalize(word).replace(/\s+/gu, '\\s+')).join('|');
  const joins = joinWords.map((word) => normalize(word).replace(/\s+/gu, '\\s+'));
  const opening = `(?:^[^\\p{L}\\p{N}]*|[,;.!?\\n]|\\b(?:${[...joins, ...laterPayments.before.map(normalize)].join('|')}))`;
  const verbs = `(?:${alternatives(laterPayments.verbs)})`;
  const arriving = `(?:${alternatives(laterPayments.arriving)})`;
  // When first may hold its day's number ('dia 5 entra a pensão').
  const when = `(?:${alternatives(laterPayments.when)})`;
  const day = `${when}(?:\\s+\\d{1,2})?`;
  return new RegExp(
    `${opening}\\s*(?:${verbs}\\s+${when}|${day}\\s+${verbs})\\b|\\b(?:${arriving}\\s+${when}|${day}\\s+${arriving})\\b`,
    'u',
  );
}

/** A phrase table of the entries, read through the spelling, yielding every SLICE entries. */
function* tableOf<T>(spelling: Spelling, entries: readonly (readonly [string, T])[]): Generator<void, PhraseTable<T>> {
  const table = new PhraseTable<T>();
  for (const [index, [entry, value]] of entries.entries()) {
    table.add(readWordsWith(spelling, entry), value);
    if (index % SLICE === SLICE - 1) yield;
  }
  return table;
}

function readWordsWith(spelling: Spelling, text: string): string[] {
  return keyWords(text).map((word) => spelling.read(word));
}

/** How many entries one slice of the build reads: a few milliseconds on a slow phone. */
const SLICE = 250;

/** Builds the lexicon, yielding between slices (`buildInSlices`); run to its end at once by `lexicon()`. */
function* build(): Generator<void, Lexicon> {
  const verbs = verbSignals();
  const moneyVerbs = new Set(
    [...spendingVerbs, ...incomeEvents, ...verbs.map(([form]) => form)].filter((verb) => !verb.includes(' ')).map(normalize),
  );
  const sets = {
    // Gross or net marks an amount as money as a money word does ('312 bruto').
    // …and 'pago'/'paga' right after it say it is money paid ('pensão 600 paga'), never a thing counted.
    moneyAfter: new Set([...wordSet(moneyWordsAfter), ...wordSet(takingsAfter), ...wordSet(paidParticiples)]),
    takingsAfter: wordSet(takingsAfter),
    moneyBefore: new Set([...wordSet(moneyWordsBefore), ...moneyVerbs]),
    moneyVerbs,
    notMoneyBefore: wordSet(notMoneyWordsBefore),
    notMoneyAfter: wordSet(notMoneyWordsAfter),
    timeUnits: wordSet(timeUnits),
    months: wordSet(months),
    nameBefore: wordSet(nameWordsBefore),
    servicesBefore: wordSet(servicesBefore),
    lineBefore: wordSet(lineWordsBefore),
    rideVerbForms: new Set(
      rideBefore.verbs.flatMap((verb) => {
        const { first, others } = conjugate(verb);
        return [...first, ...others];
      }),
    ),
    rideArticles: wordSet(rideBefore.articles),
    lineCategory,
    yearSpan,
    lastDigitsWords: wordSet(lastDigits.words),
    cardWords: wordSet(lastDigits.cards),
    formerBefore: wordSet(formerPriceWords),
    downPayment: wordSet(downPaymentWords),
    changeWords: wordSet(changeWords),
    changeVerbs: wordSet(changeVerbs),
    receivedWords: wordSet(receivedWords),
    correctionOpening: inlineCorrections.opening.map(wordsOf),
    correctionAlone: wordSet(inlineCorrections.alone),
    instalmentBefore: wordSet(instalments.before),
    instalmentWords: wordSet(instalments.after),
    instalmentVerbs: wordSet(instalments.verbs),
    shareWords: wordSet(shareWords),
    eachShare: eachShare.map(wordsOf),
    keptShare: keptShare.map(wordsOf),
    splitLinks: wordSet(splitMe.links),
    splitMe: wordSet(splitMe.me),
    usWords: wordSet(usWords),
    peopleWords: wordSet(peopleWords),
    sharedAmong: wordSet(sharedAmong),
    collectionWords: wordSet(collections.words),
    bundleLinks: wordSet(bundleLinks),
    forHowMany: wordSet(forHowMany),
    collectionLinks: wordSet(collections.among),
    halfWords: halfWords.map(wordsOf),
    centWords: wordSet(centWords),
    decimalWords: wordSet(decimalWords),
    joinWords: joinWords.map(wordsOf),
    joinMarks: new Set<string>(joinMarks),
    spacedMarksAfter: new Set<string>(spacedJoinMarks.after),
    spacedMarksAround: new Set<string>(spacedJoinMarks.around),
    joinsNotAfter: wordSet(joinsNotAfter),
    peopleJoins: wordSet(peopleJoins),
    toMe: wordSet(toMeBefore),
    outwardLegs: wordSet(legWords.out),
    returnLegs: wordSet(legWords.back),
    headerMarks: new Set<string>(headerMarks),
    askedHeaderMarks: new Set<string>(askedHeaderMarks),
    partWords: partWords.map(wordsOf),
    partOfItWords: partOfItWords.map(wordsOf),
    partMarks,
    statementSigns,
    ledgerSigns,
    leftWords: wordSet(leftWords),
    relativeWords: wordSet(relativeWords),
    objectStarts: wordSet(objectStarts),
    pointBack: wordSet(pointBackWords),
    charges: chargeWords.map(wordsOf),
    links: wordSet(linkWords),
    determiners: wordSet(determiners),
    into: wordSet(intoWords),
    outOf: wordSet(outOfWords),
    accountWords: wordSet(accountWords),
    shortSpellings: new Map(Object.entries(shortSpellings)),
    centsJoins: wordSet(centsJoins),
    dayBefore: wordSet(dayWordsBefore),
    flowAfter: wordSet(wordsAfterAmount),
    numberNames: new Set<string>(numberNames),
    numberNameArticles: wordSet(numberNameArticles),
    qualifiers: new Set<string>(qualifierWords),
    splitWords: wordSet(splitWords),
    splitEvery: wordSet(splitEvery),
    totalBefore: wordSet(totalWordsBefore),
    totalAfter: wordSet(totalWordsAfter),
    totalPhrasesAfter: totalPhrasesAfter.map(wordsOf),
    splitHalves: splitHalves.map(wordsOf),
    numberJoins: wordSet(numberJoins),
    thousands: new Map(Object.entries(thousandsWords).map(([word, power]) => [normalize(word), power])),
    thousandsGlued: new Map(Object.entries(thousandsGlued).map(([mark, power]) => [normalize(mark), power])),
    articleNumbers: wordSet(articleNumbers),
    pluralArticles: wordSet(pluralArticles),
    gluedMoney: wordSet(gluedMoneyWords),
    currencyMarks: new Set(currencyMarks.map(normalize)),
    moneyBeforeHowMany: wordSet(moneyBeforeHowMany),
    eachWords: wordSet(eachWords),
    perUnit: wordSet(perUnitWords),
    unitPriceBefore: wordSet(unitPriceBefore),
    splitWithLinks: wordSet(splitWith.links),
    splitWithMore: wordSet(splitWith.more),
    splitByLinks: wordSet(splitByLinks),
    priceLinks: wordSet(priceLinks),
    ordinalLinks: wordSet(ordinalLinks),
    gluedUnits: wordSet(gluedUnits),
    gluedHours: wordSet(gluedHours),
    monthLinks: wordSet(monthLinks),
    hoursFrom: wordSet(hourSpan.from),
    hoursTo: wordSet(hourSpan.to),
    numberWords: new Map(Object.entries(numberWords).map(([word, value]) => [normalize(word), value])),
    greetings: wordSet(greetingWords),
    questionStarts: questionStarts.map(wordsOf),
    reminderStarts: reminderStarts.map(wordsOf),
    pending: pendingPhrases.map(wordsOf),
    countWords: wordSet(countWords),
    thingVerbForms: new Set(
      thingVerbs.flatMap((verb) => {
        const { first, others, participle } = conjugate(verb);
        return [...first, ...others, ...participle];
      }),
    ),
    definiteWords: wordSet(definiteWords),
    laterPayment: laterPattern(),
    laterVerbs: wordSet([...laterPayments.verbs, ...laterPayments.arriving]),
    plans: plans.before.map(wordsOf),
    planPronouns: wordSet(plans.pronouns),
    infinitive: new RegExp(`^\\p{L}*(?:${plans.infinitiveEndings.join('|')})$`, 'u'),
    vagueAmounts: wordSet(remarks.vague),
    broke: remarks.broke.map(wordsOf),
    negations: wordSet(negations.words),
    negatedBetween: wordSet(negations.between),
    commandStarts: commandStarts.map(wordsOf),
    givenBackByMe: new Set(verbTable.giveBack.flatMap((verb) => conjugate(verb).first)),
    moneyNouns: new Set([...wordSet(moneyNouns), ...wordSet(moneyWordsAfter)]),
    madeBefore: wordSet(madeBefore),
    jobVerbs: wordSet(jobsDone.verbs),
    jobs: wordSet(jobsDone.jobs),
    recordVerbs: wordSet(recordVerbs),
    corrections: corrections.map(wordsOf),
    thanks: wordSet(thanksWords),
    transferNouns: wordSet(transferNouns),
    transferTo: wordSet(transferTo),
    fromPeople: wordSet(fromPeople),
    allowances: wordSet(allowances),
    clients: wordSet(clientWords),
    served: servedVerbs.map(wordsOf),
    unknownAmounts: unknownAmounts.map(wordsOf),
    othersPaying: new Set(verbTable.handOver.flatMap((verb) => conjugate(verb).others)),
    householdPayers: [...householdPayers, ...bankYou].map(wordsOf),
    paidForMine: wordSet(paidFor.mine),
    paidForAll: paidFor.all.map(wordsOf),
    paidThingVerbs: wordSet(paidThingVerbs),
    paidForMe: paidFor.forMe.map(wordsOf),
    paidForUs: paidFor.ours.map(wordsOf),
    whoPaid: wordSet(paidFor.who),
    whoPaidMe: paidFor.me.map(wordsOf),
    restWords: wordSet(restOfBill.words),
    myself: wordSet(restOfBill.me),
    myMoneyVerbs: new Set([
      ...[...verbTable.handOver, ...verbTable.giveBack, ...verbTable.takeIn].flatMap((verb) => conjugate(verb).first),
      ...spendingVerbs.filter((verb) => !verb.includes(' ')).map(normalize),
    ]),
    subtotalWords: subtotalWords.map(wordsOf),
    ownBills: wordSet(ownBills),
    takingsMeans: wordSet(takingsMeans),
    adverbs: wordSet(adverbs),
  };
  // Entries are what a typo is corrected to; every other word the rules read is known as it is, so
  // a typo is never "corrected" away from a word that means something ('conto' is money, not 'conta').
  const entries = [
    ...categoryLexicon.flatMap(({ words, emoji = [] }) => [...words, ...emoji]),
    ...jobsDone.jobs,
    ...instalments.after,
    ...incomeEvents,
    ...incomeNouns,
    ...incomeSources,
    ...spendingVerbs,
    ...billWords,
    ...verbs.map(([form]) => form),
  ];
  const entryWords = entries.flatMap(keyWords);
  const knownAsIs = [
    ...sets.moneyAfter,
    ...sets.moneyBefore,
    ...sets.notMoneyBefore,
    ...sets.notMoneyAfter,
    ...sets.greetings,
    ...sets.numberWords.keys(),
    ...sets.questionStarts.flat(),
    ...sets.reminderStarts.flat(),
    ...sets.pending.flat(),
    ...sets.adverbs,
    ...sets.splitWords,
    ...sets.plans.flat(),
    ...sets.vagueAmounts,
    ...sets.broke.flat(),
    ...sets.negations,
    ...sets.commandStarts.flat(),
    ...sets.madeBefore,
    ...plainWords,
  ];
  const spelling = new Spelling(entryWords, knownAsIs, soundSpellings);
  // The words known only inside a longer name ('joão' of 'farmácia são joão'): on their own they may name a person.
  const alone = new Set([...entries.filter((entry) => keyWords(entry).length === 1).flatMap(keyWords), ...knownAsIs.map(normalize)]);
  const inNamesOnly = new Set(entryWords.filter((word) => !alone.has(word)));
  yield;
  while (spelling.index(SLICE)) yield;
  const categoryTable = yield* tableOf<CategoryEntry>(
    spelling,
    categoryLexicon.flatMap(({ category, words, weak = [], emoji = [], forWhom = [], stores = [] }) => {
      const weakWords = new Set(weak.map(normalize));
      const forWords = new Set(forWhom.map(normalize));
      const storeWords = new Set(stores.map(normalize));
      return [...words, ...emoji].map((word) => {
        const key = normalize(word);
        return [word, { category, weak: weakWords.has(key), forWhom: forWords.has(key), store: storeWords.has(key) }] as const;
      });
    }),
  );
  const specSources = new Set<string>(specIncomeWords.map(normalize));
  const signalTable = yield* tableOf<Signal>(spelling, [
    ...incomeEvents.map((word) => [word, 'income-event'] as const),
    ...verbs,
    ...incomeNouns.map((word) => [word, 'income-noun'] as const),
    ...toMePlaces.map((word) => [word, 'to-me'] as const),
    ...incomeSources.map((word) => [word, specSources.has(normalize(word)) ? 'income-spec' : 'income-source'] as const),
    ...spendingVerbs.map((word) => [word, 'spending'] as const),
    ...billWords.map((word) => [word, 'bill'] as const),
  ]);
  const twoSenses = new Map(
    categoryLexicon.flatMap(({ category, counted = [] }) =>
      counted.map((word) => [readWordsWith(spelling, word).join(' '), category] as const),
    ),
  );
  return { ...sets, spelling, inNamesOnly, categoryTable, signalTable, twoSenses };
}

let built: Lexicon | undefined;
let building: Generator<void, Lexicon> | undefined;

/** The next slice of the build; true once the lexicon is built. */
function buildSlice(): boolean {
  if (built) return true;
  building ??= build();
  const step = building.next();
  if (step.done) built = step.value;
  return step.done === true;
}

/** The lexicon, built on first use (what a slice-by-slice build left, at once). */
export function lexicon(): Lexicon {
  while (!buildSlice());
  return built as Lexicon;
}

/**
 * Builds the lexicon a slice at a time, waiting for `next` (the next task) between slices, so no task of the build
 * holds the main thread for long: the lexicon tripled with issue 55, and built at once it was a long task while the
 * visitor typed. A message read meanwhile finishes the build at once (`lexicon()`).
 */
export async function buildInSlices(next: () => Promise<void>): Promise<void> {
  while (!buildSlice()) await next();
}

/** A message's key words as the lexicon reads them: little words left out, plurals and typos mapped to their entries. */
export function readWords(normalized: string): string[] {
  return readWordsWith(lexicon().spelling, normalized);
}
