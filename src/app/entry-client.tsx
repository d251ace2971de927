import '@/styles/global.css';

import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { ISLAND, type IslandName, IslandRoot } from '@/ui/Island/Island';

import { markAppReady, markIslandReady } from './appReady';
import { islandLoaders } from './islands';

// In the production build this module is not in the page: the early script (early.ts) imports it
// once the first contentful paint is on screen. `npm run dev` loads it straight from index.html.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the HTML');

/** When the main thread is free (Safari has no requestIdleCallback: the next task, then). */
const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 1000 }) : setTimeout(callback, 0);

/**
 * The prerendered page: hydrate its islands, each on its own root, and nothing else. The 'load'
 * ones hydrate at once, the 'idle' ones together at the first moment the main thread is free.
 * Hydration runs as a transition, which yields to the browser every few milliseconds instead of
 * holding the main thread, so starting them together makes no long task (an idle wait for each
 * had the last one ready about 0.1 s later on the slow phone). Links are plain links: three
 * prerendered pages need no client router (a full load of a page that is HTML is fast).
 */
function hydrateIslands(container: HTMLElement) {
  const islands = [...container.querySelectorAll<HTMLElement>(`[${ISLAND.name}]`)].map((element) => {
    const name = element.getAttribute(ISLAND.name) as IslandName;
    return { element, name, when: element.getAttribute(ISLAND.when), component: islandLoaders[name]() };
  });
  const hydrate = async ({ element, name, component }: (typeof islands)[number]) => {
    const props = JSON.parse(element.getAttribute(ISLAND.props) ?? '{}') as object;
    const Component = await component;
    return new Promise<void>((resolve) => {
      const onReady = () => {
        markIslandReady(name);
        resolve();
      };
      startTransition(() => {
        hydrateRoot(element, <IslandRoot component={Component} props={props} onReady={onReady} />, {
          identifierPrefix: element.getAttribute(ISLAND.id) ?? undefined,
        });
      });
    });
  };
  const idle = islands.filter(({ when }) => when === 'idle');
  const ready = islands.filter(({ when }) => when !== 'idle').map(hydrate);
  if (idle.length > 0) {
    ready.push(new Promise((resolve) => whenIdle(() => void Promise.all(idle.map(hydrate)).then(() => resolve()))));
  }
  void Promise.all(ready).then(markAppReady);
}

if (root.firstElementChild) hydrateIslands(root);
// `npm run dev` serves index.html without prerendering: the whole router app renders from scratch
// (this branch, and the pages' code with it, is not in the production build).
else if (import.meta.env.DEV) void import('./devApp').then(({ renderApp }) => renderApp(root));
