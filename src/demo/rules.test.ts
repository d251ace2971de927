import { describe, expect, it } from 'vitest';

import { demoReplies } from '@content/demoReplies';

import { type Category, type DemoTotals, formatBRL, GOAL_CENTS, INITIAL_TOTALS, MAX_INPUT_LENGTH, MAX_MESSAGE_CENTS } from './money';
import { processMessage } from './rules';

const { overGoal: OVER_GOAL_WARNING, salaryPositive: SALARY_POSITIVE, salaryNotYetPositive: SALARY_NOT_YET_POSITIVE } = demoReplies;
const noAmountReply = (example: string) => demoReplies.noAmount.replace('{example}', example);

/** processMessage for text that is known not to be blank. */
function process(text: string, totals: DemoTotals = INITIAL_TOTALS, goalCents?: number, example?: string) {
  const outcome = processMessage(text, totals, goalCents, example);
  if (outcome === null) throw new Error(`expected an outcome for ${JSON.stringify(text)}`);
  return outcome;
}

describe('processMessage', () => {
  describe('ignores blank input', () => {
    it.each(['', ' ', '   ', '\t', '\n', '\r\n', ' \t\n ', '\u00a0', '\u2003'])('%j → null', (text) => {
      expect(processMessage(text, INITIAL_TOTALS)).toBeNull();
    });

    it.each([[null], [undefined], [42], [{}], [[]]])('non-text %j → null', (value) => {
      expect(processMessage(value as unknown as string, INITIAL_TOTALS)).toBeNull();
    });
  });

  describe('spending', () => {
    it('names an entry whose amount the note says is unknown, and moves no total by it', () => {
      const outcome = process('paguei o gás 118 e a internet também, esqueci o valor');
      expect(outcome.entries).toEqual([
        { kind: 'spending', amountCents: 11_800, category: 'Moradia' },
        { kind: 'spending', amountCents: 0, category: 'Moradia' },
      ]);
      expect(outcome.totals).toEqual({ spentCents: 123_456 + 11_800, incomeCents: 150_000 });
      expect(outcome.reply.split('\n').slice(0, 3)).toEqual([
        '✅ 2 lançamentos registrados:',
        '• Gasto: R$ 118,00 em Moradia',
        '• Gasto em Moradia: sem valor, não somado',
      ]);
    });

    it('records the placeholder example against the initial month', () => {
      expect(process('gastei 30 no uber')).toEqual({
        kind: 'spending',
        amountCents: 3000,
        entries: [{ kind: 'spending', amountCents: 3000, category: 'Transporte' }],
        hasAmount: true,
        capped: false,
        category: 'Transporte',
        totals: { spentCents: 126_456, incomeCents: 150_000 },
        percentage: 84,
        overGoal: false,
        success: true,
        reply: '✅ Gasto registrado: R$ 30,00 em Transporte\nTotal do mês: R$ 1.264,56 de R$ 1.500,00 (84%)',
      });
    });

    it.each<[string, Category, string]>([
      ['mercado 45,90', 'Alimentação', 'R$ 45,90'],
      ['Aluguel 1.200,00', 'Moradia', 'R$ 1.200,00'],
      ['COMBUSTIVEL 200', 'Transporte', 'R$ 200,00'],
      ['cinema 25.5', 'Outros', 'R$ 25,50'],
      ['gastei 2.500 no aluguel', 'Moradia', 'R$ 2.500,00'],
    ])('%j → %s, %s', (text, category, amount) => {
      const outcome = process(text, { spentCents: 0, incomeCents: 0 });
      expect(outcome.kind).toBe('spending');
      expect(outcome.category).toBe(category);
      expect(outcome.reply.split('\n')[0]).toBe(`✅ Gasto registrado: ${amount} em ${category}`);
    });

    it('adds to spending and leaves income alone', () => {
      const { totals } = process('comida 10', { spentCents: 1, incomeCents: 7 });
      expect(totals).toEqual({ spentCents: 1001, incomeCents: 7 });
    });

    it('does not change the totals it was given', () => {
      const totals = { spentCents: 100, incomeCents: 200 };
      process('mercado 10', totals);
      expect(totals).toEqual({ spentCents: 100, incomeCents: 200 });
    });

    it('records an explicit 0 as R$ 0,00', () => {
      const outcome = process('gastei 0 no mercado');
      expect(outcome.hasAmount).toBe(true);
      expect(outcome.totals).toEqual(INITIAL_TOTALS);
      expect(outcome.reply).toBe('✅ Gasto registrado: R$ 0,00 em Alimentação\nTotal do mês: R$ 1.234,56 de R$ 1.500,00 (82%)');
    });

    it('keeps cents exact over many small entries', () => {
      let totals: DemoTotals = { spentCents: 0, incomeCents: 0 };
      for (let i = 0; i < 1000; i += 1) totals = process('comida 0,10', totals).totals;
      expect(totals.spentCents).toBe(10_000);
      expect(formatBRL(totals.spentCents)).toBe('R$ 100,00');
    });
  });

  describe('no amount', () => {
    it.each(['gastei no mercado', 'ganho', 'recebi o salário', 'uber2', 'uns trocados no uber'])(
      '%j: records nothing and shows how to write a value',
      (text) => {
        const outcome = process(text);
        expect(outcome.hasAmount).toBe(false);
        expect(outcome.amountCents).toBe(0);
        expect(outcome.capped).toBe(false);
        expect(outcome.totals).toEqual(INITIAL_TOTALS);
        expect(outcome.percentage).toBe(82);
        expect(outcome.reply).toBe(
          '🤔 Não encontrei um valor nessa mensagem, então nada foi registrado.\nEscreva o valor junto, por exemplo: “gastei 30 no uber”.',
        );
        expect(outcome.reply).not.toMatch(/Parabéns|R\$ 0,00/);
      },
    );

    it('suggests the example it is given', () => {
      expect(process('mercado', INITIAL_TOTALS, GOAL_CENTS, 'paguei 12 no pão').reply).toBe(noAmountReply('paguei 12 no pão'));
      expect(noAmountReply('x')).toContain('“x”');
    });

    it('still reads the kind and category, so the message is shown for what it is', () => {
      expect(process('gastei no mercado')).toMatchObject({ kind: 'spending', category: 'Alimentação', success: true, overGoal: false });
      expect(process('ganhei')).toMatchObject({ kind: 'income', category: 'Salário', success: true });
    });

    it('keeps the over-goal state of a month already past it, without a new warning', () => {
      const outcome = process('gastei no mercado', { spentCents: 200_000, incomeCents: 0 });
      expect(outcome.overGoal).toBe(true);
      expect(outcome.success).toBe(false);
      expect(outcome.reply).not.toContain(OVER_GOAL_WARNING);
    });
  });

  describe('success flag and goal warning', () => {
    it('succeeds, shows 99% and warns of nothing one cent under the goal', () => {
      const outcome = process('mercado 265,43');
      expect(outcome.totals.spentCents).toBe(149_999);
      expect(outcome).toMatchObject({ success: true, overGoal: false, percentage: 99 });
      expect(outcome.reply).toBe('✅ Gasto registrado: R$ 265,43 em Alimentação\nTotal do mês: R$ 1.499,99 de R$ 1.500,00 (99%)');
    });

    it('agrees with itself from R$ 1.492,50 to R$ 1.499,99, where plain rounding read 100%', () => {
      for (const typed of ['257,94', '260', '265,43']) {
        const outcome = process(`mercado ${typed}`);
        expect(outcome).toMatchObject({ overGoal: false, success: true, percentage: 99 });
        expect(outcome.reply).not.toContain('⚠️');
      }
    });

    it('fails and warns when the total reaches the goal exactly', () => {
      const outcome = process('mercado 265,44');
      expect(outcome.totals.spentCents).toBe(150_000);
      expect(outcome).toMatchObject({ success: false, overGoal: true, percentage: 100 });
      expect(outcome.reply).toBe(
        `✅ Gasto registrado: R$ 265,44 em Alimentação\nTotal do mês: R$ 1.500,00 de R$ 1.500,00 (100%)\n${OVER_GOAL_WARNING}`,
      );
    });

    it('fails and warns when the total goes past the goal', () => {
      const outcome = process('aluguel 1200');
      expect(outcome.totals.spentCents).toBe(243_456);
      expect(outcome).toMatchObject({ success: false, overGoal: true, percentage: 162 });
      expect(outcome.reply.split('\n')).toEqual([
        '✅ Gasto registrado: R$ 1.200,00 em Moradia',
        'Total do mês: R$ 2.434,56 de R$ 1.500,00 (162%)',
        '⚠️ Você já usou toda a sua meta de gastos do mês.',
      ]);
    });

    it('always succeeds for income, even when spending is already over the goal', () => {
      const outcome = process('recebi 10', { spentCents: 500_000, incomeCents: 0 });
      expect(outcome).toMatchObject({ success: true, overGoal: true, percentage: 333 });
      expect(outcome.reply).not.toContain('⚠️');
    });

    it('measures against the goal it is given', () => {
      const outcome = process('uber 50', { spentCents: 0, incomeCents: 0 }, 10_000);
      expect(outcome.percentage).toBe(50);
      expect(outcome.success).toBe(true);
      expect(outcome.reply).toContain('Total do mês: R$ 50,00 de R$ 100,00 (50%)');
      expect(process('uber 100', { spentCents: 0, incomeCents: 0 }, 10_000).success).toBe(false);
    });

    it('writes a large percentage the pt-BR way', () => {
      const outcome = process('gastei 1.000.000 em tudo');
      expect(outcome.percentage).toBe(66_749);
      expect(outcome.reply).toContain('(66.749%)');
    });
  });

  describe('income', () => {
    it('records a salary with a congratulation line', () => {
      expect(process('recebi 1000 de salário')).toEqual({
        kind: 'income',
        amountCents: 100_000,
        entries: [{ kind: 'income', amountCents: 100_000, category: 'Salário' }],
        hasAmount: true,
        capped: false,
        category: 'Salário',
        totals: { spentCents: 123_456, incomeCents: 250_000 },
        percentage: 82,
        overGoal: false,
        success: true,
        reply: '✅ Receita registrada: R$ 1.000,00 em Salário\n🎉 Parabéns! Seu saldo do mês está positivo.',
      });
    });

    it.each(['SALARIO 3500', 'Salário de 3500', 'ganho 3500', 'Recebi 3500', 'salario 3.500', 'ganhei 3,5 mil'])(
      '%j is income in Salário',
      (text) => {
        const outcome = process(text);
        expect(outcome.kind).toBe('income');
        expect(outcome.category).toBe('Salário');
        expect(outcome.totals.incomeCents).toBe(INITIAL_TOTALS.incomeCents + 350_000);
      },
    );

    it('files income under Salário with its congratulation, whatever else it mentions', () => {
      const outcome = process('recebi 50 do mercado');
      expect(outcome.category).toBe('Salário');
      expect(outcome.totals).toEqual({ spentCents: 123_456, incomeCents: 155_000 });
      expect(outcome.reply).toBe(`✅ Receita registrada: R$ 50,00 em Salário\n${SALARY_POSITIVE}`);
    });

    it('leaves spending and its total line out of the reply', () => {
      const outcome = process('ganho 20', { spentCents: 42, incomeCents: 0 });
      expect(outcome.totals.spentCents).toBe(42);
      expect(outcome.reply).not.toContain('Total do mês');
    });

    it('records an explicit R$ 0,00 without any congratulation', () => {
      const outcome = process('recebi 0');
      expect(outcome.totals).toEqual(INITIAL_TOTALS);
      expect(outcome.reply).toBe('✅ Receita registrada: R$ 0,00 em Salário');
    });
  });

  describe('cap', () => {
    it('clamps a spending above the limit and says so', () => {
      const outcome = process('gastei 5000000 no mercado', { spentCents: 0, incomeCents: 0 });
      expect(outcome.amountCents).toBe(MAX_MESSAGE_CENTS);
      expect(outcome.capped).toBe(true);
      expect(outcome.totals.spentCents).toBe(MAX_MESSAGE_CENTS);
      expect(outcome.reply.split('\n')).toEqual([
        '✅ Gasto registrado: R$ 1.000.000,00 em Alimentação',
        'Na demonstração, cada mensagem vale no máximo R$ 1.000.000,00.',
        'Total do mês: R$ 1.000.000,00 de R$ 1.500,00 (66.667%)',
        OVER_GOAL_WARNING,
      ]);
    });

    it('clamps an income above the limit and says so', () => {
      const outcome = process('recebi 99999999999 de salário');
      expect(outcome.capped).toBe(true);
      expect(outcome.totals.incomeCents).toBe(INITIAL_TOTALS.incomeCents + MAX_MESSAGE_CENTS);
      expect(outcome.reply.split('\n')).toEqual([
        '✅ Receita registrada: R$ 1.000.000,00 em Salário',
        'Na demonstração, cada mensagem vale no máximo R$ 1.000.000,00.',
        '🎉 Parabéns! Seu saldo do mês está positivo.',
      ]);
    });

    it('congratulates on a positive balance only when income is above spending', () => {
      const positive = processMessage('recebi 100 de salário', { spentCents: 10_000, incomeCents: 5_000 });
      expect(positive?.reply.split('\n').at(-1)).toBe(SALARY_POSITIVE);
      const notYet = processMessage('recebi 100 de salário', { spentCents: 90_000, incomeCents: 5_000 });
      expect(notYet?.reply).toBe(
        '✅ Receita registrada: R$ 100,00 em Salário\n🎉 Parabéns pelo salário! Ele deixa seu saldo do mês mais perto do positivo.',
      );
      const even = processMessage('recebi 50 de salário', { spentCents: 10_000, incomeCents: 5_000 });
      expect(even?.reply.split('\n').at(-1)).toBe(SALARY_NOT_YET_POSITIVE);
    });

    it('does not mention the limit for an amount exactly at it', () => {
      const outcome = process('gastei 1.000.000,00');
      expect(outcome.capped).toBe(false);
      expect(outcome.reply).not.toContain('Na demonstração');
    });
  });

  describe('long input', () => {
    it(`reads only the first ${MAX_INPUT_LENGTH} characters`, () => {
      const padding = 'a'.repeat(MAX_INPUT_LENGTH - 'gastei  '.length);
      expect(process(`gastei ${padding} 99 no uber`).hasAmount).toBe(false);
      expect(process(`gastei ${padding} 99 no uber`).category).toBe('Outros');
      expect(process(`gastei ${padding.slice(2)} 99 no uber`).amountCents).toBe(9900);
    });

    it('ignores keywords past the limit', () => {
      const text = `${'x'.repeat(MAX_INPUT_LENGTH - 1)} recebi salário`;
      const outcome = process(text);
      expect(outcome.kind).toBe('spending');
      expect(outcome.category).toBe('Outros');
    });

    it('treats text that is blank within the limit as blank', () => {
      expect(processMessage(`${' '.repeat(MAX_INPUT_LENGTH)}gastei 10`, INITIAL_TOTALS)).toBeNull();
    });
  });

  describe('absurd input', () => {
    const absurd: [string, string][] = [
      ['25-digit number', `gastei ${'1234567890'.repeat(2)}12345 no mercado`],
      ['400-digit number', '9'.repeat(400)],
      ['exponent', '1e400'],
      ['negative exponent', 'gastei 1e-400'],
      ['5,000 characters', 'gastei 10 '.repeat(500)],
      ['5,000 digits', '7'.repeat(5000)],
      ['HTML markup', '<img src=x onerror=alert(1)> gastei 10'],
      ['script tag', '<script>alert("recebi 10")</script>'],
      ['emoji', '🍕🍕🍕 comida 40 😋'],
      ['emoji cut at the limit', `${'a'.repeat(MAX_INPUT_LENGTH - 1)}😋`],
      ['lone dot', '.'],
      ['lone comma', ','],
      ['trailing dot', '1.'],
      ['leading comma', ',5'],
      ['only separators', '.,.,.,'],
      ['NaN', 'NaN'],
      ['Infinity', 'Infinity'],
      ['undefined', 'undefined'],
      ['null', 'null'],
      ['negative', '-50 uber'],
      ['control characters', '\u0000\u0007 gastei 3 \u001b'],
      ['zero-width space', '\u200b'],
      ['right-to-left text', 'دفعت ٣٠ uber'],
      ['object-ish', '[object Object]'],
      ['prototype words', '__proto__ constructor 12'],
      ['keycap emoji', 'gastei 3️⃣0️⃣'],
    ];

    it.each(absurd)('%s: finite integer cents, a clean reply, no throw', (_label, text) => {
      const outcome = process(text);
      for (const value of [outcome.amountCents, outcome.totals.spentCents, outcome.totals.incomeCents, outcome.percentage]) {
        expect(Number.isSafeInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
      }
      expect(outcome.amountCents).toBeLessThanOrEqual(MAX_MESSAGE_CENTS);
      expect(outcome.reply).not.toMatch(/NaN|Infinity|undefined|null/);
      // 'gastei 10 gastei 10…' lists a spending at each verb (issue 61): the reply of several entries.
      expect(outcome.reply).toMatch(
        /^(✅ (Gasto|Receita) registrad[oa]: R\$ [\d.]+,\d\d em \p{L}+|✅ \d+ lançamentos registrados:|🤔 Não encontrei um valor)/u,
      );
    });

    it('reads 1e400 as no amount: the 1 is glued to a word', () => {
      expect(process('1e400').hasAmount).toBe(false);
    });

    it('reads ,5 as R$ 0,50: a number may start at its decimal mark', () => {
      expect(process(',5').amountCents).toBe(50);
    });

    it('passes markup through as plain text (React escapes it when rendered)', () => {
      const outcome = process('<img src=x onerror=alert(1)> gastei 10');
      // The 1 inside the markup is not next to a money word; 'gastei 10' is.
      expect(outcome.amountCents).toBe(1000);
      expect(outcome.reply).toContain('R$ 10,00 em Outros');
    });

    it('keeps the totals safe across many capped messages', () => {
      let totals: DemoTotals = INITIAL_TOTALS;
      for (let i = 0; i < 1000; i += 1) totals = process('9'.repeat(30), totals).totals;
      expect(totals.spentCents).toBe(INITIAL_TOTALS.spentCents + 1000 * MAX_MESSAGE_CENTS);
      expect(Number.isSafeInteger(totals.spentCents)).toBe(true);
    });
  });
});
