// What a screen reader says about a story, in the browser that rendered it (the storybook project's Chromium, with
// the real CSS): `read` walks what is rendered and not inert with @guidepup/virtual-screen-reader, and `listen`
// records what is announced while the story's play function acts on it. Record 0044 says why each filter is here.
import { Virtual } from '@guidepup/virtual-screen-reader';

/** A story whose walk has not ended after this many steps is read as a loop, not a page (the landing page is some 3000). */
const MAX_STEPS = 5000;

/**
 * Whether a screen reader skips the element and all it holds. The virtual reader already skips `hidden`,
 * `aria-hidden`, `display: none`, `visibility: hidden` and `[inert]`; not what only a browser knows: the content
 * of a closed <details> (`content-visibility: hidden`), and everything behind an open modal dialog (inert, with no
 * attribute to show it).
 */
function skipped(element: Element, modal: Element | null): boolean {
  if (modal && !modal.contains(element) && !element.contains(modal)) return true;
  if (element instanceof HTMLElement && element.inert) return true;
  // An element with `display: contents` has no box of its own: what it holds decides.
  if (getComputedStyle(element).display === 'contents') return false;
  return !element.checkVisibility();
}

/**
 * Hides from the virtual reader everything `skipped` finds, until the returned function puts it back: each
 * outermost such element reads as `hidden` (an own property shadowing the DOM's, no attribute written), so the page
 * itself, its CSS and its observers never see a change.
 */
function hideSkipped(container: Element): () => void {
  const modal = container.ownerDocument.querySelector(':modal');
  const hidden: Element[] = [];
  const visit = (element: Element) => {
    if (skipped(element, modal)) {
      Object.defineProperty(element, 'hidden', { configurable: true, get: () => true });
      hidden.push(element);
      return;
    }
    for (const child of element.children) visit(child);
  };
  for (const child of container.children) visit(child);
  return () => {
    for (const element of hidden) Reflect.deleteProperty(element, 'hidden');
  };
}

/** Every phrase, from the start of `container` to its end, as a screen reader user moving on with "next" hears them. */
export async function read(container: HTMLElement): Promise<string[]> {
  const show = hideSkipped(container);
  const reader = new Virtual();
  await reader.start({ container });
  try {
    for (let step = 0; (await reader.lastSpokenPhrase()) !== 'end of document'; step++) {
      if (step > MAX_STEPS) throw new Error(`no end of document after ${MAX_STEPS} steps`);
      const at = reader.activeNode;
      await reader.next();
      // A story with nothing to read (decoration only, or an effect with no markup) has no end to move to.
      if (reader.activeNode === at) break;
    }
    return [...(await reader.spokenPhraseLog())];
  } finally {
    await reader.stop();
    show();
  }
}

/** Whether a screen reader would hear about the element at all: rendered, not inert, not behind a modal dialog. */
function perceivable(element: Element): boolean {
  const modal = element.ownerDocument.querySelector(':modal');
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (skipped(at, modal) || at.getAttribute('aria-hidden') === 'true') return false;
  }
  return true;
}

/** What the reader says on landing on the element: its role, name, value and states ("button, Menu, expanded"). */
async function phrase(element: Element): Promise<string> {
  const reader = new Virtual();
  // start() speaks its container's first node before its first await, so the words are those of this moment.
  await reader.start({ container: element });
  const said = await reader.lastSpokenPhrase();
  await reader.stop();
  return said;
}

/** The text a live region speaks for an added or revealed node: its words, without what is hidden from the reader. */
function spokenText(node: Node): string {
  if (node instanceof Text) return node.data;
  if (!(node instanceof Element) || !perceivableInside(node)) return '';
  const label = node.getAttribute('aria-label');
  if (label && node.getAttribute('role') === 'img') return label;
  // A block (the message's time on its own line) is a separate phrase; inline pieces run on as the line shows them.
  const inline = getComputedStyle(node).display.startsWith('inline');
  const words = [...node.childNodes].map(spokenText).join('');
  return inline ? words : ` ${words} `;
}

