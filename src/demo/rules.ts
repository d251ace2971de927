/**
 * The demo chat's rules (spec §3–§5): parse a short pt-BR note, decide income vs spending,
 * categorise it, update the month's totals and write the bot's reply.
 *
 * Plain TypeScript: no React, no DOM, no clock, no ids. Every function is pure; the store
 * stamps ids and times on the messages it builds from a `DemoOutcome`.
 *
 * Money is integer cents everywhere, so totals never pick up floating-point drift.
 */

import { demoChat } from '@content/steps';

export type Category = 'Alimentação' | 'Salário' | 'Transporte' | 'Moradia' | 'Outros';

export interface DemoTotals {
  /** Spending total of the month, in cents. */
  spentCents: number;
  /** Income total of the month, in cents. */
  incomeCents: number;
}

export interface DemoMessage {
  id: string;
  type: 'user' | 'bot';
  text: string;
  /** 'HH:MM', 24-hour, as `formatTime` writes it. */
  time: string;
  category?: Category;
  /** Spending total in cents after this message. */
  total?: number;
  /** The goal, in cents. */
  meta?: number;
  /** Spending total as a rounded percentage of the goal. */
  percentage?: number;
  success?: boolean;
}

export interface DemoOutcome {
  kind: 'income' | 'spending';
  /** The message's amount in cents, after the cap. */
  amountCents: number;
  /** False when the message held no number: nothing is recorded and the reply says how to write one. */
  hasAmount: boolean;
  /** True when the typed amount was above `MAX_MESSAGE_CENTS` and was clamped to it. */
  capped: boolean;
  category: Category;
  /** Totals after this message. */
  totals: DemoTotals;
  /** `totals.spentCents` as a rounded percentage of the goal. */
  percentage: number;
  /** Spending has reached the goal (`isOverGoal`). */
  overGoal: boolean;
  success: boolean;
  /** The bot's reply, lines joined with '\n'. */
  reply: string;
}

/** Spec §9: initial spending R$ 1.234,56 and income R$ 1.500,00. */
export const INITIAL_TOTALS: Readonly<DemoTotals> = Object.freeze({ spentCents: 123_456, incomeCents: 150_000 });

/** Spec §9: the month's spending goal, R$ 1.500,00. */
export const GOAL_CENTS = 150_000;

/** One message counts for at most R$ 1.000.000,00, so no typed number can blow up the totals. */
export const MAX_MESSAGE_CENTS = 100_000_000;

/** Longer input is truncated before parsing; the widget uses it as the input's `maxlength`. */
export const MAX_INPUT_LENGTH = 200;

/*
 * Reading words. A message is cut into words (runs of letters and digits, after `normalize`), so a
 * keyword never matches inside another word: 'casaco', 'casamento' and 'Uberaba' are not keywords.
 * Each list holds the forms people type (plural, past tense, compounds that mean the keyword);
 * accents and case never matter. The lists are written with accents, as a person types them, so
 * the docs page can show them as they are.
 */

/**
 * Income words (spec §5 names 'recebi', 'salário' and 'ganho'). The other forms and words are the
 * ones people use for money coming in: 'pix recebido', 'caiu o salário', 'vendi a bike',
 * 'reembolso da empresa', 'rendimentos da poupança'. 'caiu' alone is not one: prices and phones fall too.
 */
export const INCOME_KEYWORDS = [
  'recebi',
  'recebido',
  'recebida',
  'recebemos',
  'recebo',
  'recebimento',
  'salário',
  'salários',
  'ganho',
  'ganhos',
  'ganhei',
  'ganhou',
  'ganhamos',
  'vendi',
  'vendemos',
  'reembolso',
  'rendimento',
  'rendimentos',
] as const;

/**
 * Money going out, said in the first person. Any of them makes the message spending, whatever
 * income word it also holds: 'gastei o salário no aluguel' is a spending. Third-person forms
 * ('pagou') are left out because 'o cliente pagou' is money coming in.
 */
export const SPENDING_VERBS = ['gastei', 'gasto', 'gastamos', 'paguei', 'pagamos', 'comprei', 'compramos', 'torrei', 'transferi'] as const;

/** Spec §5's only income row: every income message is filed here, whatever else it mentions. */
export const INCOME_CATEGORY = 'Salário' satisfies Category;

