import type { NoteCase } from './types';

/**
 * Lists of a day or a week (the seventeenth blind dev set's classes): new members of each class, written for it, none a
 * note of the dev set.
 */
export const lists17: NoteCase[] = [
  // A name the lexicon files with a join in its middle ('banho e tosa', 'romeu e julieta', 'ida e volta') parts nothing.
  ['levei os dois cachorros no pet shop, 2 banho e tosa a 65', [['spending', 13_000, 'Outros']]],
  ['vendi 6 romeu e julieta a 8 na feira', [['income', 4_800, 'Salário']]],
  [
    'sorvete 14 e 2 pedágio ida e volta 11,50 cada',
    [
      ['spending', 1_400, 'Alimentação'],
      ['spending', 2_300, 'Transporte'],
    ],
  ],
  ['paguei 2 alinhamento e balanceamento a 90, do carro e da moto', [['spending', 18_000, 'Transporte']]],
  // hard.ts's, read right since: its 'ida e volta' parts no more.
  [
    'praia sábado 🏖️ pedágio 28,80 ida e volta, estacionamento 30, milho 10, 3 caipirinhas a 15',
    [
      ['spending', 2880, 'Transporte'],
      ['spending', 3000, 'Transporte'],
      ['spending', 1000, 'Alimentação'],
      ['spending', 4500, 'Alimentação'],
    ],
  ],
  // A total that repeats the sum of entries before it, one of them a product (whole already), adds nothing: they stay entries.
  [
    'farmácia: 2 caixas de dipirona 7,50 cada, protetor solar 45, total 60',
    [
      ['spending', 1_500, 'Outros'],
      ['spending', 4_500, 'Outros'],
    ],
  ],
  [
    'papelaria\ncaderno 4 unidades 12 cada\ncaneta 8\nmochila 95\ntotal 151',
    [
      ['spending', 4_800, 'Outros'],
      ['spending', 800, 'Outros'],
      ['spending', 9_500, 'Outros'],
    ],
  ],
  [
    'pet: ração 2 sacos a 80, areia 35, total 195',
    [
      ['spending', 16_000, 'Outros'],
      ['spending', 3_500, 'Outros'],
    ],
  ],
  [
    'vó Cida\nremédio da pressão 3 caixas 22 cada\nfralda 58\ntotal 124',
    [
      ['spending', 6_600, 'Outros'],
      ['spending', 5_800, 'Outros'],
    ],
  ],
];
