import type { ComponentProps } from 'react';

import type { IconName } from '@content/types';

import { ICON_PATHS } from './paths';

export interface IconProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** Which icon to draw. */
  name: IconName;
  /** Edge length in CSS units; defaults to 1em so the icon follows the text size. */
  size?: string;
  /**
   * Accessible name. Without one the icon is decoration and hidden from assistive tech,
   * which is what almost every icon here is: the text beside it carries the meaning.
   */
  label?: string;
}

/** An inline SVG icon that takes its colour from the text (currentColor). */
export function Icon({ name, size = '1em', label, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
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
