/**
 * The demo chat's rules (spec §3–§5): parse a short pt-BR note, decide income vs spending,
 * categorise it, update the month's totals and write the bot's reply.
 *
 * Plain TypeScript: no React, no DOM, no clock, no ids. Every function is pure; the store
 * stamps ids and times on the messages it builds from a `DemoOutcome`.
 *
 * Money is integer cents everywhere, so totals never pick up floating-point drift.
 */

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
  /** True when the typed amount was above `MAX_MESSAGE_CENTS` and was clamped to it. */
  capped: boolean;
  category: Category;
  /** Totals after this message. */
  totals: DemoTotals;
  /** `totals.spentCents` as a rounded percentage of the goal. */
  percentage: number;
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

/** Spec §5: a message containing any of these is income; anything else is spending. */
export const INCOME_KEYWORDS = ['recebi', 'salário', 'ganho'] as const;

/**
 * Spec §5's category table, in order. Keywords are written as a person would type them (with
 * accents) so docs can render the table as is; matching goes through `normalize`.
 */
export const KEYWORD_TABLE = [
  { category: 'Alimentação', keywords: ['mercado', 'comida', 'alimentação'] },
  { category: 'Salário', keywords: ['salário', 'recebi', 'ganho'] },
  { category: 'Transporte', keywords: ['transporte', 'uber', 'combustível'] },
  { category: 'Moradia', keywords: ['casa', 'aluguel', 'moradia'] },
] as const satisfies readonly { category: Category; keywords: readonly string[] }[];

/** Spec §5: "anything else". */
export const FALLBACK_CATEGORY: Category = 'Outros';

/** Lower case without accents or cedillas: 'SALÁRIO' → 'salario', 'Alimentação' → 'alimentacao'. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Substring match, as the spec says "contains": 'ganhos' counts as 'ganho' (and 'casamento' as 'casa').
function containsAny(normalizedText: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => normalizedText.includes(normalize(keyword)));
}

export function isIncome(text: string): boolean {
  return containsAny(normalize(text), INCOME_KEYWORDS);
}

export function categorize(text: string): Category {
  const normalized = normalize(text);
  // The spec leaves overlaps open: the first row of KEYWORD_TABLE that matches wins.
  const row = KEYWORD_TABLE.find(({ keywords }) => containsAny(normalized, keywords));
  return row?.category ?? FALLBACK_CATEGORY;
}

/**
 * The amount of a message, in cents: the first number in the text, or 0 if there is none.
 *
 * How a number is read (the spec only names "digits with an optional dot decimal"; people in
 * Brazil also type '30,50' and '1.234,56'):
 * - The number is the first run of a digit followed by digits, dots and commas (`\d[\d.,]*`),
 *   with trailing '.' and ',' trimmed ('gastei 30.' → '30'). It starts at a digit, so a
 *   leading minus is ignored (amounts are magnitudes), ',5' reads as '5' and '1e400' as '1'.
 * - Both '.' and ',' present: the LAST separator is the decimal mark, every other one is
 *   grouping. '1.234,56' and '1,234.56' are both 1234.56.
 * - One kind, exactly once: it is the decimal mark. '30,50' → 30.50, '30.5' → 30.50, and so
 *   '1.234' → 1.234 (the spec's dot decimal), i.e. R$ 1,23.
 * - One kind, several times: grouping. '1.234.567' → 1234567.
 * - More than two fraction digits round half-up to the cent: '0,005' → 1 cent.
 * - Above MAX_MESSAGE_CENTS the amount is clamped and `capped` is true.
 *
 * The digit strings become cents by string arithmetic, never parseFloat, so a 25-digit number
 * cannot turn into Infinity or lose precision: an integer part longer than 7 significant digits
 * is already above the cap, and anything shorter converts exactly.
 */
