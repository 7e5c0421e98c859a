import type { UblBlocker } from '@app/contracts/documents';
import { useEditorTranslation } from '../../invoices/hooks';
import type { PeppolChannel } from '../usePeppolChannel';
import '../peppol.css';

export type PeppolSendNoteProps = {
  readonly channel: PeppolChannel;
  /** The first thing the invoice lacks to be an e-invoice, or null. */
  readonly blocker: UblBlocker | null;
  readonly failure: string | null;
};

/** In the send dialog when Peppol is chosen: where it goes, what is missing, what went wrong. */
export function PeppolSendNote({ channel, blocker, failure }: PeppolSendNoteProps) {
  const { t } = useEditorTranslation();
  return (
    <div className="send-channel__peppol" data-testid="send-peppol-note">
      <p className="send-channel__peppol">
        {t('peppol.send.goesTo', {
          name: channel.participant.name ?? t('peppol.send.yourCustomer'),
          address: channel.address,
        })}
      </p>
      {blocker === null ? null : (
        <p className="app-field__error" data-testid="send-peppol-blocked">
          {t('send.attachUblBlocked', { missing: t(`ubl.blockers.${blocker}`) })}
        </p>
      )}
      {failure === null ? null : (
        <p className="app-field__error" role="alert" data-testid="send-peppol-error">
          {failure}
        </p>
      )}
    </div>
  );
}
