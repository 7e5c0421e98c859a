import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import type { CountryCode, Invoice } from '@app/contracts/invoice';
import { renderInvoiceEmail } from './email/render-invoice-email.js';
import { invoicePdfFileName, renderInvoicePdf } from './pdf/render-invoice-pdf.js';
import { pdfText, testFonts } from './testing/pdf-text.js';
import { BELGIAN_BV, BELGIAN_CUSTOMER } from './testing/sample-vat-law.js';
import { line, readyInvoice } from './testing/sample-ubl.js';
import { invoiceUblFileName } from './ubl/render-invoice-ubl.js';

/**
 * The Dutch documents a customer receives, kept as approved texts that a native reader has read
 * (docs/documents.md, "Approved texts"): a change in wording shows here as a diff to review.
 * `UPDATE_APPROVED=1` rewrites them from the renderer; read the diff before committing it.
 */
const APPROVED = path.join(path.dirname(fileURLToPath(import.meta.url)), 'approved');
const UPDATE = process.env.UPDATE_APPROVED === '1';

/** The default message the editor proposes in Dutch (part of the e-mail a customer reads). */
const message = (number: string): string =>
  `Beste klant,\n\nHierbij ontvangt u factuur ${number}.\n\nMet vriendelijke groet,`;

const dutchStudio: Invoice['sender'] = {
  company: 'Studio Vos',
  legalForm: 'B.V.',
  address: 'Keizersgracht 1',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  vatNumber: 'NL004495445B01',
  kvkNumber: '12345678',
};

const dutchCustomer: Invoice['recipient'] = {
  company: 'Bakkerij De Molen B.V.',
  contactName: 'Jan de Vries',
  address: 'Damrak 2',
  postalCode: '1012 LG',
  city: 'Amsterdam',
  email: 'jan@demolen.example',
  additionalInfo: '',
  vatNumber: 'NL123456789B01',
  kvkNumber: '87654321',
};

const belgianCustomer: Invoice['recipient'] = {
  ...BELGIAN_CUSTOMER,
  company: 'Drukkerij Peeters NV',
  contactName: 'An Peeters',
  email: 'an@peeters.example',
  additionalInfo: '',
};

const bank = (iban: string, bic: string, accountName: string): Invoice['paymentMethods'] => {
  const methods = readyInvoice().paymentMethods;
  return {
    ...methods,
    bank: { enabled: true, iban, bic, accountName },
    mollie: { ...methods.mollie, enabled: true },
  };
};

type Case = { invoice: Invoice; country: CountryCode };

const invoiceOf = (overrides: Partial<Invoice>): Invoice =>
  readyInvoice({
    invoiceNumber: 'F-2026-0042',
    notes: 'Bedankt voor uw opdracht!',
    emailMessage: message('F-2026-0042'),
    discount: { type: 'none', value: '0' },
    ...overrides,
  });

const CASES: Record<string, Case> = {
  // Services to a business in another EU country: reverse charge, the customer's number Belgian.
  'nl-sender-be-customer': {
    country: 'NL',
    invoice: invoiceOf({
      sender: dutchStudio,
      recipient: belgianCustomer,
      items: [
        line('a', '1200,00', '0', {
          vatCategory: 'reverse_charge',
          description: 'Ontwerp huisstijl',
        }),
      ],
      paymentMethods: bank('NL91ABNA0417164300', 'ABNANL2A', 'Studio Vos B.V.'),
    }),
  },
  'be-sender-nl-customer': {
    country: 'BE',
    invoice: invoiceOf({
      sender: BELGIAN_BV,
      recipient: dutchCustomer,
      items: [
        line('a', '800,00', '0', { vatCategory: 'reverse_charge', description: 'Vertaalwerk' }),
      ],
      paymentMethods: bank('BE68539007547034', 'GKCCBEBB', 'Voorbeeld BV'),
    }),
  },
  'be-sender-be-customer': {
    country: 'BE',
    invoice: invoiceOf({
      sender: BELGIAN_BV,
      recipient: belgianCustomer,
      items: [
        line('a', '100,00', '21', { description: 'Fotografie' }),
        line('b', '50,00', '6', { description: 'Afdrukken' }),
      ],
      paymentMethods: bank('BE68539007547034', 'GKCCBEBB', 'Voorbeeld BV'),
    }),
  },
};

