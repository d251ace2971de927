import type { NoteCase } from './types';

/**
 * The twentieth blind dev set (issue 61): notes written blind on 3 Dec 2026 by someone who read neither the rules nor the
 * corpora, given nothing but the entry type and the product's conventions, asked for the sealed `fresh.ts`'s mix (96
 * notes: 48 that list things, 40 of one entry, 8 that record nothing), leaning to writers seldom heard (the North and
 * Northeast, teenagers and people over sixty, trades and street vendors). Thirteen rows a few edits from (or holding) a
 * sealed note, or a few edits from a note of ours, are not here (dropped unread, by their place): 83 rows.
 */
export const blind20: NoteCase[] = [
  // ── Several entries (38) ──────────────────────────────────────────────
  [
    'almoço 18 e uber 12,50',
    [
      ['spending', 1800, 'Alimentação'],
      ['spending', 1250, 'Transporte'],
    ],
  ],
  [
    'hj gastei 35 no mercadinho, 20 de gasolina e recebi 150 de uma diaria',
    [
      ['spending', 3500, 'Alimentação'],
      ['spending', 2000, 'Transporte'],
      ['income', 15000, 'Salário'],
    ],
  ],
  [
    'açaí 15\ntacacá 12\nmototaxi 5',
    [
      ['spending', 1500, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
      ['spending', 500, 'Transporte'],
    ],
  ],
  [
    'pão 7,50 + leite 5,49 + botijão 120',
    [
      ['spending', 750, 'Alimentação'],
      ['spending', 549, 'Alimentação'],
      ['spending', 12000, 'Moradia'],
    ],
    'botijão = cooking gas cylinder, a utility → Moradia',
  ],
  [
    'Paguei a luz 187,30 mais a água 64',
    [
      ['spending', 18730, 'Moradia'],
      ['spending', 6400, 'Moradia'],
    ],
  ],
  [
    'fui na feira gastei 42 depois passei na farmacia e deixei 23,90 la',
    [
      ['spending', 4200, 'Alimentação'],
      ['spending', 2390, 'Outros'],
    ],
  ],
  [
    'recebi 1.800 do plantão e também caiu 320 de hora extra',
    [
      ['income', 180000, 'Salário'],
      ['income', 32000, 'Salário'],
    ],
  ],
  [
    '- aluguel 650\n- internet 99,90\n- condominio 180',
    [
      ['spending', 65000, 'Moradia'],
      ['spending', 9990, 'Moradia'],
      ['spending', 18000, 'Moradia'],
    ],
  ],
  [
    'cafe 6 coxinha 7 passagem 4,50',
    [
      ['spending', 600, 'Alimentação'],
      ['spending', 700, 'Alimentação'],
      ['spending', 450, 'Transporte'],
    ],
    'passagem read as a bus fare',
  ],
  [
    '12 de pastel, 8 de caldo de cana',
    [
      ['spending', 1200, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'gastei vinte e dois e cinquenta no almoço e dez reais de ônibus',
    [
      ['spending', 2250, 'Alimentação'],
      ['spending', 1000, 'Transporte'],
    ],
  ],
  [
    'atendi 4 clientes hj, entrou 140 no pix. gastei 38 em esmalte e acetona',
    [
      ['income', 14000, 'Salário'],
      ['spending', 3800, 'Outros'],
    ],
    'a manicure: 140 is the stated total from the 4 clients, one income; work supplies → Outros',
  ],
  [
    'recebi 2k da obra do seu Zé, gastei 80 de marmita na semana',
    [
      ['income', 200000, 'Salário'],
      ['spending', 8000, 'Alimentação'],
    ],
  ],
  [
    'vendi 380 de dindin hj na praia, 60 de gasolina da moto e 15 o almoço',
    [
      ['income', 38000, 'Salário'],
      ['spending', 6000, 'Transporte'],
      ['spending', 1500, 'Alimentação'],
    ],
    'street vendor: sales are income; the gasoline and lunch read as spending',
  ],
  [
    'vendi 10 sacas de farinha por 1.500 e botei 200 de diesel no trator',
    [
      ['income', 150000, 'Salário'],
      ['spending', 20000, 'Transporte'],
    ],
    '1.500 is the total for the 10 sacks; tractor diesel read as fuel → Transporte',
  ],
  [
    'mano gastei 25 no ifood e 15 de diamante no free fire kkkk',
    [
      ['spending', 2500, 'Alimentação'],
      ['spending', 1500, 'Outros'],
    ],
  ],
  [
    'Paguei hoje a conta de luz, R$ 98,40, e a do telefone, R$ 59,90.',
    [
      ['spending', 9840, 'Moradia'],
      ['spending', 5990, 'Outros'],
    ],
    'telefone read as a phone plan → Outros',
  ],
  [
    'ganhei 50 de gorjeta e torrei 30 no bar com o pessoal',
    [
      ['income', 5000, 'Salário'],
      ['spending', 3000, 'Alimentação'],
    ],
  ],
  [
    'ração do cachorro 89, vacina dele 120',
    [
      ['spending', 8900, 'Outros'],
      ['spending', 12000, 'Outros'],
    ],
  ],
  [
    'recebi meu salario 3.450,00 e ja paguei o aluguel 1.100',
    [
      ['income', 345000, 'Salário'],
      ['spending', 110000, 'Moradia'],
    ],
  ],
  [
    'caiu pix de 200 da minha mãe, gastei 45 na farmácia',
    [
      ['income', 20000, 'Salário'],
      ['spending', 4500, 'Outros'],
    ],
  ],
  [
    'plantao extra 450 recebido. estacionamento do hospital 15. janta 28',
    [
      ['income', 45000, 'Salário'],
      ['spending', 1500, 'Transporte'],
      ['spending', 2800, 'Alimentação'],
    ],
  ],
  [
    'feira de sabado: banana 6, tomate 8,50, cebola 4, frango 22, ovos 15',
    [
      ['spending', 600, 'Alimentação'],
      ['spending', 850, 'Alimentação'],
      ['spending', 400, 'Alimentação'],
      ['spending', 2200, 'Alimentação'],
      ['spending', 1500, 'Alimentação'],
    ],
    'no total stated, so each item is its own entry',
  ],
  [
    '• corte de cabelo 35\n• sobrancelha 20',
    [
      ['spending', 3500, 'Outros'],
      ['spending', 2000, 'Outros'],
    ],
  ],
  [
    'comprei um tênis 199,90 na shopee e uma capinha de 25',
    [
      ['spending', 19990, 'Outros'],
      ['spending', 2500, 'Outros'],
    ],
  ],
  [
    'paguei a escola do menino 380 e o material 150',
    [
      ['spending', 38000, 'Outros'],
      ['spending', 15000, 'Outros'],
    ],
  ],
  [
    'recebi 90 da faxina depois gastei 18 de mototaxi pra voltar',
    [
      ['income', 9000, 'Salário'],
      ['spending', 1800, 'Transporte'],
    ],
  ],
  [
    'mercado 287,45\nfarmacia 63,20\nposto 150',
    [
      ['spending', 28745, 'Alimentação'],
      ['spending', 6320, 'Outros'],
      ['spending', 15000, 'Transporte'],
    ],
    'posto = gas station, read as fuel',
  ],
  [
    'energia 210 agua 78 gas 130',
    [
      ['spending', 21000, 'Moradia'],
      ['spending', 7800, 'Moradia'],
      ['spending', 13000, 'Moradia'],
    ],
    'gas next to energia and agua read as cooking gas → Moradia',
  ],
  [
    'tomei 3 cerveja, 30 conto, e o espetinho 15',
    [
      ['spending', 3000, 'Alimentação'],
      ['spending', 1500, 'Alimentação'],
    ],
    '30 conto read as the total for the 3 beers',
  ],
  [
    'fiz duas corridas hj com a moto, recebi 15 e 22',
    [
      ['income', 1500, 'Salário'],
      ['income', 2200, 'Salário'],
    ],
    'a mototaxi driver receiving two fares',
  ],
  [
    'dizimo 100 e oferta 20',
    [
      ['spending', 10000, 'Outros'],
      ['spending', 2000, 'Outros'],
    ],
  ],
  [
    'conserto da moto 180, oleo 45',
    [
      ['spending', 18000, 'Transporte'],
      ['spending', 4500, 'Transporte'],
    ],
  ],
  [
    'Recebi a aposentadoria, 1.412,00. Paguei o plano de saúde, 320,00.',
    [
      ['income', 141200, 'Salário'],
      ['spending', 32000, 'Outros'],
    ],
  ],
  [
    'recebi mil e duzentos da venda de um porco e gastei oitenta reais de ração pras galinhas',
    [
      ['income', 120000, 'Salário'],
      ['spending', 8000, 'Outros'],
    ],
    'farm animal feed → Outros',
  ],

  // ── Lists that are ONE entry (10) ─────────────────────────────────────
  ['comprei 3 pacotes de fralda e lenço umedecido, deu 156 tudo', [['spending', 15600, 'Outros']], 'stated total wins'],
  ['4 cocos a 5 reais cada', [['spending', 2000, 'Alimentação']], '4 × 5'],
  ['compra do mes no atacadao: arroz, feijao, oleo, cafe e açucar, 412,80 no total', [['spending', 41280, 'Alimentação']], 'stated total'],
  ['na feira: macaxeira, jerimum, cheiro verde e um peixe, deu 64 tudo', [['spending', 6400, 'Alimentação']], 'stated total'],
  ['2 kg de carne de sol a 42 o quilo', [['spending', 8400, 'Alimentação']], '2 × 42'],
  ['5 passagem de buzão a 4,10 cada', [['spending', 2050, 'Transporte']], '5 × 4,10'],
  ['vendi 3 bolos de aniversario a 45 cada', [['income', 13500, 'Salário']], '3 × 45'],

  // ── One entry (40) ────────────────────────────────────────────────────
  ['gasolna 50', [['spending', 5000, 'Transporte']]],
  ['uber pro trabalho 17,80', [['spending', 1780, 'Transporte']]],
  ['recebi 250 de uma diaria de pedreiro', [['income', 25000, 'Salário']]],
  ['paguei a internet 99', [['spending', 9900, 'Moradia']]],
  ['gastei cento e vinte e sete reais e trinta centavos no mercado', [['spending', 12730, 'Alimentação']]],
  ['salario caiu 2.800 graças a Deus', [['income', 280000, 'Salário']]],
  ['remedio da presao 47,60', [['spending', 4760, 'Outros']]],
  ['comprei uma blusa na feira 30 conto', [['spending', 3000, 'Outros']]],
  ['atendi uma cliente agora, pé e mão, 55 no dinheiro', [['income', 5500, 'Salário']], 'a manicure being paid for her work'],
  ['saiu o terço de férias 1.560,33', [['income', 156033, 'Salário']]],
  ['tapioca c cafe 9', [['spending', 900, 'Alimentação']], 'one price for the pair'],
  ['adubo pra roça 340', [['spending', 34000, 'Outros']], 'farm input → Outros'],
  ['vendi 20 duzia de ovo, fez 160', [['income', 16000, 'Salário']], 'stated total of the sale'],
  ['me devolveram 40 da compra cancelada', [['income', 4000, 'Salário']], 'refund → income'],
  ['conta de agua 56,70', [['spending', 5670, 'Moradia']]],
  ['2k de freela de design', [['income', 200000, 'Salário']]],
  ['mensalidade da academia 99', [['spending', 9900, 'Outros']]],
  ['presente de aniversario da minha neta 150 reais', [['spending', 15000, 'Outros']]],
  ['R$ 1.234,56 do seguro do carro', [['spending', 123456, 'Transporte']]],
  ['rabeta pra atravessar o rio 10', [['spending', 1000, 'Transporte']], 'rabeta = small motor canoe used as a ferry in the North'],
  ['pipoca 2', [['spending', 200, 'Alimentação']]],
  ['recebi 8.000 da venda dos bezerros', [['income', 800000, 'Salário']]],
  ['conserto do chuveiro 85', [['spending', 8500, 'Moradia']]],
  ['IPVA da moto 1ª parcela 112,44', [['spending', 11244, 'Transporte']], 'the amount paid now is the instalment stated'],
  ['comprei um sofa 1.899', [['spending', 189900, 'Moradia']]],
  ['12.90 de pastel', [['spending', 1290, 'Alimentação']]],
  ['gastei 50 conto no bingo da igreja', [['spending', 5000, 'Outros']]],
  ['ganhei 100 na rifa', [['income', 10000, 'Salário']]],
  ['abasteci a moto hj', [['spending', null, 'Transporte']]],
  ['minha mesada caiu, 100 reais', [['income', 10000, 'Salário']]],
  ['vc acredita q gastei 70 de uber hj', [['spending', 7000, 'Transporte']]],
  ['pensão dos meninos 600 paga', [['spending', 60000, 'Outros']], 'child support paid → Outros'],

  // ── Nothing to record (8) ─────────────────────────────────────────────
  ['bom dia! tudo bem com vc?', []],
  ['me lembra de pagar o boleto da luz dia 10', []],
  ['amanha vou comprar um ventilador, uns 200', [], 'a plan, not yet spent'],
  ['meu irmao ainda me deve 300 do mes passado', [], 'a debt owed to me, no money moved'],
  ['minha filha pagou meu almoço hj, que benção', [], 'someone else paid for me'],
  ['obrigada viu, Deus te abençoe', []],
  ['como faço pra apagar um gasto q lancei errado?', []],
  ['conta do bar deu 180, dividimos em 3, paguei minha parte', [['spending', 6_000, 'Alimentação']], 'my share: 180 / 3'],
];
