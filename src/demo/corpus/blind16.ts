import type { NoteCase } from './types';

/**
 * The sixteenth blind dev set (issue 61): 80 notes written blind on 2 Dec 2026 by someone who read neither the rules nor
 * the corpora, with nothing but the entry type and the product's conventions: lists as people in their twenties and
 * thirties of the South, Southeast and Center-West type or dictate them (amounts in words, corrections inside the note,
 * bullets). One row a few edits from a sealed note or a note of ours is not here (dropped unread).
 */
export const blind16: NoteCase[] = [
  [
    'mercado hj: arroz, feijão, oleo, 2 detergente e papel higienico, deu 87,40 tudo',
    [['spending', 8740, 'Alimentação']],
    'stated total of a grocery list is one entry',
  ],
  [
    'bah tchê, dia de gastança\n- gasolina 150\n- erva 1kg 27,90\n- cacetinho 8 pila',
    [
      ['spending', 15000, 'Transporte'],
      ['spending', 2790, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'Almoço com o pessoal do trampo deu 186, dividimos por 3 e mandei minha parte no pix',
    [['spending', 6200, 'Alimentação']],
    'my share of a bill split three ways',
  ],
  [
    'Gastei trinta e dois e noventa na farmácia com dipirona e protetor solar e depois dezoito reais de Uber pra voltar pra casa',
    [
      ['spending', 3290, 'Outros'],
      ['spending', 1800, 'Transporte'],
    ],
  ],
  [
    'recebi o freela do logo 850 💸 ja paguei a internet 119,90 e a luz 143,27',
    [
      ['income', 85000, 'Salário'],
      ['spending', 11990, 'Moradia'],
      ['spending', 14327, 'Moradia'],
    ],
  ],
  ['4 long neck a 6,50 cada no bar do Zé, mais nada hj kkk', [['spending', 2600, 'Alimentação']], 'quantity times unit price'],
  [
    'geladeira e fogão no magalu, 4.800 em 12x, paguei a primeira hoje',
    [['spending', 40000, 'Moradia']],
    'one instalment of a stated total for two appliances',
  ],
  [
    'meu, estacionamento do shopping 54, ops era 45 nao 54, e mais 30 de lava jato',
    [
      ['spending', 4500, 'Transporte'],
      ['spending', 3000, 'Transporte'],
    ],
    'self-correction: parking was 45',
  ],
  [
    'feira de domingo 🍍 3 abacaxi por 10, alface 3, tomate 8,50',
    [
      ['spending', 1000, 'Alimentação'],
      ['spending', 300, 'Alimentação'],
      ['spending', 850, 'Alimentação'],
    ],
    '"3 por 10" is a bundle price, 10 in total',
  ],
  [
    'Salário caiu!! R$ 3.250,00 🙌\nAluguel R$ 1.100\nCondomínio R$ 380',
    [
      ['income', 325000, 'Salário'],
      ['spending', 110000, 'Moradia'],
      ['spending', 38000, 'Moradia'],
    ],
  ],
  [
    '2 corridas de 99 hoje, uma 14 e a outra 17,80 pq tava chovendo',
    [
      ['spending', 1400, 'Transporte'],
      ['spending', 1780, 'Transporte'],
    ],
  ],
  [
    'comprei uma camisa, uma bermuda e um chinelo na renner, deu 239,70 em 3x',
    [['spending', 7990, 'Outros']],
    'one instalment of the stated total',
  ],
  [
    'vendi meu violão por 600 conto e ja comprei umas cordas de guitarra 45 e um capotraste 30 kkkk',
    [
      ['income', 60000, 'Salário'],
      ['spending', 4500, 'Outros'],
      ['spending', 3000, 'Outros'],
    ],
  ],
  ['pastel de carne e caldo de cana na feira, 22 os dois', [['spending', 2200, 'Alimentação']], 'one price for both'],
  [
    'debitou tudo hoje:\nacademia 99,90\nspotify 21,90\nplano do celular 49,99',
    [
      ['spending', 9990, 'Outros'],
      ['spending', 2190, 'Outros'],
      ['spending', 4999, 'Outros'],
    ],
  ],
  ['me lembra de pagar amanhã: IPTU 2ª parcela 187, água e a fatura do cartão', [], 'reminder of bills not paid yet'],
  [
    'Uai, passei no sacolão e gastei 63 reais com fruta, verdura e uns ovo caipira',
    [['spending', 6300, 'Alimentação']],
    'stated total of several items',
  ],
  [
    'gasolina 200 + pedagio 2x 12,30 na ida pra praia 🏖️',
    [
      ['spending', 20000, 'Transporte'],
      ['spending', 2460, 'Transporte'],
    ],
    'two tolls at 12,30 are one entry of 24,60',
  ],
  [
    'Rachamos o churras de sábado: carne, carvão, cerveja e gelo, 420 no total pra 6 pessoas',
    [['spending', 7000, 'Alimentação']],
    'my share of 420 split six ways',
  ],
  [
    '👕 camiseta 59,90\n👟 tênis 249\n🧢 boné 40',
    [
      ['spending', 5990, 'Outros'],
      ['spending', 24900, 'Outros'],
      ['spending', 4000, 'Outros'],
    ],
  ],
  [
    'hj caiu 1,2k do aluguel da kitnet e paguei o encanador q arrumou o vazamento da pia, 180',
    [
      ['income', 120000, 'Salário'],
      ['spending', 18000, 'Moradia'],
    ],
  ],
  [
    'Ração do Thor 15kg 189,90 e a vacina dele no veterinário 120 🐶',
    [
      ['spending', 18990, 'Outros'],
      ['spending', 12000, 'Outros'],
    ],
  ],
  ['padaria 15 pila, peguei pão, mortadela e um leite', [['spending', 1500, 'Alimentação']], 'stated total of several items'],
  [
    'cinema com a Ju: 2 ingressos de 32 cada + combo de pipoca 48',
    [
      ['spending', 6400, 'Outros'],
      ['spending', 4800, 'Alimentação'],
    ],
    'tickets are quantity times unit price; popcorn is food',
  ],
  [
    'Faxina geral no ap, paguei a diarista 180 e comprei produto de limpeza 67,35',
    [
      ['spending', 18000, 'Moradia'],
      ['spending', 6735, 'Moradia'],
    ],
    'cleaning supplies for the home count as home cleaning',
  ],
  [
    'troquei oleo e filtro do carro, 280 tudo, o cara ainda calibrou os pneu de graça',
    [['spending', 28000, 'Transporte']],
    'one price for oil and filter',
  ],
  [
    'reembolso da empresa caiu 312,40 (combustível do mês) 👍 e já torrei 95 no japa',
    [
      ['income', 31240, 'Salário'],
      ['spending', 9500, 'Alimentação'],
    ],
  ],
  [
    'Gastos de hoje\n1. mercado 156,30\n2. farmácia 42\n3. recarga do bilhete único 50',
    [
      ['spending', 15630, 'Alimentação'],
      ['spending', 4200, 'Outros'],
      ['spending', 5000, 'Transporte'],
    ],
  ],
  [
    'paguei 3 meses atrasados do condominio de uma vez, 3x 410 😬',
    [['spending', 123000, 'Moradia']],
    'three months paid at once: 3 times 410 in total',
  ],
  [
    'Mãe me mandou 200 no pix pra ajudar ❤️ usei 80 na feira e 115 no botijão',
    [
      ['income', 20000, 'Salário'],
      ['spending', 8000, 'Alimentação'],
      ['spending', 11500, 'Moradia'],
    ],
  ],
  ['to pensando em comprar uma tv nova e um soundbar, quanto sobrou esse mês?', [], 'a plan and a question'],
  ['pizza 92 + refri 12 dividido entre 4', [['spending', 2600, 'Alimentação']], 'my quarter of the 104 total'],
  [
    'IPVA R$1.380,55 e licenciamento R$160,22 pagos hj 😩',
    [
      ['spending', 138055, 'Transporte'],
      ['spending', 16022, 'Transporte'],
    ],
    'licensing is a vehicle fee',
  ],
  [
    'cortei o cabelo 45 e fiz a barba 30, deixei 5 de caixinha pro barbeiro',
    [
      ['spending', 4500, 'Outros'],
      ['spending', 3000, 'Outros'],
      ['spending', 500, 'Outros'],
    ],
  ],
  [
    'gastei cento e vinte e sete e cinquenta no atacadão com carne arroz café e sabão em pó',
    [['spending', 12750, 'Alimentação']],
    'stated total of a grocery run',
  ],
  [
    'Niver da Bia 🎂\npresente 120\nbolo 85\nbalões 25',
    [
      ['spending', 12000, 'Outros'],
      ['spending', 8500, 'Alimentação'],
      ['spending', 2500, 'Outros'],
    ],
  ],
  [
    'vendi 12 brigadeiro a 3,50 e 1 bolo de pote por 12',
    [
      ['income', 4200, 'Salário'],
      ['income', 1200, 'Salário'],
    ],
  ],
  ['comprei 3 blusinhas na shein por 35 cada', [['spending', 10500, 'Outros']], 'quantity times unit price'],
  [
    'metrô ida e volta 10,80\nalmoço PF 25\nsorvete 9',
    [
      ['spending', 1080, 'Transporte'],
      ['spending', 2500, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
    ],
  ],
  [
    'Bico de garçom no casamento ontem: 250 da diária + 60 de gorjeta',
    [
      ['income', 25000, 'Salário'],
      ['income', 6000, 'Salário'],
    ],
  ],
  [
    'conta de luz 212,40, agua 98,15 e internet 99,99 tudo pago hoje pelo app',
    [
      ['spending', 21240, 'Moradia'],
      ['spending', 9815, 'Moradia'],
      ['spending', 9999, 'Moradia'],
    ],
  ],
  ['o Rafa pagou meu almoço e o cafezinho hj, amanha eu pago o dele', [], 'someone else paid; tomorrow is only a plan'],
  [
    'compras no assaí 478,60 (uns 120 disso foi de bebida pro niver)',
    [['spending', 47860, 'Alimentação']],
    'the drinks are part of the total already counted',
  ],
  [
    'sofá 2.199 em 10x e cortina da sala 89,90 à vista',
    [
      ['spending', 21990, 'Moradia'],
      ['spending', 8990, 'Moradia'],
    ],
    'sofa is one instalment of 10',
  ],
  [
    'Capaz! o chapeador cobrou 650 pra arrumar o para-choque e ainda paguei 40 de guincho',
    [
      ['spending', 65000, 'Transporte'],
      ['spending', 4000, 'Transporte'],
    ],
  ],
  [
    'ganhei 37,80 de cashback no cartão e gastei num delivery de hamburguer q deu 58',
    [
      ['income', 3780, 'Salário'],
      ['spending', 5800, 'Alimentação'],
    ],
  ],
  [
    '2kg de carne moída a 32,90 o kg e 1 pacote de macarrão 6,49',
    [
      ['spending', 6580, 'Alimentação'],
      ['spending', 649, 'Alimentação'],
    ],
  ],
  [
    'Remédio da pressão do meu pai, 3 caixas a 27 cada, ele disse q me paga depois',
    [['spending', 8100, 'Outros']],
    'I paid; the promised repayment is not an entry',
  ],
  [
    'Uber pro aeroporto 67,80\nmala nova 289\nlanche no aeroporto 42 (caro dmais)',
    [
      ['spending', 6780, 'Transporte'],
      ['spending', 28900, 'Outros'],
      ['spending', 4200, 'Alimentação'],
    ],
  ],
  ['gastei 70 contos no boteco ontem c a galera, petisco e umas brahma', [['spending', 7000, 'Alimentação']], 'stated total'],
  [
    'paguei a escola de inglês 390 e comprei o livro do semestre 145',
    [
      ['spending', 39000, 'Outros'],
      ['spending', 14500, 'Outros'],
    ],
  ],
  [
    'dei 100 pro moço da pamonha, 3 pamonha e 1 curau, voltou 62 de troco',
    [['spending', 3800, 'Alimentação']],
    'change taken off: 100 - 62',
  ],
  [
    'Dia de salário 💰 4.870,33\nJá paguei aluguel 1.450 e a academia 110',
    [
      ['income', 487033, 'Salário'],
      ['spending', 145000, 'Moradia'],
      ['spending', 11000, 'Outros'],
    ],
  ],
  ['rodizio de pizza pra 2, 69,90 por pessoa', [['spending', 13980, 'Alimentação']], 'two people times 69,90'],
  [
    'enchi o tanque, 40 litros a 6,19 o litro, e ainda lavaram o carro de graça pq abasteci',
    [['spending', 24760, 'Transporte']],
    'litres times price; the wash was free',
  ],
  [
    'Netflix, Max e Disney+ rachado com minhas irmãs, minha parte deu 38 no total',
    [['spending', 3800, 'Outros']],
    'stated total of my share',
  ],
  [
    'vendi umas roupas no enjoei essa semana: 85, 40 e 120 🙏',
    [
      ['income', 8500, 'Salário'],
      ['income', 4000, 'Salário'],
      ['income', 12000, 'Salário'],
    ],
  ],
  [
    'consulta particular 350 e os exames 210, o plano nao cobriu nada 😤',
    [
      ['spending', 35000, 'Outros'],
      ['spending', 21000, 'Outros'],
    ],
  ],
  [
    'passagem de ônibus pra Curitiba 98, café 6 e coxinha 7 na rodoviária',
    [
      ['spending', 9800, 'Transporte'],
      ['spending', 600, 'Alimentação'],
      ['spending', 700, 'Alimentação'],
    ],
  ],
  [
    'recebi das duas diárias de fotografia mil e duzentos e mais cento e cinquenta da edição extra',
    [
      ['income', 120000, 'Salário'],
      ['income', 15000, 'Salário'],
    ],
  ],
  ['material escolar do Pedro: caderno, lápis, mochila, estojo, 312,45 na papelaria', [['spending', 31245, 'Outros']], 'stated total'],
  ['reforma do banheiro em 4x de 1.800, hj paguei a segunda', [['spending', 180000, 'Moradia']], 'one instalment'],
  [
    'comprei umas paradas na 25: capinha 15, fone 40 e carregador 35',
    [
      ['spending', 1500, 'Outros'],
      ['spending', 4000, 'Outros'],
      ['spending', 3500, 'Outros'],
    ],
  ],
  [
    'Jantar dos namorados ❤️ 240 no restaurante + 18 de vallet + vinho 89 q comprei antes',
    [
      ['spending', 24000, 'Alimentação'],
      ['spending', 1800, 'Transporte'],
      ['spending', 8900, 'Alimentação'],
    ],
    'valet is parking',
  ],
  ['Gastei 55 na farmácia com vitamina C, escova de dente e fio dental', [['spending', 5500, 'Outros']], 'stated total'],
  ['Recebi 300 do Lucas q ele tava me devendo, a Carol ainda falta os 120 dela', [['income', 30000, 'Salário']], 'Carol has not paid yet'],
  ['boletos q vencem sexta: cartão 1.870, luz, internet', [], 'bills not paid yet'],
  [
    'Bah, fui no Mercado Público e gastei 95 em peixe, 38 de queijo colonial e 22 numa cuca',
    [
      ['spending', 9500, 'Alimentação'],
      ['spending', 3800, 'Alimentação'],
      ['spending', 2200, 'Alimentação'],
    ],
  ],
  ['mc donalds promo 2 combos por 45, paguei o meu e o do Lucas', [['spending', 4500, 'Alimentação']], 'one price for both; I paid it all'],
  [
    'ajudei na mudança da vizinha e ela me deu 100, aí gastei 35 de açaí e 12 de estacionamento',
    [
      ['income', 10000, 'Salário'],
      ['spending', 3500, 'Alimentação'],
      ['spending', 1200, 'Transporte'],
    ],
  ],
  [
    '5 duzias de ovo a 9,50 pras encomendas e ja vendi 3 bolos a 60 🎂',
    [
      ['spending', 4750, 'Alimentação'],
      ['income', 18000, 'Salário'],
    ],
  ],
  [
    'uber ida 18,50, 99 na volta 21,30, e o estacionamento era do amigo entao zero kk',
    [
      ['spending', 1850, 'Transporte'],
      ['spending', 2130, 'Transporte'],
    ],
  ],
  [
    'mensalidade da facul 890 + xerox 23,40',
    [
      ['spending', 89000, 'Outros'],
      ['spending', 2340, 'Outros'],
    ],
  ],
  ['lembrancinhas de natal pro pessoal do escritório, 6 a 25 cada 🎄', [['spending', 15000, 'Outros']], 'quantity times unit price'],
  [
    'happy hour ontem: 3 chopp, 1 porção de fritas e 1 caipirinha, 112 no total, eu e o Gui dividimos',
    [['spending', 5600, 'Alimentação']],
    'my half of the stated total',
  ],
  [
    'Troquei a resistencia do chuveiro, 45, e o eletricista cobrou 80 pra instalar',
    [
      ['spending', 4500, 'Moradia'],
      ['spending', 8000, 'Moradia'],
    ],
  ],
  [
    'gastei quarenta e três e vinte no mercado não pera foi trinta e quatro e vinte e mais doze de pão',
    [
      ['spending', 3420, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
    ],
    'dictated self-correction: 34,20',
  ],
  [
    'shopping hj: tenis 389,90 em 2x e meia 3 pares por 29,90',
    [
      ['spending', 19495, 'Outros'],
      ['spending', 2990, 'Outros'],
    ],
    'first instalment of the shoes; socks are one price for the pack',
  ],
  [
    'sushi no ifood 128 dividimos no meio, e o gelo e refri do posto 14 eu paguei sozinho',
    [
      ['spending', 6400, 'Alimentação'],
      ['spending', 1400, 'Alimentação'],
    ],
  ],
];
