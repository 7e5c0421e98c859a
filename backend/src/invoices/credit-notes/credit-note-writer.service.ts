import { Injectable } from '@nestjs/common';
import { creditNoteFrom, generateId, type CreditChoice } from '@app/contracts/invoice';
import { DomainException } from '../../common/errors/domain.exception.js';
import { Clock } from '../../common/time/clock.js';
import { Transactions } from '../../database/transactions.js';
import { SettingsService } from '../../settings/settings.service.js';
import { storedUnderClientId } from '../client-id-replay.js';
import { toApiInvoice } from '../invoice-mapper.js';
import { InvoiceWriterService, type SaveResult } from '../invoice-writer.service.js';
import { InvoicesRepository } from '../invoices.repository.js';
import {
  CreditNoteRulesService,
  creditPartOf,
  creditRefusal,
} from './credit-note-rules.service.js';

/** What the credit call asks for (POST /api/invoices/{id}/credit-notes). */
export type CreditNoteRequest = {
  id?: string;
  choice: CreditChoice;
  date?: string;
  notes?: string;
};

/**
 * The credit call: builds the credit note from its original with contracts' rule and stores it
 * through the invoice writer's create path, which checks it like any credit note a client sends.
 */
@Injectable()
export class CreditNoteWriterService {
  constructor(
    private readonly transactions: Transactions,
    private readonly invoices: InvoicesRepository,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    private readonly credits: CreditNoteRulesService,
    private readonly writer: InvoiceWriterService,
  ) {}

  /**
   * The credit note of the owner's invoice `originalId` for `choice` (contracts'
   * `creditNoteFrom`: everything left, some lines, or an amount), numbered in the credit-note
   * series and stored in one transaction holding the settings row and the original. A client id
   * the caller already stored answers that credit note, unchanged.
   */
  async create(
    ownerId: string,
    originalId: string,
    request: CreditNoteRequest,
  ): Promise<SaveResult> {
    return this.transactions.run(async (tx) => {
      const settings = await this.settings.lockForNumbering(tx, ownerId);
      const invoices = this.invoices.in(tx);
      const replayed = await storedUnderClientId(invoices, ownerId, request.id, 'creditNote');
      if (replayed !== null) return replayed;
      const original = await invoices.lockOne(ownerId, originalId);
      if (original === null) throw new DomainException('NOT_FOUND');
      this.credits.assertCreditable(original);
      const others = (await invoices.creditNotesOf(ownerId, originalId)).map(creditPartOf);
      const today = this.clock.today();
      const result = creditNoteFrom(
        toApiInvoice(original),
        request.choice,
        settings,
        today,
        others,
      );
      if (!result.ok) throw creditRefusal(result.error);
      const date = request.date ?? today;
      const stored = await this.writer.insertNew(tx, ownerId, settings, {
        ...result.creditNote,
        date,
        dueDate: date,
        ...(request.notes === undefined ? {} : { notes: request.notes }),
        id: request.id ?? generateId(),
      });
      return { invoice: stored, created: true };
    });
  }
}
