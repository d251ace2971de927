/**
 * Number words, read as amounts.
 * Part of the demo chat's lexicon (content/demoLexicon/categories.ts says how entries are read); grammar, not categories.
 */
/** Number words, read as amounts ('cem reais', 'mil e quinhentos', 'dois mil'); 'um'/'uma' alone are articles, not numbers. */
export const numberWords: Readonly<Record<string, number>> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  cento: 100,
  duzentos: 200,
  duzentas: 200,
  trezentos: 300,
  trezentas: 300,
  quatrocentos: 400,
  quatrocentas: 400,
  quinhentos: 500,
  quinhentas: 500,
  seiscentos: 600,
  seiscentas: 600,
  setecentos: 700,
  setecentas: 700,
  oitocentos: 800,
  oitocentas: 800,
  novecentos: 900,
  novecentas: 900,
};

/** The word that joins a number's parts: 'duzentos e cinquenta', and the hundreds after a thousand ('2 mil e 500'). */
export const numberJoins = ['e'] as const;

/** Words of thousands after a number, and the power of ten each multiplies by ('2 mil', 'dois mil', '1,5 milhão'). */
export const thousandsWords: Readonly<Record<string, number>> = { mil: 3, milhão: 6, milhões: 6 };

/** Marks of thousands glued to their number only, and their power of ten ('2k', '1,5k'). */
export const thousandsGlued: Readonly<Record<string, number>> = { k: 3 };

/** Number words that are articles too: alone ('um café 6') or before a thing after other number words, no number. */
export const articleNumbers = ['um', 'uma'] as const;
