import { describe, expect, it } from 'vitest';

import { joinsOf, readEntries, REFINERS } from './note';
import { normalize } from './words';

const read = (text: string) => readEntries(normalize(text));
const entries = (text: string) => read(text).entries.map(({ kind, cents, category }) => `${kind} ${cents ?? '—'} ${category}`);

describe('a note parted into clauses', () => {
  it.each([
    // [note, where it parts (the joins as typed)]
    ['uber 20 e mercado 30', ['e']],
    ['uber 20, mercado 30; luz 90 + água 40 / gás 100', [',', ';', '+', '/']],
    ['uber 20\nmercado 30', ['\n']],
    ['uber 20 e depois mercado 30', ['e depois']],
    ['feira 38 e mais 12 e uber 5', ['e mais', 'e']],
    ['uber 20\nmercado 30 e luz 90', ['\n', 'e']],
    // Sent before the next thing was typed.
    ['uber 20 e', ['e']],
    // A slash after a word parts; a one-letter word parts like any other before a comma or a slash with a space.
    ['luz/água 130', ['/']],
    ['farmácia 40, vitamina c, 25', [',', ',']],
    ['vitamina c / zinco 45', ['/']],
    // Never inside a number, a date or a time, a short word with a slash, or a name the lexicon files.
    ['vinte e dois e cinquenta', []],
    ['mercado 30,50 dia 5/3 às 10:30', []],
    ['gastei 65 c/ gasolina', []],
    ['move mais 25', []],
  ])('%j parts at %j', (text, joins) => {
    const note = normalize(text);
    expect(joinsOf(note).map(({ start, end }) => note.slice(start, end))).toEqual(joins);
  });
});

