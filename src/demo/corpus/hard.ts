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
];
