import type { NoteCase } from './types';

/**
 * The eighth blind dev set (issue 61): 80 notes written blind on 2 Dec 2026 by someone who read neither the rules nor the
 * corpora, every one holding several entries of both directions or of several people, with nothing but the entry type and
 * the product's conventions. One row a few edits from a sealed note is not here (dropped unread).
 */
export const blind8: NoteCase[] = [
  [
    'Recebi o salário 3.450,00, paguei aluguel 1.200 e o condomínio 380',
    [
      ['income', 345000, 'Salário'],
      ['spending', 120000, 'Moradia'],
      ['spending', 38000, 'Moradia'],
    ],
  ],
  [
    'vendi o tênis velho por 150 e gastei 60 no uber pra ir entregar',
    [
      ['income', 15000, 'Salário'],
      ['spending', 6000, 'Transporte'],
    ],
  ],
  [
    'almoço com a galera deu 240 dividido por 4, depois comprei um sorvete de 12 só pra mim',
    [
      ['spending', 6000, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
    ],
    'my share of the split lunch is 240/4 = 60',
  ],
  [
    'devolveram 89,90 da camisa que troquei e aí comprei outra de 120',
    [
      ['income', 8990, 'Salário'],
      ['spending', 12000, 'Outros'],
    ],
    'refund is income',
  ],
  [
    'pix de 50 da minha mãe 🙏 e paguei 35 de gás',
    [
      ['income', 5000, 'Salário'],
      ['spending', 3500, 'Moradia'],
    ],
  ],
  [
    'Emprestei 100 pro Pedro e ele me devolveu 40 do que devia do mês passado',
    [
      ['spending', 10000, 'Outros'],
      ['income', 4000, 'Salário'],
    ],
    'lending is money out; a repayment received is money in',
  ],
  [
    'meu marido pagou a conta de luz 213,47 e eu paguei a internet 99,90',
    [
      ['spending', 21347, 'Moradia'],
      ['spending', 9990, 'Moradia'],
    ],
    'household bills paid by either spouse are household spending',
  ],
  [
    'fiz bolo pra vender, gastei 45 nos ingredientes e vendi tudo por 120',
    [
      ['spending', 4500, 'Alimentação'],
      ['income', 12000, 'Salário'],
    ],
  ],
  [
    'cashback de 12,30 caiu no nubank e aproveitei pra pedir um ifood de 47',
    [
      ['income', 1230, 'Salário'],
      ['spending', 4700, 'Alimentação'],
    ],
  ],
  [
    'Rendimento da poupança 23,15\nMercado 187,60\nFarmácia 42',
    [
      ['income', 2315, 'Salário'],
      ['spending', 18760, 'Alimentação'],
      ['spending', 4200, 'Outros'],
    ],
  ],
  [
    'ganhei 200 de aniversário da vó e dei um presente de 80 pra minha prima',
    [
      ['income', 20000, 'Salário'],
      ['spending', 8000, 'Outros'],
    ],
  ],
  [
    'gasolina 150 pedágio 18,40 e o João me pagou 60 da parte dele da viagem',
    [
      ['spending', 15000, 'Transporte'],
      ['spending', 1840, 'Transporte'],
      ['income', 6000, 'Salário'],
    ],
  ],
  [
    'paguei a pizza toda, 96 reais, a Ana me mandou 48 no pix depois',
    [
      ['spending', 9600, 'Alimentação'],
      ['income', 4800, 'Salário'],
    ],
    'two real movements: I paid the whole bill, then my friend paid me back her half',
  ],
  [
    'recebi 800 de uma diária de pedreiro e comprei cimento pra minha casa 64',
    [
      ['income', 80000, 'Salário'],
      ['spending', 6400, 'Moradia'],
    ],
    'material for repairing my own home is Moradia',
  ],
  [
    'Uber 23,90 pra ir pro trabalho e na volta o colega da carona me cobrou 10',
    [
      ['spending', 2390, 'Transporte'],
      ['spending', 1000, 'Transporte'],
    ],
    'someone charging me for a ride is spending',
  ],
  [
    'vendi 3 bolo de pote a 12 cada e gastei 8 de passagem',
    [
      ['income', 3600, 'Salário'],
      ['spending', 800, 'Transporte'],
    ],
    '3 x 12',
  ],
  [
    'reembolso da empresa 320 da viagem, mas paguei estacionamento 25 lá',
    [
      ['income', 32000, 'Salário'],
      ['spending', 2500, 'Transporte'],
    ],
  ],
  [
    'minha filha pagou a água 78 e eu fiz a feira 95',
    [
      ['spending', 7800, 'Moradia'],
      ['spending', 9500, 'Alimentação'],
    ],
  ],
  [
    'tirei 60 na venda de trufas hj mas gastei 15 no chocolate',
    [
      ['income', 6000, 'Salário'],
      ['spending', 1500, 'Alimentação'],
    ],
  ],
  [
    'IPVA 1ª parcela 412,33 e recebi 150 de uma consultoria de freela',
    [
      ['spending', 41233, 'Transporte'],
      ['income', 15000, 'Salário'],
    ],
    '"1ª" is an ordinal, not money',
  ],
  [
    'paguei o dentista 250 e o plano reembolsou 175',
    [
      ['spending', 25000, 'Outros'],
      ['income', 17500, 'Salário'],
    ],
  ],
  [
    'passei 2 dias de bico de garçom, 180 cada dia. gastei 30 de ônibus no total',
    [
      ['income', 36000, 'Salário'],
      ['spending', 3000, 'Transporte'],
    ],
    '2 days x 180',
  ],
  [
    'vendi meu celular antigo 450 e comprei capinha e película pro novo, 70',
    [
      ['income', 45000, 'Salário'],
      ['spending', 7000, 'Outros'],
    ],
    'one total for case and film',
  ],
  [
    'minha irmã me devolveu os 200 que eu tinha emprestado, aí paguei a mensalidade da faculdade 680',
    [
      ['income', 20000, 'Salário'],
      ['spending', 68000, 'Outros'],
    ],
  ],
  [
    'Recebi 75 de um frete que fiz com a caminhonete, gastei 40 de diesel',
    [
      ['income', 7500, 'Salário'],
      ['spending', 4000, 'Transporte'],
    ],
  ],
  [
    'comprei um sofá em 10x de 159 e meu pai mandou 300 pra ajudar',
    [
      ['spending', 15900, 'Moradia'],
      ['income', 30000, 'Salário'],
    ],
    'instalment: one payment of 159',
  ],
  [
    'cortei o cabelo 35 e a cabeleireira me pagou 50 pelo bolo que tinha encomendado',
    [
      ['spending', 3500, 'Outros'],
      ['income', 5000, 'Salário'],
    ],
  ],
  [
    'conta do bar 180 pra 3, paguei minha parte, depois peguei um 99 de 22',
    [
      ['spending', 6000, 'Alimentação'],
      ['spending', 2200, 'Transporte'],
    ],
    'my share 180/3; "99" is the ride app, 22 the fare',
  ],
  [
    'paguei o mecânico 480 e vendi o pneu velho por 60',
    [
      ['spending', 48000, 'Transporte'],
      ['income', 6000, 'Salário'],
    ],
  ],
  [
    'Estorno da compra duplicada na Amazon 59,90 e comprei um livro lá de 42',
    [
      ['income', 5990, 'Salário'],
      ['spending', 4200, 'Outros'],
    ],
  ],
  [
    'meu primo me pagou cinquenta conto que devia e eu gastei vinte e cinco no açaí',
    [
      ['income', 5000, 'Salário'],
      ['spending', 2500, 'Alimentação'],
    ],
  ],
  [
    'hj: +1500 freela site, -89 hospedagem do site, -45 almoço',
    [
      ['income', 150000, 'Salário'],
      ['spending', 8900, 'Outros'],
      ['spending', 4500, 'Alimentação'],
    ],
  ],
  [
    'luz 156,32 paguei eu, a água 64,10 minha mãe pagou',
    [
      ['spending', 15632, 'Moradia'],
      ['spending', 6410, 'Moradia'],
    ],
    'both household bills are household spending',
  ],
  [
    'vendi 10 brigadeiros a 2,50 e gastei 3 de embalagem',
    [
      ['income', 2500, 'Salário'],
      ['spending', 300, 'Outros'],
    ],
    '10 x 2,50',
  ],
  [
    'metrô 4,40 na ida e 4,40 na volta, e recebi 20 de um amigo pelo ingresso do show que comprei pra ele',
    [
      ['spending', 440, 'Transporte'],
      ['spending', 440, 'Transporte'],
      ['income', 2000, 'Salário'],
    ],
  ],
  [
    'dei 50 de presente de casamento no pix pros noivos e ganhei 100 na rifa do trabalho',
    [
      ['spending', 5000, 'Outros'],
      ['income', 10000, 'Salário'],
    ],
  ],
  [
    'ração do cachorro 139 vacina 90 a vizinha me pagou 40 por cuidar do gato dela',
    [
      ['spending', 13900, 'Outros'],
      ['spending', 9000, 'Outros'],
      ['income', 4000, 'Salário'],
    ],
  ],
  [
    '13º caiu 1.850,00 e já quitei 2 parcelas atrasadas do condomínio, 760',
    [
      ['income', 185000, 'Salário'],
      ['spending', 76000, 'Moradia'],
    ],
    '760 is the total for the two condo payments; "13º" is not money',
  ],
  [
    'minha esposa recebeu 2.100 de salário e eu paguei o mercado 430,75 com o cartão dela',
    [
      ['income', 210000, 'Salário'],
      ['spending', 43075, 'Alimentação'],
    ],
  ],
  [
    'abasteci 200 e caiu 10 de cashback no app do posto',
    [
      ['spending', 20000, 'Transporte'],
      ['income', 1000, 'Salário'],
    ],
  ],
  [
    'freela de design 600, paguei 79 do canva e 35 de recarga do celular',
    [
      ['income', 60000, 'Salário'],
      ['spending', 7900, 'Outros'],
      ['spending', 3500, 'Outros'],
    ],
  ],
  [
    'jantar 320 dividido com meu irmão, manobrista 20 eu paguei, e ele ainda me deve 50 da gasolina',
    [
      ['spending', 16000, 'Alimentação'],
      ['spending', 2000, 'Transporte'],
    ],
    'my half of dinner; the 50 still owed to me is not recorded',
  ],
  [
    'trampo de entregador hj rendeu 143, gastei 30 de gasolina na moto e 15 num x-salada',
    [
      ['income', 14300, 'Salário'],
      ['spending', 3000, 'Transporte'],
      ['spending', 1500, 'Alimentação'],
    ],
  ],
  [
    'Recebi 90 pela aula particular de inglês e paguei 45 no livro do curso que eu faço',
    [
      ['income', 9000, 'Salário'],
      ['spending', 4500, 'Outros'],
    ],
  ],
  [
    'comprei 2 kg de carne a 42 o kg pro churrasco e 3 amigos me mandaram 20 cada',
    [
      ['spending', 8400, 'Alimentação'],
      ['income', 6000, 'Salário'],
    ],
    '2 x 42 out; 3 x 20 in',
  ],
  [
    'recebi mil e duzentos do acerto do bico e paguei trezentos e vinte de luz atrasada',
    [
      ['income', 120000, 'Salário'],
      ['spending', 32000, 'Moradia'],
    ],
  ],
  [
    'paguei 2 meses de internet atrasados 199,80 no total e minha vó me mandou 100 pra ajudar',
    [
      ['spending', 19980, 'Moradia'],
      ['income', 10000, 'Salário'],
    ],
    'stated total wins',
  ],
  [
    'Vendi o videogame por 1.100 e já comprei uns jogos de 250',
    [
      ['income', 110000, 'Salário'],
      ['spending', 25000, 'Outros'],
    ],
  ],
  [
    'recebi 35 de reembolso do ifood pq o pedido veio errado, aí pedi de novo 52',
    [
      ['income', 3500, 'Salário'],
      ['spending', 5200, 'Alimentação'],
    ],
  ],
  [
    'ônibus linha 476 4,70 e dps o trem 5 reais, no serviço a chefe me deu 50 de vale',
    [
      ['spending', 470, 'Transporte'],
      ['spending', 500, 'Transporte'],
      ['income', 5000, 'Salário'],
    ],
    '476 is the bus line; a salary advance is income',
  ],
  [
    'entrei pelo portão 7 kkk ingresso 80, 3 cerveja a 12 cada, e o Lucas me deu 15 pra ajudar na gasolina',
    [
      ['spending', 8000, 'Outros'],
      ['spending', 3600, 'Alimentação'],
      ['income', 1500, 'Salário'],
    ],
    'gate 7 is not money; 3 x 12',
  ],
  [
    'Pró-labore 4.000 entrou, paguei contador 250 e DAS 76,60',
    [
      ['income', 400000, 'Salário'],
      ['spending', 25000, 'Outros'],
      ['spending', 7660, 'Outros'],
    ],
  ],
  [
    'vendi 2 cadeiras usadas por 80 cada e comprei uma mesa de 350 pra sala',
    [
      ['income', 16000, 'Salário'],
      ['spending', 35000, 'Moradia'],
    ],
    '2 x 80; furniture is Moradia',
  ],
  [
    'geladeira nova em 10x de 230 e vendi a velha por 300',
    [
      ['spending', 23000, 'Moradia'],
      ['income', 30000, 'Salário'],
    ],
    'one instalment; home appliance filed as Moradia',
  ],
  [
    'lavagem do carro 50, e o vizinho me pagou 50 pra eu lavar o dele também 😂',
    [
      ['spending', 5000, 'Transporte'],
      ['income', 5000, 'Salário'],
    ],
  ],
  [
    'Plantão extra 380. Táxi de volta pra casa 42,50 pq era madrugada',
    [
      ['income', 38000, 'Salário'],
      ['spending', 4250, 'Transporte'],
    ],
  ],
  [
    'comprei um remédio de 67,80 e a farmácia deu 6,78 de cashback',
    [
      ['spending', 6780, 'Outros'],
      ['income', 678, 'Salário'],
    ],
  ],
  [
    'segunda parcela do notebook 312,50, recebi 500 do projeto com o cliente novo',
    [
      ['spending', 31250, 'Outros'],
      ['income', 50000, 'Salário'],
    ],
  ],
  [
    'dizimo 100 recebi 1.900 do salario',
    [
      ['spending', 10000, 'Outros'],
      ['income', 190000, 'Salário'],
    ],
  ],
  [
    'eu e a Ju dividimos o aluguel de 1.800 meio a meio, a luz 140 eu paguei sozinha',
    [
      ['spending', 90000, 'Moradia'],
      ['spending', 14000, 'Moradia'],
    ],
    'my half of the rent',
  ],
  [
    'paguei 15 de estacionamento no shopping, comprei uma blusa 59,90 e devolvi uma calça, me estornaram 89',
    [
      ['spending', 1500, 'Transporte'],
      ['spending', 5990, 'Outros'],
      ['income', 8900, 'Salário'],
    ],
  ],
  [
    'recebi 250 de comissão\ngastei 48 no mercadinho\n12 na lotérica',
    [
      ['income', 25000, 'Salário'],
      ['spending', 4800, 'Alimentação'],
      ['spending', 1200, 'Outros'],
    ],
  ],
  [
    'descolei 300 conto num bico de fds, torrei 90 no rolê do bar',
    [
      ['income', 30000, 'Salário'],
      ['spending', 9000, 'Alimentação'],
    ],
  ],
  [
    'paguei a mensalidade da escolinha de futebol do Davi 120 e recebi o auxílio 600',
    [
      ['spending', 12000, 'Outros'],
      ['income', 60000, 'Salário'],
    ],
  ],
  [
    'Pix recebido R$ 75,00 (venda de marmita) / Pix enviado R$ 30,00 (gás de cozinha)',
    [
      ['income', 7500, 'Salário'],
      ['spending', 3000, 'Moradia'],
    ],
  ],
  [
    'Corrida de app 18,70, atrasou muito e aí o app me devolveu 10',
    [
      ['spending', 1870, 'Transporte'],
      ['income', 1000, 'Salário'],
    ],
  ],
  [
    'paguei 45 na pizza e 12 no refri, meu namorado me devolveu 28',
    [
      ['spending', 4500, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
      ['income', 2800, 'Salário'],
    ],
  ],
  [
    'rendeu 8,42 no cdb esse mês e paguei 29,90 da assinatura da Netflix',
    [
      ['income', 842, 'Salário'],
      ['spending', 2990, 'Outros'],
    ],
  ],
  [
    '💸 salão 80 💰 vendi 2 kits de maquiagem 65 cada',
    [
      ['spending', 8000, 'Outros'],
      ['income', 13000, 'Salário'],
    ],
    '2 x 65',
  ],
  [
    'paguei 3 corridas de 99 essa semana de 15 cada e recebi 200 de um trampo de pintura',
    [
      ['spending', 4500, 'Transporte'],
      ['income', 20000, 'Salário'],
    ],
    '3 x 15; "99" is the app',
  ],
  [
    'recebi 170 da vemda do bolo e paguei 23 d gasosa na moto',
    [
      ['income', 17000, 'Salário'],
      ['spending', 2300, 'Transporte'],
    ],
  ],
];
