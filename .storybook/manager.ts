import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

import { site } from '../content/site';
import logo from '../public/icons/icon.svg';

// Brand colours come from tokens.css through main.ts (`env`), so the workbench re-brands with the site.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: `${site.name} — design system`,
    brandUrl: '/',
    brandImage: logo,
    brandTarget: '_self',
    colorPrimary: process.env.STORYBOOK_COLOR_BRAND,
    colorSecondary: process.env.STORYBOOK_COLOR_BRAND,
    appBg: process.env.STORYBOOK_COLOR_SURFACE_ALT,
    appContentBg: process.env.STORYBOOK_COLOR_SURFACE,
    appBorderColor: process.env.STORYBOOK_COLOR_BORDER,
    textColor: process.env.STORYBOOK_COLOR_INK,
    textMutedColor: process.env.STORYBOOK_COLOR_INK_MUTED,
    barSelectedColor: process.env.STORYBOOK_COLOR_BRAND,
    fontBase: process.env.STORYBOOK_FONT_SANS,
  }),
});
