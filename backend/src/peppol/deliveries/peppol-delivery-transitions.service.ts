import { Injectable, Logger } from '@nestjs/common';
import type { IssuedCopy } from '../../archive/issued-copy.js';
import { Transactions } from '../../database/transactions.js';
import { InvoiceDeliveryService } from '../../invoices/delivery/invoice-delivery.service.js';
import {
  type ChangedDelivery,
  PeppolDeliveryClaimsRepository,
} from './peppol-delivery-claims.repository.js';
import { PeppolDeliveriesRepository } from './peppol-deliveries.repository.js';

/**
 * Every change of a delivery's status takes its invoice along in the same transaction: the
 * invoice's `peppol_status` becomes its latest delivery's, and the first delivery that reached
 * the customer's access point makes a saved invoice `sent`, as a delivered e-mail does (with its
 * `invoice.sent` webhook event). The delivery's own timestamps and reason are the invoice
 * history's entries (`GET /api/invoices/{id}/peppol-deliveries`).
 */
@Injectable()
export class PeppolDeliveryTransitions {
  private readonly logger = new Logger('PeppolDelivery');

  constructor(
    private readonly transactions: Transactions,
    private readonly claims: PeppolDeliveryClaimsRepository,
    private readonly deliveries: PeppolDeliveriesRepository,
    private readonly invoices: InvoiceDeliveryService,
  ) {}

  /**
   * Runs one conditional change; null (and nothing else changed) when it did not apply. `copy`:
   * the files a try sent, archived when the change makes the delivery sent.
   */
  run(
    change: (claims: PeppolDeliveryClaimsRepository) => Promise<ChangedDelivery | null>,
    copy?: IssuedCopy,
  ): Promise<ChangedDelivery | null> {
    return this.transactions.run(async (tx) => {
      const changed = await change(this.claims.in(tx));
      if (changed === null) return null;
      await this.deliveries.in(tx).syncInvoiceStatus(changed.userId, changed.invoiceId);
      if (changed.status === 'sent' || changed.status === 'delivered') {
        await this.invoices.markSent(tx, changed.userId, changed.invoiceId, copy);
      }
      if (changed.status !== 'sending' && changed.status !== 'queued') {
        this.logger.log(`Peppol delivery ${changed.id} is ${changed.status}`);
      }
      return changed;
    });
  }
}
