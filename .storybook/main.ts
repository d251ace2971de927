import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

import { withoutLinks } from '../addons/review/preset.ts';
import { parseTokens, tokenValues } from '../stories/blocks/tokens.ts';
import { SITE_ONLY_PLUGINS } from '../vite.config.ts';

const tokens = tokenValues(parseTokens(readFileSync(new URL('../src/styles/tokens.css', import.meta.url), 'utf8')));
/** The manager's theme (manager.ts) reads these, so the workbench wears the tokens' colours. */
const THEME_TOKENS = [
  '--color-brand',
  '--color-surface',
  '--color-surface-alt',
  '--color-border',
  '--color-ink',
  '--color-ink-muted',
  '--font-sans',
];

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: [
    // MDX is CommonMark only: tables (and the rest of GitHub-flavoured Markdown) need remark-gfm.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // The designer's visual review (statuses, the panel; on the dev server run and accept) and the reviewer's verdicts
    // (on the dev server, the live report and the form on Docs / Accessibility): a room of its own.
    '../addons/review/preset.ts',
  ],
  env: (env) => ({
    ...env,
    ...Object.fromEntries(
      THEME_TOKENS.map((name) => [`STORYBOOK_${name.slice(2).replaceAll('-', '_').toUpperCase()}`, tokens[name] ?? '']),
    ),
  }),
  // The site's own files (the stories' pictures); Storybook copies what a link points to, so a link there is refused. The
  // conformance report of the last `npm test` is the review's to copy (addons/review/preset.ts), read without links.
  staticDirs: [withoutLinks(fileURLToPath(new URL('..', import.meta.url)), 'public')],
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: viteConfig.plugins?.flat().filter((plugin) => !(plugin && 'name' in plugin && SITE_ONLY_PLUGINS.includes(plugin.name))),
  }),
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's onboarding checklist ("Get started") teaches setting Storybook up; this workbench is set up, and
  // the checklist sat above the sidebar a designer reviews in (docs/decisions/0042-designers-can-trust-accept.md).
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
