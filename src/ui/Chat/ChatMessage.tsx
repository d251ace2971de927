import type { ComponentProps } from 'react';

import { cx } from '@/ui/cx';

import styles from './Chat.module.css';

export interface ChatMessageProps extends Omit<ComponentProps<'li'>, 'children'> {
  /** Who speaks: the visitor's bubbles sit right, the assistant's left. */
  from: 'user' | 'bot';
  /** Read before the text by screen readers, e.g. "Você" or "Assistente" (the sides are only visual). */
  speaker: string;
  /** The message; line breaks are kept. Rendered as text, never as markup. */
  text: string;
  /** HH:MM. */
  time: string;
}

/** One chat bubble, as a list item of the conversation. */
export function ChatMessage({ from, speaker, text, time, className, ...rest }: ChatMessageProps) {
  return (
    <li className={cx(styles.Message, className)} data-from={from} {...rest}>
      <span className="visually-hidden">{speaker}: </span>
      <span className={styles.Text} data-slot="chat-text">
        {text}
      </span>
      <time className={styles.Time}>{time}</time>
    </li>
  );
}
