/**
 * Scores the rules against a corpus of everyday messages (src/demo/corpus): how many are read
 * fully right (kind, amount and category), and per category which category the rules chose.
 * `npm run demo:eval` prints it; docs/demo-chat.md records the figures.
 */
import type { CorpusFile } from './corpus';
import type { CorpusCase } from './corpus/types';
import type { Category } from './money';
import { readMessage } from './rules';

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
