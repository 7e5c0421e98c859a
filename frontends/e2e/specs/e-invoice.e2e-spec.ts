import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { centsToDecimalString, computeTotals } from '@app/contracts/invoice';
import {
  itWithPeppolFixtures,
  schemaFindings,
} from '../../../contracts/src/documents/testing/ubl-schema.js';
import { ruleFindings } from '../../../contracts/src/documents/testing/ubl-rules.js';
import { useBrowser } from '../support/browser.js';
import {
  DISCOUNT,
  STORED_ITEMS,
  fillParty,
  openEditor,
  save,
  writeExampleInvoice,
} from '../support/editor.js';

describe('the e-invoice (UBL) export, signed out', () => {
  const session = useBrowser({ acceptDownloads: true });
  // The journey's download, checked against the official schema by the test after it.
  let downloaded = '';

  it('names what the invoice lacks, then downloads valid Peppol UBL with the totals to the cent', async () => {
    const { page } = session;
    await openEditor(page);
    await writeExampleInvoice(page);
    const number = await save(page);

    // The product's own alert dialog names what is missing (issue 29: no browser alert box).
    await page.getByTestId('action-exportUbl').click();
    const refusal = page.getByRole('alertdialog', { name: 'Not an e-invoice yet' });
    await refusal.waitFor();
    const message = (await refusal.textContent()) ?? '';
    expect(message).toContain('This invoice cannot be an e-invoice (Peppol BIS 3.0) yet');
    expect(message).toContain("your customer's VAT number or chamber-of-commerce number");
    expect(message).toContain('bank transfer with a valid IBAN');
    await page.getByTestId('ubl-blockers-ok').click();
    await refusal.waitFor({ state: 'detached' });

    // The VAT number of the example fails its check digits: a warning, never a refusal.
    await page.getByTestId('edit-sender').click();
    await page.getByTestId('sender-vatNumber').fill('NL123456789B01');
    await page.getByTestId('sender-vatNumber').press('Tab');
    await expect(page.getByTestId('sender-vatNumber-warning').textContent()).resolves.toContain(
      'This VAT number does not pass the check of its country',
    );
    await page.getByTestId('sender-vatNumber').fill('NL004495445B01');
    await page.getByTestId('sender-vatNumber-warning').waitFor({ state: 'detached' });
    await page.getByTestId('sender-vatNumber').press('Enter');

    await fillParty(page, 'recipient', { kvkNumber: '87654321' });
    await page.getByTestId('edit-paymentMethods').click();
    await page.getByTestId('bank-enabled').check();
    await page.getByTestId('bank-account-name').fill('Jansen Design');
    await page.getByTestId('bank-iban-input').fill('NL91 ABNA 0417 1643 00');
    await page.getByTestId('bank-iban-input').press('Enter');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('action-exportUbl').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice_${number}.xml`);
    const xml = await readFile((await download.path()) ?? '', 'utf8');
    downloaded = xml;

    expect(ruleFindings(xml)).toEqual([]);
    const total = computeTotals({ items: STORED_ITEMS, discount: DISCOUNT }).total;
    expect(xml).toContain(
      `<cbc:PayableAmount currencyID="EUR">${centsToDecimalString(total)}</cbc:PayableAmount>`,
    );
    expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(xml).toContain('<cbc:EndpointID schemeID="0106">87654321</cbc:EndpointID>');
    expect(xml).toContain('<cbc:ID>NL91ABNA0417164300</cbc:ID>');
  });

  itWithPeppolFixtures('downloads a file valid against the UBL 2.1 schema', () => {
    expect(downloaded).toContain('<Invoice');
    expect(schemaFindings(downloaded)).toEqual([]);
  });
});
