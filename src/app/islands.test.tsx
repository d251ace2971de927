import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { Island, IslandCollector, type IslandRecord } from '@/ui/Island/Island';
import { ISLAND } from '@/ui/Island/islandAttributes';

import { paths } from '@content/paths';
import { CONSENT_DIALOG_ID } from '@/widgets/ConsentBanner/consentDialog';

import { render } from './entry-server';
import { islandNames, islands as registry } from './islands';
import { AppRoutes, PRERENDERED } from './routes';

const pages = PRERENDERED.map((page) => page.path);

/** How a placeholder says its island loads, as the early script reads it: `name:when`, `+click` if it holds a click. */
const loading = (element: Element) =>
  `${element.getAttribute(ISLAND.name)}:${element.getAttribute(ISLAND.when)}${element.hasAttribute(ISLAND.holdsClick) ? '+click' : ''}`;

async function islandsOf(path: string): Promise<IslandRecord[]> {
  const found = new Map<string, IslandRecord>();
  const { prelude } = await prerenderToNodeStream(
    <IslandCollector value={{ islands: found, nameOf: await islandNames() }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </IslandCollector>,
  );
  await new Promise((resolve) => {
    prelude.on('end', resolve);
    prelude.resume();
  });
  return [...found.values()];
}

// What the prerender leaves for the browser: every island's code is the component the page rendered,
// its props survive JSON, and its markup sits in its placeholder, rendered on the island's own root.
describe('islands', () => {
  it.each(pages)('on %s, every island is hydrated by the very component the page rendered', async (path) => {
    const islands = await islandsOf(path);
    for (const { name, component, props } of islands) {
      expect(await registry[name as keyof typeof registry].load(), name).toBe(component);
      expect(JSON.parse(JSON.stringify(props)), name).toEqual(props);
    }
  });

  it('the landing page: what moves is an island asked for when reached for, none at load; the banner is no island', async () => {
    const page = new DOMParser().parseFromString(await render('/'), 'text/html');
    const placeholders = [...page.querySelectorAll(`[${ISLAND.name}]`)];
    expect(placeholders.map(loading)).toEqual([
      'header:touch',
      'demo:visible',
      'video:visible+click',
      'video:visible+click',
      'video:visible+click',
      'testimonials:visible',
      'faq:touch',
    ]);
    // The banner's owner is plain DOM code (the early script): its markup is prerendered outside every island.
    expect(page.getElementById(CONSENT_DIALOG_ID)?.closest(`[${ISLAND.name}]`)).toBeNull();
  });

  it.each([
    [paths.cookiePolicy, ['back:touch+click']],
    ['/nao-existe', ['notFoundLog:load']],
  ])('on %s, the islands and when each is asked for', async (path, expected) => {
    const page = new DOMParser().parseFromString(await render(path), 'text/html');
    const placeholders = [...page.querySelectorAll(`[${ISLAND.name}]`)];
    expect(placeholders.map(loading)).toEqual(expected);
  });

  it.each(pages)('on %s, each placeholder holds its island, with ids of its own', async (path) => {
    const page = new DOMParser().parseFromString(await render(path), 'text/html');
    const placeholders = [...page.querySelectorAll(`[${ISLAND.name}]`)];
    expect(placeholders.length).toBe((await islandsOf(path)).length);
    const prefixes = placeholders.map((element) => element.getAttribute(ISLAND.id));
    expect(new Set(prefixes).size).toBe(placeholders.length);
    for (const element of placeholders) {
      if (element.getAttribute(ISLAND.name) !== 'notFoundLog') expect(element.childElementCount, element.outerHTML.slice(0, 80)).toBe(1);
      // useId ids (`_R_…_`) inside an island carry its own prefix (`_i3R_…_`), as its browser root makes them.
      const generated = [...element.querySelectorAll('[id]')].map(({ id }) => id).filter((id) => /^_.*R_/.test(id));
      for (const id of generated) expect(id.startsWith(`_${element.getAttribute(ISLAND.id)}R_`), id).toBe(true);
    }
  });

  it('an <Island> whose component is not in the registry fails the prerender, naming it', async () => {
    function Unregistered() {
      return <button type="button">Novo</button>;
    }
    const tree = (
      <IslandCollector value={{ islands: new Map(), nameOf: await islandNames() }}>
        <Island component={Unregistered} props={{}} />
      </IslandCollector>
    );
    await expect(prerenderToNodeStream(tree)).rejects.toThrow(/Unregistered: add it to the registry in src\/app\/islands\.ts/);
  });
});
