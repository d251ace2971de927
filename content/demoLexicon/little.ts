/**
 * The little words the rules read around a key word (issue 61: the rules hold no word of their own). Part of the demo
 * chat's lexicon; grammar, not categories.
 */

/** Words that tie an income word to what it paid for ('do salário', 'com o bônus'). */
export const linkWords = ['de', 'do', 'da', 'dos', 'das', 'com'] as const;

/** Words between a link and the income word that change nothing ('com o meu 13º'). */
export const determiners = ['o', 'a', 'os', 'as', 'meu', 'minha', 'meus', 'minhas', 'seu', 'sua'] as const;

/** Into an account, not a bill: 'caiu na conta', '2.300 pra conta' (not 'na conta de luz'). */
export const intoWords = ['na', 'pra', 'para', 'em'] as const;

/** The bill word that also names the account money goes into, after intoWords and before no link. */
export const accountWords = ['conta'] as const;

/** Words before a thing that count it ('uma água', 'duas águas'): a thing bought, not a bill; a number of two digits does too. */
export const countWords = ['um', 'uma', 'dois', 'duas', 'três', 'quatro', 'cinco', 'seis', 'uns', 'umas'] as const;

/** Words before a thing that name the one known, a bill's way ('paguei a água', 'conta da água'): never counted. */
export const definiteWords = ['a', 'as', 'o', 'os', 'da', 'do', 'na', 'no', 'minha', 'meu', 'sua', 'seu'] as const;

/** Out of a place of mine ('saiu 150 da minha conta', 'tiraram 200 do meu pix'): the money left it, a spending. */
export const outOfWords = ['da', 'do', 'de', 'das', 'dos'] as const;

/**
 * Everyday words a letter from a word of money, never corrected to it: 'hoje foi puxado' (a hard day) is no 'foi pixado'
 * (money sent by Pix).
 */
export const plainWords = [
  'puxado',
  'puxada',
  'puxados',
  'puxadas',
  // Second-hand ('vendi uns tênis usados'): no 'usamos' (money put to a use).
  'usados',
] as const;

/** Short spellings people type for a word ('tenho q pagar', 'qto gastei?'). */
export const shortSpellings: Readonly<Record<string, string>> = {
  // 'pg 89,90 tim': paguei.
  pg: 'paguei',
  q: 'que',
  // How a question's first word is typed short ('qto gastei de uber?').
  qto: 'quanto',
  qnto: 'quanto',
  qnt: 'quanto',
  qdo: 'quando',
  qnd: 'quando',
};

/**
 * Letters typed as they sound, and the letters the word is spelled with: 'x' for 'ch' ('xurrasco', 'bolaxa', 'sanduixe').
 * A word the lexicon does not know is read with them spelled, where that is an entry.
 */
export const soundSpellings: readonly (readonly [typed: string, spelled: string])[] = [['x', 'ch']];

/** Between reais and their cents, after an optional money word ('vinte reais e cinquenta centavos', '12 com 50 centavos'). */
export const centsJoins = ['e', 'com'] as const;

/** Plural articles: a small number right after one is the things said before ('paguei os 3', 'as duas 80'), no money. */
export const pluralArticles = ['os', 'as'] as const;

/**
 * The little words a phrase is matched without ('conta de luz' = 'conta da luz' = 'conta luz'): articles and the links
 * before a place or a thing. They are never lexicon entries on their own.
 */
export const littleWords = ['de', 'do', 'da', 'dos', 'das', 'o', 'a', 'os', 'as', 'no', 'na', 'nos', 'nas', 'em', 'um', 'uma'] as const;

/**
 * Plural endings, and the singular's ending each may stand for, in the order tried ('pizzas' → 'pizza', 'paes' → 'pao',
 * 'alugueis' → 'aluguel', 'hamburgueres' → 'hamburguer'), as normalized text writes them.
 */
export const pluralEndings: readonly (readonly [plural: string, singular: string])[] = [
  ['oes', 'ao'],
  ['aes', 'ao'],
  ['eis', 'el'],
  ['ais', 'al'],
  ['es', ''],
  ['s', ''],
];

/**
 * Diminutive endings, and the endings of the plain word each may stand for, likeliest first ('açaizinho' → 'açai',
 * 'cervejinha' → 'cerveja', 'lanchinho' → 'lanche', 'bolinho' → 'bolo').
 */
export const diminutiveEndings: readonly (readonly [ending: string, ...plain: string[]])[] = [
  ['zinho', ''],
  ['zinha', ''],
  ['inho', 'o', 'e', ''],
  ['inha', 'a', 'e', ''],
];

/**
 * Laughs typed as a word ('kkk', 'hahaha', 'hahah', 'hehe', 'rsrs'): a syllable said at least `least` times, then maybe
 * `tail`. They add nothing to what a message is, nor name a thing.
 */
export const laughs: readonly { syllable: string; least: number; tail?: string }[] = [
  { syllable: 'k', least: 2 },
  { syllable: 'ha', least: 2, tail: 'h' },
  { syllable: 'he', least: 2 },
  { syllable: 'rs', least: 1 },
];
