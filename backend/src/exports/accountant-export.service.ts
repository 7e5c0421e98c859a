import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import yazl, { type ZipFile } from 'yazl';
import type { DateRange, Language } from '@app/contracts/invoice';
import { exportPeriodOf, type ExportPeriod } from './export-period.js';
import { ExportRepository, type ExportFile, type FilesPosition } from './export.repository.js';
import { CSV_BOM, csvLine } from './ledger-csv.js';
import { LEDGER_LABELS } from './ledger-labels.js';
import { ledgerRow, netColumnsOf, type LedgerRow, type NetColumn } from './ledger-row.js';
import { ledgerCells, ledgerHeaders } from './ledger-table.js';
import { writeLedgerXlsx } from './ledger-xlsx.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { VatReturnService } from '../vat-return/vat-return.service.js';
import { vatReturnCsv } from './vat-return-csv.js';
import { ZipNames } from './zip-names.js';

/** The VAT return's figures of the period, beside the ledger. */
const VAT_RETURN_ENTRY = 'vat-return.csv';

/** Copies per read: about 50 x (30 KB PDF + 8 KB UBL), the most the export holds at once. */
export const FILES_PAGE = 50;
/** Ledger rows per read: metadata and the document's jsonb, no bytes. */
export const LEDGER_PAGE = 500;
/** What the ZIP adds beyond the files: headers per entry, the ledgers (an estimate). */
const ALLOWANCE_PER_DOCUMENT = 1_024;
const ALLOWANCE = 16_384;

export type AccountantExportSummary = { documents: number; bytes: number };

/** A download under way: the ZIP as it is written, and a way to stop it (the client left). */
export type AccountantExport = { fileName: string; stream: Readable; cancel: () => void };

/**
 * The accountant's export (docs/exports.md): a ZIP of the period's issued PDFs and UBLs as
 * archived, and the ledger as CSV and XLSX, written while it is sent. Every file is added
 * lazily (yazl asks for it when the ZIP reaches it) and the next page of copies is read only
 * once the last of this page went out, so memory stays flat however large the period.
 */
@Injectable()
export class AccountantExportService {
  private readonly logger = new Logger(AccountantExportService.name);

  constructor(
    private readonly repository: ExportRepository,
    private readonly vatReturns: VatReturnService,
  ) {}

  async summary(ownerId: string, periodText: string): Promise<AccountantExportSummary> {
    const { range } = exportPeriodOf(periodText);
    const { documents, bytes } = await this.repository.summary(ownerId, range);
    return {
      documents,
      bytes: documents === 0 ? 0 : bytes + documents * ALLOWANCE_PER_DOCUMENT + ALLOWANCE,
    };
  }

  open(ownerId: string, periodText: string, language: Language): AccountantExport {
    const period = exportPeriodOf(periodText);
    const zip = new yazl.ZipFile();
    const out = zip.outputStream;
    const closed = once(out, 'close').then(
      () => undefined,
      () => undefined,
    );
    const fail = (error: unknown) => {
      if (out.destroyed) return;
      this.logger.error(`The accountant's export of ${period.name} failed: ${String(error)}`);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    };
    zip.on('error', fail);
    const writing = { zip, out, closed, fail, ownerId, period, language };
    this.write(writing).catch(fail);
    return {
      fileName: `accountant-${period.name}.zip`,
      stream: out,
      cancel: () => out.destroy(),
    };
  }

  private async write(w: Writing): Promise<void> {
    const names = new ZipNames();
    let after: FilesPosition | null = null;
    for (;;) {
      const page: ExportFile[] = await this.repository.filesPage(
        w.ownerId,
        w.period.range,
        after,
        FILES_PAGE,
      );
      const taken = page.flatMap((file) => this.addFiles(w, names, file));
      // The page's last file reached means the ones before it went out (yazl writes in order).
      if (taken.length > 0) await Promise.race([taken.at(-1), w.closed]);
      if (w.out.destroyed) return;
      if (page.length < FILES_PAGE) break;
      after = { issueDate: page.at(-1)!.issueDate, id: page.at(-1)!.id };
    }
    const columns = await this.netColumns(w.ownerId, w.period.range);
    this.addLedgerCsv(w, columns);
    this.addLedgerXlsx(w, columns);
    const vatReturn = await this.vatReturnText(w);
    if (w.out.destroyed) return;
    if (vatReturn !== null)
      w.zip.addBuffer(Buffer.from(CSV_BOM + vatReturn, 'utf8'), VAT_RETURN_ENTRY);
    w.zip.end();
  }

