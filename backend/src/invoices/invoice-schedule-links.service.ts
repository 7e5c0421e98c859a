import { Injectable } from '@nestjs/common';
import type { DocumentType } from '@app/contracts/invoice';
import type { Transaction } from '../database/transactions.js';
import { InvoicesRepository } from './invoices.repository.js';

/** Whether a schedule is one of the owner's. */
export type ScheduleOwnershipCheck = (ownerId: string, scheduleId: string) => Promise<boolean>;

/**
 * The invoices' side of the link between an invoice and a schedule. Schedules are built on
 * invoices (a schedule copies its template, the generator saves invoices), so the schedules
 * module imports this one and never the other way round. The one question invoices ask of
 * schedules, whether an invoice body's `scheduleId` is one of the owner's schedules, the
 * schedules module answers by registering a check at start (SchedulesModule.onModuleInit), the
 * way a queue handler registers with its driver.
 */
@Injectable()
export class InvoiceScheduleLinksService {
  private ownsSchedule: ScheduleOwnershipCheck | null = null;

  constructor(private readonly invoices: InvoicesRepository) {}

  /** Called once, by the schedules module. */
  answerOwnershipWith(check: ScheduleOwnershipCheck): void {
    this.ownsSchedule = check;
  }

  isOwnersSchedule(ownerId: string, scheduleId: string): Promise<boolean> {
    if (this.ownsSchedule === null) {
      throw new Error('The schedules module has not registered its ownership check');
    }
    return this.ownsSchedule(ownerId, scheduleId);
  }

  /**
   * Locks the owner's invoice until the caller's transaction ends: its document type, or null
   * when it has no such invoice (another user's answers the same). Schedule writes take it before
   * the schedule's lock, the order an invoice save and an invoice delete (its cascade) take them in.
   */
  async lock(tx: Transaction, ownerId: string, invoiceId: string): Promise<DocumentType | null> {
    return (await this.invoices.in(tx).lockOne(ownerId, invoiceId))?.documentType ?? null;
  }

  /** Marks the owner's invoice as the template of the schedule. */
  link(tx: Transaction, ownerId: string, invoiceId: string, scheduleId: string): Promise<void> {
    return this.invoices.in(tx).linkSchedule(ownerId, invoiceId, scheduleId);
  }

  /** Unlinks the template and the generated invoices of a schedule about to be deleted. */
  unlink(tx: Transaction, ownerId: string, scheduleId: string): Promise<void> {
    return this.invoices.in(tx).unlinkSchedule(ownerId, scheduleId);
  }
}
