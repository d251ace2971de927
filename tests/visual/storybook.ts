import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

import { expect, type Page, test } from '@playwright/test';
import type { IndexEntry, StoryIndex } from 'storybook/internal/types';

import { STORY_OUTCOME, type StoryOutcome } from '../../.storybook/storyOutcome';
import { CAPTURE_VIEWPORTS, NO_VISUAL_TAG, type ViewportOption, VIEWPORTS, type VisualParameters } from '../../.storybook/viewports';
import { CAPTURE_ANNOTATION, type CaptureNote, STORY_ANNOTATION } from '../../addons/review/review.ts';

/** The Storybook build under test: the normal build, or a scratch copy (scripts/visual-gate-check.mjs). */
const DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';

/** Every story the gate captures: all of them except behaviour-only ones, tagged no-visual. */
export function capturedStories(): IndexEntry[] {
  // The review panel's "run" shoots the dev server's stories: it saves that server's index and names it here.
  const file = process.env.VISUAL_STORYBOOK_INDEX ?? `${DIR}/index.json`;
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build-storybook first (npm run test:visual does).`);
  const index = JSON.parse(readFileSync(file, 'utf8')) as StoryIndex;
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes(NO_VISUAL_TAG));
}

/** This machine's approved baselines (the config's snapshotPathTemplate, `{platform}` being process.platform), a folder per engine. */
export const BASELINE_DIR = `${process.env.VISUAL_BASELINES ?? 'tests/visual/baselines'}/${process.platform}`;

/** Tells the review's reporter (addons/review) which story this test shoots. */
export function announceStory(storyId: string) {
  test.info().annotations.push({ type: STORY_ANNOTATION, description: storyId });
}

/** Tells the review's reporter about a picture before it is compared, with its baseline's hash (an accept checks it). */
export function announceCapture(viewport: string, file: string): CaptureNote {
  const info = test.info();
  const baseline = `${BASELINE_DIR}/${info.project.name}/${file}`;
  const baselineHash = existsSync(baseline) ? createHash('sha256').update(readFileSync(baseline)).digest('hex') : null;
  const note: CaptureNote = { viewport, file, baselineHash };
  info.annotations.push({ type: CAPTURE_ANNOTATION, description: JSON.stringify(note) });
  return note;
}

/** What Storybook says about the story it rendered (RENDERED_IN_PAGE). */
export interface Rendered {
  outcome: StoryOutcome['status'];
  error?: string;
  /** The viewport the story pins itself to with `globals`, if any. */
  pinned?: string;
  options: Record<string, ViewportOption>;
  visual: VisualParameters;
  /** What the story lets the accessibility review off, and why (tests/stories/review.spec.ts). */
  review: { lineClamp?: string };
}

/**
 * The viewports a story is captured at in one engine: its pinned one, or each it allows narrowed to the engine's
 * (`only`), or else its first, so every captured story has a picture in every engine.
 */
export function viewportsFor({ pinned, visual }: Pick<Rendered, 'pinned' | 'visual'>, only?: readonly string[]): string[] {
  if (pinned) return [pinned];
  const allowed: string[] = visual.viewports ?? [...CAPTURE_VIEWPORTS];
  if (!only) return allowed;
  const narrowed = allowed.filter((key) => only.includes(key));
  return narrowed.length > 0 ? narrowed : allowed.slice(0, 1);
}

/** A story alone, axe off (the addon's manual mode): every story's own test runs it already (the storybook project). */
export const storyPath = (id: string) => `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`;

/**
 * In a story's window: shows another story in the preview already there, as Storybook's sidebar does (the same one
 * remounted), and resolves true; false where there is no story preview (record 48). What a story may leave outside
 * its root (<html>'s and <body>'s attributes, focus, selection) is put back as the document began; the preview's
 * `beforeEach` resets the rest. Plain script: WebKit's driver runs it as text.
 */
export async function switchStoryInPage({ storyId, outcome }: InPageStory): Promise<boolean> {
  type Preview = {
    currentRender?: { id?: string };
    view?: { showPreparingStory: (options?: { immediate?: boolean }) => void; immediatePreparing?: boolean };
  };
  type Channel = { emit: (event: string, payload: unknown) => void };
  const win = window as unknown as Record<string, unknown>;
  const preview = win.__STORYBOOK_PREVIEW__ as Preview | undefined;
  const channel = win.__STORYBOOK_ADDONS_CHANNEL__ as Channel | undefined;
  const params = new URLSearchParams(location.search);
  if (!preview?.currentRender || !channel || params.get('viewMode') !== 'story') return false;
  if (!win.__freshRoot) {
    const served = new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), 'text/html');
    win.__freshRoot = [...served.documentElement.attributes].map(({ name, value }) => [name, value]);
  }
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  for (const [name, value] of win.__freshRoot as [string, string][]) root.setAttribute(name, value);
  for (const { name } of [...document.body.attributes]) if (name !== 'class') document.body.removeAttribute(name);
  for (const name of [...document.body.classList]) if (!name.startsWith('sb-')) document.body.classList.remove(name);
  (document.activeElement as HTMLElement | null)?.blur();
  getSelection()?.removeAllRanges();
  // Storybook hides a switched story's canvas only after 100 ms, a timer that can fire after the story has mounted:
  // the hidden canvas then loses what the story scrolled (the demo's log, to its newest message). A first load hides it
  // at once, before the mount; so does a switch here.
  const view = preview.view;
  if (view && !view.immediatePreparing) {
    const prepare = view.showPreparingStory.bind(view);
    view.showPreparingStory = () => prepare({ immediate: true });
    view.immediatePreparing = true;
  }
  win[outcome] = undefined;
  if (preview.currentRender.id === storyId) channel.emit('forceRemount', { storyId });
  else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  return true;
}

/** True in the story's window once Storybook has rendered this story and run its play function (or failed to render it). */
export function storySettledInPage({ storyId, outcome }: InPageStory): boolean {
  const win = window as unknown as Record<string, { storyId?: string; currentRender?: { id?: string; phase?: string } } | undefined>;
  const render = win.__STORYBOOK_PREVIEW__?.currentRender;
  return win[outcome]?.storyId === storyId || (render?.id === storyId && render.phase === 'errored');
}

/**
 * In a story's window: the viewport a story pins itself to (its `globals`), read from Storybook's store without
 * rendering it, so that a pinned story is shown once, at its own width; undefined where the window holds no preview.
 * Plain script: WebKit's driver runs it as text.
 */
export async function pinnedInPage(storyId: string): Promise<string | null | undefined> {
  type Store = { loadStory: (story: { storyId: string }) => Promise<{ storyGlobals?: { viewport?: { value?: string } } }> };
  const store = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: Store } }).__STORYBOOK_PREVIEW__?.storyStoreValue;
  if (!store) return undefined;
  return (await store.loadStory({ storyId })).storyGlobals?.viewport?.value ?? null;
}

/** The viewport a story is first shown at: the one it pins, where known beforehand and one of the preview's, or `otherwise`. */
export const firstViewport = (pinned: string | null | undefined, otherwise: string): keyof typeof VIEWPORTS =>
  (pinned && pinned in VIEWPORTS ? pinned : otherwise) as keyof typeof VIEWPORTS;

/** What the two in-page functions above are given: the story, and the window property the preview records its outcome in. */
export interface InPageStory {
  storyId: string;
  outcome: typeof STORY_OUTCOME;
}
export const inPageStory = (storyId: string): InPageStory => ({ storyId, outcome: STORY_OUTCOME });

/** Shows the story in the page: switched in the preview already there, or loaded. Resolves once it has played. */
export async function showStory(page: Page, storyId: string): Promise<void> {
  if (!(await page.evaluate(switchStoryInPage, inPageStory(storyId)))) await page.goto(storyPath(storyId));
  await page.waitForFunction(storySettledInPage, inPageStory(storyId));
}

/** A story is captured or reviewed only in the state its play function ends in: one that failed is reported as such. */
export function expectPlayed({ outcome, error }: Pick<Rendered, 'outcome' | 'error'>): void {
  const message = `the story rendered and its play function ran without an error${error ? ` (${error})` : ''}`;
  // The plays are written and run in Chromium (the storybook project fails them); elsewhere, and in the story review,
  // a failed play is recorded on the test (docs/visual-review.md lists the engine differences).
  const engine = test.info().project.name || 'chromium';
  if (engine === 'chromium') expect(outcome, message).toBe('success');
  else if (outcome !== 'success') test.info().annotations.push({ type: 'play-failed', description: `${engine}: ${message}` });
}

/** The script Storybook's preview answers in the page: how the story ended, its pinned viewport, viewports and capture rules. */
export const RENDERED_IN_PAGE = `(() => {
  const render = window.__STORYBOOK_PREVIEW__.currentRender;
  const { parameters, storyGlobals } = render.story;
  return {
    outcome: window.${STORY_OUTCOME} ? window.${STORY_OUTCOME}.status : 'error',
    error: window.${STORY_OUTCOME} ? window.${STORY_OUTCOME}.error : 'the story errored before it finished',
    pinned: storyGlobals && storyGlobals.viewport ? storyGlobals.viewport.value : undefined,
    options: (parameters.viewport && parameters.viewport.options) || {},
    visual: parameters.visual || {},
    review: parameters.review || {},
  };
})()`;
