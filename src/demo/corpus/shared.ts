import type { NoteCase } from './types';

/**
 * Money shared between roommates, couples, friends and family (the ninth blind dev set's classes), each with new members
 * written for it: none is a note of a dev or held-out set.
 */
export const shared: NoteCase[] = [
  // Someone else paying for a thing of mine is no entry of mine: a thing of mine another paid for, or a thing another paid
  // beside what I paid in the same note.
  ['meu avô pagou meu curso de inglês 400', []],
  ['a tia pagou minha passagem de 250 e eu comprei o lanche 22', [['spending', 2_200, 'Alimentação']]],
  ['paguei o cinema 56 e ele pagou a pipoca 30', [['spending', 5_600, 'Outros']]],
  ['na pizzaria meu cunhado pagou tudo, eu só acertei o estacionamento 15', [['spending', 1_500, 'Transporte']]],
];
