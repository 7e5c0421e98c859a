import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import AdmZip from 'adm-zip';
import ExcelJS from 'exceljs';
import pg from 'pg';
import request from 'supertest';
import { storedDateOf } from '@app/contracts/invoice';
import { sendEmail, settled } from './support/emails.js';
import { createInvoice, SAMPLE_TOTAL_CENTS, sampleInvoice } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Copy = {
  id: string;
  invoiceId: string;
  invoiceNumber: string;
  pdfSha256: string;
  ublSha256: string | null;
  deletedAt: string | null;
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};
const E_INVOICE_READY = {
  sender: { ...(sampleInvoice().sender as object), vatNumber: 'NL004495445B01' },
  recipient: { ...(sampleInvoice().recipient as object), kvkNumber: '87654321' },
};
/** A customer name a spreadsheet would run as a formula. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Bakkerij")';

/** The CSV's rows as cells: `;`-separated, a quoted cell may hold `;` and doubled quotes. */
const csvRows = (text: string): string[][] =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let index = 0; index < line.length; index += 1) {
        const char = line[index]!;
        if (quoted && char === '"' && line[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else if (char === '"') quoted = !quoted;
        else if (char === ';' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += char;
      }
      return [...cells, cell];
    });
const cents = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);

describe('the accountant’s export (/api/exports/accountant)', () => {
  let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
  let smtp: TestSmtpServer;
  let app: NestExpressApplication;
  let db: pg.Client;
  let owner: TestUser;
  let stranger: TestUser;
  const ids: Record<string, string> = {};

  const api = () => request(app.getHttpServer());
  const issue = async (user: TestUser, changes: Record<string, unknown>) => {
    const invoice = await createInvoice(app, user, { ...E_INVOICE_READY, ...changes });
    await sendEmail(app, user, invoice.id);
    await settled(app, user, invoice.id);
    return invoice.id;
  };
  const download = (user: TestUser, query: string) =>
    api()
      .get(`/api/exports/accountant?${query}`)
      .set(...user.auth)
      .buffer(true)
      .parse(binary);
  const copies = async (user: TestUser): Promise<Copy[]> =>
    (
      await api()
        .get('/api/archive?from=2026-07-01&to=2026-09-30')
        .set(...user.auth)
        .expect(200)
    ).body.documents;
  const zipOf = (bytes: Buffer) =>
    new Map(new AdmZip(bytes).getEntries().map((entry) => [entry.entryName, entry.getData()]));

  beforeAll(async () => {
    ownDatabase = await createOwnDatabase('accountant_export');
    smtp = await startTestSmtpServer();
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url, SMTP_URL: smtp.url } });
    db = new pg.Client({ connectionString: ownDatabase.url });
    await db.connect();
    owner = await createTestUser(app, 'exporting');
    stranger = await createTestUser(app, 'export-stranger');

    ids.paid = await issue(owner, { date: '2026-07-10', dueDate: '2026-07-24' });
    ids.formula = await issue(owner, {
      date: '2026-07-20',
      dueDate: '2026-08-03',
      recipient: { ...(E_INVOICE_READY.recipient as object), company: FORMULA_NAME },
    });
    ids.deleted = await issue(owner, { date: '2026-08-05', dueDate: '2026-08-19' });
    const { body: creditNote } = await api()
      .post(`/api/invoices/${ids.paid}/credit-notes`)
      .set(...owner.auth)
      .set('Idempotency-Key', `export-credit-${ids.paid}`)
      .send({ creditNote: { date: '2026-08-10' } })
      .expect(201);
    await sendEmail(app, owner, creditNote.id);
    await settled(app, owner, creditNote.id);
    ids.credit = creditNote.id;
    // Sent before the archive existed: no copy, listed from the live invoice.
    ids.unarchived = await issue(owner, { date: '2026-09-01', dueDate: '2026-09-15' });
    await db.query(`DELETE FROM archived_documents WHERE invoice_id = $1`, [ids.unarchived]);
    ids.outside = await issue(owner, { date: '2026-10-01', dueDate: '2026-10-15' });
    ids.strangers = await issue(stranger, {
      date: '2026-07-15',
      dueDate: '2026-07-29',
      recipient: { ...(E_INVOICE_READY.recipient as object), company: 'Only The Stranger BV' },
    });
    await db.query(
      `UPDATE invoices SET payment_status = 'paid', paid_via = 'bank',
              paid_at = '2026-08-03T10:00:00Z' WHERE id = $1`,
      [ids.paid],
    );
    await api()
      .delete(`/api/invoices/${ids.deleted}`)
      .set(...owner.auth)
      .expect(204);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await smtp?.close();
    await ownDatabase?.drop();
  });

  it('sizes the export: every document of the period and about the bytes of its ZIP', async () => {
    const { body } = await api()
      .get('/api/exports/accountant/summary?period=2026-Q3')
      .set(...owner.auth)
      .expect(200);
    const { rows } = await db.query(
      `SELECT sum(octet_length(pdf) + octet_length(ubl))::int AS bytes FROM archived_documents
        WHERE user_id = $1 AND issue_date BETWEEN '2026-07-01' AND '2026-09-30'`,
      [owner.id],
    );
    expect(body.documents).toBe(5);
    expect(body.bytes).toBeGreaterThan(rows[0].bytes);
    expect(body.bytes).toBeLessThan(rows[0].bytes + 64 * 1024);
    const empty = await api()
      .get('/api/exports/accountant/summary?period=2025-02')
      .set(...owner.auth)
      .expect(200);
    expect(empty.body).toEqual({ documents: 0, bytes: 0 });
  });

  it('holds every issued PDF and UBL of the period byte for byte, deleted ones marked', async () => {
    const answer = await download(owner, 'period=2026-Q3').expect(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toContain(
      'attachment; filename="accountant-2026-Q3.zip"',
    );
    // A ZIP every unzip reads, whole (CRCs and sizes checked).
    const folder = mkdtempSync(join(tmpdir(), 'export-'));
    writeFileSync(join(folder, 'export.zip'), answer.body as Buffer);
    execFileSync('unzip', ['-tq', join(folder, 'export.zip')]);
    rmSync(folder, { recursive: true });

    const files = zipOf(answer.body as Buffer);
    const archived = await copies(owner);
    expect(archived).toHaveLength(4);
    const expected = new Map<string, string>();
    for (const copy of archived) {
      const stem = `documents/${copy.invoiceNumber}${copy.deletedAt === null ? '' : '-deleted'}`;
      expected.set(`${stem}.pdf`, copy.pdfSha256);
      expected.set(`${stem}.xml`, copy.ublSha256!);
    }
    const documents = [...files.keys()].filter((name) => name.startsWith('documents/'));
    expect(documents.sort()).toEqual([...expected.keys()].sort());
    for (const [name, hash] of expected) expect(sha256(files.get(name)!)).toBe(hash);
    const deleted = archived.find((copy) => copy.invoiceId === ids.deleted)!;
    expect(files.has(`documents/${deleted.invoiceNumber}-deleted.pdf`)).toBe(true);
    expect([...files.keys()]).toEqual(expect.arrayContaining(['ledger.csv', 'ledger.xlsx']));
  });

  it('lists one ledger row per document, with the amounts, payment and deletion', async () => {
    const files = zipOf((await download(owner, 'period=2026-Q3').expect(200)).body as Buffer);
    const csv = files.get('ledger.csv')!.toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(csv);
    expect(header).toEqual([
      'Number',
      'Type',
      'Date',
      'Customer',
      'Customer VAT number',
      'Net 21%',
      'VAT 21%',
      'Net 9%',
      'VAT 9%',
      'VAT',
      'Total',
      'Paid on',
      'Payment method',
      'Payment reference',
      'Deleted on',
    ]);
    const numberOf = async (id: string) =>
      (
        await api()
          .get(`/api/invoices/${id}`)
          .set(...owner.auth)
          .expect(200)
      ).body;
    const paid = await numberOf(ids.paid!);
    const credit = await numberOf(ids.credit!);
    const byNumber = new Map(rows.map((row) => [row[0], row]));
    expect(rows).toHaveLength(5);
    expect(byNumber.get(paid.invoiceNumber)).toEqual([
      paid.invoiceNumber,
      'Invoice',
      '2026-07-10',
      'Bakkerij Jansen',
      '',
      '170,00',
      '35,70',
      '7,50',
      '0,68',
      '36,38',
      '213,88',
      '2026-08-03',
      'Bank transfer',
      paid.paymentReference ?? paid.invoiceNumber,
      '',
    ]);
    expect(byNumber.get(credit.invoiceNumber)!.slice(1, 11)).toEqual([
      'Credit note',
      '2026-08-10',
      'Bakkerij Jansen',
      '',
      '-170,00',
      '-35,70',
      '-7,50',
      '-0,68',
      '-36,38',
      '-213,88',
    ]);
    // The deleted invoice's amounts come from the copy as issued: its row is gone.
    const deletedRow = rows.find((row) => row[14] !== '')!;
    expect(deletedRow[14]).toBe(storedDateOf(new Date()));
    expect(deletedRow[10]).toBe('213,88');
    expect(deletedRow[12]).toBe('');
    // Sent before the archive: listed all the same, unpaid.
    expect(rows.find((row) => row[2] === '2026-09-01')![12]).toBe('Unpaid');
    // The column of totals adds up to the documents' totals, the credit note subtracted.
    const sum = rows.reduce((total, row) => total + cents(row[10]!), 0);
    expect(sum).toBe(4 * SAMPLE_TOTAL_CENTS - credit.total);
    // A formula in user text stays text.
    expect(rows.find((row) => row[2] === '2026-07-20')![3]).toBe(`'${FORMULA_NAME}`);
    expect(csv).not.toContain('Only The Stranger BV');
  });

  it('writes the XLSX ledger with numbers as numbers and dates as dates', async () => {
    const files = zipOf(
      (await download(owner, 'period=2026-Q3&language=nl').expect(200)).body as Buffer,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(files.get('ledger.xlsx')! as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Grootboek');
    expect(sheet.getRow(1).getCell(1).value).toBe('Nummer');
    expect(sheet.getRow(1).getCell(11).value).toBe('Totaal');
    expect(sheet.rowCount).toBe(6);
    const first = sheet.getRow(2);
    expect(first.getCell(3).value).toEqual(new Date('2026-07-10T00:00:00Z'));
    expect(first.getCell(11).value).toBe(213.88);
    expect(first.getCell(13).value).toBe('Bankoverschrijving');
    // In XLSX the formula is a string cell, never evaluated.
    expect(sheet.getRow(3).getCell(4).value).toBe(FORMULA_NAME);
    const csv = files.get('ledger.csv')!.toString('utf8');
    expect(csvRows(csv)[0]!.slice(5, 7)).toEqual(['Netto 21%', 'Btw 21%']);
  });

  it('holds the VAT return’s figures as GET /api/vat-return has them, in the ledger’s language', async () => {
    const files = zipOf(
      (await download(owner, 'period=2026-Q3&language=nl').expect(200)).body as Buffer,
    );
    const { body: figures } = await api()
      .get('/api/vat-return?period=2026-Q3')
      .set(...owner.auth)
      .expect(200);
    const csv = files.get('vat-return.csv')!.toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(csv);
    expect(header).toEqual(['Rubriek', 'Omschrijving', 'Grondslag', 'Btw']);
    const box1a = rows.find((row) => row[0] === '1a')!;
    expect(box1a[1]).toBe('Leveringen/diensten belast met hoog tarief');
    const expected = figures.boxes.find((box: { box: string }) => box.box === '1a');
    expect(expected.base).not.toBe(0);
    expect([cents(box1a[2]!), cents(box1a[3]!)]).toEqual([expected.base, expected.vat]);
    expect(rows.map((row) => row[0]).slice(0, figures.boxes.length)).toEqual(
      figures.boxes.map((box: { box: string }) => box.box),
    );
  });

  it('holds the stranger’s documents only for the stranger', async () => {
    const files = zipOf((await download(stranger, 'period=2026-Q3').expect(200)).body as Buffer);
    const [, ...rows] = csvRows(files.get('ledger.csv')!.toString('utf8'));
    expect(rows.map((row) => row[3])).toEqual(['Only The Stranger BV']);
    expect([...files.keys()].filter((name) => name.startsWith('documents/'))).toHaveLength(2);
  });

  it('exports an empty period as an empty ledger', async () => {
    const files = zipOf((await download(owner, 'period=2025-02').expect(200)).body as Buffer);
    expect([...files.keys()].sort()).toEqual(['ledger.csv', 'ledger.xlsx', 'vat-return.csv']);
    expect(csvRows(files.get('ledger.csv')!.toString('utf8'))).toHaveLength(1);
  });

  it('refuses a bad period or language with 400 naming the field, and strangers with 401', async () => {
    for (const query of [
      'period=2026-Q5',
      'period=2026-13',
      'period=',
      '',
      'period=2026-Q3&language=de',
    ]) {
      const answer = await api()
        .get(`/api/exports/accountant?${query}`)
        .set(...owner.auth)
        .expect(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.fields[0].field).toBe(query.includes('language') ? 'language' : 'period');
    }
    await api()
      .get('/api/exports/accountant/summary?period=2026-Q3x')
      .set(...owner.auth)
      .expect(400);
    await api().get('/api/exports/accountant?period=2026-Q3').expect(401);
    await api().get('/api/exports/accountant/summary?period=2026-Q3').expect(401);
  });

  it('keeps the invoice as issued in the archive, unchangeable', async () => {
    const { rows } = await db.query(
      `SELECT id, document FROM archived_documents WHERE invoice_id = $1`,
      [ids.deleted],
    );
    expect(rows[0].document).toMatchObject({ date: '2026-08-05', items: expect.any(Array) });
    await expect(
      db.query(`UPDATE archived_documents SET document = '{}'::jsonb WHERE id = $1`, [rows[0].id]),
    ).rejects.toThrow('An archived document cannot be changed');
    const live = await db.query(`SELECT id FROM archived_documents WHERE invoice_id = $1`, [
      ids.paid,
    ]);
    await expect(
      db.query(`UPDATE archived_documents SET document = NULL WHERE id = $1`, [live.rows[0].id]),
    ).rejects.toThrow('An archived document cannot be changed');
    // Nor what tells its versions apart.
    await expect(
      db.query(`UPDATE archived_documents SET content_sha256 = repeat('0', 64) WHERE id = $1`, [
        live.rows[0].id,
      ]),
    ).rejects.toThrow('An archived document cannot be changed');
  });
});
