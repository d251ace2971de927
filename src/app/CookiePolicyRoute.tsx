import { cookiePolicy, policySections } from '@content/legal';
import { CookiePolicyPage } from '@/pages/CookiePolicyPage/CookiePolicyPage';

/** The policy page with its content: a chunk of its own, so the landing page never downloads the policy text. */
export default function CookiePolicyRoute() {
  return <CookiePolicyPage policy={cookiePolicy} sections={policySections} />;
}
