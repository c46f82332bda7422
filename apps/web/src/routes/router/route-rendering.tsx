import { Component, useContext } from 'react';
import type { ReactNode } from 'react';
import { RouteContext, RouteErrorContext, useRouterContext } from './contexts.ts';
import type { Location } from './location.ts';
import type { RouteMatch } from './match-routes.ts';

interface BoundaryProps {
  readonly location: Location;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly error: unknown;
  readonly failed: boolean;
  readonly location: Location;
}

/**
 * A route's error boundary: a render error (a screen group that failed to load, a bug) shows the
 * route's `errorElement`; going elsewhere tries again.
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.location === state.location) return null;
    return { error: undefined, failed: false, location: props.location };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}

/** The route at `index` of the matched branch, inside its error boundary when it has one. */
export function renderMatch(matches: readonly RouteMatch[], index: number, location: Location): ReactNode {
  const match = matches[index];
  if (match === undefined) return null;
  const element = (
    <RouteContext.Provider value={{ matches, index }}>
      {match.route.element ?? <Outlet />}
    </RouteContext.Provider>
  );
  if (match.route.errorElement === undefined) return element;
  return (
    <RouteErrorBoundary location={location} fallback={match.route.errorElement}>
      {element}
    </RouteErrorBoundary>
  );
}

/** Where a layout route shows the route below it. */
export function Outlet(): ReactNode {
  const { matches, index } = useContext(RouteContext);
  const { state } = useRouterContext('Outlet');
  return renderMatch(matches, index + 1, state.location);
}
