import { Injectable } from '@nestjs/common';
import { ArchiveWriter } from '../archive/archive-writer.service.js';
import {
  MAX_INVOICE_AMOUNT_CENTS,
  canChangePaymentStatus,
  computeTotals,
  generateId,
  isOverdueOn,
  lockedFieldChanges,
  normaliseInvoice,
  withPaymentReference,
  type ApiInvoice,
  type Invoice,
  type Totals,
} from '@app/contracts/invoice';
import { withPaymentSecretMasked, type Settings } from '@app/contracts/settings';
import { DomainException } from '../common/errors/domain.exception.js';
import {
  checkVersion,
  matchesVersion,
  type VersionCondition,
} from '../common/versions/version-condition.js';
import { Clock } from '../common/time/clock.js';
import { CompaniesService } from '../companies/companies.service.js';
import { Transactions, type Transaction } from '../database/transactions.js';
import { SettingsService } from '../settings/settings.service.js';
import type { InvoiceInputDto } from './dto/invoice.dto.js';
import type { NewInvoiceInputDto } from './dto/new-invoice.dto.js';
import { toApiInvoice, toStoredFields } from './invoice-mapper.js';
import { numberInvoice } from './invoice-numbering.js';
import { storedUnderClientId } from './client-id-replay.js';
import { CreditNoteRulesService, withCredits } from './credit-notes/credit-note-rules.service.js';
import { InvoiceScheduleLinksService } from './invoice-schedule-links.service.js';
import { InvoicesRepository } from './invoices.repository.js';
import { WebhookOutboxService } from '../webhooks/webhook-outbox.service.js';
import { assertIssuable, withSellerRegime } from './vat-law/issue-rules.js';

export type SaveResult = { invoice: ApiInvoice; created: boolean };

const field = (name: string, message: string) => ({
  fields: [{ field: `invoice.${name}`, message }],
});

/**
 * Creating and changing invoices: the rules of spec §4 enforced where the data is. Each save
 * runs in one transaction that holds the user's settings row (creates: the number and the
 * counter move together) or the invoice row (changes).
 */
@Injectable()
export class InvoiceWriterService {
  constructor(
    private readonly transactions: Transactions,
    private readonly invoices: InvoicesRepository,
    private readonly companies: CompaniesService,
    private readonly scheduleLinks: InvoiceScheduleLinksService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    private readonly webhooks: WebhookOutboxService,
    private readonly credits: CreditNoteRulesService,
    private readonly archive: ArchiveWriter,
  ) {}

  /**
   * Saves a new invoice, numbered if it has no number yet. Repeating a create with an id the
   * caller already stored answers the stored invoice unchanged (an offline replay).
   */
  async create(ownerId: string, input: NewInvoiceInputDto): Promise<SaveResult> {
    await this.checkCompany(ownerId, input.companyId);
    await this.checkSchedule(ownerId, input.scheduleId);
    return this.transactions.run(async (tx) => {
      const settings = await this.settings.lockForNumbering(tx, ownerId);
      const invoices = this.invoices.in(tx);
      const replayed = await storedUnderClientId(invoices, ownerId, input.id, 'invoice');
      if (replayed !== null) return replayed;
      const invoice = withSellerRegime(this.normalise(input, settings), settings);
      assertIssuable(invoice, settings.country);
      // Where an invoice came from is the server's to say (the schedule generator's).
      const { generatedFromScheduleId: _origin, ...own } = invoice;
      const stored = await this.insertNew(tx, ownerId, settings, {
        ...own,
        id: input.id ?? generateId(),
      });
      return { invoice: stored, created: true };
    });
  }

  /**
   * A new invoice or credit note from a client, the settings row locked (`tx` holds it): a
   * credit note obeys the credit rules (its original locked, never credited beyond what is left)
   * and settles its original afterwards; an invoice starts unpaid or paid.
   */
  async insertNew(
    tx: Transaction,
    ownerId: string,
    settings: Settings,
    invoice: Invoice & { id: string },
  ): Promise<ApiInvoice> {
    if (invoice.documentType === 'credit_note') {
      const checked = await this.credits.check(tx, ownerId, invoice);
      const stored = await this.insertNumbered(tx, ownerId, settings, {
        ...checked.creditNote,
        id: invoice.id,
      });
      await this.credits.settle(tx, ownerId, checked.original, true);
      return stored;
    }
    const { creditedInvoice: _notACreditNote, ...own } = invoice;
    if (!canChangePaymentStatus('unpaid', own.paymentStatus)) {
      throw new DomainException(
        'VALIDATION_FAILED',
        field('paymentStatus', 'must be unpaid or paid'),
      );
    }
    return this.insertNumbered(tx, ownerId, settings, own);
  }

