import type { NoteCase } from './types';

/**
 * blind22 — everyday chat notes for the finance assistant's demo, written blind on 3 Dec 2026
 * (without seeing how the demo reads notes), leaning to people who dictate to their phone or
 * paste a running list from their notes app: drivers, cooks, cleaners, construction workers,
 * nurses on shift, older people, teachers.
 *
 * 90 notes:
 * - 60 notes holding several entries (two to five);
 * - 16 lists that are ONE entry (stated total, quantity × unit price, split bill share, instalment);
 * - 8 notes of one entry;
 * - 6 notes that record nothing (question, reminder, greeting, small talk, debt, plan).
 */
export const blind22: NoteCase[] = [
  // ── Several entries (60) ──────────────────────────────────────────────
  [
    'abasteci 80 conto e almocei no posto 22,50',
    [
      ['spending', 8000, 'Transporte'],
      ['spending', 2250, 'Alimentação'],
    ],
  ],
  [
    'recebi duzentos e cinquenta da faxina da dona Marta e paguei vinte e dois e cinquenta de ônibus',
    [
      ['income', 25000, 'Salário'],
      ['spending', 2250, 'Transporte'],
    ],
  ],
  [
    'mercado 187,40\nfarmacia 36,90\nluz 142,33',
    [
      ['spending', 18740, 'Alimentação'],
      ['spending', 3690, 'Outros'],
      ['spending', 14233, 'Moradia'],
    ],
  ],
  [
    'pao 8 leite 6,50 cafe 18',
    [
      ['spending', 800, 'Alimentação'],
      ['spending', 650, 'Alimentação'],
      ['spending', 1800, 'Alimentação'],
    ],
    'no total stated, so each item with its own price is an entry',
  ],
  [
    '+ 150 diaria obra\n- 35 marmita\n- 12 passagem',
    [
      ['income', 15000, 'Salário'],
      ['spending', 3500, 'Alimentação'],
      ['spending', 1200, 'Transporte'],
    ],
  ],
  [
    'hj gastei 45 no ifood e 30 de uber, vc acredita?',
    [
      ['spending', 4500, 'Alimentação'],
      ['spending', 3000, 'Transporte'],
    ],
  ],
  [
    'paguei o aluguel 1.350 e o condominio 480',
    [
      ['spending', 135000, 'Moradia'],
      ['spending', 48000, 'Moradia'],
    ],
  ],
  [
    'salario caiu 3.240,18 e ja paguei a internet 99,90',
    [
      ['income', 324018, 'Salário'],
      ['spending', 9990, 'Moradia'],
    ],
  ],
  [
    '• gás 125\n• água 78,60\n• remédio da mãe 54',
    [
      ['spending', 12500, 'Moradia'],
      ['spending', 7860, 'Moradia'],
      ['spending', 5400, 'Outros'],
    ],
  ],
  [
    'Hoje fui na feira gastei 35 reais de verdura e 20 de fruta. Depois passei na farmácia e comprei o remédio da pressão 28 reais.',
    [
      ['spending', 3500, 'Alimentação'],
      ['spending', 2000, 'Alimentação'],
      ['spending', 2800, 'Outros'],
    ],
  ],
  [
    'plantao extra caiu 480, gastei 18 de estacionamento no hospital e 25 no lanche',
    [
      ['income', 48000, 'Salário'],
      ['spending', 1800, 'Transporte'],
      ['spending', 2500, 'Alimentação'],
    ],
  ],
  [
    'recebi 60 de caixinha hoje na cozinha e gastei 15 de cerveja depois do serviço',
    [
      ['income', 6000, 'Salário'],
      ['spending', 1500, 'Alimentação'],
    ],
  ],
  [
    'vendi 3 bolos de pote por 12 cada e gastei 40 com ingredientes',
    [
      ['income', 3600, 'Salário'],
      ['spending', 4000, 'Alimentação'],
    ],
    '3 × 12 = 36 of sales; ingredients are food, so Alimentação',
  ],
  [
    'Uber 14,90 + almoço 32 + café 6',
    [
      ['spending', 1490, 'Transporte'],
      ['spending', 3200, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
    ],
  ],
  [
    'comprei material pra sala de aula 64,80 e xerox das provas 15',
    [
      ['spending', 6480, 'Outros'],
      ['spending', 1500, 'Outros'],
    ],
  ],
  [
    'gastei cento e vinte no mercado e quarenta e cinco na padaria',
    [
      ['spending', 12000, 'Alimentação'],
      ['spending', 4500, 'Alimentação'],
    ],
  ],
  [
    'pedagio 12,40 e estacionamento 20',
    [
      ['spending', 1240, 'Transporte'],
      ['spending', 2000, 'Transporte'],
    ],
  ],
  [
    'cashback 12,30 do cartao e devolucao da shein 89,90',
    [
      ['income', 1230, 'Salário'],
      ['income', 8990, 'Salário'],
    ],
    'a refund from the store is money coming back to me: income',
  ],
  [
    'resumo do dia:\ncafe da manha 9\nmetro 5,40\nalmoco 27\nmetro 5,40\npizza 58',
    [
      ['spending', 900, 'Alimentação'],
      ['spending', 540, 'Transporte'],
      ['spending', 2700, 'Alimentação'],
      ['spending', 540, 'Transporte'],
      ['spending', 5800, 'Alimentação'],
    ],
  ],
  [
    '2k do freela caiu, paguei 650 da escola do menino',
    [
      ['income', 200000, 'Salário'],
      ['spending', 65000, 'Outros'],
    ],
  ],
  [
    'reforma do banheiro: piso 640, rejunte 45, pedreiro 900',
    [
      ['spending', 64000, 'Moradia'],
      ['spending', 4500, 'Moradia'],
      ['spending', 90000, 'Moradia'],
    ],
    'no total stated; each item of the home repair is its own entry',
  ],
  [
    'Mercado 230 e o gás 120 também',
    [
      ['spending', 23000, 'Alimentação'],
      ['spending', 12000, 'Moradia'],
    ],
  ],
  [
    'lavei o carro 40, troquei o oleo 180',
    [
      ['spending', 4000, 'Transporte'],
      ['spending', 18000, 'Transporte'],
    ],
  ],
  [
    'racao do tobias 89,90 e vacina dele 120',
    [
      ['spending', 8990, 'Outros'],
      ['spending', 12000, 'Outros'],
    ],
  ],
  [
    'recebi mil e duzentos das faxinas da semana. paguei a luz cento e oitenta e sete e a água noventa e dois',
    [
      ['income', 120000, 'Salário'],
      ['spending', 18700, 'Moradia'],
      ['spending', 9200, 'Moradia'],
    ],
  ],
  [
    'comprei camisa 59,90 e uma bermuda 79',
    [
      ['spending', 5990, 'Outros'],
      ['spending', 7900, 'Outros'],
    ],
  ],
  [
    'consulta 250, exame 180, farmacia 67,35',
    [
      ['spending', 25000, 'Outros'],
      ['spending', 18000, 'Outros'],
      ['spending', 6735, 'Outros'],
    ],
  ],
  [
    'bolsa familia caiu 600 e fiz 150 de mercado',
    [
      ['income', 60000, 'Salário'],
      ['spending', 15000, 'Alimentação'],
    ],
  ],
  [
    'R$ 1.234,56 do aluguel e R$ 89,90 da internet',
    [
      ['spending', 123456, 'Moradia'],
      ['spending', 8990, 'Moradia'],
    ],
  ],
  [
    '12.90 coxinha e refri, 4.50 busão',
    [
      ['spending', 1290, 'Alimentação'],
      ['spending', 450, 'Transporte'],
    ],
    'one price for coxinha and refri together: one food entry',
  ],
  [
    'ganhei 150 de gorjeta no fim de semana e gastei 80 no bar',
    [
      ['income', 15000, 'Salário'],
      ['spending', 8000, 'Alimentação'],
    ],
  ],
  [
    'recarga do celular 20 e bilhete único 50',
    [
      ['spending', 2000, 'Outros'],
      ['spending', 5000, 'Transporte'],
    ],
  ],
  [
    'saindo do plantão: padaria 16,80 depois uber 23,40',
    [
      ['spending', 1680, 'Alimentação'],
      ['spending', 2340, 'Transporte'],
    ],
  ],
  [
    'vendi a bicicleta velha por 350 e comprei um presente pro meu neto de 120',
    [
      ['income', 35000, 'Salário'],
      ['spending', 12000, 'Outros'],
    ],
  ],
  [
    'mãe me mandou 100 no pix e eu paguei 45 de farmácia',
    [
      ['income', 10000, 'Salário'],
      ['spending', 4500, 'Outros'],
    ],
  ],
  [
    'sacolão 47,80 mais açougue 96',
    [
      ['spending', 4780, 'Alimentação'],
      ['spending', 9600, 'Alimentação'],
    ],
  ],
  [
    'moto: pneu 180, corrente 95',
    [
      ['spending', 18000, 'Transporte'],
      ['spending', 9500, 'Transporte'],
    ],
  ],
  [
    'hoje gastei quinze reais de pão de queijo e café e depois trinta e oito e noventa na farmácia',
    [
      ['spending', 1500, 'Alimentação'],
      ['spending', 3890, 'Outros'],
    ],
  ],
  [
    'recebi 80 da aula da Julia e 120 da aula do Pedro',
    [
      ['income', 8000, 'Salário'],
      ['income', 12000, 'Salário'],
    ],
  ],
  [
    'plano do celular 59,99 e luz 210,40',
    [
      ['spending', 5999, 'Outros'],
      ['spending', 21040, 'Moradia'],
    ],
  ],
  [
    'Salário 2.850 / aluguel 900 / mercado 420',
    [
      ['income', 285000, 'Salário'],
      ['spending', 90000, 'Moradia'],
      ['spending', 42000, 'Alimentação'],
    ],
  ],
  [
    'combustivel 150, lavagem 30, e um açaí 18 pra mim',
    [
      ['spending', 15000, 'Transporte'],
      ['spending', 3000, 'Transporte'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  [
    'comprei um guarda-roupa 1.450 e um colchão 890',
    [
      ['spending', 145000, 'Moradia'],
      ['spending', 89000, 'Moradia'],
    ],
  ],
  [
    'cliente pagou a nota de 3.500 e paguei o DAS do MEI 75,60',
    [
      ['income', 350000, 'Salário'],
      ['spending', 7560, 'Outros'],
    ],
    'the MEI tax slip is neither home nor transport: Outros',
  ],
  [
    'cinema 64 e pipoca 35',
    [
      ['spending', 6400, 'Outros'],
      ['spending', 3500, 'Alimentação'],
    ],
  ],
  [
    '99 pro trabalho 16,50 99 de volta 19,80',
    [
      ['spending', 1650, 'Transporte'],
      ['spending', 1980, 'Transporte'],
    ],
    '99 is the ride app, not an amount',
  ],
  [
    'paguei a conta d agua 88 e o gas 115 hj cedo',
    [
      ['spending', 8800, 'Moradia'],
      ['spending', 11500, 'Moradia'],
    ],
  ],
  [
    'vendi 2 marmitas 20 cada e 1 bolo 45',
    [
      ['income', 4000, 'Salário'],
      ['income', 4500, 'Salário'],
    ],
    '2 × 20 = 40 for the marmitas, then the cake',
  ],
  [
    'reembolso do plano 340 caiu e paguei a academia 119',
    [
      ['income', 34000, 'Salário'],
      ['spending', 11900, 'Outros'],
    ],
  ],
  [
    'Recebi o salário da prefeitura 4.120,00. Paguei a parcela da faculdade 560,00 e o aluguel 1.100,00.',
    [
      ['income', 412000, 'Salário'],
      ['spending', 56000, 'Outros'],
      ['spending', 110000, 'Moradia'],
    ],
  ],
  [
    'bar com a galera 85 e o uber de volta 32',
    [
      ['spending', 8500, 'Alimentação'],
      ['spending', 3200, 'Transporte'],
    ],
  ],
  [
    'gastei 50 conto de gasolina, 30 de lanche e 20 no estacionamento',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 3000, 'Alimentação'],
      ['spending', 2000, 'Transporte'],
    ],
  ],
  [
    'recebi oitocentos e cinquenta da semana de obra e gastei sessenta e cinco com marmita',
    [
      ['income', 85000, 'Salário'],
      ['spending', 6500, 'Alimentação'],
    ],
  ],

  // ── Lists that are ONE entry (16) ─────────────────────────────────────
  ['comprei pão, presunto, queijo e leite na padaria, deu 38,70', [['spending', 3870, 'Alimentação']]],
  ['3 pacotes de fralda a 45 cada', [['spending', 13500, 'Outros']]],
  ['jantar com 4 amigos, conta deu 320 e dividimos, minha parte 80', [['spending', 8000, 'Alimentação']]],
  ['feira: tomate 8, cebola 5, batata 12, banana 7, total 32', [['spending', 3200, 'Alimentação']]],
  ['10 litros de gasolina a 6,19', [['spending', 6190, 'Transporte']]],
  ['pizza 90 dividido por 3', [['spending', 3000, 'Alimentação']], 'split three ways; my share is 30'],
  ['celular 1.899 em 10 vezes sem juros', [['spending', 18990, 'Outros']]],
  ['mercado do mês: arroz, feijão, óleo, café, carne... ficou 487,35', [['spending', 48735, 'Alimentação']]],
  ['recebi de 3 faxinas, 150 cada, pagaram tudo junto', [['income', 45000, 'Salário']], 'paid together in one go: 3 × 150'],
  ['uber dividido com a colega do plantão, deu 38, metade minha', [['spending', 1900, 'Transporte']]],
  ['comprei duas camisetas de trinta e cinco reais cada', [['spending', 7000, 'Outros']]],
  ['material pra obra aqui de casa: cimento, areia, tijolo, tudo 860', [['spending', 86000, 'Moradia']]],
  ['remédios da semana: losartana, omeprazol e vitamina d, paguei 94,20 tudo', [['spending', 9420, 'Outros']]],
  ['4 pneus, 320 cada', [['spending', 128000, 'Transporte']]],
  ['curso de inglês 1.200 em 6x, primeira parcela hoje', [['spending', 20000, 'Outros']]],

  // ── One entry (8) ────────────────────────────────────────────────────
  ['marmitex 22 hj', [['spending', 2200, 'Alimentação']]],
  ['caiu o pagamento da quinzena 1.650', [['income', 165000, 'Salário']]],
  ['paguei setenta e quatro e noventa na conta de luz', [['spending', 7490, 'Moradia']]],
  ['comprei um presente pra minha neta, não lembro quanto foi', [['spending', null, 'Outros']]],
  ['uber pro hospital 27,80', [['spending', 2780, 'Transporte']]],
  ['8.000 da rescisão caiu hoje graças a Deus', [['income', 800000, 'Salário']]],
  ['ração do gato 62', [['spending', 6200, 'Outros']]],
  ['gorjeta boa hoje, 35 reais', [['income', 3500, 'Salário']]],

  // ── Records nothing (6) ──────────────────────────────────────────────
  ['quanto eu gastei com mercado esse mês?', []],
  ['lembrar de pagar o iptu dia 10', []],
  ['amanhã vou abastecer uns 100 reais', [], 'a plan, not yet spent'],
  ['minha patroa pagou meu almoço hoje', [], 'someone else paid for me; nothing of mine moved'],
];
