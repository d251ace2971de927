/**
 * The visitor flows in WebKit (Safari's engine): WebKitGTK's MiniBrowser under Xvfb, driven through
 * WebKitGTK's own WebDriver with selenium-webdriver. WebKitWebDriver has no console log, so the
 * console is read by a second way: MiniBrowser on its own, printing every console message.
 */
import { type ChildProcess, spawn } from 'node:child_process';

import { expect, test } from '@playwright/test';
import { Builder, By, Key, until, type WebDriver, type WebElement } from 'selenium-webdriver';

import { consentBanner, consentStorage } from '@content/consent';
import { faqItems } from '@content/faq';
import { cookiePolicy } from '@content/legal';
import { paths } from '@content/paths';
import { site } from '@content/site';
import { demoChat } from '@content/steps';
import { testimonialsSection } from '@content/testimonials';
import { APP_READY_ATTRIBUTE } from '@/app/appReadyAttribute.mjs';
import { ISLAND } from '@/ui/Island/islandAttributes';

import { findWebKit } from '../../scripts/browser.mjs';
import { PORTS } from '../../scripts/ports.mjs';

const webkit = findWebKit();
const DISPLAY = `:${process.env.WEBKIT_DISPLAY ?? 95}`;
// The console check's own screen: on the driver's screen its window would sit behind the driven one,
// and WebKit stops animation frames for a covered window, so the app (started from one) never ran.
const CONSOLE_DISPLAY = `:${Number(process.env.WEBKIT_DISPLAY ?? 95) + 1}`;
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? PORTS.webkitDriver);
// A loaded 2-core machine and a browser under Xvfb: waits are generous, and end as soon as the page is there.
const WAIT_MS = 20_000;

test.describe.configure({ mode: 'serial' });

