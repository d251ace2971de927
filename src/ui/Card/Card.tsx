import type { ComponentProps } from 'react';

import { cx } from '@/ui/cx';

import styles from './Card.module.css';

export interface CardProps extends ComponentProps<'li'> {
  /** Singles the card out from its neighbours with a brand border and a deeper shadow (the recommended plan). */
  emphasis?: boolean;
}

/**
 * The one card surface of the landing page (features, roadmap, plans): border, radius, shadow and
 * padding, with its content stacked. A list item, because cards here always come as a list; a
 * child with `margin-top: auto` sits at the bottom, so buttons and badges line up across a row.
 */
export function Card({ emphasis = false, className, ...rest }: CardProps) {
  return <li className={cx(styles.Card, className)} data-emphasis={emphasis || undefined} {...rest} />;
}
