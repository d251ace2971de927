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
    // …with the join in the name's middle.
    ['2 banho e tosa a 60, 1 romeu e julieta 9', [',']],
    // A verb of money between two amounts opens a clause where no join is typed (the join is where the verb starts).
    ['recebi 1.500 paguei 90', ['']],
    ['caiu 2.300 🙏 gastei 40 e 20', ['', 'e']],
    // …its things running past a join to their one price.
    ['recebi 500 comprei ração e areia 80', ['', 'e']],
    // …not after a count or a number that names a thing, nor with no amount after it.
    ['2 pizzas paguei 80', []],
    ['a 99 me pagou 410', []],
    ['<img src=x onerror=alert(1)> gastei 10', []],
    // A thing named right after an amount, in a list of things each before its price; never a thing the number counts.
    ['mercado 120 farmácia 40', ['']],
    ['mercado 120 reais farmácia 40', ['']],
    ['cinema 2 ingressos 64', []],
    // …a thing the lexicon does not know with a plain price of its own too, and money in named before its price; never a
    // little word first, a digit alone that may count, nor a price its instalments read.
    ['cabeleireiro 50 hidratação 35', ['']],
    ['areia 45 petisco 19', ['']],
    // …never a day said before a price ('hoje', a word that may follow an amount).
    ['hoje 50 mercado 30', []],
    ['bico 200 gás 110', ['']],
    ['cinema 2 meia 40', []],
    ['geladeira 3.000 em 10 parcela', []],
    // …nor a number that names a thing opening the next item, taken for its amount.
    ['metrô 5 99 pro centro 14,90', ['']],
    // A price that opens the next thing where each thing is named after its price, in digits or in words.
    ['gastei 45 no açougue 12 de pão', ['']],
    ['paguei quarenta de gasolina vinte e cinco do lava jato', ['']],
    // …at its currency mark, so a digit alone marked as money is a price, no count.
    ['R$ 18 estacionamento R$ 5 manobrista', ['']],
    // …and a number of two digits or more that may count the thing after it, as a note of that thing alone reads it.
    ['28 marmita 15 suco', ['']],
    ['2 marmita 15 suco', []],
    // …never a count or a unit after it, nor a thing named before the price.
    ['gastei 30 na feira 2 kg de tomate', []],
    ['comi 3 coxinhas a 5 cada', []],
    // …nor a count right before its thing, then 'por' and a bundle's price.
    ['quitanda 2 melão por 15 e uva 9', ['e']],
    // A full stop or a dash with spaces, and a bar; glued, a dot or a dash is part of a number or a word.
    ['almoço 35 - uber 18. café 6 | pão 8', ['-', '.', '|']],
    ['x-tudo 28, 2.500 no sofá', [',']],
    ['paguei os 40 que devia pra Bia que pagou', []],
    // The people a split names before its verb part nothing ('eu e a Lu dividimos').
    ['cinema 64, eu e a Lu dividimos', [',']],
    // A correction said on with no join opens a clause; a join inside its words parts nothing.
    ['gastei 52 no uber peraí foi 25', ['']],
    ['luz 230 pera aí foi 203', ['']],
  ])('%j parts at %j', (text, joins) => {
    const note = normalize(text);
    expect(joinsOf(note).map(({ start, end }) => note.slice(start, end))).toEqual(joins);
  });
});

