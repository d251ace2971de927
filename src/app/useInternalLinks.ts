import { useEffect } from 'react';
import { useNavigate } from '@/ui/Router/Router';

import { isPlainClick } from '@/ui/isPlainClick';

/**
 * Sections render plain <a href="/…"> (they stay router-free and work without JavaScript).
 * Once the app runs, a plain left click on a same-origin link to another page of the site is
 * handed to the router instead of reloading, so "Voltar" can step back through real history.
 */
export function useInternalLinks(): void {
  const navigate = useNavigate();

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!isPlainClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // Same-page anchors (#planos) are left to the browser and the in-page link handler.
      if (url.pathname === window.location.pathname && url.hash) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
