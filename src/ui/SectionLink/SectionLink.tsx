import type { ComponentProps } from 'react';

import { followSectionLink } from './followSectionLink';

export interface SectionLinkProps extends ComponentProps<'a'> {
  /** In-page anchor of the target section, e.g. "#planos". */
  href: `#${string}`;
}

/**
 * A link to a section of this page: scrolls it clear of the fixed header, updates the URL hash
 * and moves focus to the section. Your own onClick runs first; call preventDefault there to opt out.
 * For a link that looks like a button, pass `followSectionLink` as the onClick of ui/Button's ButtonLink.
 */
export function SectionLink({ href, onClick, children, ...rest }: SectionLinkProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        followSectionLink(event);
      }}
    >
      {children}
    </a>
  );
}
