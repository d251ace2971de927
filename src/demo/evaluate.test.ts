import { describe, expect, it } from 'vitest';

import type { CorpusCase } from './corpus/types';
import { evaluate, report, reportSides } from './evaluate';

const rows: CorpusCase[] = [
  ['gastei 30 no uber', 'spending', 3_000, 'Transporte'],
  ['freela 800', 'income', 80_000, 'Salário'],
  ['quanto gastei?', 'none', null, null],
  // Three planted wrong expectations: the category, the amount, the kind.
  ['padaria 12,50', 'spending', 1_250, 'Moradia', 'planted: a bakery is food'],
  ['feira 68', 'spending', 6_900, 'Alimentação'],
  ['oi', 'spending', null, 'Outros'],
];

describe('evaluate', () => {
  it('counts a row right only when kind, amount and category all are', () => {
    const evaluation = evaluate(rows);
    expect(evaluation).toMatchObject({ total: 6, fullyRight: 3 });
    expect(evaluation.misses.map(({ text, expected, got, reason }) => ({ text, expected, got, ...(reason ? { reason } : {}) }))).toEqual([
      { text: 'padaria 12,50', expected: 'spending 1250 Moradia', got: 'spending 1250 Alimentação', reason: 'planted: a bakery is food' },
      { text: 'feira 68', expected: 'spending 6900 Alimentação', got: 'spending 6800 Alimentação' },
      { text: 'oi', expected: 'spending — Outros', got: 'nothing' },
    ]);
    // Each miss says which rules fired.
    expect(evaluation.misses[0]?.trace).toEqual(['clauses: "padaria 12,50": spending (otherwise spending), 1250 (number), Alimentação']);
  });

  it('fills the confusion matrix by what was meant (rows) and where it was filed (columns)', () => {
    const evaluation = evaluate(rows);
    expect(evaluation.matrix.Moradia.Alimentação).toBe(1);
    expect(evaluation.matrix.Alimentação.Alimentação).toBe(1);
    expect(evaluation.matrix.Outros.none).toBe(1);
    expect(evaluation.matrix.none.none).toBe(1);
    expect(evaluation.matrix.Transporte.Transporte).toBe(1);
    expect(evaluation.matrix.Salário.Salário).toBe(1);
    const sum = Object.values(evaluation.matrix)
      .flatMap((row) => Object.values(row))
      .reduce((a, b) => a + b, 0);
    expect(sum).toBe(6);
  });

  it('counts blank text as ignored, a miss', () => {
    expect(evaluate([['   ', 'spending', null, 'Outros']]).misses).toEqual([
      { text: '   ', expected: 'spending — Outros', got: 'ignored' },
    ]);
  });

  it('scores a note of several entries by every entry, whatever their order, and counts it by its size', () => {
    const several = evaluate([
      [
        'uber 20 e mercado 45',
        [
          ['spending', 4_500, 'Alimentação'],
          ['spending', 2_000, 'Transporte'],
        ],
      ],
      // Planted: the list is read as two entries, not one.
      ['feira 38 e padaria 12', [['spending', 5_000, 'Alimentação']]],
    ]);
    expect(several).toMatchObject({ total: 2, fullyRight: 1 });
    expect(several.bySize).toEqual({ none: { right: 0, total: 0 }, one: { right: 0, total: 1 }, several: { right: 1, total: 1 } });
    expect(several.misses[0]).toMatchObject({
      expected: 'spending 5000 Alimentação',
      got: 'spending 1200 Alimentação + spending 3800 Alimentação',
    });
  });

  it('reports the share, the matrix and the misses', () => {
    const evaluation = evaluate(rows);
    const text = report(evaluation);
    expect(text.split('\n')[0]).toBe(
      'fully right: 3 of 6 (50.0%); by entries: none 1 of 1 (100.0%), one 2 of 5 (40.0%), several 0 of 0 (0.0%)',
    );
    expect(text).toContain('expected \\ chosen');
    expect(text).toMatch(/^Moradia\s+1\s+0\s+0\s+0\s+0\s+0$/m);
    expect(text).toContain('"padaria 12,50": spending 1250 Moradia → spending 1250 Alimentação  (planted: a bakery is food)');
    expect(text).toContain('      clauses: "padaria 12,50": spending (otherwise spending), 1250 (number), Alimentação');
    expect(report(evaluation, true, false)).not.toContain('expected \\ chosen');
    expect(report(evaluation, false)).not.toContain('misses');
    expect(report(evaluate([]))).toBe(report(evaluate([])).split('\n\nmisses')[0]);
  });

  it('lays the report out in columns 13 wide after a 19-wide label, one line per miss', () => {
    const small = evaluate([
      ['gastei 30 no uber', 'spending', 3_000, 'Transporte'],
      // Planted: the kind alone is wrong (the amount and category are right).
      ['freela 800', 'spending', 80_000, 'Salário'],
      // No category expected for spending means Outros.
      ['aluguel 900', 'spending', 90_000, null, 'a reason'],
    ]);
    expect(report(small).split('\n')).toEqual([
      'fully right: 1 of 3 (33.3%); by entries: none 0 of 0 (0.0%), one 1 of 3 (33.3%), several 0 of 0 (0.0%)',
      '',
      'expected \\ chosen    Alimentação      Salário   Transporte      Moradia       Outros         none',
      'Alimentação                    0            0            0            0            0            0',
      'Salário                        0            1            0            0            0            0',
      'Transporte                     0            0            1            0            0            0',
      'Moradia                        0            0            0            0            0            0',
      'Outros                         0            0            0            1            0            0',
      'none                           0            0            0            0            0            0',
      '',
      'misses (expected → got), each with the rules that fired:',
      '  "freela 800": spending 80000 Salário → income 80000 Salário',
      '      clauses: "freela 800": income (an income source), 80000 (number)',
      '  "aluguel 900": spending 90000 Outros → spending 90000 Moradia  (a reason)',
      '      clauses: "aluguel 900": spending (otherwise spending), 90000 (number), Moradia',
    ]);
  });
});

describe('reportSides', () => {
  it('scores each side of the split on its own line, naming its files', () => {
    const text = reportSides([
      {
        name: 'a',
        side: 'tuned',
        rows: [
          ['uber 30', 'spending', 3_000, 'Transporte'],
          ['freela 800', 'income', 80_000, 'Salário'],
        ],
      },
      // Planted: a bakery is food, not Moradia.
      { name: 'b', side: 'scored', rows: [['padaria 12,50', 'spending', 1_250, 'Moradia']] },
      {
        name: 'c',
        side: 'tuned',
        rows: [
          ['feira 68', 'spending', 6_900, 'Alimentação'],
          ['quanto gastei?', 'none', null, null],
        ],
      },
      { name: 'd', side: 'scored', rows: [['quanto gastei?', 'none', null, null]] },
    ]);
    expect(text.split('\n')).toEqual([
      'tuned on (a, c): 3 of 4 (75.0%)',
      'scored only (b, d): 1 of 2 (50.0%)',
      '  b: 0 of 1 (0.0%)',
      '  d: 1 of 1 (100.0%)',
    ]);
  });

  it('says so when a side has no file', () => {
    expect(reportSides([{ name: 'a', side: 'tuned', rows: [['uber 30', 'spending', 3_000, 'Transporte']] }]).split('\n')).toEqual([
      'tuned on (a): 1 of 1 (100.0%)',
      'scored only (no file): 0 of 0 (0.0%)',
    ]);
  });
});
