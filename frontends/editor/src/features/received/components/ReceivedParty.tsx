import { useEditorTranslation } from '../../invoices/hooks';
import type { ReceivedPartyDto } from '../receivedApi';

/** The seller or the buyer as the document names them. */
export function ReceivedParty({ title, party }: { title: string; party: ReceivedPartyDto }) {
  const { t } = useEditorTranslation();
  return (
    <section className="received-party">
      <h2>{title}</h2>
      <p className="received-party__name">{party.name || t('received.unknownSender')}</p>
      {party.addressLines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {party.country !== null && <p>{party.country}</p>}
      {party.vatId !== null && <p>{t('received.vatId', { id: party.vatId })}</p>}
      {party.endpointId !== null && <p>{t('received.peppolId', { id: party.endpointId })}</p>}
    </section>
  );
}
