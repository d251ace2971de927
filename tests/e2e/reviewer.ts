// What an accessibility reviewer does by hand after axe, as functions run inside the page
// (page.evaluate): each one is self-contained, because only its source crosses into the browser.
import type { Page } from '@playwright/test';

/** One tab stop as the walk saw it, in page coordinates (a fixed element's are its place in the viewport). */
export interface Stop {
  /** Its index in the page's list of every element focus reached (the same element keeps it). */
  id: number;
  label: string;
  top: number;
  left: number;
  bottom: number;
  right: number;
  /** The focus indicator painted: an outline of at least 2 px, or a box shadow. */
  ring: string | null;
  /** What covers it entirely, if anything does (2.4.11). */
  coveredBy: string | null;
  /** Focus went into an embedded page's own document, whose ring the walk cannot see: reported, not judged. */
  embedded: boolean;
}

/**
 * The focused element once the key has done its work; null when focus left the page. Read at once, not frames later:
 * the key's press resolves after its default action, a focus move scrolls at once (no smooth `scroll-behavior`, issue
 * 50), React flushes what a focus event changes before the event ends, and every value here is read from layout as it
 * is now (record 60). A stop still off screen here is off screen.
 */
function describeFocus(): Stop | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const walk = window as unknown as { reviewerStops?: Element[] };
  walk.reviewerStops ??= [];
  let id = walk.reviewerStops.indexOf(element);
  if (id < 0) id = walk.reviewerStops.push(element) - 1;
  const name = (element.getAttribute('aria-label') ?? element.textContent).replace(/\s+/g, ' ').trim().slice(0, 50);
  const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`;
  const rect = element.getBoundingClientRect();
  let fixed = false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).position === 'fixed') fixed = true;
  }
  const style = getComputedStyle(element);
  const outline =
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !/rgba\(.*, 0\)$|transparent/.test(style.outlineColor)
      ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      : null;
  const ring = outline ?? (style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null);
  const embedded = element instanceof HTMLIFrameElement && !element.matches(':focus');
  // Five points inside the element, kept within the viewport: covered when none of them reaches it.
  const inset = 2;
  const [left, middle, right] = [rect.left + inset, (rect.left + rect.right) / 2, rect.right - inset];
  const [top, centre, bottom] = [rect.top + inset, (rect.top + rect.bottom) / 2, rect.bottom - inset];
  const points = (
    [
      [middle, centre],
      [left, top],
      [right, top],
      [left, bottom],
      [right, bottom],
    ] as const
  ).filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
  const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
  const reaches = (hit: Element | null) => hit !== null && (hit === element || element.contains(hit) || hit.contains(element));
  let coveredBy: string | null = null;
  if (points.length === 0) coveredBy = 'the edge of the viewport (not scrolled into view)';
  else if (!hits.some(reaches)) {
    const hit = hits.find(Boolean);
    coveredBy = hit ? `${hit.tagName.toLowerCase()}${hit.closest('header') ? ' in the header' : ''}` : 'nothing painted';
  }
  const dx = fixed ? 0 : scrollX;
  const dy = fixed ? 0 : scrollY;
  return {
    id,
    label,
    top: rect.top + dy,
    left: rect.left + dx,
    bottom: rect.bottom + dy,
    right: rect.right + dx,
    ring,
    coveredBy,
    embedded,
  };
}

/** Every element a keyboard should reach (visible, enabled, not inert, in the tab order) that the walk did not. */
export function keyboardControls(): string[] {
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
  const walk = window as unknown as { reviewerStops?: Element[] };
  // An open modal dialog makes everything outside it inert, as the inert attribute does (2.1.2's one allowed trap).
  const modal = document.querySelector('dialog:modal');
  return (
    Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]'))
      .filter((element) => !modal || modal.contains(element))
      // Another site's frame (the video player) is reached or skipped by what its own document holds, which
      // this page cannot see: its keyboard access is the embedded player's, a manual step of the report.
      .filter((element) => !(element instanceof HTMLIFrameElement) || element.contentDocument !== null)
      .filter((element) => !(walk.reviewerStops ?? []).includes(element))
      .map((element) => {
        const name = (element.getAttribute('aria-label') ?? element.textContent).replace(/\s+/g, ' ').trim().slice(0, 50);
        return `${element.tagName.toLowerCase()} "${name}" tabindex=${element.getAttribute('tabindex') ?? '(none)'}`;
      })
  );
}

/** Text a visitor cannot read whole: clipped by its box, painted over other text, or a page that scrolls sideways. */
export function textProblems(lineClampAllowed = false): string[] {
  const problems: string[] = [];
  // At the top of the page, where the fixed header covers nothing: instantly, not by the page's smooth scrolling.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  const lines: { text: string; rect: DOMRect; node: Text }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data.replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, template, noscript')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    let shrunk = false;
    /** Each box that cuts off what it holds, with the scroll box between it and the text, if any. */
    const clippers: { box: Element; scrolledIn: DOMRect | null }[] = [];
    /** Every box that cuts off what it holds, scroll boxes included: where this text can be painted at all. */
    const paintedIn: DOMRect[] = [];
    /** The nearest box that scrolls (overflow auto or scroll): text outside it is scrolled away, not lost. */
    let scrolledIn: DOMRect | null = null;
    for (let box: Element | null = parent; box && box !== document.documentElement; box = box.parentElement) {
      const style = styleOf(box);
      if (/hidden|clip|auto|scroll/.test(style.overflowX + style.overflowY) && style.display !== 'contents')
        paintedIn.push(box.getBoundingClientRect());
      if (/hidden|clip/.test(style.overflowX + style.overflowY)) {
        // The screen-reader-only pattern: a clipping box of 1 px (a box-less `display: contents` wrapper clips nothing).
        const rect = box.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) shrunk = true;
        // Only a scroll box inside this one counts for it (one that clips one way and scrolls the other is both).
        clippers.push({ box, scrolledIn });
      }
      if (/auto|scroll/.test(style.overflowX + style.overflowY) && style.display !== 'contents') scrolledIn ??= box.getBoundingClientRect();
    }
    if (shrunk) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width < 1 || rect.height < 1) continue;
      // The part of the line painted on screen: a line scrolled out of its box (a chat log) overlaps nothing.
      const left = Math.max(rect.left, ...paintedIn.map((edge) => edge.left));
      const right = Math.min(rect.right, ...paintedIn.map((edge) => edge.right));
      const top = Math.max(rect.top, ...paintedIn.map((edge) => edge.top));
      const bottom = Math.min(rect.bottom, ...paintedIn.map((edge) => edge.bottom));
      if (right - left >= 1 && bottom - top >= 1) lines.push({ text, rect: new DOMRect(left, top, right - left, bottom - top), node });
      for (const { box, scrolledIn: scroller } of clippers) {
        const style = styleOf(box);
        // A story may declare a deliberate line clamp (its `review.lineClamp` parameter says why); nothing else is let off.
        if (lineClampAllowed && style.webkitLineClamp && style.webkitLineClamp !== 'none') continue;
        const edge = box.getBoundingClientRect();
        const clipsX = /hidden|clip/.test(style.overflowX);
        const clipsY = /hidden|clip/.test(style.overflowY);
        // Inside a scroll box (a chat log, a wide table's wrapper), what must fit is the part of the line
        // the scroll box shows: the rest is one scroll away. The scroll box itself must still fit.
        const shown = scroller
          ? {
              left: Math.max(rect.left, scroller.left),
              right: Math.min(rect.right, scroller.right),
              top: Math.max(rect.top, scroller.top),
              bottom: Math.min(rect.bottom, scroller.bottom),
            }
          : rect;
        if (shown.right - shown.left < 1 || shown.bottom - shown.top < 1) continue;
        const out =
          (clipsX && (shown.left < edge.left - 1 || shown.right > edge.right + 1)) ||
          (clipsY && (shown.top < edge.top - 1 || shown.bottom > edge.bottom + 1));
        if (out) {
          problems.push(`clipped: "${text.slice(0, 40)}" sticks out of ${box.tagName.toLowerCase()}.${box.classList[0] ?? ''}`);
          break;
        }
      }
    }
  }
  // A line painted over a line of another text: more than a few pixels of both overlap.
  for (const [index, one] of lines.entries()) {
    for (const two of lines.slice(index + 1)) {
      if (one.node === two.node) continue;
      const width = Math.min(one.rect.right, two.rect.right) - Math.max(one.rect.left, two.rect.left);
      const height = Math.min(one.rect.bottom, two.rect.bottom) - Math.max(one.rect.top, two.rect.top);
      if (width > 2 && height > Math.min(one.rect.height, two.rect.height) / 3) {
        problems.push(`overlapping: "${one.text.slice(0, 30)}" and "${two.text.slice(0, 30)}"`);
      }
    }
  }
  return [...new Set(problems)];
}

/** Tabs (or shift-tabs) from where focus is until it leaves the page, or a stop repeats (a trap), or `limit` presses. */
export async function walk(page: Page, key: 'Tab' | 'Shift+Tab', limit = 400): Promise<{ stops: Stop[]; left: boolean }> {
  const stops: Stop[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(describeFocus);
    if (!stop) return { stops, left: true };
    // Coming round to where the walk began is the end of the page, not a trap (some engines wrap instead of leaving).
    if (stops.some((seen) => seen.id === stop.id)) return { stops, left: stop.id === stops[0]?.id };
    stops.push(stop);
  }
  return { stops, left: false };
}

/** Where the visual order goes backwards between two stops: up and to the left, or left along one row. */
export function outOfOrder(stops: Stop[]): string[] {
  const tolerance = 8;
  const problems: string[] = [];
  for (const [index, to] of stops.entries()) {
    const from = stops[index - 1];
    if (!from) continue;
    const sameRow =
      Math.min(from.bottom, to.bottom) - Math.max(from.top, to.top) > Math.min(from.bottom - from.top, to.bottom - to.top) / 2;
    const upAndLeft = to.bottom < from.top - tolerance && to.right < from.left - tolerance;
    const leftOnRow = sameRow && to.right < from.left - tolerance;
    if (upAndLeft || leftOnRow) problems.push(`${from.label} → ${to.label}`);
  }
  return problems;
}

/**
 * Text no visitor can get to: not shown, nor one visible control away (a closed `<details>`, a popover). Buttons are
 * left out (a control shown once it can act is not content), and so is the consent dialog (no JavaScript, no storage).
 */
export function unreachableText(): string[] {
  const missing: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, template, noscript, button, dialog')) continue;
    if (parent.checkVisibility({ visibilityProperty: true })) continue;
    const details = parent.closest('details');
    if (details && !details.open && details.querySelector(':scope > summary')?.checkVisibility({ visibilityProperty: true })) continue;
    const popover = parent.closest<HTMLElement>('[popover]');
    const opener = popover?.id ? document.querySelector(`[popovertarget="${popover.id}"]`) : null;
    if (opener?.checkVisibility({ visibilityProperty: true })) continue;
    missing.push(`"${text.slice(0, 50)}" in ${parent.tagName.toLowerCase()}${parent.closest('[hidden]') ? ' (hidden)' : ''}`);
  }
  return missing;
}

/** The WCAG 1.4.12 text spacing, as the W3C's bookmarklet sets it. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Runs `check` with the 1.4.12 spacing added as a constructed style sheet (a CSP refuses an inline one). */
export async function withTextSpacing<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING_CSS);
  try {
    return await check();
  } finally {
    await page.evaluate(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));
  }
}

/** From the start of a page or story: Tab to the end and out, then Shift+Tab back to the start and out. */
export async function walkBothWays(page: Page) {
  const forward = await walk(page, 'Tab');
  // Nothing to focus (a badge, an icon): Tab leaves at once, and there is no way back to walk.
  if (forward.stops.length === 0) return { forward, backward: forward };
  // Back from the last stop (engines differ on where focus goes once it has left the page).
  await page.evaluate(
    (id) => (window as unknown as { reviewerStops: HTMLElement[] }).reviewerStops[id]?.focus(),
    forward.stops.at(-1)?.id ?? -1,
  );
  const backward = await walk(page, 'Shift+Tab');
  return { forward, backward };
}

/** The stops without a focus ring (2.4.7); an embedded page holding focus draws its own. */
export const ringless = (stops: Stop[]) => stops.filter((stop) => !stop.ring && !stop.embedded).map((stop) => stop.label);
export const embeddedStops = (stops: Stop[]) => stops.filter((stop) => stop.embedded).map((stop) => stop.label);
/** The stops something covers entirely (2.4.11). */
export const covered = (stops: Stop[]) => stops.filter((stop) => stop.coveredBy).map((stop) => `${stop.label} under ${stop.coveredBy}`);
