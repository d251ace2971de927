import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { consentStorage } from '@content/consent';
import { demoUnavailableReply } from '@content/demoUnavailableReply';
import { PAINT_REPORT_GRACE_MS } from '@/app/appReady';
import { APP_READY_ATTRIBUTE, APP_UNAVAILABLE_ATTRIBUTE } from '@/app/appReadyAttribute.mjs';
import { ownMenuClosing } from '@/sections/Header/headerOwner';
import { CONSENT_ANSWERED_EVENT, EARLY_CONSENT_ATTRIBUTE } from '@/store/consentSlice';
import { SCRIPT_LOAD_FAILED } from '@/store/loadScript';
import { ISLAND } from '@/ui/Island/islandAttributes';
import { CONSENT_DIALOG_ID } from '@/widgets/ConsentBanner/consentDialog';
import { insertConsentDialog } from '@/widgets/ConsentBanner/consentDialog.fixture';
import { DEMO_CHAT_SLOT } from '@/widgets/DemoChat/demoUnavailable';
import { refuseStorage } from '@/test/storage';

// The early script runs once, at import, in a real page (tests/e2e/before-app.spec.ts drives it in
// Chromium with the app held back). Here each test imports a fresh copy into a fresh document, to
// pin its decisions branch by branch: what it writes on <html>, when it makes the dialog modal, what
// it stores, when it stands down, and that it asks for the app only once the first paint is on screen.

/** What the build writes in for the app bundle's URL: any module will do here. */
vi.stubGlobal('__APP_ENTRY__', '/src/app/appReady.ts');

const root = document.documentElement;
let frames: FrameRequestCallback[] = [];

/** Lets MutationObserver callbacks (microtasks) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Time enough for a requested import to have been evaluated, on the real clock while timers are faked. */
const realSetTimeout = globalThis.setTimeout;
const settleForReal = () => new Promise((resolve) => realSetTimeout(resolve, 100));
/**
 * Waits on the real clock (not vi.waitFor, which advances faked timers) until `check` passes, for an import that
 * takes as long as a loaded machine makes it; four seconds at most (inside the test's five), then its last failure.
 */
async function untilForReal(check: () => void) {
  for (const started = Date.now(); ;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > 4000) throw error;
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    }
  }
}

async function runEarlyScript() {
  vi.resetModules();
  await import('./early');
}

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  document.body.replaceChildren();
  root.removeAttribute(EARLY_CONSENT_ATTRIBUTE);
  root.removeAttribute(APP_READY_ATTRIBUTE);
});

afterEach(() => {
  // Every copy imported so far stops watching the document, as it does at DOMContentLoaded.
  document.body.replaceChildren();
  document.dispatchEvent(new Event('DOMContentLoaded'));
});

