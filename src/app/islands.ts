import type { IslandComponent, IslandLoading } from '@/ui/Island/Island';

interface IslandEntry extends IslandLoading {
  /** Its code: a chunk of its own, which brings React's shared chunk with it the first time. */
  load: () => Promise<IslandComponent>;
}

/**
 * The registry of islands: every piece a page marks with <Island>, by the name its placeholder carries, the code
 * the browser hydrates it with, and when (docs/decisions/0063-islands-when-reached-for.md). Adding an island is its
 * <Island> in the page and one entry here; the prerender fails for an <Island> whose component is not here. The
 * static sections stay prerendered HTML and are never shipped. No island is fetched with the page: each is asked for
 * when the visitor reaches for it, and React with the first of them.
 */
export const islands = {
  header: { when: 'touch', load: () => import('@/sections/Header/Header').then((module) => module.Header) },
  demo: { when: 'visible', load: () => import('@/widgets/DemoChat/DemoChat').then((module) => module.DemoChat) },
  testimonials: {
    when: 'visible',
    load: () => import('@/sections/Testimonials/TestimonialsCarousel').then((module) => module.TestimonialsCarousel),
  },
  video: {
    when: 'visible',
    holdsClick: true,
    load: () => import('@/widgets/VideoFacade/VideoFacade').then((module) => module.VideoFacade),
  },
  faq: { when: 'touch', load: () => import('@/widgets/Accordion/Accordion').then((module) => module.Accordion) },
  back: { when: 'touch', holdsClick: true, load: () => import('@/widgets/BackLink/BackLink').then((module) => module.BackLink) },
  // Spec §2: the 404 page logs the path on arrival, so its island is the one that starts with the page.
  notFoundLog: { when: 'load', load: () => import('@/widgets/NotFoundLog/NotFoundLog').then((module) => module.NotFoundLog) },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof islands;

/** The registry's name of each island's component and how it loads, for the prerender (which may load every chunk). */
export async function islandNames(): Promise<(component: IslandComponent) => { name: IslandName } & IslandLoading> {
  const entries = await Promise.all(
    Object.entries(islands).map(
      async ([name, entry]: [string, IslandEntry]) => [await entry.load(), { ...entry, name: name as IslandName }] as const,
    ),
  );
  const names = new Map(entries);
  return (component) => {
    const found = names.get(component);
    if (!found) throw new Error(`<Island> of ${component.displayName ?? component.name}: add it to the registry in src/app/islands.ts`);
    return { name: found.name, when: found.when, ...(found.holdsClick ? { holdsClick: true } : {}) };
  };
}
