import { chromium } from '@playwright/test';
import { findChrome, CHROME_ARGS } from './scripts/browser.mjs';
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })).newPage();
await page.clock.setFixedTime(new Date('2026-03-15T12:30:00-03:00'));
const url = (id) => `http://localhost:6107/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`;
const read = () => page.evaluate(() => { const l = document.querySelector('[role=log]'); return l && [l.scrollTop, l.scrollHeight, l.clientHeight]; });
const T='sections-howitworks--default';
for (const prev of [null, 'sections-howitworks--mobile','widgets-demochat--default', 'sections-faq--default']) {
  if (prev) { await page.goto(url(prev)); await page.waitForFunction(() => window.__storyOutcome); await page.evaluate((T) => { delete window.__storyOutcome; window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: T, viewMode: 'story' }); },T); }
  else await page.goto(url(T));
  await page.waitForFunction((T) => window.__storyOutcome?.storyId === T,T);
  console.log(prev, await read());
}
await browser.close();