describe('early script: the consent banner before the app', () => {
  /**
   * The banner is written open in the HTML and shown by CSS while consent is pending, first thing in <body>. The early
   * script makes it modal as soon as the parser has written it (a MutationObserver's callback, at the parser's next
   * microtask checkpoint), before the page after it is styled: that page is styled once, already inert (issue 56).
   */
  let showModal: MockInstance<() => void>;
  beforeEach(() => {
    showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  });

  it('a new visitor: marks consent pending, and makes the dialog modal as soon as it is written, before any frame, focus on Aceitar', async () => {
    await runEarlyScript();
    expect(root.getAttribute(EARLY_CONSENT_ATTRIBUTE)).toBe('pending');

    insertConsentDialog();
    await settle();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toHaveTextContent('Aceitar');
  });

  it('a dialog not wholly written is made modal once its controls are', async () => {
    await runEarlyScript();
    const dialog = document.createElement('dialog');
    dialog.id = CONSENT_DIALOG_ID;
    document.body.append(dialog);
    await settle();
    expect(showModal).not.toHaveBeenCalled();

    // The rest of the dialog arrives.
    dialog.remove();
    insertConsentDialog();
    await settle();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toHaveTextContent('Aceitar');
  });

  it('a page parsed without the dialog: nothing is made modal, then or later', async () => {
    await runEarlyScript();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    insertConsentDialog();
    await settle();
    expect(showModal).not.toHaveBeenCalled();
  });

  it('a dialog made modal as it is written is made modal only once', async () => {
    await runEarlyScript();
    const dialog = insertConsentDialog();
    await settle();
    dialog.close();
    document.body.append(document.createElement('p'));
    await settle();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('closing the dialog stores consent and marks it accepted on <html>', async () => {
    await runEarlyScript();
    const dialog = insertConsentDialog();
    await settle();

    dialog.close();
    dialog.dispatchEvent(new Event('close'));
    expect(localStorage.getItem(consentStorage.storageKey)).toBe(consentStorage.value);
    expect(root.getAttribute(EARLY_CONSENT_ATTRIBUTE)).toBe(consentStorage.value);
  });

  it('a returning visitor: marks consent accepted, never makes the dialog modal, and closes it', async () => {
    localStorage.setItem(consentStorage.storageKey, consentStorage.value);
    await runEarlyScript();
    expect(root.getAttribute(EARLY_CONSENT_ATTRIBUTE)).toBe(consentStorage.value);

    const dialog = insertConsentDialog();
    await settle();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(showModal).not.toHaveBeenCalled();
    expect(dialog.open).toBe(false);
  });

  it('storage that throws: the dialog is still made modal, and closing it neither throws nor leaves it pending', async () => {
    refuseStorage();
    await runEarlyScript();
    const dialog = insertConsentDialog();
    await settle();
    expect(showModal).toHaveBeenCalledTimes(1);

    dialog.close();
    dialog.dispatchEvent(new Event('close'));
    expect(root.getAttribute(EARLY_CONSENT_ATTRIBUTE)).toBe(consentStorage.value);
  });

  it("the app being ready changes nothing: the early script owns the dialog for the page's whole life", async () => {
    const told = vi.fn();
    document.addEventListener(CONSENT_ANSWERED_EVENT, told);
    await runEarlyScript();
    root.setAttribute(APP_READY_ATTRIBUTE, '');
    const dialog = insertConsentDialog();
    await settle();
    expect(showModal).toHaveBeenCalledTimes(1);
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(localStorage.getItem(consentStorage.storageKey)).toBe(consentStorage.value);
    expect(told).toHaveBeenCalledTimes(1);
    document.removeEventListener(CONSENT_ANSWERED_EVENT, told);
  });
});

describe('early script: the mobile menu', () => {
  function menuWithLink({ open = true, popover = true } = {}) {
    const menu = document.createElement('nav');
    if (popover) menu.setAttribute('popover', '');
    const link = document.createElement('a');
    link.href = '#planos';
    link.textContent = 'Planos';
    const label = document.createElement('span');
    label.textContent = 'Menu';
    const bare = document.createElement('a');
    bare.textContent = 'Sem destino';
    menu.append(link, label, bare);
    document.body.append(menu);
    const hidePopover = vi.fn();
    Object.assign(menu, { hidePopover, matches: (selector: string) => open && selector === ':popover-open' });
    return { link, label, bare, hidePopover };
  }

  it('picking a link in the open menu closes it', async () => {
    localStorage.setItem(consentStorage.storageKey, consentStorage.value);
    await runEarlyScript();
    const { link, hidePopover } = menuWithLink();
    link.click();
    expect(hidePopover).toHaveBeenCalled();
  });

  it.each([
    ['a link in a closed menu', { open: false }, 'link'],
    ['a link outside any menu', { popover: false }, 'link'],
    ['text in the open menu', {}, 'label'],
    ['an anchor with no href in the open menu', {}, 'bare'],
  ] as const)('picking %s leaves it alone', async (_case, options, picked) => {
    localStorage.setItem(consentStorage.storageKey, consentStorage.value);
    await runEarlyScript();
    const menu = menuWithLink(options);
    menu[picked].click();
    expect(menu.hidePopover).not.toHaveBeenCalled();
  });

  it('a click on the document itself (no element) is ignored', async () => {
    localStorage.setItem(consentStorage.storageKey, consentStorage.value);
    await runEarlyScript();
    const { hidePopover } = menuWithLink();
    expect(() => document.dispatchEvent(new MouseEvent('click', { bubbles: true }))).not.toThrow();
    expect(hidePopover).not.toHaveBeenCalled();
  });

  it("owns the closing for the page's whole life: the header's own call stands down, so a link closes it once", async () => {
    localStorage.setItem(consentStorage.storageKey, consentStorage.value);
    await runEarlyScript();
    const release = ownMenuClosing(document);
    const { link, hidePopover } = menuWithLink();
    link.click();
    expect(hidePopover).toHaveBeenCalledTimes(1);
    release();
  });
});

describe("early script: a 'load' island, once the first frame is on screen", () => {
  /** The entry's evaluation, seen through a mock of the URL the early script imports. */
  function watchAppStart() {
    const started = vi.fn();
    vi.doMock('/src/app/appReady.ts', async (importOriginal) => (started(), importOriginal()));
    return started;
  }

  /** An engine with paint timing: the observer the early script makes, and a way to report a paint. */
  function withPaintTiming() {
    const observers: { callback: PerformanceObserverCallback; disconnected: boolean; observing?: PerformanceObserverInit }[] = [];
    class FakeObserver {
      static readonly supportedEntryTypes = ['mark', 'paint'];
      private readonly record: (typeof observers)[number];
      constructor(callback: PerformanceObserverCallback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: PerformanceObserverInit) {
        this.record.observing = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const report = (name: string) => {
      const entries = [{ name, entryType: 'paint' }] as PerformanceEntry[];
      const list = { getEntriesByName: (asked: string) => entries.filter((entry) => entry.name === asked) };
      for (const { callback, disconnected } of observers)
        if (!disconnected) callback(list as PerformanceObserverEntryList, {} as PerformanceObserver);
    };
    return { observers, report };
  }

  /** The 404 page's island, as the prerender writes it, the page then parsed. */
  function parsePageWithLoadIsland() {
    const island = document.createElement('div');
    island.setAttribute(ISLAND.name, 'notFoundLog');
    island.setAttribute(ISLAND.when, 'load');
    document.body.append(island);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    return island;
  }

  beforeEach(() => localStorage.setItem(consentStorage.storageKey, consentStorage.value));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.stubGlobal('__APP_ENTRY__', '/src/app/appReady.ts');
    vi.useRealTimers();
  });

  it('with paint timing: asks for it when the first contentful paint is reported as shown, not before', async () => {
    const { observers, report } = withPaintTiming();
    // The grace timeout held back: only the report can start it here.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await runEarlyScript();
    const started = watchAppStart();
    const island = parsePageWithLoadIsland();
    frames[0]?.(0);
    frames[1]?.(0);
    report('first-paint');
    await settleForReal();
    // Two frames and a first paint without content are not the first contentful paint on screen.
    expect(started).not.toHaveBeenCalled();
    expect(island.hasAttribute(ISLAND.requested)).toBe(false);
    report('first-contentful-paint');
    // Not vi.waitFor: with fake timers it advances them, and the grace timeout would start the app.
    await untilForReal(() => expect(started).toHaveBeenCalledOnce());
    expect(island.hasAttribute(ISLAND.requested)).toBe(true);
    expect(observers.map(({ disconnected }) => disconnected)).toEqual([true]);
  });

  it('with paint timing: also hears of a first contentful paint that came before it was listening', async () => {
    const { observers } = withPaintTiming();
    await runEarlyScript();
    expect(observers.map(({ observing }) => observing)).toEqual([{ type: 'paint', buffered: true }]);
  });

  it('a paint reported before the page is parsed: asked for once it is', async () => {
    const { report } = withPaintTiming();
    await runEarlyScript();
    const started = watchAppStart();
    report('first-contentful-paint');
    await settleForReal();
    expect(started).not.toHaveBeenCalled();
    parsePageWithLoadIsland();
    await untilForReal(() => expect(started).toHaveBeenCalledOnce());
  });

  it('with paint timing: the report and the grace timeout both come, and it is asked for once', async () => {
    const { observers, report } = withPaintTiming();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await runEarlyScript();
    const started = watchAppStart();
    parsePageWithLoadIsland();
    report('first-contentful-paint');
    frames[0]?.(0);
    frames[1]?.(0);
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_GRACE_MS);
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    expect(observers.map(({ disconnected }) => disconnected)).toEqual([true]);
  });

  it('with paint timing but no report (a page opened in a background tab): asked for a moment after its second frame', async () => {
    withPaintTiming();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await runEarlyScript();
    const started = watchAppStart();
    parsePageWithLoadIsland();
    frames[0]?.(0);
    frames[1]?.(0);
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_GRACE_MS - 1);
    await settleForReal();
    expect(started).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });

  it('without paint timing: asked for only in the second frame, after the first one has been painted', async () => {
    await runEarlyScript();
    expect(frames).toHaveLength(1);
    const started = watchAppStart();
    parsePageWithLoadIsland();
    frames[0]?.(0);
    // The first frame's callback only schedules the next one: nothing is requested before the first paint.
    expect(frames).toHaveLength(2);
    await settle();
    expect(started).not.toHaveBeenCalled();
    frames[1]?.(0);
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });

  it('a page with no load island asks for nothing, however long after its first paint', async () => {
    await runEarlyScript();
    const started = watchAppStart();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    frames[0]?.(0);
    frames[1]?.(0);
    await settleForReal();
    expect(started).not.toHaveBeenCalled();
  });
});

