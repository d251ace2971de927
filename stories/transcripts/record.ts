// What a screen reader says, story by story, riding on the storybook project's run (a setup file of that project
// only): before each story renders, `listen` starts recording; after its play function (and axe) the story's page
// is read from start to end, then what was announced while it played. One story file's stories make one committed
// `<Component>.transcript.txt` beside it, compared once its last story has run: a change fails with a diff,
// `npm run test:transcripts:update` accepts it. Record 0044.
import { afterEach, beforeEach, type TestContext } from 'vitest';

import { CAROUSEL_INTERVAL_MS } from '@/store/carouselSlice';

import { listen, read } from './transcript';

/** What addon-vitest leaves on each story's test context (testStory in @storybook/addon-vitest). */
type StoryContext = TestContext & { story?: { storyName: string; tags: string[] } };

/**
 * A story that ends with something still moving on a timer (a carousel rotating every 300 ms): what is on screen when
 * it is read depends on how long axe took, so its section says so instead of reading it. Its announcements are kept.
 */
const MOVING_TAG = 'moves-on-its-own';

/**
 * What moves by itself must not decide what is read. The carousel's 6-second rotation waits for the whole story
 * (a loaded machine can take longer than 6 s to play the landing page, so where it stopped would be luck; no play
 * needs it to fire: the rotation stories use a short interval, and RotatesEverySixSeconds checks only the schedule),
 * and every other timeout waits while the page is read, so nothing moves between two steps of the walk. What waited
 * runs once the story has been read.
 */
let stopListening: (() => Promise<string[]>) | undefined;
let holding = false;
const held: (() => void)[] = [];
const setTimer = window.setTimeout.bind(window);
window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
  const run = () => (typeof handler === 'function' ? (handler as (...rest: unknown[]) => void)(...args) : undefined);
  if (timeout === CAROUSEL_INTERVAL_MS && stopListening) return setTimer(() => held.push(run), timeout);
  return setTimer(() => (holding ? held.push(run) : run()), timeout);
}) as typeof window.setTimeout;

async function readStill(container: HTMLElement): Promise<string[]> {
  holding = true;
  try {
    return await read(container);
  } finally {
    holding = false;
  }
}

/** Each story file's sections so far, in the order its stories ran. */
const sections = new Map<string, string[]>();

beforeEach(() => {
  stopListening = listen(document.body);
});

afterEach(async (context: StoryContext) => {
  const stop = stopListening;
  stopListening = undefined;
  const announced = (await stop?.()) ?? [];
  if (!context.story) return;
  const path = context.task.file.filepath;
  let said: string[];
  try {
    said = context.story.tags.includes(MOVING_TAG)
      ? [`(not read: it ends moving on by itself, tagged ${MOVING_TAG})`]
      : await readStill(document.body);
  } finally {
    for (const run of held.splice(0)) run();
  }
  const section = [`## ${context.story.storyName}`, '', ...said];
  if (announced.length) section.push('', '### As the play acts', '', ...announced);
  sections.set(path, [...(sections.get(path) ?? []), `${section.join('\n')}\n`]);

  // The file is compared whole, so only once every story in it has run, and only when all of them passed: a
  // filtered or failing run has already said what is wrong, and must not rewrite the transcript with a part of it.
  const tests = context.task.file.tasks;
  if (tests.at(-1) !== context.task) return;
  const othersPassed = tests.slice(0, -1).every((test) => test.result?.state === 'pass');
  if (!othersPassed || context.task.result?.errors?.length) return;
  await context.expect(sections.get(path)?.join('\n')).toMatchFileSnapshot(path.replace(/\.stories\.tsx$/, '.transcript.txt'));
});
