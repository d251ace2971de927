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

import { loadScript } from './loadScript';
import { nextTask, whenIdle } from './whenIdle';
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
   * answered once they do, in the order sent. If they cannot be loaded, only the assistant's notice
   * is appended (the page's early script says the same when the whole app fails). Resolves true
   * once the message is answered, false when it was not (blank, or the rules never came), so the
   * input keeps the text.
   */
  sendDemoMessage: (text: string) => Promise<boolean>;
  /** Back to the opening messages alone and the starting totals. */
  resetDemo: () => void;
}

/*
 * The rules and their lexicon are not part of the page's first load: they are fetched when the
 * visitor first focuses the demo's input (`loadDemoRules`), or at the first message at the latest,
 * and the lexicon is built at the first idle moment after they arrive (or by a note already waiting).
 */
let rules: Rules | undefined;
let loading: Promise<Rules> | undefined;

/**
 * Starts loading the demo's rules (once, tried twice); resolves when they are ready. A load that
 * failed twice stays failed: the notice asks for a reload, and the console has said so once.
 */
export function loadDemoRules(): Promise<Rules> {
  loading ??= loadScript(() => import('@/demo/rules')).then((module) => {
    rules = module;
    // Their lexicon is built at the next idle moment, while the visitor is still typing, not inside the tap that
    // sends the first note (issue 37: that tap's INP was 60–100 ms longer on the slow phone). A note already waiting
    // for the rules builds it first, and then this finds it built. Reading builds it if this ever fails.
    void whenIdle()
      .then(() => module.prepareRules(nextTask))
      .catch(() => undefined);
    return module;
  });
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
    if (typeof text !== 'string' || text.trim() === '') return Promise.resolve(false);
    if (!rules) {
      // Answered once the rules arrive; if they cannot be loaded, the note stays with the visitor and the assistant says so.
      return loadDemoRules().then(
        () => get().sendDemoMessage(text),
        () => {
          set(({ demo }) => ({ demo: appendMessages(demo, { type: 'bot', text: demoUnavailableReply }) }));
          return false;
        },
      );
    }
    const { processMessage } = rules;
    const { demo } = get();
    const outcome = processMessage(text, demo.totals, demo.goalCents);
    if (!outcome) return Promise.resolve(false);
    const reply = {
      type: 'bot' as const,
      text: outcome.reply,
      ...(outcome.category ? { category: outcome.category } : {}),
      total: outcome.totals.spentCents,
      meta: demo.goalCents,
      percentage: outcome.percentage,
      success: outcome.success,
    };
    const user = { type: 'user' as const, text: text.slice(0, MAX_INPUT_LENGTH).trim() };
    set({ demo: { ...appendMessages(demo, user, reply), totals: outcome.totals } });
    return Promise.resolve(true);
  },
  resetDemo: () => set(({ demo }) => ({ demo: initialDemo(demo.clock) })),
});

/** The demo with these messages appended, numbered in order and stamped with the current time. */
function appendMessages(demo: DemoSlice['demo'], ...added: Omit<DemoMessage, 'id' | 'time'>[]): DemoSlice['demo'] {
  const time = formatTime(demo.clock());
  const messages = added.map((message, index) => ({ ...message, id: `m-${demo.nextId + index}`, time }));
  return { ...demo, messages: [...demo.messages, ...messages], nextId: demo.nextId + added.length };
}

// Narrow selectors: components subscribe to exactly what they render.
export const selectDemoMessages = (state: SiteState) => state.demo.messages;
export const selectDemoTotals = (state: SiteState) => state.demo.totals;
export const selectDemoPercentage = (state: SiteState) => percentOfGoal(state.demo.totals.spentCents, state.demo.goalCents);
/** The same over-the-goal truth the reply's warning reads (rules' isOverGoal), never the rounded percentage. */
export const selectDemoOverGoal = (state: SiteState) => isOverGoal(state.demo.totals.spentCents, state.demo.goalCents);
export const selectSendDemoMessage = (state: SiteState) => state.sendDemoMessage;
export const selectResetDemo = (state: SiteState) => state.resetDemo;
