// What the committed transcripts must say, whatever else changes in them. The storybook project writes and compares
// them (record.ts, record 44); these checks keep a reviewer from accepting one that reads what no screen reader
// would, or that has lost what the play caused.
import { describe, expect, it } from 'vitest';

import { headerLinks, navigation } from '@content/navigation';
import { demoChat } from '@content/steps';
import { testimonialsSection } from '@content/testimonials';

const files = import.meta.glob<string>('/src/**/*.transcript.txt', { query: '?raw', import: 'default', eager: true });

/** One story's part of a transcript: what is read after its play, and what was announced as it played. */
interface Section {
  read: string[];
  announced: string[];
}

/** A component's transcript, story by story. */
function transcript(component: string): Map<string, Section> {
  const path = Object.keys(files).find((file) => file.endsWith(`/${component}.transcript.txt`));
  if (!path) throw new Error(`no transcript for ${component}`);
  const sections = new Map<string, Section>();
  for (const part of (files[path] ?? '').split(/^## /m).slice(1)) {
    const [name = '', ...body] = part.split('\n');
    const [read = '', announced = ''] = body.join('\n').split(/^### As the play acts$/m);
    const lines = (text: string) => text.split('\n').filter(Boolean);
    sections.set(name, { read: lines(read), announced: lines(announced) });
  }
  return sections;
}

function story(component: string, name: string): Section {
  const section = transcript(component).get(name);
  if (!section) throw new Error(`no story ${name} in ${component}'s transcript`);
  return section;
}

describe('DemoChat', () => {
  it('reads differently in at least four of its stories', () => {
    const distinct = new Set([...transcript('DemoChat').values()].map((section) => section.read.join('\n')));
    expect(distinct.size).toBeGreaterThanOrEqual(4);
  });

  it('announces the reply to a sent note through its log, after the note itself', () => {
    const { announced } = story('DemoChat', 'AfterSpending');
    const note = announced.findIndex((line) => line.startsWith(`polite: ${demoChat.userLabel}: gastei 30 no uber`));
    const reply = announced.findIndex((line) => line.startsWith(`polite: ${demoChat.botLabel}: ✅ Gasto registrado: R$ 30,00`));
    expect(note).toBeGreaterThanOrEqual(0);
    expect(reply).toBeGreaterThan(note);
  });
});

describe('Header', () => {
  const link = ({ label }: { label: string }) => `link, ${label}`;

  it('reads the opened menu as expanded, and its links', () => {
    const { read, announced } = story('Header', 'MenuOpenFromKeyboard');
    expect(read).toContain(`button, ${navigation.menuLabel}, 1 control, expanded`);
    expect(read).toEqual(expect.arrayContaining(headerLinks.map(link)));
    expect(announced).toContain(`button, ${navigation.menuLabel}, expanded`);
  });

  it('reads none of a closed menu’s links', () => {
    const { read } = story('Header', 'MobileMenu');
    expect(read).toContain(`button, ${navigation.menuLabel}, 1 control, not expanded`);
    for (const closed of headerLinks.map(link)) expect(read).not.toContain(closed);
  });

  it('reads no menu toggle where the links sit in the bar (64rem and wider)', () => {
    const { read } = story('Header', 'Default');
    expect(read.filter((line) => line.startsWith(`button, ${navigation.menuLabel}`))).toEqual([]);
    expect(read).toEqual(expect.arrayContaining(headerLinks.map(link)));
  });
});

describe('ConsentBanner', () => {
  it('reads nothing but the modal dialog while it is open', () => {
    const { read } = story('ConsentBanner', 'FirstVisit');
    const [first, dialog, ...rest] = read;
    expect(first).toBe('document');
    expect(dialog).toMatch(/^dialog, /);
    expect(rest.at(-1)).toBe('end of document');
    expect(rest.at(-2)).toMatch(/^end of dialog, /);
    expect(read.filter((line) => /^(main|heading, Página de fundo|link, Um link atrás do aviso)/.test(line))).toEqual([]);
  });
});

describe('Accordion', () => {
  it('reads only the open answer', () => {
    const { read } = story('Accordion', 'ClickingAnotherSwitches');
    expect(read.filter((line) => line.startsWith('region, '))).toHaveLength(1);
  });
});

describe('Carousel', () => {
  it('announces the slide that Next brings, once rotation has stopped', () => {
    const { announced } = story('Carousel', 'ManualClickStopsRotation');
    const next = announced.indexOf(`button, ${testimonialsSection.carousel.nextLabel}`);
    expect(next).toBeGreaterThanOrEqual(0);
    expect(announced[next + 1]).toMatch(/^polite: \S/);
  });
});
