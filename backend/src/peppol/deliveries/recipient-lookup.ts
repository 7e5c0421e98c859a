import { Injectable } from '@nestjs/common';
import { DomainException } from '../../common/errors/domain.exception.js';
import { PeppolParticipantsService } from '../participants/peppol-participants.service.js';
import { parsePeppolId } from '../peppol-id.js';

/** Whether the customer can receive this kind of document over Peppol, asked before queuing. */
@Injectable()
export class RecipientLookup {
  constructor(private readonly participants: PeppolParticipantsService) {}

  /**
   * 409 PEPPOL_RECIPIENT_UNREACHABLE when the address is not on the network or does not take
   * this document type; the lookup's own errors (PEPPOL_PROVIDER_FAILED) otherwise. The answer
   * is the participants lookup's, reused for 10 minutes.
   */
  async requireReachable(recipient: string, type: 'invoice' | 'creditNote'): Promise<void> {
    const id = parsePeppolId(recipient);
    const found = id === null ? null : await this.participants.lookup(id);
    if (found === null || !found.reachable || !found.documentTypes.includes(type)) {
      const documents = type === 'invoice' ? 'invoices' : 'credit notes';
      throw new DomainException('PEPPOL_RECIPIENT_UNREACHABLE', {
        message: `The customer's Peppol address ${recipient} cannot receive ${documents} over Peppol: send it by e-mail instead`,
      });
    }
  }
}
