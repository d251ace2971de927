import type { NoteCase } from './types';

/**
 * Lists (the sixteenth blind dev set's classes): new members of each class, written for it, none a note of the dev sets.
 */
export const lists16: NoteCase[] = [
  // Party decorations and a car's bodywork, words the lexicon lacked: each files its own line.
  [
    'bolo 70, bexigas 15',
    [
      ['spending', 7_000, 'Alimentação'],
      ['spending', 1_500, 'Outros'],
    ],
  ],
  [
    'salgadinho 45\nenfeites 38',
    [
      ['spending', 4_500, 'Alimentação'],
      ['spending', 3_800, 'Outros'],
    ],
  ],
  [
    'refri 12 e bandeirinhas 20 pro arraiá',
    [
      ['spending', 1_200, 'Alimentação'],
      ['spending', 2_000, 'Outros'],
    ],
  ],
  [
    'almoço 30, o funileiro cobrou 400',
    [
      ['spending', 3_000, 'Alimentação'],
      ['spending', 40_000, 'Transporte'],
    ],
  ],
  [
    'lanche 18 e chapeação da porta 900',
    [
      ['spending', 1_800, 'Alimentação'],
      ['spending', 90_000, 'Transporte'],
    ],
  ],
  [
    'pizza 60 e parachoque novo 750',
    [
      ['spending', 6_000, 'Alimentação'],
      ['spending', 75_000, 'Transporte'],
    ],
  ],
  // Bills named before 'que' and the day they fall due: not paid yet, a reminder.
  ['contas que vencem amanhã: luz 180 e água 75', []],
  ['fatura q vence dia 10: 1.240', []],
  ['boleto que vence hoje, condomínio 530', []],
  ['faturas que vencem dia 15: nubank 900 e inter 430', []],
  // My part said with no amount after a split: the share of the bill.
  ['jantar deu 240, rachamos em 4 e paguei minha parte', [['spending', 6_000, 'Alimentação']]],
  ['a conta do bar ficou 150, dividimos por 3, transferi a minha parte pro Léo', [['spending', 5_000, 'Alimentação']]],
  ['uber 42 dividido em 2, já fiz o pix da minha parte', [['spending', 2_100, 'Transporte']]],
  // A total said after its number with a link ('no total', 'ao todo'): it sums the list before it.
  ['coxinha 6 e suco 8, 14 no total', [['spending', 1_400, 'Alimentação']]],
  ['cerveja 20, porção 35, 55 ao todo', [['spending', 5_500, 'Alimentação']]],
  ['pizza e refri, 96 no total pra 4 pessoas', [['spending', 2_400, 'Alimentação']]],
  // The people a split names before its verb ('eu e a Lu dividimos'): one share each.
  ['cinema 64, eu e a Lu dividimos', [['spending', 3_200, 'Outros']]],
  ['táxi 90: eu, o Beto e a Carla rachamos', [['spending', 3_000, 'Transporte']]],
  ['jantar japonês 260, eu e minha namorada dividimos', [['spending', 13_000, 'Alimentação']]],
  // Halves said right after the split's verb ('no meio', 'ao meio').
  ['açaí 30 dividimos no meio', [['spending', 1_500, 'Alimentação']]],
  ['corrida 48 rachamos ao meio', [['spending', 2_400, 'Transporte']]],
  ['conta do bar 96, rachamos no meio', [['spending', 4_800, 'Alimentação']]],
  // A split said in the last priced clause of one thing's bill divides the whole list.
  ['hambúrguer 38 + batata 14 dividido por 2', [['spending', 2_600, 'Alimentação']]],
  ['gasolina 150 + pedágio 30 dividido entre 3', [['spending', 6_000, 'Transporte']]],
  ['luz 210, água 90 dividido por 3', [['spending', 10_000, 'Moradia']]],
  ['pastel 8 e caldo de cana 6 rachado com a Bia', [['spending', 700, 'Alimentação']]],
  // …never an entry of another thing before it.
  [
    'uber 20, pizza 90 dividida por 3',
    [
      ['spending', 2_000, 'Transporte'],
      ['spending', 3_000, 'Alimentação'],
    ],
  ],
  // A correction said on with no join ('peraí', 'não pera'), or with the price said wrong said again after 'não': the price corrected.
  ['açougue 87, na verdade 78, não 87', [['spending', 7_800, 'Alimentação']]],
  ['uber 32, quer dizer 23 não 32', [['spending', 2_300, 'Transporte']]],
  [
    'farmácia 61, opa, foi 16 não 61, e pão 7',
    [
      ['spending', 1_600, 'Outros'],
      ['spending', 700, 'Alimentação'],
    ],
  ],
  ['gastei 52 no uber peraí foi 25', [['spending', 2_500, 'Transporte']]],
  [
    'padaria 19 não pera, 17 e uber 9',
    [
      ['spending', 1_700, 'Alimentação'],
      ['spending', 900, 'Transporte'],
    ],
  ],
  [
    'luz 230 pera aí foi 203 e água 80',
    [
      ['spending', 20_300, 'Moradia'],
      ['spending', 8_000, 'Moradia'],
    ],
  ],
  ['paguei sessenta e dois de gás não espera foi vinte e seis', [['spending', 2_600, 'Moradia']]],
  // Change given back after the things bought, counted with no price: the payment less the change.
  ['dei 20 pro pipoqueiro, 2 pipocas, voltou 8', [['spending', 1_200, 'Alimentação']]],
  ['paguei com 50 na padaria, 6 pães e um leite, troco de 31', [['spending', 1_900, 'Alimentação']]],
  ['entreguei 100 no posto, 20 litros de etanol, troco de 12', [['spending', 8_800, 'Transporte']]],
  ['dei 10 pra tia do geladinho, 3 geladinhos, me voltou 4', [['spending', 600, 'Alimentação']]],
  // A count right before its thing, then 'por' and a price: the price of them all, no price of the thing before the count.
  [
    'quitanda 2 melão por 15 e uva 9',
    [
      ['spending', 1_500, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
    ],
  ],
  [
    'papelaria 3 caderno por 25, caneta 4',
    [
      ['spending', 2_500, 'Outros'],
      ['spending', 400, 'Outros'],
    ],
  ],
  ['padaria 6 pão por 5', [['spending', 500, 'Alimentação']]],
  // How many a meal or a ticket was for ('pra 3'), then a price for each: that many at that price.
  ['rodízio de sushi pra 3, 89 por pessoa', [['spending', 26_700, 'Alimentação']]],
  ['churrascaria pra 4 pessoas, 75 por cabeça', [['spending', 30_000, 'Alimentação']]],
  ['ingresso do show pra 2, 120 cada', [['spending', 24_000, 'Outros']]],
  // A purchase that lists things of several categories is filed where most of them are, not by its longest name.
  ['gastei 95 no mercado com frango, leite, pão e água sanitária', [['spending', 9_500, 'Alimentação']]],
  ['gastei 220 no shopping: tênis, camiseta e um pão de queijo', [['spending', 22_000, 'Outros']]],
  ['mercado 150 com picanha, linguiça, pão de alho e saco de lixo', [['spending', 15_000, 'Alimentação']]],
  // A plain number of a header, before its colon, names the place or the list where a price follows the colon.
  [
    'fui na 44 ontem: blusa 30, saia 45',
    [
      ['spending', 3_000, 'Outros'],
      ['spending', 4_500, 'Outros'],
    ],
  ],
  [
    'feirinha da 7: pastel 9 e caldo 6',
    [
      ['spending', 900, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
    ],
  ],
  [
    'loja 12 do shopping: meia 15 e cueca 20',
    [
      ['spending', 1_500, 'Outros'],
      ['spending', 2_000, 'Outros'],
    ],
  ],
  // …and a number before the colon with no price after it is still the price.
  ['mercado 120: arroz, feijão e carne', [['spending', 12_000, 'Alimentação']]],
  // The ride app's number after a count of rides is no price of each where other clauses say the prices.
  [
    '3 corridas de 99, uma 12, outra 15 e outra 9',
    [
      ['spending', 1_200, 'Transporte'],
      ['spending', 1_500, 'Transporte'],
      ['spending', 900, 'Transporte'],
    ],
  ],
  [
    'fiz 2 corridas de 99, a primeira 16 e a segunda 21',
    [
      ['spending', 1_600, 'Transporte'],
      ['spending', 2_100, 'Transporte'],
    ],
  ],
  [
    '2 viagens de 99 ontem, ida 18 e volta 22',
    [
      ['spending', 1_800, 'Transporte'],
      ['spending', 2_200, 'Transporte'],
    ],
  ],
  [
    'almoço 25 e 2 corridas de 99, 14 e 11',
    [
      ['spending', 2_500, 'Alimentação'],
      ['spending', 1_400, 'Transporte'],
      ['spending', 1_100, 'Transporte'],
    ],
  ],
  // …and the hard note this class holds, read right since (hard.ts before).
  ['2 corridas de 99, 27 reais', [['spending', 2_700, 'Transporte']]],
];
