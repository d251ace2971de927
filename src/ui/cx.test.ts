import { describe, expect, it } from 'vitest';

import { cx } from '@/ui/cx';

describe('cx', () => {
  it('joins the given class names with one space', () => {
    expect(cx('Root', 'extra')).toBe('Root extra');
  });

  it('skips missing and empty ones', () => {
    expect(cx('Root', undefined, '', null, false)).toBe('Root');
    expect(cx()).toBe('');
  });
});