describe('the refiners', () => {
  it("run in their order, which is data: a correction, what another paid beside what I paid, a split, change given back, a subtotal, takings by how they came in, a stated total, a part, what is left, a bill paid in parts, a clause with no amount, a ledger's sign, a share for each, the main verb, a word of two senses, a bare amount, a word that points back, a header that names a thing, a charge on a thing, an amount of zero", () => {
    expect(REFINERS.map(({ name }) => name)).toEqual([
      'a correction replaces the price before it',
      'what someone else paid beside what I paid is theirs',
      'a split binds the bill before it',
      'change given back binds the payment before it',
      'a subtotal adds nothing',
      "a till's close lists takings by how they came in",
      'a stated total binds the list it sums',
      'a part of the entry before is no entry',
      'what is left is no entry',
      'a bill paid in parts is my part of it',
      'a clause with no amount joins its neighbour',
      "a ledger's sign",
      'a share stated for each is my part of the bill before it',
      "a clause with no verb takes the one before it's",
      'a word of two senses takes the one its neighbours name',
      'a bare amount takes the thing named after it',
      'a word that points back takes the thing before it',
      'a header that names a thing files the items that name none',
      'a charge on a thing takes the thing beside it',
      'an amount of zero records nothing',
    ]);
  });

  it('say in the trace what each decided, in their order', () => {
    const { trace } = read(
      'casa nova: pão 5, subtotal 5, pix 30, dinheiro 20, táxi 20, ops 22, pizza 90, dividimos por 3, paguei 50, troco de 10, 2 pães e 1 leite, deu 12, feira 80 sendo 30 de fruta, sobrou 20, tá caro, e 5 de gorjeta, bar 300, cada um pagou 50, coxinha 6 e água 4, embreagem 400 e mão de obra 150, paguei 8 e 4 de uber, estorno de 30 do uber, pedi outro de 25, e o Léo pagou o sorvete 12, táxi 88, o Rui pagou 50 e eu paguei o resto, cinema 0\n+ 40 bico\n- 10 metrô',
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
    // A split with company: the others counted ('com mais 2' is three), one named ('com o Caio' is two); said before its bill.
    ['gasolina 180, rachei com mais 2', ['spending 6000 Transporte']],
    ['gasolina 180, rachei com 2 amigos', ['spending 6000 Transporte']],
    ['sorvete 24 dividido com o Caio', ['spending 1200 Alimentação']],
    ['dividimos a conta do rodízio em 3, deu 270', ['spending 9000 Alimentação']],
    ['táxi 30 e dividimos o rodízio em 3, deu 270', ['spending 3000 Transporte', 'spending 9000 Alimentação']],
    // …a bill that is a list of things of one kind, with no verb of their own, and never an entry of another kind before it.
    ['uber 18, hambúrguer 38 e milkshake 22, dividi com o Caio', ['spending 1800 Transporte', 'spending 3000 Alimentação']],
    ['hambúrguer 38, paguei 22 no milkshake, dividi com o Caio', ['spending 3800 Alimentação', 'spending 1100 Alimentação']],
    // A stated total binds the priced list it sums, and not an entry before it that it does not.
    ['gastei 30 no uber, pão 6 e leite 5, deu 11', ['spending 3000 Transporte', 'spending 1100 Alimentação']],
    // A stated total then split: the list it sums is one bill, and my share of it.
    ['carne 120 pão 30 refri 30, total 180 dividido por 3', ['spending 6000 Alimentação']],
    // Where the priced ones do not add up, the things counted with no price just before the total are its list.
    ['táxi 35, 3 chopes e uma porção de fritas, deu 70', ['spending 3500 Transporte', 'spending 7000 Alimentação']],
    // …nor one typed on before it with no join; a total that is the sum times a count, or plus a percent, said among them.
    ['café 6 pão 4 deu 10', ['spending 1000 Alimentação']],
    ['show com a Bia 2 ingresso deu 180', ['spending 18000 Outros']],
    ['café 6 pão 4 deu 12', ['spending 600 Alimentação', 'spending 400 Alimentação', 'spending 1200 Alimentação']],
    ['pão 3 x 4 = 12', ['spending 1200 Alimentação']],
    ['estacionamento 12 a hora, 3 horas, deu 36', ['spending 3600 Transporte']],
    ['hambúrguer 50 + 10% = 55', ['spending 5500 Alimentação']],
    ['hambúrguer 50 + 10% = 60', ['spending 5000 Alimentação', 'spending 6000 Alimentação']],
    // …nor one after the home's bills, each paid on its own, nor after entries one of which is whole already (a product).
    ['luz 90, água 40, total 130', ['spending 9000 Moradia', 'spending 4000 Moradia']],
    ['caneta 2 a 3, caderno 14, total 20', ['spending 600 Outros', 'spending 1400 Outros']],
    // A till's close: lines of nothing but how money came in are takings, and a total that repeats them adds nothing.
    ['pix 300, dinheiro 120, total 420', ['income 30000 Salário', 'income 12000 Salário']],
    ['pix 300 pro Caio', ['spending 30000 Outros']],
    // A part of the entry before ('sendo') is no entry; a larger one is no part of it.
    ['farmácia 90 sendo 60 de remédio', ['spending 9000 Outros']],
    ['feira 40, incluindo 15 de fruta', ['spending 4000 Alimentação']],
    ['feira 40, sendo 55 de fruta', ['spending 4000 Alimentação', 'spending 5500 Alimentação']],
    // A correction said inline replaces the price before it; one naming another thing is an entry of its own.
    ['pão 9, ops 7, e uber 20', ['spending 700 Alimentação', 'spending 2000 Transporte']],
    ['pão 9, aliás 20 de uber', ['spending 900 Alimentação', 'spending 2000 Transporte']],
    // A subtotal that sums its group is no entry, and the group stays entries; one that does not sum it is an entry.
    ['pão 8, leite 6, subtotal 14, uber 20', ['spending 800 Alimentação', 'spending 600 Alimentação', 'spending 2000 Transporte']],
    ['pão 8, leite 6, subtotal 15', ['spending 800 Alimentação', 'spending 600 Alimentação', 'spending 1500 Alimentação']],
    // A line of zero with no verb of its own records nothing; 'recebi 0' said beside an entry still is.
    ['uber 0, metrô 5', ['spending 500 Transporte']],
    ['recebi 0 e paguei 5 de metrô', ['income 0 Salário', 'spending 500 Transporte']],
    // What is left after the entries is a balance, no entry.
    ['caiu 900, paguei 300 de condomínio, sobraram 600', ['income 90000 Salário', 'spending 30000 Moradia']],
    // …nor the parts in parentheses after it, however many.
    ['pet shop 95 (ração 70, petisco 15 e shampoo 10)', ['spending 9500 Outros']],
    ['padaria 22 (pão 10) e uber 14', ['spending 2200 Alimentação', 'spending 1400 Transporte']],
    // A share stated for each after a larger bill is mine, filed where the bill is; one naming its own thing is an entry.
    ['pizza 120, cada um pagou 30', ['spending 3000 Alimentação']],
    ['uber 30, rodízio 89 por pessoa', ['spending 3000 Transporte', 'spending 8900 Alimentação']],
    // The way back after the way there, typed on with no join.
    ['metrô ida 5 volta 5', ['spending 500 Transporte', 'spending 500 Transporte']],
    ['táxi ida 32 e na volta 28', ['spending 3200 Transporte', 'spending 2800 Transporte']],
    // 'um' before a thing is its article, never a number's last word ('seis e um' is no 7).
    ['três pastéis de seis e um caldo de cana de oito', ['spending 1800 Alimentação', 'spending 800 Alimentação']],
    // A bank's notifications pasted together: what left says so after what came in.
    ['Pix recebido R$ 90,00 ANA\nTransferência enviada R$ 40,00 BRUNO', ['income 9000 Salário', 'spending 4000 Outros']],
    // One more thing sold after a verb whose objects are things, each named after its price.
    ['vendi 90 de trufa e 40 de brigadeiro', ['income 9000 Salário', 'income 4000 Salário']],
    // A clause with no amount joins the price after it, whose own verb of money says which way it went.
    ['levei o bolo na festa e recebi 80', ['income 8000 Salário']],
    // A header before a list: the list is read.
    ['resumo: padaria 12, uber 20', ['spending 1200 Alimentação', 'spending 2000 Transporte']],
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
    // A meal allowance after the salary is income too; a pet's things, each of its own clause, are the pet's.
    ['salário 3.100 e vale refeição 550', ['income 310000 Salário', 'income 55000 Salário']],
    ['sachê 25 e brinquedo 30 pro cachorro', ['spending 2500 Outros', 'spending 3000 Outros']],
    // Change given back is taken off the payment before it, which keeps its kind ('recebi' says nothing of income here);
    // a total stated before the payment is the same entry; a change larger than the payment is no change of it.
    ['dei 200 no mercado, voltou 35 de troco', ['spending 16500 Alimentação']],
    ['paguei com 50 o lanche e recebi 8 de troco', ['spending 4200 Alimentação']],
    ['o almoço deu 42, dei 50 e voltou 8 de troco', ['spending 4200 Alimentação']],
    ['paguei 100, troco de 20, padaria', ['spending 8000 Alimentação']],
    ['paguei 10, troco de 20', ['spending 1000 Outros', 'spending 2000 Outros']],
    // A price said before the one paid is no amount: the thing it names is what the price paid for.
    ['a jaqueta era 350, com desconto saiu 280', ['spending 28000 Outros']],
    ['pizza custava 70, paguei 55 com cupom', ['spending 5500 Alimentação']],
    // A bus's line is no amount before a price that names nothing: it says what the price paid for.
    ['peguei o busão 8012 e paguei 4,50', ['spending 450 Transporte']],
    // …and a line taken by its number alone is a vehicle's: a fare named after it is its price, wherever it went.
    ['peguei o 917 pro trabalho, 4,80', ['spending 480 Transporte']],
    ['tomei o 2103 até a faculdade, passagem 4,90', ['spending 490 Transporte']],
    // A year is no amount before a price: the thing it dates is what the price paid for; a price of another thing is its own.
    ['licenciamento 2025 pago 160,22', ['spending 16022 Transporte']],
    ['paguei 2024 de aluguel e 150 de luz', ['spending 202400 Moradia', 'spending 15000 Moradia']],
    // 'até' after a number counts nothing: the amount before it is an entry, and a verb of money after it opens another.
    ['uber 25 até o centro paguei 8 de estacionamento', ['spending 2500 Transporte', 'spending 800 Transporte']],
    ['busão 5 e mercado 30', ['spending 500 Transporte', 'spending 3000 Alimentação']],
    // …nor one of its own kind, when the vehicle is named before its number: its own entry then.
    ['busão 5 e metrô 9,30', ['spending 500 Transporte', 'spending 930 Transporte']],
    // Labour takes the thing worked on beside it, the one before first; alone, or beside another labour, the builder's.
    ['embreagem 400 e mão de obra 150', ['spending 40000 Transporte', 'spending 15000 Transporte']],
    ['mão de obra 150 e embreagem 400', ['spending 15000 Transporte', 'spending 40000 Transporte']],
    ['mão de obra 800 e mão de obra 300', ['spending 80000 Moradia', 'spending 30000 Moradia']],
    // A header that names a thing files the items under it that name none, and labour beside them.
    ['oficina da moto: corrente 80 e mão de obra 40', ['spending 8000 Transporte', 'spending 4000 Transporte']],
    ['oficina da moto: corrente 80 e almoço 25', ['spending 8000 Transporte', 'spending 2500 Alimentação']],
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
    // A transfer from a person is income, and so is the next amount from another person, which takes its verb.
    ['pix de 45 do meu primo e 30 da minha cunhada', ['income 4500 Salário', 'income 3000 Salário']],
    // After clients served, each service with its price is one more sold, whatever category files it.
    ['atendi 2 clientes: corte 50 e barba e bigode 45', ['income 5000 Salário', 'income 4500 Salário']],
    // An entry whose amount the note says is unknown is an entry of its own, with no amount; said with none, it is a word of the others.
    ['comprei o pão 12 e o leite, não lembro o valor', ['spending 1200 Alimentação', 'spending — Alimentação']],
    ['farmácia 48 e a consulta tbm, esqueci quanto', ['spending 4800 Outros', 'spending — Outros']],
    ['farmácia 48 e a consulta', ['spending 4800 Outros']],
    // A day's takings closed ('fechei o dia') are income, each listed after it one more taken, an app's name too.
    ['fechei o dia: ifood 96 e rappi 58', ['income 9600 Salário', 'income 5800 Salário']],
    ['fechamos o dia, 99 188 e uber 95,40', ['income 18800 Salário', 'income 9540 Salário']],
    ['hoje atendemos o dia todo, escova 70, hidratação 90, unha 35', ['income 7000 Salário', 'income 9000 Salário', 'income 3500 Salário']],
    ['transferência de 250 da minha mãe, pix de 40 pro meu irmão', ['income 25000 Salário', 'spending 4000 Outros']],
    // A thing said after a unit's price, with no join, opens no entry: the total paid comes after it.
    ['diesel 6,10 o litro abasteci 150', ['spending 15000 Transporte']],
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

describe('a word glued to its price', () => {
  it.each([
    ['paguei45 de luz', ['spending 4500 Moradia']],
    ['padaria12,50', ['spending 1250 Alimentação']],
    ['gasolina 80reais', ['spending 8000 Transporte']],
    ['recebi1500 do freela', ['income 150000 Salário']],
    // A number of one digit, or a word the lexicon does not know, is part of a name.
    ['gastei 18 no uber2', ['spending 1800 Outros']],
    ['comprei um xpto99', ['spending — Outros']],
  ])('%j reads as %j', (text, expected) => {
    expect(entries(text)).toEqual(expected);
  });
});

describe('a pasted list with its lines numbered', () => {
  it.each([
    ['1) padaria 14\n2) uber 22', ['spending 1400 Alimentação', 'spending 2200 Transporte']],
    ['1. condomínio 480\n2. gás 110\n3. feira 60', ['spending 48000 Moradia', 'spending 11000 Moradia', 'spending 6000 Alimentação']],
    // A number at one line's start is no numbering: it may be the price.
    ['12 de pão\nuber 9', ['spending 1200 Alimentação', 'spending 900 Transporte']],
  ])('%j reads as %j', (text, expected) => {
    expect(entries(text)).toEqual(expected);
  });
});

describe('a note that records nothing', () => {
  it.each([
    ['quanto gastei com uber e mercado?', 'question'],
    ['me lembra de pagar a luz e a água', 'reminder'],
    // A question's start before a colon heads a list only when the list names things with their prices.
    ['saldo: 300', 'question'],
    // A question asked inside a note with no amount; thanks; a correction, whatever amounts it holds.
    ['oie, sou nova por aqui! como eu começo? mando o que gastei no mercado e na farmácia', 'question'],
    ['obg pela ajuda, o app é muito bom', 'greeting'],
    ['me enganei, o gás foi 118 e a água 74', 'remark'],
    // A bill named before 'que' that the clause after says is still due.
    ['boleto que vence hoje, condomínio 530', 'reminder'],
  ])('%j is a %s, whatever it lists', (text, reason) => {
    expect(read(text)).toMatchObject({ entries: [], reason });
  });
});
