/**
 * The viewports stories are shown and captured at, in Storybook's `viewport.options` shape. Plain data,
 * so the visual snapshots (tests/visual) read the same widths the workbench offers.
 */
export interface ViewportOption {
  name: string;
  styles: { width: string; height: string };
  type: 'mobile' | 'tablet' | 'desktop';
}

export const VIEWPORTS = {
  phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} satisfies Record<string, ViewportOption>;

/** An option's size in CSS pixels, as a browser's viewport takes it. */
export const sizeOf = ({ styles }: ViewportOption) => ({ width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) });

/** Every story not pinned to a viewport is captured at these two (spec: a phone and a desktop). */
export const CAPTURE_VIEWPORTS = ['phone', 'desktop'] as const satisfies (keyof typeof VIEWPORTS)[];

/** `parameters.visual`: how a story is captured when the whole page is not the point. */
export interface VisualParameters {
  /** CSS selector of the one element worth reviewing (first match); the rest of the page adds nothing. */
  element?: string;
  /** Capture what the viewport shows (an overlay over a long page), not the full page. */
  viewportOnly?: boolean;
  /** Capture only at these of CAPTURE_VIEWPORTS (a page shown once, when its sections have their own pictures). */
  viewports?: (typeof CAPTURE_VIEWPORTS)[number][];
}

/** Tag for behaviour-only stories: their end state looks like another story's, or depends on timing. */
export const NO_VISUAL_TAG = 'no-visual';
