import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { isStructuredReference, formatCreditorReference } from '@app/contracts/vat';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type PublicBank = {
  enabled: boolean;
  iban: string;
  paymentReference: string;
};

/**
 * The reference the customer quotes with a transfer, on the public status page (issue 32): the
 * one the invoice was numbered with, printed as on the PDF, else the invoice number.
 */
describe('the payment reference on the invoice status page', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const api = () => request(app.getHttpServer());

  const publicBank = async (id: string): Promise<PublicBank> =>
    (
      (await api().get(`/api/invoice-status/${id}`).expect(200)).body as {
        invoice: { paymentMethods: { bank: PublicBank } };
      }
    ).invoice.paymentMethods.bank;

  const storedReference = async (user: TestUser, id: string): Promise<string | undefined> =>
    (
      (
        await api()
          .get(`/api/invoices/${id}`)
          .set(...user.auth)
          .expect(200)
      ).body as { paymentReference?: string }
    ).paymentReference;

  const chooseReference = async (user: TestUser, kind: 'structured' | 'creditor') =>
    api()
      .patch('/api/user/settings')
      .set(...user.auth)
      .set('Content-Type', 'application/merge-patch+json')
      .send({ settings: { paymentReferenceKind: kind } })
      .expect(200);

  it('answers the invoice number when the invoice asks for no reference of its own', async () => {
    const user = await createTestUser(app, 'reference-number');
    const invoice = await createInvoice(app, user);
    expect(await storedReference(user, invoice.id)).toBeUndefined();
    expect(await publicBank(invoice.id)).toMatchObject({
      enabled: true,
      paymentReference: invoice.invoiceNumber,
    });
  });

  it('answers the structured reference the invoice was numbered with', async () => {
    const user = await createTestUser(app, 'reference-structured');
    await chooseReference(user, 'structured');
    const invoice = await createInvoice(app, user);
    const stored = await storedReference(user, invoice.id);
    expect(stored).toMatch(/^\+{3}\d{3}\/\d{4}\/\d{5}\+{3}$/);
    expect(isStructuredReference(stored ?? '')).toBe(true);
    expect((await publicBank(invoice.id)).paymentReference).toBe(stored);
  });

  it('answers an RF reference in groups of four, as the PDF prints it', async () => {
    const user = await createTestUser(app, 'reference-creditor');
    await chooseReference(user, 'creditor');
    const invoice = await createInvoice(app, user);
    const stored = (await storedReference(user, invoice.id)) ?? '';
    expect(stored).toMatch(/^RF\d{2}[A-Z0-9]+$/);
    const shown = (await publicBank(invoice.id)).paymentReference;
    expect(shown).toBe(formatCreditorReference(stored));
    expect(shown).toMatch(/^RF\d{2}( [A-Z0-9]{1,4})+$/);
  });

  it('names the seller’s country as the documents read it: the sender’s VAT number first', async () => {
    const user = await createTestUser(app, 'status-seller-country');
    const dutch = await createInvoice(app, user);
    const sellerCountry = async (id: string) =>
      ((await api().get(`/api/invoice-status/${id}`).expect(200)).body as { sellerCountry: string })
        .sellerCountry;
    expect(await sellerCountry(dutch.id)).toBe('NL');
    const belgian = await createInvoice(app, user, {
      sender: { ...(sampleInvoice().sender as object), vatNumber: 'BE0403170701' },
    });
    expect(await sellerCountry(belgian.id)).toBe('BE');
  });

  it('answers no reference while the invoice does not ask for a bank transfer', async () => {
    const user = await createTestUser(app, 'reference-no-bank');
    await chooseReference(user, 'structured');
    const invoice = await createInvoice(app, user, {
      paymentMethods: {
        bank: { enabled: false, iban: '', bic: '', accountName: '' },
        paypal: { enabled: false, email: '' },
        mollie: {
          enabled: false,
          apiKey: '',
          description: 'Invoice {invoiceNumber}',
          isConnected: false,
          businessName: '',
        },
        stripe: { enabled: false, accountId: '', description: 'Invoice {invoiceNumber}' },
      },
    });
    expect(await publicBank(invoice.id)).toEqual({
      enabled: false,
      iban: '',
      bic: '',
      accountName: '',
      paymentReference: '',
    });
  });
});
