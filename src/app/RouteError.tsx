import { paths } from '@content/paths';
import { site } from '@content/site';
import { ButtonLink } from '@/ui/Button/Button';
import { StatusPage } from '@/ui/StatusPage/StatusPage';

import styles from './RouteError.module.css';

export interface RouteErrorProps {
  /** What was thrown; its message is shown in development builds only. */
  error: unknown;
  /** The address that failed: the retry link loads it again (a link, so it works as plain HTML). */
  retryHref: string;
}

/**
 * Spec §8: the generic fallback for an unexpected routing failure, titled
 * 'Unexpected Application Error!': a way home and a way to try again, and only a development build
 * shows the message. It is served as HTML with no island, so both are plain links.
 */
export function RouteError({ error, retryHref }: RouteErrorProps) {
  const detail = error instanceof Error ? error.message : String(error);

  return (
    <StatusPage title={site.errorFallback.title}>
      <p>{site.errorFallback.text}</p>
      {import.meta.env.DEV ? <pre className={styles.Detail}>{detail}</pre> : null}
      <div className={styles.Actions}>
        <ButtonLink href={paths.home}>{site.errorFallback.homeLabel}</ButtonLink>
        <ButtonLink variant="secondary" href={retryHref}>
          {site.errorFallback.reloadLabel}
        </ButtonLink>
      </div>
    </StatusPage>
  );
}
