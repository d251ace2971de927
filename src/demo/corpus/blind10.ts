import type { NoteCase } from './types';

/**
 * The tenth blind dev set (issue 61): 80 notes written blind on 2 Dec 2026 by someone who read neither the rules nor the
 * corpora, every one listing several things, of small businesses and gig work closing the day or the week and of bills
 * paid in one go, with nothing but the entry type and the product's conventions.
 */
export const blind10: NoteCase[] = [
  [
    'fechamento do dia 🌽\nvendi 42 pamonha a 8\ngastei 60 no milho e 15 de sacolinha',
    [
      ['income', 33600, 'Salário'],
      ['spending', 6000, 'Alimentação'],
      ['spending', 1500, 'Outros'],
    ],
    'Bags are packaging, not food → Outros',
  ],
  [
    'Mercado do mês: arroz 5kg, feijão, óleo, 2 dz de ovos, café e papel toalha. Total R$ 487,40',
    [['spending', 48740, 'Alimentação']],
    'Stated total of a list bought together is one entry',
  ],
  [
    'Resumo da semana no Uber\nGanhos: 1.847,30\nCombustível: 520\nLavagem: 35\nAluguel do carro: 650',
    [
      ['income', 184730, 'Salário'],
      ['spending', 52000, 'Transporte'],
      ['spending', 3500, 'Transporte'],
      ['spending', 65000, 'Transporte'],
    ],
    'Renting the car used for ride work is vehicle cost → Transporte',
  ],
  ['pizza + refri com o pessoal do trampo, deu 96 e rachamos em 4', [['spending', 2400, 'Alimentação']], 'Split bill: my share 96/4'],
  [
    'contas do mês pagas ✅\naluguel 1.350\ncondomínio 420\nluz 187,45\nnet 99,90\ncelular 54,99',
    [
      ['spending', 135000, 'Moradia'],
      ['spending', 42000, 'Moradia'],
      ['spending', 18745, 'Moradia'],
      ['spending', 9990, 'Moradia'],
      ['spending', 5499, 'Outros'],
    ],
    'Phone plan → Outros',
  ],
  ['vendi 12 brigadeiro a 2,50 na saída da escola do meu filho hj 😊', [['income', 3000, 'Salário']]],
  [
    'entrou o pix do cliente, 2,5k. paguei 89 da assinatura do adobe e 120 do coworking',
    [
      ['income', 250000, 'Salário'],
      ['spending', 8900, 'Outros'],
      ['spending', 12000, 'Outros'],
    ],
    'Coworking is not home rent → Outros',
  ],
  [
    'minha irmã mandou 200 no pix pelo bolo do aniversário da Bia, gastei uns 85 nos ingredientes',
    [
      ['income', 20000, 'Salário'],
      ['spending', 8500, 'Alimentação'],
    ],
  ],
  [
    'dia fraco no camelô 😩 vendi 9 capinha a 15 e 4 carregador a 25. almoço 18',
    [
      ['income', 13500, 'Salário'],
      ['income', 10000, 'Salário'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  [
    'Paguei o fornecedor do açaí 640 e o dos copos e colheres 95. Hj vendi 1.120 no total',
    [
      ['spending', 64000, 'Alimentação'],
      ['spending', 9500, 'Outros'],
      ['income', 112000, 'Salário'],
    ],
    'Cups and spoons are packaging → Outros',
  ],
  [
    '14 corridas hj, 312 bruto. abasteci 100, estacionamento no shopping 7,50 e um lanche de 16',
    [
      ['income', 31200, 'Salário'],
      ['spending', 10000, 'Transporte'],
      ['spending', 750, 'Transporte'],
      ['spending', 1600, 'Alimentação'],
    ],
  ],
  ['uber pro aeroporto ida e volta, somando as duas deu 118', [['spending', 11800, 'Transporte']], 'Stated total of both rides'],
  [
    'inicio do mes, oxe q facada\niptu parcela 3/10 145,60\ngas 128\nagua 96,32\ninternet 119,90',
    [
      ['spending', 14560, 'Moradia'],
      ['spending', 12800, 'Moradia'],
      ['spending', 9632, 'Moradia'],
      ['spending', 11990, 'Moradia'],
    ],
  ],
  ['a Cláudia fez pé, mão e spa dos pés, me pagou 95 no pix', [['income', 9500, 'Salário']], 'One payment for all services'],
  [
    'hot dog hj: 57 vendidos a 12 reais. pão, salsicha e molho custou 210 e o refri de revenda 144',
    [
      ['income', 68400, 'Salário'],
      ['spending', 21000, 'Alimentação'],
      ['spending', 14400, 'Alimentação'],
    ],
  ],
  [
    'ifood rendeu 178 hj + 35 de gorjeta. troquei o oleo da moto, 65',
    [
      ['income', 17800, 'Salário'],
      ['income', 3500, 'Salário'],
      ['spending', 6500, 'Transporte'],
    ],
  ],
  ['gastei 63,90 na farmácia c/ dipirona, protetor e escova de dente', [['spending', 6390, 'Outros']]],
  [
    'Recebi 800 do cliente da padaria (metade do projeto). Paguei o Canva 34,90 e o plano do celular 59',
    [
      ['income', 80000, 'Salário'],
      ['spending', 3490, 'Outros'],
      ['spending', 5900, 'Outros'],
    ],
  ],
  [
    'vendi meu sofa velho no olx por 350 e comprei um novo de 2.400 em 10x',
    [
      ['income', 35000, 'Salário'],
      ['spending', 24000, 'Moradia'],
    ],
    'Furniture, one instalment of 2400/10',
  ],
  [
    'churras do fds\ncarne, carvão, cerveja e gelo = 420\ndividimos em 6',
    [['spending', 7000, 'Alimentação']],
    'Split 420/6; mostly food and drink',
  ],
  [
    'reforma do banheiro: paguei 2 diarias do ajudante a 90 e o pedreiro 3 dias a 200',
    [
      ['spending', 18000, 'Moradia'],
      ['spending', 60000, 'Moradia'],
    ],
  ],
  ['comprei 3 camisetas na renner a 39,90 cada', [['spending', 11970, 'Outros']]],
  [
    'Dei 100 na feira e voltou 23,50 de troco. Levei banana, tomate, alface e cheiro verde',
    [['spending', 7650, 'Alimentação']],
    '100 minus 23,50 change',
  ],
  [
    'caiu o pagamento do mês: 18 dias x 450 a diária. paguei o DAS do MEI 75,90',
    [
      ['income', 810000, 'Salário'],
      ['spending', 7590, 'Outros'],
    ],
  ],
  ['recebi as diárias da obra, 5 dias a 180, bah finalmente', [['income', 90000, 'Salário']]],
  [
    'mercado 230,50, padria 18 e açougue 76',
    [
      ['spending', 23050, 'Alimentação'],
      ['spending', 1800, 'Alimentação'],
      ['spending', 7600, 'Alimentação'],
    ],
  ],
  ['luz e água vieram juntas no débito automático, 312,18 as duas', [['spending', 31218, 'Moradia']], 'One price for both bills'],
  [
    'recebi o aluguel da kitnet, 900, e paguei o condomínio dela 210. o iptu vence semana q vem',
    [
      ['income', 90000, 'Salário'],
      ['spending', 21000, 'Moradia'],
    ],
    'IPTU not paid yet',
  ],
  [
    'reembolso da empresa caiu 236,80 (uber e almoço da viagem). hj almocei 32',
    [
      ['income', 23680, 'Salário'],
      ['spending', 3200, 'Alimentação'],
    ],
    'Refund is one income; the items in brackets only explain it',
  ],
  ['matriculei a Lara no inglês, mensalidade + material fica 12x de 89,90', [['spending', 8990, 'Outros']]],
  [
    'cesta básica pra minha mãe 280 e o remédio de pressão dela 47,50',
    [
      ['spending', 28000, 'Alimentação'],
      ['spending', 4750, 'Outros'],
    ],
  ],
  ['troquei pneu dianteiro e fiz alinhamento, 480 em 4x', [['spending', 12000, 'Transporte']]],
  [
    'casa: faxineira 160, conserto do chuveiro 85 e lâmpadas 32',
    [
      ['spending', 16000, 'Moradia'],
      ['spending', 8500, 'Moradia'],
      ['spending', 3200, 'Moradia'],
    ],
  ],
  [
    'traduzi 12 laudas a 35, caiu hj. comprei um mouse novo 79',
    [
      ['income', 42000, 'Salário'],
      ['spending', 7900, 'Outros'],
    ],
  ],
  ['petshop: ração, areia e sachê do gato 156,70', [['spending', 15670, 'Outros']]],
  [
    'Vendi 3 caixas de ovo caipira a 18 e 2 queijos a 35 aqui no sítio. Ração das galinhas 120, uai',
    [
      ['income', 5400, 'Salário'],
      ['income', 7000, 'Salário'],
      ['spending', 12000, 'Outros'],
    ],
    'Animal feed → Outros',
  ],
  [
    'oi vc anota aí pra mim: paguei o IPVA primeira parcela 412 reais e o licenciamento 160 reais',
    [
      ['spending', 41200, 'Transporte'],
      ['spending', 16000, 'Transporte'],
    ],
    'Vehicle licensing fee → Transporte',
  ],
  ['fechei o dia no 99: 19 corridas, R$ 286,40 líquido', [['income', 28640, 'Salário']]],
  ['Bolo de pote: vendi 18 na feirinha a 8 reais', [['income', 14400, 'Salário']]],
  [
    'paguei a escola dos meninos 2 x 680 e material escolar 215',
    [
      ['spending', 136000, 'Outros'],
      ['spending', 21500, 'Outros'],
    ],
  ],
  ['academia minha e da esposa, dois planos de 99,90 cada', [['spending', 19980, 'Outros']]],
  [
    'hospede do fds pagou 540 (2 noites) pelo airbnb, paguei a faxina 120 e repus o café e os biscoitos 34',
    [
      ['income', 54000, 'Salário'],
      ['spending', 12000, 'Moradia'],
      ['spending', 3400, 'Alimentação'],
    ],
  ],
  [
    'acertei com o fornecedor de trufa: 300 a 2,10. vendi hj 85 trufas a 5',
    [
      ['spending', 63000, 'Alimentação'],
      ['income', 42500, 'Salário'],
    ],
  ],
  ['mercado 340 sendo 80 só de carne pro churrasco', [['spending', 34000, 'Alimentação']], 'The meat is part of the 340'],
  ['caiu 1,2k do freela (logo + landing page) 🙏', [['income', 120000, 'Salário']]],
  [
    '2 pacotes de fralda a 62 e uma lata de ninho 54',
    [
      ['spending', 12400, 'Outros'],
      ['spending', 5400, 'Alimentação'],
    ],
  ],
  ['gasolina e calibragem, 150 tudo', [['spending', 15000, 'Transporte']]],
  [
    'mandei 150 pra minha mãe e recebi 300 do meu irmão do q ele tava devendo. o Zé ainda me deve 50',
    [
      ['spending', 15000, 'Outros'],
      ['income', 30000, 'Salário'],
    ],
    'Zé still owes: not an entry',
  ],
  [
    'mecânico: pastilha de freio 180 + mão de obra 120. depois abasteci 200',
    [
      ['spending', 18000, 'Transporte'],
      ['spending', 12000, 'Transporte'],
      ['spending', 20000, 'Transporte'],
    ],
    'Parts and labour priced separately',
  ],
  ['jaqueta e calça jeans na C&A 450 em 5x', [['spending', 9000, 'Outros']]],
  [
    'vendi 25 marmitas fitness a 19,90 essa semana. embalagens 62',
    [
      ['income', 49750, 'Salário'],
      ['spending', 6200, 'Outros'],
    ],
  ],
  [
    'feira: 2kg de tomate a 7, 1 dz de laranja 8 e 3 abacaxi a 5',
    [
      ['spending', 1400, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
      ['spending', 1500, 'Alimentação'],
    ],
  ],
  [
    'salário caiu 3.240,00 🙌 já paguei aluguel mil e cem e a parcela da moto 520',
    [
      ['income', 324000, 'Salário'],
      ['spending', 110000, 'Moradia'],
      ['spending', 52000, 'Transporte'],
    ],
  ],
  [
    'vale refeição caiu 880 e o VT 220',
    [
      ['income', 88000, 'Salário'],
      ['income', 22000, 'Salário'],
    ],
  ],
  [
    'semana ruim pq levei multa de 195,23 😤 99 pagou 1.120 e gastei 480 de etanol',
    [
      ['spending', 19523, 'Transporte'],
      ['income', 112000, 'Salário'],
      ['spending', 48000, 'Transporte'],
    ],
  ],
  [
    'paguei a vet 180 e a vacina da Mel 95',
    [
      ['spending', 18000, 'Outros'],
      ['spending', 9500, 'Outros'],
    ],
  ],
  [
    'farmácia 78 e depois mais 23,40 na drogaria perto de casa, tá osso',
    [
      ['spending', 7800, 'Outros'],
      ['spending', 2340, 'Outros'],
    ],
  ],
  [
    'no sinal hj vendi 70 água a 3 e 25 refri a 5. o gelo foi 20',
    [
      ['income', 21000, 'Salário'],
      ['income', 12500, 'Salário'],
      ['spending', 2000, 'Alimentação'],
    ],
  ],
];
