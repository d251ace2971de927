/**
 * Choosing the category. Income is always Salário (spec §5's only income row). A spending is
 * filed under the lexicon entry it contains (content/demoLexicon/): who a thing is for first ('petisco pro
 * gato' is Outros), then the category most of the things named file ('frango, leite e saco de lixo' is the
 * groceries'), then the longest entry
 * ('uber eats' beats 'uber', 'casa de carnes' beats 'casa'), then a strong word beats a weak one
 * ('pizza em casa' is Alimentação), then the first in the message ('gastei 40 na comida e 20 no
 * uber' is Alimentação). No entry: Outros (spec §5: "anything else").
 */
import type { Category, DemoKind } from './money';
import { lexicon, readWords } from './lexicon';

/** Spec §5's only income row: every income message is filed here, whatever else it mentions. */
const INCOME_CATEGORY = 'Salário' satisfies Category;

/** Spec §5: "anything else". */
const FALLBACK_CATEGORY = 'Outros' satisfies Category;

/** The category of a normalized message of the given kind; the amount is left out of the text first, so 'paguei 99 no mercado' is not the 99 app. */
export function chooseCategory(text: string, kind: Exclude<DemoKind, 'none'>): Category {
  if (kind === 'income') return INCOME_CATEGORY;
  return categoryMatch(text) ?? FALLBACK_CATEGORY;
}

/** The category the words of a normalized text name, or null when they name none (issue 61: a clause may take its neighbour's). */
export function categoryMatch(text: string): Category | null {
  const found = lexicon().categoryTable.find(readWords(text));
  // Who a thing is for decides over what it is ('petisco pro gato').
  const forWhom = found.filter(({ value }) => value.forWhom);
  // …and what it is over the store it came from ('geladeira na Casas Bahia').
  const things = found.filter(({ value }) => !value.store);
  const named = forWhom.length > 0 ? forWhom : things.length > 0 ? things : found;
  // The category most of the things name ('picanha, linguiça e saco de lixo' is the groceries').
  const count = (category: string) => named.filter(({ value }) => value.category === category).length;
  const most = Math.max(0, ...named.map(({ value }) => count(value.category)));
  const matches = named.filter(({ value }) => count(value.category) === most);
  const best = matches.reduce<(typeof matches)[number] | undefined>((winner, match) => {
    if (!winner) return match;
    if (match.length !== winner.length) return match.length > winner.length ? match : winner;
    return winner.value.weak && !match.value.weak ? match : winner;
  }, undefined);
  return best?.value.category ?? null;
}
