import { PDFDocument } from 'pdf-lib';
import type { CreditedAmount, Invoice, Language } from '@app/contracts/invoice';
import { invoiceView, type InvoiceView } from '../invoice-view.js';
import { documentTitle } from '../document-title.js';
import { documentLabel } from '../labels.js';
import type { Block } from './block.js';
import { createCanvas, createTypesetter, type Typesetter } from './canvas.js';
import { closingBlocks } from './closing.js';
import { useFastDeflate } from './fast-deflate.js';
import { sharedPdfFontCache, type PdfFontCache } from './font-cache.js';
import { rememberFontObjects } from './font-objects.js';
import { BOTTOM_LIMIT, CONTENT_TOP, PAGE, SIZE } from './geometry.js';
import { continuationHeader, firstPageHeader } from './header.js';
import { embedLogo, type LogoInput } from './logo.js';
import { paginate } from './paginate.js';
import { timed, timedAsync } from './phases.js';
import { linesThatFit, rowBlocks, tableHeader } from './table.js';

export type InvoicePdfOptions = {
  /**
   * The invoice language: labels, dates and money follow it, not the interface language (and
   * for Dutch the sender's country: a Belgian sender's documents speak Belgian Dutch).
   */
  language: Language;
  /** DejaVu Sans regular and bold TTF bytes; reuse the same arrays so the parsed fonts are cached. */
  fonts: { regular: Uint8Array; bold: Uint8Array };
  /** PNG or JPEG only; other logo formats must be converted by the caller or left out. */
  logo?: LogoInput;
  /** Origin of the public status page, e.g. https://example.com: the Mollie pay link. */
  paymentBaseUrl?: string;
  /**
   * The seller's country from the user's settings ('NL' when absent), for when the sender's VAT
   * number and postcode do not tell it: a Belgian credit note carries a legal sentence.
   */
  country?: string;
  /**
   * The invoice's credit notes (their totals in cents): the payment QR code and the amount due
   * ask only for what they leave (docs/domain-rules.md). None: the whole total is asked for.
   */
  credits?: readonly CreditedAmount[];
  /** CreationDate and ModDate; defaults to the invoice date at 00:00 UTC so output is reproducible. */
  createdAt?: Date;
  fontCache?: PdfFontCache;
};

const PRODUCER = 'Invoicing documents (pdf-lib)';
/** Used when the invoice date cannot be read, so a document is still reproducible. */
const FALLBACK_DATE = new Date(Date.UTC(2000, 0, 1));

const documentDate = (invoice: Invoice, createdAt: Date | undefined): Date => {
  if (createdAt !== undefined) return createdAt;
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(invoice.date)
    ? new Date(`${invoice.date}T00:00:00Z`)
    : null;
  return parsed !== null && !Number.isNaN(parsed.getTime()) ? parsed : FALLBACK_DATE;
};

type FileNamed = Pick<Invoice, 'invoiceNumber'> & Partial<Pick<Invoice, 'documentType'>>;

/** The words of a file name, in the document's language: a Dutch e-mail carries factuur_….pdf. */
const FILE_WORDS: Record<Language, { invoice: string; creditNote: string; draft: string }> = {
  en: { invoice: 'invoice', creditNote: 'credit-note', draft: 'draft' },
  nl: { invoice: 'factuur', creditNote: 'creditnota', draft: 'concept' },
};

/**
 * `invoice_{invoiceNumber or draft}.{extension}`, `credit-note_…` for a credit note, so the
 * customer's download folder tells the two apart (`factuur_…`, `creditnota_…` in Dutch);
 * characters a file system rejects become '_'. `language`: the document's, English when absent.
 */
