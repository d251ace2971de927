import { ButtonLink } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { isPlainClick } from '@/ui/isPlainClick';

export interface BackLinkProps {
  /** Where it leads with no step back inside the site, and before it hydrates: the home page. */
  href: string;
  /** Its text, e.g. "Voltar" (content/legal.ts). */
  label: string;
}

/** Whether the visitor came here from a page of this site, in this tab: then one step back stays on the site. */
function cameFromThisSite(): boolean {
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false; // no referrer: opened directly, from a bookmark or in a new tab
  }
}

/**
 * "Voltar" (spec §2): a link home, so it works before it hydrates (a full load of the landing page).
 * Hydrated, a plain click goes one step back in history when the visitor came from a page of the
 * site; opened directly (a bookmark, a new tab, another site) it goes home instead of leaving the site.
 */
export function BackLink({ href, label }: BackLinkProps) {
  return (
    <ButtonLink
      variant="secondary"
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event) || !cameFromThisSite()) return;
        event.preventDefault();
        window.history.back();
      }}
    >
      <Icon name="chevronLeft" />
      {label}
    </ButtonLink>
  );
}
