import type { NoteCase } from './types';

/**
 * The eleventh blind dev set (issue 61): 80 notes written blind on 2 Dec 2026 by someone who read neither the rules nor the
 * corpora, every one listing several things as people dictate or type in a hurry (amounts in words, no punctuation, slang),
 * with nothing but the entry type and the product's conventions.
 */
export const blind11: NoteCase[] = [
  [
    'mercado hj deu cento e trinta e sete e quarenta, peguei arroz feijao oleo cafe e umas frutas',
    [['spending', 13740, 'Alimentação']],
    'stated total of a grocery list is one entry',
  ],
  ['pizza c a galera noventa e seis conto dividimos em 3 🍕', [['spending', 3200, 'Alimentação']], 'my share of a split bill'],
  ['comprei 4 coxinhas a seis e cinquenta cada pros meninos 😋', [['spending', 2600, 'Alimentação']], 'quantity times unit price'],
  ['geladeira nova na casas bahia, 12x de 289,90', [['spending', 28990, 'Moradia']], 'one instalment; appliance for the home'],
  [
    'Farmácia: dipirona, protetor solar, escova de dente e fio dental. Tudo deu 87,60',
    [['spending', 8760, 'Outros']],
    'stated total of several pharmacy items',
  ],
  [
    'padaria 5 pão frances 1 litro de leite e meio kilo de mortadela deu vinte e tres e oitenta',
    [['spending', 2380, 'Alimentação']],
    'stated total',
  ],
  ['uber ida e volta do show deu 64 rachamos eu e o Leo', [['spending', 3200, 'Transporte']], 'my half of a shared ride'],
  ['tenis e duas camiseta na renner 450 em 5x no cartao', [['spending', 9000, 'Outros']], 'one instalment of 450 in 5'],
  [
    'dei cem pro feirante e voltou dezoito de troco, levei tomate alface banana e uma duzia de ovo',
    [['spending', 8200, 'Alimentação']],
    'change taken off',
  ],
  [
    'churrasco do fds carne carvão cerveja e gelo deu 380 e a gente rachou entre 4 casais',
    [['spending', 9500, 'Alimentação']],
    "my couple's share of 380 split in 4; mostly food and drink",
  ],
  ['conta de luz e agua junto deu 312,45 paguei no app', [['spending', 31245, 'Moradia']], 'one stated total for two utility bills'],
  [
    'Material escolar da Júlia: cadernos, lápis de cor, mochila e estojo. Mil e duzentos reais em 6 vezes no cartão.',
    [['spending', 20000, 'Outros']],
    'one instalment of 1200 in 6',
  ],
  [
    'paguei 3 marmitex de dezoito pra mim pro ze e pro tonho',
    [['spending', 5400, 'Alimentação']],
    'I paid all three: quantity times price',
  ],
  ['raçao areia e petisco pro gato cento e cinquenta e seis', [['spending', 15600, 'Outros']], 'one price for pet items'],
  ['sofa e rack novos 3600 em 10x sem juros', [['spending', 36000, 'Moradia']], 'one instalment; furniture'],
  ['sushi no ifood com as meninas, 210 no total e cada uma pagou 70', [['spending', 7000, 'Alimentação']], 'my share'],
  ['pedágio ida e volta pra praia 4 praças a 11,20 cada', [['spending', 4480, 'Transporte']], '4 x 11,20'],
  [
    'oficina: troca de oleo filtro e pastilha de freio, 680 parcelado em 4',
    [['spending', 17000, 'Transporte']],
    'one instalment of a car repair',
  ],
  [
    'recebi 1.850 da vizinha, vendi pra ela o fogão a máquina de lavar e a cômoda tudo junto',
    [['income', 185000, 'Salário']],
    'one sale price for several items',
  ],
  ['2 ingressos do show a 180 cada, ja com meia entrada', [['spending', 36000, 'Outros']], 'quantity times price'],
  [
    'açougue dois kilo de picanha linguiça toscana e frango cento e oitenta e nove reais',
    [['spending', 18900, 'Alimentação']],
    'one price for all the meat',
  ],
  ['diarista veio hj limpou a casa toda e passou roupa 180', [['spending', 18000, 'Moradia']], 'house cleaner'],
  ['aluguel + condomínio R$ 2.350 transferido pro proprietário', [['spending', 235000, 'Moradia']], 'one stated total'],
  ['enchi o tanque e calibrei os pneu deu 260 no posto', [['spending', 26000, 'Transporte']]],
  ['vendi 22 trufas hj a 4 reais cada 🍫', [['income', 8800, 'Salário']], 'sales income, quantity times price'],
  [
    'gasolina cinquenta reais e aí depois um pastel de oito e um caldo de cana de seis',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 800, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
    ],
  ],
  [
    'hj caiu o salario R$ 3.450 🙏 e ja paguei o aluguel 1.100 e a internet 99,90',
    [
      ['income', 345000, 'Salário'],
      ['spending', 110000, 'Moradia'],
      ['spending', 9990, 'Moradia'],
    ],
  ],
  [
    'uber pro trampo 23,40 almoço 32 e a noite 99 pra casa 18,90',
    [
      ['spending', 2340, 'Transporte'],
      ['spending', 3200, 'Alimentação'],
      ['spending', 1890, 'Transporte'],
    ],
    '99 is the ride app, not an amount',
  ],
  [
    'mano gastei mt hj kkkk 25 no açaí 40 numa camisa de time e 12 de recarga do bilhete unico',
    [
      ['spending', 2500, 'Alimentação'],
      ['spending', 4000, 'Outros'],
      ['spending', 1200, 'Transporte'],
    ],
  ],
  [
    'Bom dia. Hoje fui à feira e gastei quarenta e dois reais. Depois passei na farmácia e comprei meu remédio de pressão por trinta e oito e noventa. Obrigada.',
    [
      ['spending', 4200, 'Alimentação'],
      ['spending', 3890, 'Outros'],
    ],
  ],
  [
    'entrou 800 do freela do logo e 350 de um site q terminei, paguei 60 do canva pro e 45 do dominio',
    [
      ['income', 80000, 'Salário'],
      ['income', 35000, 'Salário'],
      ['spending', 6000, 'Outros'],
      ['spending', 4500, 'Outros'],
    ],
  ],
  [
    'vendi 3 bolo de pote a 12 e um bolo inteiro de 70',
    [
      ['income', 3600, 'Salário'],
      ['income', 7000, 'Salário'],
    ],
  ],
  [
    'paguei a 1a parcela do ipva 412,30 e o licenciamento 160,22',
    [
      ['spending', 41230, 'Transporte'],
      ['spending', 16022, 'Transporte'],
    ],
    'licensing is a vehicle fee',
  ],
  [
    'academia 99 spotify 21,90 netflix 44,90 e plano do celular 55',
    [
      ['spending', 9900, 'Outros'],
      ['spending', 2190, 'Outros'],
      ['spending', 4490, 'Outros'],
      ['spending', 5500, 'Outros'],
    ],
  ],
  [
    'coloca ai cento e vinte de mercado trinta de pao e o gas foi oitenta e cinco nao pera foi cento e cinco',
    [
      ['spending', 12000, 'Alimentação'],
      ['spending', 3000, 'Alimentação'],
      ['spending', 10500, 'Moradia'],
    ],
    'speaker corrects gas amount to 105',
  ],
  [
    'pix da minha mae 200 pra me ajudar, ja gastei 150 disso no mercado',
    [
      ['income', 20000, 'Salário'],
      ['spending', 15000, 'Alimentação'],
    ],
  ],
  [
    'estacionamento 15, lava jato 40 e tb um cafe 7,50 enquanto esperava',
    [
      ['spending', 1500, 'Transporte'],
      ['spending', 4000, 'Transporte'],
      ['spending', 750, 'Alimentação'],
    ],
  ],
  [
    'condominio 680\niptu parcela 3 de 10 de 95,40\ngás 78',
    [
      ['spending', 68000, 'Moradia'],
      ['spending', 9540, 'Moradia'],
      ['spending', 7800, 'Moradia'],
    ],
  ],
  [
    'remedio pro cachorro 89 e banho e tosa setenta 🐶',
    [
      ['spending', 8900, 'Outros'],
      ['spending', 7000, 'Outros'],
    ],
  ],
  [
    'caiu 12.37 de cashback do nubank e gastei 28 num lanche',
    [
      ['income', 1237, 'Salário'],
      ['spending', 2800, 'Alimentação'],
    ],
  ],
  [
    'multa 195,23 e o guincho 300 pqp q dia 😤',
    [
      ['spending', 19523, 'Transporte'],
      ['spending', 30000, 'Transporte'],
    ],
  ],
  [
    'Recebi 150 de gorjeta no fim de semana e 1.320 do quinzenal',
    [
      ['income', 15000, 'Salário'],
      ['income', 132000, 'Salário'],
    ],
  ],
  [
    'comprei 2 camisas a 59,90 e uma calça de 129',
    [
      ['spending', 11980, 'Outros'],
      ['spending', 12900, 'Outros'],
    ],
  ],
  [
    'passagem de ônibus pra BH 187 e lanche na rodoviária 22',
    [
      ['spending', 18700, 'Transporte'],
      ['spending', 2200, 'Alimentação'],
    ],
  ],
  [
    'consertei o chuveiro eletricista cobrou 120 mais 65 da resistencia',
    [
      ['spending', 12000, 'Moradia'],
      ['spending', 6500, 'Moradia'],
    ],
    'labour and part priced separately; home repair',
  ],
  [
    '4 long neck a 9 cada e uma porção de fritas 35 🍻',
    [
      ['spending', 3600, 'Alimentação'],
      ['spending', 3500, 'Alimentação'],
    ],
  ],
  [
    'aluguel da kitnet caiu 950, paguei o condominio dela 210 e o encanador 150',
    [
      ['income', 95000, 'Salário'],
      ['spending', 21000, 'Moradia'],
      ['spending', 15000, 'Moradia'],
    ],
    'rent received is income',
  ],
  [
    'mercadinho 43,70\naçougue 61\nhortifruti 28,50',
    [
      ['spending', 4370, 'Alimentação'],
      ['spending', 6100, 'Alimentação'],
      ['spending', 2850, 'Alimentação'],
    ],
  ],
  [
    'gasolina duzentos troca de oleo cento e oitenta daí na farmacia cinquenta e dois',
    [
      ['spending', 20000, 'Transporte'],
      ['spending', 18000, 'Transporte'],
      ['spending', 5200, 'Outros'],
    ],
  ],
  [
    'vendi meu violão por 450 e comprei um teclado usado por 700',
    [
      ['income', 45000, 'Salário'],
      ['spending', 70000, 'Outros'],
    ],
  ],
  [
    'dentista R$250, consulta com o cardiologista R$300 e exame de sangue R$85',
    [
      ['spending', 25000, 'Outros'],
      ['spending', 30000, 'Outros'],
      ['spending', 8500, 'Outros'],
    ],
  ],
  [
    'reembolso da empresa caiu 340 da viagem e gastei 60 de taxi pro aeroporto',
    [
      ['income', 34000, 'Salário'],
      ['spending', 6000, 'Transporte'],
    ],
  ],
  [
    'vale alimentação caiu 800 hj e ja torrei 230 no atacadão',
    [
      ['income', 80000, 'Salário'],
      ['spending', 23000, 'Alimentação'],
    ],
    'meal allowance is income',
  ],
  [
    'pao doze e cinquenta leite seis e noventa e manteiga quinze',
    [
      ['spending', 1250, 'Alimentação'],
      ['spending', 690, 'Alimentação'],
      ['spending', 1500, 'Alimentação'],
    ],
  ],
  [
    'mensalidade da facul 890 e xerox 14,60',
    [
      ['spending', 89000, 'Outros'],
      ['spending', 1460, 'Outros'],
    ],
  ],
  [
    'Internet 119,90, luz 243,18 e água 87,44. Tudo pago hoje pelo app.',
    [
      ['spending', 11990, 'Moradia'],
      ['spending', 24318, 'Moradia'],
      ['spending', 8744, 'Moradia'],
    ],
  ],
  [
    'comprei um ventilador 189 e uma cortina 75 pro quarto',
    [
      ['spending', 18900, 'Moradia'],
      ['spending', 7500, 'Moradia'],
    ],
    'home furnishing',
  ],
  [
    'barbeiro 45 sobrancelha 20 e depois cerveja c os parça 38',
    [
      ['spending', 4500, 'Outros'],
      ['spending', 2000, 'Outros'],
      ['spending', 3800, 'Alimentação'],
    ],
  ],
  [
    '99 pop 14,80 na ida e 17,20 na volta',
    [
      ['spending', 1480, 'Transporte'],
      ['spending', 1720, 'Transporte'],
    ],
  ],
  [
    'ganhei 300 de uma diaria de garçom mais 85 de caixinha e gastei 20 de uber pra voltar',
    [
      ['income', 30000, 'Salário'],
      ['income', 8500, 'Salário'],
      ['spending', 2000, 'Transporte'],
    ],
  ],
  [
    'paguei a faxineira 150 e o pintor 600 pra pintar a sala',
    [
      ['spending', 15000, 'Moradia'],
      ['spending', 60000, 'Moradia'],
    ],
  ],
  [
    'presente de aniversario da minha sogra 120 e o bolo 85 🎂',
    [
      ['spending', 12000, 'Outros'],
      ['spending', 8500, 'Alimentação'],
    ],
  ],
  [
    'mil e duzentos de aluguel e trezentos e quarenta de mercado',
    [
      ['spending', 120000, 'Moradia'],
      ['spending', 34000, 'Alimentação'],
    ],
  ],
  [
    'vendi 2 pares de brinco a 35 cada e um colar por 60 na feirinha, gastei 18 com um acarajé',
    [
      ['income', 7000, 'Salário'],
      ['income', 6000, 'Salário'],
      ['spending', 1800, 'Alimentação'],
    ],
  ],
  [
    'shopee: capinha 29, fone 79.90 e frete 12',
    [
      ['spending', 2900, 'Outros'],
      ['spending', 7990, 'Outros'],
      ['spending', 1200, 'Outros'],
    ],
  ],
  [
    'cafédamanhã na padoca 18 almoço no self service 34,70 e janta ifood 52',
    [
      ['spending', 1800, 'Alimentação'],
      ['spending', 3470, 'Alimentação'],
      ['spending', 5200, 'Alimentação'],
    ],
  ],
  [
    'pagamento do cliente 2,5k entrou, paguei 400 do DAS do MEI e 180 do contador',
    [
      ['income', 250000, 'Salário'],
      ['spending', 40000, 'Outros'],
      ['spending', 18000, 'Outros'],
    ],
  ],
  [
    'uber 32 pro aeroporto, lanche 41 lá dentro (caro pra caramba) e mala nova 280 em 2x',
    [
      ['spending', 3200, 'Transporte'],
      ['spending', 4100, 'Alimentação'],
      ['spending', 14000, 'Outros'],
    ],
    'suitcase is one instalment of 280 in 2',
  ],
  [
    'mesada da vó 100 e gastei 45 em skin no free fire kkk',
    [
      ['income', 10000, 'Salário'],
      ['spending', 4500, 'Outros'],
    ],
  ],
  [
    'Prezado, favor registrar: pagamento da diarista, cento e oitenta reais; compra de pão e frios na padaria, trinta e quatro reais e vinte centavos.',
    [
      ['spending', 18000, 'Moradia'],
      ['spending', 3420, 'Alimentação'],
    ],
  ],
  [
    'estacionamento do shopping 22, cinema 2 ingressos a 32 e pipoca grande 38',
    [
      ['spending', 2200, 'Transporte'],
      ['spending', 6400, 'Outros'],
      ['spending', 3800, 'Alimentação'],
    ],
  ],
  [
    'luz 198 pq o ar ta ligado direto e gas 115',
    [
      ['spending', 19800, 'Moradia'],
      ['spending', 11500, 'Moradia'],
    ],
  ],
  [
    'devolveram 89,90 do produto q devolvi na amazon e comprei outro por 129',
    [
      ['income', 8990, 'Salário'],
      ['spending', 12900, 'Outros'],
    ],
    'refund is income',
  ],
  [
    'hj: corrida de 99 11 reais, marmita 20, refri 6 e aí a noite açai 22',
    [
      ['spending', 1100, 'Transporte'],
      ['spending', 2000, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
      ['spending', 2200, 'Alimentação'],
    ],
    '99 is the ride app',
  ],
  [
    'recebi o 13º 2.870,55 e ja comprei a maquina de lavar 2.100 a vista',
    [
      ['income', 287055, 'Salário'],
      ['spending', 210000, 'Moradia'],
    ],
    'appliance for the home',
  ],
  [
    'ração 95, vacina do dog 130 e uma coleira 35',
    [
      ['spending', 9500, 'Outros'],
      ['spending', 13000, 'Outros'],
      ['spending', 3500, 'Outros'],
    ],
  ],
  [
    'resumo do dia: cafe 6, onibus 4,40, almoço 25, onibus 4,40 de novo, farmacia 18 e pão 9',
    [
      ['spending', 600, 'Alimentação'],
      ['spending', 440, 'Transporte'],
      ['spending', 2500, 'Alimentação'],
      ['spending', 440, 'Transporte'],
      ['spending', 1800, 'Outros'],
      ['spending', 900, 'Alimentação'],
    ],
  ],
  [
    'vendi o ps4 por 1,2k e comprei um controle novo de 350',
    [
      ['income', 120000, 'Salário'],
      ['spending', 35000, 'Outros'],
    ],
  ],
  [
    'tinta e pincel 180 pra pintar o muro e almoço dos pedreiros 60',
    [
      ['spending', 18000, 'Moradia'],
      ['spending', 6000, 'Alimentação'],
    ],
    'paint and brush share one price: home repair',
  ],
];
