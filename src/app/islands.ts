import { Header } from '@/sections/Header/Header';
import { TestimonialsCarousel } from '@/sections/Testimonials/TestimonialsCarousel';
import type { IslandComponent, IslandName } from '@/ui/Island/Island';
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
 * The code of every island, by name: all the browser downloads. The static sections stay
 * prerendered HTML and are never shipped. The landing page's islands travel in the app bundle
 * itself: on a slow phone each extra file costs a round trip (measured: split into 15 files, the
 * islands were ready 1.7 s later). Voltar and the 404 logger, which carry the router's code for
 * the router app, are chunks of their own that only their pages ask for.
 */
export const islandLoaders: Record<IslandName, Loader> = {
  consent: inBundle(ConsentBanner),
  header: inBundle(Header),
  demo: inBundle(DemoChat),
  testimonials: inBundle(TestimonialsCarousel),
  video: inBundle(VideoFacade),
  faq: inBundle(Accordion),
  back: () => import('@/widgets/BackLink/BackLink').then((module) => module.BackLink),
  notFoundLog: () => import('@/widgets/NotFoundLog/NotFoundLog').then((module) => module.NotFoundLog),
};