  /**
   * An invoice the server makes itself (the schedule generator), inside the caller's
   * transaction: numbered under the owner's settings lock like any other create. The invoice is
   * taken as it is: the caller built it with the contracts rules.
   */
  async createIn(tx: Transaction, ownerId: string, invoice: Invoice): Promise<ApiInvoice> {
    const settings = await this.settings.lockForNumbering(tx, ownerId);
    return this.insertNumbered(tx, ownerId, settings, {
      ...invoice,
      id: invoice.id ?? generateId(),
    });
  }

  /** Numbers (when it has no number yet), stores and moves the counter; the settings row is locked. */
  private async insertNumbered(
    tx: Transaction,
    ownerId: string,
    settings: Settings,
    invoice: Invoice & { id: string },
  ): Promise<ApiInvoice> {
    const invoices = this.invoices.in(tx);
    const documentType = invoice.documentType ?? 'invoice';
    const numbering = numberInvoice(invoice.invoiceNumber, invoice.date, settings, documentType);
    if (await invoices.numberTaken(ownerId, numbering.invoiceNumber)) {
      throw new DomainException(
        'INVOICE_NUMBER_TAKEN',
        field('invoiceNumber', 'is already used by another invoice'),
      );
    }
    const status = invoice.status === 'sent' ? 'sent' : 'saved';
    const fields = toStoredFields(
      {
        ...withPaymentReference(invoice, numbering.invoiceNumber, settings),
        status,
        // A sent invoice stored past its due date (an import, a back-dated one) is overdue at
        // once; a new invoice has had no reminder.
        ...(isOverdueOn({ ...invoice, status }, this.clock.today())
          ? { paymentStatus: 'overdue' as const }
          : {}),
        ...this.paidAt(invoice, undefined),
      },
      this.totals(invoice),
      numbering,
      [],
      invoice.generatedFromScheduleId ?? null,
    );
    const entity = await invoices.insert(ownerId, invoice.id, fields);
    if (documentType === 'credit_note') {
      if (numbering.latestInvoiceNumber !== settings.latestCreditNoteNumber) {
        await this.settings.setCreditNoteCounter(tx, ownerId, numbering.latestInvoiceNumber);
      }
    } else if (numbering.latestInvoiceNumber !== settings.latestInvoiceNumber) {
      await this.settings.setInvoiceCounter(tx, ownerId, numbering.latestInvoiceNumber);
    }
    const stored = toApiInvoice(entity);
    await this.announce(tx, ownerId, stored, undefined);
    return stored;
  }