let base = '';
let driver: WebDriver;
const processes: ChildProcess[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.beforeAll(async () => {
  test.setTimeout(90_000);
  if (!webkit) throw new Error('WebKitGTK is missing: npm test leaves this suite out then (scripts/browser.mjs --install).');
  base = String(test.info().project.use.baseURL);
  for (const display of [DISPLAY, CONSOLE_DISPLAY])
    processes.push(spawn(webkit.xvfb, [display, '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], { stdio: 'ignore' }));
  processes.push(spawn(webkit.driver, [`--port=${DRIVER_PORT}`], { env: { ...process.env, DISPLAY }, stdio: 'ignore' }));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${DRIVER_PORT}/status`);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(200);
    }
  }
  driver = await new Builder()
    .usingServer(`http://127.0.0.1:${DRIVER_PORT}`)
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: webkit.minibrowser, args: ['--automation'] } })
    .build();
  await driver.manage().window().setRect({ width: 1280, height: 900 });
});

test.afterAll(async () => {
  try {
    await driver.quit();
  } catch {
    // It never started (beforeAll failed): nothing to quit.
  }
  for (const child of processes) child.kill();
});

/** An element by its accessible name as written in content (aria-label or its own text). */
const named = (tag: string, name: string) => By.xpath(`//${tag}[@aria-label=${xpathText(name)} or normalize-space(.)=${xpathText(name)}]`);
const xpathText = (text: string) => (text.includes("'") ? `"${text}"` : `'${text}'`);

async function visible(locator: By): Promise<WebElement> {
  const element = await driver.wait(until.elementLocated(locator), WAIT_MS);
  await driver.wait(until.elementIsVisible(element), WAIT_MS);
  return element;
}

const tap = (element: WebElement) => driver.actions().move({ origin: element }).click().perform();

const appReady = () =>
  driver.wait(
    async () => driver.executeScript<boolean>('return document.documentElement.hasAttribute(arguments[0])', APP_READY_ATTRIBUTE),
    WAIT_MS,
  );

/** A first visit: nothing stored. */
async function firstVisit(path: string) {
  await driver.get(`${base}${path}`);
  await driver.executeScript('window.localStorage.clear()');
  await driver.get(`${base}${path}`);
}

test('the consent banner opens on a first visit, Aceitar stores consent and closes it', async () => {
  await firstVisit('/');
  // No island, no app: the early script owns the dialog from the first frame.
  expect(await (await visible(By.css('dialog[open]'))).getText()).toContain(consentBanner.title);
  // Written open in the HTML, made modal as soon as it is parsed: the page behind is inert.
  expect(await driver.executeScript("return document.querySelector('dialog[open]').matches(':modal')")).toBe(true);
  await (await visible(named('button', consentBanner.acceptLabel))).click();
  await driver.wait(async () => (await driver.findElements(By.css('dialog[open]'))).length === 0, WAIT_MS);
  expect(await driver.executeScript('return window.localStorage.getItem(arguments[0])', consentStorage.storageKey)).toBe(
    consentStorage.value,
  );
  await driver.navigate().refresh();
  expect(await driver.findElements(By.css('dialog[open]'))).toHaveLength(0);
});

test('FAQ: the first answer is open; picking another switches to it; picking it again closes it', async () => {
  await driver.get(`${base}/`);
  const details = await driver.findElements(By.css('#faq details'));
  expect(await details[0]?.getAttribute('open')).not.toBeNull();
  // Scrolled to, as a visitor does: a section far below the first screen is drawn only as it comes near (issue 37).
  await driver.executeScript('document.getElementById("faq").scrollIntoView({ block: "start", behavior: "instant" })');
  const second = await visible(By.xpath(`//summary[contains(normalize-space(.), ${xpathText(faqItems[1]?.question ?? '')})]`));
  await driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', second);
  // A pointer click at the summary's centre (WebKitWebDriver's element click calls a <summary> not interactable).
  await tap(second);
  await driver.wait(async () => (await details[1]?.getAttribute('open')) !== null, WAIT_MS);
  expect(await details[0]?.getAttribute('open')).toBeNull();
  await tap(second);
  await driver.wait(async () => (await details[1]?.getAttribute('open')) === null, WAIT_MS);
});

test('the demo records what is typed and answers with the amount and the category', async () => {
  // Arrived and typed at once, as a visitor does: the demo's island is asked for as it comes near (or is focused), and
  // an Enter before it is there is sent once it is.
  await driver.get(`${base}/`);
  // The textbox named by its <label>.
  const input = await visible(By.xpath(`//textarea[@id=//label[normalize-space(.)=${xpathText(demoChat.inputLabel)}]/@for]`));
  await driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', input);
  await input.sendKeys('gastei 30 no uber', Key.ENTER);
  const log = await visible(By.css(`[role="log"][aria-label=${xpathText(demoChat.logLabel)}]`));
  await driver.wait(async () => (await log.getText()).includes('R$ 30,00'), WAIT_MS);
  expect(await log.getText()).toContain('Transporte');
  expect(await input.getAttribute('value')).toBe('');
});

test('the carousel, scrolled to, moves with its next button once its island is there', async () => {
  await driver.get(`${base}/`);
  // Scrolled to, as a visitor reading down: the carousel's island is asked for as it comes near.
  await driver.executeScript(
    'document.querySelector(`[${arguments[0]}="testimonials"]`).firstElementChild.scrollIntoView({ block: "center", behavior: "instant" })',
    ISLAND.name,
  );
  const next = await visible(named('button', testimonialsSection.carousel.nextLabel));
  await driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', next);
  await next.click();
  await visible(By.css(`[aria-roledescription][aria-label="2 de 5"]:not([hidden])`));
});

test('routes: the policy page, Voltar home, and the English 404 page', async () => {
  await driver.get(`${base}${paths.cookiePolicy}`);
  expect(await (await visible(By.css('h1'))).getText()).toBe(cookiePolicy.title);
  await (await visible(named('a', cookiePolicy.backLabel))).click();
  await driver.wait(async () => new URL(await driver.getCurrentUrl()).pathname === '/', WAIT_MS);
  await driver.get(`${base}/nao-existe`);
  // Its one island (the log of the path, spec §2) starts with the page.
  await appReady();
  expect(await (await visible(By.css('h1'))).getText()).toBe(site.notFound.title);
});

test.describe('console', () => {
  // The 404 page logs the path asked for (spec §2): that one line is expected there, nothing else.
  for (const { path, logsPath } of [
    { path: '/', logsPath: false },
    { path: paths.cookiePolicy, logsPath: false },
    { path: '/nao-existe', logsPath: true },
  ]) {
    test(`${path}: no console error or warning (the 404 page's logged path aside)`, async () => {
      if (!webkit) throw new Error('WebKitGTK is missing');
      test.setTimeout(60_000);
      const browser = spawn(webkit.minibrowser, ['--enable-write-console-messages-to-stdout=true', `${base}${path}`], {
        env: { ...process.env, DISPLAY: CONSOLE_DISPLAY },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      // The option says stdout; WebKitGTK writes them to stderr. Both are read.
      for (const stream of [browser.stdout, browser.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
      // Long enough for the page, the early script and the app to have run on a loaded machine.
      await sleep(8_000);
      browser.kill();
      const messages = output.split('\n').filter((line) => line.includes('CONSOLE') && !(logsPath && line.endsWith(`: ${path}`)));
      expect(messages).toEqual([]);
    });
  }
});
