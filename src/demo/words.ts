/**
 * Reading words: how a message and the lexicon's entries are cut into words, and how a typed word
 * finds the entry it means (accents, plurals, one-letter typos). Plain TypeScript, no DOM.
 */
// The little words are read from the content itself, not through lexicon(): lexicon.ts imports this module.
import { diminutiveEndings, laughs, littleWords, pluralEndings } from '@content/demoLexicon/little';

/** Lower case without accents or cedillas: 'SALÁRIO' → 'salario', 'Alimentação' → 'alimentacao'. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Letters and digits that touch make one word, so 'uber2' and 'ps5' are words of their own.
const WORD = /[\p{L}\p{N}]+/gu;

/** The little words a phrase is matched without (content/demoLexicon/little.ts): a handful, read as they are written. */
const LITTLE_WORDS: ReadonlySet<string> = new Set(littleWords);

/** A message's words, normalized, in order: 'Conta da LUZ: R$ 187,34' → ['conta', 'da', 'luz', 'r', '187', '34']. */
export function wordsOf(text: string): string[] {
  return Array.from(normalize(text).matchAll(WORD), ([word]) => word);
}

/**
 * An emoji and what is joined to it: skin tones (U+1F3FB–U+1F3FF) and further emoji after a
 * zero-width joiner. Variation selectors (U+FE0F, U+FE0E) and a keycap's enclosing mark are marks,
 * gone after `normalize`.
 */
const EMOJI = String.raw`\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\u200D\p{Extended_Pictographic})*`;
// The words of the lexicon: words of letters and digits, and emoji.
const KEY_WORD = new RegExp(String.raw`[\p{L}\p{N}]+|${EMOJI}`, 'gu');
const EMOJI_ALONE = new RegExp(String.raw`^(?:${EMOJI}|\u200D)+$`, 'u');
const OPENING_EMOJI = new RegExp(String.raw`^(?:\s|${EMOJI})+`, 'u');

/** True when a token is emoji only (a joiner between them too): no word, nor a mark of money. */
export const isEmoji = (token: string) => EMOJI_ALONE.test(token);

/** A text without the spaces and emoji that open it ('🙏 + 80 faxina' → '+ 80 faxina'). */
export const withoutOpeningEmoji = (text: string) => text.replace(OPENING_EMOJI, '');
const SKIN_TONES = /[\u{1F3FB}-\u{1F3FF}]/gu;
// The gender sign a joiner adds to a person ('👷‍♂️' is '👷'): it says who, not what.
const JOINED_GENDER = /\u200D[\u2640\u2642]/gu;

/**
 * The words a phrase is matched on: normalized, little words left out, emoji in their place as
 * words of their own ('🍔🍟 42,90' → ['🍔', '🍟', '42', '90']). An emoji's skin tone and a joined
 * gender sign are dropped; any other joined sequence is one word ('🧑‍🍳', not '🧑' and '🍳').
 */
export function keyWords(text: string): string[] {
  return tokensOf(text).filter((word) => !isLittleWord(word));
}

/** The words of keyWords with the little words kept, in order: what a rule reads when a little word matters ('do salário'). */
export function tokensOf(text: string): string[] {
  return Array.from(normalize(text).matchAll(KEY_WORD), ([word]) => word.replace(SKIN_TONES, '').replace(JOINED_GENDER, ''));
}

export const isLittleWord = (word: string) => LITTLE_WORDS.has(word);

let laughPattern: RegExp | undefined;

/** True when a word is a laugh typed as a word ('kkk', 'hahaha', 'rsrs'): it adds nothing to what a message is, nor names a thing. */
export function isLaugh(word: string): boolean {
  // Built on first use from the lexicon's laughs, then kept.
  laughPattern ??= new RegExp(
    `^(?:${laughs.map(({ syllable, least, tail }) => `(?:${syllable}){${least},}${tail ? `${tail}?` : ''}`).join('|')})$`,
    'u',
  );
  return laughPattern.test(word);
}

/** Singular forms a typed plural may have: 'pizzas' → 'pizza', 'paes' → 'pao', 'alugueis' → 'aluguel', 'hamburgueres' → 'hamburguer'. */
export function singularsOf(word: string): string[] {
  const forms: string[] = [];
  const swap = (ending: string, replacement: string) => {
    const form = word.slice(0, -ending.length) + replacement;
    if (word.endsWith(ending) && form.length >= 3) forms.push(form);
  };
  for (const [ending, replacement] of pluralEndings) swap(ending, replacement);
  return forms;
}

