/**
 * The visual gate in WebKit (Safari's engine): WebKitGTK's MiniBrowser under Xvfb, driven through its own
 * WebDriver (tests/webkit explains why). Each story is shown in an iframe exactly as wide as the viewport
 * (MiniBrowser's window cannot be narrower than its toolbar, 447 px), the window grown to the iframe's full
 * height, and the picture cut from a window screenshot (WebKitWebDriver's element screenshot leaves the top
 * of a tall element black). Playwright compares it with `toMatchSnapshot`, the same comparator and
 * thresholds shape as the other engines.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test as base } from '@playwright/test';
import { PNG } from 'pngjs';
import { Builder, type WebDriver } from 'selenium-webdriver';

import { sizeOf, VIEWPORTS, type VisualParameters } from '../../.storybook/viewports';
import { findWebKit } from '../../scripts/browser.mjs';
import {
  announceCapture,
  announceStory,
  capturedStories,
  type Rendered,
  inPageStory,
  RENDERED_IN_PAGE,
  storyPath,
  storySettledInPage,
  switchStoryInPage,
  viewportsFor,
  expectPlayed,
  firstViewport,
  pinnedInPage,
} from './storybook';

/**
 * WebKitGTK's measured noise (docs/visual-review.md): up to 60 stray pixels (a scrollbar inside an element)
 * on a phone-sized picture, and 517 anti-aliased pixels scattered over the 1280 × 10,491 px landing page.
 * So 300 pixels, or 8 in 100,000 of a tall picture's area where that is more (about twice the landing page's
 * noise). The smallest planted change stays red: the carousel's re-brand is 400 pixels on a 300-pixel allowance.
 */
function strayPixelsAllowed(png: Buffer): number {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  return Math.max(300, Math.round(width * height * 8e-5));
}

const stories = capturedStories();
// Generous under load (the landing page took over 30 s on a 2-core machine running five test suites); ends when ready.
const WAIT_MS = 90_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on loopback, for this worker's WebKitWebDriver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts Xvfb on a display it picks itself (`-displayfd`), so parallel workers and other suites never collide. */
function xvfb(binary: string): Promise<{ display: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // Tall enough for the longest page at full height; wide enough for the desktop iframe beside the window's edge.
    const child = spawn(binary, ['-displayfd', '3', '-screen', '0', '1400x16000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    child.once('error', reject);
    child.stdio[3]?.once('data', (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, child }));
  });
}

const test = base.extend<object, { driver: WebDriver }>({
  driver: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const webkit = findWebKit();
      if (!webkit) throw new Error('WebKitGTK is missing: the config leaves the webkit project out then (scripts/browser.mjs).');
      // GTK's "no animations" is what WebKitGTK reports as prefers-reduced-motion: reduce (the carousel starts paused).
      const config = mkdtempSync(join(tmpdir(), 'visual-webkit-'));
      for (const gtk of ['gtk-3.0', 'gtk-4.0']) {
        const dir = join(config, gtk);
        mkdirSync(dir);
        // No overlay scrollbars either: they fade in and out, so a scrolled chat log had one in a picture or not by chance.
        writeFileSync(join(dir, 'settings.ini'), '[Settings]\ngtk-enable-animations=false\ngtk-overlay-scrolling=false\n');
      }
      const screen = await xvfb(webkit.xvfb);
      const port = await freePort();
      const driverProcess = spawn(webkit.driver, [`--port=${port}`], {
        env: { ...process.env, DISPLAY: screen.display, XDG_CONFIG_HOME: config, GTK_OVERLAY_SCROLLING: '0' },
        stdio: 'ignore',
      });
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        try {
          await fetch(`http://127.0.0.1:${port}/status`);
          break;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await sleep(200);
        }
      }
      const driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: webkit.minibrowser, args: ['--automation'] },
        })
        .build();
      try {
        await use(driver);
      } finally {
        await driver.quit().catch(() => undefined);
        driverProcess.kill();
        screen.child.kill();
        rmSync(config, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** The iframe that shows this width's stories; the page keeps one per width, each with its own Storybook preview. */
const FRAME = 'document.getElementById("story-" + window.storyWidth)';

/**
 * Opens the story in an iframe `width` × `height` on a blank page of the same origin; returns what Storybook rendered.
 * The page keeps an iframe per width, the other widths' hidden: where this width's already holds a story, the story is
 * switched in its preview (storybook.ts, `switchStoryInPage`) instead of loaded anew (stories at 390 and 320 px follow
 * each other in a worker).
 */
async function open(driver: WebDriver, baseURL: string, storyId: string, width: number, height: number): Promise<Rendered> {
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, width: width + 100, height: height + 100 });
  // This width's iframe shown alone, at the top left, back to the viewport's height (the last picture grew it).
  const switched = await driver.executeAsyncScript<'switched' | 'new frame' | 'new page'>(
    `const done = arguments[arguments.length - 1];
     if (!document.getElementById('webkit-stories')) return done('new page');
     window.storyWidth = arguments[0];
     for (const other of document.querySelectorAll('iframe')) other.style.display = 'none';
     let frame = ${FRAME};
     if (!frame) {
       frame = document.createElement('iframe');
       frame.id = 'story-' + arguments[0];
       frame.width = String(arguments[0]);
       frame.height = String(arguments[1]);
       frame.src = arguments[4];
       document.body.append(frame);
       return done('new frame');
     }
     frame.style.display = 'block';
     frame.height = String(arguments[1]);
     frame.contentWindow.eval('(' + arguments[2] + ')')(arguments[3]).then(
       (shown) => done(shown ? 'switched' : 'new page'),
       () => done('new page'),
     );`,
    width,
    height,
    switchStoryInPage.toString(),
    inPageStory(storyId),
    storyPath(storyId),
  );
  if (switched === 'new page') {
    // Any page of the Storybook's origin will do: the iframes' documents must be readable from the top.
    await driver.get(`${baseURL}/index.json`);
    await driver.executeScript(
      `document.documentElement.innerHTML = '<head><style>html,body{margin:0;padding:0;background:#fff}iframe{border:0;display:block}</style></head><body id="webkit-stories"></body>';`,
    );
    return open(driver, baseURL, storyId, width, height);
  }
  await driver.wait(
    () =>
      driver.executeScript<boolean>(
        `const win = ${FRAME}.contentWindow; return Boolean(win.eval && win.eval('(' + arguments[0] + ')')(arguments[1]));`,
        storySettledInPage.toString(),
        inPageStory(storyId),
      ),
    WAIT_MS,
  );
  // Carets and transitions off, as Playwright's screenshot options do in the other engines; and no scrollbars, as
  // in headless Chromium: GTK's overlay scrollbars fade in and out, so a picture had one or not by chance. Once a
  // document, before the story renders: WebKit keeps the scrollbar of an element laid out before the style came, so
  // a story loaded with the document is mounted again under it (a switched one already is).
  const styled = await driver.executeScript<boolean>(
    `const win = ${FRAME}.contentWindow;
     if (win.document.getElementById('webkit-capture')) return false;
     const style = win.document.createElement('style');
     style.id = 'webkit-capture';
     style.textContent = '*,*::before,*::after{caret-color:transparent!important;transition:none!important;scrollbar-width:none!important}*::-webkit-scrollbar{display:none!important}';
     win.document.head.append(style);
     return true;`,
  );
  if (styled) return open(driver, baseURL, storyId, width, height);
  return driver.executeAsyncScript<Rendered>(
    `const done = arguments[arguments.length - 1];
     const win = ${FRAME}.contentWindow;
     win.document.fonts.ready.then(() => done(win.eval(${JSON.stringify(RENDERED_IN_PAGE)})));`,
  );
}

