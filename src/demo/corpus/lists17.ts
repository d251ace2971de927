import type { NoteCase } from './types';

/**
 * Lists of a day or a week (the seventeenth blind dev set's classes): new members of each class, written for it, none a
 * note of the dev set.
 */
export const lists17: NoteCase[] = [
  // A name the lexicon files with a join in its middle ('banho e tosa', 'romeu e julieta', 'ida e volta') parts nothing.
  ['levei os dois cachorros no pet shop, 2 banho e tosa a 65', [['spending', 13_000, 'Outros']]],
  ['vendi 6 romeu e julieta a 8 na feira', [['income', 4_800, 'Salário']]],
  [
    'sorvete 14 e 2 pedágio ida e volta 11,50 cada',
    [
      ['spending', 1_400, 'Alimentação'],
      ['spending', 2_300, 'Transporte'],
    ],
  ],
  ['paguei 2 alinhamento e balanceamento a 90, do carro e da moto', [['spending', 18_000, 'Transporte']]],
  // hard.ts's, read right since: its 'ida e volta' parts no more.
  [
    'praia sábado 🏖️ pedágio 28,80 ida e volta, estacionamento 30, milho 10, 3 caipirinhas a 15',
    [
      ['spending', 2880, 'Transporte'],
      ['spending', 3000, 'Transporte'],
      ['spending', 1000, 'Alimentação'],
      ['spending', 4500, 'Alimentação'],
    ],
  ],
  // A total that repeats the sum of entries before it, one of them a product (whole already), adds nothing: they stay entries.
  [
    'farmácia: 2 caixas de dipirona 7,50 cada, protetor solar 45, total 60',
    [
      ['spending', 1_500, 'Outros'],
      ['spending', 4_500, 'Outros'],
    ],
  ],
  [
    'papelaria\ncaderno 4 unidades 12 cada\ncaneta 8\nmochila 95\ntotal 151',
    [
      ['spending', 4_800, 'Outros'],
      ['spending', 800, 'Outros'],
      ['spending', 9_500, 'Outros'],
    ],
  ],
  [
    'pet: ração 2 sacos a 80, areia 35, total 195',
    [
      ['spending', 16_000, 'Outros'],
      ['spending', 3_500, 'Outros'],
    ],
  ],
  [
    'vó Cida\nremédio da pressão 3 caixas 22 cada\nfralda 58\ntotal 124',
    [
      ['spending', 6_600, 'Outros'],
      ['spending', 5_800, 'Outros'],
    ],
  ],
  // The home's bills listed, then a total that repeats their sum: each bill stays an entry (one category is no one purchase).
  [
    'contas de novembro\naluguel 980\ncondomínio 310\nluz 145,20\ntotal 1.435,20',
    [
      ['spending', 98_000, 'Moradia'],
      ['spending', 31_000, 'Moradia'],
      ['spending', 14_520, 'Moradia'],
    ],
  ],
  [
    'paguei hoje: água 76,40, gás 58, internet 99,90, total 234,30',
    [
      ['spending', 7_640, 'Moradia'],
      ['spending', 5_800, 'Moradia'],
      ['spending', 9_990, 'Moradia'],
    ],
  ],
  [
    'boletos da casa - iptu 120, energia 233, esgoto 41 = 394',
    [
      ['spending', 12_000, 'Moradia'],
      ['spending', 23_300, 'Moradia'],
      ['spending', 4_100, 'Moradia'],
    ],
  ],
  // hard.ts's, read right since.
  [
    'março - contas da casa\nenergia 256,12\nágua 98,03\ngás encanado 61\ncondomínio 540\nTOTAL: 955,15',
    [
      ['spending', 25612, 'Moradia'],
      ['spending', 9803, 'Moradia'],
      ['spending', 6100, 'Moradia'],
      ['spending', 54000, 'Moradia'],
    ],
  ],
  // A till's close: lines of nothing but how money came in and its amount are takings, each income; their total adds nothing.
  [
    'caixa da lanchonete hoje\ndinheiro 312\npix 845,50\ncartão 1.120',
    [
      ['income', 31_200, 'Salário'],
      ['income', 84_550, 'Salário'],
      ['income', 112_000, 'Salário'],
    ],
  ],
  [
    'fechei o caixa: pix 640, débito 210, crédito 390, total 1.240',
    [
      ['income', 64_000, 'Salário'],
      ['income', 21_000, 'Salário'],
      ['income', 39_000, 'Salário'],
    ],
  ],
  [
    'domingo na feira\nespécie 185\npix 230\npaguei o ajudante 80',
    [
      ['income', 18_500, 'Salário'],
      ['income', 23_000, 'Salário'],
      ['spending', 8_000, 'Outros'],
    ],
  ],
  // A bare amount after what another paid, beside what I paid, is theirs too: read again with it, it was money to me.
  ['o Caio pagou o churrasco, 300 reais, e eu paguei a cerveja 60', [['spending', 6_000, 'Alimentação']]],
  ['a Duda pagou o uber de todos, 42. eu só paguei meu café 7', [['spending', 700, 'Alimentação']]],
  ['o Beto pagou o almoço da turma, 250 reais. eu paguei o estacionamento, 15', [['spending', 1_500, 'Transporte']]],
  ['a Lia pagou a gasolina da viagem, 210, e eu paguei o pedágio 32', [['spending', 3_200, 'Transporte']]],
  // …and a remark with no amount before theirs stays with my entry before it.
  [
    'paguei a revisão 380, do carro e da moto, e a Nina pagou o lanche, 65, e eu paguei o suco 9',
    [
      ['spending', 38_000, 'Transporte'],
      ['spending', 900, 'Alimentação'],
    ],
  ],
  // Money owed to me or promised, its amount then 'que' and a verb of mine: the verb says what the money was, nothing moved.
  ['a Bia ficou de me devolver os 150 que emprestei pra ela', []],
  ['o vizinho ficou de me pagar os 60 que gastei com o gás dele, cobrar sexta', []],
  ['o Rafa me deve os 90 reais que paguei no show dele', []],
  // A verb of money parted from its amount by a join said as an adverb ('tb', 'também', 'mais') is that amount's verb.
  [
    'vendi 2 bolos a 35, recebi tb 40 de uma encomenda de coxinha',
    [
      ['income', 7_000, 'Salário'],
      ['income', 4_000, 'Salário'],
    ],
  ],
  [
    'vendi 4 camisetas a 30 e recebi também 80 de um conserto de calça',
    [
      ['income', 12_000, 'Salário'],
      ['income', 8_000, 'Salário'],
    ],
  ],
  [
    'vendi o fogão 300 e recebi tb 150 do conserto da geladeira',
    [
      ['income', 30_000, 'Salário'],
      ['income', 15_000, 'Salário'],
    ],
  ],
  // hard.ts's, read right since.
  [
    'vendi 12 bolo de pote a 8 reais cada, e comprei mais 5 latas de leite condensado a 6,50',
    [
      ['income', 9600, 'Salário'],
      ['spending', 3250, 'Alimentação'],
    ],
  ],
  // A unit of counting the lexicon lacked ('dúzia'): a count before its thing, never a price before a thing named.
  ['comprei no sacolão 2 duzia de laranja a 7', [['spending', 1_400, 'Alimentação']]],
  ['vendi na padaria do Zé 4 duzia de pão de queijo a 9', [['income', 3_600, 'Salário']]],
  ['comprei na feira 3 dúzia de limão a 5', [['spending', 1_500, 'Alimentação']]],
  ['levei do açougue 2 dúzia de salsicha a 12', [['spending', 2_400, 'Alimentação']]],
  // A service the lexicon lacked ('alongamento'): it says what was paid, so a verb after its price opens an entry.
  [
    'alongamento em gel 130 paguei o estacionamento 12',
    [
      ['spending', 13_000, 'Outros'],
      ['spending', 1_200, 'Transporte'],
    ],
  ],
  // A verb of money between two amounts, its things running past a join to their one price.
  [
    'recebi 500 comprei ração e areia 80',
    [
      ['income', 50_000, 'Salário'],
      ['spending', 8_000, 'Outros'],
    ],
  ],
  [
    'vendi 5 marmitas a 18 paguei o gás e a água 140',
    [
      ['income', 9_000, 'Salário'],
      ['spending', 14_000, 'Moradia'],
    ],
  ],
  [
    'caiu o pix de 300 do freela gastei com pão, leite e café 26',
    [
      ['income', 30_000, 'Salário'],
      ['spending', 2_600, 'Alimentação'],
    ],
  ],
  // hard.ts's, read right since.
  [
    'ganhei 50 numa aposta com meu cunhado no jogo do mengão mas paguei o churrasco, 70',
    [
      ['income', 5000, 'Salário'],
      ['spending', 7000, 'Alimentação'],
    ],
  ],
  // Asking the assistant to tell ('vc consegue me dizer', 'sabe me falar') is a question, whatever amount it guesses.
  ['vc pode me dizer quanto foi de uber em março? acho que uns 300', []],
  ['você consegue me falar quanto gastei no mercado semana passada', []],
  ['sabe me dizer quanto paguei de luz em julho? foi mais de 200 acho', []],
  // A verb that opens a sentence, its amount after a comma, is that amount's, not a remark on the entry before the stop.
  [
    'paguei o conserto da máquina 130. Vendi pra vizinha, 60 o bolo de cenoura',
    [
      ['spending', 13_000, 'Outros'],
      ['income', 6_000, 'Salário'],
    ],
  ],
  [
    'troquei a resistência 45. Recebi da Dona Rita hoje, 75 o almoço que ela encomendou',
    [
      ['spending', 4_500, 'Outros'],
      ['income', 7_500, 'Salário'],
    ],
  ],
  [
    'paguei o amolador 25. Recebi do Téo, 50 o pudim de leite',
    [
      ['spending', 2_500, 'Outros'],
      ['income', 5_000, 'Salário'],
    ],
  ],
  // A list of things with one price is filed where most of its things are, not where its longest name is.
  ['lojinha do bairro: sabão em pó, leite, pão e manteiga, 47,80', [['spending', 4_780, 'Alimentação']]],
  ['festa junina da escola: pipoca, quentão, pamonha e chapéu de palha, gastei 95', [['spending', 9_500, 'Alimentação']]],
  ['mercadinho: produto de limpeza, frango, ovo e arroz, 133', [['spending', 13_300, 'Alimentação']]],
  // Clients counted opening a clause are clients served: what they paid is income, and each service listed after it.
  [
    'dia parado, 3 clientes de escova 50 cada e uma hidratação 70',
    [
      ['income', 15_000, 'Salário'],
      ['income', 7_000, 'Salário'],
    ],
  ],
  [
    'movimento bom, 4 fregueses de corte a 35 e uma barba 20',
    [
      ['income', 14_000, 'Salário'],
      ['income', 2_000, 'Salário'],
    ],
  ],
  [
    'sábado: 2 clientes de trança 120 cada, almocei 25',
    [
      ['income', 24_000, 'Salário'],
      ['spending', 2_500, 'Alimentação'],
    ],
  ],
  // A day at the beach's gear, bought or hired, is leisure (Outros), not the thing before it nor the home's rent.
  [
    'praia: estacionamento 25, milho 8, cadeira de praia alugada 30',
    [
      ['spending', 2_500, 'Transporte'],
      ['spending', 800, 'Alimentação'],
      ['spending', 3_000, 'Outros'],
    ],
  ],
  [
    'fim de semana na represa: gasolina 120, porção de peixe 70, guarda-sol 25',
    [
      ['spending', 12_000, 'Transporte'],
      ['spending', 7_000, 'Alimentação'],
      ['spending', 2_500, 'Outros'],
    ],
  ],
  // hard.ts's, read right since.
  [
    'Na praia gastei sessenta no peixe frito trinta e cinco de cerveja e vinte e cinco do aluguel do guarda-sol',
    [
      ['spending', 6000, 'Alimentação'],
      ['spending', 3500, 'Alimentação'],
      ['spending', 2500, 'Outros'],
    ],
  ],
  // Half paid by another now ('pagou metade'), the rest to come: the half that moved is the entry.
  ['fiz a faxina da casa da Bete, 200. Ela pagou metade, o resto fica pra sexta', [['income', 10_000, 'Salário']]],
  ['entreguei 12 bolos de pote pra cantina a 9, a dona pagou metade hoje', [['income', 5_400, 'Salário']]],
  ['a Clara comprou 2 bolos meus a 60, pagou metade no pix', [['income', 6_000, 'Salário']]],
  // A price each of things counted before it ('três de brigadeiro a 25 cada') opens no next thing: it is their product's.
  [
    'vendi três de brigadeiro a 25 cada 😊 comprei leite condensado e granulado 30',
    [
      ['income', 7_500, 'Salário'],
      ['spending', 3_000, 'Alimentação'],
    ],
  ],
  [
    'fiz a feira: duas de melancia a 12 cada paguei estacionamento e flanelinha 15',
    [
      ['spending', 2_400, 'Alimentação'],
      ['spending', 1_500, 'Transporte'],
    ],
  ],
  [
    'vendi cinco de trufa a 4 cada gastei com embalagem e fita 9',
    [
      ['income', 2_000, 'Salário'],
      ['spending', 900, 'Outros'],
    ],
  ],
  // A verb said after its clause's amount is that amount's, whatever amounts follow on other lines or sentences.
  [
    'comissão 800 caiu\naluguel 1.200\npadaria 20',
    [
      ['income', 80_000, 'Salário'],
      ['spending', 120_000, 'Moradia'],
      ['spending', 2_000, 'Alimentação'],
    ],
  ],
  [
    'freela 700 recebido. uber 22. lanche 14',
    [
      ['income', 70_000, 'Salário'],
      ['spending', 2_200, 'Transporte'],
      ['spending', 1_400, 'Alimentação'],
    ],
  ],
];
