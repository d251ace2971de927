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

  return {
    kind,
    amountCents,
    hasAmount: kind !== 'none' && cents !== null,
    capped,
    category: kind === 'none' ? null : category,
    totals: next,
    percentage,
    overGoal,
    success,
    reply: lines.join('\n'),
  };
}
