/**
 * Where a note's clauses part and what binds them (issue 61): joins, relative words, how a verb's object opens.
 * Part of the demo chat's lexicon (content/demoLexicon/categories.ts says how entries are read); grammar, not categories.
 */
/** Where a note's clauses part: each clause may be an entry of its own (issue 61); a stated total, a product or a split binds them again. */
export const joinWords = [
  'e',
  'mais',
  'depois',
  'também',
  'tb',
  'tbm',
  'e depois',
  'e também',
  'e mais',
  'além disso',
  'aí',
  'ai',
] as const;

/** The word that joins the people a split lists ('entre eu, Carla e Rafa'): one more person, no clause of its own. */
export const peopleJoins = ['e'] as const;

/** Words after which a join word is part of their phrase, no join: 'rachei com mais 2' (the others the bill is split with). */
export const joinsNotAfter = ['com'] as const;

/** Words that open a part of the entry before ('mercado 200 sendo 50 de carne'): what it was spent on, no entry of its own. */
export const partWords = ['sendo', 'incluindo', 'inclusive', 'dos quais', 'das quais'] as const;

/**
 * Words anywhere in a clause that say its amount is of the entry before ('mercado 320 e uns 80 disso foi carne', '120 desse
 * valor é fundo de reserva'): a part, no entry of its own.
 */
export const partOfItWords = ['disso', 'daquilo', 'desse valor', 'deste valor', 'desse total', 'deste total', 'do total'] as const;

/** Words of what is left after the entries ('recebi 1500, paguei 500, sobrou 1000'): a balance, no entry of its own. */
export const leftWords = ['sobrou', 'sobraram', 'sobra', 'restou', 'restaram', 'resta', 'saldo'] as const;

/**
 * A bank statement's signs before each line's amount ('(+) 1.120,00 TED SALARIO', '(-) 89,90 VIVO FIBRA'): which way the
 * money went, never a join ('+') nor parts of the line before ('(').
 */
export const statementSigns = { income: '(+)', spending: '(-)' } as const;

/**
 * A ledger's signs at the start of its lines, where the note holds lines of both ('+ 80 faxina', '- 18 ônibus'): which way
 * each line's money went. A list whose lines all open with a dash is bullets, no sign.
 */
export const ledgerSigns = { income: ['+'], spending: ['-', '–', '—', '−'] } as const;

/** Marks around the parts of the entry before them ('farmácia 80 (remédio 60 e vitamina 20)'): what it was spent on. */
export const partMarks = { open: '(', close: ')' } as const;

/** The way there and the way back: typed on with no join ('uber ida 23 volta 27'), the way back opens an entry of its own. */
export const legWords = { out: ['ida'], back: ['volta'] } as const;

/** Marks that end a header before a list ('resumo de hoje:', a first line): a question's start before them heads a list, it asks nothing. */
export const headerMarks = [':', '\n'] as const;

/** …and a question's start may end at a comma or a semicolon too, before a list of things priced ('resumo de hoje, pão 8'). */
export const askedHeaderMarks = [',', ';'] as const;

/** Marks that part clauses as the join words do; a line break too. Between digits ('30,50', '5/3') they are part of the number or date. */
export const joinMarks = [',', ';', '+', '/', '|', '\n'] as const;

/**
 * Marks that part clauses only where a space follows them, as a sentence ends ('uber 22. ifood 48'), and for a dash a
 * space before it too ('almoço 35 - uber 18'): glued, they are part of a number or a word ('2.500', 'x-tudo').
 */
export const spacedJoinMarks = { after: ['.', '!'], around: ['-', '–', '—'] } as const;

/** The words that open a clause inside a clause ('me pagou os 30 que eu tinha emprestado'): the verb before them is the one that counts. */
export const relativeWords = ['que', 'q'] as const;

/** How a verb's second object opens ('vendi a mesa 300 e a estante 150'): a clause so opened shares the verb before it. */
export const objectStarts = ['o', 'a', 'os', 'as', 'um', 'uma', 'meu', 'minha', 'meus', 'minhas', 'seu', 'sua'] as const;

/**
 * A charge on a thing named beside it: work paid for on it, a fine, its shipping, in the thing's category ('pastilha de
 * freio 180 + mão de obra 120' is the mechanic's, Transporte; 'condomínio 520 e multa de 26' the home's); alone, where the
 * lexicon files it (labour the builder's, Moradia; a fine a fee and shipping a parcel's, Outros).
 */
export const chargeWords = ['mão de obra', 'mão-de-obra', 'multa', 'multas', 'frete'] as const;

/** Words that point back to the thing named before ('estorno do ifood e pedi outro de 52', 'vendi o sofá e comprei um novo'). */
export const pointBackWords = [
  'outro',
  'outra',
  'outros',
  'outras',
  'novo',
  'nova',
  'mesmo',
  'mesma',
  // One of the same kind, used ('vendi a bike e comprei uma usada').
  'usado',
  'usada',
  'seminovo',
  'seminova',
] as const;
