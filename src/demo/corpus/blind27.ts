import type { NoteCase } from './types';

/**
 * Blind set 27: everyday notes sent to the finance assistant's demo chat, written blind on 3 Dec 2026
 * (without seeing how the demo reads them), leaning to people who work for themselves and keep the books
 * in the chat (manicures, barbers, diaristas, food sellers, app drivers, stall owners, tutors, artisans,
 * small landlords, MEI sellers).
 *
 * 92 notes:
 * - 58 notes holding several entries (two to five);
 * - 14 notes that list several things but are ONE entry (stated total, quantity x unit price, bill split, instalment);
 * - 12 notes of a single entry;
 * - 8 notes that record nothing (question, reminder, greeting, small talk, debt, plan, paid by someone else).
 */
export const blind27: NoteCase[] = [
  // ── Several entries (58) ──────────────────────────────────────────────
  [
    'manicure hj: 3 clientes, 45 cada. comprei esmalte 32,90 e almocei 18',
    [
      ['income', 13500, 'Salário'],
      ['spending', 3290, 'Outros'],
      ['spending', 1800, 'Alimentação'],
    ],
    '3 clientes a 45 cada is one income of 135; nail polish for work is Outros',
  ],
  [
    'fechamento do dia: vendi 42 marmitas deu 630, gastei 210 no atacadao e 15 de gasolina da moto',
    [
      ['income', 63000, 'Salário'],
      ['spending', 21000, 'Alimentação'],
      ['spending', 1500, 'Transporte'],
    ],
    'stated total of the lunchbox sales wins; groceries for the food business are still food shopping',
  ],
  [
    'uber hj rendeu 287,50 / gasolina 120 / lavagem do carro 30 / lanche 14',
    [
      ['income', 28750, 'Salário'],
      ['spending', 12000, 'Transporte'],
      ['spending', 3000, 'Transporte'],
      ['spending', 1400, 'Alimentação'],
    ],
  ],
  [
    'Pix recebido R$ 180,00 Maria Aparecida S\nPix enviado R$ 64,90 Hortifruti Bom Preço',
    [
      ['income', 18000, 'Salário'],
      ['spending', 6490, 'Alimentação'],
    ],
  ],
  [
    'fiz duas diarias essa semana, 180 na dona lucia e 200 na dra carla',
    [
      ['income', 18000, 'Salário'],
      ['income', 20000, 'Salário'],
    ],
  ],
  [
    'aluguel da kitnet entrou 900, paguei o condominio 350 e a luz 127,40',
    [
      ['income', 90000, 'Salário'],
      ['spending', 35000, 'Moradia'],
      ['spending', 12740, 'Moradia'],
    ],
    'small landlord: rent received is income; condo fee and power paid are Moradia',
  ],
  [
    'recebi trezentos e vinte reais da feira hoje e gastei quarenta e cinco com o carreto e vinte e dois e cinquenta de pastel com caldo de cana',
    [
      ['income', 32000, 'Salário'],
      ['spending', 4500, 'Transporte'],
      ['spending', 2250, 'Alimentação'],
    ],
    'carreto (hired van for the goods) read as Transporte',
  ],
  [
    'gasolina 50 conto, estacionamento 12',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 1200, 'Transporte'],
    ],
  ],
  [
    'mercado 312,45\npadaria 17,80\nfarmacia 43,20',
    [
      ['spending', 31245, 'Alimentação'],
      ['spending', 1780, 'Alimentação'],
      ['spending', 4320, 'Outros'],
    ],
  ],
  [
    'contas do mes\n- internet 99,90\n- agua 78,15\n- luz 214,33\n- gas 125',
    [
      ['spending', 9990, 'Moradia'],
      ['spending', 7815, 'Moradia'],
      ['spending', 21433, 'Moradia'],
      ['spending', 12500, 'Moradia'],
    ],
    'gas among the house bills is cooking gas, Moradia',
  ],
  [
    'hj entrou 2k do cliente do site e paguei 150 do contador',
    [
      ['income', 200000, 'Salário'],
      ['spending', 15000, 'Outros'],
    ],
  ],
  [
    'DAS do mei 75,60 pago, tambem paguei a maquininha nova 89',
    [
      ['spending', 7560, 'Outros'],
      ['spending', 8900, 'Outros'],
    ],
    'MEI tax and a card machine are neither food, transport nor home: Outros',
  ],
  [
    'salario caiu 2.450 😁 ja paguei o aluguel 900',
    [
      ['income', 245000, 'Salário'],
      ['spending', 90000, 'Moradia'],
    ],
  ],
  [
    'corrida 99 18,40 ida e 22,10 volta',
    [
      ['spending', 1840, 'Transporte'],
      ['spending', 2210, 'Transporte'],
    ],
  ],
  [
    'vendi 15 brigadeiros 2,50 cada e 1 bolo de pote 12',
    [
      ['income', 3750, 'Salário'],
      ['income', 1200, 'Salário'],
    ],
  ],
  [
    'racao do dog 89 vet 150',
    [
      ['spending', 8900, 'Outros'],
      ['spending', 15000, 'Outros'],
    ],
  ],
  [
    'academia 99,90 depois spotify 21,90',
    [
      ['spending', 9990, 'Outros'],
      ['spending', 2190, 'Outros'],
    ],
  ],
  [
    'comprei pneu da moto 280 e paguei a parcela do celular 150',
    [
      ['spending', 28000, 'Transporte'],
      ['spending', 15000, 'Outros'],
    ],
    'the phone instalment paid this month is the 150',
  ],
  [
    'conserto do chuveiro 120 mais a resistencia 38',
    [
      ['spending', 12000, 'Moradia'],
      ['spending', 3800, 'Moradia'],
    ],
  ],
  [
    'onibus 4,40 metro 5 e um cafe 7',
    [
      ['spending', 440, 'Transporte'],
      ['spending', 500, 'Transporte'],
      ['spending', 700, 'Alimentação'],
    ],
  ],
  [
    'Hoje: 6 clientes de escova = 360. Comprei shampoo profissional 96,80 e paguei a moça da limpeza do salão 70.',
    [
      ['income', 36000, 'Salário'],
      ['spending', 9680, 'Outros'],
      ['spending', 7000, 'Outros'],
    ],
    'cleaning of the salon (the business, not the home) read as Outros',
  ],
  [
    'recebi reembolso da empresa 230,00 e o vale 600',
    [
      ['income', 23000, 'Salário'],
      ['income', 60000, 'Salário'],
    ],
  ],
  [
    'pedagio 12,70 pedagio 9,80 e abasteci 200',
    [
      ['spending', 1270, 'Transporte'],
      ['spending', 980, 'Transporte'],
      ['spending', 20000, 'Transporte'],
    ],
  ],
  [
    'padaria 12.90, farmacia 23.50',
    [
      ['spending', 1290, 'Alimentação'],
      ['spending', 2350, 'Outros'],
    ],
  ],
  [
    'paguei iptu 1a parcela 187,33 e o seguro do carro 245',
    [
      ['spending', 18733, 'Moradia'],
      ['spending', 24500, 'Transporte'],
    ],
  ],
  [
    'paguei cento e cinquenta de luz e oitenta e nove e noventa de internet',
    [
      ['spending', 15000, 'Moradia'],
      ['spending', 8990, 'Moradia'],
    ],
  ],
  [
    'vendas do dia\npix 412\ncartao 380\ndinheiro 95',
    [
      ['income', 41200, 'Salário'],
      ['income', 38000, 'Salário'],
      ['income', 9500, 'Salário'],
    ],
    'three payment channels of the day, each listed as its own income',
  ],
  [
    'lanche da tarde 16, gasolina 40, recarga do celular 20',
    [
      ['spending', 1600, 'Alimentação'],
      ['spending', 4000, 'Transporte'],
      ['spending', 2000, 'Outros'],
    ],
  ],
  [
    'recebi 145 das vendas da natura e tbm paguei o boleto do pedido novo 310',
    [
      ['income', 14500, 'Salário'],
      ['spending', 31000, 'Outros'],
    ],
    'a cosmetics reseller: the order of stock is Outros',
  ],
  [
    'consulta 250 e remedio 67,45',
    [
      ['spending', 25000, 'Outros'],
      ['spending', 6745, 'Outros'],
    ],
  ],
  [
    'geladeira 2.400 em 12x e o conserto da porta do quarto 180',
    [
      ['spending', 20000, 'Moradia'],
      ['spending', 18000, 'Moradia'],
    ],
    'fridge in 12 instalments: one instalment of 200',
  ],
  [
    'recebi R$ 1.234,56 da nota fiscal e transferi 300 pra minha mae',
    [
      ['income', 123456, 'Salário'],
      ['spending', 30000, 'Outros'],
    ],
    'money sent to mother is money handed over, Outros',
  ],
  [
    'cliente pagou 90 da sobrancelha + 40 do buço',
    [
      ['income', 9000, 'Salário'],
      ['income', 4000, 'Salário'],
    ],
  ],
  [
    'comprei 2 sacos de cimento 38 cada e paguei o pedreiro 250',
    [
      ['spending', 7600, 'Moradia'],
      ['spending', 25000, 'Moradia'],
    ],
  ],
  [
    'almocei 27 depois tomei um açai de 18',
    [
      ['spending', 2700, 'Alimentação'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  [
    'recebi 8.000 da obra do sobrado e ja repassei 2.500 pro ajudante',
    [
      ['income', 800000, 'Salário'],
      ['spending', 250000, 'Outros'],
    ],
    'a builder paid for a job; paying his helper is a business cost, Outros',
  ],
  [
    '87,30 açougue e 42 sacolão',
    [
      ['spending', 8730, 'Alimentação'],
      ['spending', 4200, 'Alimentação'],
    ],
  ],
  [
    'mototaxi 8 e 8 de volta',
    [
      ['spending', 800, 'Transporte'],
      ['spending', 800, 'Transporte'],
    ],
  ],
  [
    'salgados vendidos 74 reais, coca pro estoque 36, oleo 9,90',
    [
      ['income', 7400, 'Salário'],
      ['spending', 3600, 'Alimentação'],
      ['spending', 990, 'Alimentação'],
    ],
    'drinks and cooking oil for the snack business are food and drink, Alimentação',
  ],
  [
    'gasolina ⛽ 100 hamburguer 🍔 32 cinema 🎬 45',
    [
      ['spending', 10000, 'Transporte'],
      ['spending', 3200, 'Alimentação'],
      ['spending', 4500, 'Outros'],
    ],
  ],
  [
    'Pix recebido de JOSE CARLOS DA SILVA R$ 2.500,00\nPagamento de boleto CONDOMINIO RES FLORES R$ 480,00\nCompra no debito POSTO SHELL R$ 150,00',
    [
      ['income', 250000, 'Salário'],
      ['spending', 48000, 'Moradia'],
      ['spending', 15000, 'Transporte'],
    ],
  ],
  [
    'recebi a pensão 600 e paguei a escola do menino 450',
    [
      ['income', 60000, 'Salário'],
      ['spending', 45000, 'Outros'],
    ],
  ],
  [
    'vendi o sofa velho por 300 e comprei um novo 1.800 em 6x',
    [
      ['income', 30000, 'Salário'],
      ['spending', 30000, 'Moradia'],
    ],
    'new sofa in 6 instalments: one instalment of 300',
  ],
  [
    'tosa do cachorro 70, areia do gato 25',
    [
      ['spending', 7000, 'Outros'],
      ['spending', 2500, 'Outros'],
    ],
  ],
  [
    'bar com a galera 86 e o uber de volta 31,50',
    [
      ['spending', 8600, 'Alimentação'],
      ['spending', 3150, 'Transporte'],
    ],
  ],
  [
    'recebi 3 encomendas de bolo: 120, 95 e 150',
    [
      ['income', 12000, 'Salário'],
      ['income', 9500, 'Salário'],
      ['income', 15000, 'Salário'],
    ],
  ],
  [
    'paguei o gás 120, a agua 64 e o aluguel 1.100. sobrou nada kkk',
    [
      ['spending', 12000, 'Moradia'],
      ['spending', 6400, 'Moradia'],
      ['spending', 110000, 'Moradia'],
    ],
  ],
  [
    'troca de oleo 180 + filtro 45 + lavagem 35 + palheta 40',
    [
      ['spending', 18000, 'Transporte'],
      ['spending', 4500, 'Transporte'],
      ['spending', 3500, 'Transporte'],
      ['spending', 4000, 'Transporte'],
    ],
  ],

  // ── Lists that are ONE entry (14) ──────────────────────────────────────
  ['mercadinho: arroz, feijao, oleo e cafe, deu 58,70', [['spending', 5870, 'Alimentação']]],
  ['comprei 3 duzias de ovos a 14 cada pros bolos', [['spending', 4200, 'Alimentação']]],
  ['pizza com a turma 180 dividido por 4, minha parte 45', [['spending', 4500, 'Alimentação']]],
  ['comprei 5 kg de frango a 12,90 o quilo', [['spending', 6450, 'Alimentação']]],
  ['conta do bar 240, rachamos em 3', [['spending', 8000, 'Alimentação']], 'split three ways: my share is 80'],
  ['farmacia: dipirona, soro e band-aid, total 34,60', [['spending', 3460, 'Outros']]],
  ['comprei pra loja 10 camisetas a 18 cada', [['spending', 18000, 'Outros']]],
  ['material escolar do Pedro: caderno, lapis, mochila, estojo... ficou 287 tudo', [['spending', 28700, 'Outros']]],
  ['uber dividido com a Ju, 42 no total, dei minha metade', [['spending', 2100, 'Transporte']]],
  ['maquina de lavar 2.199 em 12x de 183,25', [['spending', 18325, 'Moradia']]],
  ['churrasco do fds: carne, carvao, cerveja e gelo, 320 pra 5 pessoas, fiquei com 64', [['spending', 6400, 'Alimentação']]],
  ['tenis 400 em 4x sem juros', [['spending', 10000, 'Outros']]],

  // ── One entry (12) ─────────────────────────────────────────────────────
  ['gastei 27 no almoço', [['spending', 2700, 'Alimentação']]],
  ['recebi 85 de uma sobrancelha com henna', [['income', 8500, 'Salário']]],
  ['abasteci a moto, 30 reais', [['spending', 3000, 'Transporte']]],
  ['aluguel pago, 1.450,00', [['spending', 145000, 'Moradia']]],
  ['recebi dois mil e trezentos do salario', [['income', 230000, 'Salário']]],
  ['remedio da pressao 38,90', [['spending', 3890, 'Outros']]],
  ['cafe da manha na padaria 14,50', [['spending', 1450, 'Alimentação']]],
  ['pix de 120 da cliente da faxina 🙌', [['income', 12000, 'Salário']]],
  ['paguei o encanador 180 pra arrumar a pia', [['spending', 18000, 'Moradia']]],
  ['vendi um bolo de aniversario por duzentos e cinquenta reais', [['income', 25000, 'Salário']]],

  // ── Records nothing (8) ────────────────────────────────────────────────
  ['quanto eu gastei com gasolina esse mes?', []],
  ['me lembra de pagar o DAS dia 20', []],
  ['a Carla ficou me devendo 50 do corte', [], 'money owed to me has not moved yet'],
  ['amanha vou comprar o material da unha, uns 200', [], 'a plan, nothing spent yet'],
  ['meu irmao pagou meu almoço hj', [], 'someone else paid for me: no entry of mine'],
];
