import { type ComponentType, createContext, useContext, useId } from 'react';

import styles from './Island.module.css';
import { ISLAND } from './islandAttributes';

/**
 * Islands (partial hydration). The prerendered pages are static HTML; only the pieces that move are
 * hydrated in the browser, each on its own React root (src/app/entry-client.tsx), sharing the one
 * zustand store. A page marks such a piece with <Island>: in Storybook it simply renders the
 * component; in the prerender (entry-server.tsx) it leaves an empty placeholder that names the
 * island and carries its props as JSON, and the island is rendered there on its own root, so its
 * markup (its useId ids included) is exactly what the browser's root hydrates.
 */

/**
 * When the browser hydrates it (src/app/hydrateInTurn.ts, one island per task): 'load' first (what the first tap
 * may need: the banner, the header, Voltar), 'idle' after them, each at an idle moment of its own.
 */
export type IslandWhen = 'load' | 'idle';

/** Any island's component: its props are JSON, read back by the browser's root. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandComponent = ComponentType<any>;

export interface IslandRecord {
  /** The placeholder's id, also the island root's useId prefix: `i` and its place in the page's order. */
  id: string;
  /** Its name in the app's registry of islands (src/app/islands.ts), which maps it back to its code. */
  name: string;
  when: IslandWhen;
  component: IslandComponent;
  props: object;
}

/**
 * What the prerender gives the page's islands: the list it fills, keyed by each island's place in
 * the tree, and the registry's name for a component (the app owns the registry; ui cannot import it).
 */
export interface IslandCollection {
  islands: Map<string, IslandRecord>;
  /** The registry's name for the component; throws for one that is not registered. */
  nameOf: (component: IslandComponent) => string;
}

export const IslandCollector = createContext<IslandCollection | null>(null);

export interface IslandProps<P extends object> {
  when: IslandWhen;
  component: ComponentType<P>;
  props: P;
}

export function Island<P extends object>({ when, component: Component, props }: IslandProps<P>) {
  const collector = useContext(IslandCollector);
  const key = useId();
  if (!collector) return <Component {...props} />;
  const { islands, nameOf } = collector;
  const name = nameOf(Component as IslandComponent);
  // A stable, attribute-safe id per island of this page: its place in the order the prerender met it.
  const record = islands.get(key) ?? { id: `i${islands.size}`, name, when, component: Component, props };
  islands.set(key, record);
  const data = { [ISLAND.name]: name, [ISLAND.id]: record.id, [ISLAND.when]: when, [ISLAND.props]: JSON.stringify(props) };
  return <div className={styles.Placeholder} {...data} />;
}
