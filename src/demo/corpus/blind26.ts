import type { NoteCase } from './types';

/**
 * blind26 — 92 everyday notes for the finance assistant's demo chat, written blind on 3 Dec 2026
 * (without seeing how the demo reads notes), leaning to people past fifty and to voice typing:
 * retirees, pensioners, grandparents, small-town shopkeepers, rural workers, North/Northeast, church treasurers.
 *  - 58 notes with several entries (2 to 5),
 *  - 14 lists that are one entry (stated total, quantity x unit price, split bill share, instalment),
 *  - 12 notes of one entry,
 *  - 8 notes that record nothing (question, reminder, greeting, small talk, plan, debt).
 */
export const blind26: NoteCase[] = [
  [
    'venda da banca de verdura hoje cento e vinte e cinco e cinquenta comprei sacola plástica doze reais',
    [
      ['income', 12550, 'Salário'],
      ['spending', 1200, 'Outros'],
    ],
  ],
  ['a vizinha ta me devendo 50 reais', [], 'a debt owed to me, not yet paid'],
  [
    'Vendi um bolo de encomenda por 90 reais. Gastei 32,70 nos ingredientes.',
    [
      ['income', 9000, 'Salário'],
      ['spending', 3270, 'Alimentação'],
    ],
    'ingredients are food bought, so Alimentação even though the cake was sold',
  ],
  ['Bom dia, tudo bem? Deus abençoe vcs 🙏', []],
  ['paguei o pedreiro', [['spending', null, 'Moradia']], 'a payment for home repair with no amount'],
  [
    'sessenta e cinco reais de carne e vinte e dois e cinquenta de verdura',
    [
      ['spending', 6500, 'Alimentação'],
      ['spending', 2250, 'Alimentação'],
    ],
  ],
  [
    'os netos vieram almoçar gastei 210 no churrasco e mais 40 de refrigerante',
    [
      ['spending', 21000, 'Alimentação'],
      ['spending', 4000, 'Alimentação'],
    ],
  ],
  ['2 pães 1 leite e uma mortadela, deu 17,40', [['spending', 1740, 'Alimentação']], 'stated total of several items'],
  ['paguei o aluguel 900', [['spending', 90000, 'Moradia']]],
  [
    'feira 87,50\ngás 115\nuber pra consulta 23,40',
    [
      ['spending', 8750, 'Alimentação'],
      ['spending', 11500, 'Moradia'],
      ['spending', 2340, 'Transporte'],
    ],
  ],
  [
    'doação pra igreja 50, dízimo 180',
    [
      ['spending', 5000, 'Outros'],
      ['spending', 18000, 'Outros'],
    ],
  ],
  [
    'mercado 234,90 + padaria 18,50 + açougue 76',
    [
      ['spending', 23490, 'Alimentação'],
      ['spending', 1850, 'Alimentação'],
      ['spending', 7600, 'Alimentação'],
    ],
  ],
  [
    'reembolso da unimed 230 caiu, e paguei a consulta da dermato 300',
    [
      ['income', 23000, 'Salário'],
      ['spending', 30000, 'Outros'],
    ],
  ],
  [
    'comprei pão leite e manteiga deu 19,80 depois paguei o mototaxi 7',
    [
      ['spending', 1980, 'Alimentação'],
      ['spending', 700, 'Transporte'],
    ],
    'bread, milk and butter have one stated total',
  ],
  [
    'vendi 3 galinha caipira recebi 120 reais e gastei 45 de ração pras outras',
    [
      ['income', 12000, 'Salário'],
      ['spending', 4500, 'Outros'],
    ],
    '120 is what the three hens brought in; feed for the remaining hens is an animal cost, filed Outros',
  ],
  ['pizza com os amigos 180 dividido por 4', [['spending', 4500, 'Alimentação']], 'my share: 180 / 4'],
  [
    'corte de cabelo 35\nmanicure 40\nrecebi 200 de presente da minha filha 🥰',
    [
      ['spending', 3500, 'Outros'],
      ['spending', 4000, 'Outros'],
      ['income', 20000, 'Salário'],
    ],
  ],
  [
    "conserto da bomba d'água 280 e mais 120 do encanador",
    [
      ['spending', 28000, 'Moradia'],
      ['spending', 12000, 'Moradia'],
    ],
  ],
  [
    'gastei 15 reais de passagem e 12 no almoço e recebi 50 de uma faxina',
    [
      ['spending', 1500, 'Transporte'],
      ['spending', 1200, 'Alimentação'],
      ['income', 5000, 'Salário'],
    ],
  ],
  ['vou comprar o gás amanhã uns 120', [], 'a plan, not a spending yet'],
  ['uber pro médico 27,50', [['spending', 2750, 'Transporte']]],
  [
    'salario 3.200\nvale alimentação 600',
    [
      ['income', 320000, 'Salário'],
      ['income', 60000, 'Salário'],
    ],
    'the meal voucher credit is money coming to me, so income',
  ],
  ['como faço pra apagar o que eu mandei errado', []],
  [
    'Recebi o aluguel da casinha dos fundos R$ 700,00 e paguei o pedreiro pra arrumar o telhado R$ 450,00',
    [
      ['income', 70000, 'Salário'],
      ['spending', 45000, 'Moradia'],
    ],
  ],
  [
    'vc anota ai: mercdo 67 e farmacia 23,50 q paguei hj',
    [
      ['spending', 6700, 'Alimentação'],
      ['spending', 2350, 'Outros'],
    ],
  ],
  ['consertei o pneu da bicicleta dez reais', [['spending', 1000, 'Transporte']], 'bicycle repair read as a vehicle cost'],
  [
    'café 6 pão de queijo 5',
    [
      ['spending', 600, 'Alimentação'],
      ['spending', 500, 'Alimentação'],
    ],
  ],
  [
    'ganhei 100 no bingo da igreja e gastei 20 na quermesse com pamonha e quentão',
    [
      ['income', 10000, 'Salário'],
      ['spending', 2000, 'Alimentação'],
    ],
  ],
  [
    'pix do meu filho 300 reais pra ajudar\ncomprei fralda geriátrica 89,90',
    [
      ['income', 30000, 'Salário'],
      ['spending', 8990, 'Outros'],
    ],
  ],
  [
    'ontem: remédio de pressão 43,20 / fisioterapia 90 / táxi 28',
    [
      ['spending', 4320, 'Outros'],
      ['spending', 9000, 'Outros'],
      ['spending', 2800, 'Transporte'],
    ],
  ],
  [
    'gastei cinquenta reais de gasolina mais vinte de pedágio',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 2000, 'Transporte'],
    ],
  ],
  ['guarda-roupa 1.800 em 10x no carnê', [['spending', 18000, 'Moradia']], 'one instalment: 1.800 / 10'],
  [
    "peixe na beira do rio 60 farinha d'água 25 e o barco pra voltar 15",
    [
      ['spending', 6000, 'Alimentação'],
      ['spending', 2500, 'Alimentação'],
      ['spending', 1500, 'Transporte'],
    ],
  ],
  ['gastei 2 reais no cafezinho', [['spending', 200, 'Alimentação']]],
  [
    'material de construção areia cimento e tijolo deu 890 tudo',
    [['spending', 89000, 'Moradia']],
    'building material for the house is home repair',
  ],
  [
    'café na padaria quatorze e cinquenta farmácia trinta e dois',
    [
      ['spending', 1450, 'Alimentação'],
      ['spending', 3200, 'Outros'],
    ],
  ],
  ['meu filho pagou o jantar pra mim hoje', [], 'someone else paid for me: no money of mine moved'],
  [
    'vendi hj na vendinha 870 reais e paguei o fornecedor de bebida 430',
    [
      ['income', 87000, 'Salário'],
      ['spending', 43000, 'Alimentação'],
    ],
    "the day's sales are income; drinks bought from the supplier are drink, so Alimentação",
  ],
  [
    'Vendi 2 dúzias de ovos a 15 a dúzia e um queijo coalho por 35',
    [
      ['income', 3000, 'Salário'],
      ['income', 3500, 'Salário'],
    ],
  ],
  [
    'freela de design 800 + 350 de outro cliente',
    [
      ['income', 80000, 'Salário'],
      ['income', 35000, 'Salário'],
    ],
  ],
  [
    'recebi a primeira parcela do décimo terceiro 1.150 e já gastei 300 em presente de natal',
    [
      ['income', 115000, 'Salário'],
      ['spending', 30000, 'Outros'],
    ],
  ],
  [
    'dois mil e trezentos da aposentadoria entrou e paguei o plano de saúde seiscentos e doze reais',
    [
      ['income', 230000, 'Salário'],
      ['spending', 61200, 'Outros'],
    ],
  ],
  [
    'paguei a parcela da geladeira 189 e a luz 156,70',
    [
      ['spending', 18900, 'Moradia'],
      ['spending', 15670, 'Moradia'],
    ],
    'the fridge instalment is a household appliance, read as Moradia',
  ],
  [
    'Mercado R$ 1.234,56 (compra do mês) e gasolina R$ 250,00',
    [
      ['spending', 123456, 'Alimentação'],
      ['spending', 25000, 'Transporte'],
    ],
  ],
  [
    'botei 50 conto de gasolina na moto e 12 d pastel',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 1200, 'Alimentação'],
    ],
  ],
  [
    'recebi do seu zé 150 da diária na roça e comprei um facão 45',
    [
      ['income', 15000, 'Salário'],
      ['spending', 4500, 'Outros'],
    ],
  ],
  [
    'cesta básica 180 e o gás 110 também',
    [
      ['spending', 18000, 'Alimentação'],
      ['spending', 11000, 'Moradia'],
    ],
  ],
  ['vendi 10 potes de doce de leite a 12 cada', [['income', 12000, 'Salário']], '10 x 12'],
  [
    'comprei pra igreja 4 pacotes de copo descartável e 2 de guardanapo deu quarenta e dois reais',
    [['spending', 4200, 'Outros']],
    'one stated total for disposables',
  ],
  [
    'comprei uma cadeira de balanço 350 e um presente de aniversário pro neto 80',
    [
      ['spending', 35000, 'Moradia'],
      ['spending', 8000, 'Outros'],
    ],
  ],
  [
    'condomínio 540\nIPTU 98,40',
    [
      ['spending', 54000, 'Moradia'],
      ['spending', 9840, 'Moradia'],
    ],
  ],
  [
    'dei 50 pro neto e 50 pra neta de mesada',
    [
      ['spending', 5000, 'Outros'],
      ['spending', 5000, 'Outros'],
    ],
  ],
  ['celular novo 1.500 em 5 vezes sem juros', [['spending', 30000, 'Outros']], 'one instalment: 1.500 / 5'],
  ['comprei 3 kg de carne a 38 o quilo', [['spending', 11400, 'Alimentação']], '3 x 38'],
  [
    'ração do cachorro 89, banho e tosa 60',
    [
      ['spending', 8900, 'Outros'],
      ['spending', 6000, 'Outros'],
    ],
  ],
  [
    'uber 32 e depois um 99 de 18',
    [
      ['spending', 3200, 'Transporte'],
      ['spending', 1800, 'Transporte'],
    ],
    "'99' is the ride app; the second ride cost 18",
  ],
  [
    'pensão do INSS entrou 1.412, gastei 200 na feira de sábado',
    [
      ['income', 141200, 'Salário'],
      ['spending', 20000, 'Alimentação'],
    ],
  ],
  ['obrigada minha filha, vc é um anjo', []],
  ['2k de freela caiu hj 🙌', [['income', 200000, 'Salário']]],
  [
    'recebi a aposentadoria hoje mil quinhentos e dezoito reais já passei na farmácia e gastei oitenta e nove e noventa',
    [
      ['income', 151800, 'Salário'],
      ['spending', 8990, 'Outros'],
    ],
  ],
  [
    'mandei 200 pra minha irmã no Maranhão e paguei 35 do mototáxi da semana',
    [
      ['spending', 20000, 'Outros'],
      ['spending', 3500, 'Transporte'],
    ],
    "money sent to my sister is money I handed over (Outros); the week's moto-taxi is one stated amount",
  ],
  [
    '- açaí 15\n- tapioca 8\n- mototáxi 6',
    [
      ['spending', 1500, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
      ['spending', 600, 'Transporte'],
    ],
  ],
  [
    'conta de gás 120 conta de luz 210 conta de água 95',
    [
      ['spending', 12000, 'Moradia'],
      ['spending', 21000, 'Moradia'],
      ['spending', 9500, 'Moradia'],
    ],
  ],
  [
    'salário caiu 2.300 ✅ aluguel 850 pago 🏠',
    [
      ['income', 230000, 'Salário'],
      ['spending', 85000, 'Moradia'],
    ],
  ],
  [
    'paguei a luz cento e trinta e dois e quarenta e a água sessenta e oito reais',
    [
      ['spending', 13240, 'Moradia'],
      ['spending', 6800, 'Moradia'],
    ],
  ],
  [
    'Paguei a escola da neta 480 e o material 127,35',
    [
      ['spending', 48000, 'Outros'],
      ['spending', 12735, 'Outros'],
    ],
  ],
  [
    'recebi mil e duzentos da venda do bezerro paguei o veterinário cento e oitenta',
    [
      ['income', 120000, 'Salário'],
      ['spending', 18000, 'Outros'],
    ],
  ],
  ['comprei um par de sandália 59,90 na feira', [['spending', 5990, 'Outros']]],
  ['feira: tomate, cebola, batata, alho e coentro, tudo deu 38', [['spending', 3800, 'Alimentação']]],
  ['almoço do dia das mães deu 320, dividimos em 4 irmãos', [['spending', 8000, 'Alimentação']], 'my share: 320 / 4'],
  ['caiu o bolsa família seiscentos reais graças a Deus', [['income', 60000, 'Salário']]],
  [
    'pix recebido 85 da dona Lúcia pela costura mais 60 da vizinha pela barra da calça',
    [
      ['income', 8500, 'Salário'],
      ['income', 6000, 'Salário'],
    ],
  ],
  ['paguei 3 contas de luz atrasadas de 95 cada', [['spending', 28500, 'Moradia']], '3 x 95'],
  ['oito mil da venda do gado entrou na conta', [['income', 800000, 'Salário']]],
  ['almocei no restaurante do seu Antônio vinte e oito reais', [['spending', 2800, 'Alimentação']]],
  [
    'a vizinha me pagou os trinta reais e noventa centavos que devia e comprei pão quatro e cinquenta',
    [
      ['income', 3090, 'Salário'],
      ['spending', 450, 'Alimentação'],
    ],
  ],
  [
    'recebi 2k do frete e abasteci o caminhão 680',
    [
      ['income', 200000, 'Salário'],
      ['spending', 68000, 'Transporte'],
    ],
  ],
  ['mensalidade do sindicato rural 35', [['spending', 3500, 'Outros']]],
  ['5 litros de leite a 5,49', [['spending', 2745, 'Alimentação']], '5 x 5,49'],
  ['remédios do mês dipirona losartana e omeprazol sessenta e sete e oitenta no total', [['spending', 6780, 'Outros']]],
  [
    'recebi o pix do aluguel do ponto 1.500 e paguei a luz da loja 420',
    [
      ['income', 150000, 'Salário'],
      ['spending', 42000, 'Moradia'],
    ],
    "rent received for the shop premises is income; the shop's power bill is a utility (Moradia)",
  ],
  [
    'mensalidade do pilates 180 e consulta no cardiologista 350',
    [
      ['spending', 18000, 'Outros'],
      ['spending', 35000, 'Outros'],
    ],
  ],
];
