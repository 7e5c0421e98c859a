import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { formatMoney, storedDateOf } from '@app/contracts/invoice';
import { createInvoice, SAMPLE_TOTAL_CENTS } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { createSchedule } from './support/schedules.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Invoice = Record<string, unknown> & {
  id: string;
  invoiceNumber: string;
  date: string;
  dueDate: string;
  status: string;
  paymentStatus: string;
  generatedFromScheduleId?: string;
};

// The scheduled work reads every due schedule and overdue invoice: a database of this file's own
// keeps other files' rows out of its reach, and theirs out of this file's.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
let smtp: TestSmtpServer;
let app: NestExpressApplication;

beforeAll(async () => {
  ownDatabase = await createOwnDatabase('scheduled_work');
  smtp = await startTestSmtpServer();
  // No timer: the test moves the clock, and the control runs the day's work before answering.
  app = await createTestApp({
    env: { DATABASE_URL: ownDatabase.url, SMTP_URL: smtp.url, TEST_CONTROLS: 'true' },
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await ownDatabase.drop();
});

const api = () => request(app.getHttpServer());

/** Moves the server's clock to a day and runs that day's scheduled work. */
async function moveClockTo(user: TestUser, date: string): Promise<void> {
  const response = await api()
    .post('/api/testing/clock')
    .set(...user.auth)
    .send({ date });
  expect(response.body).toEqual({ today: date });
}

async function invoicesOf(user: TestUser): Promise<Invoice[]> {
  const response = await api()
    .get('/api/invoices?limit=100')
    .set(...user.auth)
    .expect(200);
  return response.body.invoices as Invoice[];
}

const generatedFrom = async (user: TestUser, scheduleId: string) =>
  (await invoicesOf(user))
    .filter((invoice) => invoice.generatedFromScheduleId === scheduleId)
    .sort((a, b) => a.date.localeCompare(b.date));

async function scheduleOf(user: TestUser, id: string) {
  return (
    await api()
      .get(`/api/schedules/${id}`)
      .set(...user.auth)
      .expect(200)
  ).body as { lastGeneratedDate?: string; nextInvoiceDate: string | null };
}

async function setReminders(user: TestUser, enabled: boolean): Promise<void> {
  await api()
    .patch('/api/user/settings')
    .set(...user.auth)
    .send({ settings: { reminders: { enabled, daysAfterDue: 7 } } })
    .expect(200);
}

/** Waits until the mail server received `count` messages for which `match` holds. */
async function delivered(match: (subject: string) => boolean, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = smtp.delivered.filter((mail) => match(mail.parsed.subject ?? ''));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('recurring invoices', () => {
  it('makes 31 January, the last day of February and 31 March, once each, then stops at the end date', async () => {
    const user = await createTestUser(app, 'monthly');
    await setReminders(user, false);
    await moveClockTo(user, '2027-01-30');
    const schedule = await createSchedule(app, user, {
      dayOfMonth: 31,
      startDate: '2027-01-31',
      endDate: '2027-03-31',
    });
    expect(schedule.nextInvoiceDate).toBe('2027-01-31');

    await moveClockTo(user, '2027-01-31');
    await moveClockTo(user, '2027-01-31');
    const january = await generatedFrom(user, schedule.id);
    expect(january.map((invoice) => invoice.date)).toEqual(['2027-01-31']);
    expect(january[0]).toMatchObject({
      dueDate: '2027-02-14',
      status: expect.stringMatching(/^(saved|sent)$/),
      paymentStatus: 'unpaid',
      total: 21388,
    });
    expect((await scheduleOf(user, schedule.id)).nextInvoiceDate).toBe('2027-02-28');

    // Down from February to mid-April: each missed date is made, in order, dated its own day.
    await moveClockTo(user, '2027-04-15');
    const all = await generatedFrom(user, schedule.id);
    expect(all.map((invoice) => [invoice.date, invoice.dueDate])).toEqual([
      ['2027-01-31', '2027-02-14'],
      ['2027-02-28', '2027-03-14'],
      ['2027-03-31', '2027-04-14'],
    ]);
    const numbers = all.map((invoice) => invoice.invoiceNumber);
    expect(new Set(numbers).size).toBe(3);
    expect(numbers).toEqual([...numbers].sort());
    expect(await scheduleOf(user, schedule.id)).toMatchObject({
      lastGeneratedDate: '2027-03-31',
      nextInvoiceDate: null,
    });

    // Each went to the template's customer exactly once.
    const mails = await delivered((subject) => numbers.some((n) => subject.includes(n)), 3);
    expect(mails.map((mail) => mail.parsed.subject).sort()).toEqual(
      numbers.map((number) => `Factuur ${number} van Studio Vos`),
    );
    expect(mails.map((mail) => mail.parsed.to)).toEqual(
      mails.map(() => expect.objectContaining({ text: 'anna@jansen.nl' })),
    );
  });

  it("numbers one owner's missed dates of several schedules in the order of their dates", async () => {
    const user = await createTestUser(app, 'several');
    await setReminders(user, false);
    await moveClockTo(user, '2027-05-01');
    const early = await createSchedule(app, user, {
      dayOfMonth: 5,
      startDate: '2027-05-05',
      endDate: '2027-08-31',
    });
    const late = await createSchedule(app, user, {
      dayOfMonth: 20,
      startDate: '2027-05-20',
      endDate: '2027-08-31',
    });
    const middle = await createSchedule(app, user, {
      dayOfMonth: 12,
      startDate: '2027-05-12',
      endDate: '2027-08-31',
    });

    // Down until September: twelve dates of three schedules, made by the generator's lanes.
    await moveClockTo(user, '2027-08-25');
    const made = (await invoicesOf(user)).filter((invoice) =>
      [early.id, late.id, middle.id].includes(invoice.generatedFromScheduleId ?? ''),
    );
    expect(made).toHaveLength(12);
    const byNumber = [...made].sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber));
    const byDate = [...made].sort((a, b) => a.date.localeCompare(b.date));
    expect(byNumber.map((invoice) => invoice.date)).toEqual(byDate.map((invoice) => invoice.date));
  });

  it('never makes a second invoice for a date already made, even when the schedule points at it again', async () => {
    const user = await createTestUser(app, 'again');
    await setReminders(user, false);
    await moveClockTo(user, '2027-05-01');
    const schedule = await createSchedule(app, user, {
      type: 'quarterly',
      dayOfMonth: 10,
      startDate: '2027-05-01',
    });
    await moveClockTo(user, '2027-05-10');
    expect((await generatedFrom(user, schedule.id)).map((invoice) => invoice.date)).toEqual([
      '2027-05-10',
    ]);
    // What an edit racing the generator (or a bug) could leave behind: a done date as next.
    await app
      .get(DataSource)
      .query(`UPDATE schedules SET next_invoice_date = '2027-05-10' WHERE id = $1`, [schedule.id]);
    await moveClockTo(user, '2027-05-11');
    expect(await generatedFrom(user, schedule.id)).toHaveLength(1);
    expect((await scheduleOf(user, schedule.id)).nextInvoiceDate).toBe('2027-08-10');
  });

  it('leaves an inactive schedule alone', async () => {
    const user = await createTestUser(app, 'inactive');
    await moveClockTo(user, '2027-06-01');
    const schedule = await createSchedule(app, user, {
      dayOfMonth: 2,
      startDate: '2027-06-01',
      active: false,
    });
    await moveClockTo(user, '2027-07-03');
    expect(await generatedFrom(user, schedule.id)).toEqual([]);
  });
});

describe('overdue invoices and reminders', () => {
  /** A sent invoice, by default dated 31 December 2026, due 14 January 2027. */
  async function sentInvoice(
    user: TestUser,
    date = '2026-12-31',
    dueDate = '2027-01-14',
  ): Promise<Invoice> {
    const invoice = await createInvoice(app, user, { date, dueDate });
    await api()
      .post(`/api/invoices/${invoice.id}/send-email`)
      .set(...user.auth)
      .send({ recipientEmail: 'anna@jansen.nl', customMessage: '', locale: 'nl' })
      .expect(202);
    await delivered((subject) => subject === `Factuur ${invoice.invoiceNumber} van Studio Vos`, 1);
    return invoice as Invoice;
  }

  const statusOf = async (user: TestUser, id: string) =>
    (
      await api()
        .get(`/api/invoices/${id}`)
        .set(...user.auth)
        .expect(200)
    ).body.paymentStatus as string;

  it('marks a sent, unpaid invoice overdue after its due date and reminds its customer once, 7 days later', async () => {
    const user = await createTestUser(app, 'reminded');
    await moveClockTo(user, '2026-12-31');
    const invoice = await sentInvoice(user);
    const unsent = await createInvoice(app, user, { date: '2026-12-31', dueDate: '2027-01-14' });

    await moveClockTo(user, '2027-01-14');
    expect(await statusOf(user, invoice.id)).toBe('unpaid');
    await moveClockTo(user, '2027-01-15');
    expect(await statusOf(user, invoice.id)).toBe('overdue');
    expect(await statusOf(user, unsent.id)).toBe('unpaid');
    await moveClockTo(user, '2027-01-20');
    expect(await statusOf(user, invoice.id)).toBe('overdue');

    await moveClockTo(user, '2027-01-21');
    expect(await statusOf(user, invoice.id)).toBe('overdue_reminded');
    await moveClockTo(user, '2027-02-21');
    const subject = `Betalingsherinnering: factuur ${invoice.invoiceNumber} van Studio Vos`;
    const reminders = await delivered((text) => text === subject, 1);
    expect(reminders).toHaveLength(1);
    expect(await emailCount(user, invoice.id)).toBe(2);
    const [reminder] = reminders;
    expect(reminder!.parsed.text).toContain('nog niet betaald');
    expect(reminder!.parsed.attachments.map((file) => file.contentType)).toEqual([
      'application/pdf',
    ]);

    // Set back to unpaid by hand: overdue again, but 'Reminder Sent' and no second reminder.
    await api()
      .put(`/api/invoices/${invoice.id}`)
      .set(...user.auth)
      .send({ invoice: { ...(await invoiceBody(user, invoice.id)), paymentStatus: 'unpaid' } })
      .expect(200);
    await moveClockTo(user, '2027-02-22');
    expect(await statusOf(user, invoice.id)).toBe('overdue_reminded');
    expect(await emailCount(user, invoice.id)).toBe(2);
  });

  it('sends no reminder when the user switched reminders off, and never touches a paid invoice', async () => {
    const user = await createTestUser(app, 'quiet');
    await setReminders(user, false);
    await moveClockTo(user, '2026-12-31');
    const invoice = await sentInvoice(user);
    const paid = await sentInvoice(user);
    await api()
      .put(`/api/invoices/${paid.id}`)
      .set(...user.auth)
      .send({ invoice: { ...(await invoiceBody(user, paid.id)), paymentStatus: 'paid' } })
      .expect(200);

    await moveClockTo(user, '2027-03-01');
    expect(await statusOf(user, invoice.id)).toBe('overdue');
    expect(await statusOf(user, paid.id)).toBe('paid');
    expect(await emailCount(user, invoice.id)).toBe(1);
  });

  it('reminds a partly credited invoice of what its credit notes leave, beside its total', async () => {
    const user = await createTestUser(app, 'credited-reminder');
    // After the days the tests above ran: the work runs for a day only once.
    await moveClockTo(user, '2027-04-01');
    const invoice = await sentInvoice(user, '2027-04-01', '2027-04-15');
    await api()
      .post(`/api/invoices/${invoice.id}/credit-notes`)
      .set(...user.auth)
      .set('Idempotency-Key', 'credited-reminder')
      .send({ creditNote: { amount: '50,00' } })
      .expect(201);

    await moveClockTo(user, '2027-04-16');
    expect(await statusOf(user, invoice.id)).toBe('overdue');
    await moveClockTo(user, '2027-04-22');
    const subject = `Betalingsherinnering: factuur ${invoice.invoiceNumber} van Studio Vos`;
    const [reminder] = await delivered((text) => text === subject, 1);
    const text = reminder!.parsed.text ?? '';
    // 213.88 less the credit note's 50.00; the invoice's own total is still stated.
    const left = formatMoney(SAMPLE_TOTAL_CENTS - 5000, 'nl');
    expect(text).toContain(`factuur ${invoice.invoiceNumber} van ${left}`);
    expect(text).toContain(`Nog te betalen: ${left}`);
    expect(text).toContain(`Wilt u ${left} alsnog binnen 7 dagen`);
    expect(text).toContain(formatMoney(SAMPLE_TOTAL_CENTS, 'nl'));
  });

  /** The invoice's e-mails: the invoice itself and any reminder. */
  const emailCount = async (user: TestUser, id: string) =>
    (
      await api()
        .get(`/api/invoices/${id}/emails`)
        .set(...user.auth)
        .expect(200)
    ).body.emails.length as number;

  async function invoiceBody(user: TestUser, id: string) {
    const {
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      paymentLinks: _links,
      ...body
    } = (
      await api()
        .get(`/api/invoices/${id}`)
        .set(...user.auth)
        .expect(200)
    ).body;
    return body;
  }
});

describe('test controls', () => {
  it('put the clock back to real time', async () => {
    const user = await createTestUser(app, 'reset');
    await moveClockTo(user, '2031-01-01');
    const reset = await api()
      .delete('/api/testing/clock')
      .set(...user.auth)
      .expect(200);
    expect(reset.body).toEqual({ today: storedDateOf(new Date()) });
  });

  it('are not mounted without TEST_CONTROLS', async () => {
    const plain = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    try {
      const user = await createTestUser(plain, 'plain');
      await request(plain.getHttpServer())
        .post('/api/testing/clock')
        .set(...user.auth)
        .send({ date: '2030-01-01' })
        .expect(404);
    } finally {
      await plain.close();
    }
  });
});
