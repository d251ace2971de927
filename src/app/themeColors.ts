import postcss from 'postcss';

import tokens from '@/styles/tokens.css?raw';

/**
 * A colour the browser's own UI shows (the address bar's theme colour, an installed site's splash
 * screen), read from tokens.css, where every colour is written once: a re-brand there reaches the
 * page's theme-color and the web manifest too. Read at build time only (head tags and manifest).
 */
const stylesheet = postcss.parse(tokens);

function rootToken(name: string): string {
  let value: string | undefined;
  stylesheet.walkDecls(name, (declaration) => {
    if (declaration.parent?.type === 'rule' && declaration.parent.selector === ':root') value = declaration.value;
  });
  if (!value) throw new Error(`src/styles/tokens.css declares no ${name} on :root`);
  return value;
}

export const themeColor = rootToken('--color-brand-strong');
export const backgroundColor = rootToken('--color-surface');
