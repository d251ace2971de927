import type { ComponentProps } from 'react';

import type { IconName } from '@content/types';

import { cx } from '@/ui/cx';

import styles from './Icon.module.css';
import { ICON_PATHS } from './paths';

type IconSize = 'text' | 'sm' | 'md' | 'lg' | 'xl';

export interface IconProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** Which icon to draw. */
  name: IconName;
  /** Edge length: `text` (1em, the default) follows the text size; the others are the `--icon-*` tokens. */
  size?: IconSize;
  /**
   * Accessible name. Without one the icon is decoration and hidden from assistive tech,
   * which is what almost every icon here is: the text beside it carries the meaning.
   */
  label?: string;
}

/** An inline SVG icon that takes its colour from the text (currentColor). */
export function Icon({ name, size = 'text', label, className, ...rest }: IconProps) {
  return (
    // The size is CSS (Icon.module.css), so it can be in rem and follow the visitor's text size: SVG's
    // width and height attributes take no rem (WebKit rejects them). 24 is only the unstyled fallback.
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      className={cx(styles.Icon, className)}
      data-size={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-slot="icon"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
