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
    // …across the ones so read before it: the third is one more of the verb's, not of the second's.
    ['vendi cuscuz 70, tapioca 35 e canjica 25', ['income 7000 Salário', 'income 3500 Salário', 'income 2500 Salário']],
    ['estorno de 30 do uber e 20 do ifood', ['income 3000 Salário', 'income 2000 Salário']],
    // A bus's line is no amount before a price that names nothing: it says what the price paid for.
    ['peguei o busão 8012 e paguei 4,50', ['spending 450 Transporte']],
    // A word that points back takes the thing before it, an income's too; a thing named keeps its own.
    ['estorno de 30 do uber, pedi outro de 25', ['income 3000 Salário', 'spending 2500 Transporte']],
    ['estorno de 30 do uber, pedi outro lanche de 25', ['income 3000 Salário', 'spending 2500 Alimentação']],
    // A thing given back brings its money back; the new one taken is bought, filed where the thing given back is.
    ['devolvi o vestido, voltou 140 no pix e levei outro de 160', ['income 14000 Salário', 'spending 16000 Outros']],
    ['devolvi a panela e me reembolsaram 95, comprei outra de 70', ['income 9500 Salário', 'spending 7000 Moradia']],
    // Money made or found, and a shift paid, beside what was spent.
    ['fiz 180 no frete hoje e paguei 40 de gasolina', ['income 18000 Salário', 'spending 4000 Transporte']],
    ['plantão 350, lanche 22', ['income 35000 Salário', 'spending 2200 Alimentação']],
    // A clause that records nothing is dropped beside an entry ('não gastei mais nada', a plan).
    ['uber 25 e não gastei mais nada', ['spending 2500 Transporte']],
    // A plan beside an entry is only its clause's; a bare amount after a plan is the plan's.
    ['feira 65, vou fazer uma sopa', ['spending 6500 Alimentação']],
    // Money to come beside money that came is only its clause's.
    ['recebi 300 do aluguel e o resto cai sexta', ['income 30000 Salário']],
    ['preciso trocar a resistência do chuveiro, uns 90', []],
    // How much said with no number beside the amount is no remark: its clause joins the amount.
    ['gastei pouco no mercado hoje, 60', ['spending 6000 Alimentação']],
    ['paguei 140 no mercado, amanhã tenho q pagar a luz', ['spending 14000 Alimentação']],
    // A split said after a plan's opening is the bill's split, not a plan.
    ['churrasco 240, vamos rachar em 4', ['spending 6000 Alimentação']],
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
        'clauses: "paguei o uber 20": spending (a spending verb), 2000 (number), Transporte | "me lembra de pagar o aluguel 900 amanha": none (starts like a reminder), 90000 (number)',
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
