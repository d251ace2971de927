// The checks axe cannot make (WCAG 4.1.3, 1.4.11, 3.1.2), as record 46 words them. Like reviewer.ts, each is a
// function run inside the page (page.evaluate), self-contained: only its source crosses into the browser.

/** What a screen reader is told through a live region, and where focus was then. */
export interface Announcement {
  region: string;
  politeness: string;
  /** Before the change: null when the region was not in the page (inserted with its text), 'off' when not live. */
  politenessBefore: string | null;
  text: string;
  focus: string;
}

/** Starts collecting every text that appears (added, or un-hidden) in a live region; `announcements` reads them. */
export function watchLiveRegions(): void {
  const IMPLICIT: Record<string, string> = { log: 'polite', status: 'polite', alert: 'assertive', marquee: 'off', timer: 'off' };
  const politeness = (element: Element) =>
    element.getAttribute('aria-live') ??
    IMPLICIT[element.getAttribute('role') ?? ''] ??
    (element instanceof HTMLOutputElement ? 'polite' : null);
  const regionOf = (node: Node) => {
    for (let element = node instanceof Element ? node : node.parentElement; element; element = element.parentElement) {
      if (politeness(element) !== null) return element;
    }
    return null;
  };
  const name = (element: Element | null) => {
    if (!element || element === document.body) return 'the page';
    const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.id;
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
  };
  // Text a reader gets: innerText leaves out what is hidden or invisible.
  const shownText = (node: Node) =>
    (node instanceof HTMLElement ? node.innerText : node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : '')
      .replace(/\s+/g, ' ')
      .trim();
  const before = new Map(Array.from(document.querySelectorAll('*'), (element) => [element, politeness(element) ?? 'off'] as const));
  const heard: Announcement[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      // Added nodes; changed text; an element un-hidden (hidden, aria-hidden), whose text is new to a reader.
      const nodes = record.type === 'childList' ? Array.from(record.addedNodes) : [record.target];
      // A live region that comes in with the added content is a region of its own, inserted with its text.
      const inserted = nodes.flatMap((node) =>
        record.type === 'childList' && node instanceof Element
          ? Array.from(node.querySelectorAll('*')).filter((element) => politeness(element) !== null)
          : [],
      );
      for (const node of [...nodes, ...inserted]) {
        const region = regionOf(node);
        const text = shownText(node);
        if (!region || !text) continue;
        heard.push({
          region: name(region),
          politeness: politeness(region) ?? 'off',
          politenessBefore: before.get(region) ?? null,
          text,
          focus: name(document.activeElement),
        });
      }
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['hidden', 'aria-hidden'],
  });
  (window as unknown as { heard: Announcement[] }).heard = heard;
}

/** What a screen reader speaks of what was collected (an "off" region is silent), one entry per region and politeness. */
export function announcements(): Announcement[] {
  const heard = (window as unknown as { heard?: Announcement[] }).heard ?? [];
  const merged: Announcement[] = [];
  for (const item of heard.filter(({ politeness }) => politeness !== 'off')) {
    const same = merged.find(
      (seen) => seen.region === item.region && seen.politeness === item.politeness && seen.politenessBefore === item.politenessBefore,
    );
    if (!same) merged.push({ ...item });
    else if (!same.text.includes(item.text)) same.text = `${same.text} ${item.text}`;
  }
  return merged;
}

export interface ContrastPair {
  what: string;
  /** Null where a picture is behind it: a person judges that one (the report's manual step). */
  ratio: number | null;
  colours: string;
}

