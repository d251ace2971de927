import { describe, expect, it } from 'vitest';

import { demoSeedMessages } from '@content/steps';
import { type DemoTotals, INITIAL_TOTALS, processMessage } from '@/demo/rules';

/**
 * The opening conversation in content/ is display text, so nothing keeps it honest but this
 * test: each user message, run through the rules in order, must give the bot reply that follows
 * it, and the month must end at the starting totals the widget shows.
 */
describe('the opening conversation', () => {
  // The month before the conversation: spending not yet including the seed's 'gastei 45,90', no income yet.
  const beforeSeed: DemoTotals = { spentCents: 118_866, incomeCents: 0 };

  it('alternates user and bot messages, a reply after each note', () => {
    expect(demoSeedMessages.map(({ type }) => type)).toEqual(['user', 'bot', 'user', 'bot']);
  });

  it('is what the rules answer, ending at the starting totals', () => {
    let totals = beforeSeed;
    for (let index = 0; index < demoSeedMessages.length; index += 2) {
      const [user, bot] = [demoSeedMessages[index], demoSeedMessages[index + 1]];
      const outcome = processMessage(user?.text ?? '', totals);
      expect(outcome?.reply, user?.text).toBe(bot?.text);
      expect(bot?.time, 'a reply is stamped with its note').toBe(user?.time);
      if (outcome) totals = outcome.totals;
    }
    expect(totals).toEqual(INITIAL_TOTALS);
  });
});
