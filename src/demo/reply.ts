/**
 * Writing the reply, and settling the month: from what a message was read as (its kind, amount
 * and category) and the month before it, the month after it and the assistant's answer. The
 * wording is content/demoReplies.ts. Small and free of the lexicon: the sample conversations on
 * the page are written with it before the demo's rules are loaded.
 */
import { demoReplies } from '@content/demoReplies';
import { fill } from '@content/fill';

import type { NoneReason } from './kind';
import {
  type Category,
  type DemoKind,
  type DemoOutcome,
  type DemoTotals as Totals,
  formatBRL,
  formatPercent,
  isOverGoal,
  MAX_MESSAGE_CENTS,
  percentOfGoal,
} from './money';

/** What a message was read as. */
export interface Reading {
  kind: DemoKind;
  /** Why nothing is recorded, for kind 'none'. */
  reason?: NoneReason;
  /** The amount in cents, after the cap; null when the message held no number. */
  cents: number | null;
  capped?: boolean;
  /** Null for kind 'none'. */
  category: Category | null;
}

/**
 * The month after a message and the assistant's reply. `example` is the message the replies
 * suggest (the input's placeholder, spec §5).
 */
export function settle(reading: Reading, totals: Totals, goalCents: number, example: string): DemoOutcome {
  const { kind, cents, capped = false, category } = reading;
  const amountCents = kind === 'none' ? 0 : (cents ?? 0);
  // Spec §5: no number means an amount of 0, so the totals do not move; nor does a message that is no transaction.
  const next: Totals =
    kind === 'income'
      ? { spentCents: totals.spentCents, incomeCents: totals.incomeCents + amountCents }
      : { spentCents: totals.spentCents + amountCents, incomeCents: totals.incomeCents };
  const percentage = percentOfGoal(next.spentCents, goalCents);
  const overGoal = isOverGoal(next.spentCents, goalCents);
  // The spec leaves income's comparison open: income always succeeds, since it can only improve the month.
  const success = kind === 'income' || !overGoal;
  const money = {
    spent: formatBRL(next.spentCents),
    income: formatBRL(next.incomeCents),
    goal: formatBRL(goalCents),
    percentage: formatPercent(percentage),
  };

  const lines: string[] = [];
  if (kind === 'none') {
    lines.push(fill(demoReplies[reading.reason ?? 'question'], { ...money, example }));
  } else if (cents === null) {
    lines.push(fill(demoReplies.noAmount, { example }));
  } else {
    const recorded = { amount: formatBRL(amountCents), category: category ?? '' };
    lines.push(fill(kind === 'income' ? demoReplies.incomeRecorded : demoReplies.spendingRecorded, recorded));
    if (capped) lines.push(fill(demoReplies.capped, { max: formatBRL(MAX_MESSAGE_CENTS) }));
    if (kind === 'spending') {
      lines.push(fill(demoReplies.monthTotal, money));
      if (overGoal) lines.push(demoReplies.overGoal);
    } else if (amountCents > 0) {
      // Spec §5 asks for a congratulation about a positive balance; we only claim it when it is true, and never for R$ 0,00.
      lines.push(next.incomeCents > next.spentCents ? demoReplies.salaryPositive : demoReplies.salaryNotYetPositive);
    }
  }

  const hasAmount = kind !== 'none' && cents !== null;
  return {
    kind,
    amountCents,
    entries: kind !== 'none' && cents !== null ? [{ kind, amountCents, category: category ?? 'Outros' }] : [],
    hasAmount,
    capped,
    category: kind === 'none' ? null : category,
    totals: next,
    percentage,
    overGoal,
    success,
    reply: lines.join('\n'),
  };
}

/** One entry of a note as the reply settles it (note.ts's Entry): a kind, an amount or none, a category. */
export interface EntryReading {
  kind: Exclude<DemoKind, 'none'>;
  cents: number | null;
  capped: boolean;
  category: Category;
}

/**
 * The month after a note of any number of entries and the reply (issue 61). None or one: spec §5's reply, as `settle`
 * writes it. Several: the totals move by each kind's sum, and the reply names each entry with its amount and category,
 * then the month's total once.
 */
export function settleNote(
  entries: readonly EntryReading[],
  reason: NoneReason | undefined,
  totals: Totals,
  goalCents: number,
  example: string,
): DemoOutcome {
  const [only, ...others] = entries;
  if (!only) return settle({ kind: 'none', cents: null, category: null, ...(reason ? { reason } : {}) }, totals, goalCents, example);
  if (others.length === 0) return settle(only, totals, goalCents, example);
  const recorded = entries.map(({ kind, cents, category }) => ({ kind, amountCents: cents ?? 0, category }));
  const sum = (kind: EntryReading['kind']) => recorded.reduce((total, entry) => total + (entry.kind === kind ? entry.amountCents : 0), 0);
  const next: Totals = { spentCents: totals.spentCents + sum('spending'), incomeCents: totals.incomeCents + sum('income') };
  const percentage = percentOfGoal(next.spentCents, goalCents);
  const overGoal = isOverGoal(next.spentCents, goalCents);
  const spends = recorded.some(({ kind }) => kind === 'spending');
  const lines = [
    fill(demoReplies.severalRecorded, { count: String(recorded.length) }),
    // An entry whose amount is unknown is named without one: it moves no total.
    ...entries.map(({ kind, cents, category }) =>
      cents === null
        ? fill(kind === 'income' ? demoReplies.incomeLineNoAmount : demoReplies.spendingLineNoAmount, { category })
        : fill(kind === 'income' ? demoReplies.incomeLine : demoReplies.spendingLine, { amount: formatBRL(cents), category }),
    ),
  ];
  const capped = entries.some((entry) => entry.capped);
  if (capped) lines.push(fill(demoReplies.capped, { max: formatBRL(MAX_MESSAGE_CENTS) }));
  lines.push(
    fill(demoReplies.monthTotal, { spent: formatBRL(next.spentCents), goal: formatBRL(goalCents), percentage: formatPercent(percentage) }),
  );
  if (overGoal) lines.push(demoReplies.overGoal);
  return {
    kind: spends ? 'spending' : 'income',
    amountCents: sum('spending') + sum('income'),
    entries: recorded,
    hasAmount: true,
    capped,
    category: null,
    totals: next,
    percentage,
    overGoal,
    success: !spends || !overGoal,
    reply: lines.join('\n'),
  };
}
