import { type ComponentType, createContext, useContext, useEffect, useId } from 'react';

import styles from './Island.module.css';

/**
 * Islands (partial hydration). The prerendered pages are static HTML; only the pieces that move are
 * hydrated in the browser, each on its own React root (src/app/entry-client.tsx), sharing the one
 * zustand store. A page marks such a piece with <Island>: in Storybook and `npm run dev` it simply
 * renders the component; in the prerender (entry-server.tsx) it leaves an empty placeholder that
 * names the island and carries its props as JSON, and the island is rendered there on its own root,
 * so its markup (its useId ids included) is exactly what the browser's root hydrates.
 */

/** Every island the browser can hydrate; src/app/islands.ts maps each to the code that hydrates it. */
export type IslandName = 'consent' | 'header' | 'demo' | 'testimonials' | 'video' | 'faq' | 'back' | 'notFoundLog';

/**
 * When the browser hydrates it: 'load' at once (what the first tap may need: the banner, the
 * header, Voltar), 'idle' together with the other idle ones once the main thread is first free.
 */
type IslandWhen = 'load' | 'idle';

/** Any island's component: its props are JSON, read back by the browser's root. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandComponent = ComponentType<any>;

export interface IslandRecord {
  /** The placeholder's id, also the island root's useId prefix: `i` and its place in the page's order. */
  id: string;
  name: IslandName;
  when: IslandWhen;
  component: IslandComponent;
  props: object;
}

/** The prerender's list of islands on the page, keyed by their placeholder id. */
export const IslandCollector = createContext<Map<string, IslandRecord> | null>(null);

/** The placeholder's attributes: written by the prerender, read by the browser's entry. */
export const ISLAND = { name: 'data-island', id: 'data-island-id', when: 'data-when', props: 'data-props' } as const;

export interface IslandProps<P extends object> {
  name: IslandName;
  when: IslandWhen;
  component: ComponentType<P>;
  props: P;
}

export function Island<P extends object>({ name, when, component: Component, props }: IslandProps<P>) {
  const collector = useContext(IslandCollector);
  const reactId = useId();
  if (!collector) return <Component {...props} />;
  // A stable, attribute-safe id per island of this page: its place in the order the prerender met it.
  const key = `${name}:${reactId}`;
  const record = collector.get(key) ?? { id: `i${collector.size}`, name, when, component: Component, props };
  collector.set(key, record);
  const data = { [ISLAND.name]: name, [ISLAND.id]: record.id, [ISLAND.when]: when, [ISLAND.props]: JSON.stringify(props) };
  return <div className={styles.Placeholder} {...data} />;
}

export interface IslandRootProps {
  component: IslandComponent;
  props: object;
  /** Called once the island has committed in the browser. */
  onReady?: () => void;
}

/** The root of one island, the same in the prerender and in the browser, so their trees (and ids) match. */
export function IslandRoot({ component: Component, props, onReady }: IslandRootProps) {
  useEffect(() => onReady?.(), [onReady]);
  return <Component {...props} />;
}
