import { useEffect } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';

/** Spec §8: the message the 404 page logs, with the path nobody found. */
const log = (pathname: string) => console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);

function LogRouterPath() {
  const { pathname } = useLocation();
  useEffect(() => log(pathname), [pathname]);
  return null;
}

function LogPagePath() {
  useEffect(() => log(window.location.pathname), []);
  return null;
}

/**
 * The 404 page's console message; it renders nothing. As an island of the built site it logs the
 * address the visitor asked for; inside the router app (`npm run dev`, Storybook) the router's path.
 */
export function NotFoundLog() {
  return useInRouterContext() ? <LogRouterPath /> : <LogPagePath />;
}
