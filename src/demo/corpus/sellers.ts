import type { NoteCase } from './types';

/**
 * Classes of small businesses and gig workers closing the day (the tenth blind dev set, issue 61), each with new members
 * written for it: none is a note of a dev set or a near copy of one.
 */
export const sellers: NoteCase[] = [
  // A sentence's end ends the reach of an income verb: a clause after a full stop with no verb of its own is a spending,
  // whatever it names (spec §5's default), not one more sale.
  [
    'vendi 6 quadros a 120 na exposição. moldura 80',
    [
      ['income', 72_000, 'Salário'],
      ['spending', 8_000, 'Outros'],
    ],
  ],
  [
    'vendi 12 bolos a 30 e 5 tortas a 45. a farinha foi 38',
    [
      ['income', 36_000, 'Salário'],
      ['income', 22_500, 'Salário'],
      ['spending', 3_800, 'Alimentação'],
    ],
  ],
  [
    'Hoje vendi 40 espetinhos a 7 e 20 latinhas a 5! carvão 45',
    [
      ['income', 28_000, 'Salário'],
      ['income', 10_000, 'Salário'],
      ['spending', 4_500, 'Alimentação'],
    ],
  ],
  // …a line break ends no verb's reach by itself (a list of takings under it), but a thing named there is its own spending.
  [
    'Dia: faturei 640\nesmaltes 32',
    [
      ['income', 64_000, 'Salário'],
      ['spending', 3_200, 'Outros'],
    ],
  ],
  // Lexicon gaps: what a small business packs and serves in is Outros, no food; food words missing; the computer's mouse
  // is no mousse; masking tape is no crepe.
  [
    'sacolas 18, copos descartáveis 25 e milho 30',
    [
      ['spending', 1_800, 'Outros'],
      ['spending', 2_500, 'Outros'],
      ['spending', 3_000, 'Alimentação'],
    ],
  ],
  ['comprei um mouse sem fio 65', [['spending', 6_500, 'Outros']]],
  ['fita crepe e lixa pra pintar o quarto 32', [['spending', 3_200, 'Moradia']]],
  [
    'lata de leite ninho 39 e focaccia 22',
    [
      ['spending', 3_900, 'Alimentação'],
      ['spending', 2_200, 'Alimentação'],
    ],
  ],
  // A count a verb says, its thing and 'a' and a price are one product, never parted between the count and the thing by
  // the splitter of notes typed with no join, where a place or a header before the verb names a thing.
  [
    'na feira de domingo vendi 30 picolé a 4 e 12 coco a 6',
    [
      ['income', 12_000, 'Salário'],
      ['income', 7_200, 'Salário'],
    ],
  ],
  ['no bar do zé vendi 8 caipirinha a 12', [['income', 9_600, 'Salário']]],
  ['Pastel: vendi 50 na feira a 8', [['income', 40_000, 'Salário']]],
  // Takings said gross or net after their amount are money that came in.
  [
    'entregas do ifood hoje: 230 reais líquido, gasolina 40',
    [
      ['income', 23_000, 'Salário'],
      ['spending', 4_000, 'Transporte'],
    ],
  ],
  [
    'semana de diarista: 600 bruto, passagem 52',
    [
      ['income', 60_000, 'Salário'],
      ['spending', 5_200, 'Transporte'],
    ],
  ],
  ['3 corridas longas, 96 bruto', [['income', 9_600, 'Salário']]],
  // Labour ('mão de obra') takes the category of the thing worked on beside it: a mechanic's is Transporte; alone, a
  // builder's (Moradia).
  [
    'troca do escapamento 350 e mão de obra 90',
    [
      ['spending', 35_000, 'Transporte'],
      ['spending', 9_000, 'Transporte'],
    ],
  ],
  [
    'tela do celular 220 + mão de obra 80',
    [
      ['spending', 22_000, 'Outros'],
      ['spending', 8_000, 'Outros'],
    ],
  ],
  [
    'mão de obra 150 e peças da moto 230',
    [
      ['spending', 15_000, 'Transporte'],
      ['spending', 23_000, 'Transporte'],
    ],
  ],
  ['mão de obra do pintor 900', [['spending', 90_000, 'Moradia']]],
  // A header that names a category files the items under it that name none (and labour beside them).
  [
    'jardim de casa: adubo 35, 2 vasos a 20 e o jardineiro 120',
    [
      ['spending', 3_500, 'Moradia'],
      ['spending', 4_000, 'Moradia'],
      ['spending', 12_000, 'Moradia'],
    ],
  ],
  [
    'carro: seguro 180, lavagem 40 e 2 palhetas a 35',
    [
      ['spending', 18_000, 'Transporte'],
      ['spending', 4_000, 'Transporte'],
      ['spending', 7_000, 'Transporte'],
    ],
  ],
  [
    'conserto da bike: corrente 45 e mão de obra 30',
    [
      ['spending', 4_500, 'Transporte'],
      ['spending', 3_000, 'Transporte'],
    ],
  ],
  // A count of hours glued ('3h') before 'a' and a price is a product, the price each hour's, no time of day.
  ['aula particular 3h a 60', [['spending', 18_000, 'Outros']]],
  ['estacionamento 4h a 8 reais', [['spending', 3_200, 'Transporte']]],
  ['diarista 6h a 25', [['spending', 15_000, 'Moradia']]],
  // Where the classes above stop: a join word after the stop carries the verb on; a line list under a verb stays its
  // sales; 'líquido' before the amount is the thing's ('sabão líquido'); a glued hour with no price after it is a time.
  [
    'vendi 6 quadros a 120. e 3 molduras a 40',
    [
      ['income', 72_000, 'Salário'],
      ['income', 12_000, 'Salário'],
    ],
  ],
  [
    'vendi hoje:\nbolo 30\ntorta 45',
    [
      ['income', 3_000, 'Salário'],
      ['income', 4_500, 'Salário'],
    ],
  ],
  ['sabão líquido 15', [['spending', 1_500, 'Outros']]],
  ['fui ao mercado às 18h e gastei 45', [['spending', 4_500, 'Alimentação']]],
  // The ride app named after its article ('no 99', 'pelo 99') is no money: a driver's takings after it are the entry.
  ['fiz 12 corridas pelo 99 e tirei 210 líquido', [['income', 21_000, 'Salário']]],
  ['fui no 99 até a rodoviária, 31', [['spending', 3_100, 'Transporte']]],
];
