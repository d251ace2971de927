import type { NoteCase } from './types';

/**
 * The ninth blind dev set (issue 61): 80 notes written blind on 2 Dec 2026 by someone who read neither the rules nor the
 * corpora, every one listing several things, of money shared (roommates, couples, friends on a trip, a family's weekend),
 * with nothing but the entry type and the product's conventions. Three rows a few edits from sealed notes or notes of ours
 * are not here (dropped unread).
 */
export const blind9: NoteCase[] = [
  [
    'gastos de sábado:\n- uber ida 23,40\n- almoço no japa 67\n- cinema 32\n- uber volta 19,90',
    [
      ['spending', 2340, 'Transporte'],
      ['spending', 6700, 'Alimentação'],
      ['spending', 3200, 'Outros'],
      ['spending', 1990, 'Transporte'],
    ],
  ],
  [
    'eu e a Bia rachamos o mercado, deu 312,80 no total metade cada',
    [['spending', 15640, 'Alimentação']],
    'split in half: my share 156.40',
  ],
  [
    'contas do ap esse mes\naluguel 1.800 (minha parte 900)\nluz 214,60 dividido por 2\ninternet 99,90 paguei sozinho pq o Lucas ta sem grana',
    [
      ['spending', 90000, 'Moradia'],
      ['spending', 10730, 'Moradia'],
      ['spending', 9990, 'Moradia'],
    ],
    'rent: my part 900; light split by 2',
  ],
  [
    'Viagem Ubatuba 🏖️\n- gasolina 280 dividido por 4\n- 2 pedágios de 18,50 (paguei eu)\n- passeio de barco 90 por pessoa\n- açaí 22',
    [
      ['spending', 7000, 'Transporte'],
      ['spending', 3700, 'Transporte'],
      ['spending', 9000, 'Outros'],
      ['spending', 2200, 'Alimentação'],
    ],
    'fuel split in 4; two tolls 2x18.50; boat tour per person is my price',
  ],
  [
    'jantar de aniversario de namoro ❤️ eu paguei a janta 140 e ela pagou o vinho 90',
    [['spending', 14000, 'Alimentação']],
    'the wine was paid by her, not my entry',
  ],
  [
    'churrasco na casa do Tiago, cada um deu 60 pra carne e cerveja e eu ainda levei a sobremesa 35',
    [
      ['spending', 6000, 'Alimentação'],
      ['spending', 3500, 'Alimentação'],
    ],
  ],
  [
    'hj: padaria 14,50, farmacia 38,90 e estacionamento 12',
    [
      ['spending', 1450, 'Alimentação'],
      ['spending', 3890, 'Outros'],
      ['spending', 1200, 'Transporte'],
    ],
  ],
  [
    '🛒 mercado 245,30\n⛽ gasolina 150\n💊 remédio da mãe 62,40\n🐶 ração 89,90',
    [
      ['spending', 24530, 'Alimentação'],
      ['spending', 15000, 'Transporte'],
      ['spending', 6240, 'Outros'],
      ['spending', 8990, 'Outros'],
    ],
  ],
  [
    'vendemos o sofá velho por 400 no marketplace, metade é minha pq a gente comprou junto',
    [['income', 20000, 'Salário']],
    'shared sale: my half of 400',
  ],
  [
    'conta do bar deu 224 com os 10%, dividimos em 4. depois peguei um 99 pra casa 19,70',
    [
      ['spending', 5600, 'Alimentação'],
      ['spending', 1970, 'Transporte'],
    ],
    "bar bill split in 4; '99' is the ride app",
  ],
  [
    'Minha parte das contas de março:\nluz 87,35\nágua 42,10\ncondomínio 410\nnet 50',
    [
      ['spending', 8735, 'Moradia'],
      ['spending', 4210, 'Moradia'],
      ['spending', 41000, 'Moradia'],
      ['spending', 5000, 'Moradia'],
    ],
  ],
  ['paguei 3 cervejas de 12 e o Rafa pagou a porção de fritas', [['spending', 3600, 'Alimentação']], '3x12; the fries were paid by Rafa'],
  [
    'ifood c a galera 186 dividimos em 3\nuber pra casa 27,80 sozinha',
    [
      ['spending', 6200, 'Alimentação'],
      ['spending', 2780, 'Transporte'],
    ],
  ],
  ['comprei na shopee capinha, pelicula e carregador, tudo deu 79,90', [['spending', 7990, 'Outros']], 'one total for the list'],
  [
    'o Marcos me mandou pix de 150 do ingresso do show q eu tinha comprado pra ele. gastei 45 de estacionamento la',
    [
      ['income', 15000, 'Salário'],
      ['spending', 4500, 'Transporte'],
    ],
    'pix received counts as income',
  ],
  [
    'feira: 2kg de tomate, alface, 1 duzia de ovo, banana e mamão... deu 54 reais',
    [['spending', 5400, 'Alimentação']],
    'one total for the list',
  ],
  [
    'tenis 459,90 em 3x sem juros e uma camiseta 79 a vista',
    [
      ['spending', 15330, 'Outros'],
      ['spending', 7900, 'Outros'],
    ],
    'one instalment of 459.90/3',
  ],
  [
    'gasto do fds com a familia:\nsexta - pizza 96\nsabado - zoologico 4 ingressos de 35\nsabado - lanche no zoo 58,50\ndomingo - gasolina 200',
    [
      ['spending', 9600, 'Alimentação'],
      ['spending', 14000, 'Outros'],
      ['spending', 5850, 'Alimentação'],
      ['spending', 20000, 'Transporte'],
    ],
  ],
  ['dividi a faxineira com minha irmã, 180 a diária, metade cada', [['spending', 9000, 'Moradia']], 'my half of the cleaner'],
  [
    'aluguel 1450, condominio 520, iptu parcela 89,70\ntudo pago hj',
    [
      ['spending', 145000, 'Moradia'],
      ['spending', 52000, 'Moradia'],
      ['spending', 8970, 'Moradia'],
    ],
  ],
  ['amanha tenho q pagar o aluguel 1200 e a luz, me lembra?', [], 'reminder, nothing paid yet'],
  [
    'Rolê de ontem 🍻\nEntrada da festa 40\n4 long neck a 12\nUber 31 dividido com a Mari',
    [
      ['spending', 4000, 'Outros'],
      ['spending', 4800, 'Alimentação'],
      ['spending', 1550, 'Transporte'],
    ],
  ],
  [
    'o Pedro me devolveu 60 da gasolina da viagem e eu paguei 25 de lavagem do carro',
    [
      ['income', 6000, 'Salário'],
      ['spending', 2500, 'Transporte'],
    ],
  ],
  ['compras do mes no atacadão 687,40 no cartão em 2x', [['spending', 34370, 'Alimentação']], 'one instalment of 687.40/2'],
  ['presente da mãe: uma bolsa de 240, eu e meus 2 irmãos dividimos em 3', [['spending', 8000, 'Outros']], 'gift split in 3'],
  [
    'consulta dentista 250 + remedio 47,80 + uber ida e volta 36',
    [
      ['spending', 25000, 'Outros'],
      ['spending', 4780, 'Outros'],
      ['spending', 3600, 'Transporte'],
    ],
  ],
  [
    'Salário caiu 3.200 🙌\nJá mandei 800 pra minha mãe\npaguei a escola do Davi 650',
    [
      ['income', 320000, 'Salário'],
      ['spending', 80000, 'Outros'],
      ['spending', 65000, 'Outros'],
    ],
  ],
  [
    'cervejada na república, cada um contribuiu com 35 e eu ainda comprei o gelo 18',
    [
      ['spending', 3500, 'Alimentação'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  [
    'almoço de domingo na sogra, levei a sobremesa 45 e 2 refri de 7',
    [
      ['spending', 4500, 'Alimentação'],
      ['spending', 1400, 'Alimentação'],
    ],
  ],
  ['dividimos o airbnb em 5, ficou 284 pra cada', [['spending', 28400, 'Outros']], 'trip lodging is leisure, not home'],
  ['eu e o Gui fomos no mercado, deu 205, ele pagou 120 e eu o resto', [['spending', 8500, 'Alimentação']], 'my part is the rest: 205-120'],
  ['mecanico trocou pastilha de freio e o oleo, 380 tudo', [['spending', 38000, 'Transporte']], 'one total for the repair'],
  [
    'Uber 18.90\nUber 22.40\n99 15\nmetrô 5.30',
    [
      ['spending', 1890, 'Transporte'],
      ['spending', 2240, 'Transporte'],
      ['spending', 1500, 'Transporte'],
      ['spending', 530, 'Transporte'],
    ],
  ],
  [
    'venda de bolo de pote hj: 12 unidades a 8 reais 🎉\ngastei 35 de ingredientes',
    [
      ['income', 9600, 'Salário'],
      ['spending', 3500, 'Alimentação'],
    ],
  ],
  [
    'paguei a internet 119,90 e a Ana ja me passou 60 da metade dela',
    [
      ['spending', 11990, 'Moradia'],
      ['income', 6000, 'Salário'],
    ],
    "I paid the full bill; Ana's pix is income",
  ],
  [
    'netflix 44,90, spotify 21,90, academia 99',
    [
      ['spending', 4490, 'Outros'],
      ['spending', 2190, 'Outros'],
      ['spending', 9900, 'Outros'],
    ],
  ],
  [
    'pintor cobrou 600 pra pintar a sala, dividi com meu irmão. e o armario novo 890 em 10x',
    [
      ['spending', 30000, 'Moradia'],
      ['spending', 8900, 'Moradia'],
    ],
    'painter split in 2; one instalment of the wardrobe',
  ],
  ['comprei 2 pizzas de 45 pro pessoal e o Diego pagou o refri', [['spending', 9000, 'Alimentação']], 'the soda was paid by Diego'],
  ['almoço de família, paguei tudo: dei 400 e voltou 52 de troco', [['spending', 34800, 'Alimentação']], '400 minus 52 change'],
  [
    'pagamento da diarista 150 + produtos de limpeza 67,30',
    [
      ['spending', 15000, 'Moradia'],
      ['spending', 6730, 'Moradia'],
    ],
  ],
  [
    'Recebi mil e duzentos da venda da bike e gastei 60 num capacete novo pro meu filho kkk',
    [
      ['income', 120000, 'Salário'],
      ['spending', 6000, 'Outros'],
    ],
  ],
  [
    'cinema com as crianças: 3 ingressos de 28 e pipoca combo 62',
    [
      ['spending', 8400, 'Outros'],
      ['spending', 6200, 'Alimentação'],
    ],
  ],
  ['ração 180 dividida com minha vizinha, compramos o saco de 15kg', [['spending', 9000, 'Outros']], 'split in 2'],
  [
    'gasolina 100 ; estacionamento 15 ; lanche no posto 22,50',
    [
      ['spending', 10000, 'Transporte'],
      ['spending', 1500, 'Transporte'],
      ['spending', 2250, 'Alimentação'],
    ],
  ],
  [
    'ontem no happy hour o chefe pagou tudo, so paguei meu uber 24',
    [['spending', 2400, 'Transporte']],
    'the boss paid the bar, not my entry',
  ],
  ['Presente de casamento da Júlia, vaquinha de 8 amigos, total 960', [['spending', 12000, 'Outros']], '960 split among 8'],
  ['minha mãe pagou minha consulta de 300 e eu paguei os exames 180', [['spending', 18000, 'Outros']], 'the consultation was paid by mom'],
  [
    'passagem de onibus pra BH 189 a ida e 189 a volta',
    [
      ['spending', 18900, 'Transporte'],
      ['spending', 18900, 'Transporte'],
    ],
  ],
  [
    'IPVA em 3x de 412,33 e aquela multa de 130,16 😤',
    [
      ['spending', 41233, 'Transporte'],
      ['spending', 13016, 'Transporte'],
    ],
  ],
  [
    'almoço 32, café 6, lanche da tarde 14 - tudo hj no trampo',
    [
      ['spending', 3200, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
      ['spending', 1400, 'Alimentação'],
    ],
  ],
  [
    'gastos da viagem pra gramado (minha parte)\nhotel 1.150\njantar fondue 210\naluguel de carro 380\nchocolate 95',
    [
      ['spending', 115000, 'Outros'],
      ['spending', 21000, 'Alimentação'],
      ['spending', 38000, 'Transporte'],
      ['spending', 9500, 'Alimentação'],
    ],
    'hotel on a trip is leisure',
  ],
  ['vaquinha do churrasco: mandei 50 pro Léo e ele comprou tudo', [['spending', 5000, 'Alimentação']]],
  [
    'luz 260 e agua 88, divididas por 2 com o Vitor',
    [
      ['spending', 13000, 'Moradia'],
      ['spending', 4400, 'Moradia'],
    ],
  ],
  [
    'salão hj: corte 60, escova 45, unha 35 💅',
    [
      ['spending', 6000, 'Outros'],
      ['spending', 4500, 'Outros'],
      ['spending', 3500, 'Outros'],
    ],
  ],
  [
    'comprei um fone bluetooth 189 e uma capa de notebook 59 no mercado livre',
    [
      ['spending', 18900, 'Outros'],
      ['spending', 5900, 'Outros'],
    ],
  ],
  [
    'aniversário da Clara no bar, comanda individual 97,50 + presente dela 80',
    [
      ['spending', 9750, 'Alimentação'],
      ['spending', 8000, 'Outros'],
    ],
  ],
  ['pedi marmita pra semana toda, 5 marmitas a 22', [['spending', 11000, 'Alimentação']]],
  [
    'gorjeta q ganhei no fds 230\ngasolina pra rodar de app 180',
    [
      ['income', 23000, 'Salário'],
      ['spending', 18000, 'Transporte'],
    ],
  ],
  [
    'contas fixas pagas ✅\n• aluguel R$ 1.350,00\n• condomínio R$ 430,00\n• luz R$ 156,72\n• internet R$ 99,99\n• celular R$ 49,99',
    [
      ['spending', 135000, 'Moradia'],
      ['spending', 43000, 'Moradia'],
      ['spending', 15672, 'Moradia'],
      ['spending', 9999, 'Moradia'],
      ['spending', 4999, 'Outros'],
    ],
  ],
  ['eu e minha namorada fomos no show, 2 ingressos de 180 e eu paguei os dois', [['spending', 36000, 'Outros']]],
  [
    'boliche com o pessoal 160 dividido por 4, e cerveja cada um pagou a sua, a minha deu 28',
    [
      ['spending', 4000, 'Outros'],
      ['spending', 2800, 'Alimentação'],
    ],
  ],
  [
    'mesada da Laura 200, material escolar 143,60, uniforme 2 camisetas de 38',
    [
      ['spending', 20000, 'Outros'],
      ['spending', 14360, 'Outros'],
      ['spending', 7600, 'Outros'],
    ],
  ],
  ['rachei o uber com a Jessica, 42 pra duas', [['spending', 2100, 'Transporte']]],
  [
    'caiu o vale refeição 880 e ja gastei 42 no almoço',
    [
      ['income', 88000, 'Salário'],
      ['spending', 4200, 'Alimentação'],
    ],
  ],
  ['a Camila ainda me deve 75 da pizza de sábado 🙄', [], 'money owed to me'],
  ['açougue p/ churrasco: picanha, linguiça e frango = 286,40. Dividido em 4', [['spending', 7160, 'Alimentação']]],
  [
    'Feira da semana 63, padaria 21 e um sorvete pra mim de 12 que ninguém precisa saber 🤫',
    [
      ['spending', 6300, 'Alimentação'],
      ['spending', 2100, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
    ],
  ],
  [
    'troquei o pneu 420 e alinhamento 80, o meu pai pagou o balanceamento',
    [
      ['spending', 42000, 'Transporte'],
      ['spending', 8000, 'Transporte'],
    ],
    'balancing paid by dad',
  ],
  [
    'comprei passagem de avião pra mim e pro meu marido, 1.460 no total, em 4x',
    [['spending', 36500, 'Transporte']],
    'one instalment of 1460/4',
  ],
  [
    'academia 119, whey 189,90, creatina 95 — tudo no pix',
    [
      ['spending', 11900, 'Outros'],
      ['spending', 18990, 'Outros'],
      ['spending', 9500, 'Outros'],
    ],
  ],
  [
    'Reembolso da empresa caiu 312,50 (taxi da viagem) e paguei 89 no conserto da torneira',
    [
      ['income', 31250, 'Salário'],
      ['spending', 8900, 'Moradia'],
    ],
  ],
  [
    'lista do churras de hoje:\n- carne 180\n- gelo 20\n- cerveja 2 fardos de 42\n- pão de alho 25\ntudo eu que paguei, depois o pessoal acerta',
    [
      ['spending', 18000, 'Alimentação'],
      ['spending', 2000, 'Alimentação'],
      ['spending', 8400, 'Alimentação'],
      ['spending', 2500, 'Alimentação'],
    ],
    'I paid it all; later repayment is not an entry yet',
  ],
  [
    'pets: banho e tosa da Mel 85 e vacina 120',
    [
      ['spending', 8500, 'Outros'],
      ['spending', 12000, 'Outros'],
    ],
  ],
  ['cafe da manha na padoca c/ minha mae: 2 pão na chapa e 2 pingado, deu 38', [['spending', 3800, 'Alimentação']]],
];
