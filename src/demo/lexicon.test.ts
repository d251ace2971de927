import { describe, expect, it } from 'vitest';

import { categoryLexicon } from '@content/demoLexicon/categories';
import { billWords, incomeEvents, incomeSources, specIncomeWords } from '@content/demoLexicon/income';
import { spendingVerbs } from '@content/demoLexicon/verbs';

import { lexicon } from './lexicon';
import { isOneEditApart, keyWords, normalize, TYPO_MIN_LENGTH } from './words';

const { categoryTable, signalTable, spelling } = lexicon();

/** What an entry means: its category, or its signal for income and spending. */
function meaningOf(word: string): string {
  const category = categoryTable.find([word]).find((match) => match.length === 1)?.value.category;
  const signal = signalTable.find([word]).find((match) => match.length === 1)?.value;
  return [category, signal].filter(Boolean).join('+') || 'phrase word';
}

/** Every string one letter wrong, missing, extra or swapped away from a word (a–z), its first letter kept (the only typos the spelling forgives). */
function oneLetterTypos(word: string): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const typos = new Set<string>();
  for (let index = 0; index <= word.length; index += 1) {
    const [head, tail] = [word.slice(0, index), word.slice(index)];
    if (tail) typos.add(head + tail.slice(1));
    if (tail.length > 1) typos.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const letter of letters) {
      typos.add(head + letter + tail);
      if (tail) typos.add(head + letter + tail.slice(1));
    }
  }
  typos.delete(word);
  return [...typos].filter((typo) => typo.startsWith(word.charAt(0)));
}

/** The optimal string alignment distance (letters wrong, missing, extra, or two swapped), never below the true one. */
function alignedDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i] as number[];
      const up = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] ?? 0, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
    }
  }
  return (rows[a.length] as number[])[b.length] ?? 0;
}

