import { Injectable, Logger } from '@nestjs/common';
import { IncomingDocumentSink } from '../../incoming/incoming-document-sink.js';
import type { ProviderDocument } from '../../provider/peppol-provider.js';
import { reasonText } from '../delivery-reasons.js';
import { PeppolDeliveryClaimsRepository } from '../peppol-delivery-claims.repository.js';
import type { PeppolDeliveryEntity } from '../peppol-delivery.entity.js';
import { PeppolDeliveryTransitions } from '../peppol-delivery-transitions.service.js';
import { readMessageLevelResponse } from './message-level-response.js';

/** What a refusal without words says. */
const NO_REASON = 'The customer’s system refused the invoice without giving a reason.';

/** Peppol ids compare case-insensitively, as the directories store them. */
const sameParticipant = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The customer's message-level responses to the invoices we sent: AP (accepted) or AB
 * (acknowledged) make a sent delivery `delivered`, RE makes it `refused` with the customer's
 * reason. A response names the envelope it answers (or the document, by its number); only one
 * from the delivery's own recipient counts. The first answer settles the delivery: a repeated,
 * later or older response never moves a settled one (the UPDATE only takes `sent`).
 */
@Injectable()
export class DeliveryResponseSink extends IncomingDocumentSink {
  private readonly logger = new Logger('PeppolResponses');

  constructor(
    private readonly claims: PeppolDeliveryClaimsRepository,
    private readonly transitions: PeppolDeliveryTransitions,
  ) {
    super();
  }

  async accept(userId: string, document: ProviderDocument): Promise<void> {
    if (document.type !== 'messageLevelResponse' || document.xml === null) return;
    const read = readMessageLevelResponse(document.xml);
    if (!read.ok) {
      this.logger.warn(`Response ${document.id} refused (${read.reason}): stored nowhere`);
      return;
    }
    const { code, referencedId, reason } = read.response;
    const ids = [document.envelopeId, referencedId].filter((id): id is string => id !== null);
    const delivery = this.answered(
      await this.claims.findAnswered(userId, { ids, invoiceNumber: referencedId }),
    );
    if (delivery === null) {
      this.logger.warn(`Response ${document.id} answers none of the user's deliveries`);
      return;
    }
    if (!sameParticipant(delivery.recipient, document.senderId)) {
      this.logger.warn(`Response ${document.id} is not from the recipient of ${delivery.id}`);
      return;
    }
    if (delivery.status === 'sending') {
      // The answer outran our own record of the send: the inbox poll brings it again.
      throw new Error(
        `Response ${document.id} arrived before delivery ${delivery.id} was recorded`,
      );
    }
    await this.transitions.run((claims) =>
      code === 'RE'
        ? claims.answer(delivery.id, 'refused', reasonText(reason ?? NO_REASON))
        : claims.answer(delivery.id, 'delivered', null),
    );
  }

  /** The delivery a response settles: the sent one among those it names, else the newest. */
  private answered(candidates: PeppolDeliveryEntity[]): PeppolDeliveryEntity | null {
    return candidates.find((delivery) => delivery.status === 'sent') ?? candidates[0] ?? null;
  }
}
