/**
 * The content model (spec §3). Everything a visitor reads lives in content/ as typed data,
 * checked at compile time with `satisfies`, so there is no runtime schema cost.
 * Sections take these shapes as props; components hold no copy of their own.
 */

import type { Anchor } from './anchors';

/** A link that leaves the site (checkout, support chat). Always opened in a new tab. */
interface ExternalLink {
  /** Absolute https URL. */
  href: string;
  /** Visible link text. */
  label: string;
}

/** Names of the inline SVG icons shipped in src/ui/Icon. */
export type IconName =
  | 'chat'
  | 'report'
  | 'target'
  | 'tag'
  | 'lock'
  | 'sparkle'
  | 'bolt'
  | 'shield'
  | 'clock'
  | 'check'
  | 'cross'
  | 'star'
  | 'bank'
  | 'users'
  | 'briefcase'
  | 'card'
  | 'bell'
  | 'chart'
  | 'globe'
  | 'download'
  | 'calendar'
  | 'heart'
  | 'chevronLeft'
  | 'chevronRight'
  | 'menu'
  | 'play'
  | 'pause';

type PlanId = 'monthly' | 'quarterly' | 'annual';

/** Spec §3 Plan. Prices are display text exactly as spec §9 states them. */
export interface Plan {
  id: PlanId;
  /** Display name, e.g. "Elite". */
  name: string;
  /** Short subtitle, e.g. "Anual". */
  subtitle: string;
  /** Price text exactly as shown, e.g. "R$ 127,00". */
  priceText: string;
  /** Period text, e.g. "por ano". */
  periodText: string;
  /** Checkout campaign link of the payment platform (new tab). */
  checkoutUrl: string;
  /** Call-to-action label of the plan's button. */
  ctaLabel: string;
  features: string[];
  recommended: boolean;
  /** Badge text; only the recommended plan has one ("Recomendado"). */
  badge?: string;
}

type Gender = 'female' | 'male';

/** Spec §3 Testimonial. */
export interface Testimonial {
  name: string;
  role: string;
  text: string;
  /** Always 5 (spec §9). */
  rating: 5;
  /** Path of a local avatar image under public/, or undefined to show initials. */
  avatar?: string;
  /** Data for the avatar (spec §3). */
  gender: Gender;
}

/** A customer video shown as a click-to-load facade. */
export interface TestimonialVideo {
  /** Video id on the video service. */
  videoId: string;
  /** Accessible title of the player and of the play button. */
  title: string;
  /** Caption shown under the video. */
  caption: string;
  /** Customer name shown with the caption. */
  customer: string;
  /** Local poster image path under public/. */
  poster: string;
}

export interface StatFigure {
  /** Big figure, e.g. "10.000+". */
  value: string;
  /** What it counts, e.g. "usuários ativos". */
  label: string;
}

export type RoadmapStatus = 'developing' | 'next' | 'planned' | 'future';

/** Spec §3 Roadmap item. */
export interface RoadmapItem {
  icon: IconName;
  title: string;
  description: string;
  /** Short topical tag, e.g. "Open Finance". */
  tag: string;
  status: RoadmapStatus;
}

export interface ProExtra {
  icon: IconName;
  title: string;
  description: string;
}

/** Spec §3 Comparison row. */
export interface ComparisonRow {
  feature: string;
  product: boolean;
  spreadsheet: boolean;
}

/** Spec §3 FAQ item. */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FeatureCard {
  icon: IconName;
  title: string;
  description: string;
}

export interface Step {
  title: string;
  description: string;
  /** Example chat message shown with the step, if any. */
  example?: string;
}

export interface NavLink {
  /** In-page anchor from content/anchors.ts, e.g. "#funcionalidades". */
  href: `#${Anchor}`;
  label: string;
}

export interface TrustBadge {
  icon: IconName;
  label: string;
}

/** One line of the hero's chat mock-up. */
export interface MockMessage {
  from: 'user' | 'bot';
  text: string;
  time: string;
}

/** The demo's five categories, in spec §5's table order (Salário is income's). */
export type DemoCategory = 'Alimentação' | 'Salário' | 'Transporte' | 'Moradia' | 'Outros';

/** What the demo's rules read a sample note as; src/demo/conversation.test.ts checks that they do. */
interface SampleReading {
  kind: 'income' | 'spending';
  /** Integer cents. */
  cents: number;
  category: DemoCategory;
}

/**
 * One exchange of a sample conversation: a note and, when it is one the demo records, what the
 * rules read it as (the reply is then written by the demo's own reply rules, content/demoReplies.ts),
 * or else the full product's answer, written out.
 */
type SampleExchange = { time: string; note: string } & ({ reads: SampleReading } | { answer: string });

