import type { NoteCase } from './types';

/**
 * Summaries pasted (the twelfth and thirteenth blind dev sets' classes): new members of each class, written for it, none a
 * note of the dev sets.
 */
export const summaries: NoteCase[] = [
  // Change given back said with a verb and no 'troco' after a payment: the payment less the change.
  ['açougue, paguei com 200 e o rapaz voltou 37,50', [['spending', 16_250, 'Alimentação']]],
  [
    'uber 14 e na lotérica dei 50 e a moça me voltou 8',
    [
      ['spending', 1_400, 'Transporte'],
      ['spending', 4_200, 'Outros'],
    ],
  ],
  ['farmácia: entreguei uma de 100 e voltaram 62', [['spending', 3_800, 'Outros']]],
  [
    'paguei 45 de pizza e voltei pra casa de uber 19',
    [
      ['spending', 4_500, 'Alimentação'],
      ['spending', 1_900, 'Transporte'],
    ],
  ],
  // A zero amount beside entries records nothing; a subtotal after its group only sums it.
  [
    'gorjetas da semana: sexta 45, sábado 0, domingo 62',
    [
      ['income', 4_500, 'Salário'],
      ['income', 6_200, 'Salário'],
    ],
  ],
  [
    'gastos do dia\nalmoço 27\nônibus 0 (fui a pé)\nmercado 61,40',
    [
      ['spending', 2_700, 'Alimentação'],
      ['spending', 6_140, 'Alimentação'],
    ],
  ],
  [
    'CASA\naluguel 950\ncondomínio 310\nsubtotal 1.260\nLAZER\ncinema 44\nsubtotal 44',
    [
      ['spending', 95_000, 'Moradia'],
      ['spending', 31_000, 'Moradia'],
      ['spending', 4_400, 'Outros'],
    ],
  ],
  [
    'feira 38, padaria 16, sub total 54, uber 22',
    [
      ['spending', 3_800, 'Alimentação'],
      ['spending', 1_600, 'Alimentação'],
      ['spending', 2_200, 'Transporte'],
    ],
  ],
  // A part said with 'disso', 'desse valor' after its total is part of it, no entry.
  ['farmácia 150 e uns 90 disso foi remédio de pressão', [['spending', 15_000, 'Outros']]],
  ['paguei 600 de condomínio, 120 desse valor é fundo de reserva', [['spending', 60_000, 'Moradia']]],
  [
    'feira 85; 30 do total foi só fruta, e uber 18',
    [
      ['spending', 8_500, 'Alimentação'],
      ['spending', 1_800, 'Transporte'],
    ],
  ],
  // A correction said inline keeps the corrected amount only.
  [
    'almoço 32, ops, 34 do almoço, e café 6',
    [
      ['spending', 3_400, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
    ],
  ],
  [
    'uber 27, não, foi 29, e pão 8',
    [
      ['spending', 2_900, 'Transporte'],
      ['spending', 800, 'Alimentação'],
    ],
  ],
  [
    'farmácia 64, quer dizer 46, e padaria 12',
    [
      ['spending', 4_600, 'Outros'],
      ['spending', 1_200, 'Alimentação'],
    ],
  ],
  ['paguei 55 de internet, ops 65 de internet', [['spending', 6_500, 'Moradia']]],
  // A source said received ('aluguel recebido') is income whatever place it names after it: where the money came from.
  [
    'diária recebida da obra: 250. Almoço: 22',
    [
      ['income', 25_000, 'Salário'],
      ['spending', 2_200, 'Alimentação'],
    ],
  ],
  ['diária recebida da faxina no apartamento: 180', [['income', 18_000, 'Salário']]],
  ['aluguel recebido casa da praia 2.300', [['income', 230_000, 'Salário']]],
  // A bare count and 'de' right after the thing named, then the price: that many at that price.
  ['ingresso do show, 2 de 150', [['spending', 30_000, 'Outros']]],
  ['camiseta do time, 3 de 60', [['spending', 18_000, 'Outros']]],
  ['pão de queijo pra turma, 4 de 6,50', [['spending', 2_600, 'Alimentação']]],
  // A digit after a plural article at a clause's end ('paguei os 3') is the things said before, no amount of its own.
  ['2 cervejas de 12, paguei as 2', [['spending', 2_400, 'Alimentação']]],
  ['pizza pros meninos, 4 fatias de 9, paguei as 4', [['spending', 3_600, 'Alimentação']]],
  [
    'bolo 45 e levei os 2 docinhos de 5',
    [
      ['spending', 4_500, 'Alimentação'],
      ['spending', 1_000, 'Alimentação'],
    ],
  ],
  // A bank statement pasted: the sign before each line's amount says which way the money went.
  [
    'Extrato 02/09\n(+) 300,00 PIX RECEBIDO ANA\n(-) 54,90 FARMACIA POPULAR\n(-) 18,00 UBER TRIP',
    [
      ['income', 30_000, 'Salário'],
      ['spending', 5_490, 'Outros'],
      ['spending', 1_800, 'Transporte'],
    ],
  ],
  [
    '(-) 120,00 CONTA DE LUZ\n(-) 35,00 PADARIA',
    [
      ['spending', 12_000, 'Moradia'],
      ['spending', 3_500, 'Alimentação'],
    ],
  ],
  [
    '(+) 80,00 JOAO SILVA\n(-) 40,00 MERCADINHO',
    [
      ['income', 8_000, 'Salário'],
      ['spending', 4_000, 'Alimentação'],
    ],
  ],
];
