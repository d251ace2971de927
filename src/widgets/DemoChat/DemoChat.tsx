import {
  type ComponentProps,
  type KeyboardEvent,
  memo,
  type SubmitEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import type { DemoChatCopy } from '@content/types';
import { type DemoMessage, formatBRL, formatPercent, MAX_INPUT_LENGTH } from '@/demo/money';
import {
  loadDemoRules,
  selectDemoMessages,
  selectDemoOverGoal,
  selectDemoPercentage,
  selectDemoTotals,
  selectResetDemo,
  selectSendDemoMessage,
} from '@/store/demoSlice';
import { useSiteStore } from '@/store/useSiteStore';
import { ChatMessage } from '@/ui/Chat/ChatMessage';
import { ChatTitleBar } from '@/ui/Chat/ChatTitleBar';
import { cx } from '@/ui/cx';

import styles from './DemoChat.module.css';
import { DEMO_CHAT_SLOT } from './demoUnavailable';

export interface DemoChatProps extends ComponentProps<'div'> {
  /** Every visible string of the widget (content/steps.ts); the opening conversation comes written, as `opening`. */
  copy: Omit<DemoChatCopy, 'seed'>;
  /** The opening messages, shown before what the visitor sends (`openingMessages` in src/demo/conversation.ts). */
  opening: readonly DemoMessage[];
}

/**
 * The conversation, drawn again only when a message is added (not on every key typed: issue 55's INP of a key and of
 * a send on the slow phone), each bubble drawn once.
 */
const Conversation = memo(function Conversation({
  opening,
  sent,
  userLabel,
  botLabel,
}: {
  opening: readonly DemoMessage[];
  sent: readonly DemoMessage[];
  userLabel: string;
  botLabel: string;
}) {
  return (
    <ol className={styles.Messages}>
      {[...opening, ...sent].map((message) => (
        <Bubble
          key={message.id}
          from={message.type}
          speaker={message.type === 'user' ? userLabel : botLabel}
          text={message.text}
          time={message.time}
          data-success={message.success}
        />
      ))}
    </ol>
  );
});

const Bubble = memo(ChatMessage);

/**
 * The interactive demo of spec §4–§5: the visitor types a note, the assistant replies and the
 * month's totals change. State lives in the store's demo slice; the rules live in src/demo.
 */
export function DemoChat({ copy, opening, className, ...rest }: DemoChatProps) {
  const sent = useSiteStore(selectDemoMessages);
  const totals = useSiteStore(selectDemoTotals);
  const percentage = useSiteStore(selectDemoPercentage);
  const overGoal = useSiteStore(selectDemoOverGoal);
  const send = useSiteStore(selectSendDemoMessage);
  const reset = useSiteStore(selectResetDemo);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();

  // Scroll the log itself (not scrollIntoView, which would also move the page) to the newest message.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [opening.length, sent.length]);

  // Text typed before the app started is in the input but not yet in the draft: adopt it, so it
  // is neither lost nor shadowed by an empty draft, and Enter sends it. A note sent first has adopted it already: this
  // effect may run after its answer (React flushes it before the answer's render), and must not type it back.
  const adopted = useRef(false);
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed && !adopted.current) setDraft(typed);
  }, []);

  // One note at a time: a second Enter while the first waits for the rules would send it twice.
  const sending = useRef(false);
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Keep typing after a tap on "Enviar", as in a real chat app.
    inputRef.current?.focus();
    if (sending.current) return;
    sending.current = true;
    // The input's own value: an Enter held by the early script until this island hydrated is sent again at once, before
    // the effect above has adopted what was typed into the draft.
    const text = inputRef.current?.value ?? draft;
    adopted.current = true;
    setDraft(text);
    void send(text).then((answered) => {
      sending.current = false;
      // Cleared once answered (unless more was typed meanwhile); kept when the demo could not answer, to send after a reload.
      if (answered) setDraft((current) => (current === text ? '' : current));
    });
  }

  // As a chat app's box: Enter sends, Shift+Enter starts a new line (a pasted list keeps its lines, issue 61); Enter that
  // confirms a word being composed (an IME, a phone's suggestion) does neither.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <div className={cx(styles.Root, className)} data-slot={DEMO_CHAT_SLOT} {...rest}>
      <ChatTitleBar name={copy.title} status={copy.status} avatar={copy.title.charAt(0)} />

      <dl className={styles.Totals}>
        <div>
          <dt>{copy.spentLabel}</dt>
          <dd>{formatBRL(totals.spentCents)}</dd>
        </div>
        <div>
          <dt>{copy.incomeLabel}</dt>
          <dd>{formatBRL(totals.incomeCents)}</dd>
        </div>
        <div>
          <dt>{copy.goalLabel}</dt>
          <dd data-over={overGoal || undefined}>{formatPercent(percentage)}</dd>
        </div>
      </dl>

      {/* role="log" is polite by default: screen readers announce each new message once.
          It scrolls, so it takes focus for keyboard scrolling (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
      <div ref={logRef} role="log" aria-label={copy.logLabel} className={styles.Log} tabIndex={0}>
        <Conversation opening={opening} sent={sent} userLabel={copy.userLabel} botLabel={copy.botLabel} />
      </div>

      {/* method="dialog" outside a dialog submits nowhere: before the app starts, Enter neither reloads
          the page nor loses the text, which stays in the input (React adopts it when it hydrates). */}
      <form method="dialog" className={styles.Composer} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {copy.inputLabel}
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          className={styles.Input}
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          // The rules and their lexicon are fetched when the visitor first comes to type, not with the page;
          // a failed fetch is tried again when the message is sent, and the reply says so if it fails again.
          onFocus={() => void loadDemoRules().catch(() => undefined)}
          placeholder={copy.placeholder}
          maxLength={MAX_INPUT_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
          aria-describedby={hintId}
        />
        <span id={hintId} className="visually-hidden">
          {copy.inputHint}
        </span>
        <button type="submit" className={styles.Send}>
          {copy.sendLabel}
        </button>
      </form>
      <button type="button" className={styles.Reset} onClick={reset}>
        {copy.resetLabel}
      </button>
    </div>
  );
}