export const invoiceFileName = (
  invoice: FileNamed,
  extension: 'pdf' | 'xml',
  language: Language = 'en',
): string => {
  // eslint-disable-next-line no-control-regex -- control characters are what must go
  const number = invoice.invoiceNumber.trim().replace(/[\\/:*?"<>|\u0000-\u001F]/g, '_');
  const words = FILE_WORDS[language];
  const kind = invoice.documentType === 'credit_note' ? words.creditNote : words.invoice;
  return `${kind}_${number === '' ? words.draft : number}.${extension}`;
};

export const invoicePdfFileName = (invoice: FileNamed, language: Language = 'en'): string =>
  invoiceFileName(invoice, 'pdf', language);

const drawPages = (pdf: PDFDocument, type: Typesetter, view: InvoiceView, header: Block): void =>
  timed('layout', () => {
    const continuation = continuationHeader(type, view);
    const tableHead = tableHeader(type, view.locale);
    const laterPageHeight = CONTENT_TOP - BOTTOM_LIMIT - continuation.height;
    const rows = rowBlocks(type, view.rows, linesThatFit(laterPageHeight - tableHead.height));
    const closing = closingBlocks(type, view);
    const plan = paginate({
      rowHeights: rows.map((row) => row.height),
      blockHeights: closing.map((block) => block.height),
      firstPageHeight: CONTENT_TOP - BOTTOM_LIMIT - header.height,
      laterPageHeight,
      tableHeaderHeight: tableHead.height,
    });
    plan.forEach((pagePlan, pageIndex) => {
      const canvas = createCanvas(pdf.addPage([PAGE.width, PAGE.height]), type);
      const pageHeader = pageIndex === 0 ? header : continuation;
      let top = CONTENT_TOP;
      const place = (block: Block): void => {
        block.draw(canvas, top);
        top -= block.height;
      };
      place(pageHeader);
      if (pagePlan.rows.length > 0) place(tableHead);
      pagePlan.rows.forEach((index) => place(rows[index]));
      pagePlan.blocks.forEach((index) => place(closing[index]));
      if (plan.length > 1) {
        const footer = documentLabel(view.locale, 'pageOf', {
          page: pageIndex + 1,
          pages: plan.length,
        });
        canvas.text(footer, PAGE.width - PAGE.right, PAGE.bottom + 2, {
          size: SIZE.small,
          colour: 'muted',
          align: 'right',
        });
      }
      canvas.finish();
    });
  });

/**
 * The invoice as the customer receives it, drawn directly with pdf-lib: the same bytes in the
 * browser and on the server for the same input (fixed dates and producer, no random ids).
 */
export const renderInvoicePdf = async (
  invoice: Invoice,
  options: InvoicePdfOptions,
): Promise<Uint8Array> => {
  const view = timed('layout', () =>
    invoiceView(
      invoice,
      options.language,
      options.paymentBaseUrl,
      options.country,
      options.credits,
    ),
  );
  const pdf = await PDFDocument.create({ updateMetadata: false });
  useFastDeflate(pdf);
  const { fontkit } = options.fontCache ?? sharedPdfFontCache;
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await timedAsync('fonts', () =>
    Promise.all([
      pdf.embedFont(options.fonts.regular, { subset: true }),
      pdf.embedFont(options.fonts.bold, { subset: true }),
    ]),
  );
  rememberFontObjects(regular);
  rememberFontObjects(bold);
  // The cache's parsed fonts, the ones pdf-lib just embedded (parsed once per byte array).
  const type = createTypesetter(
    { regular, bold },
    { regular: fontkit.create(options.fonts.regular), bold: fontkit.create(options.fonts.bold) },
  );
  const date = documentDate(invoice, options.createdAt);
  pdf.setTitle(documentTitle(view));
  if (view.sender.company !== null) pdf.setAuthor(view.sender.company);
  pdf.setLanguage(view.locale);
  pdf.setProducer(PRODUCER);
  pdf.setCreator(PRODUCER);
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const logo = await embedLogo(pdf, options.logo);
  drawPages(
    pdf,
    type,
    view,
    timed('layout', () => firstPageHeader(type, view, logo)),
  );
  // pdf-lib yields to the event loop every 50 objects by default, which costs more than the
  // whole serialisation of an invoice; a document this small is written in one go. Object
  // streams would be compressed again at zlib's slow default level: a classic cross-reference
  // table is a tenth faster for about 3 KB more.
  return timedAsync('serialisation', () =>
    pdf.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false }),
  );
};