describe('the refiners', () => {
  it('run in their order, which is data: a split, a stated total, a clause with no amount, the main verb', () => {
    expect(REFINERS.map(({ name }) => name)).toEqual([
      'a split binds the bill before it',
      'a stated total binds the list it sums',
      'a clause with no amount joins its neighbour',
      "a clause with no verb takes the one before it's",
    ]);
  });

  it('say in the trace what each decided, in their order', () => {
    const { trace } = read('pizza 90, dividimos por 3, 2 pães e 1 leite, deu 12, tá caro, e 5 de gorjeta');
    const fired = REFINERS.map(({ name }) => trace.findIndex((line) => line.startsWith(name)));
    expect(fired.every((at) => at > 0)).toBe(true);
    expect(fired).toEqual([...fired].sort((a, b) => a - b));
  });

  it.each([
    // A split binds the bill before it, before a stated total could take it into its list.
    ['pizza 90, dividimos por 3, e o uber deu 20', ['spending 3000 Alimentação', 'spending 2000 Transporte']],
    // A stated total binds the priced list it sums, and not an entry before it that it does not.
    ['gastei 30 no uber, pão 6 e leite 5, deu 11', ['spending 3000 Transporte', 'spending 1100 Alimentação']],
    ['comprei pão 6 e leite 5, deu 11', ['spending 1100 Alimentação']],
    // A count is no price: the total binds it, and the verb's clause that opens the list, and nothing before that clause.
    ['comprei 4 long necks, deu 36', ['spending 3600 Alimentação']],
    ['uber 15, comprei pão e leite, deu 15', ['spending 1500 Transporte', 'spending 1500 Alimentação']],
    // Nor a price larger than the total, with a verb or without, nor an entry whole already (a product, a total, a share).
    ['uber 120, 4 long necks, deu 36', ['spending 12000 Transporte', 'spending 3600 Alimentação']],
    ['paguei 120 no uber, 4 long necks, deu 36', ['spending 12000 Transporte', 'spending 3600 Alimentação']],
    ['2 cafés a 3 cada, 4 long necks, deu 36', ['spending 600 Alimentação', 'spending 3600 Alimentação']],
    ['pão e leite, deu 12, 4 long necks, deu 36', ['spending 1200 Alimentação', 'spending 3600 Alimentação']],
    ['pizza 90, dividimos por 3, 4 long necks, deu 36', ['spending 3000 Alimentação', 'spending 3600 Alimentação']],
    // Priced items that do not add up to the total are entries of their own.
    ['água 30 e luz 90, e o mercado deu 250', ['spending 3000 Moradia', 'spending 9000 Moradia', 'spending 25000 Alimentação']],
    // A list before its one price joins it; a remark after an entry joins the entry.
    ['mercado e farmácia 120', ['spending 12000 Alimentação']],
    ['uber 20, tá caro', ['spending 2000 Transporte']],
    // A clause with no amount after a priced entry of its category is said of that entry, not of the next one.
    ['mercado 120, arroz, uber 20', ['spending 12000 Alimentação', 'spending 2000 Transporte']],
    // …also when a stated total of another category follows (it binds no priced list that does not add up to it).
    ['café 5, bolo, uber deu 20', ['spending 500 Alimentação', 'spending 2000 Transporte']],
    // A clause that records nothing (a reminder) is no entry; the rest of the note still is.
    ['paguei o uber 20, me lembra de pagar o aluguel 900 amanhã', ['spending 2000 Transporte']],
    // The verb before 'que' decides: money came back of what was paid (an amount in words, blanked out before the words are read).
    ['recebi mil e duzentos reais que paguei a mais no aluguel', ['income 120000 Salário']],
    // The main verb: a clause with no verb takes the kind before it; one that names a spending does not take an income's.
    ['vendi a mesa 300 e a estante 150', ['income 30000 Salário', 'income 15000 Salário']],
    ['recebi 900 e 40 de farmácia', ['income 90000 Salário', 'spending 4000 Outros']],
    ['feira 38 e mais 12 e uber 5', ['spending 3800 Alimentação', 'spending 1200 Alimentação', 'spending 500 Transporte']],
  ])('%j → %j', (text, expected) => {
    expect(entries(text), read(text).trace.join('\n')).toEqual(expected);
  });

  it.each([
    // Each clause as read (its kind with the rule that decided, its amount with its role, its category), then each decision.
    [
      'pizza 90, dividimos por 3, 2 pães e 1 leite, deu 12, tá caro, e 5 de gorjeta',
      [
        'clauses: "pizza 90": spending (otherwise spending), 9000 (number), Alimentação | "dividimos por 3": spending (otherwise spending), no amount | "2 paes": spending (otherwise spending), no amount, Alimentação | "1 leite": spending (otherwise spending), no amount, Alimentação | "deu 12": spending (otherwise spending), 1200 (total) | "ta caro": spending (otherwise spending), no amount | "5 de gorjeta": income (an income source), 500 (number)',
        'a split binds the bill before it: "pizza 90" + "dividimos por 3"',
        'a stated total binds the list it sums: "2 paes" + "1 leite" + "deu 12"',
        'a clause with no amount joins its neighbour: "ta caro" + "5 de gorjeta"',
        'a clause with no verb takes the one before it\'s: "2 paes e 1 leite, deu 12" is spending in Alimentação',
        'a clause with no verb takes the one before it\'s: "ta caro, e 5 de gorjeta" is spending in Alimentação',
      ],
    ],
    [
      'vendi a mesa 300 e a estante 150',
      [
        'clauses: "vendi a mesa 300": income (money came in), 30000 (number) | "a estante 150": spending (otherwise spending), 15000 (number), Moradia',
        'a clause with no verb takes the one before it\'s: "a estante 150" is income',
      ],
    ],
    [
      'paguei o uber 20, me lembra de pagar o aluguel 900 amanhã',
      [
        'clauses: "paguei o uber 20": spending (a spending verb), 2000 (number), Transporte | "me lembra de pagar o aluguel 900 amanha": none (starts like a reminder), 90000 (count)',
        'dropped, records nothing (starts like a reminder): "me lembra de pagar o aluguel 900 amanha"',
      ],
    ],
    [
      'o cliente me pagou os 200 que eu tinha emprestado e uber 30',
      [
        'clauses: "o cliente me pagou os 200 que eu tinha emprestado": income (money came in, in the main clause), 20000 (number) | "uber 30": spending (otherwise spending), 3000 (number), Transporte',
      ],
    ],
    // A total that binds no list says nothing of it.
    [
      'paguei 20 no uber, o mercado deu 250',
      [
        'clauses: "paguei 20 no uber": spending (a spending verb), 2000 (number), Transporte | "o mercado deu 250": spending (otherwise spending), 25000 (total), Alimentação',
        'a clause with no verb takes the one before it\'s: "o mercado deu 250" is spending in Alimentação',
      ],
    ],
    ['quanto gastei com uber e mercado?', ['the note: none (a question)']],
    ['!!!', ['clauses: ', 'every clause dropped: the note read whole']],
  ])('say why %j reads as it does, as demo:eval prints under a miss', (text, trace) => {
    expect(read(text).trace).toEqual(trace);
  });

  it('read a refiner list given in place of theirs: none at all leaves every clause an entry', () => {
    expect(readEntries(normalize('2 pães e 1 leite, deu 12'), []).entries).toHaveLength(1);
    expect(readEntries(normalize('padaria 14, uber 23'), []).entries).toHaveLength(2);
  });
});

describe('a note that records nothing', () => {
  it.each([
    ['quanto gastei com uber e mercado?', 'question'],
    ['me lembra de pagar a luz e a água', 'reminder'],
  ])('%j is a %s, whatever it lists', (text, reason) => {
    expect(read(text)).toMatchObject({ entries: [], reason });
  });
});
