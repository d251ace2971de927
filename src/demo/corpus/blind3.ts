import type { NoteCase } from './types';

/**
 * The third blind dev set (issue 61): 120 notes written blind on 2 Dec 2026 by someone who read neither the rules nor the
 * corpora (half of them lists, in the shapes people type), with nothing but the entry type and the product's conventions.
 * Four rows a few edits from sealed notes and one that was a note of ours word for word are not here (dropped unread).
 */
export const blind3: NoteCase[] = [
  ['gastei 32,90 no ifood', [['spending', 3290, 'Alimentação']]],
  ['uber pro trampo 18,40', [['spending', 1840, 'Transporte']]],
  ['Caiu o salário hj!! R$ 3.450,00 🙌', [['income', 345000, 'Salário']]],
  ['paguei a conta de luz, 187 reais', [['spending', 18700, 'Moradia']]],
  ['farmacia 47 reais, remedio da pressao da minha mae', [['spending', 4700, 'Outros']]],
  ['caiu um pix de 150 da minha tia de presente de aniversario 🥰', [['income', 15000, 'Salário']]],
  ['almoço no quilo deu 28,75', [['spending', 2875, 'Alimentação']]],
  ['aluguel pago 1.200', [['spending', 120000, 'Moradia']]],
  ['racao do dog 89,90 na petz', [['spending', 8990, 'Outros']]],
  ['trinta e dois e noventa na padaria', [['spending', 3290, 'Alimentação']], 'amount dictated in words: R$ 32,90'],
  ['vendi meu tenis usado no enjoei por 120', [['income', 12000, 'Salário']]],
  ['mensalidade smart fit 99,90', [['spending', 9990, 'Outros']]],
  ['condominio de marco 650', [['spending', 65000, 'Moradia']]],
  ['peguei o 8012 ate o centro, 4,40', [['spending', 440, 'Transporte']], '8012 is the bus line, not the amount'],
  ['cashback do meliuz 7,32', [['income', 732, 'Salário']]],
  ['rendeu 23,18 na poupança esse mes', [['income', 2318, 'Salário']]],
  ['vc anota? freela de logo, cliente mandou 800 pila', [['income', 80000, 'Salário']]],
  ['gastei uma merreca de 6 reais num cafezinho', [['spending', 600, 'Alimentação']]],
  ['o mecanico cobrou 350 pra trocar a pastilha de freio', [['spending', 35000, 'Transporte']]],
  ['IPVA 2025 pago: 1.874,32', [['spending', 187432, 'Transporte']], '2025 is the year, not the amount'],
  ['comprei uma blusa na renner', [['spending', null, 'Outros']], 'a purchase with no amount'],
  ['ja paguei a internet', [['spending', null, 'Moradia']], 'a paid bill with no amount'],
  ['a empresa me reembolsou 245,60 da viagem', [['income', 24560, 'Salário']]],
  ['shopee 64,99 capinha e pelicula', [['spending', 6499, 'Outros']]],
  ['levei uma multa de 195,23 por excesso de velocidade 😡', [['spending', 19523, 'Transporte']], 'a traffic fine is a vehicle cost'],
  ['anota ai pfv: dei 50 de presente pro meu afilhado', [['spending', 5000, 'Outros']]],
  ['o banco cobrou 29,90 de tarifa de manutenção da conta', [['spending', 2990, 'Outros']]],
  ['minha mae pagou a conta de agua, 98', [['spending', 9800, 'Moradia']], 'the household paying a home bill is spending'],
  ['lava jato 40', [['spending', 4000, 'Transporte']]],
  ['recarga da tim 30', [['spending', 3000, 'Outros']], 'phone credit is Outros'],
  ['dentista 250 reais (limpeza)', [['spending', 25000, 'Outros']]],
  ['açaí de 500ml 22 💜', [['spending', 2200, 'Alimentação']], '500ml is the size, not the amount'],
  ['conserto da geladeira 300 paus', [['spending', 30000, 'Moradia']], 'home repair; "paus" = reais'],
  ['caiu a primeira parcela do 13º, 2.100', [['income', 210000, 'Salário']], '13º names the bonus, not the amount'],
  ['rappi 45,50 hamburguer do madero', [['spending', 4550, 'Alimentação']]],
  ['99 ate o aeroporto deu 67,80', [['spending', 6780, 'Transporte']], '99 is the ride app, not the amount'],
  ['recebi 300 mango da venda dos bolos de pote', [['income', 30000, 'Salário']]],
  ['spotify descontou 21,90 no cartao', [['spending', 2190, 'Outros']]],
  ['sofa novo 2.300 no pix a vista', [['spending', 230000, 'Moradia']]],
  ['bom dia! gastei 15,00 no pão de açúcar', [['spending', 1500, 'Alimentação']], 'Pão de Açúcar is a supermarket'],
  ['Pix recebido de JOAO P SILVA R$ 1.000,00', [['income', 100000, 'Salário']]],
  ['gastei cento e vinte e cinco reais no mercado', [['spending', 12500, 'Alimentação']], 'amount in words: R$ 125'],
  ['ganhei 200 no bingo da igreja kkkkk', [['income', 20000, 'Salário']]],
  ['paguei 210,50 no assai com o cartao final 4432', [['spending', 21050, 'Alimentação']], '4432 are card digits'],
  [
    'jantar de aniversario no outback pra 6 pessoas, paguei tudo: 412',
    [['spending', 41200, 'Alimentação']],
    'I paid the whole bill; 6 is the headcount, no split',
  ],
  ['as 19h coloquei 150 de alcool no carro', [['spending', 15000, 'Transporte']], '19h is the time; alcool is ethanol fuel'],
  ['juros do cartao 43,12 😤 pq atrasei', [['spending', 4312, 'Outros']]],
  [
    'mercado 234,50\nfarmacia 38,90\ngasolina 150',
    [
      ['spending', 23450, 'Alimentação'],
      ['spending', 3890, 'Outros'],
      ['spending', 15000, 'Transporte'],
    ],
  ],
  [
    '- aluguel 1100\n- luz 156,32\n- internet 99,90',
    [
      ['spending', 110000, 'Moradia'],
      ['spending', 15632, 'Moradia'],
      ['spending', 9990, 'Moradia'],
    ],
  ],
  [
    'hj: padaria 12, uber 23, almoço 35',
    [
      ['spending', 1200, 'Alimentação'],
      ['spending', 2300, 'Transporte'],
      ['spending', 3500, 'Alimentação'],
    ],
  ],
  [
    'paguei 80 no cabeleireiro e 25 na manicure',
    [
      ['spending', 8000, 'Outros'],
      ['spending', 2500, 'Outros'],
    ],
  ],
  [
    'ifood 42 + uber 19,90',
    [
      ['spending', 4200, 'Alimentação'],
      ['spending', 1990, 'Transporte'],
    ],
  ],
  [
    'recebi 500 do freela mais 120 de uma venda no olx',
    [
      ['income', 50000, 'Salário'],
      ['income', 12000, 'Salário'],
    ],
  ],
  [
    'fui no mercado gastei 187 depois passei no posto e coloquei 100',
    [
      ['spending', 18700, 'Alimentação'],
      ['spending', 10000, 'Transporte'],
    ],
  ],
  [
    'paguei a agua 78 e a luz tb, 143',
    [
      ['spending', 7800, 'Moradia'],
      ['spending', 14300, 'Moradia'],
    ],
  ],
  [
    'mercado 50 uber 15 farmacia 22',
    [
      ['spending', 5000, 'Alimentação'],
      ['spending', 1500, 'Transporte'],
      ['spending', 2200, 'Outros'],
    ],
  ],
  [
    'caiu o salario 4.200 e ja paguei o aluguel 1.500 😅',
    [
      ['income', 420000, 'Salário'],
      ['spending', 150000, 'Moradia'],
    ],
  ],
  [
    'conta do bar 96 e deixei 10 de caixinha pro garçom',
    [
      ['spending', 9600, 'Alimentação'],
      ['spending', 1000, 'Alimentação'],
    ],
    'the tip has its own amount: a second entry beside the bill',
  ],
  [
    'ingresso do show 250 + taxa de conveniencia 37,50 (odeio essa taxa)',
    [
      ['spending', 25000, 'Outros'],
      ['spending', 3750, 'Outros'],
    ],
  ],
  [
    'uber 32, pizza 120 dividida por 4',
    [
      ['spending', 3200, 'Transporte'],
      ['spending', 3000, 'Alimentação'],
    ],
    'the split applies to the pizza only: my share is 30',
  ],
  [
    '15 estacionamento, 60 lavagem completa',
    [
      ['spending', 1500, 'Transporte'],
      ['spending', 6000, 'Transporte'],
    ],
  ],
  [
    'resumo de hoje:\ncafé 8,50\nônibus 4,40\nalmoço 27\nlanche 9\nônibus 4,40',
    [
      ['spending', 850, 'Alimentação'],
      ['spending', 440, 'Transporte'],
      ['spending', 2700, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
      ['spending', 440, 'Transporte'],
    ],
  ],
  [
    'gastei vinte reais no estacionamento e quarenta e cinco e cinquenta no almoço',
    [
      ['spending', 2000, 'Transporte'],
      ['spending', 4550, 'Alimentação'],
    ],
    'amounts in words: 20 and 45,50',
  ],
  [
    '🛒 atacadão 412,78\n⛽ 180\n💊 drogasil 56,40',
    [
      ['spending', 41278, 'Alimentação'],
      ['spending', 18000, 'Transporte'],
      ['spending', 5640, 'Outros'],
    ],
    'the pump emoji marks fuel',
  ],
  [
    'recebi 1.500 do cliente da loja e 800 da outra cliente, mes bom 🙏',
    [
      ['income', 150000, 'Salário'],
      ['income', 80000, 'Salário'],
    ],
  ],
  [
    'celular novo em 10x de 189,90 e a capinha 40 a vista',
    [
      ['spending', 18990, 'Outros'],
      ['spending', 4000, 'Outros'],
    ],
    'the phone is recorded as one instalment',
  ],
  [
    '3 cervejas a 12 cada e uma porção de fritas 45',
    [
      ['spending', 3600, 'Alimentação'],
      ['spending', 4500, 'Alimentação'],
    ],
    '3 × 12 = 36 for the beers',
  ],
  [
    'gas 120.00, agua 67.45',
    [
      ['spending', 12000, 'Moradia'],
      ['spending', 6745, 'Moradia'],
    ],
    'dot decimals',
  ],
  [
    'kkk hoje foi so gasto: 60 na feira, 35 no açougue, 18 na padaria',
    [
      ['spending', 6000, 'Alimentação'],
      ['spending', 3500, 'Alimentação'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  [
    'caiu 700 do aluguel do quartinho, ja paguei a luz 210',
    [
      ['income', 70000, 'Salário'],
      ['spending', 21000, 'Moradia'],
    ],
    'rent received from a lodger is income',
  ],
  [
    'devolvi a calça na c&a, voltou 119,90 no cartao. levei outra de 89,90',
    [
      ['income', 11990, 'Salário'],
      ['spending', 8990, 'Outros'],
    ],
    'the refund is income, the new pair is spending',
  ],
  [
    'consulta 300, exames 180, remedios 97,30',
    [
      ['spending', 30000, 'Outros'],
      ['spending', 18000, 'Outros'],
      ['spending', 9730, 'Outros'],
    ],
  ],
  [
    'passagem de onibus pra BH 189, lanche na rodoviaria 23',
    [
      ['spending', 18900, 'Transporte'],
      ['spending', 2300, 'Alimentação'],
    ],
  ],
  [
    'troca de oleo 180 e alinhamento 80',
    [
      ['spending', 18000, 'Transporte'],
      ['spending', 8000, 'Transporte'],
    ],
  ],
  [
    'uber ida 24,90 volta 31,20',
    [
      ['spending', 2490, 'Transporte'],
      ['spending', 3120, 'Transporte'],
    ],
  ],
  [
    'salario 2.800 + vale alimentacao 600',
    [
      ['income', 280000, 'Salário'],
      ['income', 60000, 'Salário'],
    ],
    'a meal allowance received is income',
  ],
  [
    'gastei 50 conto de gasosa e 30 pila de breja',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 3000, 'Alimentação'],
    ],
    'gasosa = fuel, breja = beer',
  ],
  [
    'abasteci 100, paguei 15 de estacionamento e 8,60 de pedágio',
    [
      ['spending', 10000, 'Transporte'],
      ['spending', 1500, 'Transporte'],
      ['spending', 860, 'Transporte'],
    ],
  ],
  [
    '12/03 mercado 89,90\n13/03 farmacia 23',
    [
      ['spending', 8990, 'Alimentação'],
      ['spending', 2300, 'Outros'],
    ],
    'the dates are not amounts',
  ],
  [
    'rendimento 34,50 e cashback 12,90 no inter',
    [
      ['income', 3450, 'Salário'],
      ['income', 1290, 'Salário'],
    ],
  ],
  [
    'presente da minha mae 150 e o bolo 80',
    [
      ['spending', 15000, 'Outros'],
      ['spending', 8000, 'Alimentação'],
    ],
  ],
  [
    'sexta: bar 85, uber pra casa 27',
    [
      ['spending', 8500, 'Alimentação'],
      ['spending', 2700, 'Transporte'],
    ],
  ],
  [
    'manutenção da casa: eletricista 250, material 132,40',
    [
      ['spending', 25000, 'Moradia'],
      ['spending', 13240, 'Moradia'],
    ],
  ],
  [
    'recebi mil e duzentos do freela e gastei oitenta e sete no mercado',
    [
      ['income', 120000, 'Salário'],
      ['spending', 8700, 'Alimentação'],
    ],
    'amounts in words: 1200 and 87',
  ],
  [
    'tudo q gastei no fds: sabado pizza 70, domingo churrasco 150, gasolina 120',
    [
      ['spending', 7000, 'Alimentação'],
      ['spending', 15000, 'Alimentação'],
      ['spending', 12000, 'Transporte'],
    ],
  ],
  [
    '• aluguel 900\n• luz 120\n• net 100\n• gás 110\n• mercado 600',
    [
      ['spending', 90000, 'Moradia'],
      ['spending', 12000, 'Moradia'],
      ['spending', 10000, 'Moradia'],
      ['spending', 11000, 'Moradia'],
      ['spending', 60000, 'Alimentação'],
    ],
  ],
  [
    'vendas da feira hj: 35 / 50 / 22,50',
    [
      ['income', 3500, 'Salário'],
      ['income', 5000, 'Salário'],
      ['income', 2250, 'Salário'],
    ],
    'three separate sales',
  ],
  [
    'fui de uber 18 e voltei de 99 por 23',
    [
      ['spending', 1800, 'Transporte'],
      ['spending', 2300, 'Transporte'],
    ],
    '99 is the ride app, not an amount',
  ],
  [
    'paguei o mecanico 450 e o Lucas me devolveu os 200 que eu tinha emprestado',
    [
      ['spending', 45000, 'Transporte'],
      ['income', 20000, 'Salário'],
    ],
    'a loan paid back to me is money in',
  ],
  [
    'suppermercado 76,4 e padaria 9',
    [
      ['spending', 7640, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
    ],
    'typo; 76,4 = R$ 76,40',
  ],
  ['2 paes, 1 leite e manteiga, deu 18,70', [['spending', 1870, 'Alimentação']], 'stated total'],
  ['mercado: arroz 25, feijao 9, oleo 8, total 42', [['spending', 4200, 'Alimentação']], 'stated total after the items'],
  ['6 latinhas de brahma a 4,50 cada', [['spending', 2700, 'Alimentação']], '6 × 4,50'],
  ['churrasco do fds deu 480, dividimos entre 6', [['spending', 8000, 'Alimentação']], 'my share: 480 / 6'],
  ['guarda-roupa novo 10x de 329,90', [['spending', 32990, 'Moradia']], 'one instalment; furniture'],
  ['tenis da nike em 3 parcelas de 133', [['spending', 13300, 'Outros']], 'one instalment'],
  ['uber pra festa 64, rachei com mais 3 amigos', [['spending', 1600, 'Transporte']], 'split among 4 people: 64 / 4'],
  ['conta de luz da republica veio 360, cada um paga 90, ja paguei minha parte', [['spending', 9000, 'Moradia']], 'my share is stated: 90'],
  ['marmita 18 por dia, 5 dias = 90', [['spending', 9000, 'Alimentação']], 'stated total'],
  ['feira\nbanana 6\ntomate 8\nalface 3\ncebola 4\ntotal 21', [['spending', 2100, 'Alimentação']], 'stated total after the items'],
  ['comprei 4 passagens de onibus de 5,30', [['spending', 2120, 'Transporte']], '4 × 5,30'],
  ['shampoo, condicionador e creme de pentear, tudo 67 na drogaria', [['spending', 6700, 'Outros']], 'one total for the items'],
  ['jantar no japa 340 com a gorjeta, dividimos em 2', [['spending', 17000, 'Alimentação']], 'tip included in 340; my share is half'],
  ['ifood: 2 lanches + refri + taxa de entrega = 58,90', [['spending', 5890, 'Alimentação']], 'stated total'],
  [
    'detergente, desinfetante e agua sanitaria no atacadao, 54 ao todo',
    [['spending', 5400, 'Moradia']],
    'home cleaning products, one total',
  ],
  ['quanto gastei esse mes com uber?', [], 'question'],
  ['lembrar de pagar o boleto da net dia 10', [], 'reminder'],
  ['vou comprar um notebook semana q vem, uns 3 mil', [], 'plan'],
  ['to devendo 50 pro Marcos, pago sexta', [], 'money still owed, not paid'],
  ['queria tanto um iphone 16 😭', [], 'wish'],
  ['a fatura do cartao vence amanha, 1.234,56', [], 'bill not yet paid'],
  ['oi, como faço pra ver oq gastei essa semana?', [], 'question'],
  ['o Pedro ficou de me pagar os 200 amanha', [], 'money not yet received'],
  ['amanha tenho q abastecer o carro', [], 'plan'],
  [
    'paguei a luz 134 e a agua tambem mas nao lembro quanto',
    [
      ['spending', 13400, 'Moradia'],
      ['spending', null, 'Moradia'],
    ],
  ],
];
