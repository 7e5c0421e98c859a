import { Injectable } from '@nestjs/common';
import { isRecord } from '@app/contracts/common';
import type { ApiInvoice, Invoice } from '@app/contracts/invoice';
import { positionOf, toPage } from '../common/api/list-page.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { createApiValidationPipe } from '../common/validation/api-validation-pipe.js';
import { Clock } from '../common/time/clock.js';
import type { VersionCondition } from '../common/versions/version-condition.js';
import type { Transaction } from '../database/transactions.js';
import type { BulkInvoicesResultDto } from './dto/bulk-invoices.dto.js';
import { InvoiceInputDto, SaveInvoiceBodyDto } from './dto/invoice.dto.js';
import type { NewInvoiceInputDto } from './dto/new-invoice.dto.js';
import { patchResource } from '../common/patch/patch-resource.js';
import {
  DEFAULT_PAGE_SIZE,
  INVOICE_LIST_CURSOR,
  MAX_PAGE_SIZE,
  type InvoiceListDto,
  type ListInvoicesQueryDto,
} from './dto/list-invoices.dto.js';
import type { InvoiceEntity } from './invoice.entity.js';
import { toApiInvoice } from './invoice-mapper.js';
import { listFilters } from './invoice-filters.js';
import { InvoiceWriterService, type SaveResult } from './invoice-writer.service.js';
import {
  CreditNoteWriterService,
  type CreditNoteRequest,
} from './credit-notes/credit-note-writer.service.js';
import { withCredits } from './credit-notes/credit-note-rules.service.js';
import { InvoiceListRepository } from './invoice-list.repository.js';
import { InvoicesRepository } from './invoices.repository.js';

