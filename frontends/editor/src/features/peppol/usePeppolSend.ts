import { useState } from 'react';
import { apiErrorOf } from '@app/platform';
import { useIntentKeys } from '../sync/idempotency-keys';
import { useEditorTranslation } from '../invoices/hooks';
import { peppolApi } from './peppolApi';
import type { PeppolDeliveryDto } from './peppolApi.gen';
import { peppolSendMessage } from './peppol-errors';

export type PeppolSend = {
  /**
   * Queues the invoice's Peppol delivery; the delivery, or null when it failed (`failure` then
   * says why). Once it succeeded it is not asked for again: a retry after the e-mail part of
   * "both" failed sends only the e-mail.
   */
  send: (invoiceId: string) => Promise<PeppolDeliveryDto | null>;
  sending: boolean;
  delivery: PeppolDeliveryDto | null;
  /** What went wrong and what to do, in words. */
  failure: string | null;
};

/** `POST /api/invoices/{id}/peppol-deliveries` for the send dialog, with its Idempotency-Key. */
export function usePeppolSend(): PeppolSend {
  const { t } = useEditorTranslation();
  const [sendDelivery, { isLoading }] = peppolApi.useSendPeppolDeliveryMutation();
  const keys = useIntentKeys();
  const [delivery, setDelivery] = useState<PeppolDeliveryDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (invoiceId: string): Promise<PeppolDeliveryDto | null> => {
    if (delivery !== null) return delivery;
    setFailure(null);
    const request = { id: invoiceId };
    try {
      // Sending again after a lost answer is the same send: the server queues it once.
      const answer = await sendDelivery({
        ...request,
        'Idempotency-Key': keys.keyFor(request),
      }).unwrap();
      keys.done();
      setDelivery(answer.delivery);
      return answer.delivery;
    } catch (error) {
      console.error('Sending the invoice over Peppol failed', error);
      const message = peppolSendMessage(
        apiErrorOf(error as Parameters<typeof apiErrorOf>[0]),
        (blockers) => blockers.map((blocker) => t(`ubl.blockers.${blocker}`)).join(', '),
      );
      setFailure(t(message.key, message.values ?? {}));
      return null;
    }
  };

  return { send, sending: isLoading, delivery, failure };
}
