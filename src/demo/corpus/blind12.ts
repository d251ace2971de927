import type { NoteCase } from './types';

/**
 * The twelfth blind dev set (issue 61): 80 notes written blind on 2 Dec 2026 by someone who read neither the rules nor the
 * corpora, every one listing several things as summaries of a day, a week or a month (by weekday, by person, with subtotals,
 * notifications pasted together), with nothing but the entry type and the product's conventions.
 */
export const blind12: NoteCase[] = [
  [
    'resumo da semana 📋\nseg: mercado 142,30\nter: gasolina 200\nqua: farmacia 37,90\nqui: nada\nsex: pizza 68\nsab: recebi 350 do freela',
    [
      ['spending', 14230, 'Alimentação'],
      ['spending', 20000, 'Transporte'],
      ['spending', 3790, 'Outros'],
      ['spending', 6800, 'Alimentação'],
      ['income', 35000, 'Salário'],
    ],
    "weekday summary; 'qui: nada' is no entry",
  ],
  [
    'mercado hj: arroz, feijão, óleo, 2 pct de café e papel higienico, deu 187,40 no total',
    [['spending', 18740, 'Alimentação']],
    'stated total of things bought together is one entry',
  ],
  [
    'gastos da família hj:\neu - almoço 32\nmarido - uber 18,50\nLuiza - lanche na cantina 12\nGabi - livro da escola 45',
    [
      ['spending', 3200, 'Alimentação'],
      ['spending', 1850, 'Transporte'],
      ['spending', 1200, 'Alimentação'],
      ['spending', 4500, 'Outros'],
    ],
    'by family member; school book is Outros',
  ],
  ['pizza de sexta com a galera deu 126, dividimos em 3', [['spending', 4200, 'Alimentação']], 'split bill: my share 126/3'],
  [
    'comprei geladeira nova 😍😍 2.400 em 12x no cartão',
    [['spending', 20000, 'Moradia']],
    'instalments: one instalment 2400/12; appliance is Moradia',
  ],
  [
    '⛽ 180\n🍔 45\n💊 62,90\n🎬 38',
    [
      ['spending', 18000, 'Transporte'],
      ['spending', 4500, 'Alimentação'],
      ['spending', 6290, 'Outros'],
      ['spending', 3800, 'Outros'],
    ],
    'emoji give the category: fuel, food, pharmacy, cinema',
  ],
  [
    '- uber 23,90\n- almoço 35\n- café 8,50\ntotal 67,40',
    [
      ['spending', 2390, 'Transporte'],
      ['spending', 3500, 'Alimentação'],
      ['spending', 850, 'Alimentação'],
    ],
    'the total line repeats the items, not another entry',
  ],
  [
    'caiu o salário 3.450 🙌🙌 já paguei aluguel 1100 e condomínio 380',
    [
      ['income', 345000, 'Salário'],
      ['spending', 110000, 'Moradia'],
      ['spending', 38000, 'Moradia'],
    ],
  ],
  [
    'conta de luz veio 312,80 😱 sendo uns 90 só do ar condicionado kkkk',
    [['spending', 31280, 'Moradia']],
    'the 90 is part of the bill already counted',
  ],
  [
    'paguei hj a 1ª parcela do IPVA 412,33 e aquela multa de velocidade 130,16 🤡',
    [
      ['spending', 41233, 'Transporte'],
      ['spending', 13016, 'Transporte'],
    ],
  ],
  [
    'Fatura Nubank\n06/03 IFOOD *RESTAURANTE R$ 54,90\n06/03 UBER *TRIP R$ 14,72\n07/03 DROGASIL R$ 89,10\n07/03 NETFLIX.COM R$ 44,90',
    [
      ['spending', 5490, 'Alimentação'],
      ['spending', 1472, 'Transporte'],
      ['spending', 8910, 'Outros'],
      ['spending', 4490, 'Outros'],
    ],
  ],
  ['uber pro aeroporto e de volta, 2 corridas de 47,50', [['spending', 9500, 'Transporte']], 'quantity x unit price is one entry'],
  [
    'botijão de gás 115 + feira 62 da minha mãe, fui eu q paguei tudo',
    [
      ['spending', 11500, 'Moradia'],
      ['spending', 6200, 'Alimentação'],
    ],
    'I paid for my mother, so both are my spending',
  ],
  [
    'ALIMENTAÇÃO\nmercado 320\naçougue 98\nsubtotal 418\n\nCARRO\ngasolina 250\nlavagem 40\nsubtotal 290',
    [
      ['spending', 32000, 'Alimentação'],
      ['spending', 9800, 'Alimentação'],
      ['spending', 25000, 'Transporte'],
      ['spending', 4000, 'Transporte'],
    ],
    'subtotals are not entries',
  ],
  [
    'Farmácia: dipirona, protetor solar, escova de dente e fio dental = R$ 96,70',
    [['spending', 9670, 'Outros']],
    'one total for the pharmacy purchase',
  ],
  [
    'recebi 300 de sinal do freela do logo (o resto ele paga semana q vem) e gastei 45 no almoço',
    [
      ['income', 30000, 'Salário'],
      ['spending', 4500, 'Alimentação'],
    ],
    'the rest still owed is not an entry',
  ],
  [
    'resumo de maio\nsalário 4.200\nvale alimentação 800\naluguel 1.300\nmercado 950\ncombustível 400\nplano de saúde 520',
    [
      ['income', 420000, 'Salário'],
      ['income', 80000, 'Salário'],
      ['spending', 130000, 'Moradia'],
      ['spending', 95000, 'Alimentação'],
      ['spending', 40000, 'Transporte'],
      ['spending', 52000, 'Outros'],
    ],
    'meal allowance received is income under Salário',
  ],
  [
    'churrasco do fds: carne, carvão, cerveja, gelo, pão de alho... deu 540 e dividimos entre 6 casais',
    [['spending', 9000, 'Alimentação']],
    "split: our couple's share 540/6",
  ],
  [
    'cashback do cartão caiu 32,18 e o reembolso da passagem cancelada tb, 210',
    [
      ['income', 3218, 'Salário'],
      ['income', 21000, 'Salário'],
    ],
    'cashback and refund are income',
  ],
  [
    'feira de sábado\n- banana\n- mamão\n- alface\n- tomate\n- 1 dz de ovos\ngastei 63 conto em tudo',
    [['spending', 6300, 'Alimentação']],
    'one price for the whole list',
  ],
  [
    'sábado\nbarbeiro 40\nchopp c/ os parceiros 58\n3 espetinhos de 7',
    [
      ['spending', 4000, 'Outros'],
      ['spending', 5800, 'Alimentação'],
      ['spending', 2100, 'Alimentação'],
    ],
  ],
  [
    'recebi mil e duzentos da venda da bicicleta e paguei trezentos e cinquenta da conta de luz atrasada',
    [
      ['income', 120000, 'Salário'],
      ['spending', 35000, 'Moradia'],
    ],
  ],
  [
    'material escolar do Pedro e da Lara: cadernos, lápis, mochila, estojo, tudo 680 parcelado em 4x',
    [['spending', 17000, 'Outros']],
    'one purchase in 4 instalments: 680/4',
  ],
  ['3 camisetas na promo a 39,90 cada', [['spending', 11970, 'Outros']], 'quantity x unit price'],
  [
    'Pago: boleto condomínio R$ 610,00\nPago: boleto IPTU parcela 3/10 R$ 98,40\nPago: fatura Claro R$ 129,99',
    [
      ['spending', 61000, 'Moradia'],
      ['spending', 9840, 'Moradia'],
      ['spending', 12999, 'Outros'],
    ],
    'IPTU instalment amount as stated; Claro is the phone plan',
  ],
  [
    'uai anota aí gastei vinte e cinco reais no pão de queijo e mais trinta de estacionamento lá no hospital',
    [
      ['spending', 2500, 'Alimentação'],
      ['spending', 3000, 'Transporte'],
    ],
  ],
  [
    'aluguel pago 1.850 (já com condomínio de 420 e iptu de 130 incluso)',
    [['spending', 185000, 'Moradia']],
    'condo fee and IPTU are parts of the 1850',
  ],
  [
    'vendas da semana 🧁\nseg 85\nter 120\nqua 64,50\nqui 0\nsex 210\n\ngastos: embalagem 48, farinha e açúcar 93',
    [
      ['income', 8500, 'Salário'],
      ['income', 12000, 'Salário'],
      ['income', 6450, 'Salário'],
      ['income', 21000, 'Salário'],
      ['spending', 4800, 'Outros'],
      ['spending', 9300, 'Alimentação'],
    ],
    'qui 0 is no entry; packaging is Outros',
  ],
  [
    'hj foi dia de pagar conta 😩 luz 143, água 88 e a net q subiu pra 119,90',
    [
      ['spending', 14300, 'Moradia'],
      ['spending', 8800, 'Moradia'],
      ['spending', 11990, 'Moradia'],
    ],
  ],
  [
    'revisão do carro: troca de óleo, filtro, pastilha de freio e alinhamento. Ficou 1.120,00 em 5x sem juros',
    [['spending', 22400, 'Transporte']],
    'one service total in 5 instalments',
  ],
  [
    'terça\n- 2 coxinhas e um suco 19\n- recarga do bilhete único 50\n- presente de aniversário da Ju 70',
    [
      ['spending', 1900, 'Alimentação'],
      ['spending', 5000, 'Transporte'],
      ['spending', 7000, 'Outros'],
    ],
  ],
  [
    'Recebi 2.800 da obra do seu Jorge, paguei 400 pro ajudante e 90 de diesel da caminhonete',
    [
      ['income', 280000, 'Salário'],
      ['spending', 40000, 'Outros'],
      ['spending', 9000, 'Transporte'],
    ],
    'paying a helper is Outros',
  ],
  [
    'Almoço 28, sobremesa 9. Tb paguei a mensalidade da academia 99 e o banho do Bolt no pet shop, 60',
    [
      ['spending', 2800, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
      ['spending', 9900, 'Outros'],
      ['spending', 6000, 'Outros'],
    ],
  ],
  [
    'quinta fui no cinema c/ a Nath, 2 ingressos de 32 + combo de pipoca 48',
    [
      ['spending', 6400, 'Outros'],
      ['spending', 4800, 'Alimentação'],
    ],
  ],
  [
    'comprei um tênis 480 em 4x e uma calça jeans 159 à vista',
    [
      ['spending', 12000, 'Outros'],
      ['spending', 15900, 'Outros'],
    ],
    'shoes: one instalment 480/4',
  ],
  ['ração, areia e um brinquedinho pro Thor no petshop, 214 reais', [['spending', 21400, 'Outros']]],
  [
    'paguei o mototáxi 10 e na feira dei 100 pro moço e ele voltou 23',
    [
      ['spending', 1000, 'Transporte'],
      ['spending', 7700, 'Alimentação'],
    ],
    'change taken off at the market: 100 - 23',
  ],
  [
    'Lançamentos 14/08\n(+) 1.120,00 TED SALARIO QUINZENA\n(-) 89,90 VIVO FIBRA\n(-) 47,30 SUPERMERCADO BH\n(-) 12,00 ESTACIONAMENTO ROTATIVO',
    [
      ['income', 112000, 'Salário'],
      ['spending', 8990, 'Moradia'],
      ['spending', 4730, 'Alimentação'],
      ['spending', 1200, 'Transporte'],
    ],
    'Vivo Fibra is home internet',
  ],
  [
    'netflix, spotify e prime, tudo no mesmo cartão, deu 88.70 esse mês',
    [['spending', 8870, 'Outros']],
    'one price for the streaming services together',
  ],
  [
    'troquei 2 pneus de 380 cada e fiz o alinhamento, 80',
    [
      ['spending', 76000, 'Transporte'],
      ['spending', 8000, 'Transporte'],
    ],
  ],
  [
    'gastei hoje de manha 12 no cafe com pao na chapa depois 35 de uber pro centro e no almoço 41 no japones',
    [
      ['spending', 1200, 'Alimentação'],
      ['spending', 3500, 'Transporte'],
      ['spending', 4100, 'Alimentação'],
    ],
  ],
  [
    'pagamentos de hj ✅\n✅ escola do Enzo 890\n✅ inglês 320\n✅ natação 150',
    [
      ['spending', 89000, 'Outros'],
      ['spending', 32000, 'Outros'],
      ['spending', 15000, 'Outros'],
    ],
  ],
  [
    'recebi 1500 do inquilino, paguei 210 de IPTU e 130 do conserto do portão daquele ap',
    [
      ['income', 150000, 'Salário'],
      ['spending', 21000, 'Moradia'],
      ['spending', 13000, 'Moradia'],
    ],
  ],
  [
    'sofá + rack + mesinha de centro nas Casas Bahia, 3.600 em 10x',
    [['spending', 36000, 'Moradia']],
    'furniture bought together, one instalment 3600/10',
  ],
  [
    'Domingo c/ as crianças: parquinho 40, 3 sorvetes de 12, pipoca 10',
    [
      ['spending', 4000, 'Outros'],
      ['spending', 3600, 'Alimentação'],
      ['spending', 1000, 'Alimentação'],
    ],
  ],
  [
    'reembolso de km da empresa caiu 340 e nessa viagem gastei 60 de pedágio e 22 de estacionamento',
    [
      ['income', 34000, 'Salário'],
      ['spending', 6000, 'Transporte'],
      ['spending', 2200, 'Transporte'],
    ],
  ],
  [
    '80 mercadinho, 115 do gás, ops 125 do gás, e uns 30 de pão na semana',
    [
      ['spending', 8000, 'Alimentação'],
      ['spending', 12500, 'Moradia'],
      ['spending', 3000, 'Alimentação'],
    ],
    'gas corrected from 115 to 125: one entry',
  ],
  [
    'paguei o plano família da academia, eu, a Bia e o Rafa, 270 por mês',
    [['spending', 27000, 'Outros']],
    'one plan price for three people, I paid it',
  ],
  [
    'Compra aprovada: R$ 32,90 em RAIA DROGASIL\nCompra aprovada: R$ 238,00 em 2x em LOJAS RENNER',
    [
      ['spending', 3290, 'Outros'],
      ['spending', 11900, 'Outros'],
    ],
    'Renner purchase in 2 instalments: 238/2',
  ],
  [
    'salão hj: corte, escova e pé e mão, era 160 mas com desconto ficou 145',
    [['spending', 14500, 'Outros']],
    'amount actually paid after discount',
  ],
  [
    'seg 🍕 39,90\nter 🚗 60\nqua 🛒 233,15\nqui 💇‍♀️ 70\nsex 🍻 88',
    [
      ['spending', 3990, 'Alimentação'],
      ['spending', 6000, 'Transporte'],
      ['spending', 23315, 'Alimentação'],
      ['spending', 7000, 'Outros'],
      ['spending', 8800, 'Alimentação'],
    ],
    'emoji carry the category: pizza, car, grocery cart, hairdresser, beer',
  ],
  ['conta do bar deu 290,40 já com os 10%, rachamos em 4', [['spending', 7260, 'Alimentação']], 'split: 290.40/4'],
  [
    'gastos c/ o Miguel hj 👶 fralda 89,90, pomada 24 e consulta no pediatra 250',
    [
      ['spending', 8990, 'Outros'],
      ['spending', 2400, 'Outros'],
      ['spending', 25000, 'Outros'],
    ],
  ],
  [
    'no pix: mandei 50 pra Dona Cida do bolo de aniversário e 120 pro Zé q consertou a torneira',
    [
      ['spending', 5000, 'Alimentação'],
      ['spending', 12000, 'Moradia'],
    ],
    'cake is food; tap repair is a home repair',
  ],
  [
    'mercado do mês R$ 1.243,56\n(desse total uns 300 foi de limpeza e higiene)',
    [['spending', 124356, 'Alimentação']],
    'the 300 is part of the grocery total',
  ],
  [
    '30/04 ganhei 420 de comissão\n30/04 happy hour 67\n01/05 almoço do feriado 95 (eu e a Rê, paguei tudo)',
    [
      ['income', 42000, 'Salário'],
      ['spending', 6700, 'Alimentação'],
      ['spending', 9500, 'Alimentação'],
    ],
    'I paid the whole lunch, no split',
  ],
  ['oxe, passagem de ônibus pra Campina Grande ida e volta, 2 de 89', [['spending', 17800, 'Transporte']], 'quantity x unit price'],
  [
    'esqueci de anotar ontem: chaveiro 85 pq perdi a chave de casa, e mais uma cópia extra 15',
    [
      ['spending', 8500, 'Moradia'],
      ['spending', 1500, 'Moradia'],
    ],
    'locksmith and key copy for the house count as home repairs',
  ],
  ['fone, capinha e carregador na magalu, 460 em 4x', [['spending', 11500, 'Outros']], 'one purchase, one instalment 460/4'],
  [
    'salário de 5.100 caiu 🙏 já paguei 2.100 do aluguel e 320 do inglês da Maria',
    [
      ['income', 510000, 'Salário'],
      ['spending', 210000, 'Moradia'],
      ['spending', 32000, 'Outros'],
    ],
  ],
  ['lanche da tarde eu, Pedro e Bia, 3 açaís de 18, paguei os 3', [['spending', 5400, 'Alimentação']], 'I paid for all three: 3 x 18'],
  [
    'mercado 289, sendo 120 só de carne pro churrasco, + 60 de cerveja na distribuidora',
    [
      ['spending', 28900, 'Alimentação'],
      ['spending', 6000, 'Alimentação'],
    ],
    'the meat is part of the 289; beer is a separate purchase',
  ],
  ['vendi o berço, a banheira e o carrinho do bebê tudo junto por 900', [['income', 90000, 'Salário']], 'one sale price for all'],
  [
    'minha parte do aluguel com as meninas 650 e da luz, 240 dividido por 3',
    [
      ['spending', 65000, 'Moradia'],
      ['spending', 8000, 'Moradia'],
    ],
    'rent already my share; power bill split 240/3',
  ],
];
