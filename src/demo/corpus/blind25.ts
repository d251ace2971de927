import type { NoteCase } from './types';

/**
 * blind25: everyday notes for the finance assistant's demo chat, written blind on 3 Dec 2026
 * (without seeing how the demo reads notes), in the way people in Brazil write or dictate to a chat app.
 * 96 notes in all:
 * - 48 notes that list several things: 38 holding several entries (2 to 5) and 10 lists that are ONE entry
 *   (a stated total, quantity × unit price, a split bill, an instalment);
 * - 40 notes of one entry;
 * - 8 notes that record nothing (question, reminder, greeting, small talk, a debt, a plan).
 */
export const blind25: NoteCase[] = [
  // ── Lists with several entries (38) ──
  [
    'recebi 1.500 do freela\npaguei a luz 187,40',
    [
      ['income', 150000, 'Salário'],
      ['spending', 18740, 'Moradia'],
    ],
  ],
  [
    'pix de 50 pro dentista + 23,90 na farmacia',
    [
      ['spending', 5000, 'Outros'],
      ['spending', 2390, 'Outros'],
    ],
  ],
  [
    'hj: cafe 6, busao 4,40, almoco 25',
    [
      ['spending', 600, 'Alimentação'],
      ['spending', 440, 'Transporte'],
      ['spending', 2500, 'Alimentação'],
    ],
  ],
  [
    'vendi 3 bolo de pote a 10 cada e comprei leite condensado 7,50',
    [
      ['income', 3000, 'Salário'],
      ['spending', 750, 'Alimentação'],
    ],
    'the sale is 3 × 10 = 30 of income; the condensed milk is food bought, filed as Alimentação even if it is an ingredient for selling',
  ],
  [
    'caiu o salario 3.200 e ja paguei o aluguel 1.100',
    [
      ['income', 320000, 'Salário'],
      ['spending', 110000, 'Moradia'],
    ],
  ],
  [
    'gastei vinte e dois e cinquenta no almoço e depois oito reais de estacionamento',
    [
      ['spending', 2250, 'Alimentação'],
      ['spending', 800, 'Transporte'],
    ],
  ],
  [
    'uber 23 uber 17',
    [
      ['spending', 2300, 'Transporte'],
      ['spending', 1700, 'Transporte'],
    ],
  ],
  [
    'ifood 48 e tbm 35 de remedio',
    [
      ['spending', 4800, 'Alimentação'],
      ['spending', 3500, 'Outros'],
    ],
  ],
  [
    'R$ 1.287,45 condomínio\nR$ 98,00 internet',
    [
      ['spending', 128745, 'Moradia'],
      ['spending', 9800, 'Moradia'],
    ],
  ],
  [
    'gasolina 150 pedagio 12,80',
    [
      ['spending', 15000, 'Transporte'],
      ['spending', 1280, 'Transporte'],
    ],
  ],
  [
    'ganhei 200 de gorjeta hj mas torrei 60 no bar',
    [
      ['income', 20000, 'Salário'],
      ['spending', 6000, 'Alimentação'],
    ],
  ],
  [
    'mercado 312,45\naçougue 76\nhortifruti 34,20',
    [
      ['spending', 31245, 'Alimentação'],
      ['spending', 7600, 'Alimentação'],
      ['spending', 3420, 'Alimentação'],
    ],
  ],
  [
    'corrida de 99 14,90 depois padaria 9',
    [
      ['spending', 1490, 'Transporte'],
      ['spending', 900, 'Alimentação'],
    ],
  ],
  [
    'estorno de 79,90 da loja e cashback 12,35 no app',
    [
      ['income', 7990, 'Salário'],
      ['income', 1235, 'Salário'],
    ],
  ],
  [
    '50 conto de gasolina na moto e 15 de lanche',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 1500, 'Alimentação'],
    ],
  ],
  [
    'recebi 850 das diarias, paguei 120 de luz, 90 do gas e 40 de recarga',
    [
      ['income', 85000, 'Salário'],
      ['spending', 12000, 'Moradia'],
      ['spending', 9000, 'Moradia'],
      ['spending', 4000, 'Outros'],
    ],
    'recarga read as a prepaid phone top-up',
  ],
  [
    'mensalidade da escola do Davi 780 e uniforme 145',
    [
      ['spending', 78000, 'Outros'],
      ['spending', 14500, 'Outros'],
    ],
  ],
  [
    'fiz 9 corridas hj, entrou 187 liquido, abasteci 100',
    [
      ['income', 18700, 'Salário'],
      ['spending', 10000, 'Transporte'],
    ],
    'a ride-app driver: 187 earned from the rides is income; the fuel is spending',
  ],
  [
    'presente da minha mãe 120 + flores 60',
    [
      ['spending', 12000, 'Outros'],
      ['spending', 6000, 'Outros'],
    ],
  ],
  [
    'pizza 70 cerveja 42 taxi 30',
    [
      ['spending', 7000, 'Alimentação'],
      ['spending', 4200, 'Alimentação'],
      ['spending', 3000, 'Transporte'],
    ],
  ],
  [
    'bilhete unico 50, xerox 8, cantina 12, caderno 22, pastel 7',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 800, 'Outros'],
      ['spending', 1200, 'Alimentação'],
      ['spending', 2200, 'Outros'],
      ['spending', 700, 'Alimentação'],
    ],
  ],
  [
    'plano de saude 480 e consulta 150 com o cardiologista',
    [
      ['spending', 48000, 'Outros'],
      ['spending', 15000, 'Outros'],
    ],
  ],
  [
    'entrou 2.350 de comissão\ntambém caiu 400 do meu irmão que tava me devendo',
    [
      ['income', 235000, 'Salário'],
      ['income', 40000, 'Salário'],
    ],
    'the brother paying back a debt is money that came to me: income',
  ],
  [
    'troca de oleo 180 e lavagem 40',
    [
      ['spending', 18000, 'Transporte'],
      ['spending', 4000, 'Transporte'],
    ],
  ],
  [
    'gastei 15 na feira e mais 25 no sacolão',
    [
      ['spending', 1500, 'Alimentação'],
      ['spending', 2500, 'Alimentação'],
    ],
  ],
  [
    'açaí 22 • uber 11,60 • blusa 89',
    [
      ['spending', 2200, 'Alimentação'],
      ['spending', 1160, 'Transporte'],
      ['spending', 8900, 'Outros'],
    ],
  ],
  [
    'aposentadoria caiu 1.412, paguei farmacia 230,50 e o mercadinho 98',
    [
      ['income', 141200, 'Salário'],
      ['spending', 23050, 'Outros'],
      ['spending', 9800, 'Alimentação'],
    ],
  ],
  [
    '5 reais de pão e 12 de mortadela',
    [
      ['spending', 500, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
    ],
  ],
  [
    'conserto da geladeira 250 e do chuveiro 80',
    [
      ['spending', 25000, 'Moradia'],
      ['spending', 8000, 'Moradia'],
    ],
  ],
  [
    'paguei a internet e gastei 40 no almoço',
    [
      ['spending', null, 'Moradia'],
      ['spending', 4000, 'Alimentação'],
    ],
  ],

  // ── Lists that are ONE entry (10) ──
  ['comprei pão, queijo e presunto, deu 27,80 tudo', [['spending', 2780, 'Alimentação']]],
  ['jantar deu 240, dividimos em 4', [['spending', 6000, 'Alimentação']], 'my share of the split bill: 240 / 4'],
  ['celular novo 2.400 em 12x', [['spending', 20000, 'Outros']], 'instalment purchase: one instalment of 2400 / 12'],
  ['enxoval: 2 bodies, 1 macacão e meias, total 156', [['spending', 15600, 'Outros']]],
  ['conta do bar 180 rachei com o João', [['spending', 9000, 'Alimentação']], 'split between two: my share is 90'],
  [
    'geladeira 3.600 em 10x sem juros',
    [['spending', 36000, 'Moradia']],
    'one instalment of 3600 / 10; a fridge read as home furniture/appliance',
  ],
  ['feira: banana, tomate, alface e cebola = 38,50', [['spending', 3850, 'Alimentação']]],
  ['duas camisetas de 45 cada', [['spending', 9000, 'Outros']]],

  // ── One entry (40) ──
  ['uber 15,40', [['spending', 1540, 'Transporte']]],
  ['paguei aluguel 1.350 hj', [['spending', 135000, 'Moradia']]],
  ['Salário caiu: R$ 4.850,00', [['income', 485000, 'Salário']]],
  ['farmacia 42,90', [['spending', 4290, 'Outros']]],
  ['gastei cinquenta reais no mercado', [['spending', 5000, 'Alimentação']]],
  ['lanche 12.90', [['spending', 1290, 'Alimentação']]],
  ['recebi 300 d um freela', [['income', 30000, 'Salário']]],
  ['abasteci 200', [['spending', 20000, 'Transporte']]],
  ['conta de luz veio 213,67, paguei hj', [['spending', 21367, 'Moradia']]],
  ['R$ 8.000 de pró-labore', [['income', 800000, 'Salário']]],
  ['uai, gastei 18 conto no pão de queijo', [['spending', 1800, 'Alimentação']]],
  ['vendi um bolo de 80 pra vizinha', [['income', 8000, 'Salário']]],
  ['mainha mandou 100 no pix', [['income', 10000, 'Salário']]],
  ['mercado 187,35', [['spending', 18735, 'Alimentação']]],
  ['recebi a primeira parcela do 13º, 1.900', [['income', 190000, 'Salário']]],
  ['comprei um tenis de 299 na netshoes', [['spending', 29900, 'Outros']]],
  ['oxe, mototaxi até o centro 8 reais', [['spending', 800, 'Transporte']]],
  ['pedágio 7,50', [['spending', 750, 'Transporte']]],
  ['me pagaram 450 da faxina', [['income', 45000, 'Salário']]],
  ['gastei 2 reais d bala no sinal', [['spending', 200, 'Alimentação']]],
  ['academia 110', [['spending', 11000, 'Outros']]],
  ['troquei o pneu da moto, 230', [['spending', 23000, 'Transporte']]],
  ['devolveram 60 reais da compra cancelada', [['income', 6000, 'Salário']]],
  ['presente de aniversario da minha sobrinha 75', [['spending', 7500, 'Outros']]],
  ['cento e vinte e três e noventa na feira', [['spending', 12390, 'Alimentação']]],
  ['mecanico cobrou 650 pra arrumar o freio do carro', [['spending', 65000, 'Transporte']]],
  ['plano do celular 49,99', [['spending', 4999, 'Outros']]],
  ['comprei um guarda-roupa de 1.150', [['spending', 115000, 'Moradia']]],
  ['freela de 1,5k caiu agora', [['income', 150000, 'Salário']]],
  ['bah, comprei erva pro chimarrão, 24 pila', [['spending', 2400, 'Alimentação']]],

  // ── Notes that record nothing (8) ──
  ['me lembra de pagar o boleto da luz na sexta', []],
  ['obrigado, vc é demais', []],
  ['o Pedro ta me devendo 50 do churrasco', [], 'a debt owed to me: no money moved yet'],
  ['semana que vem vou comprar um notebook de 3 mil', [], 'a plan, not a spending'],
  ['como apago um lançamento errado?', []],
  ['kkkk to liso esse mes', []],
];
