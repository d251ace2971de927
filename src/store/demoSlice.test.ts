import { afterEach, describe, expect, it, vi } from 'vitest';

import { demoUnavailableReply } from '@content/demoUnavailableReply';
import { SCRIPT_LOAD_FAILED } from '@/store/loadScript';

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
    void sendDemoMessage('gastei 30 no uber');
    void sendDemoMessage('caiu a PLR 4.000');
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
    void useSiteStore.getState().sendDemoMessage('padaria 12,50');
    expect(texts().at(-1)).toContain('R$ 12,50 em Alimentação');
  });

  it('ignores a blank note without loading anything', async () => {
    const { useSiteStore, texts } = await freshStore();
    void useSiteStore.getState().sendDemoMessage('   ');
    await Promise.resolve();
    expect(texts()).toHaveLength(0);
  });
});

describe('when the rules cannot be loaded (a dropped connection, a deploy since the page was loaded)', () => {
  it('tries once more at once: a load that fails once is answered', async () => {
    let calls = 0;
    vi.doMock('@/demo/rules', async (importOriginal) => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return importOriginal();
    });
    const { useSiteStore, texts } = await freshStore();
    await expect(useSiteStore.getState().sendDemoMessage('gastei 30 no uber')).resolves.toBe(true);
    expect(texts().at(-1)).toContain('R$ 30,00 em Transporte');
    expect(calls).toBe(2);
  });

  it('failing twice: the assistant says so, the note is not recorded (it stays in the input), and the console has one line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    vi.doMock('@/demo/rules', () => {
      calls += 1;
      throw new Error('offline');
    });
    const { useSiteStore, texts } = await freshStore();
    await expect(useSiteStore.getState().sendDemoMessage('gastei 30 no uber')).resolves.toBe(false);
    expect(texts()).toEqual([demoUnavailableReply]);
    expect(useSiteStore.getState().demo.totals.spentCents).toBe(123_456);
    expect(calls).toBe(2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(SCRIPT_LOAD_FAILED);

    // Tried twice already: the next note gets the same answer at once; a reload is the way.
    await expect(useSiteStore.getState().sendDemoMessage('gastei 30 no uber')).resolves.toBe(false);
    expect(texts()).toEqual([demoUnavailableReply, demoUnavailableReply]);
    expect(calls).toBe(2);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('the exchange the store records', () => {
  /** A store with the rules loaded and its clock pinned at 09:05. */
  async function readyStore() {
    const store = await freshStore();
    await store.loadDemoRules();
    const { demo } = store.useSiteStore.getState();
    store.useSiteStore.setState({ demo: { ...demo, clock: () => new Date(2026, 0, 2, 9, 5) } });
    const send = (text: unknown) => store.useSiteStore.getState().sendDemoMessage(text as string);
    return { ...store, send, demo: () => store.useSiteStore.getState().demo };
  }

  it('appends the note and a reply carrying the month after it, numbered and stamped with the clock', async () => {
    const { send, demo } = await readyStore();
    void send('  gastei 30 no uber  ');
    const [user, bot, ...more] = demo().messages;
    expect(more).toEqual([]);
    expect(user).toEqual({ id: 'm-1', type: 'user', text: 'gastei 30 no uber', time: '09:05' });
    expect(bot?.text).toContain('R$ 30,00 em Transporte');
    // toEqual reads a property set to undefined as absent: the reply's fields apart from its text.
    expect({ ...bot, text: undefined }).toEqual({
      id: 'm-2',
      type: 'bot',
      time: '09:05',
      category: 'Transporte',
      total: 126_456,
      meta: 150_000,
      percentage: 84,
      success: true,
    });
    expect(demo().totals).toEqual({ spentCents: 126_456, incomeCents: 150_000 });
    expect(demo().nextId).toBe(3);

    void send('caiu a PLR 4.000');
    expect(demo().messages.map(({ id, type }) => `${id} ${type}`)).toEqual(['m-1 user', 'm-2 bot', 'm-3 user', 'm-4 bot']);
  });

  it('gives a reply with no category none, and keeps the totals of a note that records nothing', async () => {
    const { send, demo } = await readyStore();
    void send('oi');
    const reply = demo().messages[1];
    expect(reply).not.toHaveProperty('category');
    expect(reply).toMatchObject({ type: 'bot', total: 123_456, meta: 150_000 });
    expect(demo().totals).toEqual({ spentCents: 123_456, incomeCents: 150_000 });
  });

  it.each([
    // [note, spending moved, income moved, lines naming each entry] (issue 61): the totals move by each kind's sum.
    ['padaria 14\nuber 23', 3_700, 0, ['• Gasto: R$ 14,00 em Alimentação', '• Gasto: R$ 23,00 em Transporte']],
    ['recebi 300 do freela e paguei 45,50 de luz', 4_550, 30_000, ['• Receita: R$ 300,00 em Salário', '• Gasto: R$ 45,50 em Moradia']],
    ['vendi o violão 450 e o amplificador 600', 0, 105_000, ['• Receita: R$ 450,00 em Salário', '• Receita: R$ 600,00 em Salário']],
  ] as const)('records each entry of a note that lists several: %j', async (text, spent, income, lines) => {
    const { send, demo, useSiteStore } = await readyStore();
    void send(text);
    const reply = demo().messages[1];
    expect(reply?.text.split('\n')).toEqual([
      '✅ 2 lançamentos registrados:',
      ...lines,
      expect.stringMatching(/^Total do mês: R\$ [\d.,]+ de R\$ 1\.500,00 \(\d+%\)$/u),
    ]);
    // A reply of several entries is filed under no one category.
    expect(reply).not.toHaveProperty('category');
    expect(demo().totals).toEqual({ spentCents: 123_456 + spent, incomeCents: 150_000 + income });
    expect(reply?.total).toBe(123_456 + spent);
    useSiteStore.getState().resetDemo();
    expect(demo().totals).toEqual({ spentCents: 123_456, incomeCents: 150_000 });
  });

  it('keeps no more of a note than the input takes', async () => {
    const { send, demo } = await readyStore();
    void send(`gastei 30 no uber ${'x'.repeat(300)}`);
    expect(demo().messages[0]?.text).toHaveLength(200);
  });

  it.each([
    ['blank', '   '],
    ['empty', ''],
    ['not text', 42],
    ['blank within what the input takes', `${' '.repeat(200)}gastei 30`],
  ])('ignores a note that is %s', async (_case, text) => {
    const { send, demo } = await readyStore();
    void send(text);
    expect(demo().messages).toEqual([]);
    expect(demo().nextId).toBe(1);
  });

  it('resets to no messages and the starting totals, keeping its clock', async () => {
    const { send, demo, useSiteStore } = await readyStore();
    const { clock } = demo();
    void send('gastei 30 no uber');
    useSiteStore.getState().resetDemo();
    expect(demo()).toEqual({ messages: [], totals: { spentCents: 123_456, incomeCents: 150_000 }, goalCents: 150_000, nextId: 1, clock });
  });
});

describe('the selectors', () => {
  it('read what the demo renders', async () => {
    const { useSiteStore } = await freshStore();
    const slice = await import('@/store/demoSlice');
    const state = (spentCents: number) => {
      const { demo } = useSiteStore.getState();
      useSiteStore.setState({ demo: { ...demo, totals: { spentCents, incomeCents: 7 } } });
      return useSiteStore.getState();
    };
    expect(slice.selectDemoPercentage(state(75_000))).toBe(50);
    expect(slice.selectDemoOverGoal(state(149_999))).toBe(false);
    expect(slice.selectDemoOverGoal(state(150_000))).toBe(true);
    expect(slice.selectDemoTotals(state(1))).toEqual({ spentCents: 1, incomeCents: 7 });
    expect(slice.selectDemoMessages(useSiteStore.getState())).toEqual([]);
  });

  it('hand out the actions that send and reset', async () => {
    const { useSiteStore, loadDemoRules, texts } = await freshStore();
    const slice = await import('@/store/demoSlice');
    await loadDemoRules();
    void slice.selectSendDemoMessage(useSiteStore.getState())('padaria 12,50');
    expect(texts()).toHaveLength(2);
    slice.selectResetDemo(useSiteStore.getState())();
    expect(texts()).toEqual([]);
  });
});

describe('the starting demo', () => {
  it('reads the real time until a story or test pins it', async () => {
    const { useSiteStore } = await freshStore();
    vi.useFakeTimers({ now: new Date(2026, 4, 6, 17, 42), toFake: ['Date'] });
    try {
      expect(useSiteStore.getState().demo.clock()).toEqual(new Date(2026, 4, 6, 17, 42));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the first note does not wait for the lexicon (issue 37: the INP of a send)', () => {
  it('is built at an idle moment after the rules arrive, not in the task that loaded them, once', async () => {
    const prepared = vi.fn();
    vi.doMock('@/demo/rules', async (importOriginal) => ({
      ...(await importOriginal<typeof import('@/demo/rules')>()),
      prepareRules: prepared,
    }));
    const { loadDemoRules } = await freshStore();
    await loadDemoRules();
    expect(prepared).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(prepared).toHaveBeenCalledTimes(1));
    await loadDemoRules();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prepared).toHaveBeenCalledTimes(1);
  });
});
