import { describe, expect, it } from '@jest/globals';
import {
  computeLineAmount,
  computeTotals,
  formatMoney,
  type Language,
} from '@app/contracts/invoice';
import { BELGIAN_SENDER, sampleCreditNote } from '../testing/sample-credit-note.js';
import { pdfLinks, pdfText, testFonts as fonts } from '../testing/pdf-text.js';
import { sampleInvoice } from '../testing/sample-invoice.js';
import { invoicePdfFileName, renderInvoicePdf } from './render-invoice-pdf.js';

const oneLine = (pages: string[]): string => pages.join(' ').replace(/\s+/g, ' ');

const textOf = async (
  invoice: Parameters<typeof renderInvoicePdf>[0],
  language: Language,
  country?: string,
): Promise<string> =>
  oneLine(
    await pdfText(
      await renderInvoicePdf(invoice, {
        language,
        fonts,
        paymentBaseUrl: 'https://pay.example',
        ...(country === undefined ? {} : { country }),
      }),
    ),
  );

const BELGIAN_NL =
  'BTW terug te storten aan de Staat in de mate waarin ze oorspronkelijk in aftrek werd gebracht';
const BELGIAN_EN = 'VAT to be repaid to the State to the extent that it was originally deducted';

describe('renderInvoicePdf: a credit note', () => {
  it.each([
    {
      language: 'en' as const,
      title: 'Credit note',
      number: 'Credit note number: CN-2026-0001',
      date: 'Credit note date: 04/02/2026',
      reference: 'Credit note for invoice INV-2026-0042 of 03/05/2026',
      absent: ['Invoice number', 'Due date', 'Terms', 'Payment details', 'IBAN', 'Pay online'],
    },
    {
      language: 'nl' as const,
      title: 'Creditnota',
      number: 'Creditnotanummer: CN-2026-0001',
      date: 'Creditnotadatum: 02-04-2026',
      reference: 'Creditnota bij factuur INV-2026-0042 van 05-03-2026',
      absent: ['Factuurnummer', 'Vervaldatum', 'Betalingstermijn', 'Betaalgegevens', 'IBAN'],
    },
  ])(
    'is titled and numbered as a credit note and names the invoice it corrects ($language)',
    async (expected) => {
      const text = await textOf(sampleCreditNote(3), expected.language);
      expect(text.startsWith(`${expected.title} `)).toBe(true);
      expect(text).toContain(expected.number);
      expect(text).toContain(expected.date);
      expect(text).toContain(expected.reference);
      for (const absent of expected.absent) expect(text).not.toContain(absent);
    },
  );

  it.each<Language>(['en', 'nl'])(
    'prints its positive stored amounts negative, lines and totals alike (%s)',
    async (language) => {
      const creditNote = sampleCreditNote(3);
      const text = await textOf(creditNote, language);
      const totals = computeTotals(creditNote);
      expect(totals.total).toBeGreaterThan(0);
      expect(text).toContain(formatMoney(-computeLineAmount(creditNote.items[0]), language));
      expect(text).toContain(formatMoney(-totals.subtotal, language));
      // The discount lowers what is credited: it reads positive against the negative subtotal.
      expect(text).toContain(
        `${language === 'en' ? 'Discount' : 'Korting'} ${formatMoney(totals.discountAmount, language)}`,
      );
      totals.vatBreakdown
        .filter((line) => line.vat > 0)
        .forEach((line) => expect(text).toContain(formatMoney(-line.vat, language)));
      expect(text).toContain(
        `${language === 'en' ? 'Total' : 'Totaal'} ${formatMoney(-totals.total, language)}`,
      );
    },
  );

  it('asks for no payment: no pay link, no bank details, no payment QR code', async () => {
    const bytes = await renderInvoicePdf(sampleCreditNote(1), {
      language: 'en',
      fonts,
      paymentBaseUrl: 'https://pay.example',
    });
    const text = oneLine(await pdfText(bytes));
    expect(await pdfLinks(bytes)).toEqual([]);
    expect(text).not.toContain('https://pay.example');
    expect(text).not.toContain('Scan to pay');
    expect(text).not.toContain('NL91 ABNA 0417 1643 00');
    // The same content as an invoice asks for all three.
    const invoice = oneLine(
      await pdfText(
        await renderInvoicePdf(sampleInvoice(1), {
          language: 'en',
          fonts,
          paymentBaseUrl: 'https://pay.example',
        }),
      ),
    );
    expect(invoice).toContain('Scan to pay');
    expect(invoice).toContain('IBAN: NL91 ABNA 0417 1643 00');
  });

  it.each([
    { language: 'nl' as const, sentence: BELGIAN_NL },
    { language: 'en' as const, sentence: BELGIAN_EN },
  ])(
    'carries the Belgian sentence on VAT to be repaid for a Belgian seller ($language)',
    async ({ language, sentence }) => {
      const text = await textOf(sampleCreditNote(2, { sender: BELGIAN_SENDER }), language);
      expect(text).toContain(sentence);
    },
  );

  it('takes a seller without VAT number or Dutch postcode as Belgian from the settings country', async () => {
    const sender = { ...BELGIAN_SENDER, vatNumber: '' };
    expect(await textOf(sampleCreditNote(1, { sender }), 'nl', 'BE')).toContain(BELGIAN_NL);
    expect(await textOf(sampleCreditNote(1, { sender }), 'nl', 'NL')).not.toContain(BELGIAN_NL);
  });

  it("leaves the Belgian sentence off a Dutch seller's credit note and a Belgian invoice", async () => {
    for (const language of ['en', 'nl'] as const) {
      const dutch = await textOf(sampleCreditNote(2), language, 'BE');
      expect(dutch).not.toContain(BELGIAN_NL);
      expect(dutch).not.toContain(BELGIAN_EN);
    }
    const belgianInvoice = await textOf(sampleInvoice(2, { sender: BELGIAN_SENDER }), 'nl', 'BE');
    expect(belgianInvoice).not.toContain(BELGIAN_NL);
  });

  it('repeats "Credit note … (continued)" on later pages', async () => {
    const pages = await pdfText(
      await renderInvoicePdf(sampleCreditNote(20), { language: 'nl', fonts }),
    );
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Creditnota CN-2026-0001 (vervolg)');
  });

  it('names the file after the credit note', () => {
    expect(invoicePdfFileName(sampleCreditNote(1))).toBe('credit-note_CN-2026-0001.pdf');
    expect(invoicePdfFileName({ invoiceNumber: '', documentType: 'credit_note' })).toBe(
      'credit-note_draft.pdf',
    );
  });
});
