import type { NoteCase } from './types';

/**
 * Issue 61's classes, each with new members written for it (none is a note of the issue or of a held-out set): notes
 * that list several things, lists that are one entry, amounts in words with cents, someone charging me, the passive
 * and the main clause, numbers that name things, a number before a little word in -s, a share stated, the household
 * paying, an unknown word left as it is.
 */
export const notes: NoteCase[] = [
  // Notes of the tuned side read as one entry before issue 61, and as the several they list since.
  [
    'gastei 40 na comida e 20 no uber',
    [
      ['spending', 4_000, 'Alimentação'],
      ['spending', 2_000, 'Transporte'],
    ],
  ],
  [
    'Uber 2 e mercado 99',
    [
      ['spending', 200, 'Transporte'],
      ['spending', 9_900, 'Alimentação'],
    ],
  ],
  [
    'padaria: 6 pães a 0,90 e um litro de leite 5,49',
    [
      ['spending', 540, 'Alimentação'],
      ['spending', 549, 'Alimentação'],
    ],
    '6 × 0,90, then 5,49',
  ],
  [
    '1 kg de tomate 8,99 e 2 de batata a 5',
    [
      ['spending', 899, 'Alimentação'],
      ['spending', 1_000, 'Alimentação'],
    ],
    '8,99, then 2 × 5',
  ],
  // Several entries, by every join, the amount before or after the thing.
  [
    'almocei 32 e paguei 9 de estacionamento',
    [
      ['spending', 3_200, 'Alimentação'],
      ['spending', 900, 'Transporte'],
    ],
  ],
  [
    'padaria 14, farmácia 38',
    [
      ['spending', 1_400, 'Alimentação'],
      ['spending', 3_800, 'Outros'],
    ],
  ],
  [
    'luz 160; água 85',
    [
      ['spending', 16_000, 'Moradia'],
      ['spending', 8_500, 'Moradia'],
    ],
  ],
  [
    'açougue 72 + hortifruti 25',
    [
      ['spending', 7_200, 'Alimentação'],
      ['spending', 2_500, 'Alimentação'],
    ],
  ],
  [
    'metrô 5 / lanche 18',
    [
      ['spending', 500, 'Transporte'],
      ['spending', 1_800, 'Alimentação'],
    ],
  ],
  [
    'uber 23 mais 40 de pizza',
    [
      ['spending', 2_300, 'Transporte'],
      ['spending', 4_000, 'Alimentação'],
    ],
  ],
  [
    'academia 99 depois sorvete 12',
    [
      ['spending', 9_900, 'Outros'],
      ['spending', 1_200, 'Alimentação'],
    ],
  ],
  [
    'paguei a internet 120 e também o gás 110',
    [
      ['spending', 12_000, 'Moradia'],
      ['spending', 11_000, 'Moradia'],
    ],
  ],
  [
    'mercado 210\nfarmácia 45\ngasolina 150',
    [
      ['spending', 21_000, 'Alimentação'],
      ['spending', 4_500, 'Outros'],
      ['spending', 15_000, 'Transporte'],
    ],
  ],
  [
    '70 de ração e 25 de banho no pet',
    [
      ['spending', 7_000, 'Outros'],
      ['spending', 2_500, 'Outros'],
    ],
  ],
  [
    'recebi 600 do freela e gastei 150 no mercado',
    [
      ['income', 60_000, 'Salário'],
      ['spending', 15_000, 'Alimentação'],
    ],
  ],
  [
    'vendi o micro-ondas 200 e paguei 35 de frete',
    [
      ['income', 20_000, 'Salário'],
      ['spending', 3_500, 'Outros'],
    ],
    "a parcel's shipping is Outros (issue 61: three blind writers filed it so; Transporte before)",
  ],
  [
    'caiu o pix de 90 da Carla, depois gastei 22 no açaí',
    [
      ['income', 9_000, 'Salário'],
      ['spending', 2_200, 'Alimentação'],
    ],
  ],
  [
    'vendi o violão 450 e o amplificador 600',
    [
      ['income', 45_000, 'Salário'],
      ['income', 60_000, 'Salário'],
    ],
  ],
  [
    'feira 41 e padaria 17',
    [
      ['spending', 4_100, 'Alimentação'],
      ['spending', 1_700, 'Alimentação'],
    ],
  ],
  [
    'combustível 200 e 15 de lavagem',
    [
      ['spending', 20_000, 'Transporte'],
      ['spending', 1_500, 'Transporte'],
    ],
  ],
  [
    'pastel 9, caldo de cana 7, coxinha 6',
    [
      ['spending', 900, 'Alimentação'],
      ['spending', 700, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
    ],
  ],
  [
    'gastei 60 no cinema e mais 30 de pipoca',
    [
      ['spending', 6_000, 'Outros'],
      ['spending', 3_000, 'Alimentação'],
    ],
  ],
  // Typed on with no join: a verb of money between two amounts opens a clause of its own.
  [
    'caiu 2.300 do salario paguei 800 de aluguel',
    [
      ['income', 230_000, 'Salário'],
      ['spending', 80_000, 'Moradia'],
    ],
  ],
  [
    'vendi o celular 600 comprei uma capinha 35',
    [
      ['income', 60_000, 'Salário'],
      ['spending', 3_500, 'Outros'],
    ],
  ],
  [
    'almocei 32 abasteci 150',
    [
      ['spending', 3_200, 'Alimentação'],
      ['spending', 15_000, 'Transporte'],
    ],
  ],
  [
    'recebi 1.500 👍 gastei 90 no mercado',
    [
      ['income', 150_000, 'Salário'],
      ['spending', 9_000, 'Alimentação'],
    ],
  ],
  // A list typed on with no join, each thing named before its price: a thing right after an amount opens a clause.
  [
    'mercado 120 farmacia 40',
    [
      ['spending', 12_000, 'Alimentação'],
      ['spending', 4_000, 'Outros'],
    ],
  ],
  [
    'uber 15 99 22',
    [
      ['spending', 1_500, 'Transporte'],
      ['spending', 2_200, 'Transporte'],
    ],
  ],
  [
    'feira 52 açougue 88 padaria 14',
    [
      ['spending', 5_200, 'Alimentação'],
      ['spending', 8_800, 'Alimentação'],
      ['spending', 1_400, 'Alimentação'],
    ],
  ],
  // A full stop or a dash between spaces, and a bar, part clauses as a comma does.
  [
    'almoço 35 - uber 18',
    [
      ['spending', 3_500, 'Alimentação'],
      ['spending', 1_800, 'Transporte'],
    ],
  ],
  [
    'uber 22. ifood 48',
    [
      ['spending', 2_200, 'Transporte'],
      ['spending', 4_800, 'Alimentação'],
    ],
  ],
  [
    'mercado R$120,50 | farmacia R$30',
    [
      ['spending', 12_050, 'Alimentação'],
      ['spending', 3_000, 'Outros'],
    ],
  ],
  // Bare amounts take the thing named after them; an amount said with words of its own does not.
  [
    'gastei 12 e 9 na padaria',
    [
      ['spending', 1_200, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
    ],
  ],
  [
    'paguei 45 e depois mais 38 de uber',
    [
      ['spending', 4_500, 'Transporte'],
      ['spending', 3_800, 'Transporte'],
    ],
  ],
  [
    '80, 65 e 40 de gasolina esse mês',
    [
      ['spending', 8_000, 'Transporte'],
      ['spending', 6_500, 'Transporte'],
      ['spending', 4_000, 'Transporte'],
    ],
  ],
  [
    'paguei 50 pro joão e 30 no mercado',
    [
      ['spending', 5_000, 'Outros'],
      ['spending', 3_000, 'Alimentação'],
    ],
  ],
  // Lists that are one entry: a stated total, a product, a split, an instalment, a list before its one price.
  ['3 cafés e 2 pães de queijo, deu 26', [['spending', 2_600, 'Alimentação']]],
  ['arroz 22 e feijão 9, total 31', [['spending', 3_100, 'Alimentação']]],
  ['4 pastéis a 8 cada e 1 refri', [['spending', 3_200, 'Alimentação']]],
  ['conta do bar 240, dividimos por 4', [['spending', 6_000, 'Alimentação']]],
  ['rachamos a conta em 3, minha parte ficou 47', [['spending', 4_700, 'Outros']]],
  ['geladeira em 10x de 289', [['spending', 28_900, 'Moradia']]],
  ['alface, tomate e cebola 14', [['spending', 1_400, 'Alimentação']]],
  ['paguei o condomínio e a luz, 780', [['spending', 78_000, 'Moradia']]],
  // A split binds the bill before it, not the one after.
  [
    'jantar 180, dividimos em 3 e táxi 40',
    [
      ['spending', 6_000, 'Alimentação'],
      ['spending', 4_000, 'Transporte'],
    ],
  ],
  // …unless a share is stated after it: then the split is that share's bill, and the entry before is whole.
  [
    'uber 30 e rachamos a pizza em 4, minha parte deu 25',
    [
      ['spending', 3_000, 'Transporte'],
      ['spending', 2_500, 'Alimentação'],
    ],
  ],
  [
    'paguei a luz 160, dividimos o churrasco por 5 e minha parte ficou 48',
    [
      ['spending', 16_000, 'Moradia'],
      ['spending', 4_800, 'Alimentação'],
    ],
  ],
  [
    'cinema 40, rachamos o uber em 2, minha parte 17',
    [
      ['spending', 4_000, 'Outros'],
      ['spending', 1_700, 'Transporte'],
    ],
  ],
  [
    'padaria 12, racharam o bar em 6 e a minha cota deu 55',
    [
      ['spending', 1_200, 'Alimentação'],
      ['spending', 5_500, 'Alimentação'],
    ],
  ],
  // Amounts in words with cents, as voice typing writes them.
  ['paguei trinta e quatro e noventa no almoço', [['spending', 3_490, 'Alimentação']]],
  ['mercado cento e vinte e três e quarenta', [['spending', 12_340, 'Alimentação']]],
  ['uber quinze e oitenta', [['spending', 1_580, 'Transporte']]],
  ['recebi duzentos e cinquenta e setenta e cinco do cliente', [['income', 25_075, 'Salário']]],
  ['farmácia dezoito reais e trinta centavos', [['spending', 1_830, 'Outros']]],
  // …and the decimal comma said as a word.
  ['gastei trinta vírgula cinquenta no mercado', [['spending', 3_050, 'Alimentação']]],
  ['uber dezesseis vírgula nove', [['spending', 1_690, 'Transporte']]],
  ['recebi 120 reais vírgula 45 de reembolso', [['income', 12_045, 'Salário']]],
  // Someone charging me, in the third person.
  ['o estacionamento cobrou 25', [['spending', 2_500, 'Transporte']]],
  ['a operadora me cobrou 79,90 da internet', [['spending', 7_990, 'Moradia']]],
  ['o cartão debitou 45 de anuidade', [['spending', 4_500, 'Outros']]],
  ['o condomínio multou em 150', [['spending', 15_000, 'Moradia']]],
  ['a netflix descontou 55,90', [['spending', 5_590, 'Outros']]],
  // The passive, and the main clause over the one inside 'que'.
  ['foi depositado 1.200 do freela', [['income', 120_000, 'Salário']]],
  ['fui pago pelo conserto, 180', [['income', 18_000, 'Salário']]],
  ['o João me devolveu os 50 que tinha pegado emprestado', [['income', 5_000, 'Salário']]],
  ['paguei os 40 que devia pra Bia', [['spending', 4_000, 'Outros']]],
  ['a Carol me pagou os 80 que eu paguei no show', [['income', 8_000, 'Salário']]],
  ['recebi de volta os 200 que gastei na viagem', [['income', 20_000, 'Salário']]],
  ['gastei 35 no presente que a Lu me pediu', [['spending', 3_500, 'Outros']]],
  // Numbers that name things.
  ['peguei o ônibus da linha 477, 4,40', [['spending', 440, 'Transporte']]],
  ['estacionamento no andar 3 deu 18', [['spending', 1_800, 'Transporte']]],
  ['consulta na sala 204, 250 reais', [['spending', 25_000, 'Outros']]],
  ['estacionei no shopping, vaga 87 no G2, paguei 22', [['spending', 2_200, 'Transporte']]],
  ['valet 30, carro na vaga 14', [['spending', 3_000, 'Transporte']]],
  ['condominio da torre 3, 640', [['spending', 64_000, 'Moradia']]],
  ['peguei a senha 57 no cartorio, taxa 48,20', [['spending', 4_820, 'Outros']]],
  ['trem 5,20, vagão 6', [['spending', 520, 'Transporte']]],
  // A number that names the ride app is no price of each while another number can be the money.
  ['gastei 35 em 2 corridas de 99', [['spending', 3_500, 'Transporte']]],
  ['foram 51 nas tres viagens de 99 da semana', [['spending', 5_100, 'Transporte']]],
  ['recebi 60 de volta das 2 corridas de 99 canceladas', [['income', 6_000, 'Salário']]],
  // A plain number before a little word in -s is still the amount.
  ['gastei 85 pelos remédios', [['spending', 8_500, 'Outros']]],
  ['paguei 12 antes do almoço', [['spending', 1_200, 'Alimentação']]],
  [
    'recebi 500 mas gastei 200 no mercado',
    [
      ['income', 50_000, 'Salário'],
      ['spending', 20_000, 'Alimentação'],
    ],
  ],
  // A word that points back ('outro', 'um novo') takes the thing named before it, whichever way that money went.
  [
    'estorno de 45 do ifood e pedi outro de 52',
    [
      ['income', 4_500, 'Salário'],
      ['spending', 5_200, 'Alimentação'],
    ],
  ],
  [
    'vendi o sofá velho 350 e comprei um novo 1.800',
    [
      ['income', 35_000, 'Salário'],
      ['spending', 180_000, 'Moradia'],
    ],
  ],
  [
    'reembolso de 60 da passagem e comprei outra por 75',
    [
      ['income', 6_000, 'Salário'],
      ['spending', 7_500, 'Transporte'],
    ],
  ],
  // A money word typed with a letter wrong is still money, not a counted thing.
  ['farmacia 25 reias', [['spending', 2_500, 'Outros']]],
  ['pastel 8 reaus', [['spending', 800, 'Alimentação']]],
  // An unknown word is not bent into a known one: a new word is likelier than a typo in a short plural.
  ['mouses sem fio 90', [['spending', 9_000, 'Outros']]],
  ['teclado e 2 mouses por 250', [['spending', 25_000, 'Outros']]],
  // The household paying is the household's spending.
  ['minha esposa pagou a escola 900', [['spending', 90_000, 'Outros']]],
  ['a gente pagou 64 no rodízio', [['spending', 6_400, 'Alimentação']]],
  ['meu namorado pagou o jantar, 130', [['spending', 13_000, 'Alimentação']]],
  // …while someone paying me is still income.
  ['meu marido me pagou 50 do ifood', [['income', 5_000, 'Salário']]],
  // A question typed short, and money owed or planned: nothing to record yet.
  ['qto gastei com uber?', []],
  ['qnd foi que eu comprei a passagem de 240?', []],
  // With no amount, a note that ends asking is a question, whatever verb of money it holds.
  ['paguei a luz?', []],
  ['vc sabe me dizer se já lancei o aluguel?', []],
  ['já paguei o condomínio desse mês?', []],
  ['comprei o gás ou foi a Bia?', []],
  // Jobs done, counted after 'fiz' with their price each: work paid, income ('fiz 450 de exames' stays a spending).
  ['fiz 3 fretes de 80 hoje', [['income', 24_000, 'Salário']]],
  ['fizemos 4 faxinas a 120 essa semana', [['income', 48_000, 'Salário']]],
  [
    'ontem fiz 2 entregas de 35 e gastei 20 de gasolina',
    [
      ['income', 7_000, 'Salário'],
      ['spending', 2_000, 'Transporte'],
    ],
  ],
  // 'x' typed for 'ch', as many type it: the word it stands for.
  [
    'xurrasco 80 e xopp 30',
    [
      ['spending', 8_000, 'Alimentação'],
      ['spending', 3_000, 'Alimentação'],
    ],
  ],
  [
    'bolaxa 6 sanduixe 12',
    [
      ['spending', 600, 'Alimentação'],
      ['spending', 1_200, 'Alimentação'],
    ],
  ],
  [
    'xocolate 15 e xiclete 3',
    [
      ['spending', 1_500, 'Alimentação'],
      ['spending', 300, 'Alimentação'],
    ],
  ],
  ['devo 200 pro joão', []],
  ['to devendo 150 no cartão', []],
  ['preciso comprar gás, uns 120', []],
  ['quero economizar 500 esse mês', []],
  ['minha meta é gastar menos de 2 mil', []],
  // A drink bought, not the water bill: a water counted, or beside food; alone or said as the one known, the bill.
  [
    'pastel 9, caldo de cana 7 e água 3',
    [
      ['spending', 900, 'Alimentação'],
      ['spending', 700, 'Alimentação'],
      ['spending', 300, 'Alimentação'],
    ],
  ],
  ['comprei uma água 3,50', [['spending', 350, 'Alimentação']]],
  ['uma água e um pão de queijo 11', [['spending', 1_100, 'Alimentação']]],
  ['duas águas e um salgado 14', [['spending', 1_400, 'Alimentação']]],
  [
    'luz 130 e água 85',
    [
      ['spending', 13_000, 'Moradia'],
      ['spending', 8_500, 'Moradia'],
    ],
  ],
  // …but a neighbour said with a verb of its own is another sentence: it names nothing of a water paid with its own verb.
  [
    'paguei 89 de água e gastei 40 no boteco',
    [
      ['spending', 8_900, 'Moradia'],
      ['spending', 4_000, 'Alimentação'],
    ],
  ],
  [
    'acertei 64 de água, depois comprei pão 12',
    [
      ['spending', 6_400, 'Moradia'],
      ['spending', 1_200, 'Alimentação'],
    ],
  ],
  [
    'almocei 27 e transferi cento e dez da água',
    [
      ['spending', 2_700, 'Alimentação'],
      ['spending', 11_000, 'Moradia'],
    ],
  ],
  [
    'comprei coxinha 7 e água 4',
    [
      ['spending', 700, 'Alimentação'],
      ['spending', 400, 'Alimentação'],
    ],
  ],
  // Things sold, the second with no article nor verb of its own: one more sale.
  [
    'desapeguei do patinete 200, capacete 50, luva 20',
    [
      ['income', 20_000, 'Salário'],
      ['income', 5_000, 'Salário'],
      ['income', 2_000, 'Salário'],
    ],
  ],
  // …and after a noun of money for a thing, its thing after its price: one more of them.
  [
    'recebi 80 da venda do bolo e 40 do brigadeiro',
    [
      ['income', 8_000, 'Salário'],
      ['income', 4_000, 'Salário'],
    ],
  ],
  [
    'reembolso de 25 da farmácia e 60 do uber',
    [
      ['income', 2_500, 'Salário'],
      ['income', 6_000, 'Salário'],
    ],
  ],
  // A used one points back to the thing sold.
  [
    'vendi minha bike por 600 e comprei uma usada 350',
    [
      ['income', 60_000, 'Salário'],
      ['spending', 35_000, 'Transporte'],
    ],
  ],
  // Money out of my account is spent, money into it came in.
  ['saíram 89 da minha conta', [['spending', 8_900, 'Outros']]],
  ['tiraram 35 do meu pix', [['spending', 3_500, 'Outros']]],
  // Food said as slang, a cake's ingredients; work done to a thing a number names (its price), a bus's line (no price).
  ['larica 15', [['spending', 1_500, 'Alimentação']]],
  ['comprei ingredientes pro bolo 55', [['spending', 5_500, 'Alimentação']]],
  ['manutenção do portão 320', [['spending', 32_000, 'Moradia']]],
  ['peguei o busão 8012 e paguei 4,50', [['spending', 450, 'Transporte']]],
  // A header before a list ('resumo de hoje:') is no question: the list after it is read.
  [
    'resumo da semana:\npadaria 23\nestacionamento 12',
    [
      ['spending', 2_300, 'Alimentação'],
      ['spending', 1_200, 'Transporte'],
    ],
  ],
  [
    'relatório de ontem: farmácia 41 e lanche 16',
    [
      ['spending', 4_100, 'Outros'],
      ['spending', 1_600, 'Alimentação'],
    ],
  ],
  ['saldo: 500', []],
  // A split with company: 'com mais 2' is three people, 'com a Lu' two; a split said before the bill it divides.
  ['jantar 150, rachei com mais 2', [['spending', 5_000, 'Alimentação']]],
  ['estacionamento 30 dividido com o Beto', [['spending', 1_500, 'Transporte']]],
  ['dividimos o aluguel da chácara em 5, ficou 1.500', [['spending', 30_000, 'Moradia']]],
  // …and the list of one bill before it, things of one kind (the meal), not an entry of another before them.
  [
    'uber 25, lanche 40 e suco 16, rachei com minha irmã',
    [
      ['spending', 2_500, 'Transporte'],
      ['spending', 2_800, 'Alimentação'],
    ],
  ],
  // The way there and the way back, typed on with no join.
  [
    'ônibus ida 5,20 volta 5,20',
    [
      ['spending', 520, 'Transporte'],
      ['spending', 520, 'Transporte'],
    ],
  ],
  // A share stated for each ('cada um'): the bill before it is the group's, the share is mine, filed where the bill is.
  ['churrasco deu 480, cada um pagou 60', [['spending', 6_000, 'Alimentação']]],
  ['condomínio da casa de praia 900, cada uma paga 300', [['spending', 30_000, 'Moradia']]],
  // A total stated of a price for each and how many, or of a bill and its percent.
  ['almoço 22 por dia, 4 dias, deu 88', [['spending', 8_800, 'Alimentação']]],
  ['pizza 70 + 10% de serviço = 77', [['spending', 7_700, 'Alimentação']]],
  // A total typed on after the priced things, with no join.
  ['pão 9 leite 6 total 15', [['spending', 1_500, 'Alimentação']]],
  // Bills typed on with no join, one of them a word that is also a thing counted ('água').
  [
    'gás 110 água 65 luz 190',
    [
      ['spending', 11_000, 'Moradia'],
      ['spending', 6_500, 'Moradia'],
      ['spending', 19_000, 'Moradia'],
    ],
  ],
  // A diminutive is the thing it makes small.
  ['pastelzinho 9 na feira', [['spending', 900, 'Alimentação']]],
  ['duas cervejinhas 16', [['spending', 1_600, 'Alimentação']]],
  // A list, its stated total and the split of it: my share of the whole bill.
  ['rodízio: carne 90 carvão 20 refri 10, total 120 dividido por 4', [['spending', 3_000, 'Alimentação']]],
  // Instalments counted in words, as voice typing writes them.
  ['dentista quinhentos em duas vezes', [['spending', 25_000, 'Outros']]],
  // A greeting before a question or a reminder; a payment to come.
  ['boa noite, quanto já gastei esse mês?', []],
  ['devo 90 pro Caio, acerto segunda', []],

  // classes-b: the blind dev sets 3 and 4's classes of numbers, amounts and categories, each with new members of ours.
  // Amounts: the hundreds after a thousand said as a word, a currency mark glued to the number, cents said alone.
  ['3 mil e 200 de salário', [['income', 320_000, 'Salário']]],
  ['recebi uns 4 mil e 750 do freela', [['income', 475_000, 'Salário']]],
  ['dois mil e 400 de aluguel', [['spending', 240_000, 'Moradia']]],
  ['farmácia 35R$', [['spending', 3_500, 'Outros']]],
  ['rs12 de café', [['spending', 1_200, 'Alimentação']]],
  ['lanche 22rs', [['spending', 2_200, 'Alimentação']]],
  ['oitenta centavos de chiclete', [['spending', 80, 'Alimentação']]],
  ['75 centavos de bala', [['spending', 75, 'Alimentação']]],
  // Numbers that name things: a vehicle taken by its line's number, a year, a card's last digits, a road's marker.
  ['peguei o 917 pro trabalho, 4,80', [['spending', 480, 'Transporte']]],
  ['tomei o 2103 até a faculdade, passagem 4,90', [['spending', 490, 'Transporte']]],
  ['licenciamento 2025 pago 160,22', [['spending', 16_022, 'Transporte']]],
  ['matrícula 2026 da escola 890', [['spending', 89_000, 'Outros']]],
  ['Compra aprovada cartão final 7710 - R$ 42,90 em POSTO SHELL 0452', [['spending', 4_290, 'Transporte']]],
  ['débito no cartão final 0937: 64,20 na padaria', [['spending', 6_420, 'Alimentação']]],
  ['pedágio 12,40 no km 87 da dutra', [['spending', 1_240, 'Transporte']]],
  ['abasteci 250 no posto do km 304', [['spending', 25_000, 'Transporte']]],
  ['borracharia no km 116, 80 reais', [['spending', 8_000, 'Transporte']]],
  ['uber 5 km 30', [['spending', 3_000, 'Transporte']]],
  // A count with its thing's complement before its price: the count times the price.
  ['comprei 3 pacotes de fralda de 42', [['spending', 12_600, 'Outros']]],
  ['2 garrafas de vinho de 60', [['spending', 12_000, 'Alimentação']]],
  ['5 cartelas de ovo de 18', [['spending', 9_000, 'Alimentação']]],
  // A total paid in instalments with no instalment's price: one instalment, rounded to the cent.
  ['geladeira 3.600 em 12x', [['spending', 30_000, 'Moradia']]],
  ['notebook 2.999 em 10 vezes', [['spending', 29_990, 'Outros']]],
  ['fone 250 em 3x', [['spending', 8_333, 'Outros']]],
  ['2 cadeiras de 300 em 3x', [['spending', 20_000, 'Moradia']]],
  // One price said twice: change given back is taken off the payment; a price before a discount gives way to the one paid.
  ['dei 200 no mercado, voltou 35 de troco', [['spending', 16_500, 'Alimentação']]],
  ['paguei com 50 o lanche e recebi 8 de troco', [['spending', 4_200, 'Alimentação']]],
  ['o almoço deu 42, dei 50 e voltou 8 de troco', [['spending', 4_200, 'Alimentação']]],
  ['padaria 18 paguei com 20 troco 2', [['spending', 1_800, 'Alimentação']]],
  ['a jaqueta era 350, com desconto saiu 280', [['spending', 28_000, 'Outros']]],
  ['o frete custava 45 mas paguei 30', [['spending', 3_000, 'Outros']], "a parcel's shipping is Outros (Transporte before)"],
  ['pizza custava 70, paguei 55 com cupom', [['spending', 5_500, 'Alimentação']]],
  // Categories: a traffic fine named by its reason, a ticket's fee, a meal allowance received, a roof's repair, a university
  // canteen, a pet's things, a transit pass.
  ['tomei uma multa de 130 por estacionar errado', [['spending', 13_000, 'Transporte']]],
  ['multa 88,38 por avançar o sinal', [['spending', 8_838, 'Transporte']]],
  [
    'ingresso do teatro 120 + taxa de conveniência 18',
    [
      ['spending', 12_000, 'Outros'],
      ['spending', 1_800, 'Outros'],
    ],
  ],
  [
    'salário 3.100 e vale refeição 550',
    [
      ['income', 310_000, 'Salário'],
      ['income', 55_000, 'Salário'],
    ],
  ],
  ['almoço 32 pago com o vale refeição', [['spending', 3_200, 'Alimentação']]],
  ['conserto da calha 350', [['spending', 35_000, 'Moradia']]],
  ['troquei as telhas 1,2k', [['spending', 120_000, 'Moradia']]],
  ['almocei no RU 5,20', [['spending', 520, 'Alimentação']]],
  [
    'sachê 25 e brinquedo 30 pro cachorro',
    [
      ['spending', 2_500, 'Outros'],
      ['spending', 3_000, 'Outros'],
    ],
  ],
  ['biscoito pro cachorro 18', [['spending', 1_800, 'Outros']]],
  ['recarreguei o passe 100', [['spending', 10_000, 'Transporte']]],
  ['passe 180', [['spending', 18_000, 'Transporte']]],
  // classes-a: notes that record nothing, and which way the money went (issue 61's third and fourth blind dev sets).
  // A wish, whatever it costs: nothing is recorded.
  ['queria muito um tênis novo de 400', [], 'a wish'],
  ['to querendo uma bike de 1.200 🥺', [], 'a wish'],
  ['quero tanto aquele vestido, 180 na renner', [], 'a wish'],
  // Money owed to me, or promised: not received.
  ['meu cunhado me deve 300 ainda', [], 'owed to me'],
  ['a Ju ficou de me devolver os 80 semana que vem', [], 'promised'],
  ['o cliente ainda não me pagou os 900 do serviço', [], 'not received'],
  // A quote or a plan with any verb: nothing paid.
  ['o eletricista passou orçamento de 650 pra trocar a fiação', [], 'a quote'],
  ['preciso trocar o pneu amanhã', [], 'a plan'],
  ['sábado vou levar o cachorro no veterinário', [], 'a plan'],
  // Nothing spent, said as a statement; a command to the assistant; income to come.
  ['não comprei nada hoje', [], 'nothing spent'],
  ['hj nao rolou nenhum gasto', [], 'nothing spent'],
  ['gastei demais nesse fim de semana', [], 'a remark, no amount'],
  ['to sem grana até o dia 5', [], 'a remark'],
  ['cancela o último lançamento', [], 'a command'],
  ['desfaz isso', [], 'a command'],
  ['sexta cai o vale', [], 'income to come'],
  ['semana que vem recebo 800 do freela', [], 'income to come'],
  // …and beside an entry, the remark is only a clause's: the entry is recorded.
  ['padaria 12, nao comprei mais nada hoje', [['spending', 1_200, 'Alimentação']]],
  ['recebi 300 do freela, o resto ainda não me pagaram', [['income', 30_000, 'Salário']]],
  ['combustível 220, vai durar até sexta', [['spending', 22_000, 'Transporte']]],
  ['vamos trocar o sofá, uns 2 mil', [], 'a plan and its bare amount'],
  // A reminder's start before 'que' and a verb of money done states a payment.
  ['lembrando que gastei 45 de gasolina', [['spending', 4_500, 'Transporte']]],
  ['lembra q comprei pão 9', [['spending', 900, 'Alimentação']]],
  // The bank's notification says 'você' for me.
  ['Você transferiu R$ 300,00 para MARIA S SOUZA', [['spending', 30_000, 'Outros']]],
  ['Você pagou R$ 64,00 no POSTO SHELL', [['spending', 6_400, 'Transporte']]],
  ['Você recebeu um Pix de R$ 250,00 de CARLOS M LIMA', [['income', 25_000, 'Salário']]],
  // A thing returned brings the money back; a new one taken is bought.
  ['devolvi o tênis na loja e estornaram 250', [['income', 25_000, 'Salário']]],
  [
    'devolvi a mochila, me reembolsaram 150 e levei outra de 190',
    [
      ['income', 15_000, 'Salário'],
      ['spending', 19_000, 'Outros'],
    ],
  ],
  ['devolvi 60 pro Beto', [['spending', 6_000, 'Outros']]],
  // Money earned by work or found, said without an income verb.
  ['fizemos 950 na feira de domingo', [['income', 95_000, 'Salário']]],
  ['achei 50 conto no bolso da calça', [['income', 5_000, 'Salário']]],
  [
    'plantão de domingo 450, paguei 20 de almoço',
    [
      ['income', 45_000, 'Salário'],
      ['spending', 2_000, 'Alimentação'],
    ],
  ],
  // classes-c: money from a client's service said with no income verb; a transfer from a person; chat talk that records
  // nothing (a question in the middle, thanks, a correction, a plan said as thinking).
  ['atendi 4 clientes hoje, 260', [['income', 26_000, 'Salário']]],
  ['cliente da tarde fez escova 65', [['income', 6_500, 'Salário']]],
  ['almoço com cliente 48', [['spending', 4_800, 'Alimentação']]],
  [
    'fechei o dia, 99 231 e indrive 64',
    [
      ['income', 23_100, 'Salário'],
      ['income', 6_400, 'Salário'],
    ],
  ],
  ['transferência de 450 do meu irmão', [['income', 45_000, 'Salário']]],
  [
    'pix de 80 da minha tia e 40 da minha avó',
    [
      ['income', 8_000, 'Salário'],
      ['income', 4_000, 'Salário'],
    ],
  ],
  ['pix de 200 pro meu primo', [['spending', 20_000, 'Outros']]],
  ['pix da minha madrinha 120', [['income', 12_000, 'Salário']]],
  ['bom dia, tudo bem? dá pra anotar o que eu comprei no cartão? ou só pix', [], 'a question in the middle'],
  ['olá! minha prima usa vcs, quanto custa? já paguei outro app e não gostei', [], 'a question in the middle'],
  ['obrigada flor, me ajudou muito 💕', [], 'thanks'],
  ['valeu mesmo, app muito bom', [], 'thanks'],
  ['ih digitei errado, o mercado foi 89 e não 98', [], 'a correction'],
  ['me enganei: a gasolina deu 210, não 201', [], 'a correction'],
  ['tô pensando em trocar de celular mês que vem', [], 'a plan said as thinking'],
  ['pensei em assinar a academia de novo', [], 'a plan said as thinking'],
  // An entry whose amount the note says is unknown is kept beside the priced ones; one said with no amount is not.
  [
    'abasteci 150 e paguei o estacionamento, esqueci o valor',
    [
      ['spending', 15_000, 'Transporte'],
      ['spending', null, 'Transporte'],
    ],
  ],
  [
    'condomínio 610, o gás também mas não sei quanto foi',
    [
      ['spending', 61_000, 'Moradia'],
      ['spending', null, 'Moradia'],
    ],
  ],
  ['pizza 70 e o refri', [['spending', 7_000, 'Alimentação']]],
  // A price times a count of days after it ('25 x 5 dias'), or after a count of days ('18 dias x 450'): the product; a unit
  // of measure in the singular counts as its plural does ('dois kilo', '1 litro').
  ['marmita 18 x 5 dias', [['spending', 9_000, 'Alimentação']]],
  [
    'estacionamento 15 reais x 3 dias e pedágio 12',
    [
      ['spending', 4_500, 'Transporte'],
      ['spending', 1_200, 'Transporte'],
    ],
  ],
  ['recebi 150 x 4 dias de freela', [['income', 60_000, 'Salário']]],
  ['diarista 3 dias x 160 essa quinzena', [['spending', 48_000, 'Moradia']]],
  ['comprei 1 quilo de alcatra e 2 litro de refri, 74', [['spending', 7_400, 'Alimentação']]],
  ['feira: três kilo de tomate, 21', [['spending', 2_100, 'Alimentação']]],
  [
    'semana da facul: bandejão 4 reais x 5 dias, xerox 12, recarga do passe 50',
    [
      ['spending', 2000, 'Alimentação'],
      ['spending', 1200, 'Outros'],
      ['spending', 5000, 'Transporte'],
    ],
  ],
  // A total paid in instalments said with a verb of instalments before 'em' and the count ('parcelado em 6'): one instalment.
  ['notebook 3.600 parcelado em 6', [['spending', 60_000, 'Outros']]],
  ['parcelei o dentista em 3, 750', [['spending', 25_000, 'Outros']]],
  ['sofá novo 2.400, parcelado em dez no cartão', [['spending', 24_000, 'Moradia']]],
  [
    'tv 3.000, parcelada em 10, e lanche 25',
    [
      ['spending', 30_000, 'Outros'],
      ['spending', 2_500, 'Alimentação'],
    ],
  ],
  [
    'geladeira 2.100 parcelada em 7 e a cortina 90',
    [
      ['spending', 30_000, 'Moradia'],
      ['spending', 9_000, 'Moradia'],
    ],
  ],
  // Money to come said with no amount after entries priced is a reminder beside them: the entries are recorded.
  [
    'padaria 16 e farmácia 42, amanhã ainda vence o cartão',
    [
      ['spending', 1_600, 'Alimentação'],
      ['spending', 4_200, 'Outros'],
    ],
  ],
  ['abasteci 180, semana que vem tenho que pagar o seguro', [['spending', 18_000, 'Transporte']]],
  ['tenho que pagar o aluguel amanhã, 1.500', [], 'the amount is the bill to come, no entry before it'],
  ['luz 130 vence sexta e a água 70 também', [], 'bills said with their due day: a reminder'],
  ['chegou o boleto da escola 890, vence dia 10', [], 'the due day of the bill before it'],
  [
    'gastei 35 no cabeleireiro e 18 no lanche, amanhã ainda vou pagar o IPVA',
    [
      ['spending', 3500, 'Outros'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  // A count of two or more, a thing in the singular as people say it, 'de' and the price of each: their product.
  ['comprei 4 pastel de 6 na feira', [['spending', 2_400, 'Alimentação']]],
  ['levei 2 marmitex de quinze pro trabalho', [['spending', 3_000, 'Alimentação']]],
  [
    'uber 19 e 3 coxinha de 7',
    [
      ['spending', 1_900, 'Transporte'],
      ['spending', 2_100, 'Alimentação'],
    ],
  ],
  // A number that names a thing ('99', the ride app) after a thing of another category is its price ('academia 99').
  [
    'academia 99 netflix 39,90',
    [
      ['spending', 9_900, 'Outros'],
      ['spending', 3_990, 'Outros'],
    ],
  ],
  [
    'pilates 99 farmacia 32,50',
    [
      ['spending', 9_900, 'Outros'],
      ['spending', 3_250, 'Outros'],
    ],
  ],
  // Numbers of one or two digits before a total they do not add up to count the things, typed on with no join.
  ['padaria 3 pão 2 sonho deu 14', [['spending', 1_400, 'Alimentação']]],
  ['farmácia 2 dipirona 1 protetor solar total 61,80', [['spending', 6_180, 'Outros']]],
  ['sacolão 6 banana 2 abacate deu 11,50', [['spending', 1_150, 'Alimentação']]],
  // A store that sells anything says where a thing was bought; the thing named beside it decides.
  ['geladeira nova na casas bahia, 12x de 219', [['spending', 21_900, 'Moradia']]],
  ['pneu da moto no mercado livre 189', [['spending', 18_900, 'Transporte']]],
  ['shopee 64,90', [['spending', 6_490, 'Outros']]],
  ['sofa novo nas casas bahia, 12x de 150', [['spending', 15_000, 'Moradia']]],
  // A total that only repeats the sum of entries each priced, of several categories, adds nothing: they stay entries.
  [
    'uber 18, almoço 32 e farmácia 25, total 75',
    [
      ['spending', 1_800, 'Transporte'],
      ['spending', 3_200, 'Alimentação'],
      ['spending', 2_500, 'Outros'],
    ],
  ],
  [
    'gasolina 200\npizza 60\ntotal 260',
    [
      ['spending', 20_000, 'Transporte'],
      ['spending', 6_000, 'Alimentação'],
    ],
  ],
  // Labour takes the category of the thing worked on beside it (the tenth blind dev set's class; from hard.ts).
  [
    'mecanico: pastilha de freio 180 e mao de obra 80',
    [
      ['spending', 18000, 'Transporte'],
      ['spending', 8000, 'Transporte'],
    ],
  ],
  // A charge on a thing named beside it (labour, a fine, shipping) takes that thing's category; alone, its own.
  [
    'estacionamento 30 e uma multa de 130,16',
    [
      ['spending', 3_000, 'Transporte'],
      ['spending', 13_016, 'Transporte'],
    ],
  ],
  [
    'condomínio 520 e multa de 26 pelo atraso',
    [
      ['spending', 52_000, 'Moradia'],
      ['spending', 2_600, 'Moradia'],
    ],
  ],
  [
    'tênis 199 e frete 18 na netshoes',
    [
      ['spending', 19_900, 'Outros'],
      ['spending', 1_800, 'Outros'],
    ],
  ],
  ['paguei 25 de frete pra mandar o presente da minha mãe', [['spending', 2_500, 'Outros']]],
  ['capacete de bike pro meu sobrinho 140', [['spending', 14_000, 'Outros']]],
  ['capacete da moto 320', [['spending', 32_000, 'Transporte']]],
  [
    'vendi umas roupas no brechó online 210 e paguei 22 de frete nos correios',
    [
      ['income', 21000, 'Salário'],
      ['spending', 2200, 'Outros'],
    ],
  ],
  [
    'taxa do condomínio 450 + multa 22,50 pq atrasei, recebi 150 do rapaz que aluga o quartinho',
    [
      ['spending', 45000, 'Moradia'],
      ['spending', 2250, 'Moradia'],
      ['income', 15000, 'Salário'],
    ],
  ],
  // Regional names of the bread roll, and the emoji of personal care (Outros), each filing its line.
  [
    'cacetinho 6, café 5',
    [
      ['spending', 600, 'Alimentação'],
      ['spending', 500, 'Alimentação'],
    ],
  ],
  [
    'seg 🍔 30\nter 💅 45',
    [
      ['spending', 3_000, 'Alimentação'],
      ['spending', 4_500, 'Outros'],
    ],
  ],
  // A split said of every bill before it divides each, each its entry ('tudo dividido').
  [
    'conta de luz 187,40, água 96,10 e condomínio 650, tudo dividido meio a meio com a Ju',
    [
      ['spending', 9370, 'Moradia'],
      ['spending', 4805, 'Moradia'],
      ['spending', 32500, 'Moradia'],
    ],
  ],
  // A bill paid in parts, one of them the rest: my part is what I paid when another paid the rest.
  [
    'a conta do bar deu 120, eu paguei 40 e o resto o Léo pagou; depois comi um dogão de 15',
    [
      ['spending', 4000, 'Alimentação'],
      ['spending', 1500, 'Alimentação'],
    ],
  ],
  // A split said of the group ('a gente rachou', 'a gente divide em 2'): my share.
  ['pizza 96 e a gente rachou em 3', [['spending', 3_200, 'Alimentação']]],
  ['internet 120, aqui em casa a gente divide em 4', [['spending', 3_000, 'Moradia']]],
  [
    'mala de rodinha 230 e cadeado 25',
    [
      ['spending', 23_000, 'Outros'],
      ['spending', 2_500, 'Outros'],
    ],
  ],
  [
    'pão 8 e mala nova 199',
    [
      ['spending', 800, 'Alimentação'],
      ['spending', 19_900, 'Outros'],
    ],
  ],
  // Words missing from the lexicon: a boat ride, a fuel attendant, coconut, a birthday candle; a count
  // of instalments in the singular as people type it.
  [
    'lancha pro passeio 80 e 2 coco a 6',
    [
      ['spending', 8_000, 'Transporte'],
      ['spending', 1_200, 'Alimentação'],
    ],
  ],
  [
    'torta 45 e velinha 6',
    [
      ['spending', 4_500, 'Alimentação'],
      ['spending', 600, 'Outros'],
    ],
  ],
  ['dei 10 de caixinha pro frentista', [['spending', 1_000, 'Transporte']]],
  ['guarda-roupa 1.500 em 5 parcela', [['spending', 30_000, 'Moradia']]],
  // 'Us' before how many we are: a split among us.
  ['pizza 120, rachamos entre nós 4', [['spending', 3_000, 'Alimentação']]],
  ['a conta do japonês deu 390 pra nós 3', [['spending', 13_000, 'Alimentação']]],
  // Water after a bill of the home, uncounted, is the water bill, whatever food follows.
  [
    'luz 210, água 64 e pão 9',
    [
      ['spending', 21_000, 'Moradia'],
      ['spending', 6_400, 'Moradia'],
      ['spending', 900, 'Alimentação'],
    ],
  ],
  [
    'condomínio 480\nágua 71\nfeira 55',
    [
      ['spending', 48_000, 'Moradia'],
      ['spending', 7_100, 'Moradia'],
      ['spending', 5_500, 'Alimentação'],
    ],
  ],
  // A split among me and the people listed after me: one share each.
  ['jantar 210 dividido entre eu, a Bia e o Caio', [['spending', 7_000, 'Alimentação']]],
  ['gasolina da viagem 300, rachamos eu e meu primo', [['spending', 15_000, 'Transporte']]],
  ['airbnb 1.200, dividimos entre eu, Ana, Léo e Duda', [['spending', 30_000, 'Outros']]],
  // A source said received is income whatever place it names after it (the twelfth blind dev set's class; from hard.ts).
  [
    'Aluguel recebido da kitnet: 900. IPTU da kitnet pago: 120',
    [
      ['income', 90000, 'Salário'],
      ['spending', 12000, 'Moradia'],
    ],
  ],
  // Money of an entry that went the other way by a verb of its own is an entry, no part of it.
  [
    'caiu 300 do freela e já paguei 120 disso no cartão',
    [
      ['income', 30_000, 'Salário'],
      ['spending', 12_000, 'Outros'],
    ],
  ],
  // Words the lexicon lacked (the twentieth blind dev set): what a game sells inside it, the phone's bill, the North's
  // river boats, a third of pay with the vacation.
  [
    'paguei 30 no lanche e 20 de robux pro meu filho',
    [
      ['spending', 3_000, 'Alimentação'],
      ['spending', 2_000, 'Outros'],
    ],
  ],
  [
    'luz 120, telefone 60',
    [
      ['spending', 12_000, 'Moradia'],
      ['spending', 6_000, 'Outros'],
    ],
  ],
  ['voadeira até a comunidade 25', [['spending', 2_500, 'Transporte']]],
  [
    'catraia 5 e açaí 12',
    [
      ['spending', 500, 'Transporte'],
      ['spending', 1_200, 'Alimentação'],
    ],
  ],
  ['terço de férias 1.340', [['income', 134_000, 'Salário']]],
  // A count of things, then their price bare after a comma: one purchase, not a count taken for money.
  [
    'tomei 2 refri, 12 conto, e o pastel 8',
    [
      ['spending', 1_200, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'peguei 3 cocada, 9 reais, e uma tapioca 7',
    [
      ['spending', 900, 'Alimentação'],
      ['spending', 700, 'Alimentação'],
    ],
  ],
  // The people a bill is split among end at the next join that names a thing or a price ('… e Téo e paguei 18 do
  // estacionamento'): both are one person more, then an entry of their own.
  [
    'pizza 120 dividida entre eu, Nina e Téo e paguei 18 do estacionamento',
    [
      ['spending', 4_000, 'Alimentação'],
      ['spending', 1_800, 'Transporte'],
    ],
  ],
  [
    'hotel 600, rachamos entre eu, Ana, Bruno e Caio e balsa 20',
    [
      ['spending', 15_000, 'Outros'],
      ['spending', 2_000, 'Transporte'],
    ],
  ],
  // A clause said with a verb of spending of its own is another sentence: it lends no category to a charge or a bare amount
  // beside it, and a paid participle after an amount says money paid, never a thing counted.
  [
    'paguei 18 de frete e comprei um bolo 40',
    [
      ['spending', 1_800, 'Outros'],
      ['spending', 4_000, 'Alimentação'],
    ],
  ],
  [
    'R$ 230,00 e paguei 45 de gás',
    [
      ['spending', 23_000, 'Outros'],
      ['spending', 4_500, 'Moradia'],
    ],
  ],
  [
    'academia 110 paga e depois lanche 15, 125 tudo',
    [
      ['spending', 11_000, 'Outros'],
      ['spending', 1_500, 'Alimentação'],
    ],
  ],
  // Another paid half of a bill I named with no verb of my own ('… e o Leo pagou metade'): the other half is what I paid,
  // spending where the bill is filed; half of a sale or of a job done is still money to me (lists17.ts).
  ['pizza 90 e o Leo pagou metade', [['spending', 4_500, 'Alimentação']]],
  ['corrida de uber 36, a Jú pagou metade', [['spending', 1_800, 'Transporte']]],
  ['ingresso do show 240 e a Mari pagou metade', [['spending', 12_000, 'Outros']]],
  ['gás 120, o vizinho pagou metade', [['spending', 6_000, 'Moradia']]],
  ['cinema 60\no Nando pagou metade', [['spending', 3_000, 'Outros']]],
  // The people of a split listed with me, then the price after a comma ('dividimos entre eu, a Bia e o Caio, 90'): the
  // price is no one of them.
  ['racharam o táxi entre eu, o Davi e a Lia, 57', [['spending', 1_900, 'Transporte']]],
  ['dividimos o churrasco entre eu, Rô e Tati, 96', [['spending', 3_200, 'Alimentação']]],
  ['dividimos a luz entre eu e minha irmã, 230', [['spending', 11_500, 'Moradia']]],
  // A question with no amount after entries priced is a remark beside them: it takes no entry with it.
  [
    'paguei 89 de luz e 120 de internet, caro né?',
    [
      ['spending', 8_900, 'Moradia'],
      ['spending', 12_000, 'Moradia'],
    ],
  ],
  [
    'comprei pão 9 e leite 6, tá tudo caro né?',
    [
      ['spending', 900, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
    ],
  ],
  [
    'gastei 70 de gasolina, 15 de lavagem, pode?',
    [
      ['spending', 7_000, 'Transporte'],
      ['spending', 1_500, 'Transporte'],
    ],
  ],
  [
    'paguei a escola 650 e o inglês 280. Tem como?',
    [
      ['spending', 65_000, 'Outros'],
      ['spending', 28_000, 'Outros'],
    ],
  ],
  // A ledger pasted with the sign of each line ('+' money in, '-' money out), where lines of both signs stand: the sign says
  // which way the line's money went when its words do not.
  [
    '+ 80 faxina\n- 18 metrô\n- 22 almoço',
    [
      ['income', 8_000, 'Salário'],
      ['spending', 1_800, 'Transporte'],
      ['spending', 2_200, 'Alimentação'],
    ],
  ],
  [
    '+ 250 frete\n- 90 diesel',
    [
      ['income', 25_000, 'Salário'],
      ['spending', 9_000, 'Transporte'],
    ],
  ],
  [
    '- 60 farmácia\n+ 120 conserto de celular\n- 15 lanche',
    [
      ['spending', 6_000, 'Outros'],
      ['income', 12_000, 'Salário'],
      ['spending', 1_500, 'Alimentação'],
    ],
  ],
  // A transfer from someone named, a name the lexicon does not know ('pix da Sandra'): money that came from them.
  ['pix da Sandra 150', [['income', 15_000, 'Salário']]],
  ['pix do Marcão 80 do conserto', [['income', 8_000, 'Salário']]],
  [
    'mercado 90 e pix do Wesley 300',
    [
      ['spending', 9_000, 'Alimentação'],
      ['income', 30_000, 'Salário'],
    ],
  ],
  [
    'transferência da Rosângela 45, pix pro Caio 20',
    [
      ['income', 4_500, 'Salário'],
      ['spending', 2_000, 'Outros'],
    ],
  ],
  // From hard.ts, read right since a transfer from someone named is money that came from them.
  [
    'recebidos hj 🙏\npix da tia Neide 200 (presente de niver)\npix do Marcos 75 q ele tava me devendo\ngorjeta 48',
    [
      ['income', 20_000, 'Salário'],
      ['income', 7_500, 'Salário'],
      ['income', 4_800, 'Salário'],
    ],
  ],
  // A thing another paid for me, said with 'pra mim', is no money of mine, whoever paid, my partner too.
  ['o Pedro pagou o cinema pra mim', []],
  ['minha mãe pagou o uber pra mim, 30', []],
  ['meu irmão pagou a consulta do dentista pra mim, 250', []],
  ['almoço 32 e a Lê pagou o café pra mim', [['spending', 3_200, 'Alimentação']]],
  ['meu esposo pagou a manicure pra mim', []],
  // Another paid a thing I owe them for: a debt of mine, no money moved yet.
  ['a Carla pagou o uber, 28, fiquei devendo pra ela', []],
  ['o Beto pagou o churrasco, 45, tô devendo pra ele', []],
  ['minha prima pagou o ingresso 80, tô devendo', []],
  // The bus as the Northeast says it.
  [
    'padaria 12 e buzu 5,20',
    [
      ['spending', 1_200, 'Alimentação'],
      ['spending', 520, 'Transporte'],
    ],
  ],
  [
    'busu 4,80 e pastel 7',
    [
      ['spending', 480, 'Transporte'],
      ['spending', 700, 'Alimentação'],
    ],
  ],
  [
    'recebi 60 da faxina, paguei o busu 4,90',
    [
      ['income', 6_000, 'Salário'],
      ['spending', 490, 'Transporte'],
    ],
  ],
  // Second-hand things sold: 'usados' is no 'usamos' typed a letter wrong.
  ['vendi uns tênis usados por 90', [['income', 9_000, 'Salário']]],
  [
    'vendi 2 jogos usados 100 e comprei um controle 150',
    [
      ['income', 10_000, 'Salário'],
      ['spending', 15_000, 'Outros'],
    ],
  ],
  ['uns gibis usados 30, vendi pro sebo', [['income', 3_000, 'Salário']]],
  // Half of it mine, said with no verb.
  ['pizza 96, metade minha', [['spending', 4_800, 'Alimentação']]],
  ['feira 140 com minha irmã, metade minha', [['spending', 7_000, 'Alimentação']]],
  [
    'uber 22 e gasolina 200, metade minha',
    [
      ['spending', 2_200, 'Transporte'],
      ['spending', 10_000, 'Transporte'],
    ],
  ],
  // A bill, then how many people share it after 'em' or 'entre'.
  ['hotel 900 em 3 pessoas', [['spending', 30_000, 'Outros']]],
  ['conta do bar 300 entre 4 pessoas', [['spending', 7_500, 'Alimentação']]],
  ['chácara 2.400 reais entre 8 amigos', [['spending', 30_000, 'Outros']]],
  // My part stated after a bill already split: the part, one entry.
  ['condomínio 1.200 dividido em 2, minha parte 600', [['spending', 60_000, 'Moradia']]],
  ['luz 260 dividida em 2, minha parte 130', [['spending', 13_000, 'Moradia']]],
  ['táxi 84 dividido em 3, minha parte 28', [['spending', 2_800, 'Transporte']]],
  // Money in said with its verb, then what it was for after a link: one entry, which a correction after it replaces.
  ['recebi 120 de diária na obra não pera foi 150', [['income', 15_000, 'Salário']]],
  ['recebi oitenta de comissão não espera foi noventa', [['income', 9_000, 'Salário']]],
  // A business owner's pay; a top-up alone is the phone's; broke said as people say it records nothing.
  ['prolabore de novembro 6.000', [['income', 600_000, 'Salário']]],
  ['tirei 4.200 de pró-labore', [['income', 420_000, 'Salário']]],
  [
    'luz 150, recarga 30',
    [
      ['spending', 15_000, 'Moradia'],
      ['spending', 3_000, 'Outros'],
    ],
  ],
  [
    'pão 8 e recarga 20',
    [
      ['spending', 800, 'Alimentação'],
      ['spending', 2_000, 'Outros'],
    ],
  ],
  ['tô lisa até sexta kkk', []],
  ['to duro esse mes, nem sai de casa', []],
  // A thing said with a verb of its own and no amount, before another thing priced: an entry of its own with no amount.
  [
    'paguei o condomínio e almocei por 32',
    [
      ['spending', null, 'Moradia'],
      ['spending', 3_200, 'Alimentação'],
    ],
  ],
  [
    'paguei a escola e o uber 18',
    [
      ['spending', null, 'Outros'],
      ['spending', 1_800, 'Transporte'],
    ],
  ],
  [
    'comprei ração e o gás 120',
    [
      ['spending', null, 'Outros'],
      ['spending', 12_000, 'Moradia'],
    ],
  ],
  // An emoji typed after a price is that thing's, never the next one's.
  [
    'cinema 30 🎬 pipoca 25 🍿 uber 16 🚗',
    [
      ['spending', 3_000, 'Outros'],
      ['spending', 2_500, 'Alimentação'],
      ['spending', 1_600, 'Transporte'],
    ],
  ],
  [
    'gasolina 120 ⛽ coxinha 8',
    [
      ['spending', 12_000, 'Transporte'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'luz 150 💡 pizza 50',
    [
      ['spending', 15_000, 'Moradia'],
      ['spending', 5_000, 'Alimentação'],
    ],
  ],
  // A drink or a snack had, said with its own verb after a sale: spending.
  [
    'vendi a bicicleta 300 e tomei um caldo de cana 8',
    [
      ['income', 30_000, 'Salário'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'vendi 4 bolos 120, tomamos um sorvete 22',
    [
      ['income', 12_000, 'Salário'],
      ['spending', 2_200, 'Alimentação'],
    ],
  ],
  [
    'desapeguei do sofá 400 e tomei uma água de coco 7',
    [
      ['income', 40_000, 'Salário'],
      ['spending', 700, 'Alimentação'],
    ],
  ],
  // A half said of the entry before is that entry's, no item of a total said after it.
  [
    'feira com o mozão 180, metade minha e a pizza deu 90 e rachamos em 3',
    [
      ['spending', 9_000, 'Alimentação'],
      ['spending', 3_000, 'Alimentação'],
    ],
  ],
  [
    'sushi com o mozão 240, metade minha e o uber deu 36 e rachamos em 2',
    [
      ['spending', 12_000, 'Alimentação'],
      ['spending', 1_800, 'Transporte'],
    ],
  ],
  [
    'cinema com o mozão 70, metade minha e a lanchonete deu 60 e dividimos por 2',
    [
      ['spending', 3_500, 'Outros'],
      ['spending', 3_000, 'Alimentação'],
    ],
  ],
  // A question's start heading a list after a comma asks nothing: the list is read.
  [
    'resumo de hoje, pão 8, uber 15',
    [
      ['spending', 800, 'Alimentação'],
      ['spending', 1_500, 'Transporte'],
    ],
  ],
  [
    'resumo da semana, mercado 210, gasolina 150, luz 98',
    [
      ['spending', 21_000, 'Alimentação'],
      ['spending', 15_000, 'Transporte'],
      ['spending', 9_800, 'Moradia'],
    ],
  ],
  [
    'resumo do fim de semana, cinema 60, pizza 75, recebi 200 do bico',
    [
      ['spending', 6_000, 'Outros'],
      ['spending', 7_500, 'Alimentação'],
      ['income', 20_000, 'Salário'],
    ],
  ],
  [
    'resumo da feira; tomate 12; banana 8',
    [
      ['spending', 1_200, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  // A price, a dash, then its thing, line after line or after a join: each thing is its own price's, not the next's.
  [
    '50 - mercado\n30 - farmácia\n20 - uber',
    [
      ['spending', 5_000, 'Alimentação'],
      ['spending', 3_000, 'Outros'],
      ['spending', 2_000, 'Transporte'],
    ],
  ],
  [
    '120,00 - luz\n89,90 - internet\n35,00 - padaria',
    [
      ['spending', 12_000, 'Moradia'],
      ['spending', 8_990, 'Moradia'],
      ['spending', 3_500, 'Alimentação'],
    ],
  ],
  [
    'R$ 18 – cinema, R$ 9 – pipoca',
    [
      ['spending', 1_800, 'Outros'],
      ['spending', 900, 'Alimentação'],
    ],
  ],
  [
    '45 - gasolina; 12 - pastel; 30 - farmácia',
    [
      ['spending', 4_500, 'Transporte'],
      ['spending', 1_200, 'Alimentação'],
      ['spending', 3_000, 'Outros'],
    ],
  ],
  // A list numbered by a dash or on one line: the numbers 1, 2, 3 … say where each item starts, they are no money.
  [
    '1- aluguel 1.200\n2- condomínio 480\n3- internet 99',
    [
      ['spending', 120_000, 'Moradia'],
      ['spending', 48_000, 'Moradia'],
      ['spending', 9_900, 'Moradia'],
    ],
  ],
  [
    '1 - padaria 14\n2 - açougue 63',
    [
      ['spending', 1_400, 'Alimentação'],
      ['spending', 6_300, 'Alimentação'],
    ],
  ],
  [
    '1) feira 45 2) gás 120 3) uber 19',
    [
      ['spending', 4_500, 'Alimentação'],
      ['spending', 12_000, 'Moradia'],
      ['spending', 1_900, 'Transporte'],
    ],
  ],
  [
    'gastos: 1) farmácia 32,50 2) pizza 58',
    [
      ['spending', 3_250, 'Outros'],
      ['spending', 5_800, 'Alimentação'],
    ],
  ],
  [
    '1- feira 38, 2- padaria 9',
    [
      ['spending', 3_800, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
    ],
  ],
  // What I kept of a bill already split ('fiquei com …'): my part of it, one entry.
  ['aluguel 2000 dividido com a Lu, fiquei com 1000', [['spending', 100_000, 'Moradia']]],
  ['pizza 120 dividida por 4, fiquei com 30', [['spending', 3_000, 'Alimentação']]],
  ['uber do aeroporto 96 rachado em 3 e eu fiquei com 32', [['spending', 3_200, 'Transporte']]],
  ['mercado 260 dividido com minha irmã, ficou pra mim 130', [['spending', 13_000, 'Alimentação']]],
  // A name that is also part of a store's ('Farmácia São João', 'Magazine Luiza') is still a name after a transfer.
  [
    'pix do João 80 e mercado 45',
    [
      ['income', 8_000, 'Salário'],
      ['spending', 4_500, 'Alimentação'],
    ],
  ],
  ['pix de 120 da Luiza', [['income', 12_000, 'Salário']]],
  ['transferência do Paulo 300', [['income', 30_000, 'Salário']]],
  // …but not the first word of that longer name, said whole: a store paid by pix.
  ['pix da magazine luiza 300', [['spending', 30_000, 'Outros']]],
  ['pix da casas bahia 1.250 do sofá', [['spending', 125_000, 'Moradia']]],
  // Money from someone after an income, saying what it paid for ('… e 60 da vizinha pelos doces'): one more income.
  [
    'recebi 90 da cliente pelo bolo e 60 da vizinha pelos doces',
    [
      ['income', 9_000, 'Salário'],
      ['income', 6_000, 'Salário'],
    ],
  ],
  [
    'ganhei 300 do meu pai e 100 da minha tia pro presente',
    [
      ['income', 30_000, 'Salário'],
      ['income', 10_000, 'Salário'],
    ],
  ],
  [
    'recebi 80 do Caio pela camiseta e 50 da Bia pelo tênis',
    [
      ['income', 8_000, 'Salário'],
      ['income', 5_000, 'Salário'],
    ],
  ],
  [
    'pagamento da cliente 250 e gasolina 60',
    [
      ['income', 25_000, 'Salário'],
      ['spending', 6_000, 'Transporte'],
    ],
  ],
  // Were misread (hard.ts) until the classes of 3 Dec read them.
  [
    'essa semana entrou 1.200 do cliente da logo e 450 do site da padaria. saiu 34,90 do canva',
    [
      ['income', 120000, 'Salário'],
      ['income', 45000, 'Salário'],
      ['spending', 3490, 'Outros'],
    ],
  ],
  [
    'vendi o celular por 1,2k mais 300 das trufas da semana',
    [
      ['income', 120000, 'Salário'],
      ['income', 30000, 'Salário'],
    ],
  ],
  [
    'Recebi 3 pix hj: 45 da Juliana (barra), 120 da Rose (vestido) e 60 da Dona Lurdes (reforma de blazer). Paguei a luz do ateliê 143,10',
    [
      ['income', 4500, 'Salário'],
      ['income', 12000, 'Salário'],
      ['income', 6000, 'Salário'],
      ['spending', 14310, 'Moradia'],
    ],
  ],
  [
    'pix do joao 200 da pintura que fiz pra ele, gastei 12 de onibus pra ir la',
    [
      ['income', 20000, 'Salário'],
      ['spending', 1200, 'Transporte'],
    ],
  ],
  // Another's part of a bill I paid, sent to me by its own verb ('… e o Léo me fez um pix de 90 da parte dele'): money
  // that came in beside the bill, not my share of it.
  [
    'paguei o jantar 180 e o Léo me fez um pix de 90 da parte dele',
    [
      ['spending', 18_000, 'Alimentação'],
      ['income', 9_000, 'Salário'],
    ],
  ],
  [
    'comprei a passagem da família 1.200, minha mãe me mandou 400 da parte dela',
    [
      ['spending', 120_000, 'Transporte'],
      ['income', 40_000, 'Salário'],
    ],
  ],
  [
    'aluguel 2.000 e meu colega me transferiu 1.000 da parte dele',
    [
      ['spending', 200_000, 'Moradia'],
      ['income', 100_000, 'Salário'],
    ],
  ],
  // A performer's fee ('cachê') is money earned.
  [
    'toquei no bar, cachê 250, cerveja 30',
    [
      ['income', 25_000, 'Salário'],
      ['spending', 3_000, 'Alimentação'],
    ],
  ],
  [
    'cachê 400 e 80 de gorjeta',
    [
      ['income', 40_000, 'Salário'],
      ['income', 8_000, 'Salário'],
    ],
  ],
  [
    '350 de cachê + 60 de uber',
    [
      ['income', 35_000, 'Salário'],
      ['spending', 6_000, 'Transporte'],
    ],
  ],
];
