import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { OwnedRepository } from '../../database/owned-repository.js';
import { PeppolDeliveryEntity, type PeppolDeliveryStatus } from './peppol-delivery.entity.js';

/** A delivery on its way or arrived: sending the invoice again would hand the customer two. */
const UNDERWAY: PeppolDeliveryStatus[] = ['queued', 'sending', 'sent', 'delivered'];

/** Peppol deliveries, always by owner (see OwnedRepository). */
@Injectable()
export class PeppolDeliveriesRepository extends OwnedRepository<PeppolDeliveryEntity> {
  constructor(
    @InjectRepository(PeppolDeliveryEntity) repository: Repository<PeppolDeliveryEntity>,
  ) {
    super(repository);
  }

  /**
   * In the caller's transaction: a new `queued` delivery of the owner's invoice, unless one is
   * already on its way or has arrived (null). The invoice row is locked first, so two requests
   * at once cannot both pass the check.
   */
  async createUnlessUnderway(
    ownerId: string,
    invoiceId: string,
    recipient: string,
  ): Promise<PeppolDeliveryEntity | null> {
    await this.lockInvoice(ownerId, invoiceId);
    const underway = await this.repository.existsBy({
      userId: ownerId,
      invoiceId,
      status: In(UNDERWAY),
    });
    if (underway) return null;
    return this.repository.save(
      this.repository.create({ userId: ownerId, invoiceId, recipient, status: 'queued' }),
    );
  }

  /** One invoice's deliveries, oldest first. */
  listForInvoice(ownerId: string, invoiceId: string): Promise<PeppolDeliveryEntity[]> {
    return this.repository.find({
      where: { userId: ownerId, invoiceId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * Makes the invoice's `peppol_status` its latest delivery's. The invoice row is locked first
   * and the latest delivery read in a statement after it, so of two transactions changing the
   * invoice's deliveries at once the later one reads what the earlier committed: the column
   * never keeps an older delivery's status. The invoice's version moves with it, as with any
   * change of what GET answers: ETags and the clients' sync see the new status. Run it in the
   * transaction that changed a delivery.
   */
  async syncInvoiceStatus(ownerId: string, invoiceId: string): Promise<void> {
    await this.lockInvoice(ownerId, invoiceId);
    await this.manager.query(
      `UPDATE "invoices" SET "peppol_status" = (
          SELECT "status" FROM "peppol_deliveries"
           WHERE "invoice_id" = $1 ORDER BY "created_at" DESC, "id" DESC LIMIT 1),
          "version" = "version" + 1, "updated_at" = now()
        WHERE "id" = $1 AND "user_id" = $2
          AND "peppol_status" IS DISTINCT FROM (
          SELECT "status" FROM "peppol_deliveries"
           WHERE "invoice_id" = $1 ORDER BY "created_at" DESC, "id" DESC LIMIT 1)`,
      [invoiceId, ownerId],
    );
  }

  private async lockInvoice(ownerId: string, invoiceId: string): Promise<void> {
    await this.manager.query(
      `SELECT 1 FROM "invoices" WHERE "id" = $1 AND "user_id" = $2 FOR UPDATE`,
      [invoiceId, ownerId],
    );
  }
}
