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
 * When the browser fetches and hydrates it (docs/decisions/0063-islands-when-reached-for.md); every island but a 'load'
 * one also starts the moment the visitor touches it (a pointer over or down on it, focus inside it):
 * - 'load': once the first frame is on screen (what must happen on arrival: the 404 page's log);
 * - 'visible': as it comes near the viewport (what moves by itself or is about to be used: the carousel, the demo);
 * - 'touch': only when touched (what works on the platform's own elements until then: the menu, the FAQ, Voltar).
 */
export type IslandWhen = 'load' | 'visible' | 'touch';

/** How the registry (src/app/islands.ts) says an island loads: the placeholder carries it to the page's early script. */
export interface IslandLoading {
  when: IslandWhen;
  /**
   * A plain click on it before its code has arrived is held and made again once it has (or, if the code never
   * arrives, its link followed): for an island whose first click means something only its code does (Voltar's step
   * back, a video played in place).
   */
  holdsClick?: boolean;
}

/** Any island's component: its props are JSON, read back by the browser's root. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandComponent = ComponentType<any>;

export interface IslandRecord {
  /** The placeholder's id, also the island root's useId prefix: `i` and its place in the page's order. */
  id: string;
  /** Its name in the app's registry of islands (src/app/islands.ts), which maps it back to its code. */
  name: string;
  component: IslandComponent;
  props: object;
}

/**
 * What the prerender gives the page's islands: the list it fills, keyed by each island's place in
 * the tree, and the registry's name for a component (the app owns the registry; ui cannot import it).
 */
export interface IslandCollection {
  islands: Map<string, IslandRecord>;
  /** The registry's name for the component and how it loads; throws for one that is not registered. */
  nameOf: (component: IslandComponent) => { name: string } & IslandLoading;
}

export const IslandCollector = createContext<IslandCollection | null>(null);

export interface IslandProps<P extends object> {
  component: ComponentType<P>;
  props: P;
}

export function Island<P extends object>({ component: Component, props }: IslandProps<P>) {
  const collector = useContext(IslandCollector);
  const key = useId();
  if (!collector) return <Component {...props} />;
  const { islands, nameOf } = collector;
  const { name, when, holdsClick } = nameOf(Component as IslandComponent);
  // A stable, attribute-safe id per island of this page: its place in the order the prerender met it.
  const record = islands.get(key) ?? { id: `i${islands.size}`, name, component: Component, props };
  islands.set(key, record);
  const data = {
    [ISLAND.name]: name,
    [ISLAND.id]: record.id,
    [ISLAND.when]: when,
    [ISLAND.holdsClick]: holdsClick ? '' : undefined,
    [ISLAND.props]: JSON.stringify(props),
  };
  return <div className={styles.Placeholder} {...data} />;
}
