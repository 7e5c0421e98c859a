import { useRef, useState } from 'react';
import { apiErrorOf } from '@app/platform';
import { Modal } from '@app/platform/controls';
import { useEditorTranslation } from '../../invoices/hooks';
import { peppolApi } from '../peppolApi';
import { registrationMessage } from '../peppol-errors';

/**
 * "Leave Peppol?": unregisters the company at the access point once confirmed. Closes when it
 * is done; a failure says so and keeps the dialog for another try.
 */
export function PeppolLeaveDialog({ onClose }: { onClose: () => void }) {
  const { t } = useEditorTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [leave, { isLoading }] = peppolApi.useLeavePeppolMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await leave().unwrap();
      onClose();
    } catch (caught) {
      const error = apiErrorOf(caught as Parameters<typeof apiErrorOf>[0]);
      const message =
        error.code === 'PEPPOL_PROVIDER_FAILED' || error.code === 'NETWORK_ERROR'
          ? registrationMessage(error)
          : { key: 'peppol.errors.leaveFailed' };
      setFailure(t(message.key, message.values ?? {}));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('peppol.leave.title')}
      size="sm"
      testId="peppol-leave-dialog"
      initialFocus={confirmRef}
    >
      <p>{t('peppol.leave.text')}</p>
      {failure === null ? null : (
        <p className="app-field__error" role="alert" data-testid="peppol-leave-error">
          {failure}
        </p>
      )}
      <div className="app-dialog__actions">
        <button type="button" className="app-button app-button--secondary" onClick={onClose}>
          {t('peppol.leave.cancel')}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className="app-button app-button--danger"
          disabled={isLoading}
          aria-busy={isLoading}
          data-testid="peppol-leave-confirm"
          onClick={() => void confirm()}
        >
          {isLoading ? t('peppol.leave.leaving') : t('peppol.leave.confirm')}
        </button>
      </div>
    </Modal>
  );
}
