import type { NoteCase } from './types';

/**
 * The thirteenth blind dev set (issue 61): 80 notes written blind on 2 Dec 2026 by someone who read neither the rules nor
 * the corpora, every one listing several things as a visitor trying the demo for the first time would (short, everyday,
 * the shapes people use most), with nothing but the entry type and the product's conventions.
 */
export const blind13: NoteCase[] = [
  [
    'gastei 45 de gasolina e 12 num pastel',
    [
      ['spending', 4500, 'Transporte'],
      ['spending', 1200, 'Alimentação'],
    ],
  ],
  ['Gastei 38 no mercado, pão leite e café', [['spending', 3800, 'Alimentação']], 'stated total of a list bought together is one entry'],
  [
    'recebi 2.300 do salario e paguei 850 de aluguel',
    [
      ['income', 230000, 'Salário'],
      ['spending', 85000, 'Moradia'],
    ],
  ],
  [
    'uber 23,90, almoço 32 e farmácia 18,50',
    [
      ['spending', 2390, 'Transporte'],
      ['spending', 3200, 'Alimentação'],
      ['spending', 1850, 'Outros'],
    ],
  ],
  ['pizza de 96 reais, dividi com mais 3 amigos 🍕', [['spending', 2400, 'Alimentação']], 'split among 4 people: my share 96/4'],
  [
    'hj fui no mercado e gastei 187,35, dps passei na academia e paguei a mensalidade 99,90',
    [
      ['spending', 18735, 'Alimentação'],
      ['spending', 9990, 'Outros'],
    ],
  ],
  [
    'Vendi a bike por 600 e comprei um capacete de 120 pro meu filho',
    [
      ['income', 60000, 'Salário'],
      ['spending', 12000, 'Outros'],
    ],
  ],
  ['comprei um tenis de 450 em 3x no cartão', [['spending', 15000, 'Outros']], 'one instalment: 450/3'],
  [
    'condomínio 520\nluz 134,67\nágua 89',
    [
      ['spending', 52000, 'Moradia'],
      ['spending', 13467, 'Moradia'],
      ['spending', 8900, 'Moradia'],
    ],
  ],
  [
    'paguei o IPVA R$ 1.340,00 e lavei o carro, 40 conto',
    [
      ['spending', 134000, 'Transporte'],
      ['spending', 4000, 'Transporte'],
    ],
  ],
  [
    'caiu o pix da minha cliente, 250, e o cashback do nubank de 12,30',
    [
      ['income', 25000, 'Salário'],
      ['income', 1230, 'Salário'],
    ],
  ],
  ['3 pastéis a 7,50 cada na feira 😋', [['spending', 2250, 'Alimentação']], 'quantity times unit price'],
  [
    'R$25 estacionamento, R$14,80 pedágio e R$200 de gasolina',
    [
      ['spending', 2500, 'Transporte'],
      ['spending', 1480, 'Transporte'],
      ['spending', 20000, 'Transporte'],
    ],
  ],
  [
    'comprei o remedio da pressão 78 e um presente pra minha mae de 150',
    [
      ['spending', 7800, 'Outros'],
      ['spending', 15000, 'Outros'],
    ],
  ],
  [
    'gastei 15 numa tapioca de manhã, 42 no almoço e 60 no bar a noite 🍻',
    [
      ['spending', 1500, 'Alimentação'],
      ['spending', 4200, 'Alimentação'],
      ['spending', 6000, 'Alimentação'],
    ],
  ],
  [
    'paguei luz, água e internet tudo junto no app do banco, deu R$ 412,80',
    [['spending', 41280, 'Moradia']],
    'one total for three utility bills',
  ],
  [
    'recebi 400 do aluguel da kitnet e paguei 120 de IPTU',
    [
      ['income', 40000, 'Salário'],
      ['spending', 12000, 'Moradia'],
    ],
  ],
  [
    'diarista 180 e produto de limpeza pra casa 47',
    [
      ['spending', 18000, 'Moradia'],
      ['spending', 4700, 'Moradia'],
    ],
    'house cleaner and home cleaning products are Moradia',
  ],
  [
    '99 pro trabalho 17, 99 de volta 21',
    [
      ['spending', 1700, 'Transporte'],
      ['spending', 2100, 'Transporte'],
    ],
    '99 is the ride app, not an amount',
  ],
  ['uber ida e volta do aeroporto, 87 no total', [['spending', 8700, 'Transporte']]],
  [
    'trabalhei de garçom no casamento ontem, ganhei 80 de gorjeta e gastei 30 num lanche na volta',
    [
      ['income', 8000, 'Salário'],
      ['spending', 3000, 'Alimentação'],
    ],
    'tip received is income',
  ],
  [
    'plano do celular 59.99 e a internet de casa 110',
    [
      ['spending', 5999, 'Outros'],
      ['spending', 11000, 'Moradia'],
    ],
  ],
  [
    'comprei 2 kg de carne a 42 o kg e um fardo de cerveja por 65',
    [
      ['spending', 8400, 'Alimentação'],
      ['spending', 6500, 'Alimentação'],
    ],
    '2 x 42 for the meat',
  ],
  ['abasteci, dei uma nota de 100 e o frentista voltou 15', [['spending', 8500, 'Transporte']], 'change taken off: 100 - 15'],
  [
    'tênis 300 em 3x e uma camisa de 80 à vista',
    [
      ['spending', 10000, 'Outros'],
      ['spending', 8000, 'Outros'],
    ],
    'one instalment of the sneakers',
  ],
  [
    'freela de design 1,5k entrou hj, ja paguei 350 do conserto do carro',
    [
      ['income', 150000, 'Salário'],
      ['spending', 35000, 'Transporte'],
    ],
  ],
  [
    'pet shop: banho e tosa 70, vacina 110 🐶',
    [
      ['spending', 7000, 'Outros'],
      ['spending', 11000, 'Outros'],
    ],
  ],
  ['geladeira nova 12x de 249,90', [['spending', 24990, 'Moradia']], 'one instalment'],
  [
    'recarreguei 50 no bilhete único e comi um salgado de 8',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'multa de 195,23 😡 e mais 88 de zona azul esse mês',
    [
      ['spending', 19523, 'Transporte'],
      ['spending', 8800, 'Transporte'],
    ],
  ],
  [
    'reembolso da empresa caiu, 230, e paguei 45 na manicure',
    [
      ['income', 23000, 'Salário'],
      ['spending', 4500, 'Outros'],
    ],
  ],
  ['almoço com a equipe deu 240, dividimos por 6', [['spending', 4000, 'Alimentação']], 'my share 240/6'],
  [
    'mercado 256,80, padaria 19,90 e açougue 74',
    [
      ['spending', 25680, 'Alimentação'],
      ['spending', 1990, 'Alimentação'],
      ['spending', 7400, 'Alimentação'],
    ],
  ],
  [
    'pizza 80 dividida em 4 e a coca de 12 q eu paguei sozinho',
    [
      ['spending', 2000, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
    ],
    'pizza split in 4, coke paid alone',
  ],
  [
    'recebi mil e duzentos de comissão e torrei 300 em roupa',
    [
      ['income', 120000, 'Salário'],
      ['spending', 30000, 'Outros'],
    ],
  ],
  ['Farmácia: dipirona, protetor solar e escova de dente = 67,40', [['spending', 6740, 'Outros']]],
  [
    'mensalidade da escola 890 + uniforme 145',
    [
      ['spending', 89000, 'Outros'],
      ['spending', 14500, 'Outros'],
    ],
  ],
  [
    'vendi 3 bolos de pote a 12 e 2 brigadeiros gourmet a 5 cada',
    [
      ['income', 3600, 'Salário'],
      ['income', 1000, 'Salário'],
    ],
    'two sales, each quantity times unit price',
  ],
  [
    'consulta 250, exames 180 e farmacia 63,40',
    [
      ['spending', 25000, 'Outros'],
      ['spending', 18000, 'Outros'],
      ['spending', 6340, 'Outros'],
    ],
  ],
  ['recebi 1.850 do freela, sendo 350 de bônus', [['income', 185000, 'Salário']], 'the bonus is part of the 1.850'],
  [
    'sofá 2400 em 8x e uma mesinha de centro 260',
    [
      ['spending', 30000, 'Moradia'],
      ['spending', 26000, 'Moradia'],
    ],
    'one instalment of the sofa: 2400/8',
  ],
  [
    'Hoje: cacetinho 8, gasolina 100, almoço 25, sorvete 12',
    [
      ['spending', 800, 'Alimentação'],
      ['spending', 10000, 'Transporte'],
      ['spending', 2500, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
    ],
    'cacetinho is bread (RS)',
  ],
  [
    'minha vó me mandou 150 de presente e gastei 90 no cinema com pipoca',
    [
      ['income', 15000, 'Salário'],
      ['spending', 9000, 'Outros'],
    ],
    'money sent to me is income; one price for cinema and popcorn, mostly cinema',
  ],
  ['mercado 320 e uns 80 disso foi só de carne', [['spending', 32000, 'Alimentação']], 'the 80 is part of the 320'],
  [
    'recebi o vale refeição 660 e o salário 2.870',
    [
      ['income', 66000, 'Salário'],
      ['income', 287000, 'Salário'],
    ],
  ],
  [
    'onibus 4,50 cafe 6 e xerox 3,20',
    [
      ['spending', 450, 'Transporte'],
      ['spending', 600, 'Alimentação'],
      ['spending', 320, 'Outros'],
    ],
  ],
  [
    'troquei o óleo do carro 230 e um pneu 480',
    [
      ['spending', 23000, 'Transporte'],
      ['spending', 48000, 'Transporte'],
    ],
  ],
  ['2 cervejas e uma porção de fritas no bar, 58 pila', [['spending', 5800, 'Alimentação']], 'one total for the bar'],
  [
    'almocei um pf de 35, sobremesa 12 e o cafezinho 5',
    [
      ['spending', 3500, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
      ['spending', 500, 'Alimentação'],
    ],
  ],
  [
    'o João me devolveu os 90 q me devia e ja gastei 45 no açaí kkk',
    [
      ['income', 9000, 'Salário'],
      ['spending', 4500, 'Alimentação'],
    ],
    'a debt actually paid back to me is money received',
  ],
  [
    'Gastei 60 na feira, 25 no uber e 200 no salão',
    [
      ['spending', 6000, 'Alimentação'],
      ['spending', 2500, 'Transporte'],
      ['spending', 20000, 'Outros'],
    ],
  ],
  ['vendi camisa, calça e uma bolsa no brechó, recebi 140 ao todo', [['income', 14000, 'Salário']], 'one total for the sale'],
  [
    'paguei a luz 187 e a água tb mas não lembro quanto deu',
    [
      ['spending', 18700, 'Moradia'],
      ['spending', null, 'Moradia'],
    ],
    'water bill paid, no amount said',
  ],
  [
    'vendi meu videogame por 1.300 e paguei 70 de frete pra mandar pro comprador',
    [
      ['income', 130000, 'Salário'],
      ['spending', 7000, 'Outros'],
    ],
  ],
  [
    'dei 50 na padaria e voltou 12 de troco, depois coloquei 20 de gasolina na moto',
    [
      ['spending', 3800, 'Alimentação'],
      ['spending', 2000, 'Transporte'],
    ],
    'bakery: 50 - 12 change',
  ],
  ['camiseta, bermuda e chinelo na renner 189,90 em 2x', [['spending', 9495, 'Outros']], 'one instalment of the total: 189,90/2'],
  [
    'Pagamento da faxina 150, conta de internet 99,90 e ifood 62,40',
    [
      ['spending', 15000, 'Moradia'],
      ['spending', 9990, 'Moradia'],
      ['spending', 6240, 'Alimentação'],
    ],
  ],
  [
    'hj foi puxado gastei 18 de uber pra chegar no trampo almocei por 27 tomei um açaí de 15 a tarde e na volta passei no mercado e deixei 132 la',
    [
      ['spending', 1800, 'Transporte'],
      ['spending', 2700, 'Alimentação'],
      ['spending', 1500, 'Alimentação'],
      ['spending', 13200, 'Alimentação'],
    ],
  ],
  [
    'Recebi 3200 de salário\nPaguei 900 aluguel\n150 luz\n400 mercado\n100 gasolina',
    [
      ['income', 320000, 'Salário'],
      ['spending', 90000, 'Moradia'],
      ['spending', 15000, 'Moradia'],
      ['spending', 40000, 'Alimentação'],
      ['spending', 10000, 'Transporte'],
    ],
  ],
  ['6 coxinhas a 4 reais pro café da firma', [['spending', 2400, 'Alimentação']], 'quantity times unit price'],
  [
    'presente de aniversário da minha sobrinha 89 e o bolo 70 🎂',
    [
      ['spending', 8900, 'Outros'],
      ['spending', 7000, 'Alimentação'],
    ],
  ],
  [
    'hotel 2 diárias de 210 e o passeio de barco 90',
    [
      ['spending', 42000, 'Outros'],
      ['spending', 9000, 'Outros'],
    ],
    'hotel: 2 x 210',
  ],
  [
    'conserto da geladeira 280 e uma lampada 15',
    [
      ['spending', 28000, 'Moradia'],
      ['spending', 1500, 'Moradia'],
    ],
  ],
  ['paguei netflix spotify e disney+ no cartao, 94,70 os tres', [['spending', 9470, 'Outros']], 'one price for three streaming services'],
  [
    'cashback 8,50 e gastei 120 na shopee',
    [
      ['income', 850, 'Salário'],
      ['spending', 12000, 'Outros'],
    ],
  ],
  [
    'abasteci 180 e peguei um energético de 11 na conveniência',
    [
      ['spending', 18000, 'Transporte'],
      ['spending', 1100, 'Alimentação'],
    ],
  ],
  [
    'Recebi 500 do aluguel da vaga de garagem e paguei 85 na lavagem do carro',
    [
      ['income', 50000, 'Salário'],
      ['spending', 8500, 'Transporte'],
    ],
  ],
  ['churrasco de sábado: carne, carvão e cerveja deu 360 e rachamos em 5', [['spending', 7200, 'Alimentação']], 'my share 360/5'],
  [
    'mercado 200 sendo 50 de carne e mais 40 de gasolina',
    [
      ['spending', 20000, 'Alimentação'],
      ['spending', 4000, 'Transporte'],
    ],
    'the 50 of meat is part of the 200',
  ],
  [
    'a bolsa da faculdade caiu 700 e paguei 45 num livro',
    [
      ['income', 70000, 'Salário'],
      ['spending', 4500, 'Outros'],
    ],
    'scholarship received is income',
  ],
  ['ração, areia e petisco do gato 143', [['spending', 14300, 'Outros']]],
  [
    'paguei o dentista, 300 em 2x, e o remédio 42',
    [
      ['spending', 15000, 'Outros'],
      ['spending', 4200, 'Outros'],
    ],
    'one instalment of the dentist',
  ],
  ['pedreiro + material pra arrumar o banheiro 1,2k', [['spending', 120000, 'Moradia']], 'one price for labour and material'],
  [
    'recebi 1.200 de freela e 300 de um bico no fds',
    [
      ['income', 120000, 'Salário'],
      ['income', 30000, 'Salário'],
    ],
  ],
  ['comprei um celular de 1800 em 10 vezes sem juros', [['spending', 18000, 'Outros']], 'one instalment'],
  ['paguei 2 meses atrasados de condomínio, 450 cada 😩', [['spending', 90000, 'Moradia']], '2 x 450'],
  ['paguei 60 de gasolina e amanhã pago a internet', [['spending', 6000, 'Transporte']], 'internet not paid yet'],
  ['paguei a janta 150 e o Pedro pagou os drinks', [['spending', 15000, 'Alimentação']], 'drinks paid by someone else'],
];
