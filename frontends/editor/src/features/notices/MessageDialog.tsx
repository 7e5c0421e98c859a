import { useId, useRef, type ReactNode } from 'react';
import { Modal } from '@app/platform/controls';
import { useEditorTranslation } from '../invoices/hooks';

export type MessageDialogProps = {
  readonly open: boolean;
  readonly title: string;
  /** The message; a screen reader reads it with the title when the dialog opens. */
  readonly children: ReactNode;
  readonly onClose: () => void;
  readonly testId: string;
};

/**
 * A message that needs the user's attention before they go on (what keeps an export from
 * working), in place of the browser's `alert()`: an alert dialog on the platform's Modal with
 * one button, which has focus, so Enter, Escape or a click closes it and focus goes back to
 * where it was. The button's test id is the dialog's plus `-ok`.
 */
export function MessageDialog({ open, title, children, onClose, testId }: MessageDialogProps) {
  const { t } = useEditorTranslation();
  const okRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      testId={testId}
      initialFocus={okRef}
      role="alertdialog"
      describedBy={messageId}
    >
      <div id={messageId}>{children}</div>
      <div className="app-dialog__actions">
        <button
          ref={okRef}
          type="button"
          className="app-button"
          data-testid={`${testId}-ok`}
          onClick={onClose}
        >
          {t('notice.ok')}
        </button>
      </div>
    </Modal>
  );
}
