import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { In, Not, type EntityManager, type Repository } from 'typeorm';
import { FINAL_REFUND_STATUSES, type RefundStatus } from '@app/contracts/invoice';
import { BoundRepository } from '../../database/bound-repository.js';
import { MollieRefundEntity } from './mollie-refund.entity.js';

export type NewMollieRefund = Pick<
  MollieRefundEntity,
  'creditNoteId' | 'userId' | 'invoiceId' | 'refundId' | 'paymentId' | 'status' | 'amountCents'
>;

/** Credit notes' refunds through Mollie. Callers hold the original invoice's row lock. */
@Injectable()
export class MollieRefundsRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get refunds(): Repository<MollieRefundEntity> {
    return this.manager.getRepository(MollieRefundEntity);
  }

  /** The owner's credit note's refund, if any (primary key). */
  findOf(ownerId: string, creditNoteId: string): Promise<MollieRefundEntity | null> {
    return this.refunds.findOneBy({ creditNoteId, userId: ownerId });
  }

  /** The refunds of an invoice's credit notes Mollie may still move (`mollie_refunds_invoice_idx`). */
  movingOf(invoiceId: string): Promise<MollieRefundEntity[]> {
    return this.refunds.find({
      where: { invoiceId, status: Not(In([...FINAL_REFUND_STATUSES])) },
      order: { createdAt: 'ASC' },
    });
  }

  /** A new refund, or one replacing a failed or canceled one of the same credit note. */
  async store(refund: NewMollieRefund): Promise<void> {
    await this.refunds.upsert({ ...refund, createdAt: new Date() }, ['creditNoteId']);
  }

  /** Mollie's new status, if the row still holds `from`: true when this call changed it. */
  async moveStatus(creditNoteId: string, from: RefundStatus, to: RefundStatus): Promise<boolean> {
    const result = await this.refunds.update({ creditNoteId, status: from }, { status: to });
    return (result.affected ?? 0) > 0;
  }
}
