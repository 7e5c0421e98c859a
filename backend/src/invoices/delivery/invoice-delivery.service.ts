import { Injectable } from '@nestjs/common';
import type { Transaction } from '../../database/transactions.js';
import { InvoicesRepository } from '../invoices.repository.js';

/**
 * What the e-mail worker changes on an invoice it delivered. The worker acts for the record's
 * owner, whom the record names, so every call still takes the owner first.
 */
@Injectable()
export class InvoiceDeliveryService {
  constructor(private readonly invoices: InvoicesRepository) {}

  /**
   * In the transaction that marks the e-mail delivered: the invoice becomes sent if it was
   * saved, so the record and the status change together. False when it was not `saved`.
   */
  markSent(tx: Transaction, ownerId: string, invoiceId: string): Promise<boolean> {
    return this.invoices.in(tx).markSent(ownerId, invoiceId);
  }
}
