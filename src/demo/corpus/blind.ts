import type { NoteCase } from './types';

/**
 * A development set of 110 notes written blind (2 Dec 2026) by someone who read neither the rules, the lexicon, the docs
 * nor the corpora: one entry, several entries, lists that are one, and notes that record nothing (issue 61). Seven of
 * the 110 are left out: the sealed leak test (src/demo/sealed.test.ts) found each within a few edits of a sealed note.
 * Scored first (100 of 103), then read: its misses were mended as classes, so it is on the tuned side.
 */
export const blind: NoteCase[] = [
  // ── 1. One entry ─────────────────────────────────────────────────────────

  // everyday spending, plain
  ['gastei 47,80 no ifood hj', [['spending', 4_780, 'Alimentação']]],
  ['abasteci o carro, 200 conto', [['spending', 20_000, 'Transporte']]],
  ['paguei o aluguel 1.650', [['spending', 165_000, 'Moradia']]],
  ['paguei a conta de luz, 187,43 😩', [['spending', 18_743, 'Moradia']]],
  ['R$ 63,90 na drogasil, remedio da minha mae', [['spending', 6_390, 'Outros']]],
  ['tenis novo na centauro 349,99', [['spending', 34_999, 'Outros']]],
  ['corte de cabelo 45 no barbeiro', [['spending', 4_500, 'Outros']]],
  ['mensalidade da facul 890', [['spending', 89_000, 'Outros']]],
  ['pedagio 14,60 na ida pra praia', [['spending', 1_460, 'Transporte']]],
  ['açai 22 🤤', [['spending', 2_200, 'Alimentação']]],
  ['tomei uma gelada no bar do ze, 15 pila', [['spending', 1_500, 'Alimentação']]],
  ['gastei uns 27 no sacolao', [['spending', 2_700, 'Alimentação']], 'sacolão is a produce market'],
  ['paguei 320 pelas compras no atacadao', [['spending', 32_000, 'Alimentação']]],
  ['cinema c/ a mina, 64 os 2 ingressos', [['spending', 6_400, 'Outros']], '64 is the total for both tickets'],

  // income of many kinds
  ['caiu o salario!! 3.200 🙌', [['income', 320_000, 'Salário']]],
  ['recebi 450 do freela de design', [['income', 45_000, 'Salário']]],
  ['vendi minha bike na olx por 900', [['income', 90_000, 'Salário']]],
  ['caiu um pix de 150 do meu irmao', [['income', 15_000, 'Salário']]],
  ['rendeu 12,37 de juros na poupanca', [['income', 1_237, 'Salário']]],
  ['cashback de 8,90 do cartao caiu', [['income', 890, 'Salário']]],
  ['o cliente me pagou 2k do site', [['income', 200_000, 'Salário']]],
  ['estorno de 89,90 da shopee', [['income', 8_990, 'Salário']], 'a refund is money back in'],
  ['recebi 180 da faxina de hj', [['income', 18_000, 'Salário']]],
  ['recebi o 13o hj, 1.850 💸', [['income', 185_000, 'Salário']], '13o names the year-end bonus, not an amount'],

  // amounts in words
  ['vinte e dois e cinquenta na padaria', [['spending', 2_250, 'Alimentação']]],
  ['gastei cento e dez e noventa na racao do dog', [['spending', 11_090, 'Outros']]],
  ['recebi mil e duzentos do bico no fds', [['income', 120_000, 'Salário']]],
  ['gastei trinta e quatro reais e noventa centavos no mercado', [['spending', 3_490, 'Alimentação']]],

  // someone charging the visitor
  ['a academia cobrou 119,90 de novo', [['spending', 11_990, 'Outros']]],
  ['o banco descontou 24,50 de tarifa 🙄', [['spending', 2_450, 'Outros']]],
  ['a netflix debitou 55,90 no cartao', [['spending', 5_590, 'Outros']]],
  ['o estacionamento do shopping levou 18 conto', [['spending', 1_800, 'Transporte']]],
  ['a claro levou 79,99 do plano', [['spending', 7_999, 'Outros']], 'phone plan'],
  ['o eletricista cobrou 150 pra arrumar o chuveiro', [['spending', 15_000, 'Moradia']], 'home repair'],

  // passive income, and a "que" clause inside
  ['foi creditado 300 na minha conta, reembolso da empresa', [['income', 30_000, 'Salário']]],
  ['fomos pagos pelo evento, 400', [['income', 40_000, 'Salário']]],
  ['a Ana me pagou os 30 que eu tinha emprestado', [['income', 3_000, 'Salário']]],

  // numbers that name things beside the amount
  ['peguei o onibus da linha 9, 5,30', [['spending', 530, 'Transporte']], '9 is the bus line; the fare is 5,30'],
  ['paguei 42 nas duas corridas de 99 hj', [['spending', 4_200, 'Transporte']], '99 is the ride app; 42 is the total for both rides'],
  ['deixei o carro no estacionamento do aeroporto, vaga 112, deu 38', [['spending', 3_800, 'Transporte']], '112 is the parking spot'],
  ['paguei o plano de saude 412,30, aumentou 12% 😡', [['spending', 41_230, 'Outros']], '12% is the increase, not money'],

  // household paying
  ['meu marido pagou a conta de agua, 98,70', [['spending', 9_870, 'Moradia']]],
  ['minha esposa pagou o condominio 780', [['spending', 78_000, 'Moradia']]],
  ['a gente pagou 95 da internet de casa', [['spending', 9_500, 'Moradia']]],

  // share, instalment, quantity × unit price
  ['churrasco na laje 360 dividido por 6', [['spending', 6_000, 'Alimentação']], '360 / 6'],
  ['comprei um sofa em 12x de 159', [['spending', 15_900, 'Moradia']], 'one instalment'],
  ['3 coxinhas a 6,50 cada', [['spending', 1_950, 'Alimentação']], '3 × 6,50'],
  ['coloquei 40 litros de gasolina a 5,89', [['spending', 23_560, 'Transporte']], '40 × 5,89 = 235,60'],
  ['vendi 15 brigadeiros a 3 cada', [['income', 4_500, 'Salário']], '15 × 3'],

  // ── 2. Several entries ───────────────────────────────────────────────────

  [
    'caiu 1.500 do salario e ja paguei 900 de aluguel',
    [
      ['income', 150_000, 'Salário'],
      ['spending', 90_000, 'Moradia'],
    ],
  ],
  [
    'uber 18, almoço 32',
    [
      ['spending', 1_800, 'Transporte'],
      ['spending', 3_200, 'Alimentação'],
    ],
  ],
  [
    'padaria 14,50; farmacia 37,80; gasolina 150',
    [
      ['spending', 1_450, 'Alimentação'],
      ['spending', 3_780, 'Outros'],
      ['spending', 15_000, 'Transporte'],
    ],
  ],
  [
    'mercado 230 + acougue 87',
    [
      ['spending', 23_000, 'Alimentação'],
      ['spending', 8_700, 'Alimentação'],
    ],
  ],
  [
    'luz 156 / agua 72 / internet 110',
    [
      ['spending', 15_600, 'Moradia'],
      ['spending', 7_200, 'Moradia'],
      ['spending', 11_000, 'Moradia'],
    ],
  ],
  [
    'gastei 40 no cinema mais 25 na pipoca',
    [
      ['spending', 4_000, 'Outros'],
      ['spending', 2_500, 'Alimentação'],
    ],
  ],
  [
    'almocei por 28 e depois peguei um 99 de 16',
    [
      ['spending', 2_800, 'Alimentação'],
      ['spending', 1_600, 'Transporte'],
    ],
    '99 is the ride app',
  ],
  [
    'paguei 60 de racao e tb 45 no banho do dog',
    [
      ['spending', 6_000, 'Outros'],
      ['spending', 4_500, 'Outros'],
    ],
  ],
  [
    'compras de hj:\narroz 24,90\nfeijao 8,79\noleo 7,49\ncafe 18,90',
    [
      ['spending', 2_490, 'Alimentação'],
      ['spending', 879, 'Alimentação'],
      ['spending', 749, 'Alimentação'],
      ['spending', 1_890, 'Alimentação'],
    ],
    'no total stated, so each line',
  ],
  [
    'recebi 300 do freela, 120 da venda do fone e 50 de pix da vó',
    [
      ['income', 30_000, 'Salário'],
      ['income', 12_000, 'Salário'],
      ['income', 5_000, 'Salário'],
    ],
  ],
  [
    'vinte de estacionamento e quinze de lanche',
    [
      ['spending', 2_000, 'Transporte'],
      ['spending', 1_500, 'Alimentação'],
    ],
  ],
  [
    'gastei 89,90 na shein e 35 de manicure',
    [
      ['spending', 8_990, 'Outros'],
      ['spending', 3_500, 'Outros'],
    ],
  ],
  [
    'condominio 650\ngas 120',
    [
      ['spending', 65_000, 'Moradia'],
      ['spending', 12_000, 'Moradia'],
    ],
    'gás is cooking gas',
  ],
  [
    'o salão cobrou 90 da escova e eu dei 10 de gorjeta',
    [
      ['spending', 9_000, 'Outros'],
      ['spending', 1_000, 'Outros'],
    ],
  ],
  [
    'tanque cheio 260 e lavagem 40',
    [
      ['spending', 26_000, 'Transporte'],
      ['spending', 4_000, 'Transporte'],
    ],
    'car wash is car upkeep',
  ],
  [
    'bilhete unico 50 mais 2 passagens de trem a 5 cada',
    [
      ['spending', 5_000, 'Transporte'],
      ['spending', 1_000, 'Transporte'],
    ],
    '2 × 5',
  ],
  [
    'spotify 21,90 e youtube premium 24,90',
    [
      ['spending', 2_190, 'Outros'],
      ['spending', 2_490, 'Outros'],
    ],
  ],
  [
    'cliente pagou 800, paguei 120 pro contador',
    [
      ['income', 80_000, 'Salário'],
      ['spending', 12_000, 'Outros'],
    ],
  ],
  [
    'ganhei 100 no bolao 🍀 e torrei 60 na cerveja',
    [
      ['income', 10_000, 'Salário'],
      ['spending', 6_000, 'Alimentação'],
    ],
  ],
  [
    'uber ida 23, volta 31',
    [
      ['spending', 2_300, 'Transporte'],
      ['spending', 3_100, 'Transporte'],
    ],
  ],
  [
    'pao 8, leite 6 e ovo 15',
    [
      ['spending', 800, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
      ['spending', 1_500, 'Alimentação'],
    ],
  ],
  [
    'paguei a escola do pedro 680 e o ingles 320',
    [
      ['spending', 68_000, 'Outros'],
      ['spending', 32_000, 'Outros'],
    ],
  ],
  [
    'vendi 2 camisetas por 40 cada e comprei um lanche de 18',
    [
      ['income', 8_000, 'Salário'],
      ['spending', 1_800, 'Alimentação'],
    ],
    '2 × 40',
  ],
  [
    'farmacia 45,60\nmercado 132,15\nposto 100',
    [
      ['spending', 4_560, 'Outros'],
      ['spending', 13_215, 'Alimentação'],
      ['spending', 10_000, 'Transporte'],
    ],
  ],
  [
    'recebi meu pagamento 4.100 🙏 paguei o condominio 720 e a net 129,90',
    [
      ['income', 410_000, 'Salário'],
      ['spending', 72_000, 'Moradia'],
      ['spending', 12_990, 'Moradia'],
    ],
    'NET is the home internet provider',
  ],
  [
    'gastei quarenta e cinco e noventa no pet shop e doze e cinquenta de sorvete',
    [
      ['spending', 4_590, 'Outros'],
      ['spending', 1_250, 'Alimentação'],
    ],
  ],
  [
    'cafe da manha 18 / almoco 35 / janta 42',
    [
      ['spending', 1_800, 'Alimentação'],
      ['spending', 3_500, 'Alimentação'],
      ['spending', 4_200, 'Alimentação'],
    ],
  ],
  [
    'remedio 72; consulta 200',
    [
      ['spending', 7_200, 'Outros'],
      ['spending', 20_000, 'Outros'],
    ],
  ],
  [
    'paguei 15 de passagem depois 40 de lanche',
    [
      ['spending', 1_500, 'Transporte'],
      ['spending', 4_000, 'Alimentação'],
    ],
  ],
  [
    'meu marido pagou o mercado 410 e eu paguei a luz 190',
    [
      ['spending', 41_000, 'Alimentação'],
      ['spending', 19_000, 'Moradia'],
    ],
  ],
  [
    'entrou 600 do aluguel do quartinho, saiu 150 de conta de luz',
    [
      ['income', 60_000, 'Salário'],
      ['spending', 15_000, 'Moradia'],
    ],
    'rent received is income',
  ],
  [
    'recebi 70 de volta do joao e 30 da bia',
    [
      ['income', 7_000, 'Salário'],
      ['income', 3_000, 'Salário'],
    ],
  ],
  [
    'a vivo cobrou 65 e o banco tarifou 19,90',
    [
      ['spending', 6_500, 'Outros'],
      ['spending', 1_990, 'Outros'],
    ],
  ],
  [
    'gasolina 120, pedagio 22,40, estacionamento 25 e almoço na estrada 58',
    [
      ['spending', 12_000, 'Transporte'],
      ['spending', 2_240, 'Transporte'],
      ['spending', 2_500, 'Transporte'],
      ['spending', 5_800, 'Alimentação'],
    ],
  ],
  [
    'camisa 79,90 + calça 129,90 na renner',
    [
      ['spending', 7_990, 'Outros'],
      ['spending', 12_990, 'Outros'],
    ],
  ],
  [
    'recebi 1k do freela\npaguei 200 da academia\ngastei 45 no barbeiro',
    [
      ['income', 100_000, 'Salário'],
      ['spending', 20_000, 'Outros'],
      ['spending', 4_500, 'Outros'],
    ],
  ],
  [
    'gastei cinquenta reais de gasolina e trinta e dois reais no almoço',
    [
      ['spending', 5_000, 'Transporte'],
      ['spending', 3_200, 'Alimentação'],
    ],
  ],
  [
    'comi 3 coxinhas a 5 cada e um suco de 9',
    [
      ['spending', 1_500, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
    ],
    '3 × 5, then the juice',
  ],
  [
    'depositaram 350 do seguro e paguei 90 do guincho',
    [
      ['income', 35_000, 'Salário'],
      ['spending', 9_000, 'Transporte'],
    ],
  ],
  [
    'minha parte do aluguel deu 700 e da luz 85',
    [
      ['spending', 70_000, 'Moradia'],
      ['spending', 8_500, 'Moradia'],
    ],
    'stated shares',
  ],
  [
    'comprei racao 45 e tambem um brinquedo pro gato de 19',
    [
      ['spending', 4_500, 'Outros'],
      ['spending', 1_900, 'Outros'],
    ],
  ],

  // ── 3. A list that is one entry, or nothing to record ───────────────────

  ['2 paes, 1 leite e manteiga, deu 23,40', [['spending', 2_340, 'Alimentação']], 'stated total'],
  ['fui no mercado, arroz feijao carne e fruta, total 187,50', [['spending', 18_750, 'Alimentação']], 'stated total'],
  ['jantar com a galera 480 dividido por 6', [['spending', 8_000, 'Alimentação']], '480 / 6'],
  ['xampu, condicionador e creme de cabelo na farmacia, tudo 76', [['spending', 7_600, 'Outros']], 'stated total'],
  ['combo x-tudo + batata + coca, 42', [['spending', 4_200, 'Alimentação']], 'one combo at one price'],
  ['rachamos o uber em 3, minha parte deu 14', [['spending', 1_400, 'Transporte']], 'stated share'],
  ['pneu novo com montagem e alinhamento, 480 tudo', [['spending', 48_000, 'Transporte']], 'stated total'],
  ['lembrar de pagar a luz dia 10', [], 'reminder; 10 is a date'],
  ['valeu!! 🙏', []],
  ['tenho q pagar o aluguel de 1.500 sexta', [], 'not paid yet'],
  ['boleto da net vence amanha, 129,90', [], 'bill not paid yet'],
  ['bom diaa ☀️', []],
  ['da pra gastar 200 no mercado essa semana?', [], 'a question'],
];
