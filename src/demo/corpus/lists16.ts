import type { NoteCase } from './types';

/**
 * Lists (the sixteenth blind dev set's classes): new members of each class, written for it, none a note of the dev sets.
 */
export const lists16: NoteCase[] = [
  // Party decorations and a car's bodywork, words the lexicon lacked: each files its own line.
  [
    'bolo 70, bexigas 15',
    [
      ['spending', 7_000, 'Alimentação'],
      ['spending', 1_500, 'Outros'],
    ],
  ],
  [
    'salgadinho 45\nenfeites 38',
    [
      ['spending', 4_500, 'Alimentação'],
      ['spending', 3_800, 'Outros'],
    ],
  ],
  [
    'refri 12 e bandeirinhas 20 pro arraiá',
    [
      ['spending', 1_200, 'Alimentação'],
      ['spending', 2_000, 'Outros'],
    ],
  ],
  [
    'almoço 30, o funileiro cobrou 400',
    [
      ['spending', 3_000, 'Alimentação'],
      ['spending', 40_000, 'Transporte'],
    ],
  ],
  [
    'lanche 18 e chapeação da porta 900',
    [
      ['spending', 1_800, 'Alimentação'],
      ['spending', 90_000, 'Transporte'],
    ],
  ],
  [
    'pizza 60 e parachoque novo 750',
    [
      ['spending', 6_000, 'Alimentação'],
      ['spending', 75_000, 'Transporte'],
    ],
  ],
  // Bills named before 'que' and the day they fall due: not paid yet, a reminder.
  ['contas que vencem amanhã: luz 180 e água 75', []],
  ['fatura q vence dia 10: 1.240', []],
  ['boleto que vence hoje, condomínio 530', []],
  ['faturas que vencem dia 15: nubank 900 e inter 430', []],
];
