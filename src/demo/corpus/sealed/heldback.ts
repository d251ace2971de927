import type { NoteCase } from '../types';

/**
 * Held-back notes, written 2026-12-02 by a helper session that never read the demo parser, its lexicon, its docs or the
 * other corpora: only the entry type and the product conventions. Each expectation is how a person reads the note.
 * Scored only; never read or tuned on.
 */
export const heldback: NoteCase[] = [
  // 1. everyday spending, one per note
  ['almocei no quilo hj, deu 34,90', [['spending', 3_490, 'Alimentação']]],
  ['padoca de manha 8,50 ☕', [['spending', 850, 'Alimentação']]],
  ['ifood 57,80 pizza de calabresa 🍕', [['spending', 5_780, 'Alimentação']]],
  ['enchi o tanque hj, 250 reais', [['spending', 25_000, 'Transporte']]],
  ['recarreguei o bilhete unico com 50', [['spending', 5_000, 'Transporte']]],
  ['estacionamento do shopping 18 😒', [['spending', 1_800, 'Transporte']]],
  ['paguei o condominio 680', [['spending', 68_000, 'Moradia']]],
  ['conta de luz veio 187,43, ja paguei', [['spending', 18_743, 'Moradia']], 'the bill came and is already paid'],
  ['farmacia 43,20 remedio da rinite', [['spending', 4_320, 'Outros']]],
  ['comprei um tenis na netshoes 299', [['spending', 29_900, 'Outros']]],
  ['racao do bolt 189,90 🐶', [['spending', 18_990, 'Outros']], 'pet food is a pet cost, not food for the household'],

  // 2. income of many kinds
  ['caiu o salario!! 4.850', [['income', 485_000, 'Salário']]],
  ['entrou R$ 1.250,75 do freela do site', [['income', 125_075, 'Salário']]],
  ['vendi a bike no olx por 800', [['income', 80_000, 'Salário']]],
  ['a ju me mandou um pix de 45', [['income', 4_500, 'Salário']]],
  ['estorno da magalu caiu hj 159,90', [['income', 15_990, 'Salário']]],
  ['cashback do nubank 12,37 kkk', [['income', 1_237, 'Salário']]],
  ['rendimento da poupança esse mes 38,12', [['income', 3_812, 'Salário']]],
  ['rolou um bico de garçom no fds, ganhei 220', [['income', 22_000, 'Salário']]],
  ['recebi 1,5k de bonus 🎉', [['income', 150_000, 'Salário']]],
  ['recebi o vale hj', [['income', null, 'Salário']], 'income with no amount said'],

  // 3. someone charging the visitor, in the third person
  ['a academia cobrou 129,90 no cartao', [['spending', 12_990, 'Outros']]],
  ['o banco me cobrou 34,90 de tarifa de novo 😡', [['spending', 3_490, 'Outros']]],
  ['a claro debitou 59,99 do plano', [['spending', 5_999, 'Outros']]],
  ['a escola do theo cobrou 1.150 da mensalidade', [['spending', 115_000, 'Outros']]],
  ['a sabesp debitou 96,40 da conta', [['spending', 9_640, 'Moradia']], 'automatic debit of the water bill: already paid'],

  // 4. passive voice income
  ['foi creditado 350 de reembolso da empresa', [['income', 35_000, 'Salário']]],
  ['fomos pagos pelo casamento q tocamos, 450 cada', [['income', 45_000, 'Salário']], 'the band was paid; the visitor got 450'],
  ['foi depositado o 13o hj, 2.300', [['income', 230_000, 'Salário']], '13o names the thirteenth salary, not an amount'],

  // 5. a subordinate clause whose verb is not the main one
  [
    'o pedro me devolveu os 50 q eu tinha emprestado pra ele',
    [['income', 5_000, 'Salário']],
    'the main verb is devolveu (money coming back); emprestado is the old loan',
  ],
  ['paguei os 80 do presente q a gente combinou de dar pra bia', [['spending', 8_000, 'Outros']], 'a gift; dar is inside the clause'],
  ['gastei 60 naquele rodizio q o lucas indicou', [['spending', 6_000, 'Alimentação']]],

  // 6. the household paying
  ['a gente pagou 320 no mercado', [['spending', 32_000, 'Alimentação']]],
  ['meu marido pagou a revisao do carro, 890', [['spending', 89_000, 'Transporte']]],
  ['minha esposa pagou a diarista, 180', [['spending', 18_000, 'Moradia']]],
  ['nós pagamos o aluguel hj 2.100', [['spending', 210_000, 'Moradia']]],

  // 7. amounts in words, with cents
  ['gastei trinta e dois e noventa no açougue', [['spending', 3_290, 'Alimentação']]],
  ['uber deu dezoito e quarenta', [['spending', 1_840, 'Transporte']]],
  ['recebi duzentos e cinquenta e cinco reais e cinquenta centavos de reembolso', [['income', 25_550, 'Salário']]],
  ['paguei cento e quarenta e nove e noventa no gas', [['spending', 14_990, 'Moradia']]],

  // 8. numbers that name things next to the real amount
  ['peguei a linha 875 e paguei 5 de passagem', [['spending', 500, 'Transporte']], '875 is the bus line'],
  ['estacionei no piso 3 vaga 112, paguei 22', [['spending', 2_200, 'Transporte']], 'piso and vaga name places'],
  ['consulta com a dra na sala 804, 350', [['spending', 35_000, 'Outros']], 'sala 804 is a room; health is Outros'],
  ['paguei 900 pro pintor aqui do apto 31', [['spending', 90_000, 'Moradia']], 'apto 31 is the flat; painting is a home repair'],
  ['dia 15 paguei o seguro do carro, 210', [['spending', 21_000, 'Transporte']], 'dia 15 is a date'],

  // 9. a plain number before a plural word
  ['deixei 140 nas compras do mes', [['spending', 14_000, 'Alimentação']], 'compras do mês is the monthly grocery run'],
  ['gastei 25 depois dos treinos com açai', [['spending', 2_500, 'Alimentação']]],
  ['cafe 7 todos os dias na firma', [['spending', 700, 'Alimentação']], 'today’s coffee, 7; todos os dias is not a multiplier'],
  ['paguei 90 pelas aulas de violao', [['spending', 9_000, 'Outros']]],

  // 10. a stated share of a split (not divided again)
  ['rachamos a pizza em 4, minha parte deu 32', [['spending', 3_200, 'Alimentação']], '32 is already my share'],
  ['airbnb de ubatuba dividido em 5, fiquei com 380', [['spending', 38_000, 'Outros']], '380 is already my share; travel is Outros'],

  // 11. words the assistant may not know
  ['paguei a lotação, 6 conto', [['spending', 600, 'Transporte']], 'lotação is a minibus fare'],
  ['comprei umas linhas de croche, 46', [['spending', 4_600, 'Outros']], 'a hobby'],
  ['hotel em porto seguro nas ferias 1.340 🏖️', [['spending', 134_000, 'Outros']], 'vacation is Outros'],
  ['gastei 2k no conserto do carro', [['spending', 200_000, 'Transporte']]],
  ['paguei o iptu', [['spending', null, 'Moradia']], 'spending with no amount said'],

  // 12. notes that record nothing
  ['quanto eu gastei com uber esse mes?', []],
  ['oi, tudo bem?', []],
  ['lembrar de pagar o condominio dia 10, 680', [], 'a reminder, not paid yet'],
  ['amanha tenho q pagar a fatura de 1.200', [], 'not paid yet'],
  ['vou receber 3 mil sexta', [], 'future income, not received yet'],
  ['quanto sobrou do salario?', []],
  ['bom diaa 😊', []],
  ['a conta de luz chegou, 210, vence dia 20', [], 'a bill that arrived and is not paid yet'],

  // 13. lists of several transactions
  [
    'uber 23 e almoço 41',
    [
      ['spending', 2_300, 'Transporte'],
      ['spending', 4_100, 'Alimentação'],
    ],
  ],
  [
    'mercado 187,60, farmacia 52',
    [
      ['spending', 18_760, 'Alimentação'],
      ['spending', 5_200, 'Outros'],
    ],
  ],
  [
    'gasolina 200; pedagio 14,80',
    [
      ['spending', 20_000, 'Transporte'],
      ['spending', 1_480, 'Transporte'],
    ],
  ],
  [
    'recebi 500 do freela + paguei 120 de luz',
    [
      ['income', 50_000, 'Salário'],
      ['spending', 12_000, 'Moradia'],
    ],
  ],
  [
    'netflix 44,90 / spotify 21,90',
    [
      ['spending', 4_490, 'Outros'],
      ['spending', 2_190, 'Outros'],
    ],
  ],
  [
    'padaria 9 mais 6 do estacionamnto',
    [
      ['spending', 900, 'Alimentação'],
      ['spending', 600, 'Transporte'],
    ],
  ],
  [
    'almocei 35 depois peguei um 99 de 17',
    [
      ['spending', 3_500, 'Alimentação'],
      ['spending', 1_700, 'Transporte'],
    ],
    '99 is the ride app; the fare is 17',
  ],
  [
    'paguei a agua 88 e tambem o gas 112',
    [
      ['spending', 8_800, 'Moradia'],
      ['spending', 11_200, 'Moradia'],
    ],
  ],
  [
    'cafe 6\nmetro 5,40\njanta 48',
    [
      ['spending', 600, 'Alimentação'],
      ['spending', 540, 'Transporte'],
      ['spending', 4_800, 'Alimentação'],
    ],
  ],
  [
    'vendi o sofa velho por 700 e comprei um novo de 2.300',
    [
      ['income', 70_000, 'Salário'],
      ['spending', 230_000, 'Moradia'],
    ],
  ],
  [
    'salario caiu 3.900, ja paguei aluguel 1.600 e condominio 450',
    [
      ['income', 390_000, 'Salário'],
      ['spending', 160_000, 'Moradia'],
      ['spending', 45_000, 'Moradia'],
    ],
  ],
  [
    '30 no bar, 25 de uber pra voltar 🍻',
    [
      ['spending', 3_000, 'Alimentação'],
      ['spending', 2_500, 'Transporte'],
    ],
  ],
  [
    'pix de 80 da mae e gastei 40 na feira',
    [
      ['income', 8_000, 'Salário'],
      ['spending', 4_000, 'Alimentação'],
    ],
  ],
  [
    'dentista 250 e remedio 38,90',
    [
      ['spending', 25_000, 'Outros'],
      ['spending', 3_890, 'Outros'],
    ],
  ],
  [
    'lanche 18; onibus 5; xerox 3',
    [
      ['spending', 1_800, 'Alimentação'],
      ['spending', 500, 'Transporte'],
      ['spending', 300, 'Outros'],
    ],
  ],
  [
    'paguei 1.480 de ipva e 98 do licenciamento',
    [
      ['spending', 148_000, 'Transporte'],
      ['spending', 9_800, 'Transporte'],
    ],
  ],
  [
    'a lu me pagou 60 e eu paguei 60 pro edu',
    [
      ['income', 6_000, 'Salário'],
      ['spending', 6_000, 'Outros'],
    ],
    'money in from Lu, money out to Edu',
  ],
  [
    'cashback 15 + rendimento 22,40',
    [
      ['income', 1_500, 'Salário'],
      ['income', 2_240, 'Salário'],
    ],
  ],
  [
    'comprei ração 150 pro gato e areia 40',
    [
      ['spending', 15_000, 'Outros'],
      ['spending', 4_000, 'Outros'],
    ],
    'both are pet costs',
  ],
  [
    'ifood 62 ontem, hj mais 38',
    [
      ['spending', 6_200, 'Alimentação'],
      ['spending', 3_800, 'Alimentação'],
    ],
    'two orders on two days',
  ],
  [
    'estorno de 89,90 da shein e comprei outra blusa de 59,90',
    [
      ['income', 8_990, 'Salário'],
      ['spending', 5_990, 'Outros'],
    ],
  ],
  [
    'gastei 40 de gasolina depois 12 de cafe',
    [
      ['spending', 4_000, 'Transporte'],
      ['spending', 1_200, 'Alimentação'],
    ],
  ],
  [
    'luz 134,50\nagua 72,30\ninternet 99,90',
    [
      ['spending', 13_450, 'Moradia'],
      ['spending', 7_230, 'Moradia'],
      ['spending', 9_990, 'Moradia'],
    ],
  ],
  [
    'recebi 2.500 do cliente e 800 do outro',
    [
      ['income', 250_000, 'Salário'],
      ['income', 80_000, 'Salário'],
    ],
  ],
  [
    'paguei o eletricista 250, comprei uma lampada 35 e um chuveiro novo 189',
    [
      ['spending', 25_000, 'Moradia'],
      ['spending', 3_500, 'Moradia'],
      ['spending', 18_900, 'Moradia'],
    ],
    'all three are home repairs',
  ],
  [
    'cinema 42 e pipoca 30 🍿',
    [
      ['spending', 4_200, 'Outros'],
      ['spending', 3_000, 'Alimentação'],
    ],
  ],
  [
    'mil e duzentos de freela e gastei cento e vinte no mercado',
    [
      ['income', 120_000, 'Salário'],
      ['spending', 12_000, 'Alimentação'],
    ],
  ],
  [
    'taxi 45 / farmacia 27,50',
    [
      ['spending', 4_500, 'Transporte'],
      ['spending', 2_750, 'Outros'],
    ],
  ],

  // 14. lists that are one transaction
  ['pão, leite e manteiga, deu 23,40 na padaria', [['spending', 2_340, 'Alimentação']], 'a stated total'],
  ['4 cervejas a 12 cada', [['spending', 4_800, 'Alimentação']], '4 × 12'],
  ['jantar de 360 dividido por 3', [['spending', 12_000, 'Alimentação']], 'my share: 360 / 3'],
  ['sofá em 10x de 230', [['spending', 23_000, 'Moradia']], 'one instalment of 230'],
  ['camiseta, bermuda e meia na renner, total 210', [['spending', 21_000, 'Outros']], 'a stated total'],
  ['almoço 80 + 10% do garçom, deu 88', [['spending', 8_800, 'Alimentação']], 'tip folded into the stated total'],
  ['3 passagens de metro a 5,40', [['spending', 1_620, 'Transporte']], '3 × 5,40'],
  ['mercado: arroz, feijão, oleo, cafe... 146,70 tudo', [['spending', 14_670, 'Alimentação']], 'a stated total'],
  ['churrasco do fds 450, dividimos em 5', [['spending', 9_000, 'Alimentação']], 'my share: 450 / 5'],
  ['celular novo em 6x de 350', [['spending', 35_000, 'Outros']], 'one instalment of 350'],
  [
    'pizza 72 mais a taxa de entrega e a gorjeta, deu 85 no total',
    [['spending', 8_500, 'Alimentação']],
    'fee and tip folded into the stated total',
  ],
  ['vendi 6 bolos de pote a 12 cada', [['income', 7_200, 'Salário']], 'a sale: 6 × 12'],
];