/** A user's invoices. Every method takes the owner first. */
@Injectable()
export class InvoicesService {
  private readonly validation = createApiValidationPipe();

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly invoiceList: InvoiceListRepository,
    private readonly writer: InvoiceWriterService,
    private readonly creditNotes: CreditNoteWriterService,
    private readonly clock: Clock,
  ) {}

  async list(ownerId: string, query: ListInvoicesQueryDto): Promise<InvoiceListDto> {
    const limit = Math.min(query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const filters = listFilters(query, this.clock.today());
    const position = positionOf(query, INVOICE_LIST_CURSOR, limit);
    const [rows, total] = await Promise.all([
      this.invoiceList.page(ownerId, filters, position, limit),
      this.invoiceList.countMatching(ownerId, filters),
    ]);
    const page = toPage({ rows, total }, query, limit, (row) => [
      row.sequence,
      row.invoiceNumber,
      row.id,
    ]);
    return { invoices: await this.answersOf(ownerId, page.rows), ...page.info };
  }

  async get(ownerId: string, id: string): Promise<ApiInvoice> {
    const [answer] = await this.answersOf(ownerId, [await this.invoices.get(ownerId, id)]);
    return answer!;
  }

  /**
   * Stored invoices as the API answers them. Their credit notes are asked for only where the
   * stored count says there are some (`credit_count`): a page or an invoice without any costs
   * no second query.
   */
  private answersOf(ownerId: string, rows: readonly InvoiceEntity[]): Promise<ApiInvoice[]> {
    const credited = new Set(rows.filter((row) => row.creditCount > 0).map((row) => row.id));
    return this.withCredits(ownerId, rows.map(toApiInvoice), credited);
  }

  /**
   * Invoices with their read-only `credits` and `creditStatus`: one query for the whole page
   * (`invoices_credited_idx`), none when the page holds only credit notes or `credited` (the
   * ids known to have credit notes) names none. Credit notes get
   * their Mollie `refund` (one query by primary key, none when the page has no credit note).
   */
  async withCredits(
    ownerId: string,
    invoices: ApiInvoice[],
    credited?: ReadonlySet<string>,
  ): Promise<ApiInvoice[]> {
    const isCreditNote = (invoice: ApiInvoice) => invoice.documentType === 'credit_note';
    const ids = invoices
      .filter((invoice) => !isCreditNote(invoice) && (credited?.has(invoice.id) ?? true))
      .map((invoice) => invoice.id);
    const credits = await this.invoices.creditsOf(ownerId, ids);
    const refunds = await this.invoices.refundsOf(
      ownerId,
      invoices.filter(isCreditNote).map((invoice) => invoice.id),
    );
    return invoices.map((invoice) => {
      const refund = refunds.get(invoice.id);
      return refund === undefined ? withCredits(invoice, credits) : { ...invoice, refund };
    });
  }

  private async withCredit(ownerId: string, invoice: ApiInvoice): Promise<ApiInvoice> {
    const [answered] = await this.withCredits(ownerId, [invoice]);
    return answered ?? invoice;
  }

  /** Like `get`, inside the caller's transaction. */
  async getIn(tx: Transaction, ownerId: string, id: string): Promise<ApiInvoice> {
    return toApiInvoice(await this.invoices.in(tx).get(ownerId, id));
  }

  async create(ownerId: string, input: NewInvoiceInputDto): Promise<SaveResult> {
    const result = await this.writer.create(ownerId, input);
    return { ...result, invoice: await this.withCredit(ownerId, result.invoice) };
  }

  /** A credit note of the owner's invoice (POST /api/invoices/{id}/credit-notes). */
  createCreditNote(
    ownerId: string,
    originalId: string,
    request: CreditNoteRequest,
  ): Promise<SaveResult> {
    return this.creditNotes.create(ownerId, originalId, request);
  }

  /**
   * An invoice a schedule made (the generator), numbered and stored inside the
   * caller's transaction; the caller built it with the contracts rules.
   */
  createScheduled(tx: Transaction, ownerId: string, invoice: Invoice): Promise<ApiInvoice> {
    return this.writer.createIn(tx, ownerId, invoice);
  }

  /** With a version condition (If-Match), only that version is changed (412 otherwise). */
  async update(
    ownerId: string,
    id: string,
    input: InvoiceInputDto,
    condition?: VersionCondition,
  ): Promise<ApiInvoice> {
    return this.withCredit(ownerId, await this.writer.update(ownerId, id, input, condition));
  }

  delete(ownerId: string, id: string, condition?: VersionCondition): Promise<void> {
    return this.writer.delete(ownerId, id, condition);
  }

  /** A merge patch onto the stored invoice, then saved exactly as a PUT of the result. */
  async patch(
    ownerId: string,
    id: string,
    patch: unknown,
    condition?: VersionCondition,
  ): Promise<ApiInvoice> {
    return this.withCredit(ownerId, await this.patchStored(ownerId, id, patch, condition));
  }

  private patchStored(
    ownerId: string,
    id: string,
    patch: unknown,
    condition?: VersionCondition,
  ): Promise<ApiInvoice> {
    return patchResource(patch, condition, {
      read: () => this.get(ownerId, id),
      write: async (merged, version) => {
        const body = (await this.validation.transform(
          { invoice: merged },
          { type: 'body', metatype: SaveInvoiceBodyDto },
        )) as SaveInvoiceBodyDto;
        return this.writer.update(ownerId, id, body.invoice, version);
      },
    });
  }

  /**
   * Saves each invoice on its own, in order: one that fails validation or a rule is reported
   * with its position and does not stop (or half-save) the others.
   */
  async bulk(ownerId: string, invoices: readonly unknown[]): Promise<BulkInvoicesResultDto> {
    const result: BulkInvoicesResultDto = { created: [], errors: [] };
    for (const [index, raw] of invoices.entries()) {
      try {
        const input = await this.validated(raw);
        result.created.push((await this.writer.create(ownerId, input)).invoice);
      } catch (error) {
        if (!(error instanceof DomainException)) throw error;
        const id = isRecord(raw) && typeof raw.id === 'string' ? raw.id : undefined;
        result.errors.push({
          index,
          ...(id === undefined ? {} : { id }),
          code: error.code,
          message: error.message,
          ...(error.fields === undefined ? {} : { fields: error.fields }),
        });
      }
    }
    return result;
  }

  /** The same validation the single-invoice routes get from the global pipe. */
  private async validated(raw: unknown): Promise<InvoiceInputDto> {
    if (!isRecord(raw)) {
      throw new DomainException('VALIDATION_FAILED', {
        message: 'invoice must be an object',
        fields: [{ field: 'invoice', message: 'must be an object' }],
      });
    }
    return (await this.validation.transform(raw, {
      type: 'body',
      metatype: InvoiceInputDto,
    })) as InvoiceInputDto;
  }
}
