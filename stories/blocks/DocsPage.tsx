import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

import type { ComponentGuide } from '@/test/componentGuide';

/** Under each component's description: when to use it, and its accessibility notes, from its story meta's `parameters.guide`. */
function Guide() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const guide = preparedMeta.parameters.guide as ComponentGuide | undefined;
  if (!guide) return null;
  return (
    <>
      <h2>When to use</h2>
      <p>{guide.whenToUse}</p>
      <h2>Accessibility</h2>
      <p>{guide.accessibility}</p>
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
    </>
  );
}
