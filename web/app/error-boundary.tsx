import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** A change of this value (the path) clears a shown error: the visitor went elsewhere. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  errorKey: string | null;
}

/**
 * Shows RouteError when a screen fails to render or its module cannot be loaded (typically after a
 * deploy replaced the files), in place of the screen only: the header stays usable.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.errorKey === null) return { errorKey: props.resetKey };
    return state.errorKey === props.resetKey ? null : { error: null, errorKey: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError />;
  }
}
