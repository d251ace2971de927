/**
 * The one moment stories live in: 21 November 2026, 09:30 on the machine's clock. The stories' demo
 * stamps their messages with it (decorators.tsx) and the visual capture freezes the page's clock at
 * it (tests/visual/stories.spec.ts), so text assertions and snapshots never depend on when they run.
 */
export const FROZEN_NOW = new Date(2026, 10, 21, 9, 30);
