import type { NoteCase } from './types';

/**
 * Money shared between roommates, couples, friends and family (the ninth blind dev set's classes), each with new members
 * written for it: none is a note of a dev or held-out set.
 */
export const shared: NoteCase[] = [
  // Someone else paying for a thing of mine is no entry of mine: a thing of mine another paid for, or a thing another paid
  // beside what I paid in the same note.
  ['meu avô pagou meu curso de inglês 400', []],
  ['a tia pagou minha passagem de 250 e eu comprei o lanche 22', [['spending', 2_200, 'Alimentação']]],
  ['paguei o cinema 56 e ele pagou a pipoca 30', [['spending', 5_600, 'Outros']]],
  ['na pizzaria meu cunhado pagou tudo, eu só acertei o estacionamento 15', [['spending', 1_500, 'Transporte']]],
  // …and who paid, named after the verb ('quem pagou foi…'): the bill before it is theirs, unless it was me.
  ['o rodízio deu 240, quem pagou foi o Marcos', []],
  ['quem pagou o cinema foi a Lia, eu paguei a pipoca 25', [['spending', 2_500, 'Alimentação']]],
  ['a pizza 90 quem pagou fui eu', [['spending', 9_000, 'Alimentação']]],
  // …and a thing paid for all of us (a treat: 'pra gente', 'de todo mundo'), family or not: theirs, no money to me.
  ['a tia Cida pagou as esfihas pra todo mundo ontem', []],
  ['o patrão pagou a janta pra nós depois do inventário', []],
  ['minha avó pagou o sorvete de todos, 48', []],
  ['o Marcos pagou o churrasco pra gente e eu paguei o uber 22', [['spending', 2_200, 'Transporte']]],
  ['meu pai pagou o aluguel da casa de praia pra gente, 900', []],
  // A split said of every bill before it divides each, each its entry.
  [
    'luz 140 e internet 100, tudo rachado com a minha irmã',
    [
      ['spending', 7_000, 'Moradia'],
      ['spending', 5_000, 'Moradia'],
    ],
  ],
  [
    'aluguel 1.800, condomínio 420 e luz 160, dividimos tudo por 3',
    [
      ['spending', 60_000, 'Moradia'],
      ['spending', 14_000, 'Moradia'],
      ['spending', 5_333, 'Moradia'],
    ],
  ],
  [
    'uber 40 e ingresso do show 120, dividimos tudo em dois',
    [
      ['spending', 2_000, 'Transporte'],
      ['spending', 6_000, 'Outros'],
    ],
  ],
  [
    'condomínio 500 e gás 64, divididos em 4',
    [
      ['spending', 12_500, 'Moradia'],
      ['spending', 1_600, 'Moradia'],
    ],
  ],
  [
    'paguei a luz 180 e a água 70, tudo rachado com o Beto',
    [
      ['spending', 9_000, 'Moradia'],
      ['spending', 3_500, 'Moradia'],
    ],
  ],
  // My part, stated: in marks or after the bill ('minha parte'), a share for each after a split (never divided again), my half
  // of what a group sold or received.
  ['condomínio 640 (minha parte 320)', [['spending', 32_000, 'Moradia']]],
  ['internet da casa 120, a minha cota 40', [['spending', 4_000, 'Moradia']]],
  ['rachamos o chalé em 4, deu 350 pra cada', [['spending', 35_000, 'Outros']]],
  ['dividimos a churrascaria em 6, saiu 95 para cada', [['spending', 9_500, 'Alimentação']]],
  ['o bazar da família rendeu 700, metade é minha', [['income', 35_000, 'Salário']]],
  ['recebemos 1.500 do aluguel da casa da vó, metade é minha', [['income', 75_000, 'Salário']]],
  // A bill paid in parts, one of them the rest: my part is the bill less another's, or what I paid when another paid the rest.
  ['o rodízio deu 230, a Carla pagou 150 e eu o restante', [['spending', 8_000, 'Alimentação']]],
  ['táxi 88, o Rui pagou 50 e eu paguei o resto', [['spending', 3_800, 'Transporte']]],
  ['a farmácia deu 96, eu paguei 30 e o resto a Ana acertou', [['spending', 3_000, 'Outros']]],
  // A collection among N people is my share of it; what each put in is my spending, filed with what the group paid for.
  ['vaquinha de 6 colegas pro presente do chefe, total 420', [['spending', 7_000, 'Outros']]],
  ['rateio entre 4 amigos do churrasco, deu 360', [['spending', 9_000, 'Alimentação']]],
  ['churrascada no sítio, cada um contribuiu com 40', [['spending', 4_000, 'Alimentação']]],
  ['mandei 30 pro Dudu da vaquinha da pizza', [['spending', 3_000, 'Alimentação']]],
  // A place of mine right after a thing says who the thing is for, not where money came.
  [
    'mercado 200 e uma cerveja para mim 9',
    [
      ['spending', 20_000, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
    ],
  ],
  ['tênis novo pra mim 250', [['spending', 25_000, 'Outros']]],
  // An allowance said of someone not among those who give me money is money I give; from them it is mine.
  [
    'mesada do Joaquim 150 e tênis 200',
    [
      ['spending', 15_000, 'Outros'],
      ['spending', 20_000, 'Outros'],
    ],
  ],
  ['mesada pra Sofia, 80', [['spending', 8_000, 'Outros']]],
  ['mesada da vó 100', [['income', 10_000, 'Salário']]],
  // Each of a group paying is my spending too: my part, filed with what each paid for.
  [
    'rodízio 320 pra 4, e o chopp cada um pagou o seu, o meu deu 36',
    [
      ['spending', 8_000, 'Alimentação'],
      ['spending', 3_600, 'Alimentação'],
    ],
  ],
  ['no churrasco cada um pagou 50', [['spending', 5_000, 'Alimentação']]],
  // A thing the lexicon files counted in the singular, as people type it, and its price after 'de': each one's.
  [
    'pão de alho 18 e 3 pastel de 6',
    [
      ['spending', 1_800, 'Alimentação'],
      ['spending', 1_800, 'Alimentação'],
    ],
  ],
  ['comprei 4 pão de queijo de 3,50', [['spending', 1_400, 'Alimentação']]],
];