  /**
   * Changes a stored invoice. Its number, document type, payment links and origin are the
   * server's; a sent or paid invoice refuses changes to what the customer received. With a
   * version condition (If-Match), only the version it names is changed: compared under the
   * row's lock, so no other change can come between.
   */
  async update(
    ownerId: string,
    id: string,
    input: InvoiceInputDto,
    condition?: VersionCondition,
  ): Promise<ApiInvoice> {
    if (input.id !== undefined && input.id !== id) {
      throw new DomainException('VALIDATION_FAILED', field('id', 'must be the id in the path'));
    }
    await this.checkCompany(ownerId, input.companyId);
    await this.checkSchedule(ownerId, input.scheduleId);
    return this.transactions.run(async (tx) => {
      const invoices = this.invoices.in(tx);
      const stored = await invoices.lockOne(ownerId, id);
      if (stored === null) throw new DomainException('NOT_FOUND');
      const before = toApiInvoice(stored);
      await this.checkStoredVersion(invoices, ownerId, condition, before);
      const settings = await this.settings.readIn(tx, ownerId);
      const sent = this.normalise(input, settings);
      const { creditedInvoice: _sentReference, ...sentFields } = sent;
      const next: Invoice = {
        ...sentFields,
        ...(before.creditedInvoice === undefined
          ? {}
          : { creditedInvoice: before.creditedInvoice }),
        invoiceNumber: stored.invoiceNumber,
        documentType: stored.documentType,
        paymentMethods: withPaymentSecretMasked(sent.paymentMethods),
        status: stored.status === 'sent' || sent.status === 'sent' ? 'sent' : 'saved',
        // The schedules API links and unlinks; a body without it (an autosave racing the
        // schedule's creation) must not cut the link.
        scheduleId: sent.scheduleId ?? stored.scheduleId ?? undefined,
      };
      const locked = lockedFieldChanges(before, next);
      if (locked.length > 0) {
        throw new DomainException('INVOICE_LOCKED', {
          fields: locked.map((name) => ({
            field: `invoice.${name}`,
            message: 'cannot change once the invoice is sent or paid',
          })),
        });
      }
      if (!canChangePaymentStatus(stored.paymentStatus, next.paymentStatus)) {
        throw new DomainException(
          'VALIDATION_FAILED',
          field('paymentStatus', 'can only be changed to unpaid or paid'),
        );
      }
      // A credit note's lines may change while it is not sent: checked again, its original locked.
      const credit =
        stored.documentType === 'credit_note'
          ? await this.credits.check(tx, ownerId, next, id)
          : null;
      const checked = credit?.creditNote ?? next;
      assertIssuable(checked, settings.country, before);
      const fields = toStoredFields(
        {
          ...checked,
          ...(await this.overdueRule(invoices, ownerId, id, checked)),
          ...this.paidAt(checked, before),
        },
        this.totals(checked),
        { invoiceNumber: stored.invoiceNumber, sequence: stored.sequence },
        stored.document.paymentLinks,
        stored.generatedFromScheduleId,
      );
      const saved = toApiInvoice(await invoices.saveChanges(stored, fields));
      if (credit !== null) await this.credits.settle(tx, ownerId, credit.original, false);
      await this.announce(tx, ownerId, saved, before);
      return saved;
    });
  }

  /**
   * Deletes the owner's invoice; with a version condition (If-Match) only the version it names,
   * compared under the row's lock.
   */
  async delete(ownerId: string, id: string, condition?: VersionCondition): Promise<void> {
    if ((await this.invoices.creditsOf(ownerId, [id])).length > 0) {
      throw new DomainException('CONFLICT', {
        message: 'This invoice has credit notes: an invoice that was credited cannot be deleted',
      });
    }
    await this.transactions.run(async (tx) => {
      const invoices = this.invoices.in(tx);
      const stored = await invoices.lockOne(ownerId, id);
      if (stored === null) throw new DomainException('NOT_FOUND');
      await this.checkStoredVersion(invoices, ownerId, condition, toApiInvoice(stored));
      await invoices.delete(ownerId, id);
      // An issued document leaves the overview, not the archive (docs/archive.md).
      await this.archive.markDeleted(tx, ownerId, id);
      // A credit note gone: its original is owed again as far as it is no longer credited (the
      // same locks in the same order as a credit note's save: the credit note, then the original).
      if (stored.creditedInvoiceId === null) return;
      const original = await invoices.lockOne(ownerId, stored.creditedInvoiceId);
      if (original !== null) await this.credits.settle(tx, ownerId, original, false);
    });
  }

  /**
   * The overdue rule on a change (docs/invoice-status.md): a sent invoice left unpaid past its
   * due date is stored overdue at once, also when its user just set it back to unpaid, as the
   * sweep would a minute later; reminded when its reminder went out before.
   */
  private async overdueRule(
    invoices: InvoicesRepository,
    ownerId: string,
    id: string,
    invoice: Invoice,
  ): Promise<Partial<Pick<Invoice, 'paymentStatus'>>> {
    if (!isOverdueOn(invoice, this.clock.today())) return {};
    const reminded = await invoices.hasReminder(ownerId, id);
    return { paymentStatus: reminded ? 'overdue_reminded' : 'overdue' };
  }