/** The picture under review, cut from a screenshot of the window. */
async function shoot(driver: WebDriver, width: number, { element, viewportOnly }: VisualParameters): Promise<Buffer> {
  // How much of the page the picture needs: the viewport, down to the element's bottom, or the whole page.
  const height = await driver.executeScript<number>(
    `const win = ${FRAME}.contentWindow;
     if (arguments[1]) return win.innerHeight;
     if (arguments[0]) return Math.ceil(win.document.querySelector(arguments[0]).getBoundingClientRect().bottom + win.scrollY);
     return win.document.documentElement.scrollHeight;`,
    element ?? null,
    viewportOnly ?? false,
  );
  await driver.executeScript(`${FRAME}.height = String(arguments[0])`, height);
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, width: width + 100, height: height + 100 });
  // Two animation frames: the grown window has been laid out and painted.
  await driver.executeAsyncScript('const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))');
  let clip = { x: 0, y: 0, width, height };
  if (element)
    clip = await driver.executeScript<typeof clip>(
      `const box = ${FRAME}.contentDocument.querySelector(arguments[0]).getBoundingClientRect();
       return { x: Math.floor(box.left), y: Math.floor(box.top), width: Math.ceil(box.width), height: Math.ceil(box.height) };`,
      element,
    );
  const window = PNG.sync.read(Buffer.from(await driver.takeScreenshot(), 'base64'));
  const picture = new PNG({ width: clip.width, height: clip.height });
  PNG.bitblt(window, picture, clip.x, clip.y, clip.width, clip.height, 0, 0);
  // RGB: a screenshot has no transparency, and the alpha channel would only make the baselines bigger.
  return PNG.sync.write(picture, { colorType: 2 });
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ driver, baseURL }) => {
    announceStory(story.id);
    const only = test.info().project.metadata.viewports as string[] | undefined;
    // Asked of any width's preview the page already holds (none before the worker's first story).
    const pinned = await driver.executeAsyncScript<string | null>(
      `const done = arguments[arguments.length - 1];
       const frame = document.querySelector('#webkit-stories iframe');
       if (!frame) return done(null);
       frame.contentWindow.eval('(' + arguments[0] + ')')(arguments[1]).then(done, () => done(null));`,
      pinnedInPage.toString(),
      story.id,
    );
    const first = VIEWPORTS[firstViewport(pinned, only?.[0] ?? 'phone')];
    let rendered = await open(driver, String(baseURL), story.id, sizeOf(first).width, sizeOf(first).height);
    for (const key of viewportsFor(rendered, only)) {
      const option = rendered.options[key];
      expect(option, `viewport "${key}" is defined in the preview or the story's parameters`).toBeDefined();
      if (!option) continue;
      const { width, height } = sizeOf(option);
      if (option.name !== first.name) rendered = await open(driver, String(baseURL), story.id, width, height);
      expectPlayed(rendered);
      announceCapture(key, `${story.id}--${key}.png`);
      // Soft: the story's other width is still shot and recorded when this one differs.
      const picture = await shoot(driver, width, rendered.visual);
      expect.soft(picture).toMatchSnapshot(`${story.id}--${key}.png`, { maxDiffPixels: strayPixelsAllowed(picture) });
    }
  });
}
