import type { NoteCase } from './types';

/**
 * A second development set, written blind (2 Dec 2026) by someone who read neither the rules, the lexicon, the docs nor
 * the corpora: one entry, several entries, lists that are one, and notes that record nothing (issue 61). Four of its 90
 * notes are left out: three the sealed leak test (src/demo/sealed.test.ts) found within a few edits of a sealed note, and
 * one the first blind set holds word for word (a note is on one side only).
 * Committed alone on the scored side, before any rule changed: 80 of 86. Then read: its misses were mended as classes (a
 * bus's line, work done to a thing a number names, a greeting before a question, a payment to come, food as slang), so it
 * is on the tuned side: 86 of 86.
 */
export const blind2: NoteCase[] = [
  // ── One entry ──────────────────────────────────────────────────────────
  ['gastei 22,50 no almoço hoje', [['spending', 2_250, 'Alimentação']]],
  ['uber pro trabalho 18 reais', [['spending', 1_800, 'Transporte']]],
  ['recebi meu salário 3.200', [['income', 320_000, 'Salário']]],
  ['paguei o aluguel 1.350,00', [['spending', 135_000, 'Moradia']]],
  ['Pix enviado R$ 45,00 para PADARIA PAO QUENTE LTDA', [['spending', 4_500, 'Alimentação']]],
  [
    'Compra aprovada no cartão final 4821: R$ 89,90 em DROGASIL',
    [['spending', 8_990, 'Outros']],
    'pharmacy purchase; 4821 are the card digits, not money',
  ],
  ['Pix recebido de JOAO PEDRO ALVES no valor de R$ 150,00', [['income', 15_000, 'Salário']]],
  ['busão hj 4,40', [['spending', 440, 'Transporte']]],
  ['comprei um bujão de gás 110 conto', [['spending', 11_000, 'Moradia']]],
  ['abasteci 200 no posto shell', [['spending', 20_000, 'Transporte']]],
  ['vinte e dois e cinquenta de lanche na cantina', [['spending', 2_250, 'Alimentação']]],
  ['conta de luz deu 187,43', [['spending', 18_743, 'Moradia']]],
  ['ração do totó 89 🐶', [['spending', 8_900, 'Outros']]],
  ['fiz um freela de design e recebi 800', [['income', 80_000, 'Salário']]],
  ['vendi o celular velho por 450', [['income', 45_000, 'Salário']]],
  ['xerox da apostila 12 reais', [['spending', 1_200, 'Outros']]],
  ['mercadinho da esquina 37,80', [['spending', 3_780, 'Alimentação']]],
  ['açougue 64,30 picanha pro churrasco de domingo', [['spending', 6_430, 'Alimentação']]],
  ['academia mensalidade 99,90', [['spending', 9_990, 'Outros']]],
  ['pedágio 12,90 na volta da praia', [['spending', 1_290, 'Transporte']]],
  ['condominio 480 pago', [['spending', 48_000, 'Moradia']]],
  ['internet de casa 119,99', [['spending', 11_999, 'Moradia']]],
  ['caiu um cashback de 23,45 no nubank', [['income', 2_345, 'Salário']]],
  ['rendimento da poupança esse mes 12,37', [['income', 1_237, 'Salário']]],
  ['comprei um tênis em 10x de 149,90', [['spending', 14_990, 'Outros']], 'one instalment of 149,90'],
  ['jantar com a galera deu 240 dividido em 4', [['spending', 6_000, 'Alimentação']], 'the visitor’s share: 240 / 4'],
  ['ifood ontem a noite 47,50 😋', [['spending', 4_750, 'Alimentação']]],
  ['peguei o ônibus 175 e paguei 5,00', [['spending', 500, 'Transporte']], '175 is the bus line'],
  ['remedio de pressao na farmacia 34,90', [['spending', 3_490, 'Outros']]],
  ['plano do celular vivo 49,99', [['spending', 4_999, 'Outros']]],
  ['aposentadoria caiu hoje 1.412,00 graças a Deus 🙏', [['income', 141_200, 'Salário']]],
  ['eletricista veio arrumar a tomada e cobrou 150', [['spending', 15_000, 'Moradia']]],
  ['comprei um sofá novo 2.300', [['spending', 230_000, 'Moradia']]],
  ['tarifa do banco 32,90 de novo 😡', [['spending', 3_290, 'Outros']]],
  ['a cliente me pagou 250 pelo bolo de aniversário', [['income', 25_000, 'Salário']]],
  ['cinema com a namorada paguei os 2 ingressos a 28 cada', [['spending', 5_600, 'Outros']], '2 × 28'],
  ['comprei 3 cadernos a 12,50 cada pra escola do Pedro', [['spending', 3_750, 'Outros']], '3 × 12,50'],
  ['reembolso da passagem caiu 230', [['income', 23_000, 'Salário']]],
  ['mil e duzentos de aluguel pago hoje', [['spending', 120_000, 'Moradia']]],
  ['paguei cento e cinquenta reais na feira', [['spending', 15_000, 'Alimentação']]],
  ['dia 15 paguei a água 78,20', [['spending', 7_820, 'Moradia']], '15 is the date'],
  ['comprei a camisa com 20% de desconto, saiu 79,90', [['spending', 7_990, 'Outros']], '20% is not money'],
  ['paguei trinta e cinco reais e noventa centavos na pizza ontem a noite', [['spending', 3_590, 'Alimentação']]],

  // ── Several entries ────────────────────────────────────────────────────
  [
    'almoço 25 e uber 12',
    [
      ['spending', 2_500, 'Alimentação'],
      ['spending', 1_200, 'Transporte'],
    ],
  ],
  [
    'mercado 230,50, farmácia 45,90, gasolina 150',
    [
      ['spending', 23_050, 'Alimentação'],
      ['spending', 4_590, 'Outros'],
      ['spending', 15_000, 'Transporte'],
    ],
  ],
  [
    'luz 180; água 95; internet 100',
    [
      ['spending', 18_000, 'Moradia'],
      ['spending', 9_500, 'Moradia'],
      ['spending', 10_000, 'Moradia'],
    ],
  ],
  [
    'pão 8 + leite 6 + café 18',
    [
      ['spending', 800, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
      ['spending', 1_800, 'Alimentação'],
    ],
  ],
  [
    'aluguel 900 / condomínio 350',
    [
      ['spending', 90_000, 'Moradia'],
      ['spending', 35_000, 'Moradia'],
    ],
  ],
  [
    'recebi 2.500 de salário e paguei 900 de aluguel',
    [
      ['income', 250_000, 'Salário'],
      ['spending', 90_000, 'Moradia'],
    ],
  ],
  [
    'gastei 40 no rango depois 15 no busão',
    [
      ['spending', 4_000, 'Alimentação'],
      ['spending', 1_500, 'Transporte'],
    ],
  ],
  [
    'comprei ração 60 também paguei o veterinário 150',
    [
      ['spending', 6_000, 'Outros'],
      ['spending', 15_000, 'Outros'],
    ],
  ],
  [
    '- mercado 312,40\n- padaria 18\n- gasolina 200',
    [
      ['spending', 31_240, 'Alimentação'],
      ['spending', 1_800, 'Alimentação'],
      ['spending', 20_000, 'Transporte'],
    ],
  ],
  [
    'uber 23 ifood 41,90 netflix 39,90',
    [
      ['spending', 2_300, 'Transporte'],
      ['spending', 4_190, 'Alimentação'],
      ['spending', 3_990, 'Outros'],
    ],
  ],
  [
    'hoje eu gastei cinquenta reais no mercado e vinte reais de gasolina e depois mais dez de estacionamento',
    [
      ['spending', 5_000, 'Alimentação'],
      ['spending', 2_000, 'Transporte'],
      ['spending', 1_000, 'Transporte'],
    ],
  ],
  [
    'vendi 3 bolos a 60 cada e gastei 45 de ingredientes',
    [
      ['income', 18_000, 'Salário'],
      ['spending', 4_500, 'Alimentação'],
    ],
    '3 × 60 received; ingredients are groceries',
  ],
  [
    'Pix recebido R$ 200,00 de CARLOS M SILVA\nCompra aprovada R$ 57,30 SUPERMERCADO BOM PRECO',
    [
      ['income', 20_000, 'Salário'],
      ['spending', 5_730, 'Alimentação'],
    ],
  ],
  [
    'feira 42 açougue 78,50',
    [
      ['spending', 4_200, 'Alimentação'],
      ['spending', 7_850, 'Alimentação'],
    ],
  ],
  [
    'cabeleireiro 50, manicure 35',
    [
      ['spending', 5_000, 'Outros'],
      ['spending', 3_500, 'Outros'],
    ],
  ],
  [
    'gasolina 120 pedágio 18,60 e lanche na estrada 32',
    [
      ['spending', 12_000, 'Transporte'],
      ['spending', 1_860, 'Transporte'],
      ['spending', 3_200, 'Alimentação'],
    ],
  ],
  [
    'recebi 450 do freela; paguei 89 da academia',
    [
      ['income', 45_000, 'Salário'],
      ['spending', 8_900, 'Outros'],
    ],
  ],
  [
    'bujão 115 + conta de agua 67,80',
    [
      ['spending', 11_500, 'Moradia'],
      ['spending', 6_780, 'Moradia'],
    ],
  ],
  [
    'pizza sexta 68 e o cinema sábado 44',
    [
      ['spending', 6_800, 'Alimentação'],
      ['spending', 4_400, 'Outros'],
    ],
  ],
  [
    'mensalidade da faculdade 680 / material 95',
    [
      ['spending', 68_000, 'Outros'],
      ['spending', 9_500, 'Outros'],
    ],
  ],
  [
    'mesada caiu 200 ai gastei 35 no lanche com as mina e 20 de crédito no celular',
    [
      ['income', 20_000, 'Salário'],
      ['spending', 3_500, 'Alimentação'],
      ['spending', 2_000, 'Outros'],
    ],
  ],
  [
    'Spotify 21,90, Disney+ 33,90 e iCloud 4,90',
    [
      ['spending', 2_190, 'Outros'],
      ['spending', 3_390, 'Outros'],
      ['spending', 490, 'Outros'],
    ],
  ],
  [
    'paguei o encanador 200 e comprei uma torneira 65',
    [
      ['spending', 20_000, 'Moradia'],
      ['spending', 6_500, 'Moradia'],
    ],
  ],
  [
    'ganhei 80 de gorjeta hoje mas gastei 60 de gasolina',
    [
      ['income', 8_000, 'Salário'],
      ['spending', 6_000, 'Transporte'],
    ],
  ],
  [
    'café da manhã 12 mais almoço 28 mais janta 35',
    [
      ['spending', 1_200, 'Alimentação'],
      ['spending', 2_800, 'Alimentação'],
      ['spending', 3_500, 'Alimentação'],
    ],
  ],
  [
    'recebi o reembolso da loja 129,90 e comprei outra blusa 99,90',
    [
      ['income', 12_990, 'Salário'],
      ['spending', 9_990, 'Outros'],
    ],
  ],
  [
    'academia 110\nnutricionista 250\ntênis de corrida 299',
    [
      ['spending', 11_000, 'Outros'],
      ['spending', 25_000, 'Outros'],
      ['spending', 29_900, 'Outros'],
    ],
  ],
  [
    'conserto do portão 280; uber pra ir buscar a peça 22',
    [
      ['spending', 28_000, 'Moradia'],
      ['spending', 2_200, 'Transporte'],
    ],
  ],
  [
    'uber 15,70 na ida e na volta peguei um 99 por 12,30',
    [
      ['spending', 1_570, 'Transporte'],
      ['spending', 1_230, 'Transporte'],
    ],
    '99 is the ride app',
  ],
  [
    'vendi o tênis usado por 150 e a bike por 600',
    [
      ['income', 15_000, 'Salário'],
      ['income', 60_000, 'Salário'],
    ],
  ],

  // ── Lists that are one entry ──────────────────────────────────────────
  ['mercado: arroz, feijão, óleo e café, deu 87,60 tudo', [['spending', 8_760, 'Alimentação']], 'one total over the list'],
  ['café e pão de queijo 14', [['spending', 1_400, 'Alimentação']], 'one amount for both'],
  ['- arroz\n- feijão\n- carne\n- detergente\ntotal 156,30', [['spending', 15_630, 'Alimentação']], 'one market total over the list'],
  ['farmácia: dipirona, band-aid e protetor solar, 72 no total', [['spending', 7_200, 'Outros']]],
  ['na feira comprei tomate cebola banana e alface tudo por 35', [['spending', 3_500, 'Alimentação']]],
  ['material escolar do Pedro: caderno, lápis, mochila... 280 reais ao todo', [['spending', 28_000, 'Outros']]],
  ['roupa pro casamento: terno, camisa e gravata saiu 890 tudo', [['spending', 89_000, 'Outros']]],
  ['combo do lanche: hambúrguer, batata e refri 39,90', [['spending', 3_990, 'Alimentação']]],

  // ── Records nothing ───────────────────────────────────────────────────
  ['quanto eu gastei esse mês com mercado?', []],
  ['o João tá me devendo 50 ainda', [], 'owed, not received'],
  ['tenho que pagar o IPVA semana que vem, 1.200', [], 'not yet paid'],
  ['bom dia! como faço pra ver meus gastos?', []],
  ['devo 200 pra minha irmã, pago sexta', [], 'owed, not paid'],
];
