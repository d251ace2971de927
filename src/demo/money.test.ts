import { describe, expect, it } from 'vitest';

import {
  formatBRL,
  formatPercent,
  formatTime,
  GOAL_CENTS,
  INITIAL_TOTALS,
  isOverGoal,
  MAX_INPUT_LENGTH,
  MAX_MESSAGE_CENTS,
  percentOfGoal,
} from './money';

describe('constants', () => {
  it('start the month at R$ 1.234,56 spent and R$ 1.500,00 received, against a R$ 1.500,00 goal', () => {
    expect(INITIAL_TOTALS).toEqual({ spentCents: 123_456, incomeCents: 150_000 });
    expect(GOAL_CENTS).toBe(150_000);
  });

  it('cap a message at R$ 1.000.000,00 and the input at 200 characters', () => {
    expect(MAX_MESSAGE_CENTS).toBe(100_000_000);
    expect(MAX_INPUT_LENGTH).toBe(200);
  });

  it('freeze the initial totals so no caller can change them for the next reset', () => {
    expect(Object.isFrozen(INITIAL_TOTALS)).toBe(true);
  });
});

describe('isOverGoal', () => {
  it.each([
    [149_999, 150_000, false],
    [150_000, 150_000, true],
    [150_001, 150_000, true],
    [0, 150_000, false],
  ])('%i spent of %i → %s', (spent, goal, over) => {
    expect(isOverGoal(spent, goal)).toBe(over);
  });
});

describe('percentOfGoal', () => {
  it.each([
    [123_456, 150_000, 82],
    [126_456, 150_000, 84],
    [0, 150_000, 0],
    [150_000, 150_000, 100],
    [149_249, 150_000, 99],
    [149_250, 150_000, 99],
    [149_999, 150_000, 99],
    [150_001, 150_000, 100],
    [150_750, 150_000, 101],
    [75, 100_000, 0],
    [1, 200, 1],
    [300_000, 150_000, 200],
    [MAX_MESSAGE_CENTS, 150_000, 66_667],
  ])('%i of %i → %i%%', (spent, goal, percent) => {
    expect(percentOfGoal(spent, goal)).toBe(percent);
  });

  it('shows 100% or more exactly when the month is over the goal', () => {
    for (let spent = 148_000; spent <= 152_000; spent += 1) {
      expect(percentOfGoal(spent, GOAL_CENTS) >= 100).toBe(isOverGoal(spent, GOAL_CENTS));
    }
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('gives 0 for a spending of %d', (spent) => {
    expect(percentOfGoal(spent, GOAL_CENTS)).toBe(0);
  });

  it.each([0, -1, Number.NaN])('gives 0 instead of NaN or Infinity for a goal of %d', (goal) => {
    expect(percentOfGoal(123_456, goal)).toBe(0);
  });
});

describe('formatPercent', () => {
  it.each([
    [0, '0%'],
    [82, '82%'],
    [100, '100%'],
    [1000, '1.000%'],
    [66_749, '66.749%'],
  ])('%i → %j', (percentage, text) => {
    expect(formatPercent(percentage)).toBe(text);
  });
});

describe('formatBRL', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [50, 'R$ 0,50'],
    [500, 'R$ 5,00'],
    [3000, 'R$ 30,00'],
    [123_456, 'R$ 1.234,56'],
    [150_000, 'R$ 1.500,00'],
    [100_000_000, 'R$ 1.000.000,00'],
    [-500, '-R$ 5,00'],
  ])('%i cents → %j', (cents, text) => {
    expect(formatBRL(cents)).toBe(text);
  });

  it('uses a plain space after R$, not the no-break space Intl writes', () => {
    expect(formatBRL(3000)).not.toMatch(/[\u00a0\u202f]/);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('shows R$ 0,00 for %d', (cents) => {
    expect(formatBRL(cents)).toBe('R$ 0,00');
  });

  it('rounds a fractional cent instead of showing it', () => {
    expect(formatBRL(10.6)).toBe('R$ 0,11');
  });
});

describe('money and percentages are written as Intl writes them in pt-BR', () => {
  // Intl is the oracle here; the site does not make Intl formatters (money.ts says why).
  const intlBRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  const intlWhole = new Intl.NumberFormat('pt-BR');
  const asIntlWritesIt = (cents: number) => intlBRL.format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
  // Every length of number up to the caps, each side of every thousands boundary, and a deterministic spread.
  const boundaries = Array.from({ length: 12 }, (_, power) => 10 ** power).flatMap((value) => [value - 1, value, value + 1]);
  let seed = 20;
  const spread = Array.from({ length: 5000 }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % 10 ** (1 + (seed % 12));
  });
  const values = [...boundaries, ...spread, MAX_MESSAGE_CENTS, INITIAL_TOTALS.spentCents, GOAL_CENTS];

  it('formatBRL, positive and negative', () => {
    for (const cents of values) {
      expect(formatBRL(cents)).toBe(asIntlWritesIt(cents));
      expect(formatBRL(-cents - 1)).toBe(asIntlWritesIt(-cents - 1));
    }
  });

  it('formatPercent, positive and negative', () => {
    for (const percentage of values) {
      expect(formatPercent(percentage)).toBe(`${intlWhole.format(percentage)}%`);
      expect(formatPercent(-percentage - 1)).toBe(`${intlWhole.format(-percentage - 1)}%`);
    }
  });
});

describe('formatTime', () => {
  it.each([
    [9, 5, '09:05'],
    [0, 0, '00:00'],
    [0, 7, '00:07'],
    [12, 30, '12:30'],
    [13, 9, '13:09'],
    [23, 59, '23:59'],
  ])('%i:%i → %j', (hours, minutes, text) => {
    expect(formatTime(new Date(2025, 0, 15, hours, minutes, 42))).toBe(text);
  });

  it('is always five characters HH:MM over a whole day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      expect(formatTime(new Date(2025, 5, 1, 0, minute))).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
  });

  it('gives --:-- for an invalid date instead of NaN', () => {
    expect(formatTime(new Date(Number.NaN))).toBe('--:--');
  });
});
