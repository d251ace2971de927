import { describe, expect, it } from 'vitest';

import { installPlan, missingFonts } from './browser.mjs';

// The Playwright CLI's path is this checkout's: compared by what follows it.
const commands = (machine: Parameters<typeof installPlan>[0]) =>
  installPlan(machine).map((cmd) => cmd.join(' ').replace(/^\S+ \S+playwright\S+cli\S* /, 'playwright '));

describe('installPlan: how a machine with no Chromium gets one', () => {
  it("apt-get here (Debian/Ubuntu as root): the distribution's chromium first (what CI uses), then Playwright's download", () => {
    expect(commands({ apt: true, playwrightReachable: true })).toEqual([
      'apt-get update',
      'apt-get install -y --no-install-recommends chromium chromium-headless-shell',
      'playwright install chromium',
    ]);
  });

  it("no apt-get (macOS, Windows, Linux without root): Playwright's download only", () => {
    expect(commands({ apt: false, playwrightReachable: true })).toEqual(['playwright install chromium']);
  });

  it('nothing to try when Playwright cannot be reached and apt is not available', () => {
    expect(commands({ apt: false, playwrightReachable: false })).toEqual([]);
    expect(commands({ apt: true, playwrightReachable: false })).toEqual([
      'apt-get update',
      'apt-get install -y --no-install-recommends chromium chromium-headless-shell',
    ]);
  });
});

describe('missingFonts: which baseline fonts fc-list does not know', () => {
  it.each([
    ['both installed, one family per line', 'DejaVu Sans\nNoto Color Emoji\n', []],
    ['a family listed among its styles', 'DejaVu Sans,DejaVu Sans Condensed\nNoto Color Emoji', []],
    ['the emoji font missing', 'DejaVu Sans\nDejaVu Serif\nNoto Sans', ['fonts-noto-color-emoji']],
    ['a look-alike name is not the font', 'DejaVu Sans Mono\nNoto Color Emoji Compat', ['fonts-dejavu-core', 'fonts-noto-color-emoji']],
    ['fc-list absent or silent', '', ['fonts-dejavu-core', 'fonts-noto-color-emoji']],
  ])('%s', (_case, listed, packages) => {
    expect(missingFonts(listed).map(({ pkg }) => pkg)).toEqual(packages);
  });
});
