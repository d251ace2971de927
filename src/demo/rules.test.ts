import { describe, expect, it } from 'vitest';

import {
  type Category,
  type DemoTotals,
  FALLBACK_CATEGORY,
  GOAL_CENTS,
  INCOME_KEYWORDS,
  INITIAL_TOTALS,
  KEYWORD_TABLE,
  MAX_INPUT_LENGTH,
  INCOME_CATEGORY,
  MAX_MESSAGE_CENTS,
  NOT_KEYWORD_NAMES,
  OVER_GOAL_WARNING,
  SALARY_NOT_YET_POSITIVE,
  SALARY_POSITIVE,
  SPENDING_VERBS,
  categorize,
  formatBRL,
  formatPercent,
  formatTime,
  isIncome,
  isOverGoal,
  noAmountReply,
  normalize,
  parseAmount,
  percentOfGoal,
  processMessage,
  wordsOf,
} from '@/demo/rules';

/** processMessage for text that is known not to be blank. */
function process(text: string, totals: DemoTotals = INITIAL_TOTALS, goalCents?: number, example?: string) {
  const outcome = processMessage(text, totals, goalCents, example);
  if (outcome === null) throw new Error(`expected an outcome for ${JSON.stringify(text)}`);
  return outcome;
}

/** Every way a keyword may be typed: as written, without accents, upper case, capitalised. */
function spellings(keyword: string): string[] {
  const plain = normalize(keyword);
  return [...new Set([keyword, plain, keyword.toUpperCase(), plain.toUpperCase(), keyword.charAt(0).toUpperCase() + keyword.slice(1)])];
}

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

  it('keep the categories in the spec order, Salário being the income row', () => {
    expect(KEYWORD_TABLE.map(({ category }) => category)).toEqual(['Alimentação', 'Salário', 'Transporte', 'Moradia']);
    expect(INCOME_CATEGORY).toBe('Salário');
    expect(FALLBACK_CATEGORY).toBe('Outros');
  });

  it.each([
    ['Alimentação', ['mercado', 'comida', 'alimentação']],
    ['Salário', ['salário', 'recebi', 'ganho']],
    ['Transporte', ['transporte', 'uber', 'combustível']],
    ['Moradia', ['casa', 'aluguel', 'moradia']],
  ])('hold every keyword spec §5 gives %s', (category, keywords) => {
    expect(KEYWORD_TABLE.find((row) => row.category === category)?.keywords).toEqual(expect.arrayContaining(keywords));
  });

  it('list the forms of receber, salário and ganhar among the income words', () => {
    expect(INCOME_KEYWORDS).toEqual(expect.arrayContaining(['recebi', 'recebido', 'recebemos', 'salário', 'salários', 'ganho', 'ganhei', 'ganhou', 'ganhamos']));
  });

  it('write every keyword in lower case, so the docs table reads as typed', () => {
    const all = [...KEYWORD_TABLE.flatMap((row) => row.keywords), ...SPENDING_VERBS, ...NOT_KEYWORD_NAMES];
    for (const word of all) expect(word).toBe(word.toLowerCase());
  });
});

