import '@/styles/global.css';

import type { Preview } from '@storybook/react-vite';

import { DocsPage } from '../stories/blocks/DocsPage';
import { resetBetweenStories } from './decorators';
import { recordStoryOutcomes } from './outcome';
import { CAPTURE_VIEWPORTS, sizeOf, VIEWPORTS } from './viewports';

recordStoryOutcomes();

const preview: Preview = {
  beforeEach: resetBetweenStories,
  parameters: {
    layout: 'fullscreen',
    // Every component's docs page: the default page plus when to use it and its accessibility notes.
    docs: { page: DocsPage },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test; a story may relax this only with a reason beside it.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    },
    viewport: { options: VIEWPORTS },
    // Chromatic (hosted review) snapshots every story like tests/visual does: at 390 and 1280 px, reduced motion.
    chromatic: {
      modes: Object.fromEntries(CAPTURE_VIEWPORTS.map((key) => [VIEWPORTS[key].name, { viewport: sizeOf(VIEWPORTS[key]).width }])),
      prefersReducedMotion: 'reduce',
    },
    options: {
      storySort: { order: ['Introduction', 'Design tokens', 'Docs', 'UI', 'Widgets', 'Sections', 'Pages'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
