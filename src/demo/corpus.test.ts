import { describe, expect, it } from 'vitest';

import { type Category, INITIAL_TOTALS, processMessage } from '@/demo/rules';

/**
 * Messages written the way people type them in a chat, each with what the demo must read:
 * the amount as pt-BR writes it ('2.500,00'; null when the message holds no value), whether it
 * is income or spending, and the category. Read against the starting month.
 */
const corpus: [text: string, amount: string | null, kind: 'income' | 'spending', category: Category][] = [
  // The examples.
  ['gastei 2.500 no aluguel', '2.500,00', 'spending', 'Moradia'],
  ['salario 5.000', '5.000,00', 'income', 'Salário'],
  [',50', '0,50', 'spending', 'Outros'],
  ['R$ 1 234,56', '1.234,56', 'spending', 'Outros'],
  ['ganhei 200 num freela', '200,00', 'income', 'Salário'],
  ['comprei um casaco 180', '180,00', 'spending', 'Outros'],
  ['presente de casamento 250', '250,00', 'spending', 'Outros'],
  ['Casas Bahia 1.299', '1.299,00', 'spending', 'Outros'],
  ['Mercado Livre 89,90', '89,90', 'spending', 'Outros'],
  ['Uberaba 40', '40,00', 'spending', 'Outros'],
  ['ganho', null, 'income', 'Salário'],
  ['supermercado 312,40', '312,40', 'spending', 'Alimentação'],

  // gastei
  ['gastei 30 no uber', '30,00', 'spending', 'Transporte'],
  ['Gastei 45,90 no mercado', '45,90', 'spending', 'Alimentação'],
  ['gastei 12.5 com comida', '12,50', 'spending', 'Alimentação'],
  ['gastei R$ 89,90 no supermercado', '89,90', 'spending', 'Alimentação'],
  ['GASTEI 200 DE COMBUSTIVEL', '200,00', 'spending', 'Transporte'],
  ['gastei 1.200 de aluguel', '1.200,00', 'spending', 'Moradia'],
  ['gastei 2 mil no aluguel', '2.000,00', 'spending', 'Moradia'],
  ['gastei 1,5 mil com a casa', '1.500,00', 'spending', 'Moradia'],
  ['gastei 35 reais no ifood', '35,00', 'spending', 'Outros'],
  ['gastei 50 conto no bar', '50,00', 'spending', 'Outros'],
  ['gastei 10 contos de uber', '10,00', 'spending', 'Transporte'],
  ['gastei 0,99 num app', '0,99', 'spending', 'Outros'],
  ['gastei uns 40 reais de comida 🍔', '40,00', 'spending', 'Alimentação'],
  ['gastei 22,50 no uber hj', '22,50', 'spending', 'Transporte'],
  ['gastei 300 no mercadinho', '300,00', 'spending', 'Alimentação'],
  ['gastei 150 no hipermercado', '150,00', 'spending', 'Alimentação'],
  ['gastei no mercado', null, 'spending', 'Alimentação'],
  ['gastei o salário todo no aluguel 1500', '1.500,00', 'spending', 'Moradia'],
  ['gastei 80 em alimentação', '80,00', 'spending', 'Alimentação'],
  ['gastei 80 em alimentacao', '80,00', 'spending', 'Alimentação'],
  ['gastei 65,4 c/ transporte', '65,40', 'spending', 'Transporte'],
  ['gastei 1.000.000 em tudo', '1.000.000,00', 'spending', 'Outros'],
  ['gastei 2.500,75 na reforma da casa', '2.500,75', 'spending', 'Moradia'],
  ['gastei 18 no uber2', '18,00', 'spending', 'Outros'],
  ['gastei 3 ubers 60', '3,00', 'spending', 'Transporte'],
  ['gastei 27,90 no Mercado Pago', '27,90', 'spending', 'Outros'],
  ['gastei 40 na comida e 20 no uber', '40,00', 'spending', 'Alimentação'],
  ['gastei 70 de combustível 🚗', '70,00', 'spending', 'Transporte'],

  // paguei
  ['paguei 1200 de aluguel', '1.200,00', 'spending', 'Moradia'],
  ['paguei o aluguel: R$ 1.350,00', '1.350,00', 'spending', 'Moradia'],
  ['Paguei 89,90 na internet', '89,90', 'spending', 'Outros'],
  ['paguei 120 de luz', '120,00', 'spending', 'Outros'],
  ['paguei 45 no uber pro trabalho', '45,00', 'spending', 'Transporte'],
  ['paguei 2.300 do condomínio e aluguel', '2.300,00', 'spending', 'Moradia'],
  ['paguei 15,00 de transporte', '15,00', 'spending', 'Transporte'],
  ['paguei 4,40 no ônibus', '4,40', 'spending', 'Outros'],
  ['paguei 60 pila na pizza', '60,00', 'spending', 'Outros'],
  ['paguei 20pila de comida', '20,00', 'spending', 'Alimentação'],
  ['paguei a academia', null, 'spending', 'Outros'],
  ['paguei 99,90 da academia', '99,90', 'spending', 'Outros'],
  ['paguei 10x de 150 no sofá', '150,00', 'spending', 'Outros'],
  ['paguei -30 de uber', '30,00', 'spending', 'Transporte'],
  ['paguei 300 com o que ganhei', '300,00', 'spending', 'Outros'],
  ['paguei 50 no mercado pago', '50,00', 'spending', 'Outros'],
  ['PAGUEI 1.500 DE ALUGUEL', '1.500,00', 'spending', 'Moradia'],
  ['paguei R$1.234,56 no cartão', '1.234,56', 'spending', 'Outros'],
  ['pagamos 800 de aluguel', '800,00', 'spending', 'Moradia'],
  ['paguei 38,5 de comida', '38,50', 'spending', 'Alimentação'],

  // comprei
  ['comprei 3 camisetas por 120', '3,00', 'spending', 'Outros'],
  ['comprei comida 55', '55,00', 'spending', 'Alimentação'],
  ['comprei no mercado livre 230', '230,00', 'spending', 'Outros'],
  ['comprei uma ps5 por 4.000', '4.000,00', 'spending', 'Outros'],
  ['comprei 2kg de carne por 89', '89,00', 'spending', 'Outros'],
  ['comprei um sofá nas Casas Bahia 2 mil', '2.000,00', 'spending', 'Outros'],
  ['comprei coisas pra casa 340', '340,00', 'spending', 'Moradia'],
  ['comprei alimentos 75', '75,00', 'spending', 'Alimentação'],
  ['Comprei pão 12', '12,00', 'spending', 'Outros'],
  ['comprei casaco de inverno 199,90', '199,90', 'spending', 'Outros'],
  ['compramos 450 no supermercado', '450,00', 'spending', 'Alimentação'],
  ['comprei 1 recarga de 4g 30', '1,00', 'spending', 'Outros'],
  ['comprei recarga 4g 30', '30,00', 'spending', 'Outros'],
  ['comprei gasolina 250', '250,00', 'spending', 'Outros'],
  ['comprei combustível 250', '250,00', 'spending', 'Transporte'],

  // recebi
  ['recebi 1500 de salário', '1.500,00', 'income', 'Salário'],
  ['Recebi 2.500,00 de salario', '2.500,00', 'income', 'Salário'],
  ['recebi 300 do freela', '300,00', 'income', 'Salário'],
  ['recebi 50 do mercado livre', '50,00', 'income', 'Salário'],
  ['recebi o aluguel do apê 900', '900,00', 'income', 'Salário'],
  ['RECEBI 1.200', '1.200,00', 'income', 'Salário'],
  ['recebi uns 2 mil', '2.000,00', 'income', 'Salário'],
  ['recebi R$ 3 500,00', '3.500,00', 'income', 'Salário'],
  ['recebi o pix', null, 'income', 'Salário'],
  ['recebemos 4 mil de salário', '4.000,00', 'income', 'Salário'],
  ['pix recebido 150', '150,00', 'income', 'Salário'],
  ['recebido 75,50 do João', '75,50', 'income', 'Salário'],
  ['recebo 2.800 por mês', '2.800,00', 'income', 'Salário'],
  ['recebi 13º 1.900', '1.900,00', 'income', 'Salário'],
  ['recebi e paguei o aluguel 1200', '1.200,00', 'spending', 'Moradia'],
  ['recebi 300, o cliente pagou', '300,00', 'income', 'Salário'],
  ['recebi 0', '0,00', 'income', 'Salário'],

  // salário / caiu o salário
  ['caiu o salário 3.200', '3.200,00', 'income', 'Salário'],
  ['caiu o salario: 3200,00', '3.200,00', 'income', 'Salário'],
  ['salário 4.850,27', '4.850,27', 'income', 'Salário'],
  ['Salário do mês R$ 5.000', '5.000,00', 'income', 'Salário'],
  ['SALÁRIO 2000', '2.000,00', 'income', 'Salário'],
  ['salarios atrasados 6 mil', '6.000,00', 'income', 'Salário'],
  ['entrou o salário 🎉 2.100', '2.100,00', 'income', 'Salário'],
  ['salário', null, 'income', 'Salário'],
  ['caiu 500 na conta', '500,00', 'spending', 'Outros'],

  // ganhei / ganho
  ['ganhei 200 no bingo', '200,00', 'income', 'Salário'],
  ['Ganhei 1.000 de bônus', '1.000,00', 'income', 'Salário'],
  ['ganhei 50 reais', '50,00', 'income', 'Salário'],
  ['ganho 3,5 mil por mês', '3.500,00', 'income', 'Salário'],
  ['ganhamos 700 na feira', '700,00', 'income', 'Salário'],
  ['meu filho ganhou 100 de aniversário', '100,00', 'income', 'Salário'],
  ['ganhos do uber 320', '320,00', 'income', 'Salário'],
  ['ganhei 1 milhão na mega', '1.000.000,00', 'income', 'Salário'],
  ['ganhei 2 milhões', '1.000.000,00', 'income', 'Salário'],
  ['ganhei2000', null, 'spending', 'Outros'],
  ['ganhar 100', '100,00', 'spending', 'Outros'],

  // other income words
  ['vendi a bike por 800', '800,00', 'income', 'Salário'],
  ['reembolso da empresa 230,40', '230,40', 'income', 'Salário'],
  ['rendimentos da poupança 12,37', '12,37', 'income', 'Salário'],

  // amounts without a verb, abbreviations, odd case, emoji
  ['uber 25', '25,00', 'spending', 'Transporte'],
  ['UBER 18,90', '18,90', 'spending', 'Transporte'],
  ['Uber 2 e mercado 99', '2,00', 'spending', 'Alimentação'],
  ['uber2', null, 'spending', 'Outros'],
  ['mercado 45', '45,00', 'spending', 'Alimentação'],
  ['🛒 mercado 210,55', '210,55', 'spending', 'Alimentação'],
  ['aluguel 1.450', '1.450,00', 'spending', 'Moradia'],
  ['aluguel: 1450.00', '1.450,00', 'spending', 'Moradia'],
  ['aluguéis 3 mil', '3.000,00', 'spending', 'Moradia'],
  ['moradia 900', '900,00', 'spending', 'Moradia'],
  ['casa 1000', '1.000,00', 'spending', 'Moradia'],
  ['comida 32', '32,00', 'spending', 'Alimentação'],
  ['combustivel 180', '180,00', 'spending', 'Transporte'],
  ['transporte 0.1', '0,10', 'spending', 'Transporte'],
  ['cinema 25.5', '25,50', 'spending', 'Outros'],
  ['farmácia 89.90', '89,90', 'spending', 'Outros'],
  ['pizza 1200.50', '1.200,50', 'spending', 'Outros'],
  ['netflix 55,90', '55,90', 'spending', 'Outros'],
  ['padaria 7,5', '7,50', 'spending', 'Outros'],
  ['tênis 1.234', '1.234,00', 'spending', 'Outros'],
  ['viagem 1.000.000', '1.000.000,00', 'spending', 'Outros'],
  ['carro 1.234,56', '1.234,56', 'spending', 'Outros'],
  ['celular 1\u00a0234,56', '1.234,56', 'spending', 'Outros'],
  ['presente 30reais', '30,00', 'spending', 'Outros'],
  ['Uberlândia passagem 120', '120,00', 'spending', 'Outros'],
  ['passagem pra uberaba 95', '95,00', 'spending', 'Outros'],
  ['casamento da prima 300', '300,00', 'spending', 'Outros'],
  ['mercadoria 90', '90,00', 'spending', 'Outros'],
  ['hj no mercado 120', '120,00', 'spending', 'Alimentação'],
  ['vc acredita? mercado 430 😱', '430,00', 'spending', 'Alimentação'],
  ['dia 15 paguei 30 no uber', '15,00', 'spending', 'Transporte'],
  ['R$ 30 no uber', '30,00', 'spending', 'Transporte'],
  ['R$30 uber', '30,00', 'spending', 'Transporte'],
  ['trinta reais no uber', null, 'spending', 'Transporte'],
  ['mil reais de aluguel', null, 'spending', 'Moradia'],
  ['0,99', '0,99', 'spending', 'Outros'],
  ['30,50', '30,50', 'spending', 'Outros'],
  ['2 mil', '2.000,00', 'spending', 'Outros'],
  ['1,5 mil', '1.500,00', 'spending', 'Outros'],
  ['-30', '30,00', 'spending', 'Outros'],
];

/** '2.500,00' → 250000: the expected amount as written, without the code under test. */
function toCents(amount: string): number {
  return Number(amount.replace(/\./g, '').replace(',', ''));
}

describe('the corpus of typed messages', () => {
  it('holds at least 120 messages, each written once', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(120);
    expect(new Set(corpus.map(([text]) => text)).size).toBe(corpus.length);
  });

  it.each(corpus)('%j → %s, %s, %s', (text, amount, kind, category) => {
    const outcome = processMessage(text, INITIAL_TOTALS);
    expect(outcome).not.toBeNull();
    expect({ amount: outcome?.hasAmount ? outcome.amountCents : null, kind: outcome?.kind, category: outcome?.category }).toEqual({
      amount: amount === null ? null : toCents(amount),
      kind,
      category,
    });
  });
});
