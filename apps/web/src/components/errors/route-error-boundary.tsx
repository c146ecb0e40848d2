import { Component, type ErrorInfo, type ReactNode } from 'react';
// Static, not lazy: the fallback must show even when loading code is what failed.
import { RouteErrorFallback } from './route-error-fallback.tsx';

interface Props {
  /**
   * Changing it (the layout passes the path) clears a caught error, so moving to another page starts afresh.
   */
  resetKey: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches a page that fails to render or to load its code, keeping the header and footer usable. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the console so a member's report (or a test trace) carries the cause.
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RouteErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
