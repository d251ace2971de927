import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { site } from '@content/site';
import { StatusPage } from '@/ui/StatusPage/StatusPage';

import styles from './NotFoundPage.module.css';

/** Spec §2/§8: any unknown path. English by design (spec §1), and the bad path goes to the console. */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <StatusPage code={site.notFound.code} title={site.notFound.title} lang="en">
      {/* A plain link: the app hands it to the router (useInternalLinks), and React Router's Link would add its prefetching code to every page's first load. */}
      <a href={site.notFound.home.href} className={styles.Home}>
        {site.notFound.home.label}
      </a>
    </StatusPage>
  );
}
