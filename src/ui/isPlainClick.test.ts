import { describe, expect, it } from 'vitest';

import { isPlainClick } from '@/ui/isPlainClick';

const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, cancelable: true, ...init });

describe('isPlainClick', () => {
  it('is true for an unhandled left click', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)('is false with %s held (new tab or window)', (key) => {
    expect(isPlainClick(click({ [key]: true }))).toBe(false);
  });

  it('is false for another button', () => {
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
  });

  it('is false once a handler has cancelled the click', () => {
    const event = click();
    event.preventDefault();
    expect(isPlainClick(event)).toBe(false);
  });
});
