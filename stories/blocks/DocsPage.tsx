import { Controls, Description, Markdown, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

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
    </>
  );
}
