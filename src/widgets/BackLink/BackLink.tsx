import type { MouseEvent } from 'react';
import { useInRouterContext, useLocation, useNavigate } from 'react-router-dom';

import { ButtonLink } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { isPlainClick } from '@/ui/isPlainClick';

export interface BackLinkProps {
  /** Where it leads with no step back inside the site, and before it hydrates: the home page. */
  href: string;
  /** Its text, e.g. "Voltar" (content/legal.ts). */
  label: string;
}

type Back = (event: MouseEvent<HTMLAnchorElement>) => void;

function Link({ href, label, onBack }: BackLinkProps & { onBack: Back }) {
  return (
    <ButtonLink variant="secondary" href={href} onClick={(event) => isPlainClick(event) && onBack(event)}>
      <Icon name="chevronLeft" />
      {label}
    </ButtonLink>
  );
}

/** Whether the visitor came here from a page of this site, in this tab: then one step back stays on the site. */
function cameFromThisSite(): boolean {
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false; // no referrer: opened directly, from a bookmark or in a new tab
  }
}

/** The built site: each page is a full load, so the browser's history and the referrer tell. */
function PageBackLink(props: BackLinkProps) {
  return (
    <Link
      {...props}
      onBack={(event) => {
        if (!cameFromThisSite()) return;
        event.preventDefault();
        window.history.back();
      }}
    />
  );
}

/** The router app (`npm run dev`, Storybook): its first location has the key 'default'. */
function RouterBackLink(props: BackLinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Link
      {...props}
      onBack={(event) => {
        event.preventDefault();
        void (location.key === 'default' ? navigate(props.href) : navigate(-1));
      }}
    />
  );
}

/**
 * "Voltar" (spec §2): a link home, so it works before it hydrates (a full load of the landing page).
 * Hydrated, a plain click goes one step back in history when the visitor came from a page of the
 * site; opened directly (a bookmark, a new tab, another site) it goes home instead of leaving the site.
 */
export function BackLink(props: BackLinkProps) {
  return useInRouterContext() ? <RouterBackLink {...props} /> : <PageBackLink {...props} />;
}
