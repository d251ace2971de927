import { useEffect } from 'react';

import type { PageRoute } from './routes';

/**
 * Keeps the tab title, meta description and <html lang> right after client-side navigation.
 * The prerendered HTML already carries them for each route (head.ts), so this only matters when
 * the router swaps pages without a reload.
 */
export function useDocumentMeta({ title, description, lang }: Pick<PageRoute, 'title' | 'description' | 'lang'>): void {
  useEffect(() => {
    const root = document.documentElement;
    const previousLang = root.lang;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    root.lang = lang;
    return () => {
      root.lang = previousLang;
    };
  }, [title, description, lang]);
}