const perceivableInside = (element: Element) =>
  element.getAttribute('aria-hidden') !== 'true' &&
  !(element instanceof HTMLElement && element.hidden) &&
  (getComputedStyle(element).display === 'contents' || element.checkVisibility());

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The politeness implied by a role (WAI-ARIA 1.2): the roles that are live regions without aria-live. */
const IMPLICIT_LIVE: Record<string, string> = { log: 'polite', status: 'polite', alert: 'assertive' };
const IMPLICIT_ATOMIC = new Set(['status', 'alert']);

/** The live region the node is in, with its politeness and whether it is read whole; undefined outside one or where it is off. */
function liveRegion(node: Node): { region: Element; politeness: string; atomic: boolean } | undefined {
  for (let at = node instanceof Element ? node : node.parentElement; at; at = at.parentElement) {
    const role = at.getAttribute('role') ?? '';
    const politeness = at.getAttribute('aria-live') ?? IMPLICIT_LIVE[role];
    if (!politeness) continue;
    if (politeness === 'off') return undefined;
    const atomic = at.hasAttribute('aria-atomic') ? at.getAttribute('aria-atomic') === 'true' : IMPLICIT_ATOMIC.has(role);
    return { region: at, politeness, atomic };
  }
  return undefined;
}

/** The states a screen reader speaks again when they change on the focused control. */
const STATES = ['aria-expanded', 'aria-pressed', 'aria-checked', 'aria-selected', 'aria-current', 'open'];

/**
 * Starts recording what a screen reader would announce as the page changes: where focus lands, a change of state
 * on the focused control (a <details> counts as its focused <summary>), and what a live region adds or reveals
 * (relevant "additions text", the default; an atomic region is read whole). Returns the function that stops and
 * gives the phrases, in the order they happened. A phrase is said once where it would repeat: twice in a row, or a
 * control's state "changing" to the words last said for it.
 */
export function listen(root: HTMLElement): () => Promise<string[]> {
  /** What was said, with the control a focus or state phrase is about. */
  const said: { words: string | Promise<string>; about?: Element; change?: boolean }[] = [];
  const say = (words: string | Promise<string>, about?: Element, change = false) => said.push({ words, about, change });
  const focused = () => root.ownerDocument.activeElement;
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && perceivable(event.target)) say(phrase(event.target), event.target);
  };
  const announce = (records: MutationRecord[]) => {
    const atomicDone = new Set<Element>();
    for (const record of records) {
      const target = record.target;
      if (record.type === 'attributes' && record.attributeName !== 'hidden') {
        const control =
          target instanceof HTMLDetailsElement ? target.querySelector(':scope > summary') : target === focused() ? target : null;
        if (control instanceof Element && control === focused() && perceivable(control)) say(phrase(control), control, true);
        continue;
      }
      const live = liveRegion(target);
      if (!live || !perceivable(live.region)) continue;
      if (live.atomic) {
        if (!atomicDone.has(live.region)) say(`${live.politeness}: ${squash(spokenText(live.region))}`);
        atomicDone.add(live.region);
        continue;
      }
      const added =
        record.type === 'childList'
          ? [...record.addedNodes]
          : record.type === 'characterData' || (record.oldValue !== null && !(target as HTMLElement).hidden)
            ? [target]
            : [];
      const words = squash(added.map(spokenText).join(' '));
      if (words) say(`${live.politeness}: ${words}`);
    }
  };
  const observer = new MutationObserver(announce);
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributeFilter: [...STATES, 'hidden'],
    attributeOldValue: true,
  });
  root.ownerDocument.addEventListener('focusin', onFocus, true);
  return async () => {
    announce(observer.takeRecords());
    observer.disconnect();
    root.ownerDocument.removeEventListener('focusin', onFocus, true);
    const phrases = await Promise.all(said.map(async (entry) => ({ ...entry, words: await entry.words })));
    const lastAbout = new Map<Element, string>();
    return phrases
      .filter(({ words, about, change }, at) => {
        const repeated = words === phrases[at - 1]?.words || (change && about && lastAbout.get(about) === words);
        if (about) lastAbout.set(about, words);
        return words && !repeated;
      })
      .map(({ words }) => words);
  };
}
