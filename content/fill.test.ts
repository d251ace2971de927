import { describe, expect, it } from 'vitest';

import { site } from '@content/site';
import { fill } from '@content/fill';

describe('fill', () => {
  it('replaces every placeholder with its value', () => {
    expect(fill('{n} de {total}', { n: 2, total: 5 })).toBe('2 de 5');
  });

  it('replaces a placeholder each time it occurs', () => {
    expect(fill('{a}-{a}', { a: 'x' })).toBe('x-x');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fill('Olá, {name}', {})).toBe('Olá, {name}');
  });

  it('treats the value as plain text, not as a replacement pattern', () => {
    expect(fill('{price}', { price: '$& $1' })).toBe('$& $1');
  });

  it('fills the footer copyright', () => {
    expect(fill(site.footer.copyright, { year: 2026 })).toBe(`© 2026 ${site.name}. Todos os direitos reservados.`);
  });
});