  /**
   * The webhook events of a save, in its transaction (docs/webhooks.md): created, and sent,
   * paid or overdue when the invoice became so (a create can be more than one).
   */
  private async announce(
    tx: Transaction,
    ownerId: string,
    invoice: ApiInvoice,
    before: ApiInvoice | undefined,
  ): Promise<void> {
    const paid = (value: ApiInvoice | undefined) =>
      value?.paymentStatus === 'paid' || value?.paymentStatus === 'markedPaid';
    if (before === undefined) await this.webhooks.emit(tx, ownerId, 'invoice.created', invoice);
    if (invoice.status === 'sent' && before?.status !== 'sent') {
      await this.webhooks.emit(tx, ownerId, 'invoice.sent', invoice);
    }
    if (paid(invoice) && !paid(before)) {
      await this.webhooks.emit(tx, ownerId, 'invoice.paid', invoice);
    }
    const overdue = (value: ApiInvoice | undefined) =>
      value?.paymentStatus === 'overdue' || value?.paymentStatus === 'overdue_reminded';
    if (overdue(invoice) && !overdue(before)) {
      await this.webhooks.emit(tx, ownerId, 'invoice.overdue', invoice);
    }
  }

  /**
   * The contracts normaliser puts every value in canonical form; a client total is never read.
   * What a create leaves out is what a new invoice starts with (contracts' createEmptyInvoice
   * from the settings: the sender, payment methods and notes; today; the terms' due date).
   */
  private normalise(input: NewInvoiceInputDto | InvoiceInputDto, settings: Settings): Invoice {
    // Absent placeholder flags mean "no placeholders" to an API client; the normaliser would
    // otherwise take a fresh invoice's (all placeholders) for the parties. A sender left out
    // is the settings' (or, without one, the fresh invoice's empty one).
    const parties = {
      ...(input.sender === undefined ? {} : { sender: { isPlaceholder: {}, ...input.sender } }),
      recipient: { isPlaceholder: {}, ...input.recipient },
    };
    const invoice = normaliseInvoice(
      { ...input, ...parties },
      { today: this.clock.today(), defaults: settings },
    );
    // The validation pipe only lets objects through.
    if (invoice === null) throw new Error('The invoice body was not an object');
    const {
      synced: _synced,
      scheduleData: _draft,
      total: _total,
      version: _version,
      ...rest
    } = invoice;
    return rest;
  }

  /**
   * `checkVersion` for a locked stored invoice: a 412 answers the stored copy as GET does, with
   * its credits (read only then).
   */
  private async checkStoredVersion(
    invoices: InvoicesRepository,
    ownerId: string,
    condition: VersionCondition | undefined,
    stored: ApiInvoice,
  ): Promise<void> {
    if (matchesVersion(condition, stored.version)) return;
    const credits = await invoices.creditsOf(ownerId, [stored.id]);
    checkVersion(condition, stored.version, () => withCredits(stored, credits));
  }

  private totals(invoice: Invoice): Totals {
    const totals = computeTotals(invoice);
    const amounts = [totals.subtotal, totals.discountAmount, totals.vat, totals.total];
    if (amounts.some((amount) => Math.abs(amount) > MAX_INVOICE_AMOUNT_CENTS)) {
      throw new DomainException('VALIDATION_FAILED', {
        message: 'The invoice total is too large (at most 10,000,000,000.00)',
        ...field('items', 'add up to more than 10,000,000,000.00'),
      });
    }
    return totals;
  }

  /**
   * Marking paid records when: the time the client sent (an offline mark) unless it lies in the
   * future, else now. An unchanged status keeps its time; unpaid again has none.
   */
  private paidAt(next: Invoice, before: ApiInvoice | undefined): Pick<Invoice, 'paidAt'> {
    if (before !== undefined && before.paymentStatus === next.paymentStatus) {
      return { paidAt: before.paidAt };
    }
    if (next.paymentStatus !== 'paid') return { paidAt: undefined };
    const now = this.clock.now();
    const sent = next.paidAt === undefined ? null : new Date(next.paidAt);
    return { paidAt: (sent !== null && sent <= now ? sent : now).toISOString() };
  }

  private async checkCompany(ownerId: string, companyId: string | undefined): Promise<void> {
    if (companyId === undefined) return;
    if (!(await this.companies.isOwners(ownerId, companyId))) {
      throw new DomainException(
        'VALIDATION_FAILED',
        field('companyId', 'is not one of your saved companies'),
      );
    }
  }

  private async checkSchedule(ownerId: string, scheduleId: string | undefined): Promise<void> {
    if (scheduleId === undefined) return;
    if (!(await this.scheduleLinks.isOwnersSchedule(ownerId, scheduleId))) {
      throw new DomainException(
        'VALIDATION_FAILED',
        field('scheduleId', 'is not one of your schedules'),
      );
    }
  }
}
