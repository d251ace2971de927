import '@/styles/global.css';

import { loadScript } from '@/store/loadScript';
import { useSiteStore } from '@/store/useSiteStore';
import type { IslandWhen } from '@/ui/Island/Island';
import { ISLAND } from '@/ui/Island/islandAttributes';

import { markAppReady, markIslandReady } from './appReady';
import { hydrateInTurn } from './hydrateInTurn';
import { hydrateIsland } from './hydrateIsland';
import { type IslandName, islands as registry } from './islands';

// Not in the page's HTML: the early script (early.ts) imports it once the first contentful paint is
// on screen, in the build and in `npm run dev` alike.

/**
 * The prerendered page: hydrate its islands, each on its own root, and nothing else, one island per task
 * (hydrateInTurn: the 'load' ones first, each in the next task; then each 'idle' one when the main thread is
 * free). Links are plain links: three prerendered pages need no client router (a full load of a page that is
 * HTML is fast).
 */
function hydrateIslands() {
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND.name}]`)].map((element) => {
    const name = element.getAttribute(ISLAND.name) as IslandName;
    // A chunk that cannot be loaded (tried twice, one line in the console) leaves its island as it
    // was before the app: the prerendered HTML works on the platform's own elements (record 10).
    const component = loadScript(registry[name]).catch(() => undefined);
    const start = async () => {
      const loaded = await component;
      if (!loaded) return;
      await hydrateIsland(element, name, loaded);
      markIslandReady(name);
    };
    return { when: element.getAttribute(ISLAND.when) as IslandWhen, start };
  });
  void hydrateInTurn(islands).then(markAppReady);
}

// The app starts: the store reads the consent answer the banner's owner (the early script) has
// marked, and hears of a later one by its event (src/store/consentSlice.ts).
useSiteStore.getState().loadConsent();
hydrateIslands();
