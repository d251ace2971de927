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
];
