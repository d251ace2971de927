import { describe, expect, it } from 'vitest';

import { installPlan, missingFonts } from './browser.mjs';

const commands = (machine: Parameters<typeof installPlan>[0]) => installPlan(machine).map((step) => step.cmd.join(' '));

describe('installPlan: how a fresh machine gets a browser', () => {
  it("Debian/Ubuntu as root: the distribution's chromium first (what CI uses), then Playwright's download", () => {
    expect(commands({ platform: 'linux', root: true, debian: true, playwrightReachable: true })).toEqual([
      'apt-get update',
      'apt-get install -y --no-install-recommends chromium chromium-headless-shell',
      'npx playwright install chromium',
    ]);
  });

  it("macOS, Windows, or Linux without root: Playwright's download only", () => {
    for (const machine of [
      { platform: 'darwin', root: false, debian: false, playwrightReachable: true },
      { platform: 'win32', root: false, debian: false, playwrightReachable: true },
      { platform: 'linux', root: false, debian: true, playwrightReachable: true },
    ]) {
      expect(commands(machine)).toEqual(['npx playwright install chromium']);
    }
  });

  it('nothing to try when Playwright cannot be reached and apt is not available', () => {
    expect(commands({ platform: 'darwin', root: false, debian: false, playwrightReachable: false })).toEqual([]);
    expect(commands({ platform: 'linux', root: true, debian: true, playwrightReachable: false })).toEqual([
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