/**
 * The plain forms a diminutive may stand for, likeliest first ('açaizinho' → 'acai', 'cervejinha' → 'cerveja', 'lanchinho' →
 * 'lanche', 'bolinho' → 'bolo'); none for a word that is no diminutive. A plural diminutive gives its singular's forms.
 */
function diminutivesOf(word: string): string[] {
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  const forms: string[] = [];
  const swap = (ending: string, ...replacements: string[]) => {
    const stem = singular.slice(0, -ending.length);
    if (singular.endsWith(ending) && stem.length >= 2) forms.push(...replacements.map((replacement) => stem + replacement));
  };
  for (const [ending, ...replacements] of diminutiveEndings) swap(ending, ...replacements);
  return forms;
}

/** A one-letter typo is forgiven only in words this long or longer, and never in the first letter ('salrio', 'mercao'; not 'uver', which the lexicon lists). */
export const TYPO_MIN_LENGTH = 5;

// Only entries of letters take typos: not one with digits ('ps5'), nor an emoji sequence, whose code units are no letters ('👩‍👩‍👧' is not '👨‍👩‍👧').
const LETTERS_ONLY = /^\p{L}+$/u;

/** Every string one deleted letter away from `word`. */
function deletions(word: string): string[] {
  return Array.from(word, (_, index) => word.slice(0, index) + word.slice(index + 1));
}

/** True when `a` and `b` are one letter wrong, missing, extra or swapped apart (Damerau distance 1). */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  // Past the common start, at least one string has a letter left (a !== b), so this stops.
  let start = 0;
  while (a[start] === b[start]) start += 1;
  const [restA, restB] = [a.slice(start), b.slice(start)];
  if (restA.slice(1) === restB.slice(1)) return true; // one letter wrong
  if (restA.slice(1) === restB || restA === restB.slice(1)) return true; // one letter extra or missing
  // Two swapped (shorter rests returned above).
  return restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2);
}

/**
 * The words a lexicon knows, and what each typed word is taken for. `known` are words that are
 * never corrected (entries, and plain words that merely look like one, such as 'conto' beside 'conta').
 */
export class Spelling {
  readonly #entries: ReadonlySet<string>;
  readonly #known: ReadonlySet<string>;
  /** Each entry of TYPO_MIN_LENGTH letters or more, and each of its one-letter deletions → the entries it comes from. */
  readonly #byDeletion = new Map<string, Set<string>>();
  /** Entries not yet in #byDeletion: the index is built a slice at a time (`index`), and whole before any correction. */
  readonly #unindexed: string[];

  /** Letters typed as they sound and the letters spelled ('x' for 'ch'). */
  readonly #sounds: readonly (readonly [string, string])[];

  constructor(entries: Iterable<string>, known: Iterable<string> = [], sounds: readonly (readonly [string, string])[] = []) {
    this.#entries = new Set(entries);
    this.#sounds = sounds;
    this.#known = new Set([...this.#entries, ...known]);
    this.#unindexed = [...this.#entries].filter((entry) => entry.length >= TYPO_MIN_LENGTH && LETTERS_ONLY.test(entry));
  }

  /**
   * Indexes up to `count` more entries for typo correction, the costly part of building a lexicon; true while some
   * are left. The lexicon builds it in slices, each a task of its own, so a key typed meanwhile waits for one slice.
   */
  index(count = Infinity): boolean {
    for (const entry of this.#unindexed.splice(0, count)) {
      for (const key of [entry, ...deletions(entry)]) {
        const set = this.#byDeletion.get(key) ?? new Set<string>();
        set.add(entry);
        this.#byDeletion.set(key, set);
      }
    }
    return this.#unindexed.length > 0;
  }

