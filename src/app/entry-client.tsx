import '@/styles/global.css';

import { loadScript } from '@/store/loadScript';
import { useSiteStore } from '@/store/useSiteStore';
import { ISLAND, ISLAND_READY_EVENT, ISLAND_REQUESTED_EVENT } from '@/ui/Island/islandAttributes';

import { markAppReady, markIslandReady } from './appReady';
import { hydrateIsland } from './hydrateIsland';
import { inTurn } from './inTurn';
import { type IslandName, islands as registry } from './islands';

// Not in the page's HTML: the page's early script (early.ts) imports it with the first island the visitor reaches
// for, in the build and in `npm run dev` alike. It is React's chunk: every island's own chunk shares it.

const turn = inTurn();
const started = new WeakSet<Element>();

/**
 * Hydrates one island the early script has marked as reached for, on its own root, in a task of its own, then marks
 * it ready (ISLAND.ready, and the event the early script waits on for a held click or Enter). A chunk that cannot be
 * loaded (tried twice, one line in the console) leaves its island as it was before the app: the prerendered HTML
 * works on the platform's own elements (record 10); it is marked ready "failed", so what was held falls back.
 */
async function start(element: HTMLElement) {
  if (started.has(element)) return;
  started.add(element);
  const name = element.getAttribute(ISLAND.name) as IslandName;
  const component = await loadScript(registry[name].load).catch(() => undefined);
  const hydrated = component ? await turn(() => hydrateIsland(element, name, component)).then(() => true) : false;
  element.setAttribute(ISLAND.ready, hydrated ? '' : 'failed');
  if (hydrated) markIslandReady(name);
  element.dispatchEvent(new CustomEvent(ISLAND_READY_EVENT, { bubbles: true }));
  if (document.querySelectorAll(`[${ISLAND.name}]:not([${ISLAND.ready}])`).length === 0) markAppReady();
}

// The store reads the consent answer the banner's owner (the early script) has marked, and hears of a later one by
// its event (src/store/consentSlice.ts).
useSiteStore.getState().loadConsent();
document.addEventListener(ISLAND_REQUESTED_EVENT, (event) => void start(event.target as HTMLElement));
for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND.requested}]`)) void start(element);
