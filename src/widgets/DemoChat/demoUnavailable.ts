/**
 * The demo's answer when its code never arrives, in plain DOM code for the page's early script
 * (src/app/early.ts): the app is not there to render it. It is the assistant's bubble the app
 * renders, taken from the prerendered conversation, so it reads and looks the same as the notice the
 * app writes when only the rules fail (src/store/demoSlice.ts).
 */
import { demoUnavailableReply } from '@content/demoUnavailableReply';
import { formatTime } from '@/demo/money';

/** The demo's root, as the prerender writes it (DemoChat's data-slot). */
export const DEMO_CHAT_SLOT = 'demo-chat';

/** The demo chat a submission came from, if it came from one with something typed in it. */
export function demoWithText(target: EventTarget | null): Element | null {
  const demo = target instanceof Element ? target.closest(`[data-slot="${DEMO_CHAT_SLOT}"]`) : null;
  // The demo's box is a textarea since issue 61 (a pasted list keeps its lines); a page cached before it has an input.
  return demo?.querySelector<HTMLTextAreaElement | HTMLInputElement>('textarea, input')?.value.trim() ? demo : null;
}

/**
 * Appends the notice to the demo's log, where role="log" (a polite live region) has it read out
 * once. What was typed stays in the input.
 */
export function sayDemoUnavailable(demo: Element, now = new Date()): void {
  const log = demo.querySelector('[role="log"]');
  const bot = log?.querySelector('li[data-from="bot"]');
  if (!log || !bot) return;
  const notice = bot.cloneNode(true) as HTMLElement;
  notice.removeAttribute('data-success');
  const text = notice.querySelector('[data-slot="chat-text"]');
  const time = notice.querySelector('time');
  if (text) text.textContent = demoUnavailableReply;
  if (time) time.textContent = formatTime(now);
  bot.parentElement?.append(notice);
  log.scrollTop = log.scrollHeight;
}
