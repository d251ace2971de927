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
