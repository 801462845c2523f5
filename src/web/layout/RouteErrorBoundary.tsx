import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage.tsx';

type Props = { children: ReactNode };

/** A page that crashes, or whose code cannot be fetched, shows RouteErrorPage instead of a blank screen. */
export class RouteErrorBoundary extends Component<Props, { hasFailed: boolean }> {
  state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  render() {
    return this.state.hasFailed ? <RouteErrorPage /> : this.props.children;
  }
}
