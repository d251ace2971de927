import type { NoteCase } from './types';

/**
 * blind24 — everyday finance notes written blind (without seeing how the demo reads them) on 3 Dec 2026.
 * Leaning to young people and couples: students, first jobs, gamers, gig workers, friends and partners splitting bills;
 * typed fast with slang and typos, dictated with amounts in words, or written carefully.
 *
 * 90 notes:
 *  - 60 list notes holding several entries (two to five);
 *  - 16 list notes that are ONE entry (stated total, quantity × unit price, split share, instalment);
 *  -  8 notes of a single entry;
 *  -  6 notes that record nothing.
 */
export const blind24: NoteCase[] = [
  // ── Lists with several entries (60) ──
  [
    'mano hj gastei 45 no ifood e 12 de busao',
    [
      ['spending', 4500, 'Alimentação'],
      ['spending', 1200, 'Transporte'],
    ],
  ],
  [
    'recebi 1.850 do estagio\npaguei 600 do aluguel da rep',
    [
      ['income', 185000, 'Salário'],
      ['spending', 60000, 'Moradia'],
    ],
  ],
  [
    'cerveja 28 + porção 35 + uber 22,50',
    [
      ['spending', 2800, 'Alimentação'],
      ['spending', 3500, 'Alimentação'],
      ['spending', 2250, 'Transporte'],
    ],
  ],
  [
    'vinte e dois e cinquenta de padaria e trinta de gasolina',
    [
      ['spending', 2250, 'Alimentação'],
      ['spending', 3000, 'Transporte'],
    ],
  ],
  [
    'freela de design caiu 800 🙌 ja torrei 120 num tenis',
    [
      ['income', 80000, 'Salário'],
      ['spending', 12000, 'Outros'],
    ],
  ],
  [
    'gasolina 50 conto mais lava jato 30',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 3000, 'Transporte'],
    ],
  ],
  [
    'skin no valorant 49,90 e recarga do cel 20',
    [
      ['spending', 4990, 'Outros'],
      ['spending', 2000, 'Outros'],
    ],
  ],
  [
    'açaí 18 depois sorvete 12 kkk to sem controle',
    [
      ['spending', 1800, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
    ],
  ],
  [
    'Internet 99,90, água 67,30 e gás 120',
    [
      ['spending', 9990, 'Moradia'],
      ['spending', 6730, 'Moradia'],
      ['spending', 12000, 'Moradia'],
    ],
  ],
  [
    'ganhei 150 de gorjeta nas entregas hj, gastei 40 de gasolina na moto',
    [
      ['income', 15000, 'Salário'],
      ['spending', 4000, 'Transporte'],
    ],
  ],
  [
    'pix de 200 da minha mae 🙏 e paguei 89 da academia',
    [
      ['income', 20000, 'Salário'],
      ['spending', 8900, 'Outros'],
    ],
  ],
  [
    'farmacia 37,80 remedio pra gripe\nmercadinho 23',
    [
      ['spending', 3780, 'Outros'],
      ['spending', 2300, 'Alimentação'],
    ],
  ],
  [
    'uber 14 uber 19',
    [
      ['spending', 1400, 'Transporte'],
      ['spending', 1900, 'Transporte'],
    ],
  ],
  [
    'salario 2k caiu finalmente, aluguel 950 e condominio 320',
    [
      ['income', 200000, 'Salário'],
      ['spending', 95000, 'Moradia'],
      ['spending', 32000, 'Moradia'],
    ],
  ],
  [
    'comprei o livro da facul 78 e xerox 12,50',
    [
      ['spending', 7800, 'Outros'],
      ['spending', 1250, 'Outros'],
    ],
  ],
  [
    'bandejao 4,50 cafe 3',
    [
      ['spending', 450, 'Alimentação'],
      ['spending', 300, 'Alimentação'],
    ],
  ],
  [
    'vendi meu controle de ps4 por 180 e comprei um headset de 150',
    [
      ['income', 18000, 'Salário'],
      ['spending', 15000, 'Outros'],
    ],
  ],
  [
    'hj: 12.90 pastel, 8 caldo de cana, 6 estacionamento',
    [
      ['spending', 1290, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
      ['spending', 600, 'Transporte'],
    ],
  ],
  [
    'cashback do nubank 23,40 e spotify 21,90',
    [
      ['income', 2340, 'Salário'],
      ['spending', 2190, 'Outros'],
    ],
  ],
  [
    'paguei a fatura do celular 59,99 tbm paguei a consulta do gato no vet 180',
    [
      ['spending', 5999, 'Outros'],
      ['spending', 18000, 'Outros'],
    ],
  ],
  [
    'recebi trezentos reais de freela e gastei cinquenta no bar',
    [
      ['income', 30000, 'Salário'],
      ['spending', 5000, 'Alimentação'],
    ],
  ],
  [
    '99 pro trampo 16,70 almoço 27 99 de volta 18,20',
    [
      ['spending', 1670, 'Transporte'],
      ['spending', 2700, 'Alimentação'],
      ['spending', 1820, 'Transporte'],
    ],
    'the 99s are the ride app, not amounts',
  ],
  [
    'sabado:\n• feira 52\n• padaria 14,80\n• uber 21\n• cinema 44\n• pix da venda do bolo 60',
    [
      ['spending', 5200, 'Alimentação'],
      ['spending', 1480, 'Alimentação'],
      ['spending', 2100, 'Transporte'],
      ['spending', 4400, 'Outros'],
      ['income', 6000, 'Salário'],
    ],
  ],
  [
    'iptu 187 e o cara q veio arrumar o chuveiro cobrou 90',
    [
      ['spending', 18700, 'Moradia'],
      ['spending', 9000, 'Moradia'],
    ],
  ],
  [
    'paguei o jantar com a namorada 140 e ela me mandou 70 no pix',
    [
      ['spending', 14000, 'Alimentação'],
      ['income', 7000, 'Salário'],
    ],
    'I paid the whole dinner; her pix back to me is money that came to me',
  ],
  [
    'pedágio 7,80 na ida e 7,80 na volta, gasolina 150',
    [
      ['spending', 780, 'Transporte'],
      ['spending', 780, 'Transporte'],
      ['spending', 15000, 'Transporte'],
    ],
  ],
  [
    'bolsa da IC caiu 700\npaguei 45 de bandejão da semana\nrecarga do bilhete único 50',
    [
      ['income', 70000, 'Salário'],
      ['spending', 4500, 'Alimentação'],
      ['spending', 5000, 'Transporte'],
    ],
  ],
  [
    'ingresso do show 240 e camiseta da banda 90',
    [
      ['spending', 24000, 'Outros'],
      ['spending', 9000, 'Outros'],
    ],
  ],
  [
    'caiu o vale 600 e o reembolso da empresa 85',
    [
      ['income', 60000, 'Salário'],
      ['income', 8500, 'Salário'],
    ],
  ],
  [
    'comprei ração 89,90 pro dog e um brinquedo de 25',
    [
      ['spending', 8990, 'Outros'],
      ['spending', 2500, 'Outros'],
    ],
  ],
  [
    'corte 40, barba 20 💈',
    [
      ['spending', 4000, 'Outros'],
      ['spending', 2000, 'Outros'],
    ],
  ],
  [
    'Hoje entrou R$ 1.234,56 da venda no Mercado Livre e paguei R$ 42,50 de envio nos Correios',
    [
      ['income', 123456, 'Salário'],
      ['spending', 4250, 'Outros'],
    ],
    'postage for an item I sold is not my own transport: Outros',
  ],
  [
    'paguei cento e vinte e sete vírgula noventa no mercado e quarenta de uber',
    [
      ['spending', 12790, 'Alimentação'],
      ['spending', 4000, 'Transporte'],
    ],
  ],
  [
    'lanche no intervalo 15 e passagem 4,40',
    [
      ['spending', 1500, 'Alimentação'],
      ['spending', 440, 'Transporte'],
    ],
  ],
  [
    'pizza 60 refri 12 sorvete 20',
    [
      ['spending', 6000, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
      ['spending', 2000, 'Alimentação'],
    ],
    'no total given, so each item is its own entry',
  ],
  [
    'Luz 187,45\nÁgua 92,10\nInternet 119,90\nCondomínio 450',
    [
      ['spending', 18745, 'Moradia'],
      ['spending', 9210, 'Moradia'],
      ['spending', 11990, 'Moradia'],
      ['spending', 45000, 'Moradia'],
    ],
  ],
  [
    'uber eats 38 e uber pra casa 21',
    [
      ['spending', 3800, 'Alimentação'],
      ['spending', 2100, 'Transporte'],
    ],
  ],
  [
    'hj rodei no ifood e fiz 210, gastei 35 de gasolina e 18 no almoço',
    [
      ['income', 21000, 'Salário'],
      ['spending', 3500, 'Transporte'],
      ['spending', 1800, 'Alimentação'],
    ],
    'a delivery rider: the 210 is earnings from the app',
  ],
  [
    'salário 3.200 entrou, paguei 1.100 de aluguel e 89 de internet',
    [
      ['income', 320000, 'Salário'],
      ['spending', 110000, 'Moradia'],
      ['spending', 8900, 'Moradia'],
    ],
  ],
  [
    'recebi oitenta e cinco reais de uma entrega e gastei doze reais e cinquenta centavos num lanche',
    [
      ['income', 8500, 'Salário'],
      ['spending', 1250, 'Alimentação'],
    ],
  ],
  [
    'cinema 32 pipoca 28 uber 17',
    [
      ['spending', 3200, 'Outros'],
      ['spending', 2800, 'Alimentação'],
      ['spending', 1700, 'Transporte'],
    ],
  ],
  [
    'steam 89,99 e ifood 41,50 pq ngm é de ferro',
    [
      ['spending', 8999, 'Outros'],
      ['spending', 4150, 'Alimentação'],
    ],
  ],
  [
    'troquei o pneu da moto 180 e calibragem 2',
    [
      ['spending', 18000, 'Transporte'],
      ['spending', 200, 'Transporte'],
    ],
  ],
  [
    'mesada 300 e gastei 60 no shopping com roupa',
    [
      ['income', 30000, 'Salário'],
      ['spending', 6000, 'Outros'],
    ],
  ],
  [
    'pix recebido 450 (aula particular)\npix recebido 150 (aula particular)',
    [
      ['income', 45000, 'Salário'],
      ['income', 15000, 'Salário'],
    ],
  ],
  [
    'comprei uma escrivaninha 350 e uma cadeira 420 pro quarto',
    [
      ['spending', 35000, 'Moradia'],
      ['spending', 42000, 'Moradia'],
    ],
  ],
  [
    'plano do celular 49,90\nspotify 21,90\ndisney 33,90',
    [
      ['spending', 4990, 'Outros'],
      ['spending', 2190, 'Outros'],
      ['spending', 3390, 'Outros'],
    ],
  ],
  [
    'bar ontem 87 e hj ressaca farmacia 22 😵',
    [
      ['spending', 8700, 'Alimentação'],
      ['spending', 2200, 'Outros'],
    ],
  ],
  [
    'depositaram 8 mil do salario e paguei 1.800 do aluguel + 380 condominio',
    [
      ['income', 800000, 'Salário'],
      ['spending', 180000, 'Moradia'],
      ['spending', 38000, 'Moradia'],
    ],
  ],
  [
    'vendi uns livros usados 60 e tomei um cafe na cantina 5',
    [
      ['income', 6000, 'Salário'],
      ['spending', 500, 'Alimentação'],
    ],
  ],
  [
    '2 mangos de bala e 8 de coxinha',
    [
      ['spending', 200, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'tipo, paguei 120 de luz e 40 de gás',
    [
      ['spending', 12000, 'Moradia'],
      ['spending', 4000, 'Moradia'],
    ],
  ],
  [
    'recebi 2k do freela e 1,5k do outro cliente',
    [
      ['income', 200000, 'Salário'],
      ['income', 150000, 'Salário'],
    ],
  ],
  [
    'burguer 35 🍔 uber 19 🚗 chopp 24 🍺',
    [
      ['spending', 3500, 'Alimentação'],
      ['spending', 1900, 'Transporte'],
      ['spending', 2400, 'Alimentação'],
    ],
  ],
  [
    'caiu a primeira parcela do 13º 1.600 e paguei a revisão do carro 780',
    [
      ['income', 160000, 'Salário'],
      ['spending', 78000, 'Transporte'],
    ],
  ],
  [
    'amigo secreto 50 e o rodízio da firma 89',
    [
      ['spending', 5000, 'Outros'],
      ['spending', 8900, 'Alimentação'],
    ],
    'the secret-santa gift is a present (Outros); the rodízio is a restaurant meal',
  ],
  [
    'paguei a luz e o ifood 45',
    [
      ['spending', null, 'Moradia'],
      ['spending', 4500, 'Alimentação'],
    ],
    'luz has no amount of its own; the 45 goes with the ifood',
  ],

  // ── Lists that are ONE entry (16) ──
  ['3 coxinhas a 6 cada', [['spending', 1800, 'Alimentação']], '3 × 6'],
  ['pizza com a galera deu 120, dividimos em 4', [['spending', 3000, 'Alimentação']], 'split: my share is 120 / 4'],
  ['rachei o uber com minha namorada, deu 36, metade cada', [['spending', 1800, 'Transporte']], 'split: my half of 36'],
  ['celular novo 2.400 em 12x no cartão', [['spending', 20000, 'Outros']], 'instalment: one of 12'],
  ['comprei 5 pacotinhos de figurinha a 7 reais', [['spending', 3500, 'Outros']], '5 × 7'],
  ['aluguel do ap 2.400 dividido em 3, minha parte 800', [['spending', 80000, 'Moradia']], 'split: my share'],
  ['camiseta, bermuda e meia na renner, 189,70 tudo', [['spending', 18970, 'Outros']], 'stated total of several items'],
  ['sofá 3.600 em 10x', [['spending', 36000, 'Moradia']], 'instalment: one of 10; furniture'],
  ['mercado com o mozão 310, metade minha', [['spending', 15500, 'Alimentação']], 'split with partner: my half'],
  ['conta do bar deu 245 e rachamos em 5', [['spending', 4900, 'Alimentação']], 'split: my share is 245 / 5'],
  ['luz e internet juntas no debito automatico, 231,40', [['spending', 23140, 'Moradia']], 'one stated total for both bills'],
  ['gasolina 10 litros a 6,19', [['spending', 6190, 'Transporte']], '10 × 6,19'],
  [
    'airbnb da viagem com a galera 1.800 em 6 pessoas',
    [['spending', 30000, 'Outros']],
    'split among 6: my share is 300; travel lodging is leisure',
  ],
  ['recebi do freela 3 artes a 150 cada', [['income', 45000, 'Salário']], '3 × 150 received'],

  // ── Single entries (8) ──
  ['uber 23,90', [['spending', 2390, 'Transporte']]],
  ['caiu meu salário de R$ 2.870,50 🎉', [['income', 287050, 'Salário']]],
  ['cinquenta e cinco de açaí kkkk', [['spending', 5500, 'Alimentação']]],
  ['gasolina 100 pila', [['spending', 10000, 'Transporte']]],
  ['comprei um remédio pra dor de cabeça', [['spending', null, 'Outros']], 'no amount given'],
  ['ganhei 80 de gorjeta hj no bar q eu trampo', [['income', 8000, 'Salário']]],
  ['quanto eu gastei esse mes com ifood?', [], 'a question'],
  ['lembrar de pagar a luz sexta', [], 'a reminder of a future payment'],
  ['o joao ta me devendo 50 do role', [], 'a debt owed to me: no money has moved yet'],
  ['minha namorada pagou o cinema pra mim hj 🥰', [], 'someone else paid for me: no money of mine moved'],
];
