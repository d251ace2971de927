import { describe, expect, it } from 'vitest';

import { demoReplies } from '@content/demoReplies';
import { fill } from '@content/fill';

import { formatBRL } from './money';
import { type Reading, settle } from './reply';

const MONTH = { spentCents: 100_000, incomeCents: 150_000 };
const GOAL = 150_000;
const EXAMPLE = 'gastei 30 no uber';
/** The month's figures as the 'question' reply writes them. */
const MONTH_FIGURES = { spent: 'R$ 1.000,00', percentage: '67%', income: 'R$ 1.500,00' };

describe('settle: a message that is no transaction', () => {
  // A question may hold a number ('quanto gastei em 2024?'): it is never booked, whatever was read.
  it.each<[string, Reading, string]>([
    ['a question', { kind: 'none', reason: 'question', cents: 202_400, category: 'Outros' }, fill(demoReplies.question, MONTH_FIGURES)],
    [
      'a reminder',
      { kind: 'none', reason: 'reminder', cents: 5_000, category: 'Moradia' },
      fill(demoReplies.reminder, { example: EXAMPLE }),
    ],
    ['a greeting', { kind: 'none', reason: 'greeting', cents: null, category: null }, fill(demoReplies.greeting, { example: EXAMPLE })],
    // 'não comprei nada hoje', 'desfaz isso': nothing recorded, nothing changed.
    [
      'a remark or a command',
      { kind: 'none', reason: 'remark', cents: null, category: null },
      fill(demoReplies.remark, { example: EXAMPLE }),
    ],
    ['no reason given: answered as a question', { kind: 'none', cents: 700, category: null }, fill(demoReplies.question, MONTH_FIGURES)],
  ])('%s records nothing and answers with its own reply', (_, reading, reply) => {
    const outcome = settle(reading, MONTH, GOAL, EXAMPLE);
    expect(outcome).toMatchObject({ kind: 'none', amountCents: 0, hasAmount: false, category: null, totals: MONTH, reply });
    expect(outcome.reply).not.toMatch(/\{\w+\}/);
  });
});

describe('settle: spending and income', () => {
  it.each<[string, Reading, { spentCents: number; incomeCents: number }, string]>([
    [
      'spending adds to the spent total',
      { kind: 'spending', cents: 3_000, category: 'Transporte' },
      { spentCents: 103_000, incomeCents: 150_000 },
      fill(demoReplies.spendingRecorded, { amount: formatBRL(3_000), category: 'Transporte' }),
    ],
    [
      'income adds to the income total',
      { kind: 'income', cents: 80_000, category: 'Salário' },
      { spentCents: 100_000, incomeCents: 230_000 },
      fill(demoReplies.incomeRecorded, { amount: formatBRL(80_000), category: 'Salário' }),
    ],
    [
      'spending without a number moves nothing',
      { kind: 'spending', cents: null, category: 'Outros' },
      MONTH,
      fill(demoReplies.noAmount, { example: EXAMPLE }),
    ],
  ])('%s', (_, reading, totals, firstLine) => {
    const outcome = settle(reading, MONTH, GOAL, EXAMPLE);
    expect(outcome.totals).toEqual(totals);
    expect(outcome.reply.split('\n')[0]).toBe(firstLine.split('\n')[0]);
    expect(outcome.hasAmount).toBe(reading.cents !== null);
    expect(outcome.category).toBe(reading.category);
  });
});
