import type { ComponentProps, ReactNode } from 'react';

import { cx } from '@/ui/cx';
import { Disc } from '@/ui/Disc/Disc';

import styles from './Chat.module.css';

export interface ChatTitleBarProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Contact name, as a chat app shows it. */
  name: string;
  /** Line under the name, e.g. "online". */
  status: string;
  /** What the round avatar shows (an icon or an initial); decoration, hidden from assistive tech. */
  avatar: ReactNode;
}

/** The title bar of a chat window: avatar, contact name and status. */
export function ChatTitleBar({ name, status, avatar, className, ...rest }: ChatTitleBarProps) {
  return (
    <div className={cx(styles.TitleBar, className)} data-slot="chat-title-bar" {...rest}>
      <Disc className={styles.Avatar} aria-hidden="true">
        {avatar}
      </Disc>
      <span>
        <span className={styles.Name}>{name}</span>
        <span className={styles.Status}>{status}</span>
      </span>
    </div>
  );
}
