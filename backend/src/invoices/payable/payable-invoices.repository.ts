import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { Not, type EntityManager, type Repository } from 'typeorm';
import type { PaymentLink } from '@app/contracts/invoice';
import { BoundRepository } from '../../database/bound-repository.js';
import { InvoiceEntity, type PaidVia } from '../invoice.entity.js';

/**
 * Invoices reached by id alone, for getting paid: the customer's status and pay pages and the
 * provider's webhook carry no user. Invoice ids are global and unguessable (the API refuses
 * short ones), so the id is the capability; what these pages may show is decided by
 * `toPublicInvoice`, and every other use of invoices goes through the owner-scoped
 * `InvoicesRepository`.
 */
@Injectable()
export class PayableInvoicesRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get invoices(): Repository<InvoiceEntity> {
    return this.manager.getRepository(InvoiceEntity);
  }

  /** By id alone: the customer opening the status page has only the id from the e-mail. */
  findById(id: string): Promise<InvoiceEntity | null> {
    return this.invoices.findOneBy({ id });
  }

  /**
   * The invoice, locked until the bound transaction ends (as an owner's save locks it). By id
   * alone: the pay page and the webhook carry no user.
   */
  lockById(id: string): Promise<InvoiceEntity | null> {
    return this.invoices
      .createQueryBuilder('invoice')
      .setLock('pessimistic_write')
      .where('invoice.id = :id', { id })
      .getOne();
  }

  /**
   * Replaces the invoice's payment links, leaving the rest of its document as it is. By id alone:
   * the caller holds the row's lock from `lockById`.
   */
  async saveLinks(invoiceId: string, paymentLinks: PaymentLink[]): Promise<void> {
    await this.invoices
      .createQueryBuilder()
      .update()
      .set({ document: () => `jsonb_set(document, '{paymentLinks}', CAST(:links AS jsonb))` })
      .setParameter('links', JSON.stringify(paymentLinks))
      .where('id = :id', { id: invoiceId })
      .execute();
  }

  /**
   * Paid by the provider: the payment status becomes paid with the provider's time, whatever it
   * was (an overdue or reminded invoice is paid too). Already paid keeps its first time. By id
   * alone: the provider's word reaches us through the webhook, which carries no user. True when
   * it was not paid before.
   */
  async markPaid(invoiceId: string, paidAt: Date, via: PaidVia): Promise<boolean> {
    const result = await this.invoices.update(
      { id: invoiceId, paymentStatus: Not('paid' as const) },
      { paymentStatus: 'paid', paidAt, paidVia: via },
    );
    return (result.affected ?? 0) > 0;
  }
}
