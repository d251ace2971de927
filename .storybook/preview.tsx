import '@/styles/global.css';

import type { Preview } from '@storybook/react-vite';

import { DocsPage } from '../stories/blocks/DocsPage';
import { resetBetweenStories, withRouter } from './decorators';

const preview: Preview = {
  decorators: [withRouter],
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
    viewport: {
      options: {
        phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Design tokens', 'Docs', 'UI', 'Widgets', 'Sections', 'Pages'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
