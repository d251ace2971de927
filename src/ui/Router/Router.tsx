import { type ComponentProps, createContext, type MouseEvent, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/**
 * The site's router: three prerendered paths, links between them, and "Voltar". It replaces
 * React Router, whose 13 KB (gzip) of matching, data APIs and link prefetching the site never
 * used and which kept the first-load JavaScript over budget. The names follow React Router's
 * (useLocation, useNavigate, Link, BrowserRouter, StaticRouter, MemoryRouter).
 */

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** 'default' for the entry the visitor arrived on, a fresh key for every entry the app pushed. */
  key: string;
}

/** A path to push, or a number of steps to move through history (-1: back). */
export type NavigateTo = string | number;

interface RouterValue {
  location: RouterLocation;
  navigate: (to: NavigateTo) => void;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation, useNavigate and Link need a router around them');
  return router;
}

export const useLocation = (): RouterLocation => useRouter().location;
export const useNavigate = (): ((to: NavigateTo) => void) => useRouter().navigate;

const newKey = () => Math.random().toString(36).slice(2, 10);

/** "/a?b#c" → its parts; a path without a leading part keeps "/". */
function parsePath(path: string, key: string): RouterLocation {
  const url = new URL(path, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

function readWindowLocation(): RouterLocation {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : 'default';
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, key };
}

/** The browser's own history: pushState to navigate, popstate (Back, Forward, #anchors) to follow. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readWindowLocation);

  useEffect(() => {
    const onPopState = () => setLocation(readWindowLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((to: NavigateTo) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    window.history.pushState({ key: newKey() }, '', to);
    setLocation(readWindowLocation());
  }, []);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** One fixed location: the prerender renders each path with it. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => ({ location: parsePath(location, 'default'), navigate: () => undefined }), [location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export interface MemoryRouterProps {
  /** History entries, oldest first (default ['/']). */
  initialEntries?: string[];
  /** The current entry (default: the last). */
  initialIndex?: number;
  children: ReactNode;
}

/** History kept in memory: stories navigate without touching the page's URL. */
export function MemoryRouter({ initialEntries = ['/'], initialIndex, children }: MemoryRouterProps) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((path, index) => parsePath(path, index === 0 ? 'default' : newKey())),
    index: initialIndex ?? initialEntries.length - 1,
  }));

  const navigate = useCallback((to: NavigateTo) => {
    setHistory(({ entries, index }) =>
      typeof to === 'number'
        ? { entries, index: Math.min(Math.max(index + to, 0), entries.length - 1) }
        : { entries: [...entries.slice(0, index + 1), parsePath(to, newKey())], index: index + 1 },
    );
  }, []);

  const location = history.entries[history.index] ?? parsePath('/', 'default');
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A path of this site. */
  to: string;
}

/** A plain <a href> (it works before the app starts); a plain left click is handed to the router. */
export function Link({ to, onClick, target, children, ...rest }: LinkProps) {
  const navigate = useNavigate();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || target) return;
    event.preventDefault();
    navigate(to);
  }
  return (
    <a href={to} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
