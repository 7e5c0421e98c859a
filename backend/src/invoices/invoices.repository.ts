import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { DocumentType, InvoiceStatus, PaymentStatus } from '@app/contracts/invoice';
import { OwnedRepository } from '../database/owned-repository.js';
import { InvoiceEntity } from './invoice.entity.js';

/** What a list can be narrowed to; every part optional, all parts must hold. */
export type InvoiceFilters = {
  status?: InvoiceStatus;
  paymentStatuses?: readonly PaymentStatus[];
  /** Invoice date range, both ends inclusive. */
  from?: string;
  to?: string;
  /** Only planned invoices (spec §4 "Planned"), as of this day. */
  plannedAsOf?: string;
};

/** Invoices, always by owner (see OwnedRepository). */
@Injectable()
export class InvoicesRepository extends OwnedRepository<InvoiceEntity> {
  constructor(@InjectRepository(InvoiceEntity) repository: Repository<InvoiceEntity>) {
    super(repository);
  }

  /** The owner's invoice, locked until the transaction of `manager` ends. */
  lockOne(manager: EntityManager, ownerId: string, id: string): Promise<InvoiceEntity | null> {
    return manager
      .getRepository(InvoiceEntity)
      .createQueryBuilder('invoice')
      .setLock('pessimistic_write')
      .where('invoice.user_id = :ownerId AND invoice.id = :id', { ownerId, id })
      .getOne();
  }

  /** Marks the owner's invoice as the template of a schedule. */
  async linkSchedule(
    manager: EntityManager,
    ownerId: string,
    invoiceId: string,
    scheduleId: string,
  ): Promise<void> {
    await manager
      .getRepository(InvoiceEntity)
      .update({ userId: ownerId, id: invoiceId }, { scheduleId });
  }

  /**
   * Unlinks the owner's invoices from a schedule about to be deleted (its template and the
   * invoices it generated). The foreign keys would too; doing it first moves `updated_at`, so
   * syncing clients see the change, and locks the invoices before the schedule, in the order
   * an invoice save takes them.
   */
  async unlinkSchedule(manager: EntityManager, ownerId: string, scheduleId: string): Promise<void> {
    const invoices = manager.getRepository(InvoiceEntity);
    await invoices.update({ userId: ownerId, scheduleId }, { scheduleId: null });
    await invoices.update(
      { userId: ownerId, generatedFromScheduleId: scheduleId },
      { generatedFromScheduleId: null },
    );
  }

  /**
   * The first e-mail delivered makes a saved invoice sent (spec §4); a conditional update, so a
   * later delivery (sending again) changes nothing. False when it was not `saved`.
   */
  async markSent(manager: EntityManager, ownerId: string, id: string): Promise<boolean> {
    const result = await manager
      .getRepository(InvoiceEntity)
      .update({ userId: ownerId, id, status: 'saved' }, { status: 'sent' });
    return (result.affected ?? 0) > 0;
  }

  /** Whether the owner already has an invoice with this number (of this document type). */
  async numberTaken(
    manager: EntityManager,
    ownerId: string,
    documentType: DocumentType,
    invoiceNumber: string,
  ): Promise<boolean> {
    return manager
      .getRepository(InvoiceEntity)
      .existsBy({ userId: ownerId, documentType, invoiceNumber });
  }

  /**
   * Ids are global (the public status page finds an invoice by id alone), so a client-made id
   * can already belong to someone else: that is a conflict, never a way to reach their row.
   */
  async idTakenByAnotherOwner(
    manager: EntityManager,
    ownerId: string,
    id: string,
  ): Promise<boolean> {
    const row = await manager.getRepository(InvoiceEntity).findOne({
      where: { id },
      select: { id: true, userId: true },
    });
    return row !== null && row.userId !== ownerId;
  }

  /**
   * One page in list order (highest number first). The page's ids come first from the covering
   * index (`invoices_user_list_idx`), then only those rows are read: a deep page skips index
   * entries, never whole rows, so it costs about what the first page does.
   */
  async page(
    ownerId: string,
    filters: InvoiceFilters,
    offset: number,
    limit: number,
  ): Promise<InvoiceEntity[]> {
    const ids = this.filtered(ownerId, filters, 'page_invoice')
      .select('page_invoice.id', 'id')
      .orderBy('page_invoice.sequence', 'DESC')
      .addOrderBy('page_invoice.invoice_number', 'DESC')
      .addOrderBy('page_invoice.id', 'DESC')
      .offset(offset)
      .limit(limit);
    return this.repository
      .createQueryBuilder('invoice')
      .innerJoin(`(${ids.getQuery()})`, 'page', 'page.id = invoice.id')
      .setParameters(ids.getParameters())
      .orderBy('invoice.sequence', 'DESC')
      .addOrderBy('invoice.invoice_number', 'DESC')
      .addOrderBy('invoice.id', 'DESC')
      .getMany();
  }

  countMatching(ownerId: string, filters: InvoiceFilters): Promise<number> {
    return this.filtered(ownerId, filters, 'invoice').getCount();
  }

  private filtered(
    ownerId: string,
    filters: InvoiceFilters,
    alias: string,
  ): SelectQueryBuilder<InvoiceEntity> {
    const query = this.repository
      .createQueryBuilder(alias)
      .where(`${alias}.user_id = :ownerId`, { ownerId });
    if (filters.status !== undefined) {
      query.andWhere(`${alias}.status = :status`, { status: filters.status });
    }
    if (filters.paymentStatuses !== undefined) {
      query.andWhere(`${alias}.payment_status IN (:...paymentStatuses)`, {
        paymentStatuses: filters.paymentStatuses,
      });
    }
    if (filters.from !== undefined) {
      query.andWhere(`${alias}.date >= :from`, { from: filters.from });
    }
    if (filters.to !== undefined) {
      query.andWhere(`${alias}.date <= :to`, { to: filters.to });
    }
    if (filters.plannedAsOf !== undefined) {
      query.andWhere(
        `${alias}.generated_from_schedule_id IS NULL AND (${alias}.schedule_id IS NOT NULL OR ${alias}.date > :plannedAsOf)`,
        { plannedAsOf: filters.plannedAsOf },
      );
    }
    return query;
  }
}
