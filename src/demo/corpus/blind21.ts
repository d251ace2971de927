import type { NoteCase } from './types';

/**
 * Blind set 21: everyday notes people in Brazil send to a chat-based finance assistant,
 * written blind (without seeing how the demo reads notes) on 3 Dec 2026.
 * Leans to households and small businesses (mothers keeping the family budget, couples,
 * MEI owners, delivery riders, hairdressers, market stall sellers, students in shared flats,
 * retirees) from the South, Southeast and Centre-West.
 *
 * 90 notes:
 *  - 60 notes that hold several entries (2 to 5);
 *  - 16 lists that are ONE entry (stated total, quantity x unit price, split bill, instalment);
 *  - 8 notes of one entry;
 *  - 6 notes that record nothing.
 */
export const blind21: NoteCase[] = [
  // ---- 60 notes with several entries ----
  [
    'mercado 187,40 e farmacia 32,90',
    [
      ['spending', 18740, 'Alimentação'],
      ['spending', 3290, 'Outros'],
    ],
  ],
  [
    'recebi 450 da progressiva da cliente, gastei 89 de produto na distribuidora',
    [
      ['income', 45000, 'Salário'],
      ['spending', 8900, 'Outros'],
    ],
    'hairdresser: salon products are neither food nor home, so Outros',
  ],
  [
    'gasolina 120\nlanche 18\npedagio 9,80',
    [
      ['spending', 12000, 'Transporte'],
      ['spending', 1800, 'Alimentação'],
      ['spending', 980, 'Transporte'],
    ],
  ],
  [
    'hj fiz 23 entregas deu 187 reais, gastei 40 de gasosa e 15 num x salada',
    [
      ['income', 18700, 'Salário'],
      ['spending', 4000, 'Transporte'],
      ['spending', 1500, 'Alimentação'],
    ],
  ],
  [
    'aluguel 1.450 + condominio 380 + luz 167,23',
    [
      ['spending', 145000, 'Moradia'],
      ['spending', 38000, 'Moradia'],
      ['spending', 16723, 'Moradia'],
    ],
  ],
  [
    'paguei vinte e dois e cinquenta na padaria e depois trinta e oito no açougue',
    [
      ['spending', 2250, 'Alimentação'],
      ['spending', 3800, 'Alimentação'],
    ],
  ],
  [
    'caiu o salario 3.280,00, ja paguei a fatura do cartao 1.120',
    [
      ['income', 328000, 'Salário'],
      ['spending', 112000, 'Outros'],
    ],
    'a credit card bill mixes everything; filed as Outros',
  ],
  [
    'feira hj: 12 de banana 8 de ovo 15 de queijo',
    [
      ['spending', 1200, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
      ['spending', 1500, 'Alimentação'],
    ],
    'no total given, so each stall purchase is its own entry',
  ],
  [
    'vendi 6 bolo de pote a 12 cada e comprei 2 latas de leite condensado por 7,49 cada',
    [
      ['income', 7200, 'Salário'],
      ['spending', 1498, 'Alimentação'],
    ],
  ],
  [
    'uber 23,40 ida 19,90 volta',
    [
      ['spending', 2340, 'Transporte'],
      ['spending', 1990, 'Transporte'],
    ],
  ],
  [
    'pix da minha mae 200, gastei 64 no ifood',
    [
      ['income', 20000, 'Salário'],
      ['spending', 6400, 'Alimentação'],
    ],
  ],
  [
    'racao do dog 159,90 e veterinario 220',
    [
      ['spending', 15990, 'Outros'],
      ['spending', 22000, 'Outros'],
    ],
  ],
  [
    'conta de agua 98,12 internet 109,90 gas 125',
    [
      ['spending', 9812, 'Moradia'],
      ['spending', 10990, 'Moradia'],
      ['spending', 12500, 'Moradia'],
    ],
  ],
  [
    'almoco 32 cafe 6,50 estacionamento 15',
    [
      ['spending', 3200, 'Alimentação'],
      ['spending', 650, 'Alimentação'],
      ['spending', 1500, 'Transporte'],
    ],
  ],
  [
    'recebi 2k do freela do site e paguei o das 81,90',
    [
      ['income', 200000, 'Salário'],
      ['spending', 8190, 'Outros'],
    ],
    'DAS is the MEI monthly tax: Outros',
  ],
  [
    'troca de oleo da moto 65 e filtro 28',
    [
      ['spending', 6500, 'Transporte'],
      ['spending', 2800, 'Transporte'],
    ],
  ],
  [
    'vendi na banca hj 640 em dinheiro e 380 no pix',
    [
      ['income', 64000, 'Salário'],
      ['income', 38000, 'Salário'],
    ],
  ],
  [
    'gastos de hoje:\nmercado 56,78\nremedio da vó 43\nonibus 6',
    [
      ['spending', 5678, 'Alimentação'],
      ['spending', 4300, 'Outros'],
      ['spending', 600, 'Transporte'],
    ],
  ],
  [
    'dividimos o aluguel, minha parte 900, e a luz paguei sozinha 143,50',
    [
      ['spending', 90000, 'Moradia'],
      ['spending', 14350, 'Moradia'],
    ],
  ],
  [
    'corte de cabelo da Julia 60 e tenis novo 199,90 em 2x',
    [
      ['spending', 6000, 'Outros'],
      ['spending', 9995, 'Outros'],
    ],
    'the sneakers are an instalment purchase: one instalment of 99,95',
  ],
  [
    'recebi 50 do corte e a cliente deixou 10 de gorjeta',
    [
      ['income', 5000, 'Salário'],
      ['income', 1000, 'Salário'],
    ],
  ],
  [
    'aposentadoria caiu 2.340,00, paguei a farmacia 187,35 e o gas 120',
    [
      ['income', 234000, 'Salário'],
      ['spending', 18735, 'Outros'],
      ['spending', 12000, 'Moradia'],
    ],
  ],
  [
    'erva pro chimarrao 24,90 mais 10 de cacetinho',
    [
      ['spending', 2490, 'Alimentação'],
      ['spending', 1000, 'Alimentação'],
    ],
  ],
  [
    '99 pro trabalho 14,70 depois almoço 27',
    [
      ['spending', 1470, 'Transporte'],
      ['spending', 2700, 'Alimentação'],
    ],
  ],
  [
    'gastei cento e vinte reais de gasolina e cinquenta de lavagem do carro',
    [
      ['spending', 12000, 'Transporte'],
      ['spending', 5000, 'Transporte'],
    ],
  ],
  [
    'rachamos a pizza em 4, deu 30 pra cada, e o uber de volta 11,20',
    [
      ['spending', 3000, 'Alimentação'],
      ['spending', 1120, 'Transporte'],
    ],
  ],
  [
    'recebi o vale 1.200 e o reembolso da empresa 85,40',
    [
      ['income', 120000, 'Salário'],
      ['income', 8540, 'Salário'],
    ],
  ],
  [
    'acai 22\nsorvete das crianças 18\nbrinquedo 35',
    [
      ['spending', 2200, 'Alimentação'],
      ['spending', 1800, 'Alimentação'],
      ['spending', 3500, 'Outros'],
    ],
  ],
  [
    'compra do mes no atacadao R$ 1.234,56 e botijao 115',
    [
      ['spending', 123456, 'Alimentação'],
      ['spending', 11500, 'Moradia'],
    ],
  ],
  [
    'paguei 250 do eletricista e 89,90 no chuveiro novo',
    [
      ['spending', 25000, 'Moradia'],
      ['spending', 8990, 'Moradia'],
    ],
  ],
  [
    'vendi 3 marmitas 18 cada, 2 refri 6 cada',
    [
      ['income', 5400, 'Salário'],
      ['income', 1200, 'Salário'],
    ],
  ],
  [
    'paguei o plano do celular 49,99 e recarga do cartao do onibus 50',
    [
      ['spending', 4999, 'Outros'],
      ['spending', 5000, 'Transporte'],
    ],
  ],
  [
    '50 conto de gasosa e 20 de lanche',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 2000, 'Alimentação'],
    ],
  ],
  [
    'dizimo 150, presente de aniversario da sobrinha 70',
    [
      ['spending', 15000, 'Outros'],
      ['spending', 7000, 'Outros'],
    ],
  ],
  [
    'cafe da manha na padaria 14,50 depois mercadinho 37,20 tambem passei no posto 100',
    [
      ['spending', 1450, 'Alimentação'],
      ['spending', 3720, 'Alimentação'],
      ['spending', 10000, 'Transporte'],
    ],
  ],
  [
    'ganhei 120 de caixinha hj nas entregas e gastei 12 de agua e gatorade',
    [
      ['income', 12000, 'Salário'],
      ['spending', 1200, 'Alimentação'],
    ],
  ],
  [
    'IPTU parcela 3 de 10: 187,00 / condomínio 520,00',
    [
      ['spending', 18700, 'Moradia'],
      ['spending', 52000, 'Moradia'],
    ],
  ],
  [
    'recebi mil e quinhentos do cliente da reforma e paguei trezentos e vinte de material',
    [
      ['income', 150000, 'Salário'],
      ['spending', 32000, 'Outros'],
    ],
    "material bought for a client's job, not my own home: Outros",
  ],
  [
    'sacolão 43,80 padaria 16',
    [
      ['spending', 4380, 'Alimentação'],
      ['spending', 1600, 'Alimentação'],
    ],
  ],
  [
    'pedagio 7,40 pedagio 7,40 estacionamento 25 almoço na estrada 48',
    [
      ['spending', 740, 'Transporte'],
      ['spending', 740, 'Transporte'],
      ['spending', 2500, 'Transporte'],
      ['spending', 4800, 'Alimentação'],
    ],
  ],
  [
    'boleto da escola do Pedro 680 e uniforme 145',
    [
      ['spending', 68000, 'Outros'],
      ['spending', 14500, 'Outros'],
    ],
  ],
  [
    'cashback 12,35 do cartao e reembolso de 89,90 da shopee',
    [
      ['income', 1235, 'Salário'],
      ['income', 8990, 'Salário'],
    ],
  ],
  [
    'cerveja 160 e carne 240 pro churrasco de domingo',
    [
      ['spending', 16000, 'Alimentação'],
      ['spending', 24000, 'Alimentação'],
    ],
  ],
  [
    'luz 212 agua 87',
    [
      ['spending', 21200, 'Moradia'],
      ['spending', 8700, 'Moradia'],
    ],
  ],
  [
    'sofa novo 2.400 em 12x e cortina 189',
    [
      ['spending', 20000, 'Moradia'],
      ['spending', 18900, 'Moradia'],
    ],
  ],
  [
    'passagem de onibus pra Goiania 135 e lanche na rodoviaria 24,90',
    [
      ['spending', 13500, 'Transporte'],
      ['spending', 2490, 'Alimentação'],
    ],
  ],
  [
    'gastei 300 no mercado e o Marcos me passou 150 da metade dele',
    [
      ['spending', 30000, 'Alimentação'],
      ['income', 15000, 'Salário'],
    ],
    'I paid the whole market bill and my partner sent back his half: both movements recorded',
  ],
  [
    'remedio de pressao 38,90, fralda geriatrica 79',
    [
      ['spending', 3890, 'Outros'],
      ['spending', 7900, 'Outros'],
    ],
  ],
  [
    '99moto 8,50 e pao de queijo 12.90',
    [
      ['spending', 850, 'Transporte'],
      ['spending', 1290, 'Alimentação'],
    ],
  ],
  [
    'vendi o celular velho por 600 e comprei capinha pro novo 35',
    [
      ['income', 60000, 'Salário'],
      ['spending', 3500, 'Outros'],
    ],
  ],
  [
    'freela de design 850 + 1.100 do outro cliente',
    [
      ['income', 85000, 'Salário'],
      ['income', 110000, 'Salário'],
    ],
  ],
  [
    'combustivel 200 lavação 40',
    [
      ['spending', 20000, 'Transporte'],
      ['spending', 4000, 'Transporte'],
    ],
  ],
  [
    'mercado 134,20\nferinha 48\npadaria 22,10\nacougue 96\nhortifruti 31,50',
    [
      ['spending', 13420, 'Alimentação'],
      ['spending', 4800, 'Alimentação'],
      ['spending', 2210, 'Alimentação'],
      ['spending', 9600, 'Alimentação'],
      ['spending', 3150, 'Alimentação'],
    ],
  ],
  [
    'chopp com a galera 64 e o uber pra casa 27,80',
    [
      ['spending', 6400, 'Alimentação'],
      ['spending', 2780, 'Transporte'],
    ],
  ],
  [
    'recebi duzentos e cinquenta da pensão das crianças e gastei oitenta e sete e noventa na farmácia',
    [
      ['income', 25000, 'Salário'],
      ['spending', 8790, 'Outros'],
    ],
  ],

  // ---- 16 lists that are ONE entry ----
  ['2 paes 1 leite e manteiga, deu 19,40 na padaria', [['spending', 1940, 'Alimentação']]],
  ['comprei 3 kg de carne a 42,90 o kg', [['spending', 12870, 'Alimentação']]],
  ['jantar no japones deu 380, dividimos em 2', [['spending', 19000, 'Alimentação']]],
  ['geladeira nova 3.600 em 12x no carne', [['spending', 30000, 'Moradia']]],
  ['mercado: arroz feijao oleo cafe acucar, total 143,75', [['spending', 14375, 'Alimentação']]],
  ['5 marmitas vendidas a 20 cada', [['income', 10000, 'Salário']]],
  ['internet da rep 120 dividido por 4', [['spending', 3000, 'Moradia']]],
  ['tenis camiseta e meia na Renner, tudo 289,90', [['spending', 28990, 'Outros']]],
  ['4 galoes de agua 13 cada', [['spending', 5200, 'Alimentação']], 'drinking water: food and drink'],
  ['celular 1.799 em 10 vezes sem juros', [['spending', 17990, 'Outros']]],
  ['gasolina + aditivo + calibragem deu 215', [['spending', 21500, 'Transporte']]],
  ['churrasco da firma, carne cerveja carvao, minha parte 65', [['spending', 6500, 'Alimentação']]],
  ['paguei três cervejas e uma porção, deu setenta e dois reais', [['spending', 7200, 'Alimentação']]],
  ['conta do bar 246, racha em 3', [['spending', 8200, 'Alimentação']]],
  ['material escolar: caderno, lapis, mochila... total R$ 312,40', [['spending', 31240, 'Outros']]],

  // ---- 8 notes of one entry ----
  ['gastei 47 no ifood', [['spending', 4700, 'Alimentação']]],
  ['recebi meu salario 2.890,00', [['income', 289000, 'Salário']]],
  ['abasteci sessenta reais', [['spending', 6000, 'Transporte']]],
  ['lanche na cantina 12.90', [['spending', 1290, 'Alimentação']]],
  ['pix de 80 da cliente da sobrancelha', [['income', 8000, 'Salário']]],
  ['quanto eu gastei de mercado esse mes?', []],
  ['a Carla me deve 50 do ingresso', [], 'a debt owed to me, no money moved yet'],
  ['obrigada!! ajudou mto', []],
  ['semana que vem vou comprar o presente da minha mae, uns 150', [], 'a plan, not a spending yet'],
];
