import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { camt053Xml, type TestEntry } from '../src/bank-statements/testing/camt053-statement.js';
import { createInvoice, SAMPLE_TOTAL_CENTS } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * Bank reconciliation over the API (docs/bank-reconciliation.md): a camt.053 upload pays the
 * invoices it surely pays on the booking date, leaves the unsure ones for the user, imports a
 * file once however often or concurrently it arrives, and refuses a hostile file whole.
 */

type Invoice = { id: string; invoiceNumber: string; paymentReference?: string };
type Paid = { paymentStatus: string; paidAt: Date | null; paidVia: string | null; version: number };

const SAMPLE = (SAMPLE_TOTAL_CENTS / 100).toFixed(2);
const BOOKED = '2026-11-26';
/** The start of 26 November in Amsterdam (CET, UTC+1). */
const PAID_AT = '2026-11-25T23:00:00.000Z';
const BOUW = {
  company: 'Jansen Bouw BV',
  address: 'Kade 2',
  postalCode: '3011 AA',
  city: 'Rotterdam',
  email: 'info@jansenbouw.nl',
};

describe('bank statements (/api/bank-statements)', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;

  const api = () => request(app.getHttpServer());
  const upload = (user: TestUser, xml: string, type = 'application/xml') =>
    api()
      .post('/api/bank-statements')
      .set(...user.auth)
      .set('Content-Type', type)
      .send(xml);
  const credits = async (user: TestUser, state: string) =>
    (
      await api()
        .get(`/api/bank-statements/credits?state=${state}`)
        .set(...user.auth)
        .expect(200)
    ).body;
  const paymentOf = async (id: string): Promise<Paid> => {
    const [row] = (await dataSource.query(
      `SELECT payment_status AS "paymentStatus", paid_at AS "paidAt", paid_via AS "paidVia", version
         FROM invoices WHERE id = $1`,
      [id],
    )) as Paid[];
    return row!;
  };
  const storedCredits = async (user: TestUser): Promise<number> => {
    const [row] = (await dataSource.query(
      'SELECT count(*)::int AS n FROM bank_credits WHERE user_id = $1',
      [user.id],
    )) as { n: number }[];
    return row!.n;
  };
  /** A Belgian seller, so every invoice carries a structured reference (OGM). */
  const belgianSeller = async (name: string): Promise<TestUser> => {
    const user = await createTestUser(app, name);
    await api()
      .patch('/api/user/settings')
      .set(...user.auth)
      .send({ settings: { country: 'BE' } })
      .expect(200);
    return user;
  };
  const sent = (user: TestUser, changes: Record<string, unknown> = {}) =>
    createInvoice(app, user, { status: 'sent', ...changes }) as Promise<Invoice>;

  const credit = (reference: string, transaction: TestEntry['transactions']): TestEntry => ({
    amount: transaction?.[0]?.amount ?? SAMPLE,
    bookingDate: BOOKED,
    bankReference: reference,
    transactions: transaction,
  });

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  /** Four open invoices and a statement paying them in each way, plus what fits nothing. */
  const quarter = async (user: TestUser) => {
    const byReference = await sent(user);
    const byNumber = await sent(user);
    const byName = await sent(user, { recipient: BOUW });
    const partly = await sent(user);
    const xml = camt053Xml({
      id: `STMT-${user.id}`,
      entries: [
        credit('REF-OGM', [
          {
            amount: SAMPLE,
            debtorName: 'Bakkerij Jansen',
            structured: [byReference.paymentReference!],
          },
        ]),
        credit('REF-NUMBER', [
          {
            amount: SAMPLE,
            debtorName: 'Bakkerij Jansen',
            unstructured: [`Factuur ${byNumber.invoiceNumber} bedankt`],
          },
        ]),
        credit('REF-NAME', [{ amount: SAMPLE, debtorName: 'JANSEN BOUW B.V.' }]),
        credit('REF-PARTLY', [
          {
            amount: '100.00',
            debtorName: 'Bakkerij Jansen',
            structured: [partly.paymentReference!],
          },
        ]),
        credit('REF-NOTHING', [{ amount: '12.34', debtorName: 'Iemand Anders' }]),
        { amount: '50.00', currency: 'USD', bookingDate: BOOKED, bankReference: 'REF-USD' },
      ],
    });
    return { byReference, byNumber, byName, partly, xml };
  };

  it('pays by reference, invoice number and amount and name on the booking date, and leaves the unsure for review', async () => {
    const owner = await belgianSeller('bank-quarter');
    const { byReference, byNumber, byName, partly, xml } = await quarter(owner);

    const summary = await upload(owner, xml).expect(200);
    expect(summary.body).toEqual({
      imported: 5,
      alreadyImported: 0,
      paid: expect.arrayContaining([
        expect.objectContaining({ invoiceId: byReference.id, reason: 'reference' }),
        expect.objectContaining({
          invoiceId: byNumber.id,
          invoiceNumber: byNumber.invoiceNumber,
          reason: 'invoice_number',
        }),
        expect.objectContaining({ invoiceId: byName.id, reason: 'amount_and_name' }),
      ]),
      review: 1,
      unmatched: 1,
      skipped: [
        {
          reason: 'currency',
          entryIndex: 5,
          bankReference: 'REF-USD',
          amount: '50.00',
          currency: 'USD',
        },
      ],
    });
    expect(summary.body.paid).toHaveLength(3);
    for (const invoice of [byReference, byNumber, byName]) {
      expect(await paymentOf(invoice.id)).toMatchObject({
        paymentStatus: 'paid',
        paidAt: new Date(PAID_AT),
        paidVia: 'bank',
      });
    }
    // Less than the invoice asks: it waits for the user.
    expect((await paymentOf(partly.id)).paymentStatus).toBe('unpaid');

    const review = await credits(owner, 'review');
    expect(review.total).toBe(1);
    const [short] = review.credits;
    expect(short).toMatchObject({
      state: 'review',
      amount: 10000,
      bookingDate: BOOKED,
      candidates: [
        {
          invoiceId: partly.id,
          invoiceNumber: partly.invoiceNumber,
          reason: 'reference',
          amountEqual: false,
        },
      ],
    });

    // A paid invoice takes no second payment.
    const paidAlready = await api()
      .post(`/api/bank-statements/credits/${short.id}/confirm`)
      .set(...owner.auth)
      .send({ invoiceId: byReference.id })
      .expect(409);
    expect(paidAlready.body.code).toBe('INVOICE_NOT_OPEN');

    // The user accepts the partial payment as the invoice's: paid on the booking date.
    const confirmed = await api()
      .post(`/api/bank-statements/credits/${short.id}/confirm`)
      .set(...owner.auth)
      .send({ invoiceId: partly.id })
      .expect(200);
    expect(confirmed.body).toMatchObject({
      state: 'confirmed',
      reason: 'reference',
      invoice: { id: partly.id, invoiceNumber: partly.invoiceNumber },
    });
    expect(await paymentOf(partly.id)).toMatchObject({
      paymentStatus: 'paid',
      paidAt: new Date(PAID_AT),
      paidVia: 'bank',
    });
    // A double click confirms once.
    const again = await api()
      .post(`/api/bank-statements/credits/${short.id}/confirm`)
      .set(...owner.auth)
      .send({ invoiceId: partly.id })
      .expect(409);
    expect(again.body.code).toBe('BANK_CREDIT_RESOLVED');

    const unmatched = await credits(owner, 'unmatched');
    expect(unmatched.credits).toEqual([
      expect.objectContaining({ amount: 1234, debtorName: 'Iemand Anders', candidates: [] }),
    ]);
    await api()
      .post(`/api/bank-statements/credits/${unmatched.credits[0].id}/dismiss`)
      .set(...owner.auth)
      .expect(200);
    expect((await credits(owner, 'unmatched')).total).toBe(0);
    expect((await credits(owner, 'dismissed')).total).toBe(1);

    const paid = await credits(owner, 'paid');
    expect(
      paid.credits
        .map((c: { invoice: { invoiceNumber: string } }) => c.invoice.invoiceNumber)
        .sort(),
    ).toEqual([byReference.invoiceNumber, byNumber.invoiceNumber, byName.invoiceNumber].sort());
    expect((await credits(owner, 'review')).total).toBe(0);
    expect((await credits(owner, 'confirmed')).total).toBe(1);
  });

  it('changes nothing when the same file is imported again', async () => {
    const owner = await belgianSeller('bank-twice');
    const { byReference, partly, xml } = await quarter(owner);
    await upload(owner, xml).expect(200);
    const before = await Promise.all([byReference.id, partly.id].map(paymentOf));
    const stored = await dataSource.query(
      'SELECT * FROM bank_credits WHERE user_id = $1 ORDER BY id',
      [owner.id],
    );

    const second = await upload(owner, xml).expect(200);
    expect(second.body).toEqual({
      imported: 0,
      alreadyImported: 5,
      paid: [],
      review: 0,
      unmatched: 0,
      skipped: [expect.objectContaining({ reason: 'currency' })],
    });
    expect(await Promise.all([byReference.id, partly.id].map(paymentOf))).toEqual(before);
    expect(
      await dataSource.query('SELECT * FROM bank_credits WHERE user_id = $1 ORDER BY id', [
        owner.id,
      ]),
    ).toEqual(stored);
  });

  it('imports a credit whose bank reference is longer than an index entry holds, once', async () => {
    const owner = await belgianSeller('bank-long-reference');
    // Max35Text in the standard; a bank's export may still carry more, and the reader takes it.
    const xml = camt053Xml({
      entries: [credit('R'.repeat(4000), [{ amount: '12.34', debtorName: 'Iemand Anders' }])],
    });
    expect((await upload(owner, xml).expect(200)).body).toMatchObject({
      imported: 1,
      unmatched: 1,
    });
    expect((await upload(owner, xml).expect(200)).body).toMatchObject({
      imported: 0,
      alreadyImported: 1,
    });
    expect(await storedCredits(owner)).toBe(1);
  });

  it('stores each credit once and pays each invoice once when one file arrives twice at once', async () => {
    const owner = await belgianSeller('bank-concurrent');
    const { byReference, xml } = await quarter(owner);
    const answers = await Promise.all([upload(owner, xml), upload(owner, xml)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.imported).sort()).toEqual([0, 5]);
    expect(answers.flatMap((answer) => answer.body.paid)).toHaveLength(3);
    expect(await storedCredits(owner)).toBe(5);
    const [row] = (await dataSource.query('SELECT version FROM invoices WHERE id = $1', [
      byReference.id,
    ])) as { version: number }[];
    // Created (1), marked paid once (2): a second payment would have moved it again.
    expect(row!.version).toBe(2);
  });

  it('refuses a hostile or foreign file whole, naming the reason, and stores nothing', async () => {
    const owner = await belgianSeller('bank-hostile');
    const invoice = await sent(owner);
    const good = camt053Xml({
      entries: [credit('REF-1', [{ amount: SAMPLE, structured: [invoice.paymentReference!] }])],
    });
    const billionLaughs = good.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE Document [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>',
    );
    const refusals: [string, string, string][] = [
      ['a DOCTYPE with entities', billionLaughs, 'doctype'],
      ['cut off halfway', good.slice(0, good.length / 2), 'malformed'],
      [
        'a camt.054 notification',
        good.replaceAll('camt.053.001.02', 'camt.054.001.02'),
        'not_camt053',
      ],
    ];
    for (const [, xml, reason] of refusals) {
      const answer = await upload(owner, xml).expect(400);
      expect(answer.body).toMatchObject({
        code: 'BANK_STATEMENT_REFUSED',
        fields: [{ field: 'file', message: reason }],
      });
    }
    expect(await storedCredits(owner)).toBe(0);
    expect((await paymentOf(invoice.id)).paymentStatus).toBe('unpaid');

    // JSON or a form is not a statement; the same file as octet-stream or text/xml is.
    const json = await upload(owner, '{"a":1}', 'application/json').expect(415);
    expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await upload(owner, good, 'application/octet-stream').expect(200);
    expect((await paymentOf(invoice.id)).paymentStatus).toBe('paid');
  });

  it('answers 404 for another user’s credit or invoice', async () => {
    const owner = await belgianSeller('bank-owner');
    const stranger = await belgianSeller('bank-stranger');
    const mine = await sent(owner);
    const theirs = await sent(stranger);
    await upload(
      owner,
      camt053Xml({ entries: [credit('REF-X', [{ amount: '1.00', debtorName: 'Nobody' }])] }),
    ).expect(200);
    const [waiting] = (await credits(owner, 'unmatched')).credits;
    expect((await credits(stranger, 'unmatched')).total).toBe(0);

    for (const path of ['confirm', 'dismiss']) {
      const answer = await api()
        .post(`/api/bank-statements/credits/${waiting.id}/${path}`)
        .set(...stranger.auth)
        .send({ invoiceId: theirs.id })
        .expect(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    await api()
      .post(`/api/bank-statements/credits/${waiting.id}/confirm`)
      .set(...owner.auth)
      .send({ invoiceId: theirs.id })
      .expect(404);
    expect((await paymentOf(theirs.id)).paymentStatus).toBe('unpaid');
    const bad = await api()
      .post(`/api/bank-statements/credits/${waiting.id}/confirm`)
      .set(...owner.auth)
      .send({})
      .expect(400);
    expect(bad.body.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'invoiceId' })]),
    );
    await api()
      .get('/api/bank-statements/credits?state=nonsense')
      .set(...owner.auth)
      .expect(400);
    // Assigning an unmatched credit by hand works for the owner's own open invoice.
    await api()
      .post(`/api/bank-statements/credits/${waiting.id}/confirm`)
      .set(...owner.auth)
      .send({ invoiceId: mine.id })
      .expect(200);
    expect(await paymentOf(mine.id)).toMatchObject({ paymentStatus: 'paid', paidVia: 'bank' });
  });
});
