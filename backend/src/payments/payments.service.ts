import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  isPayable,
  publicPaymentLink,
  toPublicInvoice,
  type ApiInvoice,
  type InvoiceStatusResponse,
  type PaymentLink,
  type PaymentStart,
} from '@app/contracts/invoice';
import { invoicePaymentPageUrl } from '@app/contracts/documents';
import { DomainException } from '../common/errors/domain.exception.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { InvoiceEntity } from '../invoices/invoice.entity.js';
import { toApiInvoice } from '../invoices/invoice-mapper.js';
import { MollieConnectionsService } from '../mollie/mollie-connections.service.js';
import { mollieFailure } from '../mollie/mollie-failure.js';
import { MOLLIE, MolliePaymentLinks } from './mollie-payment-links.js';
import { PayableInvoicesRepository } from './payable-invoices.repository.js';

const PAID: PaymentStart = { paid: true, url: null };

/** The newest Mollie link still worth sending a customer to: unpaid, open, for this amount. */
const reusableLink = (invoice: ApiInvoice): PaymentLink | undefined =>
  invoice.paymentLinks.findLast(
    (link) => link.provider === MOLLIE && link.status === 'open' && link.amount === invoice.total,
  );

/**
 * The customer's side of an invoice: its public status, starting an online payment, and the
 * provider's word that it was paid. Each step that reads or changes an invoice's links holds
 * the invoice's row lock, so concurrent pay-page visits make one link and a webhook racing a
 * visit (or itself, on another instance) marks the invoice paid once.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invoices: PayableInvoicesRepository,
    private readonly links: MolliePaymentLinks,
    private readonly connections: MollieConnectionsService,
    private readonly dataSource: DataSource,
  ) {}

  async status(id: string): Promise<InvoiceStatusResponse> {
    const entity = await this.invoices.findById(id);
    if (entity === null) throw new DomainException('NOT_FOUND');
    const invoice = toPublicInvoice(toApiInvoice(entity));
    const payable =
      isPayable(invoice.paymentStatus) &&
      invoice.paymentMethods.mollie.enabled &&
      (await this.connections.isConnected(entity.userId));
    return {
      invoice,
      paymentLink: publicPaymentLink(entity.document.paymentLinks),
      paymentRedirectUrl: payable ? invoicePaymentPageUrl(this.config.publicUrl, id) : null,
    };
  }

  /**
   * Where the customer pays: the open link for the current total if Mollie still says so,
   * else a new one. Paid (by us or, just now, at Mollie) answers `paid`.
   */
  start(id: string): Promise<PaymentStart> {
    return this.dataSource.transaction(async (manager) => {
      const entity = await this.invoices.lockById(manager, id);
      if (entity === null) throw new DomainException('NOT_FOUND');
      if (entity.paymentStatus === 'paid' || entity.paymentStatus === 'markedPaid') return PAID;
      if (!isPayable(entity.paymentStatus)) throw new DomainException('PAYMENT_NOT_AVAILABLE');
      const invoice = toApiInvoice(entity);
      if (!toPublicInvoice(invoice).paymentMethods.mollie.enabled) {
        throw new DomainException('PAYMENT_NOT_AVAILABLE');
      }
      return this.provider(`start a payment for invoice ${id}`, async () => {
        let links = invoice.paymentLinks;
        const reusable = reusableLink(invoice);
        if (reusable !== undefined) {
          const state = await this.links.check(entity.userId, reusable);
          if (state?.kind === 'paid') {
            await this.recordPaid(manager, entity, reusable, state.paidAt);
            return PAID;
          }
          if (state?.kind === 'open') return { paid: false, url: reusable.url };
          links = links.map((link) => (link === reusable ? { ...link, status: 'expired' } : link));
        }
        const created = await this.links.create(entity.userId, invoice);
        if (created === null) throw new DomainException('PAYMENT_NOT_AVAILABLE');
        await this.invoices.saveLinks(manager, entity, [...links, created]);
        return { paid: false, url: created.url };
      });
    });
  }

  /**
   * A provider said something happened to the invoice's payment: ask Mollie about each of its
   * unpaid links and record what is paid. Unknown invoices and links nobody paid change nothing;
   * doing it twice changes nothing the second time.
   */
  async settle(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const entity = await this.invoices.lockById(manager, id);
      if (entity === null) return;
      const pending = entity.document.paymentLinks.filter(
        (link) => link.provider === MOLLIE && link.status !== 'paid',
      );
      for (const link of pending) {
        const state = await this.provider(`check payment link ${link.id}`, () =>
          this.links.check(entity.userId, link),
        );
        if (state?.kind === 'paid') await this.recordPaid(manager, entity, link, state.paidAt);
      }
    });
  }

  private async recordPaid(
    manager: EntityManager,
    entity: InvoiceEntity,
    paid: PaymentLink,
    paidAt: string,
  ): Promise<void> {
    const links = entity.document.paymentLinks.map((link) =>
      link.id === paid.id ? { ...link, status: 'paid', paidAt } : link,
    );
    await this.invoices.saveLinks(manager, entity, links);
    await this.invoices.markPaid(manager, entity.id, new Date(paidAt));
    entity.document = { ...entity.document, paymentLinks: links };
    this.logger.log(`Invoice ${entity.id} paid through Mollie link ${paid.id}`);
  }

  /** Mollie failing (down, refusing our token) is a 502 for the caller, logged without secrets. */
  private async provider<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainException) throw error;
      this.logger.warn(`Could not ${what}: ${mollieFailure(error)}`);
      throw new DomainException('PAYMENT_PROVIDER_FAILED');
    }
  }
}
