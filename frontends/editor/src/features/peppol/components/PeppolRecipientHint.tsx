import type { Invoice } from '@app/contracts/invoice';
import { useEditorTranslation } from '../../invoices/hooks';
import { usePeppolRecipient } from '../usePeppolRecipient';
import '../peppol.css';

/**
 * Under the recipient (signed-in users): says so when the customer receives e-invoices over
 * Peppol; nothing otherwise, while the lookup runs or when it cannot (advice only).
 */
export function PeppolRecipientHint({ invoice }: { invoice: Invoice }) {
  const { t } = useEditorTranslation();
  const recipient = usePeppolRecipient(invoice);
  return (
    <div className="peppol-hint" aria-live="polite">
      {recipient.kind === 'reachable' ? (
        <p
          className="peppol-hint__text"
          title={[recipient.participant.name, recipient.address].filter(Boolean).join(' · ')}
          data-testid="peppol-recipient-hint"
          data-reachable="true"
        >
          {t('peppol.hint.reachable')}
        </p>
      ) : null}
    </div>
  );
}
