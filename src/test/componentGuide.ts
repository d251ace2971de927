/**
 * What a component's docs page adds under its description, written in its story's meta as
 * `parameters.guide`, beside the component it describes; `stories/blocks/DocsPage.tsx` reads it.
 */
export interface ComponentGuide {
  /** When to use it (and when not to). */
  whenToUse: string;
  /** What it does for keyboard, screen-reader and low-vision visitors, beyond the axe check every story runs. */
  accessibility: string;
}
