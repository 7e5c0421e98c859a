import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from './RemoteErrorPanel';

export type RemoteErrorBoundaryProps = {
  readonly children: ReactNode;
  /** The remote rendered inside, for the fallback's `data-remote-error` and the log. */
  readonly area: string;
  /** When this value changes (e.g. the pathname) a failed area tries to render again. */
  readonly resetKey?: unknown;
  readonly fallback?: ReactNode;
  readonly onError?: (error: unknown, info: ErrorInfo) => void;
};

type State = { readonly failed: boolean };

function logRemoteError(area: string, error: unknown): void {
  console.error(`[remote ${area}] failed to load or render`, error);
}

/**
 * Keeps a failing remote (its script did not load, or it threw while rendering) from blanking the
 * page: the area shows a friendly panel and the header, footer and navigation keep working.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onError) {
      this.props.onError(error, info);
    } else {
      logRemoteError(this.props.area, error);
    }
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return this.props.fallback ?? <RemoteErrorPanel area={this.props.area} />;
    }
    return this.props.children;
  }
}
