import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ISLAND } from '@/ui/Island/islandAttributes';

import { hydrateIsland, IslandRoot } from './hydrateIsland';

// Each island is hydrated on a root of its own (entry-client.tsx). What one island throws must not
// cost the page anything but that island's behaviour: its prerendered HTML stays where it was, the
// error is logged once, and every other island keeps working.

(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;

const containers: HTMLElement[] = [];
afterEach(() => {
  storeBroken = false;
  for (const container of containers.splice(0)) container.remove();
});

/** A placeholder holding the island's prerendered HTML, as the build writes it. */
function prerendered(component: (props: object) => React.ReactNode, id: string): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute(ISLAND.id, id);
  container.setAttribute(ISLAND.props, '{}');
  container.innerHTML = renderToString(<IslandRoot component={component} props={{}} />, { identifierPrefix: id });
  document.body.append(container);
  containers.push(container);
  return container;
}

/** Hydrates and waits for React to settle (hydration is a transition). */
async function hydrate(container: HTMLElement, component: (props: object) => React.ReactNode, name: string) {
  const onReady = vi.fn();
  await act(async () => {
    void hydrateIsland(container, name, component).then(onReady);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  return onReady;
}

const inBrowser = () => typeof window !== 'undefined' && !('renderingOnServer' in globalThis);

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Contagem ${count}`}
    </button>
  );
}

/** Renders on the server, throws once hydrating: a bug that only the browser meets. */
function ThrowsInBrowser() {
  if (inBrowser()) throw new Error('planted island failure');
  return (
    <p>
      Perguntas <a href="#planos">frequentes</a>
    </p>
  );
}

/** Works until it is clicked, then throws while rendering, as it would on bad state in the shared store. */
let storeBroken = false;
function ThrowsOnClick() {
  const [, setClicked] = useState(false);
  if (storeBroken) throw new Error('planted failure after a click');
  return (
    <button
      type="button"
      onClick={() => {
        storeBroken = true;
        setClicked(true);
      }}
    >
      Enviar
    </button>
  );
}

function onServer<T>(render: () => T): T {
  (globalThis as Record<string, unknown>).renderingOnServer = true;
  try {
    return render();
  } finally {
    delete (globalThis as Record<string, unknown>).renderingOnServer;
  }
}

describe('an island that throws', () => {
  it('while hydrating keeps its prerendered HTML, logs once, and leaves the other islands working', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = onServer(() => prerendered(ThrowsInBrowser, 'i0'));
    const working = prerendered(Counter, 'i1');
    const before = failing.innerHTML;

    const failingReady = await hydrate(failing, ThrowsInBrowser, 'faq');
    await hydrate(working, Counter, 'demo');

    expect(failing.textContent).toBe('Perguntas frequentes');
    expect(failing.querySelector('a[href="#planos"]')).not.toBeNull();
    expect(failing.innerHTML).toContain(before);
    const logged = errors.mock.calls.filter((call) => call.some((part) => String(part).includes('faq')));
    expect(logged).toHaveLength(1);
    expect(errors).toHaveBeenCalledTimes(1);
    // The page still counts as ready: the failed island is what it was before the app.
    expect(failingReady).toHaveBeenCalledTimes(1);

    act(() => working.querySelector('button')?.click());
    expect(working.textContent).toBe('Contagem 1');
  });

  it('after a click puts its prerendered HTML back, and logs once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = prerendered(ThrowsOnClick, 'i0');
    await hydrate(failing, ThrowsOnClick, 'demo');

    act(() => failing.querySelector('button')?.click());

    expect(failing.querySelector('button')).toHaveTextContent('Enviar');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('demo');
  });

  it('that works is hydrated in place: its nodes are the prerendered ones', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const working = prerendered(Counter, 'i0');
    const button = working.querySelector('button');
    const ready = await hydrate(working, Counter, 'demo');

    expect(working.querySelector('button')).toBe(button);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });
});
