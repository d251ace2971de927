/** One custom property of src/styles/tokens.css, with the comment written after it on its line. */
export interface Token {
  name: string;
  value: string;
  note?: string;
}

/** The tokens under one heading comment of tokens.css (`/* Type: … *\/`): its text before the first colon, then the rest. */
export interface TokenGroup {
  title: string;
  description?: string;
  tokens: Token[];
}

// A heading comment alone, or a declaration with an optional comment after it on the same line.
const PART = /\/\*([\s\S]*?)\*\/|(--[\w-]+)\s*:\s*([^;]+);[ \t]*(?:\/\*([\s\S]*?)\*\/)?/g;

const clean = (text: string) => text.replace(/\s*\n\s*\*?\s*/g, ' ').trim();
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Reads tokens.css into groups, so the docs page and the Storybook theme are generated from the
 * file itself and cannot drift from it. Groups with no tokens (the file's header) are dropped.
 */
export function parseTokens(css: string): TokenGroup[] {
  const groups: TokenGroup[] = [];
  let current: TokenGroup | undefined;
  for (const [, heading, name, value, note] of css.matchAll(PART)) {
    if (heading !== undefined) {
      const [title = '', ...rest] = clean(heading).split(':');
      const description = rest.join(':').trim();
      current = { title: title.trim(), tokens: [], ...(description && { description: capitalise(description) }) };
      groups.push(current);
    } else if (name && value) {
      if (!current) groups.push((current = { title: 'Tokens', tokens: [] }));
      current.tokens.push({ name, value: clean(value), ...(note && { note: clean(note) }) });
    }
  }
  return groups.filter((group) => group.tokens.length > 0);
}

/** Every token of every group, by name. */
export function tokenValues(groups: TokenGroup[]): Record<string, string> {
  return Object.fromEntries(groups.flatMap((group) => group.tokens.map((token) => [token.name, token.value])));
}
