import type { CorpusCase } from './types';

/**
 * Everyday messages we know the rules misread, each with why. They count in `npm run demo:eval`;
 * src/demo/corpus.test.ts checks each is still misread, so a rule that learns to read one moves it
 * into the corpus proper.
 */
export const hard: CorpusCase[] = [
  [
    'corridas de hoje deram 320',
    'income',
    32_000,
    'Salário',
    "a driver's takings for the day: 'deram' is how a price is said too ('o mercado deu 320'), and 'corridas' is a ride bought as often as one driven",
  ],
  [
    'troquei 1 pneu, os outros 3 fica pra depois, 380',
    'spending',
    38_000,
    'Transporte',
    "counts are tyres; 380 paid. Since issue 61 each clause is read on its own, and 'os outros 3 fica pra depois' holds one plain number, which no other number of its clause outranks",
  ],
  [
    '2 corridas de 99, 27 reais',
    'spending',
    2_700,
    'Transporte',
    "99 is the ride app and 27 was paid for both rides; the comma parts them, and in its own clause '2 corridas de 99' holds no other number, so 99 is the price of each (R$ 198,00)",
  ],
];
