// Issue 32's journey ("Done when", second and third bullets), in both languages and both window
// sizes: a Dutch KOR seller, a Belgian franchise seller, a reverse-charge and an intra-EU
// invoice, each issued with the law's text on the PDF; reverse charge and intra-EU refused with a
// clear message while the customer's VAT number is missing, the VIES stand-in's answer filling
// the recipient; the Belgian structured reference the same in the PDF text, its QR code (decoded
// from the rendered page) and the UBL.
import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { legalText, structuredReferenceDigits, type LegalTextId } from '@app/contracts/vat';
import { scanPdfQrCode } from '../../../contracts/src/documents/testing/scan-pdf-qr.js';
import { ruleFindings } from '../../../contracts/src/documents/testing/ubl-rules.js';
import { accessTokenOf, newAccount } from '../support/accounts.js';
import { appErrorsOf, useBrowser } from '../support/browser.js';
import {
  cloudSynced,
  fillLines,
  fillParty,
  openSignedInEditor,
  save,
  savedInvoiceId as idOf,
} from '../support/editor.js';
import { exportPdf, pdfText } from '../support/pdf-content.js';

type Language = 'en' | 'nl';

const JOURNEYS = [
  { language: 'en' as Language, path: '/', viewport: { width: 1280, height: 800 } },
  { language: 'nl' as Language, path: '/nl', viewport: { width: 390, height: 844 } },
];

const MISSING_CUSTOMER_VAT = {
  en: "Reverse charge and intra-EU supplies need the customer's VAT number",
  nl: 'btw-nummer van de klant',
} as const;

/** What the VIES stand-in knows of this Belgian number (backend/src/vies/vies-stand-in.ts). */
const VIES_KNOWN = { vatNumber: 'BE0123456749', company: 'Voorbeeld BV', city: 'Gent' };

const DUTCH_SELLER = {
  company: 'Jansen Design',
  address: 'Keizersgracht 1',
  postalCode: '1015 AA',
  city: 'Amsterdam',
  vatNumber: 'NL004495445B01',
  kvkNumber: '12345678',
};

const BELGIAN_SELLER = {
  company: 'Atelier Peeters',
  address: 'Veldstraat 10',
  postalCode: '9000',
  city: 'Gent',
  vatNumber: 'BE0417497106',
  kvkNumber: '0417497106',
};

const CUSTOMER = {
  company: 'Acme Studio',
  address: 'Oudegracht 10',
  postalCode: '3511 AB',
  city: 'Utrecht',
  email: 'billing@acme.example',
  kvkNumber: '87654321',
};

/** Country and VAT regime in the settings menu (before the window is made small). */
async function chooseSeller(page: Page, country: 'NL' | 'BE', regime: string): Promise<void> {
  await page.getByTestId('settings-button').click();
  await page.getByTestId('settings-country').selectOption(country);
  await page.getByTestId('settings-vat-regime').selectOption(regime);
  await page.getByTestId('settings-button').click();
}

async function ublOf(context: BrowserContext, page: Page, id: string): Promise<string> {
  const response = await page.request.get(`/api/invoices/${id}/ubl`, {
    headers: { Authorization: `Bearer ${await accessTokenOf(context, page)}` },
  });
  const body = await response.text();
  expect(`${response.status()} ${body.slice(0, 300)}`).toMatch(/^200 /);
  return body;
}

/** Bank transfer to this account: a Dutch e-invoice says how to pay (NL-R-007). */
async function offerBankTransfer(page: Page, name: string, iban: string): Promise<void> {
  await page.getByTestId('edit-paymentMethods').click();
  await page.getByTestId('bank-enabled').check();
  await page.getByTestId('bank-account-name').fill(name);
  await page.getByTestId('bank-iban-input').fill(iban);
  await page.getByTestId('bank-iban-input').press('Enter');
}

/** Tries to save; the editor refuses and names the missing customer VAT number. */
async function refusedForMissingVat(page: Page, language: Language): Promise<void> {
  await page.getByTestId('action-save').click();
  const alert = page.getByTestId('issue-problems');
  await alert.waitFor();
  await expect(alert.textContent()).resolves.toContain(MISSING_CUSTOMER_VAT[language]);
  await expect(page.getByTestId('saved-dialog').count()).resolves.toBe(0);
}

/** Enters the customer's VAT number; VIES (the stand-in) answers and its details fill the block. */
async function customerFromVies(page: Page): Promise<void> {
  await page.getByTestId('edit-recipient').click();
  await page.getByTestId('recipient-vatNumber').fill(VIES_KNOWN.vatNumber);
  await page.getByTestId('recipient-vatNumber').press('Tab');
  await page.locator('[data-testid=vies-status][data-status=valid]').waitFor({ timeout: 10000 });
  await page.getByTestId('vies-use-details').click();
  await expect(page.getByTestId('recipient-company').inputValue()).resolves.toBe(
    VIES_KNOWN.company,
  );
  await expect(page.getByTestId('recipient-city').inputValue()).resolves.toBe(VIES_KNOWN.city);
  await page.getByTestId('recipient-company').press('Enter');
  await page.getByTestId('edit-recipient').waitFor();
}

