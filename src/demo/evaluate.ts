/**
 * Scores the rules against a corpus of everyday messages (src/demo/corpus): how many are read
 * fully right (kind, amount and category), and per category which category the rules chose.
 * `npm run demo:eval` prints it; docs/demo-chat.md records the figures.
 */
import type { CorpusFile } from './corpus';
import type { CorpusCase, CorpusEntry, NoteCase } from './corpus/types';
import type { Category } from './money';
import { readMessage, readNote } from './rules';

/** 'none' stands for "not a transaction" in the matrix, beside the five categories. */
export type Label = Category | 'none';

export const LABELS: readonly Label[] = ['Alimentação', 'Salário', 'Transporte', 'Moradia', 'Outros', 'none'];

interface Miss {
  text: string;
  expected: string;
  got: string;
  reason?: string;
}

export interface Evaluation {
  total: number;
  fullyRight: number;
  /** matrix[expected][got]: how many messages of the expected label the rules filed under each label. */
  matrix: Record<Label, Record<Label, number>>;
  misses: Miss[];
}

const describe = (kind: string, cents: number | null, label: Label) => `${kind} ${cents === null ? '—' : String(cents)} ${label}`;

export function evaluate(corpus: readonly CorpusCase[]): Evaluation {
  const matrix = Object.fromEntries(
    LABELS.map((row) => [row, Object.fromEntries(LABELS.map((column) => [column, 0]))]),
  ) as Evaluation['matrix'];
  const misses: Miss[] = [];
  for (const [text, kind, cents, category, reason] of corpus) {
    const reading = readMessage(text);
    const expected: Label = kind === 'none' ? 'none' : (category ?? 'Outros');
    const got: Label = !reading || reading.kind === 'none' ? 'none' : (reading.category ?? 'Outros');
    matrix[expected][got] += 1;
    const right = reading !== null && reading.kind === kind && reading.cents === cents && got === expected;
    if (!right) {
      misses.push({
        text,
        expected: describe(kind, cents, expected),
        got: reading ? describe(reading.kind, reading.cents, got) : 'ignored',
        ...(reason ? { reason } : {}),
      });
    }
  }
  return { total: corpus.length, fullyRight: corpus.length - misses.length, matrix, misses };
}

export const share = (right: number, total: number) => `${right} of ${total} (${((right * 100) / Math.max(total, 1)).toFixed(1)}%)`;

/**
 * One line per side of the held-out split: its files and the share of its messages read fully right; then
 * each scored file apart, so a held-out file written for one change is read on its own (issue 55).
 */
export function reportSides(files: readonly CorpusFile[]): string {
  const line = (side: CorpusFile['side'], title: string) => {
    const ofSide = files.filter((file) => file.side === side);
    const { fullyRight, total } = evaluate(ofSide.flatMap(({ rows }) => rows));
    return `${title} (${ofSide.map(({ name }) => name).join(', ') || 'no file'}): ${share(fullyRight, total)}`;
  };
  const apart = files
    .filter(({ side }) => side === 'scored')
    .map(({ name, rows }) => {
      const { fullyRight, total } = evaluate(rows);
      return `  ${name}: ${share(fullyRight, total)}`;
    });
  return [line('tuned', 'tuned on'), line('scored', 'scored only'), ...apart].join('\n');
}

/** The evaluation as text: the share fully right, the confusion matrix (rows expected, columns chosen), and each miss. */
export function report({ total, fullyRight, matrix, misses }: Evaluation, withMisses = true): string {
  const width = Math.max(...LABELS.map((label) => label.length)) + 2;
  const cell = (value: string) => value.padStart(width);
  const lines = [
    `fully right: ${share(fullyRight, total)}`,
    '',
    `${'expected \\ chosen'.padEnd(width + 6)}${LABELS.map(cell).join('')}`,
    ...LABELS.map((row) => `${row.padEnd(width + 6)}${LABELS.map((column) => cell(String(matrix[row][column]))).join('')}`),
  ];
  if (withMisses && misses.length > 0) {
    lines.push(
      '',
      'misses (expected → got):',
      ...misses.map(({ text, expected, got, reason }) => `  ${JSON.stringify(text)}: ${expected} → ${got}${reason ? `  (${reason})` : ''}`),
    );
  }
  return lines.join('\n');
}

/** Reads a note as the list of entries it records; null when it is ignored (blank). */
export type NoteReader = (text: string) => { entries: readonly CorpusEntry[]; trace?: readonly string[] } | null;

interface NoteMiss {
  text: string;
  expected: string;
  got: string;
  reason?: string;
  /** Which rules fired for the note, in order. */
  trace?: readonly string[];
}

export interface NoteEvaluation {
  total: number;
  fullyRight: number;
  misses: NoteMiss[];
  /** Right of total by how many entries the note holds: none, one, several. */
  bySize: Record<NoteSize, { right: number; total: number }>;
}

type NoteSize = 'none' | 'one' | 'several';
const sizeOf = (entries: readonly unknown[]): NoteSize => (entries.length === 0 ? 'none' : entries.length === 1 ? 'one' : 'several');

const entryText = ([kind, cents, category]: CorpusEntry) => `${kind} ${cents === null ? '—' : String(cents)} ${category}`;
/** A note's entries as one line, in a fixed order: the month moves by each kind's sum and names every entry, whatever the order. */
const entriesText = (entries: readonly CorpusEntry[]) => (entries.length === 0 ? 'nothing' : entries.map(entryText).sort().join(' + '));

/** A row of one reading as the note it is: 'none' records nothing, anything else one entry. */
export function asNote([text, kind, cents, category, reason]: CorpusCase): NoteCase {
  const entries: CorpusEntry[] = kind === 'none' ? [] : [[kind, cents, category ?? 'Outros']];
  return reason === undefined ? [text, entries] : [text, entries, reason];
}

/**
 * Scores notes that may hold several entries (issue 61): a note is right when it records exactly the entries written for
 * it, each with its kind, amount and category (order aside). `read` is the demo's reader unless another is given.
 */
export function evaluateNotes(notes: readonly NoteCase[], read: NoteReader = readNote): NoteEvaluation {
  const misses: NoteMiss[] = [];
  const bySize = { none: { right: 0, total: 0 }, one: { right: 0, total: 0 }, several: { right: 0, total: 0 } };
  for (const [text, entries, reason] of notes) {
    const reading = read(text);
    const expected = entriesText(entries);
    const got = reading ? entriesText(reading.entries) : 'ignored';
    const size = bySize[sizeOf(entries)];
    size.total += 1;
    if (got === expected) size.right += 1;
    else misses.push({ text, expected, got, ...(reason ? { reason } : {}), ...(reading?.trace ? { trace: reading.trace } : {}) });
  }
  return { total: notes.length, fullyRight: notes.length - misses.length, misses, bySize };
}

/** The share right and, unless left out, each miss with the trace of the rules that fired for it. */
export function reportNotes({ total, fullyRight, misses, bySize }: NoteEvaluation, withMisses = true): string {
  const sizes = (Object.keys(bySize) as NoteSize[]).map((size) => `${size} ${share(bySize[size].right, bySize[size].total)}`);
  const lines = [`fully right: ${share(fullyRight, total)}; by entries: ${sizes.join(', ')}`];
  if (withMisses && misses.length > 0) {
    lines.push(
      'misses (expected → got):',
      ...misses.flatMap(({ text, expected, got, reason, trace = [] }) => [
        `  ${JSON.stringify(text)}: ${expected} → ${got}${reason ? `  (${reason})` : ''}`,
        ...trace.map((step) => `      ${step}`),
      ]),
    );
  }
  return lines.join('\n');
}
