import type { ComponentType } from 'react';

import type { IslandName } from '@/ui/Island/Island';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loader = () => Promise<ComponentType<any>>;

/**
 * The code of every island, by name: what the browser downloads. Nothing else of the pages is
 * shipped; the static sections stay prerendered HTML. Each island is its own chunk, asked for as
 * soon as the page has one (src/app/entry-client.tsx), so they arrive together.
 */
export const islandLoaders: Record<IslandName, Loader> = {
  consent: () => import('@/widgets/ConsentBanner/ConsentBanner').then((module) => module.ConsentBanner),
  header: () => import('@/sections/Header/Header').then((module) => module.Header),
  back: () => import('@/widgets/BackLink/BackLink').then((module) => module.BackLink),
  notFoundLog: () => import('@/widgets/NotFoundLog/NotFoundLog').then((module) => module.NotFoundLog),
  demo: () => import('@/widgets/DemoChat/DemoChat').then((module) => module.DemoChat),
  testimonials: () => import('@/sections/Testimonials/TestimonialsCarousel').then((module) => module.TestimonialsCarousel),
  video: () => import('@/widgets/VideoFacade/VideoFacade').then((module) => module.VideoFacade),
  faq: () => import('@/widgets/Accordion/Accordion').then((module) => module.Accordion),
};
