import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { consentStorage } from '@content/consent';
import { ISLAND, ISLAND_READY_EVENT, ISLAND_REQUESTED_EVENT } from '@/ui/Island/islandAttributes';
import { DEMO_CHAT_SLOT } from '@/widgets/DemoChat/demoUnavailable';

// One page, as the prerender writes it, and one early script, as a visitor gets them: each island is asked for when
// the visitor reaches for it, and what the visitor did before its code arrived is held for it (src/app/early.ts).
// The entry (React's chunk) is a stand-in here: the test hears what is asked of it and answers as it would.

const ENTRY = '/src/app/themeColors.ts';
vi.stubGlobal('__APP_ENTRY__', ENTRY);
const entryImported = vi.fn();
vi.doMock(ENTRY, () => (entryImported(), {}));

/** The page's IntersectionObserver: what it watches, with what margin, and a way to bring a target near. */
const nearing: { targets: Element[]; margin?: string; callback?: IntersectionObserverCallback } = { targets: [] };
vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      nearing.callback = callback;
      nearing.margin = options?.rootMargin;
    }
    observe(target: Element) {
      nearing.targets.push(target);
    }
    unobserve(target: Element) {
      nearing.targets = nearing.targets.filter((watched) => watched !== target);
    }
  },
);
const bringNear = (target: Element, isIntersecting = true) =>
  nearing.callback?.([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);

const PAGE = `
  <div ${ISLAND.name}="header" ${ISLAND.when}="touch"><header><button type="button">Menu</button></header></div>
  <div ${ISLAND.name}="demo" ${ISLAND.when}="visible"><div data-slot="${DEMO_CHAT_SLOT}">
    <div role="log"><ol><li data-from="bot"><span data-slot="chat-text">Olá</span><time>09:00</time></li></ol></div>
    <form method="dialog"><input value=""><button type="submit">Enviar</button></form>
  </div></div>
  <div ${ISLAND.name}="demo" ${ISLAND.when}="visible"><div data-slot="${DEMO_CHAT_SLOT}">
    <div role="log"><ol><li data-from="bot"><span data-slot="chat-text">Olá</span><time>09:00</time></li></ol></div>
    <form method="dialog"><textarea></textarea><button type="submit">Enviar</button></form>
  </div></div>
  <div ${ISLAND.name}="video" ${ISLAND.when}="visible" ${ISLAND.holdsClick}><a href="https://video.example/um">Ver o vídeo</a></div>
  <div ${ISLAND.name}="video" ${ISLAND.when}="visible" ${ISLAND.holdsClick}><a href="https://video.example/dois">Ver o vídeo</a></div>
  <div ${ISLAND.name}="faq" ${ISLAND.when}="touch"><details><summary>Pergunta</summary><p>Resposta</p></details></div>
  ${'<div data-island="back" data-when="touch"><a href="/">Voltar</a></div>'.repeat(3)}`;

let VISIBLE_MARGIN = '';
const island = (name: string, nth = 0) => document.querySelectorAll<HTMLElement>(`[${ISLAND.name}="${name}"]`)[nth] as HTMLElement;
const requested: string[] = [];
const onRequested = (event: Event) => requested.push((event.target as Element).getAttribute(ISLAND.name) ?? '');

/** What the entry does once it has hydrated an island, or failed to. */
function ready(element: HTMLElement, failed = false) {
  element.setAttribute(ISLAND.ready, failed ? 'failed' : '');
  element.dispatchEvent(new CustomEvent(ISLAND_READY_EVENT, { bubbles: true }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const click = (target: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
};

beforeAll(async () => {
  localStorage.setItem(consentStorage.storageKey, consentStorage.value);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => setTimeout(() => callback(0), 0) as unknown as number);
  document.addEventListener(ISLAND_REQUESTED_EVENT, onRequested);
  // Imported here, after the stand-ins above, as the page runs it: once, in <head>.
  ({ VISIBLE_MARGIN } = await import('./early'));
  document.body.innerHTML = PAGE;
  document.dispatchEvent(new Event('DOMContentLoaded'));
});

afterAll(() => {
  document.removeEventListener(ISLAND_REQUESTED_EVENT, onRequested);
  document.body.replaceChildren();
});

beforeEach(() => {
  requested.length = 0;
});

describe('early script: islands asked for when the visitor reaches for them', () => {
  it('asks for nothing at load, nor after the first paint: no island, no entry, no React', async () => {
    await settle();
    expect(entryImported).not.toHaveBeenCalled();
    expect(document.querySelectorAll(`[${ISLAND.requested}]`)).toHaveLength(0);
  });

  it("watches each 'visible' island's content (its placeholder has no box) a screen ahead of the viewport, and no other", () => {
    expect(nearing.margin).toBe(VISIBLE_MARGIN);
    expect(nearing.targets).toEqual([
      island('demo').firstElementChild,
      island('demo', 1).firstElementChild,
      island('video', 0).firstElementChild,
      island('video', 1).firstElementChild,
    ]);
  });

  it("asks for a 'visible' island when it nears the viewport, not while it is still far, and the entry with it", async () => {
    const demo = island('demo');
    bringNear(demo.firstElementChild as Element, false);
    expect(requested).toEqual([]);
    bringNear(demo.firstElementChild as Element);
    expect(requested).toEqual(['demo']);
    expect(demo.hasAttribute(ISLAND.requested)).toBe(true);
    expect(nearing.targets).not.toContain(demo.firstElementChild);
    await vi.waitFor(() => expect(entryImported).toHaveBeenCalledOnce());
  });

  it.each([
    ['a pointer down on it', 'pointerdown', 0],
    ['focus moving into it', 'focusin', 1],
  ])("asks for a 'touch' island on %s, once", (_how, type, nth) => {
    const link = island('back', nth).querySelector('a') as HTMLAnchorElement;
    link.dispatchEvent(new Event(type, { bubbles: true }));
    link.dispatchEvent(new Event(type, { bubbles: true }));
    expect(requested).toEqual(['back']);
  });

  it('a pointer only passing over an island asks for nothing (Chromium reports one at load for a resting pointer)', () => {
    island('back', 2)
      .querySelector('a')
      ?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(requested).toEqual([]);
  });

  it("asks for a 'touch' island when touched, once, and never for one the visitor has not touched", () => {
    island('faq')
      .querySelector('summary')
      ?.dispatchEvent(new Event('focusin', { bubbles: true }));
    island('faq')
      .querySelector('summary')
      ?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(requested).toEqual(['faq']);
    expect(island('header').hasAttribute(ISLAND.requested)).toBe(false);
    // The entry (React) was asked for once, with the first island; every island after it only announces itself.
    expect(entryImported).toHaveBeenCalledOnce();
  });

  it('holds a plain click on a holds-click island until its code is there, then makes it again', () => {
    const video = island('video', 0);
    const link = video.querySelector('a') as HTMLAnchorElement;
    const clicks: boolean[] = [];
    link.addEventListener('click', (event) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault();
    });
    expect(click(link).defaultPrevented).toBe(true);
    // A second tap while it is on its way is not made twice.
    click(link);
    expect(video.hasAttribute(ISLAND.requested)).toBe(true);
    expect(clicks).toEqual([true, true]);
    ready(video);
    // Made again once: the island's own handler (the player in place) now gets it, not cancelled.
    expect(clicks).toEqual([true, true, false]);
    // Once hydrated, clicks are the island's own.
    click(link);
    expect(clicks).toEqual([true, true, false, false]);
  });

  it('never holds a click the browser is to handle (a new tab) nor a click on a holds-click island that is ready', () => {
    const link = island('video', 1).querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(event);
    expect(island('video', 1).hasAttribute(ISLAND.requested)).toBe(false);
  });

  it('follows a held link when its island cannot be hydrated', () => {
    const video = island('video', 1);
    const link = video.querySelector('a') as HTMLAnchorElement;
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue(Object.assign(Object.create(window.location) as Location, { assign }));
    click(link);
    expect(assign).not.toHaveBeenCalled();
    ready(video, true);
    expect(assign).toHaveBeenCalledWith(link.href);
    vi.restoreAllMocks();
  });

  it("holds the demo's Enter until its island is hydrated, then sends it; nothing typed, nothing held", () => {
    const demo = island('demo');
    const form = demo.querySelector('form') as HTMLFormElement;
    const input = demo.querySelector('input') as HTMLInputElement;
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    input.value = 'gastei 30 no uber';
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(requestSubmit).not.toHaveBeenCalled();
    ready(demo);
    expect(requestSubmit).toHaveBeenCalledOnce();
    // Hydrated, its Enter is the island's own.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(requestSubmit).toHaveBeenCalledOnce();
  });

  it("sends on Enter from the demo's box (a textarea) before its island, as the island will; Shift+Enter is a new line", () => {
    const form = island('demo', 1).querySelector('form') as HTMLFormElement;
    const box = form.querySelector('textarea') as HTMLTextAreaElement;
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    const press = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      box.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(press({ key: 'a' })).toBe(false);
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(press({ key: 'Enter' })).toBe(true);
    expect(requestSubmit).toHaveBeenCalledOnce();
    ready(island('demo', 1));
    // Hydrated, the island's own handler decides.
    expect(press({ key: 'Enter' })).toBe(false);
    expect(requestSubmit).toHaveBeenCalledOnce();
  });
});
