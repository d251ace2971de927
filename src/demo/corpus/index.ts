import type { CorpusCase, NoteCase } from './types';

/**
 * Our corpus of everyday messages, split by file into the part the rules are tuned on and the part
 * they are only scored on. The rules' authors read and fix the misses of the tuned files; the
 * scored files are the honest measure of whether the rules generalise, so no one tunes a rule on
 * them. Every other file of this folder is scored only: a new file starts there, and moves here
 * only when its misses have been worked on (then it no longer measures anything new).
 */
export const TUNED_FILES: readonly string[] = [
  'month',
  'chats',
  'earlier',
  'classes',
  'heldout',
  'blind',
  'blind2',
  'blind3',
  'blind4',
  'blind5',
  'blind6',
  'blind7',
  'blind8',
  'blind9',
  'blind10',
  'blind11',
  'blind12',
  'blind13',
  'blind14',
  'blind15',
  'blind16',
  'blind17',
  'blind18',
  'blind19',
  'blind20',
  'blind21',
  'blind22',
  'blind23',
  'blind24',
  'blind25',
  'blind26',
  'blind27',
  'blind28',
  'notes',
  'sellers',
  'shared',
  'summaries',
  'lists16',
  'lists17',
  'lists21',
  'hard',
];

/**
 * How long a test that reads the whole corpus may take: some 2,400 notes read once or twice each, under coverage's
 * instrumentation on a loaded two-core machine (a fresh gate ran them at 5–6 s past Vitest's 5 s default). A correctness
 * check with room, never a timing: speed is measured in the benchmarks (docs/performance.md).
 */
export const WHOLE_CORPUS_MS = 60_000;

/** The file of the tuned side that holds the messages we know the rules misread (src/demo/corpus.test.ts keeps it honest). */
const HARD_FILE = 'hard';

/**
 * A row: a note read as one entry or none (CorpusCase), or as every entry it lists (NoteCase, issue 61). The sealed set
 * (./sealed) is no file of this folder: it is scored by `npm run demo:eval`, never tuned on or read.
 */
export type CorpusRow = CorpusCase | NoteCase;

/** Each file's rows, by its name ('month' for month.ts); every file of the folder but this one and the types. */
const modules = import.meta.glob<Record<string, readonly CorpusRow[]>>(['./*.ts', '!./index.ts', '!./types.ts'], { eager: true });

export interface CorpusFile {
  name: string;
  side: 'tuned' | 'scored';
  rows: readonly CorpusRow[];
}

/** The corpus files in name order, each with its side. */
export const corpusFiles: readonly CorpusFile[] = Object.entries(modules)
  .map(([path, exports]) => {
    const name = path.replace(/^\.\/|\.ts$/g, '');
    return { name, side: TUNED_FILES.includes(name) ? ('tuned' as const) : ('scored' as const), rows: Object.values(exports).flat() };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

const rowsOf = (files: readonly CorpusFile[]) => files.flatMap(({ rows }) => rows);

/** The messages we know the rules misread, each with why: they count in the tuned side's score. */
export const hard: readonly CorpusRow[] = rowsOf(corpusFiles.filter(({ name }) => name === HARD_FILE));

/** Every tuned message the rules must read fully right (src/demo/corpus.test.ts runs it). */
export const corpus: readonly CorpusRow[] = rowsOf(corpusFiles.filter(({ name, side }) => side === 'tuned' && name !== HARD_FILE));

/** The tuned side as `npm run demo:eval` scores it: the corpus and the messages we know it misreads. */
export const tuned: readonly CorpusRow[] = [...corpus, ...hard];

/** The scored-only side: messages no rule was tuned on. */
export const scored: readonly CorpusRow[] = rowsOf(corpusFiles.filter(({ side }) => side === 'scored'));

/** Both sides: what the metamorphic tests transform. */
export const everyMessage: readonly CorpusRow[] = [...tuned, ...scored];

/** The notes the metamorphic checks change: both sides but the hard ones, whose table reading the rules are known to miss. */
export const readRight: readonly CorpusRow[] = [...corpus, ...scored];
