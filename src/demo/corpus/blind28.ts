import type { NoteCase } from './types';

/**
 * blind28 — everyday notes for the finance assistant's demo chat, written blind on 3 Dec 2026
 * (without seeing how the demo reads notes), leaning to middle-class families and office workers
 * in big Brazilian cities: parents, commuters, car owners, delivery orderers, school/condo/nanny/vet payers.
 *
 * 92 notes:
 * - 58 lists holding several entries (2 to 5);
 * - 14 lists that are ONE entry (stated total, quantity × unit price, split bill share, instalment);
 * - 12 notes of a single entry;
 * - 8 notes that record nothing (question, reminder, greeting, small talk, debt, plan, paid by someone else).
 */
export const blind28: NoteCase[] = [
  // ── Lists with several entries (58) ──
  [
    'almoço 32,90 e uber 18,40',
    [
      ['spending', 3290, 'Alimentação'],
      ['spending', 1840, 'Transporte'],
    ],
  ],
  [
    'hj: padaria 14,50, estacionamento 22, farmacia 47,80',
    [
      ['spending', 1450, 'Alimentação'],
      ['spending', 2200, 'Transporte'],
      ['spending', 4780, 'Outros'],
    ],
  ],
  [
    'paguei a escola da Laura 1.890 e a babá 1.600',
    [
      ['spending', 189000, 'Outros'],
      ['spending', 160000, 'Outros'],
    ],
    'the nanny is a household service, not rent, condo, utility or repair, so Outros',
  ],
  [
    'Recebi o salário, 6.450. Já paguei o condomínio 780',
    [
      ['income', 645000, 'Salário'],
      ['spending', 78000, 'Moradia'],
    ],
  ],
  [
    'gasolina 250\nmercado 412,37\nifood 58,90',
    [
      ['spending', 25000, 'Transporte'],
      ['spending', 41237, 'Alimentação'],
      ['spending', 5890, 'Alimentação'],
    ],
  ],
  [
    'vet da Mel 280 + ração 189,90 🐶',
    [
      ['spending', 28000, 'Outros'],
      ['spending', 18990, 'Outros'],
    ],
  ],
  [
    'fds: sexta bar com o pessoal do trabalho 87, uber de volta pra Tijuca 34,50. sabado feira 63 e cinema com as crianças 96. domingo nada graças a deus',
    [
      ['spending', 8700, 'Alimentação'],
      ['spending', 3450, 'Transporte'],
      ['spending', 6300, 'Alimentação'],
      ['spending', 9600, 'Outros'],
    ],
  ],
  [
    'gastei vinte e dois e cinquenta no almoço e dez e quarenta de metrô',
    [
      ['spending', 2250, 'Alimentação'],
      ['spending', 1040, 'Transporte'],
    ],
  ],
  [
    'luz 187,44 agua 96,20 internet 119,90',
    [
      ['spending', 18744, 'Moradia'],
      ['spending', 9620, 'Moradia'],
      ['spending', 11990, 'Moradia'],
    ],
  ],
  [
    'freela do site caiu 2k 🎉 ja paguei a parcela do carro 1.340',
    [
      ['income', 200000, 'Salário'],
      ['spending', 134000, 'Transporte'],
    ],
  ],
  [
    'comprei o presente do dia das mães 300 e minha irmã me mandou pix de 150 da parte dela',
    [
      ['spending', 30000, 'Outros'],
      ['income', 15000, 'Salário'],
    ],
    'I paid the whole gift and my sister sent her half back: both movements happened, so both are recorded',
  ],
  [
    'uber ida 23,90 volta 19,70',
    [
      ['spending', 2390, 'Transporte'],
      ['spending', 1970, 'Transporte'],
    ],
  ],
  [
    'uai, hoje no centro:\n• pão de queijo 8\n• café 6,50\n• estacionamento 18',
    [
      ['spending', 800, 'Alimentação'],
      ['spending', 650, 'Alimentação'],
      ['spending', 1800, 'Transporte'],
    ],
  ],
  [
    'mercado 387 depois farmacia 62,40',
    [
      ['spending', 38700, 'Alimentação'],
      ['spending', 6240, 'Outros'],
    ],
  ],
  [
    'Recebi 1.200 do aluguel da sala comercial e paguei a 1ª parcela do IPTU, 312,15',
    [
      ['income', 120000, 'Salário'],
      ['spending', 31215, 'Moradia'],
    ],
  ],
  [
    'ifood ontem 72 e hoje mais 48,50 😅',
    [
      ['spending', 7200, 'Alimentação'],
      ['spending', 4850, 'Alimentação'],
    ],
  ],
  [
    'pedagio ida 12,60 + volta 12,60 + almoço na estrada 89',
    [
      ['spending', 1260, 'Transporte'],
      ['spending', 1260, 'Transporte'],
      ['spending', 8900, 'Alimentação'],
    ],
  ],
  [
    'vendi o carrinho de bebê na olx por 450 e comprei o berço novo do Gael, 1.100',
    [
      ['income', 45000, 'Salário'],
      ['spending', 110000, 'Moradia'],
    ],
    'the crib is read as furniture, so Moradia',
  ],
  [
    'Salário 7.850 caiu. Aluguel 2.900, condomínio 650',
    [
      ['income', 785000, 'Salário'],
      ['spending', 290000, 'Moradia'],
      ['spending', 65000, 'Moradia'],
    ],
  ],
  [
    'paguei cento e vinte de gás e oitenta e cinco de farmácia',
    [
      ['spending', 12000, 'Moradia'],
      ['spending', 8500, 'Outros'],
    ],
  ],
  [
    'conta do celular 69,99, recarga do bilhete único 50',
    [
      ['spending', 6999, 'Outros'],
      ['spending', 5000, 'Transporte'],
    ],
  ],
  [
    'padaria 11 açougue 84 hortifruti 36',
    [
      ['spending', 1100, 'Alimentação'],
      ['spending', 8400, 'Alimentação'],
      ['spending', 3600, 'Alimentação'],
    ],
  ],
  [
    '12.90 sorvete das crianças e 35 estacionamento do parque',
    [
      ['spending', 1290, 'Alimentação'],
      ['spending', 3500, 'Transporte'],
    ],
  ],
  [
    'hoje foi 95: 60 de gasolina e 35 de almoço',
    [
      ['spending', 6000, 'Transporte'],
      ['spending', 3500, 'Alimentação'],
    ],
    '95 is only the sum of two different kinds of spending, so two entries rather than one of 9500',
  ],
  [
    'gasolina 180, digo, 190. e troca de óleo 145',
    [
      ['spending', 19000, 'Transporte'],
      ['spending', 14500, 'Transporte'],
    ],
    'self-correction: 190 is the fuel amount',
  ],
  [
    'eletricista pra trocar o chuveiro 150 e comprei lâmpadas 38',
    [
      ['spending', 15000, 'Moradia'],
      ['spending', 3800, 'Moradia'],
    ],
  ],
  [
    'toquei num casamento sábado, 400 de cachê + 120 de gorjeta 🎸',
    [
      ['income', 40000, 'Salário'],
      ['income', 12000, 'Salário'],
    ],
  ],
  [
    'natação do Pedro 210, ballet da Sofia 180, material escolar 156,80',
    [
      ['spending', 21000, 'Outros'],
      ['spending', 18000, 'Outros'],
      ['spending', 15680, 'Outros'],
    ],
  ],
  [
    'compra do mês no atacadão 1.234,56 e gasolina 280',
    [
      ['spending', 123456, 'Alimentação'],
      ['spending', 28000, 'Transporte'],
    ],
  ],
  [
    'vinte reais de pão e leite e quinze de estacionamento',
    [
      ['spending', 2000, 'Alimentação'],
      ['spending', 1500, 'Transporte'],
    ],
    'bread and milk share one stated amount, so they are one entry',
  ],
  [
    'estorno da amazon 89,90 voltou + comprei outra capa de celular 49',
    [
      ['income', 8990, 'Salário'],
      ['spending', 4900, 'Outros'],
    ],
  ],
  [
    '📌 sábado\nfeira 58\npet shop banho e tosa 90\npizza 110',
    [
      ['spending', 5800, 'Alimentação'],
      ['spending', 9000, 'Outros'],
      ['spending', 11000, 'Alimentação'],
    ],
  ],
  [
    'pagamento do cliente 3.500 e do outro 1.800, finalmente',
    [
      ['income', 350000, 'Salário'],
      ['income', 180000, 'Salário'],
    ],
  ],
  [
    'Aluguel R$ 2.350,00; condomínio R$ 540,00; IPTU R$ 98,30',
    [
      ['spending', 235000, 'Moradia'],
      ['spending', 54000, 'Moradia'],
      ['spending', 9830, 'Moradia'],
    ],
  ],
  [
    'uber essa semana: 15, 16,50 e 22',
    [
      ['spending', 1500, 'Transporte'],
      ['spending', 1650, 'Transporte'],
      ['spending', 2200, 'Transporte'],
    ],
    'three separate rides listed, no total given',
  ],
  [
    'bah tchê, xis no trailer 38 e mais 10 pro flanelinha',
    [
      ['spending', 3800, 'Alimentação'],
      ['spending', 1000, 'Transporte'],
    ],
    'the flanelinha is paid for street parking, so Transporte',
  ],
  [
    'pix de 75 do João (ele me devia do churrasco) e paguei o cabeleireiro 60',
    [
      ['income', 7500, 'Salário'],
      ['spending', 6000, 'Outros'],
    ],
    'the old debt was paid now, so the 75 came in',
  ],
  [
    'revisão do carro 890, pneu 420 e alinhamento 80',
    [
      ['spending', 89000, 'Transporte'],
      ['spending', 42000, 'Transporte'],
      ['spending', 8000, 'Transporte'],
    ],
  ],
  [
    'vc acredita q gastei 43 num açaí? e mais 18 de estacionamento kkkk',
    [
      ['spending', 4300, 'Alimentação'],
      ['spending', 1800, 'Transporte'],
    ],
  ],
  [
    '13º caiu!! 4.100. já paguei o seguro do carro 2.200',
    [
      ['income', 410000, 'Salário'],
      ['spending', 220000, 'Transporte'],
    ],
  ],
  [
    'mais 35 de feira, mais 12 de pastel e mais 8 de caldo de cana',
    [
      ['spending', 3500, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'plano de saúde 1.480 e coparticipação 62',
    [
      ['spending', 148000, 'Outros'],
      ['spending', 6200, 'Outros'],
    ],
  ],
  [
    'recebi 250 de reembolso da empresa pelo km rodado, gastei 40 de estacionamento na visita',
    [
      ['income', 25000, 'Salário'],
      ['spending', 4000, 'Transporte'],
    ],
  ],
  [
    'Roupa pro Bento na Renner 189. Também tomei um café, 9,50',
    [
      ['spending', 18900, 'Outros'],
      ['spending', 950, 'Alimentação'],
    ],
  ],
  [
    'recebi mil e quinhentos do freela e paguei cento e dezenove e noventa de internet',
    [
      ['income', 150000, 'Salário'],
      ['spending', 11990, 'Moradia'],
    ],
  ],
  [
    'vendi 3 bolos de pote a 12 cada e gastei 26 de ingrediente',
    [
      ['income', 3600, 'Salário'],
      ['spending', 2600, 'Alimentação'],
    ],
    'sale is 3 × 12; ingredients are food, so Alimentação',
  ],
  [
    'condomínio 720 e taxa extra de 150 pra obra da fachada',
    [
      ['spending', 72000, 'Moradia'],
      ['spending', 15000, 'Moradia'],
    ],
  ],
  [
    'oxe, busão 4,30 + metrô 4,25 + cafezinho 5',
    [
      ['spending', 430, 'Transporte'],
      ['spending', 425, 'Transporte'],
      ['spending', 500, 'Alimentação'],
    ],
  ],
  [
    'happy hour 95, voltei de 99 32,80 e ainda pedi um lanche no rappi 41 quando cheguei 🤦‍♀️',
    [
      ['spending', 9500, 'Alimentação'],
      ['spending', 3280, 'Transporte'],
      ['spending', 4100, 'Alimentação'],
    ],
  ],
  [
    'caiu o VA 1.100 e já fiz um mercado de 340',
    [
      ['income', 110000, 'Salário'],
      ['spending', 34000, 'Alimentação'],
    ],
    'the meal-voucher credit is read as income from the job',
  ],
  [
    'escola 2.100\nuniforme 230\ncantina 15',
    [
      ['spending', 210000, 'Outros'],
      ['spending', 23000, 'Outros'],
      ['spending', 1500, 'Alimentação'],
    ],
  ],
  [
    'IPVA 1ª parcela 612,33 e licenciamento 160,22',
    [
      ['spending', 61233, 'Transporte'],
      ['spending', 16022, 'Transporte'],
    ],
  ],

  // ── Lists that are ONE entry (14) ──
  [
    'mercado: arroz, feijão, óleo, café e detergente. total 156,40',
    [['spending', 15640, 'Alimentação']],
    'one market receipt with a stated total; the detergent is part of the same purchase',
  ],
  ['3 cafés a 6,50 pra equipe', [['spending', 1950, 'Alimentação']]],
  ['jantar com os amigos, conta 480 dividida em 4, minha parte 120', [['spending', 12000, 'Alimentação']]],
  [
    'geladeira nova 4.800 em 12x 😬',
    [['spending', 40000, 'Moradia']],
    'one instalment of 400; an appliance for the home is read as furniture, Moradia',
  ],
  ['2 pizzas de 59,90 no ifood', [['spending', 11980, 'Alimentação']]],
  ['uber dividido com a Carla, deu 46 e eu paguei metade', [['spending', 2300, 'Transporte']]],
  ['Farmácia: dipirona, protetor solar e fralda — 142,30 tudo', [['spending', 14230, 'Outros']]],
  ['5 caixas de leite a 4,89', [['spending', 2445, 'Alimentação']]],
  ['tênis de corrida 600 em 3x no cartão', [['spending', 20000, 'Outros']]],
  ['feira de domingo: banana, tomate, alface, ovo... deu 47 conto', [['spending', 4700, 'Alimentação']]],
  [
    'churrasco na casa do Léo, carne cerveja carvão, rachamos em 5 e minha parte ficou 85',
    [['spending', 8500, 'Alimentação']],
    'my share of the split; charcoal goes with the barbecue food',
  ],
  ['387,50 de material escolar: cadernos, lápis de cor, mochila e estojo', [['spending', 38750, 'Outros']]],

  // ── Single entry (12) ──
  ['almocei 27 hj', [['spending', 2700, 'Alimentação']]],
  ['Passeador do Thor, 240 do mês', [['spending', 24000, 'Outros']]],
  ['uber 31,70', [['spending', 3170, 'Transporte']]],
  ['caiu o salário 🙌 5.732,18', [['income', 573218, 'Salário']]],
  ['gastei oitenta e nove e noventa numa camisa', [['spending', 8990, 'Outros']]],
  ['minha mãe me mandou um pix de 200 de presente', [['income', 20000, 'Salário']]],
  ['mensalidade da escolinha de futebol do Davi 150', [['spending', 15000, 'Outros']]],
  ['R$ 62 de gás', [['spending', 6200, 'Moradia']]],
  ['estacionamento no centro 28 reais, um absurdo', [['spending', 2800, 'Transporte']]],
  ['vacina da cachorra 120', [['spending', 12000, 'Outros']]],

  // ── Nothing to record (8) ──
  ['me lembra de pagar o IPVA dia 15', []],
  ['o Rafa me deve 60 do show', [], 'a debt owed to me; no money moved yet'],
  ['semana que vem vou ter que gastar uns 500 no conserto do carro', [], 'a plan, not a spending yet'],
  ['valeu, obrigada!', []],
  ['dá pra ver o que foi de mercado em novembro?', []],
];
