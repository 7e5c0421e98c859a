import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type EntityManager, type Repository } from 'typeorm';
import type { PaymentLink } from '@app/contracts/invoice';
import { InvoiceEntity } from '../invoices/invoice.entity.js';

/**
 * Invoices reached by id alone: the customer's status and pay pages and the provider's webhook
 * carry no user. Invoice ids are global and unguessable (the API refuses short ones), so the id
 * is the capability; what these pages may show is decided by `toPublicInvoice`, and every
 * other use of invoices goes through the owner-scoped `InvoicesRepository`.
 */
@Injectable()
export class PayableInvoicesRepository {
  constructor(
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
  ) {}

  findById(id: string): Promise<InvoiceEntity | null> {
    return this.invoices.findOneBy({ id });
  }

  /** The invoice, locked until the transaction of `manager` ends (as an owner's save locks it). */
  lockById(manager: EntityManager, id: string): Promise<InvoiceEntity | null> {
    return manager
      .getRepository(InvoiceEntity)
      .createQueryBuilder('invoice')
      .setLock('pessimistic_write')
      .where('invoice.id = :id', { id })
      .getOne();
  }

  async saveLinks(
    manager: EntityManager,
    invoice: InvoiceEntity,
    paymentLinks: PaymentLink[],
  ): Promise<void> {
    await manager
      .getRepository(InvoiceEntity)
      .update({ id: invoice.id }, { document: { ...invoice.document, paymentLinks } });
  }

  /**
   * Paid by the provider: the payment status becomes paid with the provider's time, whatever it
   * was (an overdue or reminded invoice is paid too). Already paid keeps its first time.
   */
  async markPaid(manager: EntityManager, invoiceId: string, paidAt: Date): Promise<void> {
    await manager
      .getRepository(InvoiceEntity)
      .update(
        { id: invoiceId, paymentStatus: Not('paid' as const) },
        { paymentStatus: 'paid', paidAt },
      );
  }
}
