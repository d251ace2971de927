import type { NoteCase } from './types';

/**
 * The fourteenth blind dev set (issue 61): 80 notes written blind on 2 Dec 2026 by someone who read neither the rules nor
 * the corpora, listing several things by every join people type, a third of them lists that are one entry, with nothing
 * but the entry type and the product's conventions. One row a few edits from a sealed note or one of ours is not here
 * (dropped unread).
 */
export const blind14: NoteCase[] = [
  [
    'abasteci 120 no posto e tomei um açaí de 18 😋',
    [
      ['spending', 12000, 'Transporte'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  [
    'comprei 2kg de picanha, carvão e umas cerveja pro churras, deu 186,50',
    [['spending', 18650, 'Alimentação']],
    'stated total of a list, mostly food',
  ],
  [
    'mercado R$ 87,40, farmacia 32,90, padaria 11',
    [
      ['spending', 8740, 'Alimentação'],
      ['spending', 3290, 'Outros'],
      ['spending', 1100, 'Alimentação'],
    ],
  ],
  [
    'Paguei hj: luz 214,37; internet 99,90; condomínio 480',
    [
      ['spending', 21437, 'Moradia'],
      ['spending', 9990, 'Moradia'],
      ['spending', 48000, 'Moradia'],
    ],
  ],
  ['5 marmitas a 18 cada pra semana', [['spending', 9000, 'Alimentação']], '5 x 18'],
  [
    'uber 23 + almoço 35 + cafezinho 6',
    [
      ['spending', 2300, 'Transporte'],
      ['spending', 3500, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
    ],
  ],
  [
    'estacionamento do shopping 15 / lavagem do carro 40',
    [
      ['spending', 1500, 'Transporte'],
      ['spending', 4000, 'Transporte'],
    ],
  ],
  [
    'fiz a unha 45 mais 30 da sobrancelha 💅',
    [
      ['spending', 4500, 'Outros'],
      ['spending', 3000, 'Outros'],
    ],
  ],
  [
    'passei no mercado 156 e depois na farmácia, 48,50 de remédio',
    [
      ['spending', 15600, 'Alimentação'],
      ['spending', 4850, 'Outros'],
    ],
  ],
  ['Geladeira nova!! 3.600 em 10x 🙏', [['spending', 36000, 'Moradia']], 'one instalment of 3600/10'],
  [
    'Coloquei 80 de gasolina. Também paguei 12,40 de pedágio na volta',
    [
      ['spending', 8000, 'Transporte'],
      ['spending', 1240, 'Transporte'],
    ],
  ],
  [
    'Feira 42\nAçougue 76,80\nPão 9',
    [
      ['spending', 4200, 'Alimentação'],
      ['spending', 7680, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
    ],
  ],
  ['dei uma nota de 100 pro frentista e voltou 15 de troco', [['spending', 8500, 'Transporte']], '100 minus 15 change; fuel'],
  [
    'uai, recebi 350 de uma faxina extra e ja gastei 90 no sacolão kkk',
    [
      ['income', 35000, 'Salário'],
      ['spending', 9000, 'Alimentação'],
    ],
  ],
  [
    'vendi 2 bolos de pote por 15 cada, gastei 22 de leite condensado pra fazer mais',
    [
      ['income', 3000, 'Salário'],
      ['spending', 2200, 'Alimentação'],
    ],
    'income is 2 x 15',
  ],
  ['2 passagens de ônibus pra Campinas, 67 cada', [['spending', 13400, 'Transporte']], '2 x 67'],
  [
    'caiu o pix do cliente 1.200, ja mandei 650 pro aluguel',
    [
      ['income', 120000, 'Salário'],
      ['spending', 65000, 'Moradia'],
    ],
  ],
  [
    'ifood 54,90 e netflix 39,90',
    [
      ['spending', 5490, 'Alimentação'],
      ['spending', 3990, 'Outros'],
    ],
  ],
  ['uber pro aeroporto 96, rachamos em 3', [['spending', 3200, 'Transporte']], 'my share of 96 split in 3'],
  [
    'oxe, racao do dog 149, vermifugo 35 e banho e tosa 70 🐶',
    [
      ['spending', 14900, 'Outros'],
      ['spending', 3500, 'Outros'],
      ['spending', 7000, 'Outros'],
    ],
  ],
  [
    'gastei 35 no cinema e 28 de pipoca 🍿',
    [
      ['spending', 3500, 'Outros'],
      ['spending', 2800, 'Alimentação'],
    ],
  ],
  ['celular novo 1.899 em 6x sem juros', [['spending', 31650, 'Outros']], 'one instalment: 1899/6 = 316,50'],
  [
    'Recarreguei o bilhete único 220 + 18 de coxinha e refri',
    [
      ['spending', 22000, 'Transporte'],
      ['spending', 1800, 'Alimentação'],
    ],
    'coxinha and refri share one price',
  ],
  [
    'academia 99, tênis de corrida 280 em 4x',
    [
      ['spending', 9900, 'Outros'],
      ['spending', 7000, 'Outros'],
    ],
    'shoes: one instalment of 280/4',
  ],
  [
    'Sabão em pó, amaciante, detergente e desinfetante, tudo deu 73,20',
    [['spending', 7320, 'Moradia']],
    'stated total of home cleaning products',
  ],
  [
    'conta de água 78,15 / gás 125',
    [
      ['spending', 7815, 'Moradia'],
      ['spending', 12500, 'Moradia'],
    ],
  ],
  [
    'Recebi o salário 3.450,00\nAluguel 1.100\nMercado do mês 780',
    [
      ['income', 345000, 'Salário'],
      ['spending', 110000, 'Moradia'],
      ['spending', 78000, 'Alimentação'],
    ],
  ],
  ['comprei 3 camisetas de 39,90 na promo', [['spending', 11970, 'Outros']], '3 x 39,90'],
  [
    'comprei 1,2k de material pra reforma do banheiro e paguei 600 pro pedreiro',
    [
      ['spending', 120000, 'Moradia'],
      ['spending', 60000, 'Moradia'],
    ],
  ],
  [
    'mil e duzentos do conserto do carro, mais trezentos e cinquenta da parcela do ipva',
    [
      ['spending', 120000, 'Transporte'],
      ['spending', 35000, 'Transporte'],
    ],
  ],
  [
    'Churrasco de domingo: carne, linguiça, pão de alho e refri. Deu 240 e dividimos por 6 pessoas',
    [['spending', 4000, 'Alimentação']],
    'my share of 240 split in 6',
  ],
  [
    'Vendi meu violão por 450 e comprei um fone de 120',
    [
      ['income', 45000, 'Salário'],
      ['spending', 12000, 'Outros'],
    ],
  ],
  [
    'gorjeta hj deu 85 conto 🙌 gastei 20 de marmita',
    [
      ['income', 8500, 'Salário'],
      ['spending', 2000, 'Alimentação'],
    ],
  ],
  ['pão, leite, manteiga e ovos = 27,80', [['spending', 2780, 'Alimentação']], 'stated total'],
  [
    'padaria 14.75 depois uber 19.80 depois farmácia 26',
    [
      ['spending', 1475, 'Alimentação'],
      ['spending', 1980, 'Transporte'],
      ['spending', 2600, 'Outros'],
    ],
  ],
  [
    'mensalidade da escola do Pedro 890 e uniforme 160',
    [
      ['spending', 89000, 'Outros'],
      ['spending', 16000, 'Outros'],
    ],
  ],
  ['IPVA 1.560 em 3 parcelas, paguei a primeira hj', [['spending', 52000, 'Transporte']], 'one instalment: 1560/3'],
  [
    'cashback de 12,30 caiu no app e paguei 34,90 do spotify',
    [
      ['income', 1230, 'Salário'],
      ['spending', 3490, 'Outros'],
    ],
  ],
  [
    'almocei 32, depois tomei um sorvete de 12 e comprei um livro de 59,90',
    [
      ['spending', 3200, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
      ['spending', 5990, 'Outros'],
    ],
  ],
  ['deixei 60 no pet shop: ração, areia e petisco da gata', [['spending', 6000, 'Outros']], 'one price for several pet items'],
  [
    'multa de trânsito 195,23 😡 e ainda 25 de estacionamento',
    [
      ['spending', 19523, 'Transporte'],
      ['spending', 2500, 'Transporte'],
    ],
  ],
  [
    'presente de aniversario da minha sogra 150, bolo 95, velinha 8',
    [
      ['spending', 15000, 'Outros'],
      ['spending', 9500, 'Alimentação'],
      ['spending', 800, 'Outros'],
    ],
  ],
  ['4 pizzas a 45 pro niver do Lucas 🎉', [['spending', 18000, 'Alimentação']], '4 x 45'],
  [
    'recebi 800 do aluguel da kitnet\npaguei 120 do IPTU dela',
    [
      ['income', 80000, 'Salário'],
      ['spending', 12000, 'Moradia'],
    ],
  ],
  [
    'diarista 180; produtos de limpeza 64,30',
    [
      ['spending', 18000, 'Moradia'],
      ['spending', 6430, 'Moradia'],
    ],
    'cleaning products for the home are Moradia',
  ],
  ['Conta do restaurante 276, dividida entre eu, Carla e Rafa', [['spending', 9200, 'Alimentação']], 'my share: 276/3'],
  [
    'Comprei um sofá 2.400 em 12x e uma mesinha de 350 à vista',
    [
      ['spending', 20000, 'Moradia'],
      ['spending', 35000, 'Moradia'],
    ],
    'sofa: one instalment of 2400/12',
  ],
  [
    'bar com a galera: 67 de cerveja + 30 de petisco 🍻',
    [
      ['spending', 6700, 'Alimentação'],
      ['spending', 3000, 'Alimentação'],
    ],
  ],
  ['paguei 70 do gás, amanhã pago a água e a luz', [['spending', 7000, 'Moradia']], 'water and power not paid yet'],
  [
    'Mototaxi 8 reais, passagem do ônibus 5,30 tb',
    [
      ['spending', 800, 'Transporte'],
      ['spending', 530, 'Transporte'],
    ],
  ],
  ['Curso de inglês 1200 parcelado em 12 vezes', [['spending', 10000, 'Outros']], 'one instalment: 1200/12'],
  [
    'recebi 600 do freela do site e 250 de um logo. gastei 89 num plugin',
    [
      ['income', 60000, 'Salário'],
      ['income', 25000, 'Salário'],
      ['spending', 8900, 'Outros'],
    ],
  ],
  ['me lembra: aluguel 1.300 vence dia 5 e condomínio 420 dia 10', [], 'reminder of bills not paid yet'],
  [
    'Feira: 38 de fruta e 22 de verdura',
    [
      ['spending', 3800, 'Alimentação'],
      ['spending', 2200, 'Alimentação'],
    ],
  ],
  ['farmácia: dipirona, soro, band-aid e protetor solar, 94 no total', [['spending', 9400, 'Outros']], 'stated total'],
  [
    'reembolso da empresa R$230,50 entrou. gastei 60 de combustível',
    [
      ['income', 23050, 'Salário'],
      ['spending', 6000, 'Transporte'],
    ],
  ],
  [
    'Vale refeição caiu 900, gastei 42 no restaurante',
    [
      ['income', 90000, 'Salário'],
      ['spending', 4200, 'Alimentação'],
    ],
  ],
  ['comprei cimento areia e tijolo pra obra do muro ficou 870', [['spending', 87000, 'Moradia']], 'stated total of home repair materials'],
  [
    'Hoje: café da manhã 9,50 / almoço 27 / janta 38 / lanche 7',
    [
      ['spending', 950, 'Alimentação'],
      ['spending', 2700, 'Alimentação'],
      ['spending', 3800, 'Alimentação'],
      ['spending', 700, 'Alimentação'],
    ],
  ],
  ['o Zé ficou me devendo 50 do churrasco e 20 da gasolina, me lembra de cobrar', [], 'money owed to me is not an entry'],
  [
    'comprei roupa 230 e sapato 189,90 e bolsa 99',
    [
      ['spending', 23000, 'Outros'],
      ['spending', 18990, 'Outros'],
      ['spending', 9900, 'Outros'],
    ],
  ],
  ['2 ingressos pro show a 180', [['spending', 36000, 'Outros']], '2 x 180'],
  [
    'pix da minha irmã 200 (ela me devia), paguei a conta de luz 156,40',
    [
      ['income', 20000, 'Salário'],
      ['spending', 15640, 'Moradia'],
    ],
    'a pix received is income even if it repays a debt',
  ],
  [
    'bah, rodei o dia todo: abasteci 150 e comi um pf de 22',
    [
      ['spending', 15000, 'Transporte'],
      ['spending', 2200, 'Alimentação'],
    ],
  ],
  ['recebi 3 diarias de 150 do bico na obra', [['income', 45000, 'Salário']], '3 x 150'],
  [
    'manicure 35\ncabelereiro 70\ndepilação 60',
    [
      ['spending', 3500, 'Outros'],
      ['spending', 7000, 'Outros'],
      ['spending', 6000, 'Outros'],
    ],
  ],
  [
    'Vendi 3 trufas a 5 e um brigadeirão de 40',
    [
      ['income', 1500, 'Salário'],
      ['income', 4000, 'Salário'],
    ],
    'truffles 3 x 5',
  ],
  [
    'Entreguei a encomenda de bolo, coxinha e docinho, a cliente pagou 380 no total',
    [['income', 38000, 'Salário']],
    'stated total received',
  ],
  [
    'paguei o chaveiro 90 e o eletricista 150 aqui em casa',
    [
      ['spending', 9000, 'Moradia'],
      ['spending', 15000, 'Moradia'],
    ],
  ],
  [
    'Passei no Atacadão 312,47 e no hortifruti 58',
    [
      ['spending', 31247, 'Alimentação'],
      ['spending', 5800, 'Alimentação'],
    ],
  ],
  ['quanto gastei esse mês com uber e ifood?', [], 'question to the assistant'],
  ['compra do Assaí 680, dividi com minha mãe meio a meio', [['spending', 34000, 'Alimentação']], 'my half of 680'],
  [
    'comprei flores 45 pro túmulo da vó e paguei 20 de estacionamento no cemitério',
    [
      ['spending', 4500, 'Outros'],
      ['spending', 2000, 'Transporte'],
    ],
  ],
  ['10 litros de leite a 4,89', [['spending', 4890, 'Alimentação']], '10 x 4,89'],
  [
    'resumo do dia\nuber 16\ncafé 7,50\nxerox 3\nalmoço 24,90\nônibus 4,40',
    [
      ['spending', 1600, 'Transporte'],
      ['spending', 750, 'Alimentação'],
      ['spending', 300, 'Outros'],
      ['spending', 2490, 'Alimentação'],
      ['spending', 440, 'Transporte'],
    ],
  ],
  ['kit de maquiagem com base, pó e batom por 159,90', [['spending', 15990, 'Outros']], 'one price for the kit'],
  [
    'recebi 120 de comissão e 50 de gorjeta, gastei 35 de pizza',
    [
      ['income', 12000, 'Salário'],
      ['income', 5000, 'Salário'],
      ['spending', 3500, 'Alimentação'],
    ],
  ],
];