/**
 * Spec §5's category table, in its order, with each keyword's common forms. A spending message
 * takes the first row that matches, skipping the Salário row: that row is income's, and a
 * spending filed under Salário would mean nothing ('gastei 1200 do salário no aluguel' is Moradia).
 */
export const KEYWORD_TABLE = [
  {
    category: 'Alimentação',
    keywords: ['mercado', 'mercados', 'mercadinho', 'supermercado', 'supermercados', 'hipermercado', 'comida', 'comidas', 'alimentação', 'alimento', 'alimentos'],
  },
  { category: INCOME_CATEGORY, keywords: INCOME_KEYWORDS },
  { category: 'Transporte', keywords: ['transporte', 'transportes', 'uber', 'ubers', 'combustível', 'combustíveis'] },
  { category: 'Moradia', keywords: ['casa', 'casas', 'aluguel', 'aluguéis', 'moradia'] },
] as const satisfies readonly { category: Category; keywords: readonly string[] }[];

/**
 * Names that hold a keyword but mean something else: Mercado Livre is a store and Mercado Pago a
 * wallet (not food), Casas Bahia a store (not housing). Their words are dropped before matching,
 * so 'comprei no mercado livre' is Outros while 'mercado livre e mercado 50' is still Alimentação.
 */
export const NOT_KEYWORD_NAMES = ['mercado livre', 'mercado pago', 'casas bahia'] as const;

/** Spec §5: "anything else". */
export const FALLBACK_CATEGORY: Category = 'Outros';

/** Lower case without accents or cedillas: 'SALÁRIO' → 'salario', 'Alimentação' → 'alimentacao'. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Letters and digits that touch make one word, so 'uber2' and 'ps5' are words of their own.
const WORD = /[\p{L}\p{N}]+/gu;
const NOT_KEYWORD_NAME = new RegExp(`(?<![^ ])(?:${NOT_KEYWORD_NAMES.join('|')})(?![^ ])`, 'g');

/** The message's words, normalized, with the names of NOT_KEYWORD_NAMES taken out. */
export function wordsOf(text: string): Set<string> {
  const words = Array.from(normalize(text).matchAll(WORD), ([word]) => word)
    .join(' ')
    .replace(NOT_KEYWORD_NAME, '');
  return new Set(words.split(' '));
}

function hasAny(words: Set<string>, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => words.has(normalize(keyword)));
}

/** Income when an income word is present and no spending verb is. */
export function isIncome(text: string): boolean {
  const words = wordsOf(text);
  return hasAny(words, INCOME_KEYWORDS) && !hasAny(words, SPENDING_VERBS);
}

export function categorize(text: string): Category {
  if (isIncome(text)) return INCOME_CATEGORY;
  const words = wordsOf(text);
  const row = KEYWORD_TABLE.find(({ category, keywords }) => category !== INCOME_CATEGORY && hasAny(words, keywords));
  return row?.category ?? FALLBACK_CATEGORY;
}

/*
 * Reading numbers. Each rule below is one piece of NUMBER; the docs page (Docs / Demo chat rules)
 * states the same rules with examples.
 *
 * Spec §5 says "digits with an optional dot decimal". Read literally, 'gastei 2.500 no aluguel'
 * would be R$ 2,50, but no one in Brazil writes two and a half reais that way: a dot followed by
 * exactly three digits is how Brazilians group thousands (and how the reply itself writes
 * 'R$ 1.234,56'). So a dot is thousands grouping before exactly three digits and the spec's dot
 * decimal everywhere else ('12.5', '1200.50', '0.1').
 */

/** Thousands grouping: a dot, space or no-break space followed by exactly three digits ('2.500', '1 234'). */
const GROUP = String.raw`[. \u00a0\u202f]\d{3}(?!\d)`;
/** Digits with any thousands groups ('2', '2.500', '1.000.000', '1 234'). */
const WHOLE = String.raw`(?<whole>\d+(?:${GROUP})*)`;
/** The decimal mark: a comma always ('30,50'), a dot where it is not grouping ('12.5'). */
const DECIMAL = String.raw`(?:[.,](?<fraction>\d+))`;
/** A number may start at its decimal mark: ',50' is R$ 0,50. */
const BARE_FRACTION = String.raw`[.,](?<bare>\d+)`;
/** 'mil' multiplies by a thousand, 'milhão'/'milhões' by a million: '2 mil', '1,5 mil', '2mil'. */
const MULTIPLIER = String.raw`(?:\s*(?<multiplier>mil|milhao|milhoes)(?![\p{L}\p{N}]))`;
/**
 * A number starts where no letter or digit touches it on the left: 'uber2' and 'ps5' are words,
 * not amounts. 'R$30' is read (R$ ends in '$'), and so is '-30': a minus sign is not part of the
 * number, because income or spending comes from the words, and an amount is a magnitude.
 */
