import type { NoteCase } from './types';

/**
 * The seventeenth blind dev set (issue 61): 80 notes written blind on 2 Dec 2026 by someone who read neither the rules
 * nor the corpora, with nothing but the entry type and the product's conventions: a day's or a week's lists of parents,
 * retirees and small business owners (the family, the home, the business mixed, several days in a note). One row a few
 * edits from a sealed note or a note of ours is not here (dropped unread).
 */
export const blind17: NoteCase[] = [
  [
    'Hj atendi 4 clientes: pé e mão 50, só mão 30 e duas de alongamento em gel a 80 cada 💅 comprei acetona e algodão 27,90 na drogaria',
    [
      ['income', 5000, 'Salário'],
      ['income', 3000, 'Salário'],
      ['income', 16000, 'Salário'],
      ['spending', 2790, 'Outros'],
    ],
    'two gel clients at 80 each are one income of 160; salon supplies are Outros',
  ],
  [
    'sabado no truck\npix 1.340,00\ndinheiro 620\ncomprei 18kg de carne moida 540\nestacionamento do evento 40',
    [
      ['income', 134000, 'Salário'],
      ['income', 62000, 'Salário'],
      ['spending', 54000, 'Alimentação'],
      ['spending', 4000, 'Transporte'],
    ],
  ],
  [
    'Farmácia pra mãe: losartana, omeprazol, fralda geriátrica e um pacote de algodão. Deu 213,47 no total',
    [['spending', 21347, 'Outros']],
    'one stated total for the whole pharmacy list',
  ],
  [
    'segunda: padaria 18,50\nterça: uber pra levar o joão no médico 23,90\nquarta: conta de luz 187,32\nquinta: ração da mel 159,90',
    [
      ['spending', 1850, 'Alimentação'],
      ['spending', 2390, 'Transporte'],
      ['spending', 18732, 'Moradia'],
      ['spending', 15990, 'Outros'],
    ],
  ],
  [
    'quanto eu já gastei com escola das crianças esse mês? material, uniforme e a mensalidade, queria saber o total',
    [],
    'a question to the assistant, nothing to record',
  ],
  [
    'Mercado da semana: arroz, feijão, óleo, café, papel higiênico, sabão em pó... 486 reais',
    [['spending', 48600, 'Alimentação']],
    'one price for the whole grocery list, mostly food',
  ],
  [
    'Corridas de hoje rendeu 312 no app\nabasteci 150\nlavei o carro 35\nalmocei um PF 22',
    [
      ['income', 31200, 'Salário'],
      ['spending', 15000, 'Transporte'],
      ['spending', 3500, 'Transporte'],
      ['spending', 2200, 'Alimentação'],
    ],
  ],
  [
    'Gastos da Laura (escola)\nuniforme 2 camisetas 45 cada\ntênis 129,90\nmochila 89\ntotal 308,90',
    [
      ['spending', 9000, 'Outros'],
      ['spending', 12990, 'Outros'],
      ['spending', 8900, 'Outros'],
    ],
    'the total at the end repeats the sum of the items',
  ],
  [
    'fui no atacadão com a Bia, leite, frango, iogurte das crianças, biscoito, detergente, tudo deu 378,60 no cartão',
    [['spending', 37860, 'Alimentação']],
    'one total for everything bought together, mostly food',
  ],
  [
    'Minha aposentadoria caiu hoje 1.412,00 graças a Deus 🙏 paguei o condomínio 450 e a internet 99,90 e dei 50 de dízimo',
    [
      ['income', 141200, 'Salário'],
      ['spending', 45000, 'Moradia'],
      ['spending', 9990, 'Moradia'],
      ['spending', 5000, 'Outros'],
    ],
  ],
  ['lembrar de pagar o IPVA do gol semana q vem, e a mensalidade da natação do Pedro vence dia 10', [], 'reminders of bills not paid yet'],
  [
    'Rodízio de pizza com a família da minha irmã, conta 264 dividimos em 2 casais, e o estacionamento 20 eu paguei sozinho',
    [
      ['spending', 13200, 'Alimentação'],
      ['spending', 2000, 'Transporte'],
    ],
    'my share of the bill split in two is 132',
  ],
  [
    'Comprei um guarda-roupa pro quarto das meninas, 1.800 em 10x, e uma mesinha de cabeceira 230 à vista',
    [
      ['spending', 18000, 'Moradia'],
      ['spending', 23000, 'Moradia'],
    ],
    'instalment purchase counts one instalment (1800/10)',
  ],
  [
    'paguei a pamonha e dois caldo de cana com uma nota de 50, voltou 17 de troco',
    [['spending', 3300, 'Alimentação']],
    'paid 50 minus 17 change, one entry',
  ],
  [
    'Semana do truck:\nter vendeu 890\nqua 1.120\nqui choveu, só 340\nsex 1.575,50',
    [
      ['income', 89000, 'Salário'],
      ['income', 112000, 'Salário'],
      ['income', 34000, 'Salário'],
      ['income', 157550, 'Salário'],
    ],
  ],
  [
    'Pet shop hj: banho e tosa do Thor e da Luna + vacina da Luna + um saco de ração de 15kg, passei tudo junto no cartão 454',
    [['spending', 45400, 'Outros']],
    'one payment for all pet items',
  ],
  [
    'Manutenção do carro hj: troca de óleo, filtro de ar, pastilha de freio e alinhamento. Mecânico cobrou 640 tudo',
    [['spending', 64000, 'Transporte']],
    'one price for all the car services',
  ],
  [
    'meu genro pagou o almoço de domingo pra todo mundo, 380 reais. eu só paguei o sorvete das crianças, 32',
    [['spending', 3200, 'Alimentação']],
    'the lunch was paid by someone else, not my entry',
  ],
  [
    'Vendi 2 bolo de pote pra vizinha 12 cada, recebi tb 50 de uma encomenda de brigadeiro. Gastei 38 no leite condensado e chocolate',
    [
      ['income', 2400, 'Salário'],
      ['income', 5000, 'Salário'],
      ['spending', 3800, 'Alimentação'],
    ],
  ],
  [
    'Encanador veio consertar o vazamento da pia 150, comprei o sifão e a fita veda rosca 34,50 na loja de material. Diarista hj 160',
    [
      ['spending', 15000, 'Moradia'],
      ['spending', 3450, 'Moradia'],
      ['spending', 16000, 'Moradia'],
    ],
  ],
  [
    'Material escolar do Enzo: 6 cadernos, lápis de cor, cola, tesoura sem ponta, estojo. Gastei 247 na papelaria',
    [['spending', 24700, 'Outros']],
    'one total for the school supplies list',
  ],
  ['to pensando em trocar o plano de celular pra um de 49,90, o meu hj é 79,90. vale a pena?', [], 'a question about a plan, nothing paid'],
  [
    'Viagem pra levar passageiro em Campinas: recebi 420\npedágio ida e volta 2x 14,20\ngasolina 180\nlanche na estrada 27',
    [
      ['income', 42000, 'Salário'],
      ['spending', 2840, 'Transporte'],
      ['spending', 18000, 'Transporte'],
      ['spending', 2700, 'Alimentação'],
    ],
    'two tolls of 14,20 are one entry of 28,40',
  ],
  [
    'Caiu o reembolso do plano de saúde 230 e o cashback do cartão 18,40. Paguei a academia 99',
    [
      ['income', 23000, 'Salário'],
      ['income', 1840, 'Salário'],
      ['spending', 9900, 'Outros'],
    ],
  ],
  [
    'açougue: 2kg de alcatra, 1kg de linguiça, frango a passarinho. 157 reais',
    [['spending', 15700, 'Alimentação']],
    'one price for the whole butcher order',
  ],
  [
    'vendi hj na feira 27 duzia de ovo a 12 = 324, paguei o rapaz q me ajuda 60 e a gasolina da kombi 50',
    [
      ['income', 32400, 'Salário'],
      ['spending', 6000, 'Outros'],
      ['spending', 5000, 'Transporte'],
    ],
    'paying a helper is Outros',
  ],
  [
    'Fui no Brás comprar roupa pras crianças 👕👖 3 camisetas 25 cada, 2 bermudas 40 cada e um vestido pra Sofia 69. Uber ida e volta 58',
    [
      ['spending', 7500, 'Outros'],
      ['spending', 8000, 'Outros'],
      ['spending', 6900, 'Outros'],
      ['spending', 5800, 'Transporte'],
    ],
  ],
  ['remédio de pressão, vitamina D e colírio pro meu pai, 164,80', [['spending', 16480, 'Outros']], 'one price for all the medicines'],
  [
    'a Dona Marta ficou me devendo 120 dos ajustes das cortinas, vai pagar sexta. Não anota ainda',
    [],
    'money owed to me, not received yet',
  ],
  [
    'Sexta feira:\nPastel e caldo de cana na feira 24\nGasolina 200\nCorte de cabelo do Miguel 35\nPresente de aniversário do amiguinho dele 60',
    [
      ['spending', 2400, 'Alimentação'],
      ['spending', 20000, 'Transporte'],
      ['spending', 3500, 'Outros'],
      ['spending', 6000, 'Outros'],
    ],
  ],
  [
    'Contas fixas pagas hj:\nAluguel 1.350\nLuz 212,40\nÁgua 89,70\nInternet 110\nTotal 1.762,10',
    [
      ['spending', 135000, 'Moradia'],
      ['spending', 21240, 'Moradia'],
      ['spending', 8970, 'Moradia'],
      ['spending', 11000, 'Moradia'],
    ],
    'the total repeats the sum of the bills',
  ],
  [
    'Churrasco de domingo: carne, carvão, cerveja, refri, pão de alho... gastei uns 420 no total',
    [['spending', 42000, 'Alimentação']],
    'one total for the barbecue shopping, mostly food',
  ],
  [
    'Comprei no atacado pro truck 3 fardos de refri a 32 cada e 5kg de batata congelada 85. Aproveitei e paguei a conta de gás de casa 130',
    [
      ['spending', 9600, 'Alimentação'],
      ['spending', 8500, 'Alimentação'],
      ['spending', 13000, 'Moradia'],
    ],
  ],
  [
    'Aposentados do grupo: excursão pra Aparecida 180, almoço lá 45, terço e lembrancinhas 38',
    [
      ['spending', 18000, 'Outros'],
      ['spending', 4500, 'Alimentação'],
      ['spending', 3800, 'Outros'],
    ],
  ],
  [
    'recebi 1,2k de um freela de site e paguei o boleto da faculdade do meu filho 689',
    [
      ['income', 120000, 'Salário'],
      ['spending', 68900, 'Outros'],
    ],
  ],
  [
    'Caiu meu salário hoje, três mil e quatrocentos. Já paguei o aluguel mil e duzentos e a escola da Ana quinhentos e oitenta',
    [
      ['income', 340000, 'Salário'],
      ['spending', 120000, 'Moradia'],
      ['spending', 58000, 'Outros'],
    ],
  ],
  ['padaria de manhã: 10 pães, mortadela, queijo e um litro de leite, 38,90', [['spending', 3890, 'Alimentação']]],
  [
    'Comprei ração e areia do gato na agropecuária, dei 100 e voltou 11,50',
    [['spending', 8850, 'Outros']],
    '100 minus 11,50 change, one pet entry',
  ],
  ['Vc consegue me dizer quanto gastei de gasolina em agosto? acho q passou de 800', [], 'a question, nothing to record'],
  [
    'Hj foi fraco, 2 clientes de pé e mão 45 cada e uma sobrancelha 25. Almocei marmita 18',
    [
      ['income', 9000, 'Salário'],
      ['income', 2500, 'Salário'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  [
    'Entreguei 30 kg de tomate pro restaurante do Seu Zé a 6,50 o quilo. Ele pagou metade agora e o resto fica pro mês q vem',
    [['income', 9750, 'Salário']],
    '30 x 6,50 = 195, only half received now; the rest is owed',
  ],
  [
    'Dom: missa, dei 20 na oferta\nSeg: recebi a pensão 1.980\nTer: dentista 250\nQua: feira 67,40',
    [
      ['spending', 2000, 'Outros'],
      ['income', 198000, 'Salário'],
      ['spending', 25000, 'Outros'],
      ['spending', 6740, 'Alimentação'],
    ],
  ],
  [
    'Compras do salão:\nesmalte 12 vidros 8,50 cada\nlixa 20 unidades 1,20 cada\nalgodão 14,90\ntotal 140,90',
    [
      ['spending', 10200, 'Outros'],
      ['spending', 2400, 'Outros'],
      ['spending', 1490, 'Outros'],
    ],
    'quantities times unit prices; the total repeats the sum',
  ],
  [
    'Festinha de 5 anos do Davi: bolo, salgadinho, docinho e os balão, gastei 780 tudo',
    [['spending', 78000, 'Alimentação']],
    'one total for the party, mostly food',
  ],
  [
    'Despachante: IPVA, licenciamento e as multas atrasadas do Gol, paguei tudo junto 2.187,45',
    [['spending', 218745, 'Transporte']],
    'one payment for all vehicle charges',
  ],
  [
    'paguei a diaristA 150 e comprei produto de limpesa 63 no mercado, e o pao 9',
    [
      ['spending', 15000, 'Moradia'],
      ['spending', 6300, 'Moradia'],
      ['spending', 900, 'Alimentação'],
    ],
    'house cleaning products are Moradia even bought at the market',
  ],
  ['hortifruti: banana, mamão, tomate, cebola, batata e cheiro verde, 52,30', [['spending', 5230, 'Alimentação']]],
  [
    'Semana no uber: 38 corridas, umas no 99 tb, tudo somado deu 1.860 bruto',
    [['income', 186000, 'Salário']],
    'one total of the week earnings',
  ],
  [
    'Cinema com os netos: 3 ingressos meia 18 cada, pipoca combo 52 e o estacionamento do shopping 15',
    [
      ['spending', 5400, 'Outros'],
      ['spending', 5200, 'Alimentação'],
      ['spending', 1500, 'Transporte'],
    ],
  ],
  [
    'queria muito comprar uma máquina de costura nova, a reta industrial tá 2.300 e o overloque uns 1.900. um dia chego lá',
    [],
    'a wish, nothing bought',
  ],
  [
    'A Shopee estornou 79,90 do tênis q voltou, e comprei outro na Netshoes 149,90 em 2x. Também paguei o spotify 21,90',
    [
      ['income', 7990, 'Salário'],
      ['spending', 7495, 'Outros'],
      ['spending', 2190, 'Outros'],
    ],
    'refund is income; 149,90 in 2x is one instalment of 74,95',
  ],
  [
    'mercado 312,40, sendo uns 90 só de carne pro churrasco, e depois passei na farmácia 48',
    [
      ['spending', 31240, 'Alimentação'],
      ['spending', 4800, 'Outros'],
    ],
    'the meat is part of the market total, not another entry',
  ],
  [
    'Terça fui no Ceasa comprar mercadoria pra banca: 10 caixa de laranja a 38, 6 de maçã a 95 e a gasolina da caminhonete 120',
    [
      ['spending', 38000, 'Alimentação'],
      ['spending', 57000, 'Alimentação'],
      ['spending', 12000, 'Transporte'],
    ],
  ],
  ['Kit escolar de inglês da Júlia, livro + apostila + workbook, 420 no pix', [['spending', 42000, 'Outros']]],
  [
    'Consulta pediatra 350, exame de sangue 120 e os remédios 86,70. Plano não cobre nada 🙄',
    [
      ['spending', 35000, 'Outros'],
      ['spending', 12000, 'Outros'],
      ['spending', 8670, 'Outros'],
    ],
  ],
  [
    'Fui na padaria e comprei pão e rosca pra semana, 31. Na volta dei 10 pro flanelinha',
    [
      ['spending', 3100, 'Alimentação'],
      ['spending', 1000, 'Transporte'],
    ],
    'paying the informal parking attendant is parking',
  ],
  [
    'Fechamento de hoje:\nCrédito 740,50\nDébito 512\nPix 980\nDinheiro 267,50\nTotal 2.500,00',
    [
      ['income', 74050, 'Salário'],
      ['income', 51200, 'Salário'],
      ['income', 98000, 'Salário'],
      ['income', 26750, 'Salário'],
    ],
    'sales by payment method; the total repeats the sum',
  ],
  ['comprei pro Bento (cachorro) caminha, coleira e brinquedo na petz, 186 tudo', [['spending', 18600, 'Outros']]],
  [
    'pintor terminou a sala, paguei os 800 que faltava. A tinta eu já tinha comprado semana passada e anotei',
    [['spending', 80000, 'Moradia']],
    'the paint was already recorded earlier',
  ],
  [
    'Débitos automáticos do mês: netflix 44,90, academia 119, plano do celular 59,99, icloud 14,90',
    [
      ['spending', 4490, 'Outros'],
      ['spending', 11900, 'Outros'],
      ['spending', 5999, 'Outros'],
      ['spending', 1490, 'Outros'],
    ],
  ],
  [
    'Deixei na loja de material de construção hoje cimento areia e uns tijolo pra arrumar o muro deu mil e trezentos e cinquenta',
    [['spending', 135000, 'Moradia']],
    'one total for home repair materials',
  ],
  [
    'sabado descemos pra praia\npedágio 32,40\ngasolina 250\nalmoço no quiosque 186\ndomingo guarda-sol alugado 40',
    [
      ['spending', 3240, 'Transporte'],
      ['spending', 25000, 'Transporte'],
      ['spending', 18600, 'Alimentação'],
      ['spending', 4000, 'Outros'],
    ],
  ],
  ['meu irmão ficou de me devolver os 300 que emprestei mês passado, cobrar dia 5', [], 'money owed to me, a reminder'],
  [
    'Comprei uma cabine de led pro studio 480 em 4x e um kit de alicates 210. Atendi a Paty hj, 95 o alongamento',
    [
      ['spending', 12000, 'Outros'],
      ['spending', 21000, 'Outros'],
      ['income', 9500, 'Salário'],
    ],
    '480 in 4x is one instalment of 120',
  ],
  ['Conserto do portão eletrônico: troca do motor e do controle, o técnico cobrou 520', [['spending', 52000, 'Moradia']]],
  [
    'Paguei a cantina da escola das 2 meninas, 95 cada, o mês inteiro de lanche',
    [['spending', 19000, 'Alimentação']],
    'two daughters at 95 each is one entry of 190',
  ],
  [
    'Feira de quarta: vendi 180 em queijo e 95 em doce de leite. Comprei um pastel de carne 10 e um caldo 8',
    [
      ['income', 18000, 'Salário'],
      ['income', 9500, 'Salário'],
      ['spending', 1000, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'Entrou salário 2.650 e o VR 880. Já fui no mercado e gastei 412,35 do VR',
    [
      ['income', 265000, 'Salário'],
      ['income', 88000, 'Salário'],
      ['spending', 41235, 'Alimentação'],
    ],
    'meal allowance is income',
  ],
  [
    'Comprei 2 pizzas grandes e 1 guaraná 2l no delivery do bairro, paguei com 150 e o motoboy voltou 22',
    [['spending', 12800, 'Alimentação']],
    '150 minus 22 change',
  ],
  [
    'Notebook pro Lucas estudar, 3.240 em 12x sem juros, já com mouse e mochila junto',
    [['spending', 27000, 'Outros']],
    'one instalment of 3240/12',
  ],
  [
    'Gastos com comida essa semana:\nseg marmita\nter marmita\nqua lanche\nqui marmita\nsex pizza\nno total 142',
    [['spending', 14200, 'Alimentação']],
    'only the total is priced',
  ],
  [
    'R$ 35.90 farmácia (dipirona e soro), R$ 12.00 de pão, R$ 250.00 de gasolina e R$ 1.200,00 de aluguel kkk',
    [
      ['spending', 3590, 'Outros'],
      ['spending', 1200, 'Alimentação'],
      ['spending', 25000, 'Transporte'],
      ['spending', 120000, 'Moradia'],
    ],
  ],
];
