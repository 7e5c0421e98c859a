import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// The singleton's instance: this file is bundled by each remote (controls.ts).
import { i18n } from '@app/platform';
import { Modal } from './Modal';

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

/**
 * A question with cancel and confirm, on the platform's Modal. Escape (or the backdrop, or cancel)
 * cancels; Enter confirms, as the confirm button has focus. The confirm button's test id is the
 * dialog's plus `-confirm`.
 */
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
  const { t } = useTranslation('platform', { i18n });
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
      <div className="app-dialog__actions">
        <button type="button" className="app-button app-button--secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={`app-button ${danger ? 'app-button--danger' : ''}`}
          data-testid={`${testId}-confirm`}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