/** WCAG 1.4.11: each focus ring, input edge, carousel dot and icon-only mark with its ratio to what is behind it. */
export function nonTextContrast(): ContrastPair[] {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  type Rgba = [number, number, number, number];
  /** Any CSS colour as sRGB bytes and alpha, read back from a canvas (the page's own colour parser). */
  const parse = (colour: string): Rgba => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (one: Rgba, two: Rgba) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const hex = ([r, g, b, a]: Rgba) =>
    `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}${a < 1 ? ` ${Math.round(a * 100)}%` : ''}`;
  /** The colours that can be behind (x, y) but `skip`, one per gradient stop; null over a picture. */
  const behind = (x: number, y: number, skip?: Element): Rgba[] | null => {
    const layers: Rgba[][] = [];
    for (const element of document.elementsFromPoint(x, y)) {
      if (skip && (element === skip || skip.contains(element))) continue;
      const style = getComputedStyle(element);
      if (element.matches('img, video, canvas, iframe, picture, image') || style.backgroundImage.includes('url(')) return null;
      const stops = style.backgroundImage.includes('gradient')
        ? (style.backgroundImage.match(/(?:rgba?|color|hsla?|oklch|oklab|lab|lch)\([^)]*\)|#[0-9a-f]{3,8}\b/gi) ?? []).map(parse)
        : [];
      const fill = parse(style.backgroundColor);
      if (stops.length > 0) layers.push(stops.map((stop) => over(stop, fill)));
      else if (fill[3] > 0) layers.push([fill]);
      if (layers.at(-1)?.every((colour) => colour[3] >= 1)) break;
    }
    // Paint from the bottom (the canvas is white where nothing opaque is) up to the top layer.
    let colours: Rgba[] = [[255, 255, 255, 1]];
    for (const layer of layers.reverse()) colours = layer.flatMap((top) => colours.map((bottom) => over(top, bottom)));
    return colours;
  };
  const worst = (what: string, colour: Rgba, backgrounds: Rgba[] | null): ContrastPair => {
    if (backgrounds === null || backgrounds.length === 0) return { what, ratio: null, colours: `${hex(colour)} over a picture` };
    const measured = backgrounds.map((background) => ({ background, ratio: ratio(colour, background) }));
    const low = measured.reduce((a, b) => (b.ratio < a.ratio ? b : a));
    return { what, ratio: Math.round(low.ratio * 100) / 100, colours: `${hex(colour)} on ${hex(low.background)}` };
  };
  const label = (element: Element) => {
    const text = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent;
    return `${element.tagName.toLowerCase()} "${text.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  };
  const visible = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]') && element.getBoundingClientRect().width > 1;
  const modal = document.querySelector('dialog:modal');
  const reachable = (element: Element) => visible(element) && (!modal || modal.contains(element));
  const show = (element: Element) => element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const pairs: ContrastPair[] = [];

  const controls = Array.from(
    document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ).filter(reachable);
  const before = document.activeElement;
  for (const control of controls) {
    // Focused as the keyboard focuses it: the ring measured is the one :focus-visible paints.
    control.focus({ preventScroll: true, focusVisible: true });
    if (document.activeElement !== control) continue;
    show(control);
    const style = getComputedStyle(control);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === 'none' || !(width > 0)) continue; // no ring: 2.4.7's test reports it
    const colour = parse(style.outlineColor);
    const out = parseFloat(style.outlineOffset) + width / 2;
    const box = control.getBoundingClientRect();
    const middle = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
    const sides = [
      [middle.x, box.top - out],
      [box.right + out, middle.y],
      [middle.x, box.bottom + out],
      [box.left - out, middle.y],
    ].filter(([x = -1, y = -1]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
    if (sides.length === 0) continue;
    // A ring drawn inside the control (a negative offset) is painted over the control's own content.
    const found = sides.map(([x = 0, y = 0]) => behind(x, y, out > 0 ? control : undefined));
    const backgrounds = found.some((colours) => colours === null) ? null : found.flatMap((colours) => colours ?? []);
    pairs.push(worst(`focus ring of ${label(control)}`, colour, backgrounds));
  }
  if (before instanceof HTMLElement) before.focus({ preventScroll: true });
  else (document.activeElement as HTMLElement | null)?.blur();

  for (const input of Array.from(document.querySelectorAll('input:not([type="hidden"]), textarea, select')).filter(reachable)) {
    show(input);
    const style = getComputedStyle(input);
    const box = input.getBoundingClientRect();
    const around = behind(box.left + box.width / 2, box.top - 2, input);
    const border = worst(`border of ${label(input)}`, parse(style.borderTopColor), around);
    const fill = worst(`fill of ${label(input)}`, over(parse(style.backgroundColor), around?.[0] ?? [255, 255, 255, 1]), around);
    // Either identifies the field: a border that stands out, or a fill that does.
    pairs.push(parseFloat(style.borderTopWidth) > 0 && (border.ratio ?? 0) >= (fill.ratio ?? 0) ? border : fill);
  }

  for (const dot of Array.from(document.querySelectorAll('[data-slot="carousel"] [role="group"] button')).filter(reachable)) {
    show(dot);
    const mark = getComputedStyle(dot, '::before');
    const box = dot.getBoundingClientRect();
    const backgrounds = behind(box.left + box.width / 2, box.top + box.height / 2);
    pairs.push(worst(`ring of the carousel dot ${label(dot)}`, parse(mark.borderTopColor), backgrounds));
    if (dot.getAttribute('aria-current') === 'true')
      pairs.push(worst(`fill of the current dot ${label(dot)}`, parse(mark.backgroundColor), backgrounds));
  }

  // Icons that are a control's only visible content, and the accordion's chevrons (its state).
  const iconOnly = Array.from(document.querySelectorAll('button, a[href]'))
    .filter(reachable)
    .filter((control) => !(control as HTMLElement).innerText.trim() && control.querySelector('svg, span'));
  const marks = [
    ...iconOnly.map((control) => ({ control, mark: control.querySelector('svg') ?? control.querySelector('span') })),
    ...Array.from(document.querySelectorAll('summary')).map((control) => ({
      control,
      mark: control.querySelector('[aria-hidden="true"]'),
    })),
  ];
  for (const { control, mark } of marks) {
    if (!mark || !reachable(control)) continue;
    show(mark);
    const style = getComputedStyle(mark);
    const stroke = mark instanceof SVGElement ? style.stroke : style.borderRightColor;
    const colour = parse(!stroke || stroke === 'none' || /currentcolor/i.test(stroke) ? style.color : stroke);
    const drawn = parse(style.backgroundColor)[3] > 0 && !(mark instanceof SVGElement) ? parse(style.backgroundColor) : colour;
    const box = mark.getBoundingClientRect();
    pairs.push(worst(`icon of ${label(control)}`, drawn, behind(box.left + box.width / 2, box.top + box.height / 2, mark)));
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  return pairs;
}

/** WCAG 3.1.2: each sentence plainly in English or Portuguese (two common words or more) under a `lang` of that language. */
export function languageProblems(): string[] {
  // Words common in one language and not words of the other (no "a", "do", "no", "se", "me", "as").
  const ENGLISH = new Set(
    'the and of to is are was not your you this that with for from it be or have has will can page found return home back please sorry we our an at by on in'.split(
      ' ',
    ),
  );
  const PORTUGUESE = new Set(
    'de da das dos que não para com uma um em na nas nos ao aos seu sua você é mais pelo pela por como sem ou isso este esta nem só já também página início'.split(
      ' ',
    ),
  );
  const languageOf = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().split('-')[0] ?? '';
  const reads = (text: string) => {
    const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
    const en = words.filter((word) => ENGLISH.has(word)).length;
    const pt = words.filter((word) => PORTUGUESE.has(word)).length;
    return en >= 2 && en > pt ? 'en' : pt >= 2 && pt > en ? 'pt' : null;
  };
  const problems: string[] = [];
  /** Sentence by sentence: an English sentence inside a Portuguese paragraph is a passage of its own. */
  const judge = (text: string, element: Element, where: string) => {
    const marked = languageOf(element);
    for (const sentence of text.split(/(?<=[.!?…])\s+/)) {
      const said = reads(sentence);
      if (said && said !== marked) problems.push(`${where} "${sentence.slice(0, 60)}" reads as ${said} under lang="${marked || '(none)'}"`);
    }
  };
  // The text of each element in the language it inherits: its own text nodes, and inline children that keep its language.
  const modal = document.querySelector('dialog:modal');
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (element.closest('script, style, template, noscript, [inert]') || (modal && !modal.contains(element))) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    let text = '';
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
      else if (child instanceof HTMLElement && !child.hasAttribute('lang') && getComputedStyle(child).display === 'inline')
        text += child.innerText;
    }
    const parent = element.parentElement;
    const inlineChild = element instanceof HTMLElement && getComputedStyle(element).display === 'inline' && !element.hasAttribute('lang');
    if (!inlineChild || !parent) judge(text.replace(/\s+/g, ' ').trim(), element, element.tagName.toLowerCase());
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute);
      if (value) judge(value, element, `${element.tagName.toLowerCase()}[${attribute}]`);
    }
  }
  return problems;
}
