import { describe, expect, it } from '@jest/globals';
import type { Language } from '@app/contracts/invoice';
import { formatCreditorReference, creditorReference, mandatoryTexts } from '@app/contracts/vat';
import { renderInvoiceEmail } from './email/render-invoice-email.js';
import { escapeHtml } from './email/escape.js';
import { invoiceView } from './invoice-view.js';
import { renderInvoicePdf } from './pdf/render-invoice-pdf.js';
import { pdfText, testFonts } from './testing/pdf-text.js';
import { sampleInvoice } from './testing/sample-invoice.js';
import { VAT_LAW_CASES, type VatLawCaseName } from './testing/sample-vat-law.js';
import { documentVatContext } from './vat-context.js';

const LANGUAGES: Language[] = ['en', 'nl'];

/** Every case whose lines make the law ask for a text. */
const CASES = (Object.keys(VAT_LAW_CASES) as VatLawCaseName[]).filter(
  (name) => name !== 'a Belgian invoice with a structured reference',
);

const oneLine = (text: string): string => text.replace(/\s+/g, ' ');

const pdfOf = async (name: VatLawCaseName, language: Language): Promise<string> => {
  const { invoice, country } = VAT_LAW_CASES[name];
  return oneLine(
    (await pdfText(await renderInvoicePdf(invoice, { language, fonts: testFonts, country }))).join(
      ' ',
    ),
  );
};

describe('the law’s texts on the PDF and in the e-mail', () => {
  describe.each(CASES)('%s', (name) => {
    const { invoice, country } = VAT_LAW_CASES[name];
    const seller = documentVatContext(invoice, country).sellerCountry;

    it.each(LANGUAGES)(
      'prints each text once on the PDF, in the invoice language (%s)',
      async (language) => {
        const texts = mandatoryTexts(invoice, seller, language).map(({ text }) => text);
        expect(texts).not.toEqual([]);
        const pdf = await pdfOf(name, language);
        for (const text of texts) expect(pdf.split(text)).toHaveLength(2);
      },
    );

    it.each(LANGUAGES)('writes each text in both parts of the e-mail (%s)', (language) => {
      const texts = mandatoryTexts(invoice, seller, language).map(({ text }) => text);
      const email = renderInvoiceEmail(invoice, { language, country });
      for (const text of texts) {
        expect(email.text).toContain(text);
        expect(email.html).toContain(escapeHtml(text));
      }
    });
  });

  it('prints the Dutch texts on a Dutch invoice and the English ones on an English one', async () => {
    const nl = await pdfOf('services from the Netherlands to a Belgian business', 'nl');
    const en = await pdfOf('services from the Netherlands to a Belgian business', 'en');
    expect(nl).toContain('Btw verlegd');
    expect(nl).not.toContain('Reverse charge');
    expect(en).toContain('Reverse charge');
    expect(en).not.toContain('Btw verlegd');
  });

  it('prints nothing of the kind on an invoice that charges VAT on every line', async () => {
    const invoice = sampleInvoice(2);
    expect(invoiceView(invoice, 'nl').legalNotices).toEqual([]);
    const email = renderInvoiceEmail(invoice, { language: 'nl' });
    expect(email.text).not.toMatch(/vrijgesteld|verlegd/i);
  });
});

describe('the totals per VAT category', () => {
  it('keeps a standard-rated invoice’s totals as they were', () => {
    const invoice = sampleInvoice(2);
    expect(invoiceView(invoice, 'en').totalLines.map(({ label }) => label)).toEqual([
      'Subtotal',
      'Discount',
      'VAT 21%',
      'VAT 9%',
      'Total',
    ]);
  });

  it.each<[VatLawCaseName, Language, string[]]>([
    ['a Dutch small business (KOR)', 'nl', ['Btw 0% vrijgesteld']],
    ['reverse charge within the Netherlands', 'nl', ['Btw 21%', 'Btw 0% verlegd']],
    ['reverse charge within the Netherlands', 'en', ['VAT 21%', 'VAT 0% reverse charge']],
    ['an intra-EU supply of goods', 'en', ['VAT 0% intra-EU']],
    ['an intra-EU supply of goods', 'nl', ['Btw 0% intracommunautair']],
    ['an export outside the EU', 'en', ['VAT 21%', 'VAT 0% export']],
    ['exempt lines for two different reasons', 'en', ['VAT 21%', 'VAT 0% exempt']],
  ])('%s (%s): %j', async (name, language, labels) => {
    const { invoice, country } = VAT_LAW_CASES[name];
    const lines = invoiceView(invoice, language, undefined, country).totalLines;
    expect(lines.map(({ label }) => label).filter((label) => /^(VAT|Btw) /.test(label))).toEqual(
      labels,
    );
    const pdf = await pdfOf(name, language);
    for (const label of labels) expect(pdf).toContain(label);
  });
});

describe('the seller’s legal details', () => {
  it('prints a Belgian company’s legal form, enterprise number and register', async () => {
    const pdf = await pdfOf('a Belgian small business (franchise)', 'nl');
    expect(pdf).toContain('Voorbeeld BV');
    expect(pdf).toContain('Ondernemingsnummer: 0403019261');
    expect(pdf).toContain('RPR Gent, afdeling Gent');
    const en = await pdfOf('a Belgian small business (franchise)', 'en');
    expect(en).toContain('Enterprise number: 0403019261');
  });

  it('prints a Dutch company’s KvK number as before, and its legal form once', () => {
    const invoice = sampleInvoice(1, {
      sender: { ...sampleInvoice(0).sender, company: 'Studio Vos B.V.', legalForm: 'B.V.' },
    });
    const { sender } = invoiceView(invoice, 'nl');
    expect(sender.company).toBe('Studio Vos B.V.');
    expect(sender.lines).toContain('KvK-nummer: 12345678');
    const named = invoiceView(
      { ...invoice, sender: { ...invoice.sender, company: 'Studio Vos' } },
      'nl',
    );
    expect(named.sender.company).toBe('Studio Vos B.V.');
  });
});

describe('the payment reference', () => {
  it('prints an RF reference in groups of four on the PDF and in the e-mail', async () => {
    const reference = creditorReference('INV-2026-0042') ?? '';
    const printed = formatCreditorReference(reference);
    expect(printed).toMatch(/^RF\d{2}( [A-Z0-9]{1,4})+$/);
    const invoice = sampleInvoice(2, { paymentReference: reference });
    const pdf = oneLine(
      (await pdfText(await renderInvoicePdf(invoice, { language: 'en', fonts: testFonts }))).join(
        ' ',
      ),
    );
    expect(pdf).toContain(`Reference: ${printed}`);
    const email = renderInvoiceEmail(invoice, { language: 'nl' });
    expect(email.text).toContain(`Vermeld bij betaling: ${printed}`);
    expect(email.text).not.toContain('Vermeld bij betaling: INV-2026-0042');
  });

  it('prints the invoice number where the invoice has no reference of its own', () => {
    const email = renderInvoiceEmail(sampleInvoice(2), { language: 'en' });
    expect(email.text).toContain('Reference: INV-2026-0042');
  });
});
