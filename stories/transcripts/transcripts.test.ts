// What a screen reader says, story by story: a virtual screen reader (@guidepup/virtual-screen-reader) reads each
// component and page story from start to end, and the phrases it speaks are a committed snapshot beside the
// component (`Button.transcript.txt`), shown on its docs page. A change fails with a diff; `npm run
// test:transcripts:update` accepts it. Record 0039 says what this DOM can and cannot tell.
import { virtual } from '@guidepup/virtual-screen-reader';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';

import * as preview from '../../.storybook/preview';

setProjectAnnotations(preview.default);

type StoryModule = Parameters<typeof composeStories>[0];
/** What the walk needs of a composed story: run it (loaders, beforeEach, render) into a canvas. */
type ComposedStory = { run: (context: { canvasElement: HTMLElement }) => Promise<void> };
const modules = import.meta.glob<StoryModule>('/src/**/*.stories.tsx', { eager: true });

/** A component whose walk has not ended after this many steps is read as a loop, not a page. */
const MAX_STEPS = 3000;

/** Every phrase, from the story's start to its end, as a screen reader user moving on with "next" hears them. */
async function transcript(container: HTMLElement): Promise<string[]> {
  await virtual.start({ container });
  try {
    for (let step = 0; (await virtual.lastSpokenPhrase()) !== 'end of document'; step++) {
      if (step > MAX_STEPS)
        throw new Error(`no end of document after ${MAX_STEPS} steps: ${(await virtual.spokenPhraseLog()).slice(0, 8).join(' | ')}`);
      const at = virtual.activeNode;
      await virtual.next();
      // A story with nothing to read (decoration only, or an effect with no markup) has no end to move to.
      if (virtual.activeNode === at) break;
    }
    return await virtual.spokenPhraseLog();
  } finally {
    await virtual.stop();
  }
}

/** The stories as they render, before any play function acts on them: the transcript is of what a visitor first meets. */
function withoutPlay(module: StoryModule): StoryModule {
  const stories: Record<string, unknown> = module;
  return Object.fromEntries(
    Object.entries(stories).map(([name, story]) => [
      name,
      name !== 'default' && story && typeof story === 'object' ? { ...story, play: undefined } : story,
    ]),
  ) as StoryModule;
}

for (const [path, module] of Object.entries(modules)) {
  const file = path.replace(/\.stories\.tsx$/, '.transcript.txt');
  describe(path, () => {
    // The landing page is some 3000 phrases.
    it('reads as its committed transcript', { timeout: 120_000 }, async () => {
      const sections: string[] = [];
      const stories: Record<string, ComposedStory> = composeStories(withoutPlay(module));
      for (const [name, Story] of Object.entries(stories)) {
        // A plain box, as Storybook's canvas is: the story's own landmarks are the only ones spoken.
        const canvasElement = document.body.appendChild(document.createElement('div'));
        await Story.run({ canvasElement });
        sections.push(`## ${name}\n\n${(await transcript(document.body)).join('\n')}\n`);
        document.body.replaceChildren();
      }
      await expect(sections.join('\n')).toMatchFileSnapshot(`../..${file}`);
    });
  });
}