describe('normalize', () => {
  it.each([
    ['SALÁRIO', 'salario'],
    ['Alimentação', 'alimentacao'],
    ['Combustível', 'combustivel'],
    ['ÀÉÎÕÜ Ç', 'aeiou c'],
    ['gastei 30 no uber', 'gastei 30 no uber'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it('folds precomposed and decomposed accents alike', () => {
    expect(normalize('sala\u0301rio')).toBe('salario');
    expect(normalize('sal\u00e1rio')).toBe('salario');
  });
});

describe('wordsOf', () => {
  it('cuts a message into normalized words of letters and digits', () => {
    expect([...wordsOf('Gastei R$30,00 no Über! #mercado 🍕 uber2')]).toEqual(['gastei', 'r', '30', '00', 'no', 'uber', 'mercado', 'uber2']);
  });

  it.each([
    ['comprei no Mercado Livre', ['comprei', 'no']],
    ['pix do mercado pago', ['pix', 'do']],
    ['CASAS BAHIA', []],
    ['mercado livre mercado livre mercado', ['mercado']],
    ['supermercado livre', ['supermercado', 'livre']],
    ['mercado livres', ['mercado', 'livres']],
  ])('drops the names that are not keywords: %j', (text, words) => {
    expect([...wordsOf(text)].filter(Boolean)).toEqual(words);
  });
});

describe('categorize (spec §5 rows)', () => {
  const rows: [string, Category][] = [
    ['mercado', 'Alimentação'],
    ['comida', 'Alimentação'],
    ['alimentação', 'Alimentação'],
    ['salário', 'Salário'],
    ['recebi', 'Salário'],
    ['ganho', 'Salário'],
    ['transporte', 'Transporte'],
    ['uber', 'Transporte'],
    ['combustível', 'Transporte'],
    ['casa', 'Moradia'],
    ['aluguel', 'Moradia'],
    ['moradia', 'Moradia'],
  ];
  const cases = rows.flatMap(([keyword, category]) => spellings(keyword).map((typed) => [typed, category] as const));

  it.each(cases)('finds %j in a sentence → %s', (typed, category) => {
    expect(categorize(`${typed} 10 hoje`)).toBe(category);
    expect(categorize(`hoje foi ${typed}`)).toBe(category);
    expect(categorize(typed)).toBe(category);
  });

  it.each(['gastei 30', 'cinema 25', '', 'academia', '🍕 40'])('%j matches no row → Outros', (text) => {
    expect(categorize(text)).toBe('Outros');
  });

  it.each<[string, Category]>([
    ['comprei um casaco', 'Outros'],
    ['presente de casamento', 'Outros'],
    ['Casas Bahia', 'Outros'],
    ['passagem pra Uberaba', 'Outros'],
    ['mercadoria', 'Outros'],
    ['comidaria', 'Outros'],
    ['uberlândia', 'Outros'],
    ['casarão', 'Outros'],
  ])('never matches inside another word: %j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });

  it.each<[string, Category]>([
    ['supermercado', 'Alimentação'],
    ['hipermercado', 'Alimentação'],
    ['mercadinho', 'Alimentação'],
    ['mercados', 'Alimentação'],
    ['comidas', 'Alimentação'],
    ['alimentos', 'Alimentação'],
    ['ubers', 'Transporte'],
    ['transportes', 'Transporte'],
    ['combustíveis', 'Transporte'],
    ['casas', 'Moradia'],
    ['aluguéis', 'Moradia'],
    ['alugueis', 'Moradia'],
  ])('matches the common forms and compounds of a keyword: %j → %s', (text, category) => {
    expect(categorize(`gastei 10 ${text}`)).toBe(category);
  });

  it.each<[string, Category]>([
    ['comida no Mercado Livre', 'Alimentação'],
    ['paguei no mercado pago', 'Outros'],
    ['comprei no mercado livre', 'Outros'],
    ['sofá das Casas Bahia pra casa nova', 'Moradia'],
  ])('reads store and wallet names as names: %j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });

  it.each<[string, Category]>([
    ['aluguel 1200 e mercado 300', 'Alimentação'],
    ['casa, transporte e mercado', 'Alimentação'],
    ['uber pro aluguel', 'Transporte'],
    ['combustível da moradia', 'Transporte'],
    ['comida em casa', 'Alimentação'],
  ])('where spending rows overlap the first row wins: %j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });

  it.each<[string, Category]>([
    ['recebi 50 do mercado', 'Salário'],
    ['salário para comida', 'Salário'],
    ['ganho do uber', 'Salário'],
    ['recebi o aluguel', 'Salário'],
  ])('files income under Salário whatever else it mentions: %j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });

  it.each<[string, Category]>([
    ['gastei 1200 do salário no aluguel', 'Moradia'],
    ['paguei o mercado com o que ganhei', 'Alimentação'],
    ['gastei o salário todo', 'Outros'],
  ])('never files a spending under Salário: %j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });
});

describe('isIncome', () => {
  it.each(INCOME_KEYWORDS.flatMap((keyword) => spellings(keyword)))('%j is income', (typed) => {
    expect(isIncome(`${typed} 1000`)).toBe(true);
  });

  it.each(['gastei 30 no uber', 'mercado 120', 'aluguel 1200', 'paguei a conta', '', 'receita', 'ganhar na mega', 'salarial'])(
    '%j is spending',
    (text) => {
      expect(isIncome(text)).toBe(false);
    },
  );

  it.each(SPENDING_VERBS.flatMap((verb) => spellings(verb)))('the spending verb %j makes "recebi" a spending', (verb) => {
    expect(isIncome(`recebi e ${verb} 50`)).toBe(false);
    expect(isIncome(`${verb} o salário`)).toBe(false);
  });

  it('reads a third-person "pagou" as no spending verb: the client paid me', () => {
    expect(isIncome('recebi 300, o cliente pagou')).toBe(true);
  });
});

describe('parseAmount', () => {
  it.each([
    ['gastei 30 no uber', 3000],
    ['12.5', 1250],
    ['1200.50', 120_050],
    ['0.1', 10],
    ['30.5', 3050],
  ])('a dot that is plainly decimal stays the decimal mark (spec §5): %j → %i cents', (text, cents) => {
    expect(parseAmount(text)).toEqual({ cents, capped: false });
  });

  it.each([
    ['2.500', 250_000],
    ['1.234', 123_400],
    ['1.000.000', MAX_MESSAGE_CENTS],
    ['1.234,56', 123_456],
    ['100.000', 10_000_000],
    ['30.999', 3_099_900],
    ['12.345,6', 1_234_560],
    ['1.234.5', 123_450],
    ['2.5000', 250],
    ['0.004', 400],
    ['12.500', 1_250_000],
  ])('a dot followed by exactly three digits groups thousands: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)).toEqual({ cents, capped: false });
  });

  it.each([
    ['30,50', 3050],
    ['30,5', 3050],
    ['0,99', 99],
    [',50', 50],
    ['.75', 75],
    ['gastei ,5', 50],
    ['007,50', 750],
    ['R$45,90 no mercado', 4590],
    ['100,000', 10_000],
    ['1,234.56', 123],
  ])('a comma is always the decimal mark: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)).toEqual({ cents, capped: false });
  });

  it.each([
    ['1 234,56', 123_456],
    ['1\u00a0234,56', 123_456],
    ['1\u202f234,56', 123_456],
    ['R$ 1 234,56', 123_456],
    ['R$\u00a01.234,56', 123_456],
    ['12 345', 1_234_500],
    ['1 23', 100],
    ['1  234', 100],
  ])('a space or no-break space before exactly three digits groups thousands: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)).toEqual({ cents, capped: false });
  });

  it.each([
    ['2 mil', 200_000],
    ['1,5 mil', 150_000],
    ['2mil', 200_000],
    ['2 MIL', 200_000],
    ['1.5 mil', 150_000],
    ['2,25 mil', 225_000],
    ['0,0015 mil', 150],
    ['1 milhão', MAX_MESSAGE_CENTS],
    ['1 milhao', MAX_MESSAGE_CENTS],
    ['0,5 milhões', 50_000_000],
    ['2 mil e 500', 200_000],
    ['2 milhas', 200],
    ['2 milho', 200],
  ])('"mil" multiplies by a thousand and "milhão" by a million: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)).toEqual({ cents, capped: false });
  });

  it.each([
    ['R$ 30', 3000],
    ['R$30', 3000],
    ['30 reais', 3000],
    ['30reais', 3000],
    ['1real', 100],
    ['50 conto', 5000],
    ['50conto', 5000],
    ['50contos', 5000],
    ['20pila', 2000],
    ['20pilas', 2000],
  ])('R$ before and reais, conto(s), pila(s) after are understood: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)).toEqual({ cents, capped: false });
  });

  it.each([
    ['-30', 3000],
    ['gastei -1.234,56', 123_456],
    ['uber-30', 3000],
    ['−30', 3000],
  ])('a minus sign is not part of the number; the words say income or spending: %j → %i', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['uber2', null],
    ['gastei 30 no uber2', 3000],
    ['comprei ps5 por 4000', 400_000],
    ['recarga 4g 30', 3000],
    ['10x de 50', 5000],
    ['10x de 50 reais', 5000],
    ['2kg de carne 45', 4500],
    ['30reaisx 5', 500],
    ['1e400', null],
    ['0x1F', null],
    ['abc123def', null],
    ['ps5,50', 5000],
  ])('a number glued to a word is part of it, not the amount: %j → %j', (text, cents) => {
    expect(parseAmount(text)?.cents ?? null).toBe(cents);
  });

  it.each([
    ['gastei 30 e depois 40', 3000],
    ['uber 12 mercado 99', 1200],
    ['2 pizzas por 80', 200],
  ])('takes only the first number: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['0,004', 0],
    ['0,005', 1],
    ['1,234', 123],
    ['1,235', 124],
    ['9,9999', 1000],
    ['1,2349999', 123],
    ['0.0041', 0],
    ['0.0051', 1],
  ])('rounds extra fraction digits half-up to the cent: %j → %i', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['gastei 30.', 3000],
    ['gastei 30,', 3000],
    ['1.', 100],
    ['1,.', 100],
    ['30..', 3000],
    ['fim da frase: 12.', 1200],
    ['2.500.', 250_000],
  ])('trims trailing separators: %j → %i', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each(['', 'gastei no mercado', '.', ',', '.,.', 'R$', 'trinta reais', 'mil reais', '٣٠', '３０'])('no ASCII digit in %j → null', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('reads 0 as an amount of zero, not as no amount', () => {
    expect(parseAmount('gastei 0')).toEqual({ cents: 0, capped: false });
  });

  it('takes an amount exactly at the limit as is', () => {
    expect(parseAmount('1000000')).toEqual({ cents: MAX_MESSAGE_CENTS, capped: false });
    expect(parseAmount('1000000,00')).toEqual({ cents: MAX_MESSAGE_CENTS, capped: false });
    expect(parseAmount('999999,995')).toEqual({ cents: MAX_MESSAGE_CENTS, capped: false });
    expect(parseAmount('1.000 mil')).toEqual({ cents: MAX_MESSAGE_CENTS, capped: false });
  });

  it.each(['1000000,01', '1000001', '9999999', '10000000', '1.000.001', '0001000000,01', '2 milhões', '1.001 mil', '1.234.567'])(
    'clamps %j to the limit and flags it',
    (text) => {
      expect(parseAmount(text)).toEqual({ cents: MAX_MESSAGE_CENTS, capped: true });
    },
  );

  it('ignores leading zeros', () => {
    expect(parseAmount('0000000000000012,34')).toEqual({ cents: 1234, capped: false });
  });

  it.each([
    '1234567890123456789012345',
    '9'.repeat(400),
    '1'.repeat(25) + ',99',
    '1' + '.000'.repeat(100),
    '99999999999999999999999999999999999999999999.99',
  ])('never overflows on huge numbers (%#)', (text) => {
    const amount = parseAmount(text);
    expect(amount).toEqual({ cents: MAX_MESSAGE_CENTS, capped: true });
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
    it('records the placeholder example against the initial month', () => {
      expect(process('gastei 30 no uber')).toEqual({
        kind: 'spending',
        amountCents: 3000,
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
    it.each(['gastei no mercado', 'ganho', 'recebi o salário', 'uber2', 'trinta reais no uber'])(
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

    it.each(['SALARIO 3500', 'Salário de 3500', 'ganho 3500', 'Recebi 3500', 'salario 3.500', 'ganhei 3,5 mil'])('%j is income in Salário', (text) => {
      const outcome = process(text);
      expect(outcome.kind).toBe('income');
      expect(outcome.category).toBe('Salário');
      expect(outcome.totals.incomeCents).toBe(INITIAL_TOTALS.incomeCents + 350_000);
    });

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
      expect(outcome.reply).toMatch(/^(✅ (Gasto|Receita) registrad[oa]: R\$ [\d.]+,\d\d em \p{L}+|🤔 Não encontrei um valor)/u);
    });

    it('reads 1e400 as no amount: the 1 is glued to a word', () => {
      expect(process('1e400').hasAmount).toBe(false);
    });

    it('reads ,5 as R$ 0,50: a number may start at its decimal mark', () => {
      expect(process(',5').amountCents).toBe(50);
    });

    it('passes markup through as plain text (React escapes it when rendered)', () => {
      const outcome = process('<img src=x onerror=alert(1)> gastei 10');
      expect(outcome.amountCents).toBe(100);
      expect(outcome.reply).toContain('R$ 1,00 em Outros');
    });

    it('keeps the totals safe across many capped messages', () => {
      let totals: DemoTotals = INITIAL_TOTALS;
      for (let i = 0; i < 1000; i += 1) totals = process('9'.repeat(30), totals).totals;
      expect(totals.spentCents).toBe(INITIAL_TOTALS.spentCents + 1000 * MAX_MESSAGE_CENTS);
      expect(Number.isSafeInteger(totals.spentCents)).toBe(true);
    });
  });
});
