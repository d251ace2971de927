/**
 * The sample conversations on the page (the hero's mock-up, the demo's opening messages), written
 * by the demo's own reply rules from what each note reads as (content/hero.ts, content/steps.ts),
 * so their wording is the demo's wording. Free of the lexicon: the page shows them before the
 * demo's rules are loaded; conversation.test.ts reads every note through the rules.
 */
import { demoChat } from '@content/steps';
import type { MockMessage, SampleConversation } from '@content/types';

import { type DemoMessage, type DemoTotals, GOAL_CENTS } from './money';
import { settle } from './reply';

export interface WrittenConversation {
  /** User and bot lines in order, each reply stamped with its note's time. */
  messages: MockMessage[];
  /** The month after the last note. */
  totals: DemoTotals;
}

export function writeConversation({ start, exchanges }: SampleConversation, goalCents: number = GOAL_CENTS): WrittenConversation {
  let totals: DemoTotals = { ...start };
  const messages = exchanges.flatMap((exchange): MockMessage[] => {
    let text: string;
    if ('reads' in exchange) {
      const outcome = settle(exchange.reads, totals, goalCents, demoChat.placeholder);
      totals = outcome.totals;
      text = outcome.reply;
    } else {
      text = exchange.answer;
    }
    return [
      { from: 'user', text: exchange.note, time: exchange.time },
      { from: 'bot', text, time: exchange.time },
    ];
  });
  return { messages, totals };
}

/**
 * The demo's opening messages (content/steps.ts), as the demo shows them. They are the page's
 * content, rendered with it and handed to the demo island as a prop: the store holds only what
 * the visitor sends, so the browser never runs the reply rules for the opening.
 */
export function openingMessages(conversation: SampleConversation = demoChat.seed): DemoMessage[] {
  return writeConversation(conversation).messages.map(({ from, text, time }, index) => ({
    id: `opening-${index}`,
    type: from,
    text,
    time,
  }));
}
