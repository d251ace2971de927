import { site } from '@content/site';
import { Island } from '@/ui/Island/Island';
import { StatusPage } from '@/ui/StatusPage/StatusPage';
import { NotFoundLog } from '@/widgets/NotFoundLog/NotFoundLog';

import styles from './NotFoundPage.module.css';

/** Spec §2/§8: any unknown path. English by design (spec §1), and the bad path goes to the console. */
export function NotFoundPage() {
  return (
    <StatusPage code={site.notFound.code} title={site.notFound.title} lang="en">
      {/* A plain link: a full load of the prerendered home page. */}
      <a href={site.notFound.home.href} className={styles.Home}>
        {site.notFound.home.label}
      </a>
      <Island component={NotFoundLog} props={{}} />
    </StatusPage>
  );
}
