import type { NoteCase } from './types';

/**
 * blind23 — everyday chat notes for the finance assistant demo, written blind on 3 Dec 2026
 * (without seeing how the demo reads notes), from how people in Brazil actually write.
 * Leans towards people telling their day as a story in full sentences.
 *
 * 90 notes:
 * - 60 notes holding several entries (2 to 5 each);
 * - 16 lists that are ONE entry (stated total, quantity × unit price, bill split, instalment);
 * - 8 notes of one entry;
 * - 6 notes that record nothing (question, reminder, plan, greeting, small talk, someone paid for me).
 */
export const blind23: NoteCase[] = [
  // ── several entries ──────────────────────────────────────────────
  [
    'hoje fui no mercado e gastei 187,40, depois passei na farmácia e deixei mais 42,90 no remédio da minha mãe',
    [
      ['spending', 18740, 'Alimentação'],
      ['spending', 4290, 'Outros'],
    ],
  ],
  [
    'De manhã recebi 1.250 de um frete que fiz pro seu Antônio, à tarde paguei a conta de luz, 213,67.',
    [
      ['income', 125000, 'Salário'],
      ['spending', 21367, 'Moradia'],
    ],
  ],
  [
    'hj almocei no self service 32,50 e dps peguei um uber pra voltar pro escritorio 18,70',
    [
      ['spending', 3250, 'Alimentação'],
      ['spending', 1870, 'Transporte'],
    ],
  ],
  [
    'gastei vinte e dois e cinquenta na padaria e quinze reais de estacionamento',
    [
      ['spending', 2250, 'Alimentação'],
      ['spending', 1500, 'Transporte'],
    ],
  ],
  [
    'Salário caiu hoje, R$ 3.480,00. Já paguei o aluguel de 1.100 e o condomínio de 380.',
    [
      ['income', 348000, 'Salário'],
      ['spending', 110000, 'Moradia'],
      ['spending', 38000, 'Moradia'],
    ],
  ],
  [
    'gasolina 150\nmercado 98,30\nracao do dog 89,90',
    [
      ['spending', 15000, 'Transporte'],
      ['spending', 9830, 'Alimentação'],
      ['spending', 8990, 'Outros'],
    ],
  ],
  [
    'vendi 3 bolos de pote no trabalho, deu 45 reais, e comprei um cafe de 6',
    [
      ['income', 4500, 'Salário'],
      ['spending', 600, 'Alimentação'],
    ],
    'the three cakes sold are one income with the stated total 45',
  ],
  [
    'Hoje o dia foi corrido: levei as crianças na escola, abasteci o carro com 200 reais, depois fui no açougue e gastei 76,80. De tarde comprei o uniforme novo do Pedro, 119,90.',
    [
      ['spending', 20000, 'Transporte'],
      ['spending', 7680, 'Alimentação'],
      ['spending', 11990, 'Outros'],
    ],
  ],
  [
    'internet 99,90 + agua 67,34 + gas 125',
    [
      ['spending', 9990, 'Moradia'],
      ['spending', 6734, 'Moradia'],
      ['spending', 12500, 'Moradia'],
    ],
  ],
  [
    'recebi 2k do freela do site e paguei 60 conto na pizza pra comemorar kkk',
    [
      ['income', 200000, 'Salário'],
      ['spending', 6000, 'Alimentação'],
    ],
  ],
  [
    '- academia 89,90\n- netflix 39,90\n- plano do celular 54,99',
    [
      ['spending', 8990, 'Outros'],
      ['spending', 3990, 'Outros'],
      ['spending', 5499, 'Outros'],
    ],
  ],
  [
    'Fui na feira hoje cedinho, gastei 38 reais em verdura e fruta, depois tomei um caldo de cana de 8.',
    [
      ['spending', 3800, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'aposentadoria entrou 1.412 hj. paguei a farmacia 63,20 e o mototaxi 10',
    [
      ['income', 141200, 'Salário'],
      ['spending', 6320, 'Outros'],
      ['spending', 1000, 'Transporte'],
    ],
  ],
  [
    'Minha filha me mandou um pix de 300 pra ajudar esse mês, e eu usei 180 pra pagar a água e a luz.',
    [
      ['income', 30000, 'Salário'],
      ['spending', 18000, 'Moradia'],
    ],
    'water and power paid together with one stated amount, 180: one entry',
  ],
  [
    'uber 23,40 uber 19,80',
    [
      ['spending', 2340, 'Transporte'],
      ['spending', 1980, 'Transporte'],
    ],
  ],
  [
    'pedágio 12,90 na ida e 12,90 na volta, almoço na estrada 54',
    [
      ['spending', 1290, 'Transporte'],
      ['spending', 1290, 'Transporte'],
      ['spending', 5400, 'Alimentação'],
    ],
    'two separate toll payments, each stated on its own',
  ],
  [
    'Hoje na loja vendi 640 no dinheiro e 1.120 no pix. Fechei cedo e gastei 35 no almoço.',
    [
      ['income', 64000, 'Salário'],
      ['income', 112000, 'Salário'],
      ['spending', 3500, 'Alimentação'],
    ],
  ],
  [
    'comprei pão 9,50 leite 6,90 e o botijão de gás 120',
    [
      ['spending', 950, 'Alimentação'],
      ['spending', 690, 'Alimentação'],
      ['spending', 12000, 'Moradia'],
    ],
    'each item has its own price and no total is given, so three entries',
  ],
  [
    'Paguei 250 na consulta do dentista e 48 no remédio que ele passou',
    [
      ['spending', 25000, 'Outros'],
      ['spending', 4800, 'Outros'],
    ],
  ],
  [
    'recebi o reembolso da passagem 187,00 e o cashback do cartão 23,45',
    [
      ['income', 18700, 'Salário'],
      ['income', 2345, 'Salário'],
    ],
  ],
  [
    'hoje eu gastei trinta e cinco reais no almoço e depois mais doze no sorvete das meninas',
    [
      ['spending', 3500, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
    ],
  ],
  [
    'aluguel 950 pago, condominio 210 pago, iptu parcela 89,30',
    [
      ['spending', 95000, 'Moradia'],
      ['spending', 21000, 'Moradia'],
      ['spending', 8930, 'Moradia'],
    ],
  ],
  [
    'Bom dia! Ontem fui ao shopping com meu marido, comprei uma blusa de 79,90 e um tênis de 249,00, e almoçamos no Madero, deu 168.',
    [
      ['spending', 7990, 'Outros'],
      ['spending', 24900, 'Outros'],
      ['spending', 16800, 'Alimentação'],
    ],
    'lunch bill read as paid by the writer in full (nothing says it was split)',
  ],
  [
    '99 pro trabalho 14,50 e mais 16,20 na volta',
    [
      ['spending', 1450, 'Transporte'],
      ['spending', 1620, 'Transporte'],
    ],
    '"99" is the ride app, not an amount',
  ],
  [
    'troquei o oleo da moto 45 e calibrei os pneu 2 reais',
    [
      ['spending', 4500, 'Transporte'],
      ['spending', 200, 'Transporte'],
    ],
  ],
  [
    'fiz uma faxina hj recebi 180 e gastei 9 de onibus ida e volta',
    [
      ['income', 18000, 'Salário'],
      ['spending', 900, 'Transporte'],
    ],
    'bus there and back is one stated amount, 9',
  ],
  [
    'Vendi a bicicleta velha por 400 reais no marketplace e já comprei o presente de aniversário da minha sogra, 189.',
    [
      ['income', 40000, 'Salário'],
      ['spending', 18900, 'Outros'],
    ],
  ],
  [
    'de manha paguei o boleto da internet 119,90 e a tarde caiu meu vale 1.200',
    [
      ['spending', 11990, 'Moradia'],
      ['income', 120000, 'Salário'],
    ],
  ],
  [
    'uai, hoje gastei 27 no pão de queijo com café lá no centro e mais 60 de gasolina na biz',
    [
      ['spending', 2700, 'Alimentação'],
      ['spending', 6000, 'Transporte'],
    ],
  ],
  [
    'Paguei 15 no acarajé de Dinha e 4,40 no busu',
    [
      ['spending', 1500, 'Alimentação'],
      ['spending', 440, 'Transporte'],
    ],
  ],
  [
    'mensalidade da escola do joão 890 e o material 230',
    [
      ['spending', 89000, 'Outros'],
      ['spending', 23000, 'Outros'],
    ],
  ],
  [
    'recebi 150 de gorjeta essa semana e 80 de hora extra',
    [
      ['income', 15000, 'Salário'],
      ['income', 8000, 'Salário'],
    ],
  ],
  [
    'a conta do bar deu 240, dividimos em 4. ai peguei um uber de 21 pra casa',
    [
      ['spending', 6000, 'Alimentação'],
      ['spending', 2100, 'Transporte'],
    ],
    'bar bill split four ways: my share is 60',
  ],
  [
    'mercado 312,45\nfarmacia 27,80\npadaria 18',
    [
      ['spending', 31245, 'Alimentação'],
      ['spending', 2780, 'Outros'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  [
    'Paguei o pedreiro, 600, pelo conserto do telhado, e mais 135 de material de construção.',
    [
      ['spending', 60000, 'Moradia'],
      ['spending', 13500, 'Moradia'],
    ],
  ],
  [
    'cinema 2 ingressos 32 cada, pipoca 38',
    [
      ['spending', 6400, 'Outros'],
      ['spending', 3800, 'Alimentação'],
    ],
    'two tickets at 32 each are one entry of 64',
  ],
  [
    'gastei 50 conto de gasolina e 30 de lanche no posto',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 3000, 'Alimentação'],
    ],
  ],
  [
    'levei o gato pra vacinar, 120, e também dei banho e tosa nele, 70',
    [
      ['spending', 12000, 'Outros'],
      ['spending', 7000, 'Outros'],
    ],
  ],
  [
    'Hoje de manhã recebi o pagamento da costura, 280 reais. Passei no sacolão e gastei 43,60, e no caminho comprei meu remédio de pressão, 22,90.',
    [
      ['income', 28000, 'Salário'],
      ['spending', 4360, 'Alimentação'],
      ['spending', 2290, 'Outros'],
    ],
  ],
  [
    'estacionamento 25 + almoço 62 + café 8,50',
    [
      ['spending', 2500, 'Transporte'],
      ['spending', 6200, 'Alimentação'],
      ['spending', 850, 'Alimentação'],
    ],
  ],
  [
    'paguei o IPVA, primeira parcela 412,30, e o licenciamento 160,22',
    [
      ['spending', 41230, 'Transporte'],
      ['spending', 16022, 'Transporte'],
    ],
  ],
  [
    'comprei um sofa em 12x de 150 e uma cortina de 89 pra sala',
    [
      ['spending', 15000, 'Moradia'],
      ['spending', 8900, 'Moradia'],
    ],
    'sofa in 12 instalments of 150: one instalment, 150',
  ],
  [
    'recebi 8.000 da rescisão e ja paguei os 2 alugueis atrasados, 1.800',
    [
      ['income', 800000, 'Salário'],
      ['spending', 180000, 'Moradia'],
    ],
    'the two late rents come with one stated total, 1.800',
  ],
  [
    'Ontem à noite pedi uma pizza de 72 reais, hoje de manhã paguei a mensalidade da academia, 110, e à tarde botei 100 reais de álcool no carro.',
    [
      ['spending', 7200, 'Alimentação'],
      ['spending', 11000, 'Outros'],
      ['spending', 10000, 'Transporte'],
    ],
  ],
  [
    'passagem de onibus pra visitar minha mae em feira de santana 68, e levei uma lembrancinha pra ela de 35',
    [
      ['spending', 6800, 'Transporte'],
      ['spending', 3500, 'Outros'],
    ],
  ],
  [
    'recebi meu salario 2.650 e a comissao de 418,75',
    [
      ['income', 265000, 'Salário'],
      ['income', 41875, 'Salário'],
    ],
  ],
  [
    'gas 115 luz 187,22 agua 54',
    [
      ['spending', 11500, 'Moradia'],
      ['spending', 18722, 'Moradia'],
      ['spending', 5400, 'Moradia'],
    ],
  ],
  [
    'Gastei 18 no metrô hoje (ida e volta) e 29,90 no almoço',
    [
      ['spending', 1800, 'Transporte'],
      ['spending', 2990, 'Alimentação'],
    ],
  ],
  [
    'vendi 12 trufas a 4 reais e 2 bolos a 35',
    [
      ['income', 4800, 'Salário'],
      ['income', 7000, 'Salário'],
    ],
    'two sales: 12 × 4 = 48 and 2 × 35 = 70',
  ],
  [
    'recebi mil e quinhentos do aluguel da casinha dos fundos e paguei cento e vinte de água',
    [
      ['income', 150000, 'Salário'],
      ['spending', 12000, 'Moradia'],
    ],
    'rent received from a tenant is income, filed under Salário',
  ],
  [
    'dentista 180 / remedio 36,50 / uber 15',
    [
      ['spending', 18000, 'Outros'],
      ['spending', 3650, 'Outros'],
      ['spending', 1500, 'Transporte'],
    ],
  ],
  [
    'Fui no Atacadão fazer a compra do mês e gastei R$ 1.234,56. Na volta parei pra abastecer, mais 180.',
    [
      ['spending', 123456, 'Alimentação'],
      ['spending', 18000, 'Transporte'],
    ],
  ],
  [
    'hj tive q chamar o encanador pq o cano da pia estourou, 150, e ainda pedi um lanche de 34 pq nem deu tempo de cozinhar',
    [
      ['spending', 15000, 'Moradia'],
      ['spending', 3400, 'Alimentação'],
    ],
  ],
  [
    'Pix recebido 320 (aula particular de matemática) e pix enviado 110 pro moço do gás',
    [
      ['income', 32000, 'Salário'],
      ['spending', 11000, 'Moradia'],
    ],
  ],
  [
    'padaria 12.90 acougue 58.40 hortifruti 31',
    [
      ['spending', 1290, 'Alimentação'],
      ['spending', 5840, 'Alimentação'],
      ['spending', 3100, 'Alimentação'],
    ],
  ],
  [
    'Hoje foi dia de resolver coisa: paguei o conserto da geladeira, 220, a mensalidade do inglês da Ana, 310, e ainda abasteci, 120 reais.',
    [
      ['spending', 22000, 'Moradia'],
      ['spending', 31000, 'Outros'],
      ['spending', 12000, 'Transporte'],
    ],
    'fridge repair read as a home repair: Moradia',
  ],
  [
    'resumo do dia:\n• café da manhã 14\n• uber 22,30\n• almoço 38\n• farmácia 19,99\n• recebi 200 do freela',
    [
      ['spending', 1400, 'Alimentação'],
      ['spending', 2230, 'Transporte'],
      ['spending', 3800, 'Alimentação'],
      ['spending', 1999, 'Outros'],
      ['income', 20000, 'Salário'],
    ],
  ],
  [
    'essa semana: mercado 230, mercado de novo 87,50, gasolina 200 e recebi 600 das diarias',
    [
      ['spending', 23000, 'Alimentação'],
      ['spending', 8750, 'Alimentação'],
      ['spending', 20000, 'Transporte'],
      ['income', 60000, 'Salário'],
    ],
  ],

  // ── lists that are ONE entry ─────────────────────────────────────
  ['comprei arroz, feijão, óleo e café, tudo deu 86,40', [['spending', 8640, 'Alimentação']]],
  ['o jantar com a turma da faculdade deu 320, dividido por 5', [['spending', 6400, 'Alimentação']], 'split five ways: my share is 64'],
  ['comprei um guarda-roupa de 1.800 em 6x', [['spending', 30000, 'Moradia']], 'one instalment: 1.800 / 6 = 300'],
  ['Hoje fui na farmácia e peguei dipirona, vitamina C e um protetor solar, paguei 97 no total.', [['spending', 9700, 'Outros']]],
  ['4 cerveja de 9 no bar do ze', [['spending', 3600, 'Alimentação']]],
  ['a conta do rodízio foi 280, rachei com meu irmão', [['spending', 14000, 'Alimentação']], 'split with my brother: my half is 140'],
  ['Fui no sacolão: tomate, cebola, batata, alface e banana. Deu vinte e oito e setenta.', [['spending', 2870, 'Alimentação']]],
  ['comprei 2 passagens de onibus pra BH a 95 cada', [['spending', 19000, 'Transporte']]],
  ['material escolar das duas crianças: cadernos, lápis, mochila, estojo... saiu 412,35 tudo', [['spending', 41235, 'Outros']]],
  ['a gasolina da carona deu 180, dividimos em 3 e minha parte ficou 60', [['spending', 6000, 'Transporte']]],
  ['10 kg de ração a 8,50 o quilo', [['spending', 8500, 'Outros']]],
  ['parcela 3 de 10 do notebook, 287,90', [['spending', 28790, 'Outros']]],
  ['Vendi 20 marmitas hoje a 18 reais cada', [['income', 36000, 'Salário']]],
  ['troquei pneu, óleo e filtro da moto, ficou 390 com a mão de obra', [['spending', 39000, 'Transporte']]],

  // ── one entry ────────────────────────────────────────────────────
  ['paguei 12 no pastel da feira', [['spending', 1200, 'Alimentação']]],
  ['caiu o 13º hj 1.890,40', [['income', 189040, 'Salário']]],
  ['Hoje paguei o aluguel, mil e duzentos reais.', [['spending', 120000, 'Moradia']]],
  [
    'comprei um vestido pra festa de 15 anos da minha sobrinha',
    [['spending', null, 'Outros']],
    'no amount given; "15 anos" is the party, not a price',
  ],
  ['tomei um cafezinho na rodoviaria 2 reais', [['spending', 200, 'Alimentação']]],
  ['a loja de roupa finalmente me devolveu os 129,90 do estorno', [['income', 12990, 'Salário']]],
  ['Paguei a mensalidade do plano de saúde, R$ 780,00', [['spending', 78000, 'Outros']]],

  // ── records nothing ──────────────────────────────────────────────
  ['boa noite! tudo bem com vc?', []],
  ['me lembra de pagar o IPTU dia 10, é 340', [], 'a reminder of a future payment'],
  ['semana q vem vou ter q comprar o presente do dia dos pais, uns 150 mais ou menos', [], 'a plan, nothing spent yet'],
  ['meu cunhado pagou o almoço hoje, 90 reais, fiquei devendo pra ele', [], 'someone else paid for me; what I owe is a debt, not an entry'],
  ['como faço pra apagar o ultimo lançamento?', []],
];
