import { Controls, Description, Heading, Markdown, Primary, Source, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

// Each component's guide ("When to use", "Accessibility"; the docs test fails a component page without one) and its
// screen-reader transcript (written by the story run, stories/transcripts/record.ts) are files beside its stories.
const guides = import.meta.glob<string>('/src/**/*.guide.md', { query: '?raw', import: 'default', eager: true });
const transcripts = import.meta.glob<string>('/src/**/*.transcript.txt', { query: '?raw', import: 'default', eager: true });

/** The file beside this page's story file: './src/ui/Button/Button.stories.tsx' → '/src/ui/Button/Button<suffix>'. */
function useBesideStories(files: Record<string, string>, suffix: string): string | undefined {
  const { preparedMeta } = useOf('meta', ['meta']);
  return files[
    String(preparedMeta.parameters.fileName)
      .replace(/^\./, '')
      .replace(/\.stories\.tsx$/, suffix)
  ];
}

function Guide() {
  const guide = useBesideStories(guides, '.guide.md');
  return guide ? <Markdown>{guide}</Markdown> : null;
}

/** What a virtual screen reader speaks, reading each story from start to end (the committed snapshot). */
function Transcript() {
  const transcript = useBesideStories(transcripts, '.transcript.txt');
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

/** The autodocs page of every component: Storybook's default page with the guide and the transcript added. */
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
