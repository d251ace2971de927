import type { NoteCase } from './types';

/**
 * Several priced things typed one after the other with no join at all, no 'e', no comma, no line break (the twenty-first
 * and twenty-second blind dev sets' class): new members written for it, none a note of the dev sets.
 */
export const lists21: NoteCase[] = [
  // A thing the lexicon does not know, after a thing and its price, with a plain price of its own, is the next item, filed as
  // the one before it.
  [
    'pizza 60 borda 10',
    [
      ['spending', 6_000, 'Alimentação'],
      ['spending', 1_000, 'Alimentação'],
    ],
  ],
  [
    'ração 89 banho 45',
    [
      ['spending', 8_900, 'Outros'],
      ['spending', 4_500, 'Outros'],
    ],
  ],
  // …the way back said after the way there and its price.
  [
    'táxi 45 volta 38',
    [
      ['spending', 4_500, 'Transporte'],
      ['spending', 3_800, 'Transporte'],
    ],
  ],
  // …and one it does not know, before its price, then a thing it knows with its own.
  [
    'ração 120 areia 45 petisco 19',
    [
      ['spending', 12_000, 'Outros'],
      ['spending', 4_500, 'Outros'],
      ['spending', 1_900, 'Alimentação'],
    ],
  ],
  // A number that names a thing (the ride app) opening the next item is that item's thing, none of its amounts.
  [
    'taxi até a rodoviária 62 99 pro hotel 18,70',
    [
      ['spending', 6_200, 'Transporte'],
      ['spending', 1_870, 'Transporte'],
    ],
  ],
  // …and opening the note, the ride app is never the price of the thing after it.
  [
    '99 até a faculdade 12,40 uber pra casa 21',
    [
      ['spending', 1_240, 'Transporte'],
      ['spending', 2_100, 'Transporte'],
    ],
  ],
  // Money in named before its price, then a spending's thing and its price.
  [
    'freela 500 mercado 230',
    [
      ['income', 50_000, 'Salário'],
      ['spending', 23_000, 'Alimentação'],
    ],
  ],
  [
    'salário 2.800 aluguel 1.100 luz 190',
    [
      ['income', 280_000, 'Salário'],
      ['spending', 110_000, 'Moradia'],
      ['spending', 19_000, 'Moradia'],
    ],
  ],
  [
    'recebi 1.200 condomínio 450',
    [
      ['income', 120_000, 'Salário'],
      ['spending', 45_000, 'Moradia'],
    ],
  ],
  [
    'comissão 380 pizza 64 borracharia 30',
    [
      ['income', 38_000, 'Salário'],
      ['spending', 6_400, 'Alimentação'],
      ['spending', 3_000, 'Transporte'],
    ],
  ],
  [
    'bolsa família 600 açougue 74,80',
    [
      ['income', 60_000, 'Salário'],
      ['spending', 7_480, 'Alimentação'],
    ],
  ],
  [
    '500 freela 230 mercado',
    [
      ['income', 50_000, 'Salário'],
      ['spending', 23_000, 'Alimentação'],
    ],
  ],
  [
    '3.000 salário 1.200 aluguel',
    [
      ['income', 300_000, 'Salário'],
      ['spending', 120_000, 'Moradia'],
    ],
  ],
  // …and a source after a thing and its price is its own clause: a tip beside a spending is paid (issue 28).
  [
    'cerveja 45 petisco 38 gorjeta 8',
    [
      ['spending', 4_500, 'Alimentação'],
      ['spending', 3_800, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  // Each thing after its price: a number of two digits or more before a thing is its price, as in a note of that thing alone.
  [
    '35 pizza 12 refri',
    [
      ['spending', 3_500, 'Alimentação'],
      ['spending', 1_200, 'Alimentação'],
    ],
  ],
  [
    '40 mercado 25 farmácia',
    [
      ['spending', 4_000, 'Alimentação'],
      ['spending', 2_500, 'Outros'],
    ],
  ],
  [
    '8,50 pão 6,20 leite 19 queijo',
    [
      ['spending', 850, 'Alimentação'],
      ['spending', 620, 'Alimentação'],
      ['spending', 1_900, 'Alimentação'],
    ],
  ],
  [
    'R$ 90 luz R$ 65 internet',
    [
      ['spending', 9_000, 'Moradia'],
      ['spending', 6_500, 'Moradia'],
    ],
  ],
  [
    '18 almoço 6,50 café 40 farmácia',
    [
      ['spending', 1_800, 'Alimentação'],
      ['spending', 650, 'Alimentação'],
      ['spending', 4_000, 'Outros'],
    ],
  ],
  // …a thing the lexicon does not know after a price of its own too, filed as the one before it, a currency mark typed
  // before each price or not.
  [
    '300 tinta 45 pincel',
    [
      ['spending', 30_000, 'Moradia'],
      ['spending', 4_500, 'Moradia'],
    ],
  ],
  [
    '35 de pizza 12 de borda',
    [
      ['spending', 3_500, 'Alimentação'],
      ['spending', 1_200, 'Alimentação'],
    ],
  ],
  [
    '200 de tinta 80 de pincel',
    [
      ['spending', 20_000, 'Moradia'],
      ['spending', 8_000, 'Moradia'],
    ],
  ],
  [
    'R$ 50 de ração R$ 35 de banho',
    [
      ['spending', 5_000, 'Outros'],
      ['spending', 3_500, 'Outros'],
    ],
  ],
  // What stays one entry: a size, a digit alone before a word (it may count it),
  // a price said with its instalments, a correction, a half, a down payment.
  ['tênis tamanho 40 320', [['spending', 32_000, 'Outros']]],
  ['cinema 2 meia 40', [['spending', 4_000, 'Outros']]],
  ['sofá 2.400 em 8 parcela', [['spending', 30_000, 'Moradia']]],
  ['freela 900 em 3 vezes', [['income', 30_000, 'Salário']]],
  ['marmita 24 não 26', [['spending', 2_600, 'Alimentação']]],
  ['pizza 90 metade 45', [['spending', 4_500, 'Alimentação']]],
  ['moto 12.000 sinal 2.000', [['spending', 200_000, 'Transporte']]],
  // …and a due day, a coupon taken off.
  ['luz 230 vencimento 15', [['spending', 23_000, 'Moradia']]],
  ['ifood 45 cupom 15', [['spending', 4_500, 'Alimentação']]],
];
