import { afterEach, describe, expect, it, vi } from 'vitest';

import { demoUnavailableReply } from '@content/demoUnavailableReply';

/**
 * The demo's rules and lexicon are loaded on first use, not with the page. These tests import a
 * fresh store each time, so "not loaded yet" is real, and make the load fail where they need to.
 */
async function freshStore() {
  vi.resetModules();
  const { resetSiteStore, useSiteStore } = await import('@/store/useSiteStore');
  const { loadDemoRules } = await import('@/store/demoSlice');
  resetSiteStore();
  const texts = () => useSiteStore.getState().demo.messages.map(({ text }) => text);
  return { useSiteStore, loadDemoRules, texts };
}

afterEach(() => {
  vi.doUnmock('@/demo/rules');
  vi.resetModules();
});

describe('sending before the rules have loaded', () => {
  it('answers each note once they arrive, in the order sent', async () => {
    const { useSiteStore, loadDemoRules, texts } = await freshStore();
    const { sendDemoMessage } = useSiteStore.getState();
    sendDemoMessage('gastei 30 no uber');
    sendDemoMessage('caiu a PLR 4.000');
    expect(texts()).toHaveLength(0);
    await loadDemoRules();
    await vi.waitFor(() => expect(texts()).toHaveLength(4));
    expect(texts()).toEqual([
      'gastei 30 no uber',
      expect.stringContaining('R$ 30,00 em Transporte'),
      'caiu a PLR 4.000',
      expect.stringContaining('Receita registrada: R$ 4.000,00 em Salário'),
    ]);
    expect(useSiteStore.getState().demo.totals).toEqual({ spentCents: 126_456, incomeCents: 550_000 });
  });

  it('answers at once once they are loaded', async () => {
    const { useSiteStore, loadDemoRules, texts } = await freshStore();
    await loadDemoRules();
    useSiteStore.getState().sendDemoMessage('padaria 12,50');
    expect(texts().at(-1)).toContain('R$ 12,50 em Alimentação');
  });

  it('ignores a blank note without loading anything', async () => {
    const { useSiteStore, texts } = await freshStore();
    useSiteStore.getState().sendDemoMessage('   ');
    await Promise.resolve();
    expect(texts()).toHaveLength(0);
  });
});

describe('when the rules cannot be loaded (the connection dropped)', () => {
  it('keeps the note, says to try again, and loads them on the next try', async () => {
    vi.doMock('@/demo/rules', () => {
      throw new Error('offline');
    });
    const { useSiteStore, texts } = await freshStore();
    useSiteStore.getState().sendDemoMessage('gastei 30 no uber');
    await vi.waitFor(() => expect(texts()).toHaveLength(2));
    expect(texts()).toEqual(['gastei 30 no uber', demoUnavailableReply]);
    expect(useSiteStore.getState().demo.totals.spentCents).toBe(123_456);

    vi.doUnmock('@/demo/rules');
    useSiteStore.getState().sendDemoMessage('gastei 30 no uber');
    await vi.waitFor(() => expect(texts()).toHaveLength(4));
    expect(texts().at(-1)).toContain('R$ 30,00 em Transporte');
  });
});
