import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/time/clock.js';
import type { MovableClock } from '../src/testing/movable-clock.js';
import { createInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/*
 * GET /api/vat-return (docs/vat-return.md): a quarter of a Dutch and of a Belgian seller's
 * issued documents, through the real API and PostgreSQL, against figures worked out here from
 * the lines' quantity x price and rate (never by calling vatReturn).
 */

type Line = [quantity: number, priceCents: number, rate: number, category?: string];
type Share = {
  id: string;
  invoiceNumber: string;
  documentType: string;
  base: number;
  vat: number;
  deleted?: true;
};
type Box = { box: string; base: number; vat: number; documents: Share[] };
type Figures = {
  country: string;
  period: { start: string; end: string };
  regime: string;
  obligation: string;
  boxes: Box[];
  notReported: { reason: string; base: number; vat: number }[];
  listing: { vatNumber: string; country: string; kind: string; base: number; documents: Share[] }[];
};

/** A line's net in cents and its VAT rounded half up: the by-hand arithmetic of an accountant. */
const net = ([quantity, price]: Line) => quantity * price;
const vatOf = (line: Line) => Math.round((net(line) * line[2]) / 100);
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

const item = (line: Line, index: number) => ({
  id: `line-00000000000000${index}`,
  description: `Work ${index}`,
  quantity: String(line[0]),
  price: euros(line[1]),
  vatRate: String(line[2]),
  ...(line[3] ? { vatCategory: line[3] } : {}),
});

const NL_SELLER = {
  company: 'Studio Vos',
  address: 'Keizersgracht 1',
  postalCode: '1015 AA',
  city: 'Amsterdam',
  vatNumber: 'NL123456789B01',
  kvkNumber: '12345678',
};
const BE_SELLER = {
  company: 'Atelier Peeters',
  kvkNumber: '',
  address: 'Kerkstraat 1',
  postalCode: '9000',
  city: 'Gent',
  vatNumber: 'BE0123456749',
};
const customer = (company: string, vatNumber: string, postalCode = '', city = 'Elders') => ({
  company,
  address: 'Straat 1',
  postalCode,
  city,
  contactName: 'Anna',
  email: 'anna@example.com',
  ...(vatNumber ? { vatNumber } : {}),
});

describe('the VAT return figures (GET /api/vat-return)', () => {
  let app: NestExpressApplication;
  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp({ env: { TEST_CONTROLS: 'true' } });
  });
  afterAll(async () => {
    (app?.get(Clock) as MovableClock | undefined)?.moveTo(new Date());
    await app?.close();
  });

  const figures = async (user: TestUser, period: string): Promise<Figures> =>
    (
      await api()
        .get(`/api/vat-return?period=${period}`)
        .set(...user.auth)
        .expect(200)
    ).body;
  const issue = (user: TestUser, sender: object, date: string, recipient: object, lines: Line[]) =>
    createInvoice(app, user, {
      status: 'saved',
      date,
      dueDate: date,
      sender,
      recipient,
      items: lines.map(item),
    });
  /**
   * The server never stores a concept (docs/data-api.md), so one is made in the database: the
   * return must still leave it out, as every sum of issued documents does.
   */
  const concept = async (...args: Parameters<typeof issue>) => {
    const { id } = await issue(...args);
    await app
      .get(DataSource)
      .query(`UPDATE "invoices" SET "status" = 'concept' WHERE "id" = $1`, [id]);
  };
  /** A credit note is dated today: the server's clock moved into the quarter. */
  const credit = async (user: TestUser, invoiceId: string, on: string, creditNote: object) => {
    (app.get(Clock) as MovableClock).moveTo(new Date(`${on}T11:00:00Z`));
    try {
      const answer = await api()
        .post(`/api/invoices/${invoiceId}/credit-notes`)
        .set(...user.auth)
        .set('Idempotency-Key', randomUUID())
        .send({ creditNote })
        .expect(201);
      return answer.body as { id: string; invoiceNumber: string; date: string };
    } finally {
      (app.get(Clock) as MovableClock).moveTo(new Date());
    }
  };
  const boxesOf = (result: Figures) =>
    Object.fromEntries(result.boxes.map(({ box, base, vat }) => [box, { base, vat }]));
  const numbersIn = (result: Figures, box: string) =>
    result.boxes
      .find((figure) => figure.box === box)!
      .documents.map((share) => share.invoiceNumber);

  it("fills a Dutch seller's quarter: 1a, 1b, 3a, 3b and 5a, credit note subtracted", async () => {
    const seller = await createTestUser(app, 'vat-nl');
    const stranger = await createTestUser(app, 'vat-nl-stranger');
    const domestic: Line[] = [
      [2, 8500, 21],
      [3, 250, 9],
    ];
    const reverse: Line[] = [[8, 9500, 0, 'reverse_charge']];
    const exported: Line[] = [[1, 250000, 0, 'export']];
    const dutch = customer('Bakkerij Jansen', '', '1234 AB', 'Utrecht');
    const belgian = customer('Peeters BV', 'BE0123456749', '9000', 'Gent');
    const american = customer('Acme Inc.', '', '10001', 'New York');

    const a = await issue(seller, NL_SELLER, '2026-07-10', dutch, domestic);
    const b = await issue(seller, NL_SELLER, '2026-08-05', belgian, reverse);
    const c = await issue(seller, NL_SELLER, '2026-09-01', american, exported);
    // One of the two 85,00 hours credited on 15 September.
    const creditNote = await credit(seller, a.id, '2026-09-15', {
      lines: [{ index: 0, quantity: '1' }],
    });
    expect(creditNote.date).toBe('2026-09-15');
    const credited: Line = [1, 8500, 21];
    // Not counted: a concept, a document of the next quarter, another user's document.
    await concept(seller, NL_SELLER, '2026-07-20', dutch, [[1, 100000, 21]]);
    await issue(seller, NL_SELLER, '2026-10-01', dutch, [[1, 100000, 21]]);
    await issue(stranger, NL_SELLER, '2026-07-10', dutch, [[1, 700000, 21]]);

    const result = await figures(seller, '2026-Q3');
    expect(result).toMatchObject({
      country: 'NL',
      period: { start: '2026-07-01', end: '2026-09-30' },
      regime: 'standard',
      obligation: 'periodicReturn',
    });
    const high = {
      base: net(domestic[0]!) - net(credited),
      vat: vatOf(domestic[0]!) - vatOf(credited),
    };
    const low = { base: net(domestic[1]!), vat: vatOf(domestic[1]!) };
    expect(high).toEqual({ base: 8500, vat: 1785 });
    expect(boxesOf(result)).toEqual({
      '1a': high,
      '1b': low,
      '1c': { base: 0, vat: 0 },
      '1e': { base: 0, vat: 0 },
      '3a': { base: net(exported[0]!), vat: 0 },
      '3b': { base: net(reverse[0]!), vat: 0 },
      '5a': { base: 0, vat: high.vat + low.vat },
    });
    expect(numbersIn(result, '1a')).toEqual([a.invoiceNumber, creditNote.invoiceNumber]);
    expect(result.boxes.find(({ box }) => box === '1a')!.documents).toEqual([
      expect.objectContaining({ documentType: 'invoice', base: 17000, vat: 3570 }),
      expect.objectContaining({ documentType: 'credit_note', base: -8500, vat: -1785 }),
    ]);
    expect(numbersIn(result, '3a')).toEqual([c.invoiceNumber]);
    expect(result.listing).toEqual([
      expect.objectContaining({
        vatNumber: 'BE0123456749',
        country: 'BE',
        kind: 'services',
        base: net(reverse[0]!),
        documents: [expect.objectContaining({ invoiceNumber: b.invoiceNumber })],
      }),
    ]);
    expect(result.notReported).toEqual([]);

    // A month of it: July holds only the domestic invoice.
    const july = boxesOf(await figures(seller, '2026-07'));
    expect(july['1a']).toEqual({ base: net(domestic[0]!), vat: vatOf(domestic[0]!) });
    expect(july['3b']).toEqual({ base: 0, vat: 0 });

    // The stranger sees only their own invoice.
    const theirs = boxesOf(await figures(stranger, '2026-Q3'));
    expect(theirs['1a']).toEqual({ base: 700000, vat: 147000 });
  });

  it("fills a Belgian seller's grids and listing: 01, 03, 54, 44, 46, 49 and 64", async () => {
    const seller = await createTestUser(app, 'vat-be');
    await api()
      .patch('/api/user/settings')
      .set(...seller.auth)
      .send({ settings: { country: 'BE' } })
      .expect(200);
    const domestic: Line[] = [
      [1, 100000, 21],
      [2, 5000, 6],
    ];
    const services: Line[] = [[1, 200000, 0, 'reverse_charge']];
    const goods: Line[] = [[1, 30000, 0, 'intra_eu']];
    const belgian = customer('Janssens BV', 'BE0477472701', '2000', 'Antwerpen');
    const dutch = customer('Bakkerij Jansen', 'NL123456789B01', '1234 AB', 'Utrecht');

    const a = await issue(seller, BE_SELLER, '2026-07-02', belgian, domestic);
    const b = await issue(seller, BE_SELLER, '2026-07-15', dutch, services);
    const c = await issue(seller, BE_SELLER, '2026-08-20', dutch, goods);
    // The 21 % line credited whole.
    const creditNote = await credit(seller, a.id, '2026-09-30', {
      lines: [{ index: 0, quantity: '1' }],
    });
    await concept(seller, BE_SELLER, '2026-07-03', belgian, [[1, 500000, 21]]);

    const result = await figures(seller, '2026-Q3');
    expect(result).toMatchObject({ country: 'BE', obligation: 'periodicReturn' });
    const zero = { base: 0, vat: 0 };
    // Belgium takes no negative amount: the credit note's base in 49, its VAT in 64.
    expect(boxesOf(result)).toEqual({
      '00': zero,
      '01': { base: net(domestic[1]!), vat: 0 },
      '02': zero,
      '03': { base: net(domestic[0]!), vat: 0 },
      '44': { base: net(services[0]!), vat: 0 },
      '45': zero,
      '46': { base: net(goods[0]!), vat: 0 },
      '47': zero,
      '48': zero,
      '49': { base: net(domestic[0]!), vat: 0 },
      '54': { base: 0, vat: vatOf(domestic[0]!) + vatOf(domestic[1]!) },
      '64': { base: 0, vat: vatOf(domestic[0]!) },
    });
    expect(numbersIn(result, '49')).toEqual([creditNote.invoiceNumber]);
    expect(numbersIn(result, '54')).toEqual([a.invoiceNumber]);
    expect(
      result.listing.map(({ vatNumber, country, kind, base, documents }) => ({
        vatNumber,
        country,
        kind,
        base,
        numbers: documents.map((share) => share.invoiceNumber),
      })),
    ).toEqual([
      {
        vatNumber: 'NL123456789B01',
        country: 'NL',
        kind: 'goods',
        base: net(goods[0]!),
        numbers: [c.invoiceNumber],
      },
      {
        vatNumber: 'NL123456789B01',
        country: 'NL',
        kind: 'services',
        base: net(services[0]!),
        numbers: [b.invoiceNumber],
      },
    ]);
  });

  it('still counts an issued invoice the user deleted, from its archived copy, and only that', async () => {
    const seller = await createTestUser(app, 'vat-deleted');
    const stranger = await createTestUser(app, 'vat-deleted-stranger');
    const dutch = customer('Bakkerij Jansen', '', '1234 AB', 'Utrecht');
    const belgian = customer('Peeters BV', 'BE0123456749', '9000', 'Gent');
    const kept: Line[] = [[1, 40000, 21]];
    const deletedLines: Line[] = [
      [3, 12000, 21],
      [2, 1500, 9],
    ];
    const deletedReverse: Line[] = [[4, 9500, 0, 'reverse_charge']];
    const live = await issue(seller, NL_SELLER, '2026-07-03', dutch, kept);
    const gone = await issue(seller, NL_SELLER, '2026-08-12', dutch, deletedLines);
    const goneAbroad = await issue(seller, NL_SELLER, '2026-09-02', belgian, deletedReverse);
    // Saved, never exported or sent: nothing went out, so deleting it leaves nothing to count.
    const neverIssued = await issue(seller, NL_SELLER, '2026-08-20', dutch, [[1, 90000, 21]]);
    const theirs = await issue(stranger, NL_SELLER, '2026-08-12', dutch, [[1, 500000, 21]]);
    const copies: Record<string, string> = {};
    for (const [user, invoice] of [
      [seller, gone],
      [seller, goneAbroad],
      [stranger, theirs],
    ] as const) {
      const copy = await api()
        .post(`/api/invoices/${invoice.id}/issue`)
        .set(...user.auth)
        .expect(200);
      copies[invoice.invoiceNumber] = copy.body.id as string;
    }
    const remove = (user: TestUser, id: string) =>
      api()
        .delete(`/api/invoices/${id}`)
        .set(...user.auth)
        .expect(204);
    // A saved invoice counts while it is there (it has its number); deleted unissued, it is gone.
    expect(numbersIn(await figures(seller, '2026-Q3'), '1a')).toContain(neverIssued.invoiceNumber);
    await remove(seller, neverIssued.id);
    const before = await figures(seller, '2026-Q3');

    for (const [user, invoice] of [
      [seller, gone],
      [seller, goneAbroad],
      [stranger, theirs],
    ] as const) {
      await remove(user, invoice.id);
    }
    const after = await figures(seller, '2026-Q3');

    // 400,00 + 360,00 at 21 % (VAT 84,00 + 75,60); 30,00 at 9 % (2,70); 380,00 to 3b and the ICP.
    const high = {
      base: net(kept[0]!) + net(deletedLines[0]!),
      vat: vatOf(kept[0]!) + vatOf(deletedLines[0]!),
    };
    const low = { base: net(deletedLines[1]!), vat: vatOf(deletedLines[1]!) };
    expect(high).toEqual({ base: 76000, vat: 15960 });
    expect(boxesOf(after)).toEqual({
      '1a': high,
      '1b': low,
      '1c': { base: 0, vat: 0 },
      '1e': { base: 0, vat: 0 },
      '3a': { base: 0, vat: 0 },
      '3b': { base: net(deletedReverse[0]!), vat: 0 },
      '5a': { base: 0, vat: high.vat + low.vat },
    });
    // The same amounts as before the delete, in the same boxes and listing.
    const amounts = (result: Figures) => ({
      boxes: boxesOf(result),
      listing: result.listing.map(({ vatNumber, kind, base }) => ({ vatNumber, kind, base })),
    });
    expect(amounts(after)).toEqual(amounts(before));
    // Its share is marked deleted, under its archived copy's id; the live one's is not.
    expect(after.boxes.find(({ box }) => box === '1a')!.documents).toEqual([
      {
        id: live.id,
        invoiceNumber: live.invoiceNumber,
        documentType: 'invoice',
        date: '2026-07-03',
        base: net(kept[0]!),
        vat: vatOf(kept[0]!),
      },
      {
        id: copies[gone.invoiceNumber],
        invoiceNumber: gone.invoiceNumber,
        documentType: 'invoice',
        date: '2026-08-12',
        base: net(deletedLines[0]!),
        vat: vatOf(deletedLines[0]!),
        deleted: true,
      },
    ]);
    expect(after.listing).toEqual([
      expect.objectContaining({
        vatNumber: 'BE0123456749',
        base: net(deletedReverse[0]!),
        documents: [
          expect.objectContaining({ invoiceNumber: goneAbroad.invoiceNumber, deleted: true }),
        ],
      }),
    ]);
    const everyShare = after.boxes.flatMap((box) => box.documents);
    expect(everyShare.map((share) => share.invoiceNumber)).not.toContain(neverIssued.invoiceNumber);

    // The stranger's deleted copy counts for them alone.
    expect(boxesOf(await figures(stranger, '2026-Q3'))['1a']).toEqual({
      base: 500000,
      vat: 105000,
    });
  });

  it('answers 400 naming the period for anything but a quarter or a month', async () => {
    const user = await createTestUser(app, 'vat-bad');
    for (const period of ['', '2026', '2026-Q5', '2026-13', '2026-7', 'Q3-2026', '2026-Q3x']) {
      const answer = await api()
        .get(`/api/vat-return?period=${encodeURIComponent(period)}`)
        .set(...user.auth);
      expect({ period, status: answer.status, code: answer.body.code }).toEqual({
        period,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(answer.body.fields).toEqual([
        expect.objectContaining({ field: 'period', message: expect.stringContaining('2026-Q3') }),
      ]);
    }
    const missing = await api()
      .get('/api/vat-return')
      .set(...user.auth);
    expect(missing.status).toBe(400);
    expect(missing.body.fields[0].field).toBe('period');
  });

  it('answers 409 VAT_RETURN_COUNTRY for a seller outside the Netherlands and Belgium', async () => {
    const user = await createTestUser(app, 'vat-de');
    await api()
      .patch('/api/user/settings')
      .set(...user.auth)
      .send({ settings: { country: 'DE' } })
      .expect(200);
    const answer = await api()
      .get('/api/vat-return?period=2026-Q3')
      .set(...user.auth);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('VAT_RETURN_COUNTRY');
    expect(answer.body.message).toContain('DE');
  });

  it('refuses a caller who is not signed in', async () => {
    await api().get('/api/vat-return?period=2026-Q3').expect(401);
  });
});
