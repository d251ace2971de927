import type { NoteCase } from './types';

/**
 * The eighteenth blind dev set (issue 61): notes written blind on 3 Dec 2026 by someone who read neither the rules nor the
 * corpora, given nothing but the entry type and the product's conventions, asked for what people send a finance assistant
 * in a chat app, the sealed `fresh.ts`'s mix (96 notes: 48 that list things, about 38 of several entries and 10 lists that
 * are one; 40 of one entry; 8 that record nothing). Eleven rows a few edits from (or holding) a sealed note, or a few
 * edits from a note of ours, are not here (dropped unread, by their place): 85 rows.
 */
export const blind18: NoteCase[] = [
  // ── Lists with several entries (38) ──────────────────────────────────────

  [
    'hj gastei 12 no pao, 45 de gasolina e 89,90 na farmacia',
    [
      ['spending', 1200, 'Alimentação'],
      ['spending', 4500, 'Transporte'],
      ['spending', 8990, 'Outros'],
    ],
  ],
  [
    'recebi 1.500 do freela\npaguei o aluguel 1.200',
    [
      ['income', 150000, 'Salário'],
      ['spending', 120000, 'Moradia'],
    ],
  ],
  [
    'mercado 230,50 + açougue 78',
    [
      ['spending', 23050, 'Alimentação'],
      ['spending', 7800, 'Alimentação'],
    ],
  ],
  [
    '- luz 187,34\n- água 92,10\n- internet 99,90',
    [
      ['spending', 18734, 'Moradia'],
      ['spending', 9210, 'Moradia'],
      ['spending', 9990, 'Moradia'],
    ],
  ],
  [
    'vendi 3 bolos de pote a 10 cada, comprei leite condensado 22',
    [
      ['income', 3000, 'Salário'],
      ['spending', 2200, 'Alimentação'],
    ],
    'sale is 3 x 10 = 30; the condensed milk is a food purchase (ingredient), so Alimentação',
  ],
  [
    'cinquenta de gasolina depois vinte e dois e cinquenta no almoço',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 2250, 'Alimentação'],
    ],
  ],
  [
    'pix de 200 da minha mãe mais 50 do meu tio',
    [
      ['income', 20000, 'Salário'],
      ['income', 5000, 'Salário'],
    ],
  ],
  [
    'estacionamento 15 pedagio 8,80 gasolina 150',
    [
      ['spending', 1500, 'Transporte'],
      ['spending', 880, 'Transporte'],
      ['spending', 15000, 'Transporte'],
    ],
  ],
  [
    'salario caiu 3.200 e ja paguei o condominio 480',
    [
      ['income', 320000, 'Salário'],
      ['spending', 48000, 'Moradia'],
    ],
  ],
  [
    'ifood 47 e depois mais 32 de açaí',
    [
      ['spending', 4700, 'Alimentação'],
      ['spending', 3200, 'Alimentação'],
    ],
  ],
  [
    'Paguei R$ 1.234,56 de IPTU e R$ 89,00 de gás.',
    [
      ['spending', 123456, 'Moradia'],
      ['spending', 8900, 'Moradia'],
    ],
  ],
  [
    'corrida 99 12,50\ncorrida 99 14,20\ncorrida 99 9,80',
    [
      ['spending', 1250, 'Transporte'],
      ['spending', 1420, 'Transporte'],
      ['spending', 980, 'Transporte'],
    ],
    '"99" is the ride app, not an amount; three separate rides',
  ],
  [
    'gastei 30 na raçao do dog e 18 no pão',
    [
      ['spending', 3000, 'Outros'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  [
    'recebi 80 de gorjeta hj, gastei 25 no lanche',
    [
      ['income', 8000, 'Salário'],
      ['spending', 2500, 'Alimentação'],
    ],
  ],
  [
    'academia 99 + tênis de corrida 289',
    [
      ['spending', 9900, 'Outros'],
      ['spending', 28900, 'Outros'],
    ],
  ],
  [
    'feira: 35 de fruta, 20 de verdura, 15 de ovo',
    [
      ['spending', 3500, 'Alimentação'],
      ['spending', 2000, 'Alimentação'],
      ['spending', 1500, 'Alimentação'],
    ],
    'no total is stated, so each priced item is its own entry',
  ],
  [
    'uber ida 23 volta 27',
    [
      ['spending', 2300, 'Transporte'],
      ['spending', 2700, 'Transporte'],
    ],
  ],
  [
    'conta de luz 210 e a de agua 85 tambem',
    [
      ['spending', 21000, 'Moradia'],
      ['spending', 8500, 'Moradia'],
    ],
  ],
  [
    'fiz cabelo 40, unha 35',
    [
      ['spending', 4000, 'Outros'],
      ['spending', 3500, 'Outros'],
    ],
  ],
  [
    'abasteci 100 conto e lavei o carro 40',
    [
      ['spending', 10000, 'Transporte'],
      ['spending', 4000, 'Transporte'],
    ],
  ],
  [
    'Bom dia! Hoje recebi minha aposentadoria, R$ 2.640,00, e paguei a farmácia, R$ 156,80.',
    [
      ['income', 264000, 'Salário'],
      ['spending', 15680, 'Outros'],
    ],
  ],
  [
    'comprei uma cadeira 199 e um guarda-roupa 890 pra casa',
    [
      ['spending', 19900, 'Moradia'],
      ['spending', 89000, 'Moradia'],
    ],
  ],
  [
    'vendi 2 camisetas 60 cada e 1 calça 90',
    [
      ['income', 12000, 'Salário'],
      ['income', 9000, 'Salário'],
    ],
    'two shirts at 60 each = 120, and the trousers 90',
  ],
  [
    'paguei o eletricista 250 depois fui no mercdo 143,27',
    [
      ['spending', 25000, 'Moradia'],
      ['spending', 14327, 'Alimentação'],
    ],
  ],
  [
    'busao 4,40 metro 5 e busao de novo 4,40',
    [
      ['spending', 440, 'Transporte'],
      ['spending', 500, 'Transporte'],
      ['spending', 440, 'Transporte'],
    ],
  ],
  [
    'mensalidade da facul 890\nxerox 12',
    [
      ['spending', 89000, 'Outros'],
      ['spending', 1200, 'Outros'],
    ],
  ],
  [
    'recebi 2k do cliente, paguei o DAS 75,90',
    [
      ['income', 200000, 'Salário'],
      ['spending', 7590, 'Outros'],
    ],
  ],
  [
    'cerveja 38 + porção 45 + uber 22',
    [
      ['spending', 3800, 'Alimentação'],
      ['spending', 4500, 'Alimentação'],
      ['spending', 2200, 'Transporte'],
    ],
  ],
  [
    'dei 50 de presente pro afilhado e gastei 60 no bolo',
    [
      ['spending', 5000, 'Outros'],
      ['spending', 6000, 'Alimentação'],
    ],
  ],
  [
    '• aluguel 1.100\n• plano de celular 49,99\n• gasolina 200\n• mercado 412,35\n• salário 2.900',
    [
      ['spending', 110000, 'Moradia'],
      ['spending', 4999, 'Outros'],
      ['spending', 20000, 'Transporte'],
      ['spending', 41235, 'Alimentação'],
      ['income', 290000, 'Salário'],
    ],
  ],
  [
    'cashback 12,40 e reembolso da empresa 87',
    [
      ['income', 1240, 'Salário'],
      ['income', 8700, 'Salário'],
    ],
  ],
  [
    'farmacia 32 remedio da minha mae\npadaria 9,50',
    [
      ['spending', 3200, 'Outros'],
      ['spending', 950, 'Alimentação'],
    ],
  ],
  [
    'recebi quinhentos reais da diária e gastei oitenta de gasolina',
    [
      ['income', 50000, 'Salário'],
      ['spending', 8000, 'Transporte'],
    ],
  ],
  [
    'oxe, 15 de mototaxi e 12 de tapioca',
    [
      ['spending', 1500, 'Transporte'],
      ['spending', 1200, 'Alimentação'],
    ],
  ],

  // ── Lists that are ONE entry (10) ────────────────────────────────────────
  ['3 cervejas a 9 cada', [['spending', 2700, 'Alimentação']], '3 x 9'],
  ['conta do bar deu 186, dividimos em 3', [['spending', 6200, 'Alimentação']], 'bill split three ways: my share is 62'],
  ['celular novo 1.800 em 6x', [['spending', 30000, 'Outros']], 'instalment: 1.800 / 6 = 300'],
  ['sofá de 2.400 em 10 vezes sem juros', [['spending', 24000, 'Moradia']], 'instalment: 2.400 / 10 = 240; furniture'],
  ['mercado: carne, arroz, refri e pão - total 156,40', [['spending', 15640, 'Alimentação']]],
  ['2 passagens de ônibus pra mim e pro meu filho, 6,50 cada', [['spending', 1300, 'Transporte']], '2 x 6,50'],
  ['caderno, caneta e mochila pro meu filho, tudo deu 210', [['spending', 21000, 'Outros']]],
  ['uber 48 dividido com a Lu, paguei metade', [['spending', 2400, 'Transporte']], 'my half of 48'],
  ['vendi 12 brigadeiros a 2,50', [['income', 3000, 'Salário']], '12 x 2,50'],

  // ── One entry (40) ───────────────────────────────────────────────────────
  ['almocei 27,90', [['spending', 2790, 'Alimentação']]],
  ['coloquei cento e cinquenta de gasolina', [['spending', 15000, 'Transporte']]],
  ['paguei aluguel 1.350', [['spending', 135000, 'Moradia']]],
  ['caiu o salario 4.218,33', [['income', 421833, 'Salário']]],

  ['cinema 32', [['spending', 3200, 'Outros']]],
  ['dezoito e noventa no açaí', [['spending', 1890, 'Alimentação']]],
  ['recebi o pix do freela, 850', [['income', 85000, 'Salário']]],
  ['chegou a conta de luz, 234,17, ja paguei', [['spending', 23417, 'Moradia']]],
  ['uai, 9 reais de pão de queijo', [['spending', 900, 'Alimentação']]],
  ['farmácia 64,30', [['spending', 6430, 'Outros']]],
  ['comprei uma blusa na shein 89', [['spending', 8900, 'Outros']]],

  ['recebi 300 de comissão', [['income', 30000, 'Salário']]],
  ['ifood 58 ontem a noite', [['spending', 5800, 'Alimentação']]],
  ['Mensalidade da escola das crianças: R$ 1.450,00', [['spending', 145000, 'Outros']]],
  ['paguei cento e vinte e três reais de água', [['spending', 12300, 'Moradia']]],
  ['gastei 50 conto no bar c os amigos', [['spending', 5000, 'Alimentação']]],
  ['vendi minha bike por 700', [['income', 70000, 'Salário']]],

  ['paguei a 1ª parcela do IPVA, 412,60', [['spending', 41260, 'Transporte']]],
  ['remedio de pressao 23 reais', [['spending', 2300, 'Outros']]],
  ['recebi o bônus de fim de ano, 8 mil', [['income', 800000, 'Salário']]],
  ['presente do amigo secreto da firma 60', [['spending', 6000, 'Outros']]],
  ['égua, 15 conto no tacacá', [['spending', 1500, 'Alimentação']]],
  ['borracheiro 35', [['spending', 3500, 'Transporte']]],
  ['caiu o reembolso da amazon 129,90', [['income', 12990, 'Salário']]],
  ['paguei a netflix', [['spending', null, 'Outros']]],
  ['areia do gato 42', [['spending', 4200, 'Outros']]],
  ['recebi mil e duzentos do serviço de pintura', [['income', 120000, 'Salário']]],
  ['ganhei 40 de caixinha hj', [['income', 4000, 'Salário']], 'tips from passengers/customers: income'],
  ['o encanador veio arrumar a pia, 180', [['spending', 18000, 'Moradia']]],
  ['paguei o condominio', [['spending', null, 'Moradia']]],

  ['recarga 20 no celular', [['spending', 2000, 'Outros']]],
  ['o inquilino me pagou o aluguel, 1.800', [['income', 180000, 'Salário']], 'rent received from my tenant: money that came to me'],
  ['compra do mes no atacadao 987,45', [['spending', 98745, 'Alimentação']]],
  ['x-salada 12.90', [['spending', 1290, 'Alimentação']]],

  // ── Records nothing (8) ──────────────────────────────────────────────────

  ['oi, bom dia', []],
  ['lembrar de pagar o boleto da internet dia 10', [], 'a reminder, nothing paid yet'],
  ['to pensando em comprar uma tv de 3 mil, vale a pena?', [], 'a plan and a question'],
  ['meu irmão ainda me deve 200', [], 'a debt owed to me, no money moved'],

  ['minha sogra pagou o almoço de todo mundo hoje kkk', [], 'someone else paid for me'],
  ['como faço pra apagar um lançamento?', []],
  [
    '2 pix recebidos: 150 e 320',
    [
      ['income', 15_000, 'Salário'],
      ['income', 32_000, 'Salário'],
    ],
  ],
];
