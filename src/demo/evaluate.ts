/**
 * Scores the rules against a corpus of everyday notes (src/demo/corpus): how many are read fully right (every entry with
 * its kind, amount and category, issue 61), and per category which category the rules chose. `npm run demo:eval` prints
 * it, with the trace of the rules that fired for each miss; docs/demo-chat.md records the figures.
 */
import type { CorpusFile } from './corpus';
import type { CorpusCase, CorpusEntry, NoteCase } from './corpus/types';
import type { Category } from './money';
import type { Entry } from './note';
import { readNote } from './rules';

/** 'none' stands for "not a transaction" in the matrix, beside the five categories. */
type Label = Category | 'none';

const LABELS: readonly Label[] = ['Alimentação', 'Salário', 'Transporte', 'Moradia', 'Outros', 'none'];

/** Reads a note as the list of entries it records, with the trace of its reading; null when it is ignored (blank). */
export type NoteReader = (text: string) => { entries: readonly Entry[]; trace?: readonly string[] } | null;

interface Miss {
  text: string;
  expected: string;
  got: string;
  reason?: string;
  /** Which rules fired for the note, in order. */
  trace?: readonly string[];
}

type NoteSize = 'none' | 'one' | 'several';

export interface Evaluation {
  total: number;
  fullyRight: number;
  /** matrix[expected][got]: per entry, by its place in the note, the label meant and the label the rules filed it under. */
  matrix: Record<Label, Record<Label, number>>;
  misses: Miss[];
  /** Right of total by how many entries the note holds: none, one, several. */
  bySize: Record<NoteSize, { right: number; total: number }>;
}

/** A row of one reading as the note it is: 'none' records nothing, anything else one entry. */
export function asNote(row: CorpusCase | NoteCase): NoteCase {
  if (typeof row[1] !== 'string') return row;
  const [text, kind, cents, category, reason] = row;
  const entries: CorpusEntry[] = kind === 'none' ? [] : [[kind, cents, category ?? 'Outros']];
  return reason === undefined ? [text, entries] : [text, entries, reason];
}

const entryText = ([kind, cents, category]: CorpusEntry) => `${kind} ${cents === null ? '—' : String(cents)} ${category}`;
/** A note's entries as one line, in a fixed order: the month moves by each kind's sum and names every entry, whatever the order. */
const entriesText = (entries: readonly CorpusEntry[]) => (entries.length === 0 ? 'nothing' : entries.map(entryText).sort().join(' + '));
const sizeOf = (entries: readonly unknown[]): NoteSize => (entries.length === 0 ? 'none' : entries.length === 1 ? 'one' : 'several');
const labelOf = (entry: CorpusEntry | undefined): Label => entry?.[2] ?? 'none';

/**
 * Scores notes: a note is right when it records exactly the entries written for it, each with its kind, amount and
 * category (order aside). Rows of one reading (CorpusCase) are read as the note they are. `read` is the demo's reader
 * unless another is given (the old engine, scored through this, gave its figure before issue 61).
 */
export function evaluate(rows: readonly (CorpusCase | NoteCase)[], read: NoteReader = readNote): Evaluation {
  const matrix = Object.fromEntries(
    LABELS.map((row) => [row, Object.fromEntries(LABELS.map((column) => [column, 0]))]),
  ) as Evaluation['matrix'];
  const misses: Miss[] = [];
  const bySize = { none: { right: 0, total: 0 }, one: { right: 0, total: 0 }, several: { right: 0, total: 0 } };
  for (const [text, entries, reason] of rows.map(asNote)) {
    const reading = read(text);
    const got = reading?.entries.map(({ kind, cents, category }): CorpusEntry => [kind, cents, category]) ?? [];
    for (let index = 0; index < Math.max(entries.length, got.length, 1); index += 1)
      matrix[labelOf(entries[index])][labelOf(got[index])] += 1;
    const size = bySize[sizeOf(entries)];
    size.total += 1;
    const expected = entriesText(entries);
    const gotText = reading ? entriesText(got) : 'ignored';
    if (gotText === expected) size.right += 1;
    else misses.push({ text, expected, got: gotText, ...(reason ? { reason } : {}), ...(reading?.trace ? { trace: reading.trace } : {}) });
  }
  return { total: rows.length, fullyRight: rows.length - misses.length, matrix, misses, bySize };
}

export const share = (right: number, total: number) => `${right} of ${total} (${((right * 100) / Math.max(total, 1)).toFixed(1)}%)`;

/**
 * One line per side of the held-out split: its files and the share of its notes read fully right; then each scored file
 * apart, so a held-out file written for one change is read on its own (issue 55).
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

/** The share right by the number of entries a note holds: 'none 8 of 8 (100.0%), one …, several …'. */
const reportSizes = ({ bySize }: Evaluation) =>
  (Object.keys(bySize) as NoteSize[]).map((size) => `${size} ${share(bySize[size].right, bySize[size].total)}`).join(', ');

/**
 * The evaluation as text: the share fully right, the confusion matrix (rows expected, columns chosen), and each miss
 * with the trace of the rules that fired for it. `withMatrix` false leaves out the matrix (the sealed set's score).
 */
export function report(evaluation: Evaluation, withMisses = true, withMatrix = true): string {
  const { total, fullyRight, matrix, misses } = evaluation;
  const width = Math.max(...LABELS.map((label) => label.length)) + 2;
  const cell = (value: string) => value.padStart(width);
  const lines = [`fully right: ${share(fullyRight, total)}; by entries: ${reportSizes(evaluation)}`];
  if (withMatrix) {
    lines.push(
      '',
      `${'expected \\ chosen'.padEnd(width + 6)}${LABELS.map(cell).join('')}`,
      ...LABELS.map((row) => `${row.padEnd(width + 6)}${LABELS.map((column) => cell(String(matrix[row][column]))).join('')}`),
    );
  }
  if (withMisses && misses.length > 0) {
    lines.push(
      '',
      'misses (expected → got), each with the rules that fired:',
      ...misses.flatMap(({ text, expected, got, reason, trace = [] }) => [
        `  ${JSON.stringify(text)}: ${expected} → ${got}${reason ? `  (${reason})` : ''}`,
        ...trace.map((step) => `      ${step}`),
      ]),
    );
  }
  return lines.join('\n');
}
