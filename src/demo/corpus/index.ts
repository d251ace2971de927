import { earlier } from './earlier';
import type { CorpusCase } from './types';

/** Every message of our corpus, in one list (src/demo/corpus.test.ts runs it; `npm run demo:eval` scores it). */
export const corpus: readonly CorpusCase[] = [...earlier];