describe.each(JOURNEYS)(
  'VAT as the law writes it, in $language',
  ({ language, path, viewport }) => {
    const session = useBrowser({ acceptDownloads: true });
    const text = (id: LegalTextId) => legalText(id, language);

    const start = async (page: Page, label: string, country: 'NL' | 'BE', regime: string) => {
      await openSignedInEditor(page, newAccount(`vat-${label}-${language}`), path);
      await chooseSeller(page, country, regime);
      await page.setViewportSize(viewport);
    };

    it('a KOR seller: no VAT on the lines, the exemption on the PDF', async () => {
      const { page } = session;
      const errors = appErrorsOf(page);
      await start(page, 'kor', 'NL', 'small_business');
      await fillParty(page, 'sender', DUTCH_SELLER);
      await fillParty(page, 'recipient', CUSTOMER);
      const row = page.getByTestId('line-item').first();
      await row.getByTestId('item-quantity').fill('2');
      await row.getByTestId('item-description').fill('Portrait photos');
      await row.getByTestId('item-price').fill('150');
      // Under the scheme a line cannot carry VAT: no rate to choose.
      await expect(row.getByTestId('item-vat').count()).resolves.toBe(0);
      await save(page);
      const pdf = await pdfText(await exportPdf(page));
      expect(pdf).toContain(text('nl.kor'));
      expect(errors).toEqual([]);
    });

    it('a Belgian franchise seller: the legal sentence, and one structured reference in PDF, QR and UBL', async () => {
      const { context, page } = session;
      await start(page, 'franchise', 'BE', 'small_business');
      await fillParty(page, 'sender', BELGIAN_SELLER);
      await fillParty(page, 'recipient', CUSTOMER);
      const row = page.getByTestId('line-item').first();
      await row.getByTestId('item-quantity').fill('1');
      await row.getByTestId('item-description').fill('Workshop');
      await row.getByTestId('item-price').fill('400');
      await page.getByTestId('edit-paymentMethods').click();
      await page.getByTestId('bank-enabled').check();
      await page.getByTestId('bank-account-name').fill('Atelier Peeters');
      await page.getByTestId('bank-iban-input').fill('BE68 5390 0754 7034');
      await page.getByTestId('bank-iban-input').press('Enter');
      const number = (await save(page)).trim();
      await cloudSynced(page);

      const bytes = await exportPdf(page);
      const pdf = await pdfText(bytes);
      expect(pdf).toContain(text('be.franchise'));
      const printed = /\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/.exec(pdf)?.[0];
      expect(printed).toBeDefined();
      const digits = structuredReferenceDigits(printed ?? '');
      expect(digits).toMatch(/^\d{12}$/);

      // Line 10 of the EPC QR code: the structured reference, as Belgian banking apps read it.
      const qr = await scanPdfQrCode(bytes);
      expect(qr?.split('\n')[9]).toBe(digits);
      const ubl = await ublOf(context, page, await idOf(page, number));
      expect(ubl).toContain(`<cbc:PaymentID>${printed}</cbc:PaymentID>`);
      expect(ruleFindings(ubl)).toEqual([]);
    });

    it.each([
      ['reverse_charge', 'reverse charge', 'nl.reverseCharge'],
      ['intra_eu', 'intra-EU supply', 'nl.intraEu'],
    ] as const)(
      'a %s invoice: refused without the customer VAT number, VIES fills the customer, the text on the PDF',
      async (category, _name, expectedText) => {
        const { context, page } = session;
        const errors = appErrorsOf(page);
        await start(page, category.replace('_', '-'), 'NL', 'standard');
        await fillParty(page, 'sender', DUTCH_SELLER);
        await fillParty(page, 'recipient', { ...CUSTOMER, company: 'Unknown yet' });
        await fillLines(page, [
          { quantity: '10', description: 'Consulting', price: '100.00', vat: category },
        ]);
        await offerBankTransfer(page, 'Jansen Design', 'NL91 ABNA 0417 1643 00');
        await refusedForMissingVat(page, language);
        await customerFromVies(page);
        await expect(page.getByTestId('issue-problems').count()).resolves.toBe(0);
        const number = (await save(page)).trim();
        await cloudSynced(page);
        const pdf = await pdfText(await exportPdf(page));
        expect(pdf).toContain(text(expectedText));
        expect(pdf).toContain(VIES_KNOWN.vatNumber);
        const ubl = await ublOf(context, page, await idOf(page, number));
        expect(ubl).toContain(category === 'intra_eu' ? '>K<' : '>AE<');
        expect(ruleFindings(ubl)).toEqual([]);
        expect(errors).toEqual([]);
      },
    );
  },
);