const rendered = async ({ invoice, country }: Case): Promise<Record<string, string>> => {
  const options = { language: 'nl', paymentBaseUrl: 'https://pay.example', country } as const;
  const email = renderInvoiceEmail(invoice, options);
  const reminder = renderInvoiceEmail(invoice, { ...options, kind: 'reminder' });
  const pdf = await renderInvoicePdf(invoice, { ...options, fonts: testFonts });
  const subject = (text: string) => `Onderwerp: ${text}\n\n`;
  return {
    'email.txt': subject(email.subject) + email.text,
    // .txt: the HTML source byte for byte, which a formatter must not reflow.
    'email-html.txt': `${email.html}\n`,
    'reminder.txt': subject(reminder.subject) + reminder.text,
    'pdf.txt': `${(await pdfText(pdf)).join('\n\f\n')}\n`,
  };
};

/** Whole words only: "je" and "jouw", not "jeugd" or "bijenkorf". */
const INFORMAL = /(?<![\p{L}\p{N}])(je|jij|jouw|jullie)(?![\p{L}\p{N}])/giu;

describe('the approved Dutch documents', () => {
  it.each(Object.keys(CASES))('%s reads as approved', async (name) => {
    const texts = await rendered(CASES[name]);
    for (const [kind, text] of Object.entries(texts)) {
      const file = path.join(APPROVED, `${name}.${kind}`);
      if (UPDATE) {
        mkdirSync(APPROVED, { recursive: true });
        writeFileSync(file, text);
      }
      const approved = existsSync(file) ? readFileSync(file, 'utf8') : 'no approved text yet';
      expect({ file, text }).toEqual({ file, text: approved });
      // A customer is addressed as "u", everywhere.
      expect(text.match(INFORMAL)).toBeNull();
    }
  });

  it('speaks Belgian Dutch for a Belgian sender only, each party numbered by its own country', async () => {
    const dutch = await rendered(CASES['nl-sender-be-customer']);
    const belgianToDutch = await rendered(CASES['be-sender-nl-customer']);
    const belgian = await rendered(CASES['be-sender-be-customer']);
    expect(dutch['pdf.txt']).toMatch(/Vervaldatum: 19-03-2026/);
    expect(dutch['pdf.txt']).toContain('Vermeld bij betaling: F-2026-0042');
    expect(dutch['pdf.txt']).toContain('KvK-nummer: 12345678');
    expect(dutch['pdf.txt']).toContain('Ondernemingsnummer: 0403.170.701');
    for (const texts of [belgianToDutch, belgian]) {
      expect(texts['pdf.txt']).toMatch(/Vervaldag: 19\/03\/2026/);
      expect(texts['pdf.txt']).toContain('Ondernemingsnummer: 0403019261');
      expect(texts['email.txt']).toContain('Mededeling: ');
      expect(texts['email.txt']).toContain('Op naam van: Voorbeeld BV');
      expect(texts['reminder.txt']).toContain('met vervaldag 19/03/2026');
      expect(texts['pdf.txt']).not.toMatch(/Vervaldatum|\d{2}-\d{2}-\d{4}/);
    }
    expect(belgianToDutch['pdf.txt']).toContain('KvK-nummer: 87654321');
  });

  it('names the attachments in the document’s language', () => {
    const { invoice } = CASES['nl-sender-be-customer'];
    expect(invoicePdfFileName(invoice, 'nl')).toBe('factuur_F-2026-0042.pdf');
    expect(invoiceUblFileName(invoice, 'nl')).toBe('factuur_F-2026-0042.xml');
    expect(invoicePdfFileName({ invoiceNumber: '' }, 'nl')).toBe('factuur_concept.pdf');
    const credit = { invoiceNumber: 'CN-1', documentType: 'credit_note' } as const;
    expect(invoicePdfFileName(credit, 'nl')).toBe('creditnota_CN-1.pdf');
    expect(invoicePdfFileName(invoice, 'en')).toBe('invoice_F-2026-0042.pdf');
  });
});