/** A conversation shown on the page: the month before it and its exchanges, in order. */
export interface SampleConversation {
  /** Spending and income of the month before the first note, in cents. */
  start: { spentCents: number; incomeCents: number };
  exchanges: SampleExchange[];
}

/** Every visible string of the interactive demo chat (widgets/DemoChat). */
export interface DemoChatCopy {
  /** Name shown in the chat's title bar, e.g. "Assistente Finzap". */
  title: string;
  /** Status under the name, e.g. "online". */
  status: string;
  /** Accessible name of the conversation log. */
  logLabel: string;
  /** Screen-reader prefix for the visitor's messages, e.g. "Você". */
  userLabel: string;
  /** Screen-reader prefix for the assistant's replies, e.g. "Assistente". */
  botLabel: string;
  /** Label of the message input (visually hidden). */
  inputLabel: string;
  /** Placeholder of the input: exactly 'gastei 30 no uber' (spec §5). */
  placeholder: string;
  /** Hint read with the input: what to type and the length limit. */
  inputHint: string;
  sendLabel: string;
  /** Exactly 'Resetar Demo' (spec §4). */
  resetLabel: string;
  /** Labels of the running totals shown above the conversation. */
  spentLabel: string;
  incomeLabel: string;
  goalLabel: string;
  /** The four opening messages, consistent with the starting totals. */
  /** The opening conversation (spec §3 leaves its text open); it ends at the starting totals. */
  seed: SampleConversation;
}

/* ------------------------------------------------------------------------------------------
 * Section-level shapes. Each content file exports one copy object per section (typed below)
 * and its lists of entities (typed above) as separate exports, so stories can swap either.
 * Strings marked "template" hold `{placeholder}` tokens that the component fills in.
 * ---------------------------------------------------------------------------------------- */

/** A link to another page of this site, built from content/paths.ts. */
interface RouteLink {
  href: `/${string}`;
  label: string;
}

/** Heading and intro paragraph shared by every landing-page section. */
export interface SectionIntro {
  heading: string;
  intro: string;
}

/** A highlighted box with an icon (immediate access, guarantee). */
export interface InfoBox {
  icon: IconName;
  title: string;
  text: string;
}

/** `<title>` and meta description of one page. */
interface SeoMeta {
  title: string;
  description: string;
}

/** content/site.ts: brand, links, claims and page-level copy that is not a landing section. */
export interface SiteContent {
  /** Brand name (placeholder; the spec does not name the product). */
  name: string;
  tagline: string;
  /** The name a phone shows for the site added to its home screen (manifest.webmanifest). */
  installName: string;
  /**
   * The picture a link to any page shows when shared (og:image, twitter:image, the product's structured data): a file
   * of public/, at the size and of the type the head tags declare.
   */
  shareImage: { path: `/${string}`; type: 'image/png' | 'image/jpeg'; width: number; height: number };
  /** `lang` attribute of every page except the English 404 body. */
  lang: 'pt-BR';
  /** Name of the chat app the product runs in. */
  chatApp: string;
  /** Origin used for canonical URLs; no trailing slash. */
  origin: `https://${string}`;
  support: ExternalLink & {
    /** Support hours as a phrase, e.g. "segunda a sexta, das 9h às 18h". */
    hours: string;
    /** Full sentence about the support hours. */
    hoursText: string;
  };
  guarantee: { days: number; refund: string };
  /** How long access takes after payment, as a phrase. */
  accessTime: string;
  /** Marketing figures (spec §1/§9), formatted for display. */
  claims: {
    users: string;
    entries: string;
    messages: string;
    satisfaction: string;
    availability: string;
  };
  /** Name of the checkout platform. */
  paymentPlatform: string;
  consent: { storageKey: string; value: 'accepted' };
  legal: { terms: RouteLink; privacy: RouteLink };
  /** Visually hidden hint appended to links that open in a new tab. */
  newTabHint: string;
  /** Not-financial-advice line of the footer. */
  disclaimer: string;
  footer: {
    blurb: string;
    navHeading: string;
    supportHeading: string;
    legalHeading: string;
    /** Visible text of the footer support link (its href is `support.href`). */
    supportLabel: string;
    /** Template: `{year}`. */
    copyright: string;
  };
  /** Final call to action (#cta-final). */
  finalCta: { heading: string; text: string; cta: NavLink };
  /** The 404 page, in English (spec §2). */
  notFound: { code: string; title: string; home: RouteLink };
  /** Fallback of unexpected routing errors (spec §8). */
  errorFallback: { title: string; text: string; homeLabel: string; reloadLabel: string };
  seo: { home: SeoMeta; cookiePolicy: SeoMeta; notFound: SeoMeta };
}

