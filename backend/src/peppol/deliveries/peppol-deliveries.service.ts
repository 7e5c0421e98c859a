import { Injectable } from '@nestjs/common';
import { DomainException } from '../../common/errors/domain.exception.js';
import { Transactions } from '../../database/transactions.js';
import { EInvoicesService } from '../../e-invoices/e-invoices.service.js';
import { InvoicesService } from '../../invoices/invoices.service.js';
import { assertIssuable } from '../../invoices/vat-law/issue-rules.js';
import { SettingsService } from '../../settings/settings.service.js';
import type { PeppolDeliveryDto } from './dto/peppol-delivery.dto.js';
import { PeppolEndpoint } from '../peppol-endpoint.js';
import { SendPeppolProducer } from './jobs/send-peppol/send-peppol.producer.js';
import { PeppolDeliveriesRepository } from './peppol-deliveries.repository.js';
import { toPeppolDeliveryDto } from './peppol-delivery-mapper.js';
import { recipientAddress } from './recipient-address.js';
import { RecipientLookup } from './recipient-lookup.js';
import { PeppolRegistrationService } from '../registration/peppol-registration.service.js';

/** Sending an invoice over Peppol: a stored delivery per request, sent by the queue. */
@Injectable()
export class PeppolDeliveriesService {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly settings: SettingsService,
    private readonly eInvoices: EInvoicesService,
    private readonly registrations: PeppolRegistrationService,
    private readonly lookup: RecipientLookup,
    private readonly deliveries: PeppolDeliveriesRepository,
    private readonly transactions: Transactions,
    private readonly producer: SendPeppolProducer,
    private readonly endpoint: PeppolEndpoint,
  ) {}

  /**
   * Checks now what would make the send fail later (registration, the e-invoice, the customer's
   * access point), stores the delivery `queued`, then queues it.
   */
  async send(ownerId: string, invoiceId: string): Promise<PeppolDeliveryDto> {
    this.endpoint.assertAvailable();
    const invoice = await this.invoices.get(ownerId, invoiceId);
    if (invoice.status === 'concept' || invoice.invoiceNumber.trim() === '') {
      throw new DomainException('CONFLICT', { message: 'Only a saved invoice can be sent' });
    }
    const { country } = await this.settings.read(ownerId);
    // What the law would reject is not sent (issue 32), whenever it was stored.
    assertIssuable(invoice, country);
    if ((await this.registrations.activeCompanyId(ownerId)) === null) {
      throw new DomainException('PEPPOL_NOT_REGISTERED');
    }
    await this.eInvoices.requireReady(ownerId, invoice);
    // requireReady refuses an invoice without the customer's Peppol address.
    const recipient = recipientAddress(invoice, country) as string;
    await this.lookup.requireReachable(
      recipient,
      invoice.documentType === 'credit_note' ? 'creditNote' : 'invoice',
    );
    const delivery = await this.transactions.run(async (tx) => {
      const deliveries = this.deliveries.in(tx);
      const created = await deliveries.createUnlessUnderway(ownerId, invoiceId, recipient);
      if (created !== null) await deliveries.syncInvoiceStatus(ownerId, invoiceId);
      return created;
    });
    if (delivery === null) {
      throw new DomainException('CONFLICT', {
        message:
          'This invoice is already on its way over Peppol or was delivered: sending it again would give the customer two',
      });
    }
    await this.producer.enqueueStored(delivery.id);
    return toPeppolDeliveryDto(delivery);
  }

  /** The invoice's deliveries, oldest first; another user's invoice answers 404. */
  async list(ownerId: string, invoiceId: string): Promise<PeppolDeliveryDto[]> {
    await this.invoices.get(ownerId, invoiceId);
    const deliveries = await this.deliveries.listForInvoice(ownerId, invoiceId);
    return deliveries.map(toPeppolDeliveryDto);
  }
}
