import type { Ref } from 'react';
import { useEditorTranslation } from '../../invoices/hooks';
import type { PeppolDeliveryDto } from '../../peppol/peppolApi.gen';

export type SendSuccessProps = {
  readonly ref: Ref<HTMLDivElement>;
  readonly number: string;
  /** The Peppol delivery the send queued, or null when it went by e-mail only. */
  readonly delivery: PeppolDeliveryDto | null;
  /** The address the e-mail went to, or null when it went over Peppol only. */
  readonly email: string | null;
};

/** The send dialog's success overlay: how the invoice went, over Peppol, by e-mail or both. */
export function SendSuccess({ ref, number, delivery, email }: SendSuccessProps) {
  const { t } = useEditorTranslation();
  const peppolTitle =
    delivery !== null && ['sent', 'delivered'].includes(delivery.status)
      ? 'peppol.send.sentTitle'
      : 'peppol.send.queuedTitle';
  return (
    <div
      ref={ref}
      className="send-dialog__success"
      role="status"
      tabIndex={-1}
      data-testid="send-success"
    >
      <span className="send-dialog__success-mark" aria-hidden="true">
        ✓
      </span>
      <p className="send-dialog__success-title">
        {t(delivery === null ? 'send.successTitle' : peppolTitle)}
      </p>
      {delivery === null ? null : (
        <p>{t('peppol.send.successText', { number, address: delivery.recipient })}</p>
      )}
      {email === null ? null : <p>{t('send.successText', { number, email })}</p>}
    </div>
  );
}