describe('early script: when the app never arrives', () => {
  /** A module the early script itself does not import, standing in for the app bundle. */
  const APP = '/src/app/themeColors.ts';
  /** The app's module failing `failures` times, as a 404 or a dropped connection does; then it loads. */
  function appFails(failures: number) {
    const attempts = vi.fn();
    vi.doMock(APP, () => {
      attempts();
      if (attempts.mock.calls.length <= failures) throw new TypeError('Failed to fetch dynamically imported module');
      return {};
    });
    return attempts;
  }

  /** The prerendered demo as the page has it, in its island: its log with one reply of the assistant, and its form. */
  function insertDemo(typed: string) {
    const island = document.createElement('div');
    island.setAttribute(ISLAND.name, 'demo');
    island.setAttribute(ISLAND.when, 'visible');
    const demo = document.createElement('div');
    demo.dataset.slot = DEMO_CHAT_SLOT;
    demo.innerHTML = `<div role="log"><ol><li data-from="bot" data-success="true"><span>Assistente: </span><span data-slot="chat-text">Olá</span><time>09:00</time></li></ol></div>
      <form method="dialog"><input value="${typed}"><button type="submit">Enviar</button></form>`;
    island.append(demo);
    document.body.append(island);
    const submit = () => demo.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const replies = () => [...demo.querySelectorAll('[data-slot="chat-text"]')].map((text) => text.textContent);
    return { submit, replies, input: demo.querySelector('input') };
  }

  /** The page parsed, and the visitor's pointer down on its FAQ: the FAQ's island is asked for, and the entry with it. */
  const startApp = async () => {
    const faq = document.createElement('div');
    faq.setAttribute(ISLAND.name, 'faq');
    faq.setAttribute(ISLAND.when, 'touch');
    faq.innerHTML = '<details><summary>Pergunta</summary></details>';
    document.body.append(faq);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    faq.querySelector('summary')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settleForReal();
  };
  let error: MockInstance<typeof console.error>;
  beforeEach(() => {
    localStorage.setItem(consentStorage.storageKey, consentStorage.value);
    vi.stubGlobal('__APP_ENTRY__', APP);
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.doUnmock(APP);
    vi.stubGlobal('__APP_ENTRY__', '/src/app/appReady.ts');
    root.removeAttribute(APP_UNAVAILABLE_ATTRIBUTE);
    error.mockRestore();
  });

  it('a failed load is tried once more, and the app starts', async () => {
    const attempts = appFails(1);
    await runEarlyScript();
    await startApp();
    await untilForReal(() => expect(attempts).toHaveBeenCalledTimes(2));
    expect(root.hasAttribute(APP_UNAVAILABLE_ATTRIBUTE)).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });

  // One test for the whole failure: each copy of the early script keeps listening to the document
  // (a page has one), so a copy whose app failed would also answer a later test's Enter.
  it('failing twice: one line in the console, the page marked, and each Enter in the demo answered with the notice, the text kept', async () => {
    const attempts = appFails(2);
    await runEarlyScript();
    const demo = insertDemo('gastei 30 no uber');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // Pressed before the demo's code is there: it is asked for, and the Enter answered once it has failed.
    demo.submit();
    expect(demo.replies()).toEqual(['Olá']);
    await settleForReal();
    await untilForReal(() => expect(root.hasAttribute(APP_UNAVAILABLE_ATTRIBUTE)).toBe(true));
    expect(attempts).toHaveBeenCalledTimes(2);
    expect(demo.replies()).toEqual(['Olá', demoUnavailableReply]);
    expect(root.hasAttribute(APP_UNAVAILABLE_ATTRIBUTE)).toBe(true);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toBe(SCRIPT_LOAD_FAILED);

    // Pressed after: answered at once, every time.
    demo.submit();
    expect(demo.replies()).toEqual(['Olá', demoUnavailableReply, demoUnavailableReply]);
    expect(demo.input?.value).toBe('gastei 30 no uber');

    // Nothing typed, nothing to answer.
    const blank = insertDemo('   ');
    blank.submit();
    expect(blank.replies()).toEqual(['Olá']);
  });
});
