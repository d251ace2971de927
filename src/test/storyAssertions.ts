import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Storybook's viewport global for a 320 px phone (the viewports are defined in .storybook/preview.tsx). */
export const PHONE_320 = { viewport: { value: 'phone320', isRotated: false } };

/** The viewport global really resized the test frame (addon-vitest applies it to the browser page). */
export async function expectViewportWidth(width: number): Promise<void> {
  await expect(window.innerWidth).toBe(width);
}

/** Nothing on the page scrolls sideways: the check every phone story ends with. */
export async function expectNoSidewaysScroll(): Promise<void> {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * A story's checks again on a 320 px phone: the frame really is 320 px, everything `play` checks
 * still holds, then `more` (what only a phone shows), and the page never scrolls sideways.
 */
export function onPhone<Context extends Pick<StoryContext, 'step'>>(
  play: ((context: Context) => unknown) | undefined,
  more?: (context: Context) => Promise<void>,
) {
  return {
    globals: PHONE_320,
    play: async (context: Context) => {
      await context.step('the test frame really is 320 px wide', () => expectViewportWidth(320));
      await play?.(context);
      await more?.(context);
      await context.step('the page does not scroll sideways', expectNoSidewaysScroll);
    },
  };
}