describe('the lexicon', () => {
  it.each([
    ['Alimentação', ['mercado', 'comida', 'alimentação']],
    ['Transporte', ['transporte', 'uber', 'combustível']],
    ['Moradia', ['casa', 'aluguel', 'moradia']],
  ])('holds every keyword spec §5 gives %s', (category, keywords) => {
    expect(categoryLexicon.find((row) => row.category === category)?.words).toEqual(expect.arrayContaining(keywords));
  });

  it("holds spec §5's income words", () => {
    expect([...incomeEvents, ...incomeSources]).toEqual(expect.arrayContaining(['recebi', 'salário', 'ganho']));
    expect(specIncomeWords).toEqual(['recebi', 'salário', 'ganho']);
  });

  it('keeps the spending categories in the spec order, with Outros last', () => {
    expect(categoryLexicon.map(({ category }) => category)).toEqual(['Alimentação', 'Transporte', 'Moradia', 'Outros']);
  });

  it('writes every entry in lower case, so the docs page reads as typed', () => {
    const all = [...categoryLexicon.flatMap(({ words }) => words), ...incomeEvents, ...incomeSources, ...spendingVerbs, ...billWords];
    for (const word of all) expect(word, word).toBe(word.toLowerCase());
  });

  it('files each entry under one category only', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { category, words } of categoryLexicon) {
      for (const word of words) {
        const key = keyWords(word).join(' ');
        const earlier = seen.get(key);
        if (earlier && earlier !== category) clashes.push(`${word}: ${earlier} and ${category}`);
        seen.set(key, category);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('starts no question or reminder with nothing, and greets with no number word', () => {
    const { questionStarts, reminderStarts, greetings, numberWords } = lexicon();
    expect([...questionStarts, ...reminderStarts].filter((start) => start.length === 0)).toEqual([]);
    // A greeting is a message of greeting words only; a number word among them would hide an amount.
    expect([...greetings].filter((word) => numberWords.has(word) || word === 'mil')).toEqual([]);
  });

  it('marks as weak only words it lists', () => {
    for (const { words, weak = [] } of categoryLexicon) expect(words.map(normalize)).toEqual(expect.arrayContaining(weak.map(normalize)));
  });
});

describe('forgiving spelling', () => {
  const entries = [...new Set([...categoryTable.words(), ...signalTable.words()])].filter(
    (word) => word.length >= TYPO_MIN_LENGTH && !/\d/.test(word),
  );

  it.each([
    ['salrio', 'salario'],
    ['mercao', 'mercado'],
    ['gasolna', 'gasolina'],
    ['gasloina', 'gasolina'],
    ['condominoi', 'condominio'],
    ['aluguell', 'aluguel'],
    ['restaurnte', 'restaurante'],
    // A typo in a plural: its singular is one letter from an entry.
    ['cervrjas', 'cerveja'],
    ['alugieis', 'aluguel'],
    ['alimrntos', 'alimento'],
  ])('reads the typo %j as %j', (typo, entry) => {
    expect(spelling.read(typo)).toBe(entry);
  });

  it.each(['uver', 'ubre', 'cas', 'luzz'])('forgives no typo in a word shorter than five letters: %j stays itself', (typo) => {
    expect(spelling.correct(typo)).toBeNull();
  });

  it.each([
    ['banho', 'ganho'],
    ['nercado', 'mercado'],
    ['xomida', 'comida'],
  ])('forgives no typo in the first letter: %j is not %j', (typo) => {
    expect(spelling.correct(typo)).toBeNull();
  });

  it('never corrects an entry into another entry', () => {
    for (const entry of entries) expect(spelling.read(entry)).toBe(entry);
  });

  it('never corrects a word that means something else (money, little words)', () => {
    for (const word of ['conto', 'reais', 'contos', 'pilas', 'quanto', 'lembra']) expect(spelling.read(word)).toBe(word);
  });

  /*
   * The collision check: a typo is corrected only where it points to one entry. Two entries of
   * different meanings that one typo could reach from both would make that typo ambiguous; the
   * spelling then leaves it alone. Here every one-letter typo of every entry is read back: it must
   * come back as the entry itself or stay unread, never as an entry with another meaning.
   */
  it('reads every one-letter typo of an entry as that entry or not at all, never as another meaning', () => {
    const wrong: string[] = [];
    // A typo of an entry is corrected only to an entry one edit from the typo with its first letter, so only an entry
    // of another meaning two edits away or less (three in the aligned distance, which never counts fewer) can take
    // one: those typos are read back, the rest cannot be misread (the lexicon tripled with issue 55; reading back every
    // typo of every entry took 5-10 s).
    const meaning = new Map(entries.map((entry) => [entry, meaningOf(entry)]));
    const byFirst = new Map<string, string[]>();
    for (const entry of entries) byFirst.set(entry.charAt(0), [...(byFirst.get(entry.charAt(0)) ?? []), entry]);
    for (const entry of entries) {
      const neighbours = (byFirst.get(entry.charAt(0)) ?? []).filter(
        (other) =>
          Math.abs(other.length - entry.length) <= 2 && meaning.get(other) !== meaning.get(entry) && alignedDistance(entry, other) <= 3,
      );
      if (neighbours.length === 0) continue;
      // Only a typo one edit from a neighbour of another meaning can be read as it.
      for (const typo of oneLetterTypos(entry).filter((typo) => neighbours.some((other) => isOneEditApart(typo, other)))) {
        const read = spelling.correct(typo);
        if (read !== null && read !== entry && meaningOf(read) !== meaning.get(entry) && !meaning.has(typo)) {
          wrong.push(`${typo}: ${entry} (${meaningOf(entry)}) read as ${read} (${meaningOf(read)})`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // About 1.5 s on a quiet 2-core machine; the gate runs it beside the other unit tests, with coverage.
  }, 20_000);

  it.each([
    ['abc', 'abd', true],
    ['salario', 'salrio', true],
    ['salario', 'slaario', true],
    ['salario', 'salarioo', true],
    ['salario', 'salario', false],
    ['salario', 'slario', true],
    ['salario', 'salraio', true],
    ['salario', 'sairalo', false],
    ['mercado', 'merado', true],
    ['mercado', 'mercadoria', false],
    ['abc', 'cba', false],
  ])('isOneEditApart(%j, %j) → %s', (a, b, expected) => {
    expect(isOneEditApart(a, b)).toBe(expected);
  });
});
