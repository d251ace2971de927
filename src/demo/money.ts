/**
 * The demo's month and its money: the types, the starting totals and goal, and how money, a
 * percentage and a time are written. Small and free of the lexicon, so the page can show the demo
 * before its rules are loaded (src/demo/rules.ts, loaded when the visitor first uses the demo).
 *
 * Money is integer cents everywhere, so totals never pick up floating-point drift.
 */
import type { DemoCategory } from '@content/types';

export type Category = DemoCategory;

export type DemoKind = 'income' | 'spending' | 'none';

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

/** One entry a note recorded (issue 61). */
interface RecordedEntry {
  kind: Exclude<DemoKind, 'none'>;
  /** After the cap. */
  amountCents: number;
  category: Category;
}

export interface DemoOutcome {
  /** 'none' for a question, a reminder or a greeting: nothing is recorded. A note of several entries is 'spending' if any is. */
  kind: DemoKind;
  /** The message's amount in cents, after the cap; for several entries, their sum. */
  amountCents: number;
  /** Every entry recorded, in the note's order: one for a plain note, several for a list, none when nothing is. */
  entries: RecordedEntry[];
  /** False when the message held no number: nothing is recorded and the reply says how to write one. */
  hasAmount: boolean;
  /** True when the typed amount was above `MAX_MESSAGE_CENTS` and was clamped to it. */
  capped: boolean;
  /** Where the message is filed; null when nothing is recorded ('none') or the note holds several entries. */
  category: Category | null;
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

/** Digits grouped by thousands with dots, as pt-BR writes them: 1234567 → '1.234.567'. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

// Money and percentages are written by hand, the way Intl.NumberFormat('pt-BR') writes them (a
// unit test holds the two equal over a table and thousands of values). Intl was the first choice,
// but making a pt-BR currency formatter costs about 25 ms of main thread the first time (measured
// in Chromium unthrottled: ICU loads the locale's data), a 100 ms task on a slow phone, and the
// demo island formats its opening totals as it hydrates.

/** A whole percentage as pt-BR writes it, with a dot between thousands: 66749 → '66.749%'. */
export function formatPercent(percentage: number): string {
  const whole = Number.isFinite(percentage) ? Math.round(percentage) : 0;
  return `${whole < 0 ? '-' : ''}${groupThousands(Math.abs(whole))}%`;
}

/** 'R$ 1.234,56', with a plain space after 'R$' (Intl writes a no-break one), so text compares literally. */
export function formatBRL(cents: number): string {
  const safeCents = Number.isFinite(cents) ? Math.round(cents) : 0;
  const absolute = Math.abs(safeCents);
  const reais = groupThousands(Math.floor(absolute / 100));
  return `${safeCents < 0 ? '-' : ''}R$ ${reais},${String(absolute % 100).padStart(2, '0')}`;
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
