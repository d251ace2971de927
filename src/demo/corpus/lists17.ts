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
  // The home's bills listed, then a total that repeats their sum: each bill stays an entry (one category is no one purchase).
  [
    'contas de novembro\naluguel 980\ncondomínio 310\nluz 145,20\ntotal 1.435,20',
    [
      ['spending', 98_000, 'Moradia'],
      ['spending', 31_000, 'Moradia'],
      ['spending', 14_520, 'Moradia'],
    ],
  ],
  [
    'paguei hoje: água 76,40, gás 58, internet 99,90, total 234,30',
    [
      ['spending', 7_640, 'Moradia'],
      ['spending', 5_800, 'Moradia'],
      ['spending', 9_990, 'Moradia'],
    ],
  ],
  [
    'boletos da casa - iptu 120, energia 233, esgoto 41 = 394',
    [
      ['spending', 12_000, 'Moradia'],
      ['spending', 23_300, 'Moradia'],
      ['spending', 4_100, 'Moradia'],
    ],
  ],
  // hard.ts's, read right since.
  [
    'março - contas da casa\nenergia 256,12\nágua 98,03\ngás encanado 61\ncondomínio 540\nTOTAL: 955,15',
    [
      ['spending', 25612, 'Moradia'],
      ['spending', 9803, 'Moradia'],
      ['spending', 6100, 'Moradia'],
      ['spending', 54000, 'Moradia'],
    ],
  ],
  // A till's close: lines of nothing but how money came in and its amount are takings, each income; their total adds nothing.
  [
    'caixa da lanchonete hoje\ndinheiro 312\npix 845,50\ncartão 1.120',
    [
      ['income', 31_200, 'Salário'],
      ['income', 84_550, 'Salário'],
      ['income', 112_000, 'Salário'],
    ],
  ],
  [
    'fechei o caixa: pix 640, débito 210, crédito 390, total 1.240',
    [
      ['income', 64_000, 'Salário'],
      ['income', 21_000, 'Salário'],
      ['income', 39_000, 'Salário'],
    ],
  ],
  [
    'domingo na feira\nespécie 185\npix 230\npaguei o ajudante 80',
    [
      ['income', 18_500, 'Salário'],
      ['income', 23_000, 'Salário'],
      ['spending', 8_000, 'Outros'],
    ],
  ],
];
