import type { ComponentProps } from 'react';

import { cx } from '@/ui/cx';

import styles from './Badge.module.css';

export type BadgeTone = 'brand' | 'info' | 'warning' | 'violet' | 'neutral' | 'danger';

export interface BadgeProps extends ComponentProps<'span'> {
  /** Colour family; every tone keeps AA contrast between its text and its background. */
  tone?: BadgeTone;
}

/** A short status or label in a pill. The text carries the meaning; colour only repeats it. */
export function Badge({ tone = 'brand', className, ...rest }: BadgeProps) {
  return <span className={cx(styles.Badge, className)} data-tone={tone} {...rest} />;
}
