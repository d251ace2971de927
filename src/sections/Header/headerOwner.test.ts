import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { ownMenuClosing, ownScrolledFlag, SCROLLED_ATTRIBUTE } from './headerOwner';

// The Header's OpaqueOnScroll story and the end-to-end tests show both in a real browser; this covers what they can't
// see: one write per frame, one owner, and nothing left listening after release.
describe('ownScrolledFlag', () => {
  let frames: FrameRequestCallback[] = [];
  let cancelFrame: MockInstance<typeof window.cancelAnimationFrame>;
  let header: HTMLElement;

  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    cancelFrame = vi.spyOn(window, 'cancelAnimationFrame');
    header = document.createElement('header');
  });

  afterEach(() => {
    for (const release of releases.splice(0)) release();
    window.scrollY = 0;
  });

  /** The flag owned for this test, released after it. */
  const own = (threshold?: number) => {
    const release = ownScrolledFlag(header, threshold);
    releases.push(release);
    return release;
  };
  const releases: (() => void)[] = [];

  function scrollTo(y: number) {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  }

  function runFrames() {
    const pending = frames;
    frames = [];
    pending.forEach((callback) => callback(performance.now()));
  }

  it('writes the current position at once (a reload half way down is opaque from the start)', () => {
    window.scrollY = 400;
    own();
    expect(header.getAttribute(SCROLLED_ATTRIBUTE)).toBe('true');
  });

  it('is true only above the threshold: 50 is still false, 51 is true', () => {
    own(50);
    expect(header.getAttribute(SCROLLED_ATTRIBUTE)).toBe('false');
    scrollTo(50);
    runFrames();
    expect(header.getAttribute(SCROLLED_ATTRIBUTE)).toBe('false');
    scrollTo(51);
    runFrames();
    expect(header.getAttribute(SCROLLED_ATTRIBUTE)).toBe('true');
    scrollTo(0);
    runFrames();
    expect(header.getAttribute(SCROLLED_ATTRIBUTE)).toBe('false');
  });

  it('asks for one frame per burst of scroll events, and writes only when that frame runs', () => {
    own();
    scrollTo(20);
    scrollTo(60);
    scrollTo(120);
    expect(frames).toHaveLength(1);
    expect(header.getAttribute(SCROLLED_ATTRIBUTE)).toBe('false');
    runFrames();
    expect(header.getAttribute(SCROLLED_ATTRIBUTE)).toBe('true');
  });

  it('has one owner: a second caller stands down, and its release leaves the owner listening', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const release = ownScrolledFlag(header);
    ownScrolledFlag(header)();
    expect(add.mock.calls.filter(([type]) => type === 'scroll')).toHaveLength(1);
    scrollTo(80);
    runFrames();
    expect(header.getAttribute(SCROLLED_ATTRIBUTE)).toBe('true');
    release();
  });

  it('listens passively and cleans up on release, including a pending frame', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const release = ownScrolledFlag(header);
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    const listener = add.mock.calls.find(([type]) => type === 'scroll')?.[1];
    scrollTo(80);
    release();
    expect(remove).toHaveBeenCalledWith('scroll', listener);
    expect(cancelFrame).toHaveBeenCalledWith(1);
    expect(header.hasAttribute(SCROLLED_ATTRIBUTE)).toBe(false);
  });
});

describe('ownMenuClosing', () => {
  function menuWithLink() {
    const menu = document.createElement('div');
    menu.setAttribute('popover', 'auto');
    menu.innerHTML = '<a href="#planos">Planos</a><button type="button">x</button>';
    document.body.append(menu);
    const hide = vi.fn();
    Object.assign(menu, { hidePopover: hide, matches: (selector: string) => selector === ':popover-open' });
    return { menu, hide };
  }

  it('closes an open menu when a link in it is picked, and not for anything else in it', () => {
    const release = ownMenuClosing(document);
    const { menu, hide } = menuWithLink();
    menu.querySelector('button')?.click();
    expect(hide).not.toHaveBeenCalled();
    menu.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(hide).toHaveBeenCalledTimes(1);
    release();
    menu.remove();
  });

  it('has one owner per document: a second caller stands down, and the owner released stops listening', () => {
    const release = ownMenuClosing(document);
    ownMenuClosing(document)();
    const { menu, hide } = menuWithLink();
    menu.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(hide).toHaveBeenCalledTimes(1);
    release();
    menu.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(hide).toHaveBeenCalledTimes(1);
    menu.remove();
  });
});
