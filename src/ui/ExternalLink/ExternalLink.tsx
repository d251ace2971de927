import type { ComponentProps } from 'react';

import { newTabHint } from '@content/newTabHint';

export interface ExternalLinkProps extends Omit<ComponentProps<'a'>, 'target' | 'rel'> {
  /** Absolute URL of the other site (checkout, support chat, a policy). */
  href: string;
}

/**
 * A link that leaves the site, in a new tab: every outbound link goes through here, so all of them
 * share one rel policy and one hint. Screen readers hear the new-tab hint from content/site.ts
 * after the link text; the hint is not shown, since the link's place (a checkout button, the
 * support chat) already tells sighted visitors where it goes.
 */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  return (
    // rel="noopener" and not "noreferrer": the new page gets no handle on this one, while the checkout
    // still learns which site sent the visitor (the Referrer-Policy header trims that to the origin).
    <a {...rest} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden">{` ${newTabHint}`}</span>
    </a>
  );
}