/** content/navigation.ts: header and footer chrome labels. */
export interface NavigationCopy {
  /** Accessible name of the logo link to the top of the landing page. */
  logoLabel: string;
  /** Target of the logo link: the hero at the top of the landing page. */
  logoHref: NavLink['href'];
  /** Accessible name of the header `<nav>`. */
  headerNavLabel: string;
  /** Accessible name of the footer `<nav>`. */
  footerNavLabel: string;
  headerCta: NavLink;
  /** Skip link; its href is the id of `<main>`. */
  skipLink: NavLink;
  /** Visible, stable name of the mobile menu toggle; aria-expanded tells open from closed (APG disclosure). */
  menuLabel: string;
}

/** content/hero.ts */
export interface HeroContent {
  eyebrow: string;
  headline: string;
  subtitle: string;
  cta: NavLink;
  /** Chat mock-up chrome; its lines are `heroMessages`. */
  mockup: {
    /** Accessible name of the mock-up figure. */
    label: string;
    contactName: string;
    status: string;
    /** Screen-reader prefix for the customer's messages, e.g. "Você". */
    userLabel: string;
    /** Screen-reader prefix for the assistant's replies, e.g. the brand name. */
    botLabel: string;
  };
}

/** content/features.ts */
export interface FeaturesSection extends SectionIntro {
  immediateAccess: InfoBox;
}

/** content/steps.ts: the #como-funciona section, including the heading above the demo chat. */
export interface HowItWorksSection extends SectionIntro {
  demoHeading: string;
  demoIntro: string;
  /** Visually hidden prefix read before a step's example chat message, e.g. "Exemplo de mensagem". */
  exampleLabel: string;
}

/** content/comparison.ts */
export interface ComparisonSection extends SectionIntro {
  /** `<caption>` of the table. */
  caption: string;
  featureColumnLabel: string;
  productColumnLabel: string;
  spreadsheetColumnLabel: string;
  yesLabel: string;
  noLabel: string;
}

/** content/roadmap.ts */
export interface RoadmapSection extends SectionIntro {
  extrasHeading: string;
  extrasIntro: string;
  /** Visually hidden prefix of each item's status badge, e.g. "Status". */
  statusLabel: string;
  /** Visually hidden prefix of each item's topical tag, e.g. "Tema". */
  tagLabel: string;
}

/** content/testimonials.ts */
export interface TestimonialsSection extends SectionIntro {
  videosHeading: string;
  /** Template: `{name}`. */
  videoPlayLabel: string;
  /** Short note that the player loads from the video service only on click. */
  videoNotice: string;
  /** Heading above the carousel of written testimonials. */
  writtenHeading: string;
  statsHeading: string;
  carousel: {
    label: string;
    /** What screen readers call the widget and each slide (`aria-roledescription`), in the page's language. */
    roleDescription: string;
    slideRoleDescription: string;
    previousLabel: string;
    nextLabel: string;
    pauseLabel: string;
    resumeLabel: string;
    /** Template: `{n}`, `{total}`. */
    slideLabel: string;
    /** Template: `{n}`. */
    dotLabel: string;
    /** Accessible name of the group of dots, e.g. "Escolher depoimento". */
    dotsLabel: string;
    /** Template: `{rating}`. */
    ratingLabel: string;
  };
}

/** content/plans.ts */
export interface PlansSection extends SectionIntro {
  /** Line under the cards about the checkout platform. */
  secureCheckout: string;
  guarantee: InfoBox;
  access: InfoBox;
  support: {
    question: string;
    /** Visible text of the support link (its href is `site.support.href`). */
    label: string;
    hoursText: string;
  };
}

/** One section of the policy page. */
export interface PolicySection {
  /** Anchor id, e.g. "termos". */
  id: string;
  heading: string;
  paragraphs: string[];
  /** Bulleted list shown after the paragraphs. */
  list?: string[];
  /** Links shown after the paragraphs and list (open in a new tab). */
  links?: ExternalLink[];
}

/** content/legal.ts: the policy page's chrome; its sections are `policySections`. */
export interface CookiePolicyContent {
  title: string;
  backLabel: string;
  lastUpdatedLabel: string;
  /** Display date, e.g. "21 de novembro de 2026". */
  lastUpdated: string;
  /** Machine date for `<time dateTime>`. */
  lastUpdatedIso: string;
  intro: string;
}

/** content/legal.ts: the cookie-consent dialog. */
export interface ConsentBannerCopy {
  title: string;
  text: string;
  acceptLabel: string;
  /** Accessible name of the icon-only close button. */
  closeLabel: string;
  learnMore: RouteLink;
}