export function parseAmount(text: string): { cents: number; capped: boolean } {
  const match = /\d[\d.,]*/.exec(text);
  if (!match) return { cents: 0, capped: false };

  const token = match[0].replace(/[.,]+$/, '');
  const lastSeparator = Math.max(token.lastIndexOf('.'), token.lastIndexOf(','));
  const hasDot = token.includes('.');
  const hasComma = token.includes(',');
  const separatorCount = token.length - token.replace(/[.,]/g, '').length;
  const decimalAt = (hasDot && hasComma) || separatorCount === 1 ? lastSeparator : -1;

  const integerDigits = (decimalAt === -1 ? token : token.slice(0, decimalAt)).replace(/[.,]/g, '').replace(/^0+/, '');
  const fractionDigits = decimalAt === -1 ? '' : token.slice(decimalAt + 1);

  const maxIntegerDigits = String(MAX_MESSAGE_CENTS / 100).length;
  if (integerDigits.length > maxIntegerDigits) return { cents: MAX_MESSAGE_CENTS, capped: true };

  const wholeCents = Number(integerDigits || '0') * 100;
  const fractionCents = Number(fractionDigits.padEnd(2, '0').slice(0, 2));
  const roundUp = (fractionDigits[2] ?? '0') >= '5' ? 1 : 0;
  const cents = wholeCents + fractionCents + roundUp;

  return cents > MAX_MESSAGE_CENTS ? { cents: MAX_MESSAGE_CENTS, capped: true } : { cents, capped: false };
}

/** Spending as a whole percentage of the goal, rounded half-up (R$ 1.234,56 of R$ 1.500,00 → 82). */
export function percentOfGoal(spentCents: number, goalCents: number): number {
  // A goal of zero or less has no meaningful percentage; 0 keeps NaN/Infinity off the screen.
  if (!(goalCents > 0) || !Number.isFinite(spentCents)) return 0;
  return Math.round((spentCents * 100) / goalCents);
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
  const hours = date.getHours();
  const minutes = date.getMinutes();
  if (!Number.isFinite(hours) || !Number.isFinite(minutes)) return '--:--';
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Salary congratulations: the positive-balance line only when the month's balance really is positive. */
export const SALARY_POSITIVE = '🎉 Parabéns! Seu saldo do mês está positivo.';
export const SALARY_NOT_YET_POSITIVE = '🎉 Parabéns pelo salário! Ele deixa seu saldo do mês mais perto do positivo.';

/**
 * Reads one chat message and returns what the demo should do with it, or null when the
 * message is blank and should be ignored.
 */
export function processMessage(text: string, totals: DemoTotals, goalCents: number = GOAL_CENTS): DemoOutcome | null {
  // Callers are typed, but the widget hands over whatever the input held; non-text is ignored like blank text.
  if (typeof text !== 'string') return null;
  const message = text.slice(0, MAX_INPUT_LENGTH);
  if (message.trim() === '') return null;

  const kind = isIncome(message) ? 'income' : 'spending';
  const { cents: amountCents, capped } = parseAmount(message);
  const category = categorize(message);
  const nextTotals: DemoTotals =
    kind === 'income'
      ? { spentCents: totals.spentCents, incomeCents: totals.incomeCents + amountCents }
      : { spentCents: totals.spentCents + amountCents, incomeCents: totals.incomeCents };
  const percentage = percentOfGoal(nextTotals.spentCents, goalCents);
  // The spec leaves income's comparison open: income always succeeds, since it can only improve the month.
  const success = kind === 'income' || nextTotals.spentCents < goalCents;

  const amount = `${formatBRL(amountCents)} em ${category}`;
  const lines = [kind === 'income' ? `✅ Receita registrada: ${amount}` : `✅ Gasto registrado: ${amount}`];
  if (capped) lines.push(`Na demonstração, cada mensagem vale no máximo ${formatBRL(MAX_MESSAGE_CENTS)}.`);
  if (kind === 'spending') {
    lines.push(`Total do mês: ${formatBRL(nextTotals.spentCents)} de ${formatBRL(goalCents)} (${percentage}%)`);
    if (nextTotals.spentCents >= goalCents) lines.push('⚠️ Você passou da sua meta de gastos do mês.');
  } else if (category === 'Salário') {
    // Spec §5 asks for a congratulation about a positive balance; we only claim it when it is true.
    lines.push(nextTotals.incomeCents > nextTotals.spentCents ? SALARY_POSITIVE : SALARY_NOT_YET_POSITIVE);
  }

  return { kind, amountCents, capped, category, totals: nextTotals, percentage, success, reply: lines.join('\n') };
}
