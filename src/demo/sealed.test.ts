import { describe, expect, it } from 'vitest';

import { asNote } from './evaluate';
import { tuned, WHOLE_CORPUS_MS } from './corpus';
import type { NoteCase } from './corpus/types';

/**
 * The sealed set (src/demo/corpus/sealed, issue 61) is scored, never read: no note of it, nor one within a few edits of
 * it, may appear in the rules, the lexicon, the docs, the stories, the tests or the tuned corpora. A failure names the
 * note by its place in the set and the file, never its words, so finding a leak does not spread it.
 */
const sealedModules = import.meta.glob<Record<string, unknown>>('./corpus/sealed/*.ts', { eager: true });
const sealed: readonly NoteCase[] = Object.values(sealedModules)
  .flatMap((module) => Object.values(module))
  .filter(Array.isArray)
  .flat() as NoteCase[];

/** Every file a note could leak into, as text: the rules and their tests, the lexicon and replies, the docs, the stories. */
const files = import.meta.glob<string>(
  [
    '/src/demo/**/*.ts',
    '!/src/demo/corpus/sealed/**',
    '!/src/demo/sealed.test.ts',
    '/content/**/*.ts',
    '/docs/**/*.md',
    '/README.md',
    '/stories/**/*.mdx',
    '/src/**/*.stories.tsx',
    '/src/**/*.transcript.txt',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** Lower case, no accents, one space between words: how a copied note would still match. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();

/** Edits (letters wrong, missing or extra) between two texts, or limit + 1 once past it. */
function editsApart(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** A few edits: up to one per eight letters, three at most; a short note must not appear at all (no fuzzy match). */
const fewEdits = (note: string) => Math.min(3, Math.floor(note.length / 8));

/** The quoted strings of a file: where a note would stand in code, a table or a doc. */
const QUOTED = /'([^'\n]{6,200})'|"([^"\n]{6,200})"|“([^”\n]{6,200})”|`([^`\n]{6,200})`/gu;
const quotedIn = (text: string) => Array.from(text.matchAll(QUOTED), (match) => plain(match.slice(1).find(Boolean) ?? ''));

describe('the sealed set', () => {
  it('holds notes to score, of one entry, several and none', () => {
    expect(sealed.length).toBeGreaterThanOrEqual(100);
    expect(sealed.some(([, entries]) => entries.length > 1)).toBe(true);
  });

  it('is in no rule, lexicon, doc, story or test file, not even a few edits away', { timeout: WHOLE_CORPUS_MS }, () => {
    // The files are read: the rules, the lexicon, the docs and the stories are among them.
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        '/src/demo/note.ts',
        '/content/demoLexicon/categories.ts',
        '/docs/demo-chat.md',
        '/stories/DemoRules.mdx',
        '/src/demo/corpus/notes.ts',
      ]),
    );
    const leaks: string[] = [];
    const quoted = Object.entries(files).map(([file, text]) => ({ file, text: plain(text), quoted: quotedIn(text) }));
    sealed.forEach(([note], index) => {
      const wanted = plain(note);
      const limit = fewEdits(wanted);
      for (const { file, text, quoted: strings } of quoted) {
        if (text.includes(wanted) || (limit > 0 && strings.some((string) => editsApart(string, wanted, limit) <= limit))) {
          leaks.push(`sealed note #${index + 1} in ${file}`);
        }
      }
    });
    expect(leaks).toEqual([]);
  });

  it('is no note of the tuned corpora, not even a few edits away', { timeout: WHOLE_CORPUS_MS }, () => {
    const notes = tuned.map(asNote).map(([text]) => plain(text));
    const leaks = sealed.flatMap(([note], index) => {
      const wanted = plain(note);
      const limit = fewEdits(wanted);
      return notes.some((text) => editsApart(text, wanted, limit) <= limit) ? [`sealed note #${index + 1}`] : [];
    });
    expect(leaks).toEqual([]);
  });

  it('catches a planted leak, by its place only', () => {
    // Planted: a note of the set copied with one letter changed, into a stand-in file's quoted string.
    const [first] = sealed;
    const note = plain(first?.[0] ?? '');
    const copied = `x${note.slice(1)}`;
    const limit = fewEdits(note);
    const found = limit > 0 ? editsApart(plain(copied), note, limit) <= limit : plain(`a '${note}' b`).includes(note);
    expect(found).toBe(true);
  });
});
