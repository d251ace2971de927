import { describe, expect, it } from 'vitest';

import { heroConversation } from '@content/hero';
import { demoSeed } from '@content/steps';
import type { SampleConversation } from '@content/types';

import { openingMessages, writeConversation } from './conversation';
import { INITIAL_TOTALS } from './money';
import { processMessage, readMessage } from './rules';

/**
 * The page's sample conversations say what each note reads as, so they can be written before the
 * demo's rules load. Nothing keeps those readings honest but this test: each note, read by the
 * rules, must give the reading it claims and the very reply the page shows.
 */
describe.each<[string, SampleConversation]>([
  ['the demo’s opening conversation', demoSeed],
  ['the hero’s mock-up', heroConversation],
])('%s', (_name, conversation) => {
  // Written inside each test, not when the file is collected: a failure there is a failing test.
  it('alternates notes and replies, each reply stamped with its note’s time', () => {
    const { messages } = writeConversation(conversation);
    expect(messages.map(({ from }) => from)).toEqual(conversation.exchanges.flatMap(() => ['user', 'bot']));
    for (let index = 0; index < messages.length; index += 2) expect(messages[index + 1]?.time).toBe(messages[index]?.time);
  });

  it('reads each recorded note as it claims, and replies as the demo would', () => {
    const { messages } = writeConversation(conversation);
    let totals = conversation.start;
    conversation.exchanges.forEach((exchange, index) => {
      if (!('reads' in exchange)) return;
      expect(readMessage(exchange.note), exchange.note).toMatchObject({ ...exchange.reads, capped: false });
      const outcome = processMessage(exchange.note, totals);
      expect(outcome?.reply, exchange.note).toBe(messages[index * 2 + 1]?.text);
      if (outcome) totals = outcome.totals;
    });
  });
});

describe('the demo’s opening conversation', () => {
  it('ends at the starting totals the widget shows (spec §9)', () => {
    expect(writeConversation(demoSeed).totals).toEqual(INITIAL_TOTALS);
  });

  it('is what the demo island is handed: each line with its speaker, time and an id of its own', () => {
    const written = writeConversation(demoSeed).messages;
    expect(openingMessages(demoSeed)).toEqual(
      written.map(({ from, text, time }, index) => ({ id: `opening-${index}`, type: from, text, time })),
    );
    expect(openingMessages()).toEqual(openingMessages(demoSeed));
  });

  it('opens with the salary and the market, as the page shows them', () => {
    expect(writeConversation(demoSeed).messages.map(({ text }) => text)).toEqual([
      'recebi 1500 de salário',
      '✅ Receita registrada: R$ 1.500,00 em Salário\n🎉 Parabéns! Seu saldo do mês está positivo.',
      'gastei 45,90 no mercado',
      '✅ Gasto registrado: R$ 45,90 em Alimentação\nTotal do mês: R$ 1.234,56 de R$ 1.500,00 (82%)',
    ]);
  });
});

describe('the hero’s mock-up', () => {
  it('shows the month growing from R$ 812,70 and then the full product’s weekly report', () => {
    expect(
      writeConversation(heroConversation)
        .messages.filter(({ from }) => from === 'bot')
        .map(({ text }) => text),
    ).toEqual([
      '✅ Gasto registrado: R$ 32,50 em Alimentação\nTotal do mês: R$ 845,20 de R$ 1.500,00 (56%)',
      '✅ Gasto registrado: R$ 24,00 em Transporte\nTotal do mês: R$ 869,20 de R$ 1.500,00 (58%)',
      '📊 Resumo da semana: R$ 312,40 em gastos, 12% a menos que na semana passada. Continue assim!',
    ]);
  });
});
