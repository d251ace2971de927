import { describe, expect, it } from 'vitest';

import { currencyMarkAt, parseAmount, readAmount } from './amount';
import { MAX_MESSAGE_CENTS } from './money';

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
    // A doubled space (a phone keyboard's) groups as a single one does: issue 28's doubled-spaces change keeps the reading.
    ['1  234', 123_400],
    ['R$  1  234,56', 123_456],
    // Right after a verb of money in or out the number is plainly the money too; after 'de' it may count instalments.
    ['recebi 3 500,00', 350_000],
    ['paguei  2 100', 210_000],
    ['parcela 4 de 10 198,50', 19_850],
    ['parcela 4 de 10  198,50', 19_850],
    // A number that names a thing (the 99 app) starts no group, even opening the note: the money is the number after it.
    ['99 212,30', 21_230],
    ['99  168', 16_800],
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
    // The hundreds after a thousand are its own (issue 61's classes): one amount.
    ['2 mil e 500', 250_000],
    // 'milhas' is no 'mil': two miles, a count of things, which is no amount (issue 55).
    ['2 milhas', null],
    ['2 milho', 200],
  ])('"mil" multiplies by a thousand and "milhão" by a million: %j → %j cents', (text, cents) => {
    expect(parseAmount(text)).toEqual(cents === null ? null : { cents, capped: false });
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

  it.each(['', 'gastei no mercado', '.', ',', '.,.', 'R$', 'uns trocados', '٣٠', '３０'])('no number in %j → null', (text) => {
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

  it.each([
    ['dia 5 paguei 120 de luz', 12_000],
    ['luz 230 vencimento 15', 23_000],
    ['ifood 45 cupom 15', 4_500],
    ['05/03 mercado 230', 23_000],
    ['15/04/2025 aluguel 1.800', 180_000],
    ['paguei 40 no dia 12', 4_000],
    ['mercado 15 de março 230', 23_000],
    ['uber às 19 deu 32', 3_200],
    ['10:30 padaria 14,50', 1_450],
    ['cinema 19h 45', 4_500],
    ['parcela 3 do iptu 234,50', 23_450],
    ['parcela 3/10 do sofá 250', 25_000],
    ['caiu o 13º 1.750', 175_000],
    ['2 pizzas 89,90', 8_990],
    ['2 pizzas por 80', 8_000],
    ['3 ingressos 150', 15_000],
    ['comprei 3 camisetas por 120', 12_000],
    ['99 pro trabalho 18,90', 1_890],
    ['corrida 99 23', 2_300],
    ['99 23', 2_300],
    ['uber 99', 9_900],
    ['paguei 28 nas 2 corridas de 99', 2_800],
    ['mercado 30 reias', 3_000],
    ['trinta vírgula cinco', 3_050],
    ['30 reais vírgula 05', 3_005],
    ['pão 12 virgula 90', 1_290],
    ['2 corridas de 99', 19_800],
    ['vaga 14 valet 30', 3_000],
    ['torre 2 condomínio 580', 58_000],
    ['tênis tamanho 40 320', 32_000],
    // Work done to a thing a number names, or its hire: the number is its price; a bus's line is no price beside one.
    ['aluguel da vaga 150', 15_000],
    ['manutenção do portão 320', 32_000],
    ['peguei o busão 8012, paguei 4,50', 450],
    ['busão 4', 400],
    // A vehicle taken by its line's number alone, a year, a card's last digits, a road's marker: no price beside a price.
    ['peguei o 917 pro trabalho 4,80', 480],
    ['tomei o 2103 até a faculdade 4,90', 490],
    ['peguei o 917', 91_700],
    ['licenciamento 2025 pago 160,22', 16_022],
    ['matrícula 2026 da escola 890', 89_000],
    ['paguei 2019 de aluguel', 201_900],
    ['paguei 2024 de aluguel e 150 de luz', 202_400],
    ['cartão final 7710 R$ 42,90', 4_290],
    ['débito no cartão terminado 0937: 64', 6_400],
    ['valor final 1300', 130_000],
    ['pedágio 12,40 no km 87', 1_240],
    // A plain number of a header, before its colon, names the place where a price follows the colon.
    ['loja 12 do shopping: meia 15', 1_500],
    ['mercado 120: arroz e feijão', 12_000],
    ['revisão dos 10 mil km 450', 45_000],
    ['abasteci no posto BR 200', 20_000],
    ['uber 5 km 30', 3_000],
    // A plural a name holds ('águas do rio') still counts, its singular being known too; 'ônibus' is no plural.
    ['duas águas e um salgado 14', 1_400],
    ['desconto de 10% paguei 90', 9_000],
    ['10 horas de estacionamento 35', 3_500],
    ['2 kg de carne 45', 4_500],
  ])('finds the money, not a date, time, instalment, quantity or name: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['3 mil e 200 de salário', 320_000],
    ['recebi uns 4 mil e 750 do freela', 475_000],
    ['dois mil e 400 de aluguel', 240_000],
    ['1 mil e 99', 109_900],
    // A glued currency mark, before or after the number, marks it as the spaced one does.
    ['farmácia 35R$', 3_500],
    ['rs12 de café', 1_200],
    ['lanche 22rs', 2_200],
    ['R$18,90 e 5 de taxa', 1_890],
    ['uber 12 e 30R$', 3_000],
    ['uber 12 e 30 R$', 3_000],
    // Cents said alone are cents.
    ['oitenta centavos de chiclete', 80],
    ['75 centavos de bala', 75],
    // …not a price said with its cents already ('e noventa' is the cents of 'trinta e quatro').
    ['trinta e quatro e noventa centavos', 3_490],
    // …while a word that only starts with a mark is none ('rsrs', 'rsvp').
    ['rsrs 40', 4_000],
  ])('digits and "mil" with hundreds after "e", a currency mark glued, cents alone: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['R$ 12 e 30 de gorjeta', 1_200],
    ['gastei 30 e depois 40', 3_000],
    ['2 pastéis 12 reais', 1_200],
    ['uber 25 ida e volta', 2_500],
    ['paguei 120 de luz', 12_000],
  ])('prefers a number marked as money and otherwise the first: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['cem reais de pizza', 10_000],
    ['trinta reais', 3_000],
    ['mil reais', 100_000],
    ['mil e quinhentos de aluguel', 150_000],
    ['dois mil de aluguel', 200_000],
    ['duzentos e cinquenta no mercado', 25_000],
    // An article before a number in words: the things when few, money when a money word follows or it is ten or more.
    ['ele devolveu os duzentos reais', 20_000],
    ['me pagou os trezentos e cinquenta que devia', 35_000],
    ['vinte e cinco conto', 2_500],
    ['cento e vinte de luz', 12_000],
    ['um milhão', MAX_MESSAGE_CENTS],
    ['dois pastéis 12', 1_200],
    ['um lanche 15', 1_500],
    ['uma pizza', null],
    ['e', null],
  ])('reads number words; "um"/"uma" alone are articles: %j → %j', (text, cents) => {
    expect(parseAmount(text)?.cents ?? null).toBe(cents);
  });

  it.each([
    ['recebi 2k do cliente', 200_000],
    ['1,5k', 150_000],
    ['2K', 200_000],
    ['2kg', null],
    ['ok', null],
  ])('"k" glued to a number is a thousand: %j → %j', (text, cents) => {
    expect(parseAmount(text)?.cents ?? null).toBe(cents);
  });

  it.each([
    ['uber 30 e 12,50', 1_250],
    ['uber 30 e 2 mil', 200_000],
    ['uber 30 e 2k', 200_000],
    ['uber 30 e 1.200', 120_000],
    ['uber 30 e R$ 12', 1_200],
    ['uber 30 e rs 12', 1_200],
    ['uber 30 e $12', 1_200],
    ['uber 30 e 12 reais', 1_200],
    ['uber 30 deu 25', 2_500],
    ['uber 30 e 1000', 3_000],
    ['uber 30 e 40', 3_000],
  ])('a later number marked as money, or after a word of price, beats an earlier plain one: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['5,89 o litro, abasteci 200', 20_000],
    ['3,50 a unidade, paguei 35', 3_500],
    ['6 por kg, paguei 30', 3_000],
    ['12,90 o kg de carne', 1_290],
    ['estacionamento 20 por 2 horas', 2_000],
  ])('a price per unit loses to what was paid: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['15/04/2025 aluguel 1.800', 180_000],
    ['15/04/25 aluguel 1.800', 180_000],
    ['15/04 aluguel 1.800', 180_000],
    ['15/4 aluguel 1800', 180_000],
    ['às 9:05 café 7', 700],
    ['9:5 café 7', 900],
    ['12/345 uber 7', 1_200],
    ['05/03', null],
    ['10:30', null],
  ])('dates (d/m, d/m/yy, d/m/yyyy) and times (h:mm) are not numbers: %j → %j', (text, cents) => {
    expect(parseAmount(text)?.cents ?? null).toBe(cents);
  });

  it.each([
    ['30% de desconto', null],
    ['30 % de desconto', null],
    ['15 de março', null],
    ['15 de marco 80', 8_000],
    ['dia 15 80', 8_000],
    ['15 maio 80', 8_000],
  ])('percentages and days of a month are not money: %j → %j', (text, cents) => {
    expect(parseAmount(text)?.cents ?? null).toBe(cents);
  });

  it.each([
    ['parcela 4 de 10 198,50', 19_850],
    ['uber 10 198', 1_000],
    ['1 234', 123_400],
    ['R$ 1 234', 123_400],
    ['r$1 234', 123_400],
    ['rs 1 234', 123_400],
    ['$ 1 234', 123_400],
    ['mercado 1 234', 100],
    ['mercado 12 345 678', 1_200],
    ['R$ 12 345 678', MAX_MESSAGE_CENTS],
    ['mercado 1\u00a0234', 123_400],
  ])('a plain space groups thousands only after R$ or at the start: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['duas pizzas e um refri 60', 6_000],
    ['mil e duzentos e cinquenta', 125_000],
    ['dois milhões', MAX_MESSAGE_CENTS],
    ['um milhao de reais', MAX_MESSAGE_CENTS],
    ['cinco e', 500],
    ['e cinco', 500],
    ['uma e duas', 300],
    ['2 mil e quinhentos', 250_000],
    ['mil', 100_000],
    ['milhoes', MAX_MESSAGE_CENTS],
  ])('number words join with "e", multiply by mil and milhão: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    // A word that is no number never joins a run ('reais' between 'cem' and 'cinco').
    ['jantar cem reais, cinco pessoas', 10_000],
    // Digits elsewhere do not hide a number word; only digits over the same words do ('1,5 mil' is read once).
    ['cem reais, 2 pessoas', 10_000],
    ['parcela 1,5 mil reais', 150_000],
    // Between equals the first wins, whether it is written in words or digits.
    ['mercado cem, padaria 20', 10_000],
    ['mercado 20, padaria cem', 2_000],
  ])('number words beside digits: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    // 'RS' written for R$ marks the money as R$ does.
    ['uber 12, taxi rs 30', 3_000],
    // A price per unit, whether 'o litro' or 'por litro', loses to what was paid.
    ['gasolina 5,89 por litro, paguei 200', 20_000],
    // A month after 'de' makes a day ('5 de março'); after other words the number is still money.
    ['paguei 300 em março', 30_000],
    // A full date is masked whole, its year too.
    ['pago em 05/03/2024: 120', 12_000],
  ])('marks and masks: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  // Issue 55: the amount is the money paid or received in total.
  it.each([
    ['4 coxinhas a 6 cada', 2_400],
    ['6 latas, 4 reais cada', 2_400],
    ['2 cafés a R$ 7 cada', 1_400],
    ['2 x 15', 3_000],
    ['2x 15', 3_000],
    ['2x8', 1_600],
    ['3 x R$ 12,50', 3_750],
    ['5 litros a 6,20', 3_100],
    ['3 kg de batata a 4 o kg', 1_200],
    ['1,5 kg de queijo a 40 o kg', 6_000],
    ['2kg de alcatra a 60 o kg', 12_000],
    ['comprei 3 camisas de 50', 15_000],
    ['duas marmitas de 22', 4_400],
    // The thing counted with its complement before its price.
    ['comprei 3 pacotes de fralda de 42', 12_600],
    ['2 garrafas de vinho de 60', 12_000],
    ['5 cartelas do ovo de 18', 9_000],
  ])('a quantity times its unit price: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['4 x 9 = 36', 3_600],
    ['5 pães a 1 cada, deu 5,50', 550],
    ['2 x 20, total 38', 3_800],
    ['3 chopps 45 tudo', 4_500],
    ['duas camisetas, as duas 90', 9_000],
    ['2 pizzas a 40 cada, ficou 75 com desconto', 7_500],
  ])('a total stated wins over the arithmetic: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    // A complement that opens with no link word is no complement of the thing counted.
    ['comprei 3 pacotes fralda boa de 42', 4_200],
  ])('a count and a price with other words between are not multiplied: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    // Which of how many instalments is no money.
    ['paguei a parcela 4 de 12 da geladeira, 210', 21_000],
    ['parcela 2 de 5 do curso: 180', 18_000],
    // A split with the others counted, past the bill's price.
    ['rachei o churrasco de 240 com mais 5', 4_000],
    // A bill and how many it is for; never how many things it bought.
    ['jantar 300 pra 4', 7_500],
    ['conta do bar 150 reais para 3 pessoas', 5_000],
    ['gastei 50 pra 2 pizzas', 5_000],
    // Hours, from and to.
    ['das 9 às 17 no bico, 120', 12_000],
    // Half of a bill another's; half of it mine, stated after a verb of money.
    ['feira 84, metade é da minha mãe', 4_200],
    ['uber 50 meio a meio com a Bia', 2_500],
    ['paguei metade do aluguel, 900', 90_000],
    ['paguei a metade da conta: 75', 7_500],
  ])('which instalment is none, a split counts the others (issue 61): %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each(['faltam 3 contas', 'paguei 2 boletos', '4 faturas atrasadas', '1 pizza', 'comprei 3 livros', 'dois cafés', '2 kg de arroz'])(
    'a count of things is no amount: %j',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );

  it.each([
    // Change given back next to the money paid is taken off it, unless a total is stated.
    ['paguei 100 troco de 20', 8_000],
    ['dei 50 e voltou 12 de troco', 3_800],
    ['padaria 18 paguei com 20 troco 2', 1_800],
    ['deu 42, dei 50, troco 8', 4_200],
    // A price said before the one paid loses to it, wherever it stands; alone it is the money.
    ['o frete custava 45 mas paguei 30', 3_000],
    ['tênis era 200 com desconto 150', 15_000],
    ['custava 80', 8_000],
  ])('one price said twice: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    // A total paid in instalments with no instalment's price records one instalment, half a cent up.
    ['geladeira 3.600 em 12x', 30_000],
    ['notebook 2.999 em 10 vezes', 29_990],
    ['fone 250 em 3x', 8_333],
    ['comprei um tênis 299 em 3x', 9_967],
    ['óculos quatrocentos e oitenta em quatro vezes', 12_000],
    ['sofá 1.500 em cinco parcelas', 30_000],
    ['2 cadeiras de 300 em 3x', 20_000],
    // …and a price said after the count is the instalment's already; a count of one, or none after 'em', divides nothing.
    ['celular em 10x de 150', 15_000],
    ['em 4 parcelas de R$ 80', 8_000],
    ['fone 250 em 1x', 25_000],
    ['fone 250 em dinheiro', 25_000],
  ])('a total in instalments records one: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['10x de 150', 15_000],
    ['3 parcelas de 100', 10_000],
    ['2 pizzas por 80', 8_000],
    ['comprei 3 camisetas por 120', 12_000],
    ['pizza com a galera 35 cada', 3_500],
  ])('instalments, a price for all, or a unit price with no quantity keep their reading: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['jantar deu 300, dividimos por 3', 10_000],
    ['rachamos em 2 o uber de 45', 2_250],
    ['conta de 90 dividida entre três', 3_000],
    ['100 dividido por 3', 3_333],
    // My part said with no amount of its own is the split's share; said with one, that amount ('minha parte deu 62').
    ['pizza 120, rachamos em 4 e paguei a minha parte', 3_000],
    ['rachamos em 4, minha parte deu 62', 6_200],
    // The people listed before the split's verb, me first: one share each.
    ['táxi 90, eu, o Beto e a Carla rachamos', 3_000],
    // How many it was for, with no price before it, then a price for each: that many at that price, no split.
    ['rodízio pra 3, 89 por pessoa', 26_700],
  ])('a bill split: the share is the amount: %j → %i cents', (text, cents) => {
    expect(parseAmount(text)?.cents).toBe(cents);
  });

  it.each([
    ['100 dividido por 0', { cents: 10_000, capped: false }],
    ['100 dividido por zero', { cents: 10_000, capped: false }],
    ['999999999 x 999999999', { cents: MAX_MESSAGE_CENTS, capped: true }],
    ['99999999999 cervejas a 99999 cada', { cents: MAX_MESSAGE_CENTS, capped: true }],
    ['0 x 5', { cents: 0, capped: false }],
  ])('arithmetic keeps integer cents, never NaN or Infinity: %j', (text, amount) => {
    expect(parseAmount(text)).toEqual(amount);
    expect(Number.isSafeInteger(parseAmount(text)?.cents)).toBe(true);
  });

  it('says where the amount is, so the other readers can leave it out', () => {
    expect(readAmount('paguei 99 no mercado')).toEqual({ cents: 9_900, capped: false, role: 'number', start: 7, end: 9 });
    expect(readAmount('cem reais')).toEqual({ cents: 10_000, capped: false, role: 'number', start: 0, end: 3 });
    expect(readAmount('uber 30 e mil')).toEqual({ cents: 3_000, capped: false, role: 'number', start: 5, end: 7 });
    expect(readAmount('deu duzentos e cinquenta e pouco')).toEqual({ cents: 25_000, capped: false, role: 'total', start: 4, end: 24 });
    expect(readAmount('e cem')).toEqual({ cents: 10_000, capped: false, role: 'number', start: 2, end: 5 });
    // A masked date keeps its length, so the place is the place in the message as typed.
    expect(readAmount('05/03 mercado 230')).toEqual({ cents: 23_000, capped: false, role: 'number', start: 14, end: 17 });
  });
});

describe('currencyMarkAt', () => {
  it.each([
    // [the text before a number, where the currency mark typed right before it starts]
    ['r$ 18 estacionamento r$ ', 21],
    ['pizza rs ', 6],
    ['pizza $', 6],
    // …a mark of its own, never the end of a word, nor a mark with a word after it.
    ['flores ', -1],
    ['r$ 18 estacionamento ', -1],
  ])('%j: %j', (before, at) => {
    expect(currencyMarkAt(before)).toBe(at);
  });
});
