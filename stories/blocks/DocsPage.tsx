import { Controls, Description, Heading, Markdown, Primary, Source, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

/**
 * Each component's guide ("When to use", "Accessibility") is a Markdown file beside it:
 * `src/ui/Button/Button.guide.md` for `Button.stories.tsx`. The docs test fails a component page without one.
 */
const guides = import.meta.glob<string>('/src/**/*.guide.md', { query: '?raw', import: 'default', eager: true });

/** The guide beside a story file: './src/ui/Button/Button.stories.tsx' → '/src/ui/Button/Button.guide.md'. */
const guidePathOf = (storyFile: string) => storyFile.replace(/^\./, '').replace(/\.stories\.tsx$/, '.guide.md');

/** Under each component's description: its guide, from the Markdown file beside its story file. */
function Guide() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const guide = guides[guidePathOf(String(preparedMeta.parameters.fileName))];
  return guide ? <Markdown>{guide}</Markdown> : null;
}

/** Each component's screen-reader transcript, beside it: written by the story run (stories/transcripts/record.ts). */
const transcripts = import.meta.glob<string>('/src/**/*.transcript.txt', { query: '?raw', import: 'default', eager: true });

/** What a virtual screen reader speaks, reading each story from start to end (the committed snapshot). */
function Transcript() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const transcript =
    transcripts[
      String(preparedMeta.parameters.fileName)
        .replace(/^\./, '')
        .replace(/\.stories\.tsx$/, '.transcript.txt')
    ];
  if (!transcript) return null;
  return (
    <>
      <Heading>What a screen reader says</Heading>
      <p>
        A virtual screen reader reads each story from start to end once its play function has run, in Chromium with the real CSS; this is
        what it speaks, then (“As the play acts”) what was announced while the play ran (a snapshot reviewed like a visual baseline:{' '}
        <code>npm run test:transcripts:update</code> accepts a change).
      </p>
      <Source language="md" code={transcript} dark={false} />
    </>
  );
}

/** The autodocs page of every component: Storybook's default page with the guide added. */
export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Guide />
      <Primary />
      <Controls />
      <Stories />
      <Transcript />
    </>
  );
}
