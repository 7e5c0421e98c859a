import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteErrorBoundary, Spinner } from '@app/platform';
import type { RemoteName } from '@app/contracts/routing';

export type RemoteAreaProps = {
  readonly remote: RemoteName;
  readonly children: ReactNode;
  readonly className?: string;
};

/**
 * The part of the page a remote renders: a spinner while it loads (after 200 ms), the error panel
 * if it fails. Navigating to another path lets a failed area try again.
 */
export function RemoteArea({ remote, children, className }: RemoteAreaProps) {
  const { pathname } = useLocation();
  return (
    <div
      className={className === undefined ? 'remote-area' : `remote-area ${className}`}
      data-remote-area={remote}
    >
      <RemoteErrorBoundary area={remote} resetKey={pathname}>
        <Suspense fallback={<Spinner delayMs={200} />}>{children}</Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
