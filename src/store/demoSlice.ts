import type { StateCreator } from 'zustand';

import { demoChat } from '@content/steps';
import {
  type DemoMessage,
  MAX_INPUT_LENGTH,
  type DemoTotals,
  formatTime,
  GOAL_CENTS,
  INITIAL_TOTALS,
  isOverGoal,
  percentOfGoal,
  processMessage,
} from '@/demo/rules';

import type { SiteState } from './useSiteStore';

export interface DemoSlice {
  demo: {
    messages: DemoMessage[];
    totals: DemoTotals;
    goalCents: number;
    /** Ids are a counter, not random, so stories and snapshots are repeatable. */
    nextId: number;
    /** Where message times come from; stories and tests pin it so times are fixed. */
    clock: () => Date;
  };
  /** Appends the visitor's message and the assistant's reply; blank input is ignored. */
  sendDemoMessage: (text: string) => void;
  /** Restores the four opening messages and the starting totals. */
  resetDemo: () => void;
}

/** The four opening messages, written to agree with the starting totals (content/steps.ts). */
function seedMessages(): DemoMessage[] {
  return demoChat.seed.map((message, index) => ({ id: `seed-${index}`, ...message }));
}

function initialDemo(clock: () => Date = () => new Date()): DemoSlice['demo'] {
  return {
    messages: seedMessages(),
    totals: { ...INITIAL_TOTALS },
    goalCents: GOAL_CENTS,
    nextId: 1,
    clock,
  };
}

export const createDemoSlice: StateCreator<SiteState, [], [], DemoSlice> = (set) => ({
  demo: initialDemo(),
  sendDemoMessage: (text) =>
    set(({ demo }) => {
      const outcome = processMessage(text, demo.totals, demo.goalCents);
      if (!outcome) return {};
      const time = formatTime(demo.clock());
      const user: DemoMessage = { id: `m-${demo.nextId}`, type: 'user', text: text.slice(0, MAX_INPUT_LENGTH).trim(), time };
      const bot: DemoMessage = {
        id: `m-${demo.nextId + 1}`,
        type: 'bot',
        text: outcome.reply,
        time,
        category: outcome.category,
        total: outcome.totals.spentCents,
        meta: demo.goalCents,
        percentage: outcome.percentage,
        success: outcome.success,
      };
      return {
        demo: {
          ...demo,
          messages: [...demo.messages, user, bot],
          totals: outcome.totals,
          nextId: demo.nextId + 2,
        },
      };
    }),
  resetDemo: () => set(({ demo }) => ({ demo: initialDemo(demo.clock) })),
});

// Narrow selectors: components subscribe to exactly what they render.
export const selectDemoMessages = (state: SiteState) => state.demo.messages;
export const selectDemoTotals = (state: SiteState) => state.demo.totals;
export const selectDemoPercentage = (state: SiteState) =>
  percentOfGoal(state.demo.totals.spentCents, state.demo.goalCents);
/** The same over-the-goal truth the reply's warning reads (rules' isOverGoal), never the rounded percentage. */
export const selectDemoOverGoal = (state: SiteState) => isOverGoal(state.demo.totals.spentCents, state.demo.goalCents);
export const selectSendDemoMessage = (state: SiteState) => state.sendDemoMessage;
export const selectResetDemo = (state: SiteState) => state.resetDemo;
