/**
 * The demo chat's pt-BR lexicon: the words, phrases, brands and apps Brazilians type, by category,
 * and the words that tell income from spending. Reviewed like copy: a marketer adds a word here and
 * nowhere else; Docs / Demo chat rules lists every entry.
 *
 * How the rules read it (src/demo):
 * - Entries are written as people type them, with accents; case and accents never matter.
 * - A phrase is matched word by word, skipping the little words 'de', 'do', 'da', 'dos', 'das',
 *   'o', 'a', 'os', 'as', 'no', 'na', 'nos', 'nas', 'em', 'um', 'uma' on both sides, so 'conta de luz'
 *   also matches 'conta da luz' and 'conta luz'. The longest phrase wins: 'uber eats' (Alimentação)
 *   beats 'uber' (Transporte), 'casa de carnes' beats 'casa'.
 * - A plural finds its singular ('pizzas', 'pães', 'aluguéis'), so only the singular is listed.
 * - A word of five letters or more also matches with one letter wrong, missing, extra or swapped
 *   ('salrio', 'mercao', 'gasolna'), where that points to one entry only. Shorter misspellings
 *   people really type are listed as entries ('uver').
 */
import type { DemoCategory } from '@content/types';

import { food } from './food';
import { transport } from './transport';
import { home } from './home';
import { other } from './other';

/** One category's entries. */
export interface CategoryWords {
  category: DemoCategory;
  words: readonly string[];
  weak?: readonly string[];
  /**
   * The emoji people type for the category, read as words wherever they stand ('🍔🍟 42,90',
   * '⛽ 180'). Listed in their plain form: the colour selector (U+FE0F), skin tones and a joined
   * gender sign are dropped before reading ('⛽️', '👷🏾‍♂️' are '⛽', '👷').
   */
  emoji?: readonly string[];
  /**
   * Words another category files alone that are this one's when counted ('uma água', '2 águas') or beside this one's
   * things in a note ('pastel 8 e uma água 5'): a drink bought, not the water bill. Alone, uncounted, the other wins.
   */
  counted?: readonly string[];
  /**
   * Who a thing is bought for, when that decides over what the thing is ('petisco 15 pro gato', 'biscoito pro cachorro':
   * a pet's things are Outros). Each is one of `words`.
   */
  forWhom?: readonly string[];
  /**
   * Stores that sell all kinds of things: they say where a thing was bought, not what it is, so a thing named beside one
   * decides ('geladeira na Casas Bahia' is Moradia); alone they file the purchase here. Each is one of `words`.
   */
  stores?: readonly string[];
}

/**
 * Spending categories, in spec §5's table order. A spending is filed under the category of the
 * longest entry it contains; between entries of the same length, a strong word beats a `weak` one,
 * and then the first in the message wins. Outros lists the names that would otherwise be misread
 * (Mercado Livre is a store, not a market; ração is not food for people).
 */
export const categoryLexicon: readonly CategoryWords[] = [food, transport, home, other];
