import type { CorpusCase, NoteCase } from './types';

/**
 * Everyday messages we know the rules misread, each with why. They count in `npm run demo:eval`;
 * src/demo/corpus.test.ts checks each is still misread, so a rule that learns to read one moves it
 * into the corpus proper.
 */
export const hard: (CorpusCase | NoteCase)[] = [
  [
    'corridas de hoje deram 320',
    'income',
    32_000,
    'Salário',
    "a driver's takings for the day: 'deram' is how a price is said too ('o mercado deu 320'), and 'corridas' is a ride bought as often as one driven",
  ],
  [
    'troquei 1 pneu, os outros 3 fica pra depois, 380',
    'spending',
    38_000,
    'Transporte',
    "counts are tyres; 380 paid. Since issue 61 each clause is read on its own, and 'os outros 3 fica pra depois' holds one plain number, which no other number of its clause outranks",
  ],
  // Misses of the blind dev sets 3 to 6 (issue 61) left after their classes were mended: each a class of its own we have
  // not mended, or a reading two classes disagree on.
  [
    'recebi 2 pau do cliente da reforma',
    [['income', 200000, 'Salário']],
    "'pau' is slang for a thousand reais here and for one real elsewhere ('dois pau o cafezinho'); the rules read the number as reais",
  ],
  [
    'paguei 2 real pra usar o banheiro da rodoviaria kkkkk',
    [['spending', 200, 'Outros']],
    'the bus station names Transporte; what was paid for is its toilet, which no category names',
  ],
  [
    'seguro do carr 230',
    [['spending', 23000, 'Transporte']],
    'a four-letter word with its last letter dropped: forgiving that would bend everyday words (frio to frios, mina to minas)',
  ],
  [
    'fiz pé e mão na dona Lurdes, 55',
    [['income', 5500, 'Salário']],
    "a manicure's takings for a client's service, said with no verb of money in: 'fiz' before a thing done, not before the amount",
  ],
  [
    '2 açaí de 500ml, 18 cada',
    [['spending', 3600, 'Alimentação']],
    "'500ml' is a cup's size, read as the quantity nearest the price for each",
  ],
  [
    'corrida particular, levei um cliente fixo pro aeroporto, 70 no pix',
    [['income', 7000, 'Salário']],
    "a driver's fare received from a passenger, said with no verb of money in",
  ],
  [
    'paguei o ubre mas esqueci o valor',
    [['spending', null, 'Transporte']],
    "'ubre' swaps two letters of a four-letter word; the typo tolerance leaves words under five letters alone",
  ],
  [
    'caiu o 13 uhuuu',
    [['income', null, 'Salário']],
    "'o 13' is the thirteenth salary; a plain number after a verb of money in is read as its amount",
  ],
  [
    'gastei 60 de alcool e 8 de coxinha no posto',
    [
      ['spending', 6000, 'Transporte'],
      ['spending', 800, 'Alimentação'],
    ],
    "'álcool' is fuel at a filling station and a drink or a cleaning product elsewhere; the lexicon files it by none",
  ],
  // Misses of the blind dev sets 7 and 8 (issue 61, every note several entries) left after their classes were mended.
  [
    'festa do Davi: bolo 120, salgados 180, refri 45, decoração 90 e lembrancinhas 60',
    [
      ['spending', 12000, 'Alimentação'],
      ['spending', 18000, 'Alimentação'],
      ['spending', 4500, 'Alimentação'],
      ['spending', 9000, 'Outros'],
      ['spending', 6000, 'Outros'],
    ],
    "'bolo' under a party's header and 'decoração' name other categories than the writer's (Outros for the decoration, the food Alimentação)",
  ],
  [
    'paguei a luz 142 e o gás também',
    [
      ['spending', 14200, 'Moradia'],
      ['spending', null, 'Moradia'],
    ],
    "a second thing paid with no amount ('e o gás também'): an entry with no amount beside one with an amount is dropped",
  ],
  [
    'rodei o dia todo, fiz 280 no uber e 95 na 99, gastei 120 de gasolina',
    [
      ['income', 28000, 'Salário'],
      ['income', 9500, 'Salário'],
      ['spending', 12000, 'Transporte'],
    ],
    "the second takings ('95 na 99') name a ride app, Transporte, which the verb of money made does not carry across the join",
  ],
  [
    'material escolar 237, uniforme 89 e lanche da cantina 5 por dia a semana toda',
    [
      ['spending', 23700, 'Outros'],
      ['spending', 8900, 'Outros'],
      ['spending', 2500, 'Alimentação'],
    ],
    "a price per day times 'a semana toda', a count said in words of time",
  ],
  [
    'das 8 às 18 na loja, recebi 150 da diária, gastei 12 de marmita e 9,60 de busão',
    [
      ['income', 15000, 'Salário'],
      ['spending', 1200, 'Alimentação'],
      ['spending', 960, 'Transporte'],
    ],
    "hours said with 'às' before the clause's money, read as an amount of their own",
  ],
  [
    'carnaval em Olinda: gastei 150 de cerveja, 40 de fantasia e 60 de uber',
    [
      ['spending', 15000, 'Alimentação'],
      ['spending', 4000, 'Outros'],
      ['spending', 6000, 'Transporte'],
    ],
    "a thing the lexicon does not know ('fantasia') takes the category of the clause before it; making it Outros broke tips and services named in other words",
  ],
  [
    'sexta-feira 13 kkk paguei 4 cervejas de 9 e o táxi de 27',
    [
      ['spending', 3600, 'Alimentação'],
      ['spending', 2700, 'Transporte'],
    ],
    "a date said by the weekday ('sexta-feira 13'); 'feira' is also the street market",
  ],
  [
    'gorjeta hj no bar foi 85 reais, na saída gastei 18 num lanche',
    [
      ['income', 8500, 'Salário'],
      ['spending', 1800, 'Alimentação'],
    ],
    'a tip received by who works at the bar, read as one paid (issue 28: a tip beside a spending is paid)',
  ],
  [
    'salário caiu!! 2800 🎉 já foi 150 de academia e 55,90 do spotify e netflix',
    [
      ['income', 280000, 'Salário'],
      ['spending', 15000, 'Outros'],
      ['spending', 5590, 'Outros'],
    ],
    "the salary's amount typed after its '!!' and an emoji, joined to the spending after it",
  ],
  [
    'tomei um susto, vieram 2 multas: 195,23 e 130,16. paguei as duas. pelo menos o seguro devolveu 300',
    [
      ['spending', 19523, 'Transporte'],
      ['spending', 13016, 'Transporte'],
      ['income', 30000, 'Salário'],
    ],
    "fines with no traffic reason named are fees, Outros; the writer knew them as a car's",
  ],
  [
    'meu pai pagou o encanador 180 e eu comprei o material 65',
    [
      ['spending', 18000, 'Moradia'],
      ['spending', 6500, 'Moradia'],
    ],
    "'material' alone names nothing: after the plumber it is the repair's, which only the clause before says",
  ],
  // Misses of the blind dev sets 9 to 15 (issue 61) left after their classes were mended: each a class we have not mended,
  // or a reading the writers and the rules' conventions disagree on.
  [
    'festa de aniversário do Theo\nbolo 180\nsalgados 250 (5 centos a 50)\ndecoração 120\nlembrancinhas 90',
    [
      ['spending', 18000, 'Alimentação'],
      ['spending', 25000, 'Alimentação'],
      ['spending', 12000, 'Outros'],
      ['spending', 9000, 'Outros'],
    ],
    "'decoração' names no category in the lexicon, so the verbless line takes the category of the line before it ('salgados', Alimentação) instead of Outros",
  ],
  [
    'mercadinho\npão 9\nleite 2 de 5,49\nqueijo 18,70',
    [
      ['spending', 900, 'Alimentação'],
      ['spending', 1098, 'Alimentação'],
      ['spending', 1870, 'Alimentação'],
    ],
    "a count and unit price after the item ('leite 2 de 5,49'); the product rule needs the item between count and price, so only the unit price is read",
  ],
  [
    'hj atendi 6 clientes, 5 pé e mão a 55 e 1 só mão q cobrei 30. comprei acetona e algodao 23,80',
    [
      ['income', 27500, 'Salário'],
      ['income', 3000, 'Salário'],
      ['spending', 2380, 'Outros'],
    ],
    "a manicurist's services: 'pé e mão' is split at its 'e', parting count from price, and 'cobrei' (I charged) is read as spending, with the count 1 as its amount",
  ],
  [
    'Feira de sábado 🥖 30 pães de fermentação natural a 22 e 15 focaccias a 18. Paguei 40 da taxa da barraca',
    [
      ['income', 66000, 'Salário'],
      ['income', 27000, 'Salário'],
      ['spending', 4000, 'Outros'],
    ],
    "a baker's sales at a fair stall, said with no verb of selling; the loaves and focaccias are read as food bought (Alimentação spending)",
  ],
  [
    'salão hj\n3 cortes masculinos 35 cada\n2 escovas 50 cada\n1 progressiva 180\npaguei a menina q lava 60',
    [
      ['income', 10500, 'Salário'],
      ['income', 10000, 'Salário'],
      ['income', 18000, 'Salário'],
      ['spending', 6000, 'Outros'],
    ],
    "a hairdresser's day of services listed with no verb of money in, read as spending; the 'salão' header then files them all in Outros",
  ],
  [
    'tinta, rolo e fita crepe pra pintar a sala, 360 em 3x no cartao',
    [['spending', 12000, 'Moradia']],
    "several things sharing one price paid in instalments ('360 em 3x'); the chain of joins of the amountless items onto it loses the instalment amount",
  ],
  [
    'paguei a diarista hj. veio 3x essa semana, 150 por dia',
    [['spending', 45000, 'Moradia']],
    "a daily rate ('150 por dia') times a count of visits said in another clause ('veio 3x'); the rules read the rate alone, not 3 × 150",
  ],
  [
    'fiz 3 faxinas essa semana, duas de 180 e uma de 220. de passagem gastei 38',
    [
      ['income', 36000, 'Salário'],
      ['income', 22000, 'Salário'],
      ['spending', 3800, 'Transporte'],
    ],
    "a cleaner's own work ('fiz 3 faxinas') is read as paying for home cleaning (Moradia spending), and 'duas de 180' keeps only the price, not 2 × 180",
  ],
  [
    'feirinha de artesanato domingo:\n- 6 panos de prato a 15\n- 3 toalhinhas bordadas a 40\n- 1 tapete de crochê 120\nuber pra levar as coisas 25',
    [
      ['income', 9000, 'Salário'],
      ['income', 12000, 'Salário'],
      ['income', 12000, 'Salário'],
      ['spending', 2500, 'Transporte'],
    ],
    "a craft seller's fair sales listed with no verb of selling, read as purchases, with the towels and the rug filed as Moradia (home goods)",
  ],
  [
    'Semana: faturei R$ 1.430,00\nEsmaltes novos 86\nTaxa da maquininha 41,20\nAluguel da cadeira no salão 250',
    [
      ['income', 143000, 'Salário'],
      ['spending', 8600, 'Outros'],
      ['spending', 4120, 'Outros'],
      ['spending', 25000, 'Outros'],
    ],
    "a chair rented at a salon is a work cost, but the lexicon files any 'aluguel' as Moradia (home rent) whatever is rented",
  ],
  [
    'o vizinho levou 2 bolos de pote (16 os dois) e uma coxinha de 6, pagou no pix',
    [
      ['income', 1600, 'Salário'],
      ['income', 600, 'Salário'],
    ],
    "a sale told from the buyer's side ('o vizinho levou... pagou'); the closing 'pagou' makes income only of the clause it joins, the cakes before it stay food bought",
  ],
  [
    'netflix 44,90 spotify 21,90 e o disney q esqueci de cancelar 33,90 🙄 amanhã ainda vence o prime',
    [
      ['spending', 4490, 'Outros'],
      ['spending', 2190, 'Outros'],
      ['spending', 3390, 'Outros'],
    ],
    "the reminder runs on from the last price with no join ('33,90 🙄 amanhã ainda vence o prime'), so the whole note reads as not paid yet",
  ],
  [
    'praia hj: 64 churros a 6 conto. massa e doce de leite 95, estacionamento 20',
    [
      ['income', 38400, 'Salário'],
      ['spending', 9500, 'Alimentação'],
      ['spending', 2000, 'Transporte'],
    ],
    "a street seller's churros sold at the beach, said with no verb of selling, read as food bought (Alimentação spending)",
  ],
  [
    'barbearia sábado 🔥 19 cortes a 40 e 7 barbas a 25. dei 50 pro moleque q varre',
    [
      ['income', 76000, 'Salário'],
      ['income', 17500, 'Salário'],
      ['spending', 5000, 'Outros'],
    ],
    "a barber's day of cuts and beards, said with no verb of money in, read as spending in Outros",
  ],
  [
    'corrida longa pra Santos, passageiro pagou 260. pedágio 32,40 cada sentido e 120 de gasolina',
    [
      ['income', 26000, 'Salário'],
      ['spending', 6480, 'Transporte'],
      ['spending', 12000, 'Transporte'],
    ],
    "'cada sentido' (each way) doubles the toll, but the rules see no count in it and read a single 32,40",
  ],
  [
    'ganhei 95 de gorjeta no bar hj, gastei 12 de metrô e 25 num lanche na saída. a janta foi o gerente q pagou',
    [
      ['income', 9500, 'Salário'],
      ['spending', 1200, 'Transporte'],
      ['spending', 2500, 'Alimentação'],
    ],
    "a clause saying someone else paid ('o gerente q pagou') reads as money in and, having no amount, joins the snack before it, turning that spending into income",
  ],
  [
    'pipoca na porta da escola: 48 saquinho de 5 e 20 de 7 (com bacon). milho e óleo 38',
    [
      ['income', 24000, 'Salário'],
      ['income', 14000, 'Salário'],
      ['spending', 3800, 'Alimentação'],
    ],
    "a popcorn seller's sales with no verb of selling read as food bought; '20 de 7' with the item left out keeps only the price 7, not 20 × 7",
  ],
  [
    'recebi de 4 alunos a mensalidade de 350 e de uma aluna avulsa 3 aulas a 80. gasolina 60',
    [
      ['income', 140000, 'Salário'],
      ['income', 24000, 'Salário'],
      ['spending', 6000, 'Transporte'],
    ],
    "a tutor's fees: '4 alunos a mensalidade de 350' (a count times a fee) is read as one 350, and the classes after an elided 'recebi' read as spending",
  ],
  [
    'luz da república 410 dividida em 5 e a internet 120 tb em 5',
    [
      ['spending', 8200, 'Moradia'],
      ['spending', 2400, 'Moradia'],
    ],
    "a second split said elliptically ('120 tb em 5'): 'em 5' is cut off as a clause of its own and read as 5 reais, and the internet is kept whole at 120",
  ],
  [
    'semana de bike mano: 620 no app. câmara nova pro pneu 35, marmita todo dia 5x18',
    [
      ['income', 62000, 'Salário'],
      ['spending', 3500, 'Transporte'],
      ['spending', 9000, 'Alimentação'],
    ],
    "a delivery rider's week of earnings ('620 no app') said with no verb of money in; read as spending, and the 'bike' header files it in Transporte",
  ],
  [
    'fiz 7 barras de calça a 15 e ajustei 2 vestidos a 45. linha e zíper 27,50',
    [
      ['income', 10500, 'Salário'],
      ['income', 9000, 'Salário'],
      ['spending', 2750, 'Outros'],
    ],
    "a seamstress's paid work ('fiz 7 barras', 'ajustei 2 vestidos') has no verb of money in and reads as spending; the hems even land in Transporte",
  ],
  [
    'Encomenda da festa da Júlia: 200 docinhos a 1,20 e bolo de 2kg 160. Já tinha recebido metade de sinal, hj ela pagou o resto',
    [['income', 20000, 'Salário']],
    "an order paid off after a half deposit ('pagou o resto'): income is half the items' sum, but the sweets read as food bought and the cake's 160 as the income",
  ],
  [
    'caixa da lanchonete hoje fechou 1.870 (420 em dinheiro e 1.450 no pix)',
    [['income', 187000, 'Salário']],
    "a snack bar's takings ('caixa... fechou 1.870') said with no verb of money in; read as spending at a 'lanchonete' (Alimentação)",
  ],
  [
    'ensaio de gestante 650 recebido. aluguel do estúdio 2h a 70 e uber 28',
    [
      ['income', 65000, 'Salário'],
      ['spending', 14000, 'Outros'],
      ['spending', 2800, 'Transporte'],
    ],
    "a photographer's hourly studio hire is a work cost, but the lexicon files any 'aluguel' as Moradia (home rent) whatever is rented",
  ],
  [
    'almossei 27 sobremesa 9 e cafezinho 5',
    [
      ['spending', 2700, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
      ['spending', 500, 'Alimentação'],
    ],
    "two priced things run on with no comma or 'e' ('almossei 27 sobremesa 9', a misspelt 'almocei') form one clause, which keeps only its last number",
  ],
  [
    'Dia 3 aluguel 1200\nDia 5 luz 187,45\nDia 10 internet 99,90\nDia 10 agua 76',
    [
      ['spending', 120000, 'Moradia'],
      ['spending', 18745, 'Moradia'],
      ['spending', 9990, 'Moradia'],
      ['spending', 7600, 'Moradia'],
    ],
    "'água' in a list of house bills is the water bill, but the two-sense rule picks the drink (Alimentação) though the lines around it are rent, power, internet",
  ],
  [
    'Pix enviado\nR$ 150,00 para MARIA APARECIDA DA SILVA\n(diarista)\n\nCompra no débito\nR$ 23,40 PADARIA PAO DOURADO\n\nPix recebido\nR$ 800,00 de COMERCIAL SANTOS LTDA',
    [
      ['spending', 15000, 'Moradia'],
      ['spending', 2340, 'Alimentação'],
      ['income', 80000, 'Salário'],
    ],
    "pasted bank notices where a bracketed role '(diarista)' follows its payment; that amountless line joins the next one, so the bakery gets Moradia and the cleaner Outros",
  ],
  [
    'padaria: 6 pão francês, 200g de presunto, 200g de mussarela e 1 litro de leite. paguei com 50 e voltou 18,30',
    [['spending', 3170, 'Alimentação']],
    "cash handed and change returned ('paguei com 50 e voltou 18,30'): both read as spending, not 50 less 18,30, and the count in '6 pão francês' as 6 reais",
  ],
  [
    'dividimos a conta do restaurante, 240 em 4, e depois o uber de volta 36 em 2',
    [
      ['spending', 6000, 'Alimentação'],
      ['spending', 1800, 'Transporte'],
    ],
    "a second split leaning on the first's verb ('o uber de volta 36 em 2'); 'em 2' with no verb of splitting of its own is not read as a share, so all 36 is kept",
  ],
  [
    '1,2k do aluguel e 180 do combo net + celular',
    [
      ['spending', 120000, 'Moradia'],
      ['spending', 18000, 'Moradia'],
    ],
    "a bundle with one price ('combo net + celular') is split at '+' and filed by the phone (Outros); the writer's convention files a tie by the first thing (internet, Moradia)",
  ],
  [
    'gastos Gramado 🏔️❄️\nhotel 3 diárias de 280\ngasolina 320\nfondue pro casal 190\nchocolates 85',
    [
      ['spending', 84000, 'Outros'],
      ['spending', 32000, 'Transporte'],
      ['spending', 19000, 'Alimentação'],
      ['spending', 8500, 'Alimentação'],
    ],
    "'fondue' is not in the food lexicon, so the verbless line takes the category of the line before it (gasolina, Transporte)",
  ],
  [
    'rachamos o churrasco do dia dos pais, 380 entre nós 4 irmãos',
    [['spending', 9500, 'Alimentação']],
    "the split's verb opens the note and its count comes after the bill's amount, with who they are after it ('380 entre nós 4 irmãos'): read as no split",
  ],
  [
    'Pix recebido 💸\nJoão Carlos Mendes\nR$ 1.500,00\nref. aluguel da kitnet (1.350 + 150 de água e luz)',
    [['income', 150000, 'Salário']],
    "a bracketed breakdown of a received pix is read as new spendings; the dot of the abbreviation 'ref.' is taken for a sentence end, so the parts-of rule misses it",
  ],
  [
    'airbnb de Ubatuba 1.800 rachado por 6 = 300 cada, e o mercado lá deu 95 minha parte',
    [
      ['spending', 30000, 'Outros'],
      ['spending', 9500, 'Alimentação'],
    ],
    "a split that also states the share ('1.800 rachado por 6 = 300 cada'); the rules divide the stated share 300 by 6 again, reading 50",
  ],
  [
    'vendi 3 marmitas a 22 e 1 a 25 (essa com suco)',
    [
      ['income', 6600, 'Salário'],
      ['income', 2500, 'Salário'],
    ],
    "an elliptic second sale ('e 1 a 25') names food ('suco'); a verbless clause with a category of its own does not take the sale's income and reads as food bought",
  ],
  [
    'ifood ontem: 2 hambúrguer, batata e 2 refri, 98,90 com a taxa de entrega',
    [['spending', 9890, 'Alimentação']],
    "an order listing counts of items before one total ('2 hambúrguer', '2 refri'); each count is read as a 2-real amount besides the 98,90",
  ],
  [
    'bah feriadão na praia 🏖️\ngasolina ida 230\npedágios 4 de 12,40\nquiosque 150 dividido com meu irmão\nprotetor 59,90',
    [
      ['spending', 23000, 'Transporte'],
      ['spending', 4960, 'Transporte'],
      ['spending', 7500, 'Alimentação'],
      ['spending', 5990, 'Outros'],
    ],
    "'pedágios 4 de 12,40' keeps only the unit price; 'quiosque' and 'protetor' are not in the lexicon and take the category of the line before (Transporte)",
  ],
  [
    'Aluguel recebido ap 2: 1.100\nAluguel recebido ap 3: 950\nTaxa da imobiliária: 205',
    [
      ['income', 110000, 'Salário'],
      ['income', 95000, 'Salário'],
      ['spending', 20500, 'Outros'],
    ],
    "rent received reads as income; the writer files a rental agency's fee ('taxa da imobiliária') as a fee, Outros, where the lexicon files 'imobiliária' as the home's",
  ],
  [
    'uber 32,40 pra festa, entrada 60, bebida uns 70',
    [
      ['spending', 3240, 'Transporte'],
      ['spending', 6000, 'Outros'],
      ['spending', 7000, 'Alimentação'],
    ],
    "'entrada' (a party's entry ticket) names no category, so the verbless clause takes the category of the one before it (uber, Transporte)",
  ],
  [
    'paguei minha parte da luz, veio 280 e a gnt divide em 2 aqui no ap',
    [['spending', 14000, 'Moradia']],
    "'minha parte' is read as a share stated, never divided, though here it names the part that the split said after it works out",
  ],
  [
    'rodizio deu 340 pra nós 4, cada um pagou sua parte',
    [['spending', 8500, 'Alimentação']],
    "'cada um pagou sua parte' holds a share's word, read as a share stated, so the bill '340 pra nós 4' is not divided",
  ],
  [
    'meu marido pagou o jantar de 120 e eu paguei o uber da volta, 31',
    [['spending', 3100, 'Transporte']],
    "the household paying is the household's spending ('meu marido'); the writer counts the husband's dinner as his, beside what she paid",
  ],
  [
    'oxe hj gastei 38 no baião de dois la na dona Lia e 25 de mototaxi ida e volta',
    [
      ['spending', 3800, 'Alimentação'],
      ['spending', 2500, 'Transporte'],
    ],
    "'baião de dois', a north-eastern dish, is not in the food lexicon, so the meal falls to Outros",
  ],
  [
    'consertei a geladeira da vizinha, recebi 400 depois comprei uma peça pra outro serviço, 120',
    [
      ['income', 40000, 'Salário'],
      ['spending', 12000, 'Outros'],
    ],
    "'outro serviço' is read as pointing back to the fridge repair, so the part takes its Moradia; the writer files a part bought for a paid job as Outros",
  ],
  [
    'passei na barbearia depois tomei uma cerveja de 12',
    [
      ['spending', null, 'Outros'],
      ['spending', 1200, 'Alimentação'],
    ],
    "a visit with no amount ('passei na barbearia') joins the beer after it, so the beer is filed by the barbershop (Outros) and the barber's own entry is lost",
  ],
  [
    'paguei 60 no barco pra ilha depois almoçamos lá, minha parte deu 55',
    [
      ['spending', 6000, 'Transporte'],
      ['spending', 5500, 'Alimentação'],
    ],
    "'minha parte deu 55' belongs to the lunch, but the share rule binds it to the boat fare before, so one Transporte entry of 55 replaces both",
  ],
  [
    'vendi 3 rede 120 cada\ncomprei linha 40',
    [
      ['income', 36000, 'Salário'],
      ['spending', 4000, 'Outros'],
    ],
    "'linha 40' is taken as a thread's gauge, not a price, so the amountless 'comprei' joins the sale above and its spending verb turns the sale into spending",
  ],
  [
    'uber com a Carla até o aeroporto, 64 no total, dividimos',
    [['spending', 3200, 'Transporte']],
    "a ride split by 'dividimos' with no count (two, from 'com a Carla'); the split binds but has no count to divide by, so the whole 64 is kept",
  ],
  // The eighteenth and nineteenth blind dev sets' misses left (3 Dec 2026).
  [
    'troquei o oleo da moto 65 e comprei um capacete 180',
    [
      ['spending', 6_500, 'Transporte'],
      ['spending', 18_000, 'Transporte'],
    ],
    "a helmet is Outros unless the motorbike's is said of it; here the motorbike is the clause before's, and a thing taking its category from the clause before is a class taken back (it broke tuned notes)",
  ],
  [
    'Paguei R$ 2,00 no banheiro da rodoviária',
    [['spending', 200, 'Outros']],
    "a pay toilet at the bus station: 'rodoviária' files Transporte and 'banheiro' is the home's room (Moradia); a public one's fee is left, one of a kind",
  ],
  [
    'almoço com a equipe do posto de saúde, 240 dividido por 6',
    [['spending', 4_000, 'Alimentação']],
    "the people a meal was with, named after 'com', are company: the health centre's name is longer than the meal's and files it Outros",
  ],
  // The seventeenth blind dev set's misses left after its classes (3 Dec 2026).
  [
    'Entreguei o vestido de festa da Dona Célia, recebi 280. Fiz 3 barras de calça a 15 cada. Comprei linha, zíper e botão no armarinho 46,80',
    [
      ['income', 28000, 'Salário'],
      ['income', 4500, 'Salário'],
      ['spending', 4680, 'Outros'],
    ],
    "the writer's reading: three hems at 15 each are one income of 45; left: only the seamstress's trade says 'fiz 3 barras de calça a 15 cada' is work sold: 'fiz 2 exames a 80' is a spending",
  ],
  [
    'feira de domingo\nvendi 40 maço de couve a 3 reais = 120\nalface 25 pés a 2,50\npaguei a taxa da banca pra prefeitura 30\ncafé com pão de queijo 9',
    [
      ['income', 12000, 'Salário'],
      ['income', 6250, 'Salário'],
      ['spending', 3000, 'Outros'],
      ['spending', 900, 'Alimentação'],
    ],
    "the writer's reading: lettuce 25 x 2,50 = 62,50; market stall fee is a fee (Outros); left: the market stall's fee ('a taxa da banca') takes the header's Alimentação; filing 'taxa' alone as Outros would change 'ifood 45 + taxa 7', a fee of the thing before it",
  ],
  [
    'Resumo da semana 💅\nseg 180\nter 240\nqua folga\nqui 310\nsex 425\nsáb 560\ntotal 1715',
    [
      ['income', 18000, 'Salário'],
      ['income', 24000, 'Salário'],
      ['income', 31000, 'Salário'],
      ['income', 42500, 'Salário'],
      ['income', 56000, 'Salário'],
    ],
    "the writer's reading: daily earnings of a manicure; the total repeats the sum; left: 'resumo' opens like a question, and only the emoji says the days' amounts are a manicure's takings",
  ],
  [
    'Que semana 😩 multa de 195,23 por estacionar errado, zona azul 2 vezes de 5 reais e 99 pra casa da minha mãe 31,60',
    [
      ['spending', 19523, 'Transporte'],
      ['spending', 1000, 'Transporte'],
      ['spending', 3160, 'Transporte'],
    ],
    "the writer's reading: two parking tickets of 5 are one entry of 10; 99 is the ride app; left: 'zona azul 2 vezes de 5' reads as one instalment of 5 by the instalments' convention, not two tickets",
  ],
  [
    'Jantar de aniversário da minha esposa no japonês, 3 casais, a conta deu 690 e dividimos por casal',
    [['spending', 23000, 'Alimentação']],
    "the writer's reading: my share: 690 split among 3 couples; left: a split 'por casal' whose count (3 couples) was said earlier in the note: not mended",
  ],
  [
    'Pneu furou de novo, borracheiro 40. Passageira deixou 20 de gorjeta. Troquei as palhetas 65',
    [
      ['spending', 4000, 'Transporte'],
      ['income', 2000, 'Salário'],
      ['spending', 6500, 'Transporte'],
    ],
    "'passageira' is corrected to 'passadeira' (Moradia), and 'deixar' as a hand-over verb would make 'o mecânico deixou por 250' income",
  ],
  [
    'gastos com a Lu na praia: aluguel de cadeira e guarda-sol 40, 2 milhos de 7 e 3 água de coco a 9',
    [
      ['spending', 4_000, 'Outros'],
      ['spending', 1_400, 'Alimentação'],
      ['spending', 2_700, 'Alimentação'],
    ],
    "a rent of beach gear: 'aluguel' and 'cadeira' are the home's, two to one against the umbrella, and a list is filed where most of its things are (classes-g); only the beach says it is leisure",
  ],
  // The blind dev sets 21 to 25's misses left after their classes (3 Dec 2026): each a class we have not mended, or a
  // reading the writer's trade or the spec decides otherwise.
  [
    'entrou 3.450 de salario\nsaiu 1.600 aluguel\nsaiu 412 cartao',
    [
      ['income', 345000, 'Salário'],
      ['spending', 160000, 'Moradia'],
      ['spending', 41200, 'Outros'],
    ],
    "a card bill said as 'cartão' alone: the lexicon files no bare 'cartão' (it is a way of paying as often: 'mercado 50 no cartão'), so the line takes the rent's Moradia before it",
  ],
  [
    'fechei o mes com R$ 8.000 de venda na banca, paguei 150 da taxa da feira',
    [
      ['income', 800000, 'Salário'],
      ['spending', 15000, 'Outros'],
    ],
    "'feira' names the market (Alimentação); only the stall-holder's trade says the fair's fee is a cost of business (Outros)",
  ],
  [
    'recebi 780 das unhas essa semana + 220 de sobrancelha',
    [
      ['income', 78000, 'Salário'],
      ['income', 22000, 'Salário'],
    ],
    "receiving takes money, not things: 'recebi' lends nothing to a thing priced after it ('recebi 900 e 40 de farmácia' is a spending), and only the manicure's trade says the eyebrows were a service sold",
  ],
  [
    'hoje foram 8 cortes a 35',
    [['income', 28000, 'Salário']],
    "haircuts counted at a price with no verb of money: only the writer's trade says they were cut for clients (income), not bought",
  ],
  [
    'corridas de hoje deram 312 no uber e 95 na 99, gastei 120 de gasolina',
    [
      ['income', 31200, 'Salário'],
      ['income', 9500, 'Salário'],
      ['spending', 12000, 'Transporte'],
    ],
    "a driver's takings said as 'deram' after rides: rides are a passenger's as often as a driver's, so 'corridas' makes no income (a driver's takings, before)",
  ],
  [
    'entregas hj 186 reais, gasolina 40, lanche 15',
    [
      ['income', 18600, 'Salário'],
      ['spending', 4000, 'Transporte'],
      ['spending', 1500, 'Alimentação'],
    ],
    "a day's deliveries with no verb of money: only the rider's trade says they are takings, not a delivery fee paid",
  ],
  [
    'gastei 2 reais de bala e 5 de agua na rodoviaria',
    [
      ['spending', 200, 'Alimentação'],
      ['spending', 500, 'Alimentação'],
    ],
    "'água' beside the bus station's 'rodoviária' (Transporte): the word of two senses takes the bill's, since a neighbour of a third category decides nothing",
  ],
  [
    'hj recebi 75 de uma diaria de freela e os 20 que o Marcos tava me devendo',
    [
      ['income', 7500, 'Salário'],
      ['income', 2000, 'Salário'],
    ],
    "a debt repaid named as 'os 20 que … me devendo' after the verb's first amount: the relative clause's debt makes its clause not paid yet, and the main verb before the join does not reach it",
  ],
  [
    'presente do amigo secreto 50 e a confraternização da firma 85',
    [
      ['spending', 5000, 'Outros'],
      ['spending', 8500, 'Alimentação'],
    ],
    "'confraternização' (an office party) is in no category: it takes the gift's Outros before it; whether it was food is the writer's",
  ],
  [
    'recebi 2 pix hj, 50 do joao e 35 da bia do role de sabado',
    [
      ['income', 5000, 'Salário'],
      ['income', 3500, 'Salário'],
    ],
    "'2 pix' reads as R$ 2,00 ('pix' marks money): a count of transfers then their amounts after a comma, not a header",
  ],
  [
    'nossa esse mes ta osso hein 😩',
    [],
    "chat talk with no number: spec §5 records every message (no amount is R$ 0,00), and only questions, reminders, greetings and the ways of saying broke are no entry; 'tá osso' is not among them",
  ],
  [
    '2k do cliente do site, 350 de hospedagem e dominio',
    [
      ['income', 200000, 'Salário'],
      ['spending', 35000, 'Outros'],
    ],
    "a client opening the note lends its income to the services listed after it (a client's service sold, before); hosting and a domain were the freelancer's costs",
  ],
  [
    'meu pai pagou o jantar, eu so paguei o uber de volta 26',
    [['spending', 2600, 'Transporte']],
    "'meu pai' pays as the household does (a household payer), so 'pagou o jantar' is mine and joins the ride's price; only the contrast 'eu só paguei' says it was theirs",
  ],
  // Misses of the blind dev sets 26 to 28 (issue 61) left after their classes were mended.
  [
    'paguei a feira e o gás hj, depois vejo os valores',
    [
      ['spending', null, 'Alimentação'],
      ['spending', null, 'Moradia'],
    ],
    "two things paid with no amount, then a remark that the amounts come later ('depois vejo os valores'): the remark joins the last thing and the two things join into one; an amount said to come later is a class of its own we have not mended",
  ],
  [
    'cashback do cartão 12,37 e compra no mercado livre 149,90',
    [
      ['income', 1237, 'Salário'],
      ['spending', 14990, 'Outros'],
    ],
    "'compra do mercado' (groceries) is found before 'mercado livre' (a store) can be: the phrase table finds matches that do not overlap, so the store's name is never seen",
  ],
  [
    'Tesouraria - ofertas do culto de domingo 642,00. Paga a conta de luz do templo 287,30.',
    [
      ['income', 64200, 'Salário'],
      ['spending', 28730, 'Moradia'],
    ],
    "a church treasurer's book: offerings are the church's income, which only the trade says; 'ofertas' is money given as often as taken",
  ],
  [
    'vendi 5 sacos de farinha a 80 cada e paguei 60 de frete',
    [
      ['income', 40000, 'Salário'],
      ['spending', 6000, 'Transporte'],
    ],
    "'frete' is freight paid by a seller (Transporte here) as often as a delivery fee of an order (Outros); we keep it Outros",
  ],
  [
    'corte 35\ncorte 35\nbarba 25\nlamina 22,90',
    [
      ['income', 3500, 'Salário'],
      ['income', 3500, 'Salário'],
      ['income', 2500, 'Salário'],
      ['spending', 2290, 'Outros'],
    ],
    "a barber's services with no verb of money: a worker's takings, which only the trade says (decided: they stay spending)",
  ],
  [
    'aula de reforço 80 + aula de ingles 120 + xerox 6',
    [
      ['income', 8000, 'Salário'],
      ['income', 12000, 'Salário'],
      ['spending', 600, 'Outros'],
    ],
    "a tutor's lessons with no verb of money: a worker's takings, which only the trade says (decided: they stay spending)",
  ],
  [
    'vendi 3 bolsas de croche a 75 cada e comprei linha 48',
    [
      ['income', 22500, 'Salário'],
      ['spending', 4800, 'Outros'],
    ],
    "'linha 48' reads as a bus line's number, not thread bought at 48; a line word after a verb of buying is a class we have not mended",
  ],
  [
    'hj recebi 60 de gorjeta q a cliente deu e 450 do salao, gastei 25 no almoço',
    [
      ['income', 6000, 'Salário'],
      ['income', 45000, 'Salário'],
      ['spending', 2500, 'Alimentação'],
    ],
    "'450 do salão' after an income: the salon is where I work, not a person, and names a spending category; only the trade says which",
  ],
  [
    'entrou o pix do inquilino do fundo 750 e do da frente 1.100',
    [
      ['income', 75000, 'Salário'],
      ['income', 110000, 'Salário'],
    ],
    "'do da frente' leaves out its person ('o inquilino da frente'): no one named, so the second amount does not take the transfer's income",
  ],
  [
    'feira de domingo: vendi 540, paguei 40 do ponto e 30 pro ajudante, almocei 20',
    [
      ['income', 54000, 'Salário'],
      ['spending', 4000, 'Outros'],
      ['spending', 3000, 'Outros'],
      ['spending', 2000, 'Alimentação'],
    ],
    "a header naming a market ('feira') files the stall's costs as food; a seller's header is where they work, a class we have not mended",
  ],
  [
    '14 corridas hj, total 236,40. abasteci 150 e comprei agua 4',
    [
      ['income', 23640, 'Salário'],
      ['spending', 15000, 'Transporte'],
      ['spending', 400, 'Alimentação'],
    ],
    "a driver's rides with no verb of money are takings only by the trade (decided: spending); 'comprei água' is a drink, not the water bill",
  ],
  [
    'diaria 150 hj, passagem 9,80 ida e volta',
    [
      ['income', 15000, 'Salário'],
      ['spending', 980, 'Transporte'],
    ],
    "'diária' is a day's pay as often as a daily rate paid (a hotel, a parking lot): with no verb of money it stays spending",
  ],
  [
    '2 cortes e 1 barba hoje, 95 no total',
    [['income', 9500, 'Salário']],
    "a barber's services with no verb of money: a worker's takings, which only the trade says (decided: they stay spending)",
  ],
  [
    'cashback do cartão 37,20 mas a anuidade veio 45',
    [
      ['income', 3720, 'Salário'],
      ['spending', 4500, 'Outros'],
    ],
    "'mas' joins two entries here; 'mas'/'porém' as joins was tried and taken back (it broke tuned notes)",
  ],
  [
    'corrigindo: o mercado foi 213,40 e não 231,40. e teve também a padaria 16',
    [
      ['spending', 21340, 'Alimentação'],
      ['spending', 1600, 'Alimentação'],
    ],
    'a correction of an earlier note records nothing as a whole; the new entry after it is lost',
  ],
  [
    'paguei a conta de lux 210 e a de água 88',
    [
      ['spending', 21000, 'Moradia'],
      ['spending', 8800, 'Moradia'],
    ],
    "'lux' for 'luz' is three letters, under the typo tolerance's five, and a brand of soap too",
  ],
  [
    'Farmácia 34,90. Pediatra 400 (particular pq o plano não cobre)',
    [
      ['spending', 3490, 'Outros'],
      ['spending', 40000, 'Outros'],
    ],
    "a negated verb in a reason ('pq o plano não cobre') is read as the entry's own, and drops it",
  ],
  [
    'minha sogra pagou o almoço de domingo, 230',
    [],
    "a relative paid a thing for us: no money of mine, though 'meu marido pagou o aluguel' is the household's; where the household ends is not in the words",
  ],
];
