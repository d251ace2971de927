import { paths } from '@content/paths';
import { site } from '@content/site';
import { Button, ButtonLink } from '@/ui/Button/Button';
import { StatusPage } from '@/ui/StatusPage/StatusPage';

import styles from './RouteError.module.css';

export interface RouteErrorProps {
  /** What was thrown; its message is shown in development builds only. */
  error: unknown;
}

/**
 * Spec §8: the generic fallback for an unexpected routing failure, titled
 * 'Unexpected Application Error!'. It replaces React Router's default element, which prints the
 * stack: visitors get a way home and a reload, and only a development build shows the message.
 */
export function RouteError({ error }: RouteErrorProps) {
  const detail = error instanceof Error ? error.message : String(error);

  return (
    <StatusPage title={site.errorFallback.title}>
      <p>{site.errorFallback.text}</p>
      {import.meta.env.DEV ? <pre className={styles.Detail}>{detail}</pre> : null}
      <div className={styles.Actions}>
        {/* A plain link, not the router's: the router itself may be what failed. */}
        <ButtonLink href={paths.home}>{site.errorFallback.homeLabel}</ButtonLink>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {site.errorFallback.reloadLabel}
        </Button>
      </div>
    </StatusPage>
  );
}
