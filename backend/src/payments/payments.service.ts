import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  isPayable,
  publicPaymentLink,
  toPublicInvoice,
  type ApiInvoice,
  type InvoiceStatusResponse,
  type PaymentLink,
  type PaymentStart,
} from '@app/contracts/invoice';
import { documentVatContext, invoicePaymentPageUrl } from '@app/contracts/documents';
import { DomainException } from '../common/errors/domain.exception.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { Transactions, type Transaction } from '../database/transactions.js';
import {
  PayableInvoicesService,
  type PayableInvoice,
} from '../invoices/payable/payable-invoices.service.js';
import { MollieConnectionsService } from '../mollie/mollie-connections.service.js';
import { mollieFailure } from '../mollie/mollie-failure.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { MOLLIE, MolliePaymentLinks } from './mollie-payment-links.js';
import { RefundsService } from './refunds/refunds.service.js';
import { SettingsService } from '../settings/settings.service.js';

const PAID: PaymentStart = { paid: true, url: null };

/**
 * The newest Mollie link still worth sending a customer to: unpaid, open, for the amount owed
 * now (a changed total or a credit note since it was made asks for a new one).
 */
const reusableLink = (invoice: ApiInvoice, owed: number): PaymentLink | undefined =>
  invoice.paymentLinks.findLast(
    (link) => link.provider === MOLLIE && link.status === 'open' && link.amount === owed,
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
    private readonly invoices: PayableInvoicesService,
    private readonly links: MolliePaymentLinks,
    private readonly connections: MollieConnectionsService,
    private readonly transactions: Transactions,
    private readonly refunds: RefundsService,
    private readonly owned: InvoicesService,
    private readonly settings: SettingsService,
  ) {}

  async status(id: string): Promise<InvoiceStatusResponse> {
    const found = await this.invoices.find(id);
    if (found === null) throw new DomainException('NOT_FOUND');
    // Its credits (how far it is credited) or, for a credit note, its refund.
    const [withCredits] = await this.owned.withCredits(found.ownerId, [found.invoice]);
    const invoice = toPublicInvoice(withCredits ?? found.invoice);
    const payable =
      isPayable(invoice.paymentStatus) &&
      invoice.paymentMethods.mollie.enabled &&
      (await this.connections.isConnected(found.ownerId));
    const { country } = await this.settings.read(found.ownerId);
    return {
      invoice,
      paymentLink: publicPaymentLink(found.invoice.paymentLinks),
      paymentRedirectUrl: payable ? invoicePaymentPageUrl(this.config.publicUrl, id) : null,
      sellerCountry: documentVatContext(found.invoice, country).sellerCountry,
    };
  }

  /**
   * Where the customer pays: the open link for the amount owed now (the total less its credit
   * notes) if Mollie still says so, else a new one. Paid (by us or, just now, at Mollie) answers `paid`.
   */
  start(id: string): Promise<PaymentStart> {
    return this.transactions.run(async (tx) => {
      const payable = await this.invoices.lock(tx, id);
      if (payable === null) throw new DomainException('NOT_FOUND');
      const { ownerId, invoice } = payable;
      if (invoice.paymentStatus === 'paid' || invoice.paymentStatus === 'markedPaid') return PAID;
      if (!isPayable(invoice.paymentStatus)) throw new DomainException('PAYMENT_NOT_AVAILABLE');
      if (!toPublicInvoice(invoice).paymentMethods.mollie.enabled) {
        throw new DomainException('PAYMENT_NOT_AVAILABLE');
      }
      // A partly credited invoice asks only for what its credit notes leave.
      const owed = await this.invoices.amountOwed(tx, payable);
      if (owed <= 0) throw new DomainException('PAYMENT_NOT_AVAILABLE');
      return this.provider(`start a payment for invoice ${id}`, async () => {
        let links = invoice.paymentLinks;
        const reusable = reusableLink(invoice, owed);
        if (reusable !== undefined) {
          const state = await this.links.check(ownerId, reusable);
          if (state?.kind === 'paid') {
            await this.recordPaid(tx, payable, reusable, state.paidAt);
            return PAID;
          }
          if (state?.kind === 'open') return { paid: false, url: reusable.url };
          links = links.map((link) => (link === reusable ? { ...link, status: 'expired' } : link));
        }
        const created = await this.links.create(ownerId, invoice, owed);
        if (created === null) throw new DomainException('PAYMENT_NOT_AVAILABLE');
        await this.invoices.saveLinks(tx, id, [...links, created]);
        return { paid: false, url: created.url };
      });
    });
  }

  /**
   * A provider said something happened to the invoice's payment: ask Mollie about each of its
   * unpaid links and record what is paid, then about its credit notes' refunds still moving. Unknown invoices and links nobody paid change nothing;
   * doing it twice changes nothing the second time.
   */
  async settle(id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      const payable = await this.invoices.lock(tx, id);
      if (payable === null) return;
      const pending = payable.invoice.paymentLinks.filter(
        (link) => link.provider === MOLLIE && link.status !== 'paid',
      );
      for (const link of pending) {
        const state = await this.provider(`check payment link ${link.id}`, () =>
          this.links.check(payable.ownerId, link),
        );
        if (state?.kind === 'paid') await this.recordPaid(tx, payable, link, state.paidAt);
      }
      // Mollie calls the payment's webhook for its refunds too.
      await this.refunds.follow(tx, payable);
    });
  }

  private async recordPaid(
    tx: Transaction,
    payable: PayableInvoice,
    paid: PaymentLink,
    paidAt: string,
  ): Promise<void> {
    const id = payable.invoice.id;
    // The payment's id is what a credit note's refund will name; a link paid before it was
    // stored has it looked up then (RefundsService).
    const paymentId = await this.links.paidPaymentOf(payable.ownerId, paid.id);
    const links = payable.invoice.paymentLinks.map((link) =>
      link.id === paid.id
        ? { ...link, status: 'paid', paidAt, ...(paymentId === null ? {} : { paymentId }) }
        : link,
    );
    await this.invoices.saveLinks(tx, id, links);
    await this.invoices.markPaid(tx, id, new Date(paidAt), 'mollie');
    payable.invoice = { ...payable.invoice, paymentLinks: links };
    this.logger.log(`Invoice ${id} paid through Mollie link ${paid.id}`);
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
