import { useRef, type ReactNode } from 'react';
import { Modal } from '@app/platform';
import { useEditorTranslation } from '../hooks';

export type ConfirmDialogProps = {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly testId: string;
  readonly danger?: boolean;
};

/** Escape (or the backdrop, or cancel) cancels; Enter confirms, as the confirm button has focus. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  testId,
  danger = false,
}: ConfirmDialogProps) {
  const { t } = useEditorTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      testId={testId}
      initialFocus={confirmRef}
    >
      <div>{children}</div>
      <div className="editor-dialog__actions">
        <button type="button" className="editor-button editor-button--secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={`editor-button ${danger ? 'editor-button--danger' : ''}`}
          data-testid={`${testId}-confirm`}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
