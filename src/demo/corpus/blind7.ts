import type { NoteCase } from './types';

/**
 * The seventh blind dev set (issue 61): 80 notes written blind on 2 Dec 2026 by someone who read neither the rules nor the
 * corpora, every one a day, a weekend or a shop's summary listing several things, with nothing but the entry type and the
 * product's conventions. One row a few edits from a sealed note is not here (dropped unread).
 */
export const blind7: NoteCase[] = [
  [
    'gasolina 150, lavagem 40 e um açaí de 18',
    [
      ['spending', 15000, 'Transporte'],
      ['spending', 4000, 'Transporte'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  [
    'hj: uber 23,50 pro trabalho, almoço 32, metrô na volta 5,20',
    [
      ['spending', 2350, 'Transporte'],
      ['spending', 3200, 'Alimentação'],
      ['spending', 520, 'Transporte'],
    ],
  ],
  [
    'Recebi 800 do freela e paguei 120 de internet',
    [
      ['income', 80000, 'Salário'],
      ['spending', 12000, 'Moradia'],
    ],
  ],
  [
    'vendi 35 cocos a 8 cada hoje na praia, paguei 20 de estacionamento e 15 do meu almoço',
    [
      ['income', 28000, 'Salário'],
      ['spending', 2000, 'Transporte'],
      ['spending', 1500, 'Alimentação'],
    ],
    'sale of 35 coconuts at 8 each = 280',
  ],
  [
    'mercado 312,78, açougue 96,50, hortifruti 41,20 e passei na farmácia 38,90',
    [
      ['spending', 31278, 'Alimentação'],
      ['spending', 9650, 'Alimentação'],
      ['spending', 4120, 'Alimentação'],
      ['spending', 3890, 'Outros'],
    ],
  ],
  [
    'paguei o aluguel 1500 e o iptu 89 e o gas 120',
    [
      ['spending', 150000, 'Moradia'],
      ['spending', 8900, 'Moradia'],
      ['spending', 12000, 'Moradia'],
    ],
  ],
  [
    'gastei cinquenta conto no bar e vinte de uber pra voltar',
    [
      ['spending', 5000, 'Alimentação'],
      ['spending', 2000, 'Transporte'],
    ],
  ],
  [
    '☕ 6,50 🥐 9 🚌 4,40',
    [
      ['spending', 650, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
      ['spending', 440, 'Transporte'],
    ],
    'emoji stand for coffee, croissant, bus',
  ],
  [
    'Segunda\n- padaria 14\n- ônibus 4,40\n- farmácia 27,80',
    [
      ['spending', 1400, 'Alimentação'],
      ['spending', 440, 'Transporte'],
      ['spending', 2780, 'Outros'],
    ],
  ],
  [
    'R$ 45 de ração pro Thor e R$ 80 no banho e tosa',
    [
      ['spending', 4500, 'Outros'],
      ['spending', 8000, 'Outros'],
    ],
    'pet costs',
  ],
  [
    'caiu o salário 3.450, já paguei 900 de aluguel e 130 da net',
    [
      ['income', 345000, 'Salário'],
      ['spending', 90000, 'Moradia'],
      ['spending', 13000, 'Moradia'],
    ],
    '"net" is the internet provider',
  ],
  [
    'peguei o 175 e paguei 4,80, depois almocei no self service 28,40',
    [
      ['spending', 480, 'Transporte'],
      ['spending', 2840, 'Alimentação'],
    ],
    '175 is the bus line',
  ],
  [
    'comprei um sofá em 10x de 329 e uma cortina à vista por 150',
    [
      ['spending', 32900, 'Moradia'],
      ['spending', 15000, 'Moradia'],
    ],
    'instalment: one instalment of 329',
  ],
  [
    'a loja me devolveu 79,90 da blusa e aproveitei e comprei um tênis de 249',
    [
      ['income', 7990, 'Salário'],
      ['spending', 24900, 'Outros'],
    ],
    'refund is income',
  ],
  [
    'ganhei 12,30 de cashback no app e gastei 67 no ifood',
    [
      ['income', 1230, 'Salário'],
      ['spending', 6700, 'Alimentação'],
    ],
  ],
  [
    'rendeu 23,15 na caixinha do nubank esse mês e a academia debitou 99,90',
    [
      ['income', 2315, 'Salário'],
      ['spending', 9990, 'Outros'],
    ],
  ],
  [
    'pix da minha mãe 200, usei 150 pra pagar a luz',
    [
      ['income', 20000, 'Salário'],
      ['spending', 15000, 'Moradia'],
    ],
  ],
  [
    'pizza com a galera deu 180 dividido por 4, e o uber de volta 32 dividi com a Bia',
    [
      ['spending', 4500, 'Alimentação'],
      ['spending', 1600, 'Transporte'],
    ],
    'split bills: my share 180/4 and 32/2',
  ],
  [
    'paguei 60 de entrada na balada, 140 em bebida e 45 de 99 pra casa',
    [
      ['spending', 6000, 'Outros'],
      ['spending', 14000, 'Alimentação'],
      ['spending', 4500, 'Transporte'],
    ],
    '"99" is the ride app; 45 is the amount',
  ],
  [
    'às 7h tomei café 8,50, estacionei no portão 3 por 25 e almocei 42',
    [
      ['spending', 850, 'Alimentação'],
      ['spending', 2500, 'Transporte'],
      ['spending', 4200, 'Alimentação'],
    ],
    '7h is an hour, portão 3 is a gate',
  ],
  [
    'dia 15 paguei 230 de condomínio e 75 da água',
    [
      ['spending', 23000, 'Moradia'],
      ['spending', 7500, 'Moradia'],
    ],
    'dia 15 is a date',
  ],
  [
    'paguei 60 da manicure e fiquei devendo 40 pra ela, comprei também um esmalte 12',
    [
      ['spending', 6000, 'Outros'],
      ['spending', 1200, 'Outros'],
    ],
    'the 40 still owed is not recorded',
  ],
  [
    'hoje vendi 12 brigadeiros a 3 reais e 2 bolos de pote a 12, gastei 40 de leite condensado',
    [
      ['income', 3600, 'Salário'],
      ['income', 2400, 'Salário'],
      ['spending', 4000, 'Alimentação'],
    ],
    'quantity x unit price',
  ],
  [
    'trem 5 na ida, 5 na volta e marmita 22',
    [
      ['spending', 500, 'Transporte'],
      ['spending', 500, 'Transporte'],
      ['spending', 2200, 'Alimentação'],
    ],
  ],
  [
    'gastei doze e cinquenta na padaria e trinta e dois no posto',
    [
      ['spending', 1250, 'Alimentação'],
      ['spending', 3200, 'Transporte'],
    ],
    'dictated numbers; posto = fuel',
  ],
  [
    'mil e duzentos de aluguel e cento e oitenta de luz',
    [
      ['spending', 120000, 'Moradia'],
      ['spending', 18000, 'Moradia'],
    ],
  ],
  [
    'viagem pra BH: passagem de ônibus 180, hotel 2 diárias de 150, pão de queijo 15',
    [
      ['spending', 18000, 'Transporte'],
      ['spending', 30000, 'Outros'],
      ['spending', 1500, 'Alimentação'],
    ],
    '2 nights x 150',
  ],
  [
    'recarga 30 na claro e paguei 119 da vivo fibra',
    [
      ['spending', 3000, 'Outros'],
      ['spending', 11900, 'Moradia'],
    ],
    'phone top-up is Outros, home fibre internet is Moradia',
  ],
  [
    'smartfit 119,90 e dipirona 8,49',
    [
      ['spending', 11990, 'Outros'],
      ['spending', 849, 'Outros'],
    ],
  ],
  [
    'mecânico cobrou 450, troca de óleo 180 e ainda a 1ª parcela do IPVA 312,50',
    [
      ['spending', 45000, 'Transporte'],
      ['spending', 18000, 'Transporte'],
      ['spending', 31250, 'Transporte'],
    ],
  ],
  [
    'feira: 3kg de tomate a 6 o kg, alface 3, banana 8',
    [
      ['spending', 1800, 'Alimentação'],
      ['spending', 300, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
    '3 kg x 6',
  ],
  [
    'no mercado peguei arroz, feijão e óleo, deu 54, e depois paguei 20 de estacionamento',
    [
      ['spending', 5400, 'Alimentação'],
      ['spending', 2000, 'Transporte'],
    ],
    'stated market total is one entry',
  ],
  [
    'encanador cobrou 150 e gastei 46,30 em produto de limpeza',
    [
      ['spending', 15000, 'Moradia'],
      ['spending', 4630, 'Moradia'],
    ],
  ],
  [
    'presente do amigo secreto 50, e no churrasco da firma dei 30 pra carne',
    [
      ['spending', 5000, 'Outros'],
      ['spending', 3000, 'Alimentação'],
    ],
  ],
  [
    'fds: sexta bar 87, sábado cinema 2 ingressos de 32 + pipoca 38, domingo levei sobremesa 25 pro almoço na sogra',
    [
      ['spending', 8700, 'Alimentação'],
      ['spending', 6400, 'Outros'],
      ['spending', 3800, 'Alimentação'],
      ['spending', 2500, 'Alimentação'],
    ],
    '2 tickets x 32',
  ],
  [
    'pg 89,90 tim, 45 ifood, 12 estac',
    [
      ['spending', 8990, 'Outros'],
      ['spending', 4500, 'Alimentação'],
      ['spending', 1200, 'Transporte'],
    ],
    'abbreviations: pg = paguei, tim = phone plan, estac = parking',
  ],
  [
    'almoço 25 cafe 7 uber 18 janta 40',
    [
      ['spending', 2500, 'Alimentação'],
      ['spending', 700, 'Alimentação'],
      ['spending', 1800, 'Transporte'],
      ['spending', 4000, 'Alimentação'],
    ],
  ],
  [
    'Gastei 15 reais de pastel e 8 reais de caldo de cana na feira de domingo',
    [
      ['spending', 1500, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'caiu o salário 2.870,55 e o vale alimentação 600',
    [
      ['income', 287055, 'Salário'],
      ['income', 60000, 'Salário'],
    ],
    'meal voucher credit is income',
  ],
  [
    'vendi a bike na OLX por 700 e o capacete por 80, paguei 25 de uber pra levar até o comprador',
    [
      ['income', 70000, 'Salário'],
      ['income', 8000, 'Salário'],
      ['spending', 2500, 'Transporte'],
    ],
  ],
  [
    'fiz uma fezinha de 5 na mega e ganhei 40 na raspadinha',
    [
      ['spending', 500, 'Outros'],
      ['income', 4000, 'Salário'],
    ],
  ],
  [
    'dízimo 150 e ajudei na vaquinha do Pedro com 50',
    [
      ['spending', 15000, 'Outros'],
      ['spending', 5000, 'Outros'],
    ],
  ],
  [
    'veterinário 220, vacina v10 95, antipulga 68',
    [
      ['spending', 22000, 'Outros'],
      ['spending', 9500, 'Outros'],
      ['spending', 6800, 'Outros'],
    ],
    'v10 is the vaccine name',
  ],
  [
    'abasteci 200 na ida e 180 na volta, 3 pedágios de 9,80',
    [
      ['spending', 20000, 'Transporte'],
      ['spending', 18000, 'Transporte'],
      ['spending', 2940, 'Transporte'],
    ],
    '3 tolls x 9,80',
  ],
  [
    'minha vó me deu 100 de aniversário e eu torrei 60 num rodízio',
    [
      ['income', 10000, 'Salário'],
      ['spending', 6000, 'Alimentação'],
    ],
  ],
  [
    'paguei 80 do gás e 35 da água mineral, quanto eu já gastei esse mês?',
    [
      ['spending', 8000, 'Moradia'],
      ['spending', 3500, 'Alimentação'],
    ],
    'trailing question records nothing; mineral water is drink',
  ],
  [
    'recebi 3.000 do projeto, paguei 76,60 do DAS do MEI e 60 do contador',
    [
      ['income', 300000, 'Salário'],
      ['spending', 7660, 'Outros'],
      ['spending', 6000, 'Outros'],
    ],
  ],
  [
    'comprei uma lâmpada 18, fita veda rosca 7 e paguei o chaveiro 60',
    [
      ['spending', 1800, 'Moradia'],
      ['spending', 700, 'Moradia'],
      ['spending', 6000, 'Moradia'],
    ],
  ],
  [
    'na 25 de março: 3 camisetas por 50 e uma bolsa 70',
    [
      ['spending', 5000, 'Outros'],
      ['spending', 7000, 'Outros'],
    ],
    '25 de Março is a street; 3 shirts for 50 in total',
  ],
  [
    '2 coxinhas a 7 e um suco de 9, e o mototáxi 10',
    [
      ['spending', 1400, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
      ['spending', 1000, 'Transporte'],
    ],
  ],
  [
    'assinei o disney+ 43,90 e cancelei o max mas ainda cobrou 34,90',
    [
      ['spending', 4390, 'Outros'],
      ['spending', 3490, 'Outros'],
    ],
  ],
  [
    'shopee 2 capinhas de 15 cada, mercado livre um carregador 59',
    [
      ['spending', 3000, 'Outros'],
      ['spending', 5900, 'Outros'],
    ],
    '"mercado livre" is an online store, not a market',
  ],
  [
    'eletricista 250 mais 85 de fio e tomada',
    [
      ['spending', 25000, 'Moradia'],
      ['spending', 8500, 'Moradia'],
    ],
  ],
  [
    'consulta 300, exame de sangue 120 e o remédio 64,35. o plano reembolsou 210 da consulta',
    [
      ['spending', 30000, 'Outros'],
      ['spending', 12000, 'Outros'],
      ['spending', 6435, 'Outros'],
      ['income', 21000, 'Salário'],
    ],
  ],
  [
    'dinheiro que entrou hj: 50 do Zé que me devia e 120 da venda do bolo',
    [
      ['income', 5000, 'Salário'],
      ['income', 12000, 'Salário'],
    ],
  ],
  [
    'estacionei o carro na estação por 18 e peguei metrô ida e volta 10,40',
    [
      ['spending', 1800, 'Transporte'],
      ['spending', 1040, 'Transporte'],
    ],
  ],
  [
    'Ganhei 350 de gorjeta essa semana no restaurante e paguei 70 do celular',
    [
      ['income', 35000, 'Salário'],
      ['spending', 7000, 'Outros'],
    ],
    'tips earned as a waiter are income',
  ],
  [
    'o inquilino pagou 1.100 do aluguel e eu paguei 95 de taxa da imobiliária',
    [
      ['income', 110000, 'Salário'],
      ['spending', 9500, 'Moradia'],
    ],
    'rent received is income; letting fee is housing',
  ],
  [
    'comprei 2 kg de picanha por 139,80 e 60 de cerveja pro churras, a galera me mandou pix de 150',
    [
      ['spending', 13980, 'Alimentação'],
      ['spending', 6000, 'Alimentação'],
      ['income', 15000, 'Salário'],
    ],
    '139,80 is the total for 2 kg',
  ],
  [
    'gastei 30 d gasolia e 15 no mcdonals',
    [
      ['spending', 3000, 'Transporte'],
      ['spending', 1500, 'Alimentação'],
    ],
    'typos',
  ],
  [
    'tarifa do banco 32,90 e juros do cheque especial 18,44 😡',
    [
      ['spending', 3290, 'Outros'],
      ['spending', 1844, 'Outros'],
    ],
  ],
  [
    'Aniversário da Lu: dei um perfume de 180 e rachamos o restaurante, 320 pra 4',
    [
      ['spending', 18000, 'Outros'],
      ['spending', 8000, 'Alimentação'],
    ],
    'restaurant split 4 ways',
  ],
  [
    'patinete 8,50 e bilhete único 4,40, depois vendi meu ingresso do show por 250',
    [
      ['spending', 850, 'Transporte'],
      ['spending', 440, 'Transporte'],
      ['income', 25000, 'Salário'],
    ],
  ],
  [
    'dois cafés de cinco e um pão de queijo de seis',
    [
      ['spending', 1000, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
    ],
    '2 x 5',
  ],
  [
    'gastei 300 pila no rancho e 50 de gasosa',
    [
      ['spending', 30000, 'Alimentação'],
      ['spending', 5000, 'Transporte'],
    ],
    'southern slang: pila = reais, rancho = groceries, gasosa = fuel',
  ],
  [
    'recebi 2,5k do salário e 1k do freela, paguei 1,2k de aluguel',
    [
      ['income', 250000, 'Salário'],
      ['income', 100000, 'Salário'],
      ['spending', 120000, 'Moradia'],
    ],
    'k = thousand',
  ],
];
