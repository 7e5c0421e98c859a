import type { ReactNode } from 'react';

export type ErrorPanelProps = {
  readonly message: string;
  readonly children?: ReactNode;
  readonly testId?: string;
};

/** A friendly, non-technical message in place of content that failed; `children` holds actions. */
export function ErrorPanel({ message, children, testId = 'error-panel' }: ErrorPanelProps) {
  return (
    <div className="app-error-panel" role="alert" data-testid={testId}>
      <p className="app-error-panel__message">{message}</p>
      {children === undefined ? null : <p className="app-error-panel__actions">{children}</p>}
    </div>
  );
}
