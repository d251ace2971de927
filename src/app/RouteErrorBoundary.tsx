import { Component, type ErrorInfo, type ReactNode } from 'react';

import { RouteError } from './RouteError';

interface Props {
  /** The routes it guards. */
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Catches what a route throws while rendering and shows the spec §8 fallback instead of a blank
 * page (or React Router's default element, which prints the stack). Keyed by path where it is
 * used, so navigating elsewhere clears the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
