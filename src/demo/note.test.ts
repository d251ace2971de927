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
    // Never inside a number, a date or a time, a short word with a slash, or a name the lexicon files.
    ['vinte e dois e cinquenta', []],
    ['mercado 30,50 dia 5/3 às 10:30', []],
    ['gastei 65 c/ gasolina', []],
    ['move mais 25', []],
    // A verb of money between two amounts opens a clause where no join is typed (the join is where the verb starts).
    ['recebi 1.500 paguei 90', ['']],
    ['caiu 2.300 🙏 gastei 40 e 20', ['', 'e']],
    // …not after a count or a number that names a thing, nor with no amount after it.
    ['2 pizzas paguei 80', []],
    ['a 99 me pagou 410', []],
    ['<img src=x onerror=alert(1)> gastei 10', []],
    // A thing named right after an amount, in a list of things each before its price; never a thing the number counts.
    ['mercado 120 farmácia 40', ['']],
    ['mercado 120 reais farmácia 40', ['']],
    ['cinema 2 ingressos 64', []],
    ['comi 3 coxinhas a 5 cada', []],
    // A full stop or a dash with spaces, and a bar; glued, a dot or a dash is part of a number or a word.
    ['almoço 35 - uber 18. café 6 | pão 8', ['-', '.', '|']],
    ['x-tudo 28, 2.500 no sofá', [',']],
    ['paguei os 40 que devia pra Bia que pagou', []],
  ])('%j parts at %j', (text, joins) => {
    const note = normalize(text);
    expect(joinsOf(note).map(({ start, end }) => note.slice(start, end))).toEqual(joins);
  });
});

describe('the refiners', () => {
  it('run in their order, which is data: a split, a stated total, a clause with no amount, the main verb, a word of two senses, a bare amount, a word that points back', () => {
    expect(REFINERS.map(({ name }) => name)).toEqual([
      'a split binds the bill before it',
      'a stated total binds the list it sums',
      'a clause with no amount joins its neighbour',
      "a clause with no verb takes the one before it's",
      'a word of two senses takes the one its neighbours name',
      'a bare amount takes the thing named after it',
      'a word that points back takes the thing before it',
    ]);
  });

  it('say in the trace what each decided, in their order', () => {
    const { trace } = read(
      'pizza 90, dividimos por 3, 2 pães e 1 leite, deu 12, tá caro, e 5 de gorjeta, coxinha 6 e água 4, paguei 8 e 4 de uber, estorno de 30 do uber, pedi outro de 25',
    );
    const fired = REFINERS.map(({ name }) => trace.findIndex((line) => line.startsWith(name)));
    expect(fired.every((at) => at > 0)).toBe(true);
    expect(fired).toEqual([...fired].sort((a, b) => a - b));
  });

  it.each([
    // A split binds the bill before it, before a stated total could take it into its list.
    ['pizza 90, dividimos por 3, e o uber deu 20', ['spending 3000 Alimentação', 'spending 2000 Transporte']],
    // …unless a share is stated after the split: it is that share's bill, and the entry before stays whole.
    ['táxi 40, dividimos o jantar por 3, minha parte deu 52', ['spending 4000 Transporte', 'spending 5200 Alimentação']],
    // A stated total binds the priced list it sums, and not an entry before it that it does not.
    ['gastei 30 no uber, pão 6 e leite 5, deu 11', ['spending 3000 Transporte', 'spending 1100 Alimentação']],
    ['comprei pão 6 e leite 5, deu 11', ['spending 1100 Alimentação']],
    // A list before its one price joins it; a remark after an entry joins the entry.
    ['mercado e farmácia 120', ['spending 12000 Alimentação']],
    ['uber 20, tá caro', ['spending 2000 Transporte']],
    // The main verb: a clause with no verb takes the kind before it; one that names a spending does not take an income's.
    ['vendi a mesa 300 e a estante 150', ['income 30000 Salário', 'income 15000 Salário']],
    ['recebi 900 e 40 de farmácia', ['income 90000 Salário', 'spending 4000 Outros']],
    // A bare amount takes the thing named after it, across other bare ones; not an income's, nor one said with words of its own.
    ['gastei 10, 20 e 30 no mercado', ['spending 1000 Alimentação', 'spending 2000 Alimentação', 'spending 3000 Alimentação']],
    ['paguei 50 pro joão e 30 no mercado', ['spending 5000 Outros', 'spending 3000 Alimentação']],
    ['🙏 paguei R$ 45 e 38 de uber', ['spending 4500 Transporte', 'spending 3800 Transporte']],
    // A word of two senses: a water counted or beside food is a drink; the bill beside bills, or said as the one known.
    ['coxinha 7 e uma água 4', ['spending 700 Alimentação', 'spending 400 Alimentação']],
    ['luz 130 e água 85', ['spending 13000 Moradia', 'spending 8500 Moradia']],
    ['mercado 210 e a água 95', ['spending 21000 Alimentação', 'spending 9500 Moradia']],
    // A thing and its price after a verb whose objects are things is one more of them; receiving takes money, not things.
    ['vendi brownie 60 e pudim 45', ['income 6000 Salário', 'income 4500 Salário']],
    ['estorno de 30 do uber e 20 do ifood', ['income 3000 Salário', 'income 2000 Salário']],
    // A bus's line is no amount before a price that names nothing: it says what the price paid for.
    ['peguei o busão 8012 e paguei 4,50', ['spending 450 Transporte']],
    // A word that points back takes the thing before it, an income's too; a thing named keeps its own.
    ['estorno de 30 do uber, pedi outro de 25', ['income 3000 Salário', 'spending 2500 Transporte']],
    ['estorno de 30 do uber, pedi outro lanche de 25', ['income 3000 Salário', 'spending 2500 Alimentação']],
  ])('%j → %j', (text, expected) => {
    expect(entries(text), read(text).trace.join('\n')).toEqual(expected);
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