  /** The period's VAT return figures, as GET /api/vat-return has them; none outside NL and BE. */
  private async vatReturnText(w: Writing): Promise<string | null> {
    try {
      return vatReturnCsv(await this.vatReturns.figures(w.ownerId, w.period.period), w.language);
    } catch (error) {
      if (error instanceof DomainException && error.code === 'VAT_RETURN_COUNTRY') return null;
      throw error;
    }
  }

  /** A copy's PDF (stored: a PDF is compressed already) and UBL (deflated, XML shrinks well). */
  private addFiles(w: Writing, names: ZipNames, file: ExportFile): Promise<void>[] {
    const marks = { deleted: file.deletedAt !== null, superseded: file.superseded };
    const [pdfName, xmlName] = names.claim(file.invoiceNumber, marks, ['pdf', 'xml']);
    const { pdf, ubl, issuedAt } = file;
    const taken = [addLazily(w.zip, pdfName!, handOver(pdf), pdf.length, false, issuedAt)];
    if (ubl !== null) {
      taken.push(addLazily(w.zip, xmlName!, handOver(ubl), ubl.length, true, issuedAt));
    }
    return taken;
  }

  /** One pass over the period, keeping only the category/rate pairs its documents use. */
  private async netColumns(ownerId: string, range: DateRange): Promise<NetColumn[]> {
    const seen: NetColumn[] = [];
    for await (const rows of this.ledgerPages(ownerId, range)) {
      for (const row of rows) {
        for (const entry of row.amounts?.byColumn.values() ?? []) seen.push(entry.column);
      }
      seen.splice(0, seen.length, ...netColumnsOf(seen));
    }
    return netColumnsOf(seen);
  }

  private async *ledgerPages(ownerId: string, range: DateRange): AsyncGenerator<LedgerRow[]> {
    let after: { date: string; key: string } | null = null;
    for (;;) {
      const page = await this.repository.ledgerPage(ownerId, range, after, LEDGER_PAGE);
      yield page.map(ledgerRow);
      if (page.length < LEDGER_PAGE) return;
      after = { date: page.at(-1)!.date, key: page.at(-1)!.key };
    }
  }

  private async *cellPages(w: Writing, columns: readonly NetColumn[]) {
    for await (const rows of this.ledgerPages(w.ownerId, w.period.range)) {
      yield rows.map((row) => ledgerCells(row, columns, w.language));
    }
  }

  /** Read from the database when the ZIP reaches it, a page at a time, as the client reads. */
  private addLedgerCsv(w: Writing, columns: readonly NetColumn[]): void {
    const lines = async function* (pages: AsyncIterable<ReturnType<typeof ledgerCells>[]>) {
      yield CSV_BOM + csvLine(ledgerHeaders(columns, w.language));
      for await (const rows of pages) yield rows.map(csvLine).join('');
    };
    w.zip.addReadStreamLazy('ledger.csv', { compress: true }, (give) => {
      const stream = Readable.from(lines(this.cellPages(w, columns)), { objectMode: false });
      stream.on('error', w.fail);
      give(null, stream);
    });
  }

  /** An XLSX is a ZIP already: stored, not deflated a second time. */
  private addLedgerXlsx(w: Writing, columns: readonly NetColumn[]): void {
    w.zip.addReadStreamLazy('ledger.xlsx', { compress: false }, (give) => {
      const stream = new PassThrough();
      stream.on('error', w.fail);
      const headers = ledgerHeaders(columns, w.language);
      const sheet = LEDGER_LABELS[w.language].sheet;
      writeLedgerXlsx(stream, headers, this.cellPages(w, columns), sheet).catch((error: unknown) =>
        stream.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      give(null, stream);
    });
  }
}

type Writing = {
  zip: ZipFile;
  out: Readable;
  closed: Promise<void>;
  fail: (error: unknown) => void;
  ownerId: string;
  period: ExportPeriod;
  language: Language;
};

/**
 * The bytes, once: yazl keeps every entry (with the callback that reads it) until the central
 * directory is written at the end, so what the callback holds must be let go when handed
 * over, or the whole period would stay in memory. Only `held` is captured, never `bytes`.
 */
const handOver = (bytes: Buffer): (() => Buffer) => {
  let held: Buffer | null = bytes;
  return () => {
    const data = held ?? Buffer.alloc(0);
    held = null;
    return data;
  };
};

/** Adds a file as `name`; resolves when the ZIP starts writing it. */
const addLazily = (
  zip: ZipFile,
  name: string,
  take: () => Buffer,
  size: number,
  compress: boolean,
  mtime: Date,
): Promise<void> =>
  new Promise((taken) => {
    zip.addReadStreamLazy(name, { compress, size, mtime }, (give) => {
      taken();
      give(null, Readable.from([take()], { objectMode: false }));
    });
  });