const NUMBER = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${WHOLE}${DECIMAL}?|${BARE_FRACTION})${MULTIPLIER}?`, 'gu');
/**
 * A number that touches a letter on its right is part of a word too ('4g', '10x', '2kg'), unless
 * that word is money: '30reais', '50conto'. 'R$' before and 'reais', 'real', 'conto(s)', 'pila(s)'
 * after a number are otherwise plain words around it.
 */
const GLUED_ON_THE_RIGHT = /^[\p{L}\p{N}]/u;
const MONEY_WORD_AFTER = /^(?:reais|real|contos?|pilas?)(?![\p{L}\p{N}])/u;

const POWERS_OF_TEN = { mil: 3, milhao: 6, milhoes: 6 } as const;
const GROUP_SEPARATORS = /[. \u00a0\u202f]/g;

/**
 * The amount of a message, in cents: the first number in the text that stands on its own, read
 * by the rules above; `null` when there is none (spec §5 then records 0).
 *
 * More than two fraction digits round half-up to the cent ('0,005' → 1 cent). Above
 * MAX_MESSAGE_CENTS the amount is clamped and `capped` is true. The digits become cents with
 * BigInt arithmetic, never parseFloat, so a 400-digit number is exact and cannot become Infinity.
 */
export function parseAmount(text: string): { cents: number; capped: boolean } | null {
  const normalized = normalize(text);
  for (const match of normalized.matchAll(NUMBER)) {
    const after = normalized.slice(match.index + match[0].length);
    if (GLUED_ON_THE_RIGHT.test(after) && !MONEY_WORD_AFTER.test(after)) continue;

    // NUMBER's groups in order: whole, fraction, bare, multiplier.
    const [, whole = '', decimals, bare, multiplier] = match;
    const fraction = decimals ?? bare ?? '';
    const power = multiplier ? POWERS_OF_TEN[multiplier as keyof typeof POWERS_OF_TEN] : 0;
    const scaled = BigInt(whole.replace(GROUP_SEPARATORS, '') + fraction) * 10n ** BigInt(power + 2);
    const divisor = 10n ** BigInt(fraction.length);
    // (2x + d) / 2d rounds x / d half-up, in integers.
    const cents = (scaled * 2n + divisor) / (divisor * 2n);
    return cents > BigInt(MAX_MESSAGE_CENTS) ? { cents: MAX_MESSAGE_CENTS, capped: true } : { cents: Number(cents), capped: false };
  }
  return null;
}

/**
 * The one truth about the goal: the month is over it once spending reaches it, in cents. Spec §5's
 * success needs spending *under* the goal, so reaching it counts. The totals bar's colour, the
 * reply's warning and the success flag all read this.
 */
export function isOverGoal(spentCents: number, goalCents: number): boolean {
  return spentCents >= goalCents;
}

/**
 * Spending as a whole percentage of the goal, rounded half-up (R$ 1.234,56 of R$ 1.500,00 → 82),
 * except that it stays at 99 until the goal is reached: plain rounding would show 100% from
 * R$ 1.492,50 on, while the month is not over the goal and the reply warns of nothing.
 */
export function percentOfGoal(spentCents: number, goalCents: number): number {
  // A goal of zero or less has no meaningful percentage; 0 keeps NaN/Infinity off the screen.
  if (!(goalCents > 0) || !Number.isFinite(spentCents)) return 0;
  const rounded = Math.round((spentCents * 100) / goalCents);
  return isOverGoal(spentCents, goalCents) ? rounded : Math.min(rounded, 99);
}

const wholeNumber = new Intl.NumberFormat('pt-BR');

/** A whole percentage as pt-BR writes it, with a dot between thousands: 66749 → '66.749%'. */
export function formatPercent(percentage: number): string {
  return `${wholeNumber.format(percentage)}%`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * 'R$ 1.234,56'. Intl puts a no-break space (U+00A0, U+202F in some ICU versions) after 'R$';
 * it is swapped for a plain space so the reply reads the same everywhere and tests can compare
 * text literally. The chat bubble wraps normally, so nothing is lost.
 */
export function formatBRL(cents: number): string {
  const safeCents = Number.isFinite(cents) ? Math.round(cents) : 0;
  // Dividing an integer of cents by 100 and formatting to two decimals gives the exact digits back.
  return brl.format(safeCents / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * 'HH:MM', 24-hour, in local time, as pt-BR writes it ('09:05'). Built by hand rather than
 * with Intl, whose `hour12: false` can print '24:05' after midnight in some engines and whose
 * output may carry direction marks; an invalid date gives '--:--' rather than 'NaN:NaN'.
 */
export function formatTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return '--:--';
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** Salary congratulations: the positive-balance line only when the month's balance really is positive. */
export const SALARY_POSITIVE = '🎉 Parabéns! Seu saldo do mês está positivo.';
export const SALARY_NOT_YET_POSITIVE = '🎉 Parabéns pelo salário! Ele deixa seu saldo do mês mais perto do positivo.';

/** The reply's warning once spending reaches the goal ('used up' is true at the goal and past it). */
export const OVER_GOAL_WARNING = '⚠️ Você já usou toda a sua meta de gastos do mês.';

/** The reply to a message with no number: nothing is recorded, and it shows how to write one. */
export function noAmountReply(example: string): string {
  return `🤔 Não encontrei um valor nessa mensagem, então nada foi registrado.\nEscreva o valor junto, por exemplo: “${example}”.`;
}

/**
 * Reads one chat message and returns what the demo should do with it, or null when the
 * message is blank and should be ignored. `example` is the message the no-amount reply suggests
 * (the input's placeholder, spec §5).
 */
export function processMessage(
  text: string,
  totals: DemoTotals,
  goalCents: number = GOAL_CENTS,
  example: string = demoChat.placeholder,
): DemoOutcome | null {
  // Callers are typed, but the widget hands over whatever the input held; non-text is ignored like blank text.
  if (typeof text !== 'string') return null;
  const message = text.slice(0, MAX_INPUT_LENGTH);
  if (message.trim() === '') return null;

  const kind = isIncome(message) ? 'income' : 'spending';
  const amount = parseAmount(message);
  // Spec §5: no number means an amount of 0, so the totals do not move.
  const { cents: amountCents, capped } = amount ?? { cents: 0, capped: false };
  const category = categorize(message);
  const nextTotals: DemoTotals =
    kind === 'income'
      ? { spentCents: totals.spentCents, incomeCents: totals.incomeCents + amountCents }
      : { spentCents: totals.spentCents + amountCents, incomeCents: totals.incomeCents };
  const percentage = percentOfGoal(nextTotals.spentCents, goalCents);
  const overGoal = isOverGoal(nextTotals.spentCents, goalCents);
  // The spec leaves income's comparison open: income always succeeds, since it can only improve the month.
  const success = kind === 'income' || !overGoal;

  const lines: string[] = [];
  if (amount === null) {
    lines.push(noAmountReply(example));
  } else {
    const recorded = `${formatBRL(amountCents)} em ${category}`;
    lines.push(kind === 'income' ? `✅ Receita registrada: ${recorded}` : `✅ Gasto registrado: ${recorded}`);
    if (capped) lines.push(`Na demonstração, cada mensagem vale no máximo ${formatBRL(MAX_MESSAGE_CENTS)}.`);
    if (kind === 'spending') {
      lines.push(`Total do mês: ${formatBRL(nextTotals.spentCents)} de ${formatBRL(goalCents)} (${formatPercent(percentage)})`);
      if (overGoal) lines.push(OVER_GOAL_WARNING);
    } else if (amountCents > 0) {
      // Spec §5 asks for a congratulation about a positive balance; we only claim it when it is true, and never for R$ 0,00.
      lines.push(nextTotals.incomeCents > nextTotals.spentCents ? SALARY_POSITIVE : SALARY_NOT_YET_POSITIVE);
    }
  }

  return {
    kind,
    amountCents,
    hasAmount: amount !== null,
    capped,
    category,
    totals: nextTotals,
    percentage,
    overGoal,
    success,
    reply: lines.join('\n'),
  };
}