  /**
   * The entry a typed word stands for: its singular when that is an entry ('casas' → 'casa', also
   * inside 'casas bahia'), itself when it is known, the entry it spells as it sounds ('xurrasco'), the one entry a letter away when exactly one
   * is, or whose singular is ('cervrjas' → 'cerveja'), otherwise the word unchanged.
   */
  read(word: string): string {
    const singular = singularsOf(word).find((form) => this.#entries.has(form));
    if (singular) return singular;
    if (this.#known.has(word)) return word;
    // A diminutive of an entry is the entry ('açaizinho', 'cervejinha'), where the word is none as it stands.
    const plain = diminutivesOf(word).find((form) => this.#entries.has(form));
    if (plain) return plain;
    // A word typed as it sounds is the entry it spells ('xurrasco' → 'churrasco', 'bolaxas' → 'bolacha').
    for (const [typed, spelled] of this.#sounds) {
      if (!word.includes(typed)) continue;
      const respelled = word.replaceAll(typed, spelled);
      const entry = [respelled, ...singularsOf(respelled)].find((form) => this.#entries.has(form));
      if (entry) return entry;
    }
    const corrected = this.pluralSafe(word, this.correct(word));
    if (corrected !== null) return singularsOf(corrected).find((form) => this.#entries.has(form)) ?? corrected;
    for (const form of singularsOf(word)) {
      // The plural of a plain word is no typo ('contos' is money, not 'conta').
      if (this.#known.has(form)) return word;
      // A typo in a short plural's singular is less likely than a word the lexicon does not hold (issue 61): a
      // correction there needs a letter more than one in a word as typed ('cervrjas' → 'cerveja', not 'ferias' → 'feira').
      if (form.length <= TYPO_MIN_LENGTH) continue;
      const entry = this.correct(form);
      if (entry !== null) return entry;
    }
    return word;
  }

  /**
   * A correction that only moves a plural's ending ('mouses' → 'mousse') is less likely than a plural of a word the
   * lexicon does not hold (issue 61): null then.
   */
  private pluralSafe(word: string, corrected: string | null): string | null {
    if (corrected === null || !word.endsWith('s')) return corrected;
    let same = 0;
    while (word[same] === corrected[same]) same += 1;
    return same >= word.length - 2 ? null : corrected;
  }

  /** True when a word is known as it stands: an entry or a plain word of the rules ('bônus' ends in -s and is no plural). */
  knows(word: string): boolean {
    return this.#known.has(word);
  }

  /** True when a typed word is an entry as it stands, or the plural of one ('mercado', 'cervejas'; not 'mercao'). */
  isEntry(word: string): boolean {
    return this.#entries.has(word) || singularsOf(word).some((form) => this.#entries.has(form));
  }

  /** The one entry a typed word of TYPO_MIN_LENGTH letters or more is a one-letter typo of, or null when there is none or more than one. */
  correct(word: string): string | null {
    if (word.length < TYPO_MIN_LENGTH || /\d/.test(word)) return null;
    this.index();
    const candidates = new Set<string>();
    for (const key of [word, ...deletions(word)]) {
      // The first letter must match: typos rarely hit it, and without it 'banho' would be 'ganho'.
      for (const entry of this.#byDeletion.get(key) ?? []) if (entry[0] === word[0] && isOneEditApart(word, entry)) candidates.add(entry);
    }
    const [only, ...others] = candidates;
    return only !== undefined && others.length === 0 ? only : null;
  }
}

/** One phrase found in a message: where it starts (in key words), how many key words it covers, and what it means. */
export interface PhraseMatch<T> {
  start: number;
  length: number;
  value: T;
}

/**
 * Finds phrases in a message's key words, the longest first at each position ('uber eats' before
 * 'uber'), never two overlapping. Phrases are given already cut into key words.
 */
export class PhraseTable<T> {
  readonly #phrases = new Map<string, T>();
  #longest = 1;

  add(words: readonly string[], value: T): void {
    if (words.length === 0) return;
    const key = words.join(' ');
    if (!this.#phrases.has(key)) this.#phrases.set(key, value);
    this.#longest = Math.max(this.#longest, words.length);
  }

  /** The words of every phrase, for the spelling to know. */
  words(): string[] {
    return [...this.#phrases.keys()].flatMap((key) => key.split(' '));
  }

  find(words: readonly string[]): PhraseMatch<T>[] {
    const matches: PhraseMatch<T>[] = [];
    let start = 0;
    while (start < words.length) {
      let found: PhraseMatch<T> | undefined;
      for (let length = Math.min(this.#longest, words.length - start); length >= 1 && !found; length -= 1) {
        const value = this.#phrases.get(words.slice(start, start + length).join(' '));
        if (value !== undefined) found = { start, length, value };
      }
      if (found) matches.push(found);
      start += found?.length ?? 1;
    }
    return matches;
  }
}

/** True when the words hold the phrase anywhere, in order, with a word after it that `after` allows (any, unless given). */
export function holds(words: readonly string[], phrase: readonly string[], after: (next: string) => boolean = () => true): boolean {
  return words.some(
    (_, start) => phrase.every((word, index) => words[start + index] === word) && after(words[start + phrase.length] ?? ''),
  );
}
