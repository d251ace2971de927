import { useEffect } from 'react';

/** What a page says about itself to the browser tab and to search engines. */
export interface DocumentMeta {
  title: string;
  description: string;
}

/**
 * Keeps the tab title, meta description and <html lang> right after client-side navigation.
 * The prerendered HTML already carries them for each route (scripts/build.mjs), so this only
 * matters when the router swaps pages without a reload.
 */
export function useDocumentMeta({ title, description }: DocumentMeta, lang = 'pt-BR'): void {
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
