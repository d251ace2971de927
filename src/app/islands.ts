import { Header } from '@/sections/Header/Header';
import { TestimonialsCarousel } from '@/sections/Testimonials/TestimonialsCarousel';
import type { IslandComponent } from '@/ui/Island/Island';
import { Accordion } from '@/widgets/Accordion/Accordion';
import { ConsentBanner } from '@/widgets/ConsentBanner/ConsentBanner';
import { DemoChat } from '@/widgets/DemoChat/DemoChat';
import { VideoFacade } from '@/widgets/VideoFacade/VideoFacade';

type Loader = () => Promise<IslandComponent>;

const inBundle =
  (component: IslandComponent): Loader =>
  () =>
    Promise.resolve(component);

/**
 * The registry of islands: every piece a page marks with <Island>, by the name its placeholder
 * carries, and the code the browser hydrates it with. Adding an island is its <Island> in the page
 * and one entry here; the prerender fails for an <Island> whose component is not here. The static
 * sections stay prerendered HTML and are never shipped. The landing page's islands travel in the
 * app bundle itself, because on a slow phone each extra file costs a round trip
 * (docs/performance.md); Voltar and the 404 logger are chunks that only their pages ask for.
 */
export const islands = {
  consent: inBundle(ConsentBanner),
  header: inBundle(Header),
  demo: inBundle(DemoChat),
  testimonials: inBundle(TestimonialsCarousel),
  video: inBundle(VideoFacade),
  faq: inBundle(Accordion),
  back: () => import('@/widgets/BackLink/BackLink').then((module) => module.BackLink),
  notFoundLog: () => import('@/widgets/NotFoundLog/NotFoundLog').then((module) => module.NotFoundLog),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof islands;

/** The registry's name of each island's component, for the prerender (which may load every chunk). */
export async function islandNames(): Promise<(component: IslandComponent) => IslandName> {
  const entries = await Promise.all(Object.entries(islands).map(async ([name, load]) => [await load(), name as IslandName] as const));
  const names = new Map<IslandComponent, IslandName>(entries);
  return (component) => {
    const name = names.get(component);
    if (!name) throw new Error(`<Island> of ${component.displayName ?? component.name}: add it to the registry in src/app/islands.ts`);
    return name;
  };
}
