import type { ComponentProps } from 'react';

import { cx } from '@/ui/cx';
import { ExternalLink } from '@/ui/ExternalLink/ExternalLink';

import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse';
type Size = 'md' | 'lg';

interface StyleProps {
  /** Visual weight: primary for the one main action in view, secondary beside it, ghost in dense places, inverse on dark surfaces. */
  variant?: Variant;
  /** lg for hero and final calls to action. */
  size?: Size;
}

export type ButtonProps = ComponentProps<'button'> & StyleProps;
export type ButtonLinkProps = ComponentProps<'a'> &
  StyleProps & {
    /** Where it leads: an in-page anchor or, with `external`, another site. */
    href: string;
    /** Leaves the site in a new tab, through ui/ExternalLink (checkout, support chat). */
    external?: boolean;
  };

/** An action on this page. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cx(styles.Button, className)} data-variant={variant} data-size={size} {...rest} />;
}

/** Navigation that looks like a button: in-page anchors and outbound links. */
export function ButtonLink({ variant = 'primary', size = 'md', external = false, className, ...rest }: ButtonLinkProps) {
  const Link = external ? ExternalLink : 'a';
  return <Link className={cx(styles.Button, className)} data-variant={variant} data-size={size} {...rest} />;
}
