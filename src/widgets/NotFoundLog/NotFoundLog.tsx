import { useEffect } from 'react';

/**
 * The 404 page's console message (spec §8): the address the visitor asked for. It renders nothing;
 * as an island it runs in the browser, where that address is.
 */
export function NotFoundLog() {
  useEffect(() => console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`), []);
  return null;
}
