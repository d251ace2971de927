import { describe, expect, it } from 'vitest';

import type { Category, DemoKind } from './money';
import { readMessage, readNote } from './rules';

/**
 * Spec §5's readings, which every later rule must keep. Each keyword of its table is read alone
 * and beside the words the lexicon added since (tips, bonuses, transfers, fees), with the amount
 * first and last: a category keyword stays a spending in its category (spec: "otherwise it is
 * spending"; none of the added words is 'recebi', 'salário' or 'ganho'), and an income keyword
 * stays income, filed under Salário.
 */
const specTable: readonly (readonly [keyword: string, kind: Exclude<DemoKind, 'none'>, category: Category])[] = [
  ['mercado', 'spending', 'Alimentação'],
  ['comida', 'spending', 'Alimentação'],
  ['alimentação', 'spending', 'Alimentação'],
  ['salário', 'income', 'Salário'],
  ['recebi', 'income', 'Salário'],
  ['ganho', 'income', 'Salário'],
  ['transporte', 'spending', 'Transporte'],
  ['uber', 'spending', 'Transporte'],
  ['combustível', 'spending', 'Transporte'],
  ['casa', 'spending', 'Moradia'],
  ['aluguel', 'spending', 'Moradia'],
  ['moradia', 'spending', 'Moradia'],
];

/** Words the lexicon added beyond spec §5 that a keyword is often typed beside. */
const addedWords = {
  tips: ['gorjeta'],
  // A cashback is not here: it is money that came back, income beside any category (issue 55), tested below.
  bonuses: ['bônus', 'bonificação', 'comissão', 'plr', 'prêmio'],
  transfers: ['pix', 'transferência', 'ted'],
  fees: ['taxa', 'tarifa', 'multa'],
} as const;

/**
 * The one reading of spec §5 we depart from on purpose (docs/demo-chat.md): 'recebi' beside a bill
 * or a charge ('recebi a taxa', 'recebi a multa') is a bill that arrived, a spending in Outros.
 */
const billsThatArrive: ReadonlySet<string> = new Set(['taxa', 'multa']);
/** Of those, the charges on a thing, filed with the thing beside them ('aluguel 45 e 10 de multa' is the home's). */
const chargesOnAThing: ReadonlySet<string> = new Set(['multa']);

interface Row {
  text: string;
  kind: DemoKind;
  cents: number;
  category: Category;
  /** The second entry of a note that lists two (issue 61), where there is one. */
  then?: { kind: DemoKind; cents: number; category: Category };
}

function rowsOf(keyword: string, kind: Exclude<DemoKind, 'none'>, category: Category): Row[] {
  const alone = [`45 ${keyword}`, `${keyword} 45`].map((text) => ({ text, kind, cents: 4500, category }));
  const beside = Object.values(addedWords)
    .flat()
    .flatMap((word) => {
      const departs = keyword === 'recebi' && billsThatArrive.has(word);
      const expected = departs ? { kind: 'spending' as const, category: 'Outros' as const } : { kind, category };
      // The shape of issue 28's 'combustível 45 e 10 de gorjeta', two entries since issue 61: the keyword's, and the
      // word's, which is the keyword's kind and category unless it is a bill (a spending in Outros, by its own word); a fine
      // is a charge on the thing beside it, in that thing's category when it is a spending (issue 61, `chargeWords`).
      const bill = { kind: 'spending' as const, category: 'Outros' as const };
      const charged = chargesOnAThing.has(word) && kind === 'spending';
      const second = billsThatArrive.has(word) ? (charged ? { kind, category } : bill) : { kind, category };
      return [
        ...[`45 ${keyword} ${word}`, `45 ${word} ${keyword}`, `${keyword} ${word} 45`, `${word} ${keyword} 45`].map((text) => ({
          text,
          cents: 4500,
          ...expected,
        })),
        { text: `${keyword} 45 e 10 de ${word}`, cents: 4500, kind, category, then: { ...second, cents: 1000 } },
      ];
    });
  return [...alone, ...beside];
}

describe('spec §5, each keyword alone and beside the words the lexicon added', () => {
  const rows = specTable.flatMap(([keyword, kind, category]) => rowsOf(keyword, kind, category));

  it('covers every keyword of the table, each beside every added word', () => {
    expect(new Set(specTable.map(([keyword]) => keyword)).size).toBe(12);
    expect(rows).toHaveLength(12 * (2 + 5 * Object.values(addedWords).flat().length));
  });

  it.each(rows)('$text → $kind, $cents, $category', ({ text, kind, cents, category, then }) => {
    const entries = readNote(text)?.entries.map((entry) => ({ kind: entry.kind, cents: entry.cents, category: entry.category }));
    expect(entries).toEqual([{ kind, cents, category }, ...(then ? [then] : [])]);
  });

  // Issue 55: a refund or a cashback is money coming in, whatever it gave back (docs/demo-chat.md, "Who pays whom").
  it.each(
    specTable.flatMap(([keyword]) =>
      ['cashback', 'estorno', 'reembolso'].flatMap((word) => [`${word} ${keyword} 45`, `45 ${keyword} ${word}`]),
    ),
  )('%j is money coming in, income in Salário', (text) => {
    expect(readMessage(text)).toEqual({ kind: 'income', cents: 4500, capped: false, category: 'Salário' });
  });

  it("reads issue 28's note as fuel and a tip paid, not income: two spendings since issue 61", () => {
    expect(readNote('combustível 45 e 10 de gorjeta')?.entries).toEqual([
      { kind: 'spending', cents: 4500, capped: false, category: 'Transporte' },
      { kind: 'spending', cents: 1000, capped: false, category: 'Transporte' },
    ]);
  });
});
