import type { ComponentProps } from 'react';

import { anchors } from '@content/anchors';
import { cx } from '@/ui/cx';

import styles from './StatusPage.module.css';

export interface StatusPageProps extends Omit<ComponentProps<'main'>, 'id' | 'title'> {
  /** A big status code above the title, for the eye only: the title says the same in words. */
  code?: string;
  /** The page's one h1. */
  title: string;
}

/** A whole page that only says what went wrong and offers a way on: the 404 page and the error fallback. */
export function StatusPage({ code, title, className, children, ...rest }: StatusPageProps) {
  return (
    <main id={anchors.main} className={cx(styles.Root, className)} {...rest}>
      {code ? (
        <p className={styles.Code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className={styles.Title}>{title}</h1>
      {children}
    </main>
  );
}
