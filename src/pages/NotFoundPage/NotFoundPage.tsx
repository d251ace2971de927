import { useEffect } from 'react';
import { Link, useLocation } from '@/ui/Router/Router';

import { site } from '@content/site';
import { useDocumentMeta } from '@/ui/useDocumentMeta';

import styles from './NotFoundPage.module.css';

/** Spec §2/§8: any unknown path. English by design (spec §1), and the bad path goes to the console. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentMeta(site.seo.notFound, 'en');

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <main id="conteudo" className={styles.Root} lang="en">
      <p className={styles.Code} aria-hidden="true">
        {site.notFound.code}
      </p>
      <h1 className={styles.Title}>{site.notFound.title}</h1>
      <Link to={site.notFound.home.href} className={styles.Home}>
        {site.notFound.home.label}
      </Link>
    </main>
  );
}
