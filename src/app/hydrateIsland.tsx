import { Component, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

import type { IslandComponent } from '@/ui/Island/Island';
import { ISLAND } from '@/ui/Island/islandAttributes';

export interface IslandRootProps {
  component: IslandComponent;
  props: object;
  /** The prerendered HTML to fall back to; the prerender itself has none (a throw fails the build). */
  prerendered?: string;
  /** Called once the island has committed in the browser (with its fallback, if it failed). */
  onReady?: () => void;
}

/**
 * The root of one island, the same in the prerender and in the browser, so their trees (and ids)
 * match, and its error boundary: one class serves every island. An island that throws (a storage
 * quirk, a bug in the demo's rules) goes back to its prerendered HTML, which works on the
 * platform's own elements as it did before the app started, rather than leaving a hole in the
 * page. Spec §8's page-wide fallback is no answer here: the rest of the page is fine
 * (docs/decisions/0035-errors-without-a-client-router.md). The error is reported by the root's handlers.
 */
export class IslandRoot extends Component<IslandRootProps, { failed?: boolean }> {
  override state: { failed?: boolean } = {};

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    this.props.onReady?.();
  }

  override render() {
    const { component: Island, props, prerendered } = this.props;
    return this.state.failed ? (
      // Box-less, as the placeholder around it: the page lays out as if it were not there. Set from
      // script, so the CSP's style hashes do not apply.
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prerendered ?? '' }} />
    ) : (
      <Island {...props} />
    );
  }
}

/**
 * Hydrates one island's placeholder (its props and id prefix are on it, written by the prerender)
 * on a root of its own, as a transition: it yields to the browser every few milliseconds instead of
 * holding the main thread. Resolves once the island has committed. What it throws is logged as one
 * line naming it, by whichever handler React calls: caught by the boundary, uncaught, or recovered from.
 */
export function hydrateIsland(element: HTMLElement, name: string, component: IslandComponent): Promise<void> {
  const report = (error: unknown) => console.error(`Island ${name} failed`, error);
  const props = JSON.parse(element.getAttribute(ISLAND.props) ?? '{}') as object;
  return new Promise((resolve) => {
    const island = <IslandRoot component={component} props={props} prerendered={element.innerHTML} onReady={resolve} />;
    startTransition(() => {
      hydrateRoot(element, island, {
        identifierPrefix: element.getAttribute(ISLAND.id) ?? undefined,
        onCaughtError: report,
        onUncaughtError: report,
        onRecoverableError: report,
      });
    });
  });
}
