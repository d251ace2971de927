/**
 * The window property where the preview leaves how the last story ended (.storybook/outcome.ts writes it,
 * tests/visual/storybook.ts reads it). Plain data, so the Node side of the tests can import it.
 */
export const STORY_OUTCOME = '__storyOutcome';

export interface StoryOutcome {
  storyId: string;
  status: 'success' | 'error';
  /** The first error: the story's render, its play function, or an error left unhandled while it played. */
  error?: string;
}
