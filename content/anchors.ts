/**
 * Every in-page anchor of the site, written once. Sections render these ids, and every in-page
 * link (header, footer, hero and final call to action, skip link, the terms link) is built from
 * them, so renaming one here moves the section and all of its links together.
 */
export const anchors = {
  /** `<main>`, target of the skip link. */
  main: 'conteudo',
  /** The hero, target of the logo. */
  top: 'inicio',
  features: 'funcionalidades',
  howItWorks: 'como-funciona',
  comparison: 'comparativo',
  roadmap: 'roadmap',
  testimonials: 'depoimentos',
  plans: 'planos',
  faq: 'faq',
  /** The footer, which holds the final call to action (spec §2 item 10). */
  finalCta: 'cta-final',
  /** The terms section of the policy page. */
  terms: 'termos',
} as const;

export type Anchor = (typeof anchors)[keyof typeof anchors];

/** The same-page link to an anchor: `hash(anchors.plans)` is "#planos". */
export const hash = <Id extends Anchor>(id: Id) => `#${id}` as const;

/** The landing page's anchored sections top to bottom, as spec §2 orders them; the footer is the last. */
export const landingOrder: readonly Anchor[] = [
  anchors.top,
  anchors.features,
  anchors.howItWorks,
  anchors.comparison,
  anchors.roadmap,
  anchors.testimonials,
  anchors.plans,
  anchors.faq,
  anchors.finalCta,
];
