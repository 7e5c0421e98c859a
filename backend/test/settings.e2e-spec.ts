import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { clientDefaultSettings } from '@app/contracts/settings';
import { createInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const MOLLIE_KEY = 'live_abcdefghijklmnopqrstuvwxyz0123';
const MASKED_KEY = `live${'*'.repeat(MOLLIE_KEY.length - 4)}`;

const mollie = (apiKey: string) => ({
  enabled: true,
  apiKey,
  description: 'Invoice {invoiceNumber}',
  isConnected: false,
  businessName: 'Studio Vos',
});

describe('settings API', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const api = () => request(app.getHttpServer());
  // Some fields at a time: a merge patch (a PUT replaces the whole, read-write.e2e-spec.ts).
  const put = (user: TestUser, settings: object) =>
    api()
      .patch('/api/user/settings')
      .set(...user.auth)
      .send({ settings });

  it('answers the defaults, marked never saved, for a new user', async () => {
    const user = await createTestUser(app);
    const response = await api()
      .get('/api/user/settings')
      .set(...user.auth)
      .expect(200);
    expect(response.body).toEqual({
      settings: clientDefaultSettings(),
      savedAt: null,
      version: 1,
    });
  });

  it('stores the fields sent, keeps the others, and normalises (prefix upper-case)', async () => {
    const user = await createTestUser(app);
    await put(user, { country: 'BE', defaultNotes: 'Merci!' }).expect(200);
    const response = await put(user, {
      language: 'en',
      invoiceNumberFormat: {
        prefix: 'fa',
        includeYear: false,
        yearFormat: 'short',
        separator: '/',
        numberPadding: 5,
      },
    }).expect(200);
    expect(response.body.settings).toMatchObject({
      language: 'en',
      country: 'BE',
      defaultNotes: 'Merci!',
      invoiceNumberFormat: { prefix: 'FA', includeYear: false, separator: '/', numberPadding: 5 },
    });
    expect(Date.now() - Date.parse(response.body.savedAt)).toBeLessThan(60_000);
    const read = await api()
      .get('/api/user/settings')
      .set(...user.auth)
      .expect(200);
    expect(read.body).toEqual(response.body);
    expect((await createInvoice(app, user)).invoiceNumber).toBe('FA/00300');
  });

  it('keeps the larger latest invoice number, so numbers given out are never handed out again', async () => {
    const user = await createTestUser(app);
    await createInvoice(app, user);
    await createInvoice(app, user);
    const lower = await put(user, { latestInvoiceNumber: 5 }).expect(200);
    expect(lower.body.settings.latestInvoiceNumber).toBe(301);
    const higher = await put(user, { latestInvoiceNumber: 420 }).expect(200);
    expect(higher.body.settings.latestInvoiceNumber).toBe(420);
    expect((await createInvoice(app, user)).invoiceNumber).toBe('INV-2026-0421');
  });

  it('encrypts the payment provider key at rest and only ever answers it masked', async () => {
    const user = await createTestUser(app);
    const methods = { ...clientDefaultSettings().paymentMethods, mollie: mollie(MOLLIE_KEY) };
    const saved = await put(user, { paymentMethods: methods }).expect(200);
    expect(saved.body.settings.paymentMethods.mollie).toEqual(mollie(MASKED_KEY));
    expect(JSON.stringify(saved.body)).not.toContain(MOLLIE_KEY);

    const [row] = await app
      .get(DataSource)
      .query('SELECT document::text AS document, secrets FROM user_settings WHERE user_id = $1', [
        user.id,
      ]);
    expect(row.document).not.toContain('abcdefghijklmnop');
    expect(row.secrets).toMatch(/^v1\./);
    expect(row.secrets).not.toContain('abcdefghijklmnop');

    // The form sent back unchanged (masked) keeps the key; a new key replaces it; '' removes it.
    const again = await put(user, { paymentMethods: saved.body.settings.paymentMethods }).expect(
      200,
    );
    expect(again.body.settings.paymentMethods.mollie.enabled).toBe(true);
    const [kept] = await app
      .get(DataSource)
      .query('SELECT secrets FROM user_settings WHERE user_id = $1', [user.id]);
    // Nothing changed, so nothing was written: the sealed key is the one stored before.
    expect(kept.secrets).toBe(row.secrets);
    expect(again.body.settings.paymentMethods.mollie.apiKey).toBe(MASKED_KEY);

    const removed = await put(user, { paymentMethods: { ...methods, mollie: mollie('') } }).expect(
      200,
    );
    expect(removed.body.settings.paymentMethods.mollie).toEqual(
      clientDefaultSettings().paymentMethods.mollie,
    );
  });

  it('masks a key copied onto an invoice too', async () => {
    const user = await createTestUser(app);
    const methods = { ...clientDefaultSettings().paymentMethods, mollie: mollie(MOLLIE_KEY) };
    const invoice = await createInvoice(app, user, { paymentMethods: methods });
    expect(JSON.stringify(invoice)).not.toContain(MOLLIE_KEY);
    const [row] = await app
      .get(DataSource)
      .query('SELECT document::text AS document FROM invoices WHERE id = $1', [invoice.id]);
    expect(row.document).not.toContain('abcdefghijklmnop');
  });

  it('resets a payment method that lacks a required field (spec §5)', async () => {
    const user = await createTestUser(app);
    const methods = {
      ...clientDefaultSettings().paymentMethods,
      bank: { enabled: true, iban: '', bic: '', accountName: 'Studio Vos' },
    };
    const response = await put(user, { paymentMethods: methods }).expect(200);
    expect(response.body.settings.paymentMethods.bank).toEqual(
      clientDefaultSettings().paymentMethods.bank,
    );
  });

  it('shows the uploaded logo in the settings, and none after it is deleted', async () => {
    const user = await createTestUser(app);
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const uploaded = await api()
      .post('/api/logo/upload')
      .set(...user.auth)
      .attach('file', png, 'logo.png')
      .expect(201);
    const withLogo = await api()
      .get('/api/user/settings')
      .set(...user.auth)
      .expect(200);
    expect(withLogo.body.settings.logo).toEqual(uploaded.body.logo);
    await api()
      .delete('/api/logo/delete')
      .set(...user.auth)
      .expect(200);
    const without = await api()
      .get('/api/user/settings')
      .set(...user.auth)
      .expect(200);
    expect(without.body.settings.logo).toBeNull();
  });

  it('ignores a logo sent with the settings (it changes through the logo routes)', async () => {
    const user = await createTestUser(app);
    const response = await put(user, {
      logo: { id: 'x', url: 'https://evil.example/x.svg', filename: 'x.svg' },
    }).expect(200);
    expect(response.body.settings.logo).toBeNull();
  });
});
