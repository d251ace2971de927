import '@/styles/global.css';

import { loadScript } from '@/store/loadScript';
import { useSiteStore } from '@/store/useSiteStore';
import { ISLAND } from '@/ui/Island/islandAttributes';

import { markAppReady, markIslandReady } from './appReady';
import { hydrateIsland } from './hydrateIsland';
import { type IslandName, islands as registry } from './islands';

// Not in the page's HTML: the early script (early.ts) imports it once the first contentful paint is
// on screen, in the build and in `npm run dev` alike.

/** When the main thread is free (Safari has no requestIdleCallback: the next task, then). */
const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 1000 }) : setTimeout(callback, 0);

/**
 * The prerendered page: hydrate its islands, each on its own root, and nothing else. The 'load'
 * ones hydrate at once, the 'idle' ones together at the first moment the main thread is free:
 * hydration is a transition, which yields to the browser, so starting them together makes no long
 * task, and one idle wait is sooner for the last of them than one wait each. Links are plain
 * links: three prerendered pages need no client router (a full load of a page that is HTML is fast).
 */
function hydrateIslands() {
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND.name}]`)].map((element) => {
    const name = element.getAttribute(ISLAND.name) as IslandName;
    // A chunk that cannot be loaded (tried twice, one line in the console) leaves its island as it
    // was before the app: the prerendered HTML works on the platform's own elements (record 10).
    const component = loadScript(registry[name]).catch(() => undefined);
    return { element, name, when: element.getAttribute(ISLAND.when), component };
  });
  const hydrate = async ({ element, name, component }: (typeof islands)[number]) => {
    const loaded = await component;
    if (!loaded) return;
    await hydrateIsland(element, name, loaded);
    markIslandReady(name);
  };
  const idle = islands.filter(({ when }) => when === 'idle');
  const ready = islands.filter(({ when }) => when !== 'idle').map(hydrate);
  if (idle.length > 0) {
    ready.push(new Promise((resolve) => whenIdle(() => void Promise.all(idle.map(hydrate)).then(() => resolve()))));
  }
  void Promise.all(ready).then(markAppReady);
}

// The app starts: the store reads the consent answer the banner's owner (the early script) has
// marked, and hears of a later one by its event (src/store/consentSlice.ts).
useSiteStore.getState().loadConsent();
hydrateIslands();
