import { chats } from './chats';
import { earlier } from './earlier';
import { hard } from './hard';
import { month } from './month';
import type { CorpusCase } from './types';

/** Every message of our corpus that the rules must read fully right (src/demo/corpus.test.ts runs it). */
export const corpus: readonly CorpusCase[] = [...month, ...chats, ...earlier];

/** The corpus and the messages we know the rules misread: what `npm run demo:eval` and the docs page score. */
export const everyMessage: readonly CorpusCase[] = [...corpus, ...hard];

export { hard };
