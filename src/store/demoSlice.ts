import type { StateCreator } from 'zustand';

import { demoUnavailableReply } from '@content/demoUnavailableReply';
import {
  type DemoMessage,
  type DemoTotals,
  formatTime,
  GOAL_CENTS,
  INITIAL_TOTALS,
  isOverGoal,
  MAX_INPUT_LENGTH,
  percentOfGoal,
} from '@/demo/money';

import type { SiteState } from './useSiteStore';

type Rules = typeof import('@/demo/rules');

export interface DemoSlice {
  demo: {
    /** What the visitor sent and the replies, after the opening messages (which are the page's: DemoChat's `opening`). */
    messages: DemoMessage[];
    totals: DemoTotals;
    goalCents: number;
    /** Ids are a counter, not random, so stories and snapshots are repeatable. */
    nextId: number;
    /** Where message times come from; stories and tests pin it so times are fixed. */
    clock: () => Date;
  };
  /**
   * Appends the visitor's message and the assistant's reply; blank input is ignored. The demo's
   * rules are loaded the first time they are needed, so a message sent before they arrive is
   * answered once they do, in the order sent.
   */
  sendDemoMessage: (text: string) => void;
  /** Back to the opening messages alone and the starting totals. */
  resetDemo: () => void;
}

/*
 * The rules and their lexicon are not part of the page's first load: they are fetched when the
 * visitor first focuses the demo's input (`loadDemoRules`), or at the first message at the latest.
 */
let rules: Rules | undefined;
let loading: Promise<Rules> | undefined;

/** Starts loading the demo's rules (once); resolves when they are ready. A failed load is tried again next time. */
export function loadDemoRules(): Promise<Rules> {
  loading ??= import('@/demo/rules').then(
    (module) => (rules = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function initialDemo(clock: () => Date = () => new Date()): DemoSlice['demo'] {
  return {
    messages: [],
    totals: { ...INITIAL_TOTALS },
    goalCents: GOAL_CENTS,
    nextId: 1,
    clock,
  };
}

export const createDemoSlice: StateCreator<SiteState, [], [], DemoSlice> = (set, get) => ({
  demo: initialDemo(),
  sendDemoMessage: (text) => {
    if (typeof text !== 'string' || text.trim() === '') return;
    if (!rules) {
      // Answered once the rules arrive; if they cannot be loaded, the note is kept and the reply says to try again.
      loadDemoRules().then(
        () => get().sendDemoMessage(text),
        () => set(({ demo }) => ({ demo: appendExchange(demo, text, { text: demoUnavailableReply }) })),
      );
      return;
    }
    const { processMessage } = rules;
    set(({ demo }) => {
      const outcome = processMessage(text, demo.totals, demo.goalCents);
      if (!outcome) return {};
      const reply = {
        text: outcome.reply,
        ...(outcome.category ? { category: outcome.category } : {}),
        total: outcome.totals.spentCents,
        meta: demo.goalCents,
        percentage: outcome.percentage,
        success: outcome.success,
      };
      return { demo: { ...appendExchange(demo, text, reply), totals: outcome.totals } };
    });
  },
  resetDemo: () => set(({ demo }) => ({ demo: initialDemo(demo.clock) })),
});

/** The demo with the visitor's note and the assistant's reply appended, both stamped with the current time. */
function appendExchange(demo: DemoSlice['demo'], text: string, reply: Partial<DemoMessage> & { text: string }): DemoSlice['demo'] {
  const time = formatTime(demo.clock());
  const user: DemoMessage = { id: `m-${demo.nextId}`, type: 'user', text: text.slice(0, MAX_INPUT_LENGTH).trim(), time };
  const bot: DemoMessage = { ...reply, id: `m-${demo.nextId + 1}`, type: 'bot', time };
  return { ...demo, messages: [...demo.messages, user, bot], nextId: demo.nextId + 2 };
}

// Narrow selectors: components subscribe to exactly what they render.
export const selectDemoMessages = (state: SiteState) => state.demo.messages;
export const selectDemoTotals = (state: SiteState) => state.demo.totals;
export const selectDemoPercentage = (state: SiteState) => percentOfGoal(state.demo.totals.spentCents, state.demo.goalCents);
/** The same over-the-goal truth the reply's warning reads (rules' isOverGoal), never the rounded percentage. */
export const selectDemoOverGoal = (state: SiteState) => isOverGoal(state.demo.totals.spentCents, state.demo.goalCents);
export const selectSendDemoMessage = (state: SiteState) => state.sendDemoMessage;
export const selectResetDemo = (state: SiteState) => state.resetDemo;
