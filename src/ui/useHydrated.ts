import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs this component in the
 * browser. Controls whose handlers only exist in the app use it to stay hidden until they can act,
 * instead of being painted as if a tap would do something.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
