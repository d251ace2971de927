import type { ComponentProps } from 'react';

import { cx } from '@/ui/cx';

import styles from './Disc.module.css';

/**
 * The round mark of the landing page (a chat avatar, a step's number, the video's play button):
 * the shape and the centring, in one place. The caller's class gives its size and colours.
 */
export function Disc({ className, ...rest }: ComponentProps<'span'>) {
  return <span className={cx(styles.Disc, className)} {...rest} />;
}
