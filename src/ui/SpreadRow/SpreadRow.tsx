import type { ComponentProps } from 'react';

import { cx } from '@/ui/cx';

import styles from './SpreadRow.module.css';

/**
 * A row whose items spread to both ends and wrap onto a new line when the space runs out: a plan's
 * name and badge, a roadmap item's status and tag, the carousel's controls, the policy page's top
 * bar. One layout, one place.
 */
export function SpreadRow({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx(styles.SpreadRow, className)} {...rest} />;
}
