import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { parseTokens, tokenValues } from './tokens';

// Read from disk: Vitest stubs CSS imports, ?raw included.
const css = readFileSync('src/styles/tokens.css', 'utf8');

describe('parseTokens', () => {
  it('reads every custom property of tokens.css, once, with its value', () => {
    const declared = [...css.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name);
    const parsed = parseTokens(css).flatMap((group) => group.tokens.map((token) => token.name));
    expect(parsed).toEqual(declared);
    expect(declared.length).toBeGreaterThan(40);
    expect(tokenValues(parseTokens(css))['--color-brand']).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('groups tokens under the comment before them and keeps same-line notes', () => {
    const groups = parseTokens(`
      /* File header, no tokens */
      :root {
        /* Colour */
        --a: #fff; /* white */
        /* Type: a system stack,
           nothing downloaded */
        --font: system-ui,
          sans-serif;
      }`);
    expect(groups).toEqual([
      { title: 'Colour', tokens: [{ name: '--a', value: '#fff', note: 'white' }] },
      { title: 'Type', description: 'A system stack, nothing downloaded', tokens: [{ name: '--font', value: 'system-ui, sans-serif' }] },
    ]);
  });
});
