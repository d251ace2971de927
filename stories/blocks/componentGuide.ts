/** What a component's docs page adds under its description: when to reach for it, and what it does for accessibility. */
export interface ComponentGuide {
  /** When to use it (and when not to). */
  whenToUse: string;
  /** What it does for keyboard, screen-reader and low-vision visitors, beyond the axe check every story runs. */
  accessibility: string;
}

/** One entry per component, keyed by the story title; the docs smoke test fails a component page without one. */
export const componentGuides: Record<string, ComponentGuide> = {
  'UI/Card': {
    whenToUse: 'The one raised surface for a feature, a roadmap item or a plan. Its emphasis variant marks the recommended plan; not for whole sections (use Section).',
    accessibility: 'A plain container: the heading inside it names it, so card content reads in page order; emphasis is shown by border and badge, never by colour alone.',
  },
  'UI/Disc': {
    whenToUse: 'A round mark with its content centred: a chat avatar, a step’s number, the video’s play button. The caller’s class gives size and colours; not for buttons (put it inside one).',
    accessibility: 'Shape only: it adds no role and no name. As decoration (an avatar, a step’s number the list already gives) the caller hides it with aria-hidden; inside a button, the button’s own label names the action.',
  },
  'UI/ExternalLink': {
    whenToUse: 'Every link that leaves the site (checkout, support chat): one rel policy and one new-tab hint, instead of a bare target="_blank".',
    accessibility: 'Adds a visually hidden “(abre em nova aba)” to the accessible name, so a screen-reader user knows a new tab opens.',
  },
  'UI/SpreadRow': {
    whenToUse: 'A row with items pushed to both ends (a plan header, a roadmap item’s meta, carousel controls) that wraps on narrow screens.',
    accessibility: 'Layout only: the DOM order is the reading and tab order, at every width.',
  },
  'UI/StatusPage': {
    whenToUse: 'A full-page status message: the 404 page and the unexpected-error fallback.',
    accessibility: 'One h1 with the title; the lang attribute follows the page’s language (English on the 404 page), so a screen reader pronounces it right.',
  },
  'UI/Badge': {
    whenToUse: 'A short label or status next to something (a plan’s “Recomendado”, a roadmap status). Not for actions: it is not focusable.',
    accessibility: 'The text carries the meaning and colour only repeats it; every tone keeps 4.5:1 contrast on its surface.',
  },
  'UI/Button': {
    whenToUse: 'Button for an action on this page; ButtonLink for navigation that should look like a button (in-page anchors, checkout and support links). Never a link styled as a button for an action, or the reverse.',
    accessibility: 'A native <button> or <a>, so Enter/Space and the role come for free; at least 44 px tall; a visible 3 px focus outline; external links say “abre em nova aba”.',
  },
  'UI/Chat': {
    whenToUse: 'Anything drawn as a chat window: the hero’s mock-up and the demo chat share the title bar and the bubbles.',
    accessibility: 'Messages are list items with a hidden “speaker:” prefix, so a screen reader says who wrote each one; the avatar is decoration.',
  },
  'UI/Icon': {
    whenToUse: 'A small inline symbol beside text. Give it a label only when nothing else says what it means.',
    accessibility: 'Decorative by default (aria-hidden); with a label it becomes an img with that name. Colour follows the text (currentColor), so contrast follows the text too.',
  },
  'UI/Section': {
    whenToUse: 'The frame of every landing-page section: an anchor id, one h2 and a centred column. Build new sections on it.',
    accessibility: 'A <section> labelled by its h2 becomes a named region; anchors land on it and move focus there (tabindex -1).',
  },
  'UI/SectionLink': {
    whenToUse: 'Any link to a section of this page (nav, footer, calls to action). For other pages use a normal link.',
    accessibility: 'Scrolls the section clear of the fixed header (instantly under reduced motion), updates the hash and moves focus to the section, so keyboard and screen-reader users land where sighted users do.',
  },
  'Widgets/Accordion': {
    whenToUse: 'Questions and answers where one open item at a time keeps the page short (the FAQ). Not for content everyone must read.',
    accessibility: 'Native <details name> items, each question an h3 inside its <summary>: the browser keeps one open, toggles on click, Enter and Space, and announces expanded/collapsed, before the app has started and without JavaScript; once it runs, ↑ ↓ Home End move between questions (APG accordion).',
  },
  'Widgets/Carousel': {
    whenToUse: 'The written testimonials only: several short, equal items where showing one at a time is acceptable. Not for anything a visitor must see.',
    accessibility: 'APG carousel: pause/play first, then previous, next and one named dot per slide; one slide exposed at a time; rotation pauses on hover and focus, never starts under reduced motion, and stops for good after a manual choice (WCAG 2.2.2).',
  },
  'Widgets/ConsentBanner': {
    whenToUse: 'Once, in the root layout: it shows itself only while no consent is stored.',
    accessibility: 'APG modal dialog on a native <dialog> with showModal(): the page behind is inert, focus starts on “Aceitar”, Tab stays inside, Escape closes (and counts as consent).',
  },
  'Widgets/DemoChat': {
    whenToUse: 'The interactive demo in “Como funciona”. It keeps its state in the store, so render it once per page.',
    accessibility: 'role="log" announces each new message politely; the log scrolls itself, never the page; the input has a label and a hint; Enter sends.',
  },
  'Widgets/VideoFacade': {
    whenToUse: 'Any embedded video: it shows a poster and loads the player only when asked.',
    accessibility: 'A button named after the video; nothing loads before the click; the iframe that replaces it has a title and receives focus.',
  },
  'Sections/Comparison': {
    whenToUse: 'The product-versus-spreadsheet comparison (#comparativo). Data in rows and columns belongs in this table, not in cards.',
    accessibility: 'A real <table> with caption and header cells; yes/no are words, icons are decoration; on a phone the table scrolls inside a focusable, labelled box.',
  },
  'Sections/Faq': {
    whenToUse: 'The frequently asked questions (#faq); the questions come from content/faq.ts.',
    accessibility: 'Questions are h3 headings inside the summaries of the accordion (see Widgets/Accordion); the first is open at the start, as the spec asks, and the FAQ works before the app has started.',
  },
  'Sections/Features': {
    whenToUse: 'What the product does (#funcionalidades): six cards and the immediate-access box.',
    accessibility: 'Cards are list items with h3 titles, so the count and structure are announced; icons are decoration.',
  },
  'Sections/Footer': {
    whenToUse: 'Once, at the end of every landing page: the final call to action (#cta-final), links, support and the disclaimer.',
    accessibility: 'The page’s one contentinfo landmark; its nav is named “Rodapé” so it is told apart from the header’s; external links say they open a new tab.',
  },
  'Sections/Header': {
    whenToUse: 'Once, at the top of the landing page. Its links must match section ids on the page.',
    accessibility: 'A skip link is the first tab stop; the mobile menu is a popover opened by its toggle (popovertarget): it works before the app has started, Escape and a click outside close it, and the toggle says whether it is open; the nav is named “Principal”.',
  },
  'Sections/Hero': {
    whenToUse: 'The top of the landing page (#inicio), with the page’s only h1.',
    accessibility: 'The one h1 of the page; the phone mock-up is a figure with a caption, its messages a list, so it reads as a conversation.',
  },
  'Sections/HowItWorks': {
    whenToUse: 'The four steps and the demo chat (#como-funciona).',
    accessibility: 'Steps are an ordered list, so their order is announced; the demo chat follows (see Widgets/DemoChat).',
  },
  'Sections/Plans': {
    whenToUse: 'The plan cards (#planos), then the guarantee, the access time and the support link.',
    accessibility: 'Plans are a list in price order with the recommended one marked by a text badge, not by position or colour alone; checkout links say they open a new tab; the support hours are the support link’s description.',
  },
  'Sections/Roadmap': {
    whenToUse: 'Upcoming features with their status, and the professional extras (#roadmap).',
    accessibility: 'Status is written as text in a badge, never colour alone; items are list items with h3 titles.',
  },
  'Sections/Testimonials': {
    whenToUse: 'Videos, written testimonials and the figures (#depoimentos).',
    accessibility: 'Videos are facades (see Widgets/VideoFacade), the written ones a carousel (see Widgets/Carousel); ratings are read as “Nota 5 de 5”, stars are decoration.',
  },
  'Pages/App': {
    whenToUse: 'The whole site with its routes, as the browser gets it; for checking navigation between pages.',
    accessibility: 'Every route sets its own document title; the 404 page is marked lang="en" inside a Portuguese site.',
  },
  'Pages/RouteError': {
    whenToUse: 'Shown by the router when a route fails unexpectedly; never render it yourself.',
    accessibility: 'One h1 with the error title and a link home, so a visitor is never stuck.',
  },
  'Pages/CookiePolicyPage': {
    whenToUse: 'The privacy and cookie policy at /politica-de-cookies.',
    accessibility: 'A document: one h1, a named region per section, a “Voltar” button that goes one step back (or home); external links say they open a new tab.',
  },
  'Pages/LandingPage': {
    whenToUse: 'The landing page at /: the sections of spec §2 in order.',
    accessibility: 'One banner, one main (the skip link’s target), one contentinfo and one h1; every header link lands on a section.',
  },
  'Pages/NotFoundPage': {
    whenToUse: 'Any unknown path: the English 404 page.',
    accessibility: 'lang="en" on the page, one h1, and a “Return to Home” link.',
  },
};
