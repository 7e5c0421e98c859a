import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { renderInvoiceUbl } from '@app/contracts/documents';
import {
  NL,
  creditNoteOf,
  readyInvoice,
} from '../../contracts/src/documents/testing/sample-ubl.js';
import { IncomingDocumentSinks } from '../src/peppol/incoming/incoming-document-sinks.js';
import type { ProviderDocument } from '../src/peppol/provider/peppol-provider.js';
import { ReceivedDocumentsService } from '../src/peppol/received/received-documents.service.js';
import { ReceivedDocumentsSink } from '../src/peppol/received/received-documents.sink.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const PDF = Buffer.from('%PDF-1.4\n% a received invoice\n');
const HTML = Buffer.from('<script>alert(document.cookie)</script>');

/** Our own UBL with two files attached: a PDF and an HTML page calling itself a web page. */
const withAttachments = (xml: string): string =>
  xml.replace(
    '</cbc:BuyerReference>',
    '</cbc:BuyerReference>' +
      [
        ['INV.pdf', 'application/pdf', PDF],
        ['page.html', 'text/html', HTML],
      ]
        .map(
          ([name, mime, bytes]) =>
            `<cac:AdditionalDocumentReference><cbc:ID>${String(name)}</cbc:ID><cac:Attachment>` +
            `<cbc:EmbeddedDocumentBinaryObject mimeCode="${String(mime)}" filename="${String(name)}">` +
            `${(bytes as Buffer).toString('base64')}</cbc:EmbeddedDocumentBinaryObject>` +
            `</cac:Attachment></cac:AdditionalDocumentReference>`,
        )
        .join(''),
  );

const INVOICE_XML = withAttachments(renderInvoiceUbl(readyInvoice(), NL));
const CREDIT_NOTE_XML = renderInvoiceUbl(creditNoteOf(readyInvoice()), NL);

const HOSTILE: Record<string, string> = {
  'entity expansion': `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><Invoice>&b;</Invoice>`,
  'an external entity': `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><Invoice>&e;</Invoice>`,
  '15 MB': `<Invoice>${'x'.repeat(15 * 1024 * 1024)}</Invoice>`,
  'deep nesting': `${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}`,
  'not XML': 'this is not an invoice',
  'an HTML page': '<html><body><h1>Invoice</h1><br></body></html>',
  'XML that is no invoice': '<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>',
};

describe('received e-invoices (/api/received-documents)', () => {
  let app: NestExpressApplication;
  let service: ReceivedDocumentsService;
  let owner: TestUser;
  let stranger: TestUser;
  let invoiceId: string;

  const run = () => `doc-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const api = (as: TestUser = owner) => {
    const server = app.getHttpServer();
    return {
      get: (path: string) =>
        request(server)
          .get(`/api/received-documents${path}`)
          .set(...as.auth),
      patch: (path: string, body: object) =>
        request(server)
          .patch(`/api/received-documents${path}`)
          .set(...as.auth)
          .send(body),
    };
  };
  const storedCount = async (userId: string): Promise<number> => {
    const [row] = await app
      .get(DataSource)
      .query<{ count: string }[]>(`SELECT count(*) FROM received_documents WHERE user_id = $1`, [
        userId,
      ]);
    return Number(row?.count);
  };

  beforeAll(async () => {
    app = await createTestApp();
    service = app.get(ReceivedDocumentsService);
    owner = await createTestUser(app, 'received-owner');
    stranger = await createTestUser(app, 'received-stranger');
    const stored = await service.ingest(owner.id, run(), INVOICE_XML, '0106:12345678');
    if (stored.kind !== 'stored') throw new Error(`not stored: ${stored.kind}`);
    invoiceId = stored.id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores a provider document once, however often it arrives', async () => {
    const id = run();
    const first = await service.ingest(stranger.id, id, CREDIT_NOTE_XML);
    const again = await Promise.all([
      service.ingest(stranger.id, id, CREDIT_NOTE_XML),
      service.ingest(stranger.id, id, CREDIT_NOTE_XML),
    ]);
    expect(first.kind).toBe('stored');
    expect(again).toEqual([{ kind: 'duplicate' }, { kind: 'duplicate' }]);
    expect(await storedCount(stranger.id)).toBe(1);
  });

  it('takes invoices and credit notes from the incoming router, and nothing else', async () => {
    const user = await createTestUser(app, 'received-sink');
    const sink = app.get(ReceivedDocumentsSink);
    // Bound where the incoming router looks for sinks.
    expect(app.get(IncomingDocumentSinks).all()).toContain(sink);
    const document = (over: Partial<ProviderDocument>): ProviderDocument => ({
      id: run(),
      companyId: 'company',
      direction: 'incoming',
      type: 'invoice',
      envelopeId: null,
      senderId: '0208:0123456749',
      xml: INVOICE_XML,
      createdAt: new Date().toISOString(),
      ...over,
    });
    const invoice = document({});
    await sink.accept(user.id, invoice);
    await sink.accept(user.id, invoice);
    await sink.accept(user.id, document({ type: 'creditNote', xml: CREDIT_NOTE_XML }));
    await sink.accept(user.id, document({ type: 'messageLevelResponse' }));
    await sink.accept(user.id, document({ direction: 'outgoing' }));
    await sink.accept(user.id, document({ xml: null }));
    const list = await api(user).get('').expect(200);
    expect(list.body.documents.map((d: { documentType: string }) => d.documentType)).toEqual([
      'credit_note',
      'invoice',
    ]);
    expect(list.body.documents[1].senderPeppolId).toBe('0208:0123456749');
  });

  it.each(Object.entries(HOSTILE))('refuses %s and stores nothing', async (_name, xml) => {
    const user = await createTestUser(app, 'received-hostile');
    const outcome = await service.ingest(user.id, run(), xml);
    expect(outcome.kind).toBe('refused');
    expect(await storedCount(user.id)).toBe(0);
  });

  it('lists the documents newest first with what the list shows, paged', async () => {
    const invoice = readyInvoice();
    const response = await api().get('').expect(200);
    expect(response.body).toMatchObject({ total: 1, page: 1, hasMore: false, nextCursor: null });
    expect(response.body.documents).toEqual([
      {
        id: invoiceId,
        documentType: 'invoice',
        senderName: invoice.sender.company,
        senderPeppolId: '0106:12345678',
        number: invoice.invoiceNumber,
        issueDate: invoice.date,
        dueDate: invoice.dueDate,
        totalCents: expect.stringMatching(/^\d+$/),
        currency: 'EUR',
        mark: null,
        read: false,
        receivedAt: expect.any(String),
      },
    ]);
    const user = await createTestUser(app, 'received-paging');
    for (let index = 0; index < 3; index += 1)
      await service.ingest(user.id, run(), CREDIT_NOTE_XML);
    const first = await api(user).get('?limit=2').expect(200);
    expect(first.body).toMatchObject({ total: 3, hasMore: true });
    const second = await api(user).get(`?limit=2&cursor=${first.body.nextCursor}`).expect(200);
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null });
    const ids = [...first.body.documents, ...second.body.documents].map(
      (d: { id: string }) => d.id,
    );
    expect(new Set(ids).size).toBe(3);
    await api(user).get('?cursor=nonsense').expect(400);
  });

  it('answers the detail with the parsed document, its attachments and a QR code to pay it', async () => {
    const response = await api().get(`/${invoiceId}`).expect(200);
    const { body } = response;
    expect(body.view).toMatchObject({
      type: 'invoice',
      number: 'INV-2026-0042',
      currency: 'EUR',
      paymentMeans: [{ code: '58', iban: 'NL91ABNA0417164300' }],
    });
    expect(body.view.totals.taxInclusiveCents).toBe(body.totalCents);
    expect(body.attachments).toEqual([
      { id: expect.any(String), filename: 'INV.pdf', mime: 'application/pdf', size: PDF.length },
      { id: expect.any(String), filename: 'page.html', mime: 'text/html', size: HTML.length },
    ]);
    expect(body.epcPayload).toMatch(/^BCD\n002\n1\nSCT\n/);
    expect(body.epcPayload).toContain('NL91ABNA0417164300');
  });

  it('downloads the original UBL exactly as it arrived', async () => {
    const response = await api()
      .get(`/${invoiceId}/ubl`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="INV-2026-0042.xml"',
    );
    expect((response.body as Buffer).toString('utf8')).toBe(INVOICE_XML);
  });

  it('serves a PDF as a PDF and anything else as bytes, never sniffed', async () => {
    const detail = await api().get(`/${invoiceId}`).expect(200);
    const [pdf, html] = detail.body.attachments as { id: string }[];
    const binary = (path: string) =>
      api()
        .get(path)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const asPdf = await binary(`/${invoiceId}/attachments/${pdf?.id}`).expect(200);
    expect(asPdf.headers['content-type']).toBe('application/pdf');
    expect(asPdf.headers['x-content-type-options']).toBe('nosniff');
    expect(asPdf.headers['content-disposition']).toContain('attachment; filename="INV.pdf"');
    expect(Buffer.compare(asPdf.body as Buffer, PDF)).toBe(0);
    const asBytes = await binary(`/${invoiceId}/attachments/${html?.id}`).expect(200);
    expect(asBytes.headers['content-type']).toBe('application/octet-stream');
    expect(asBytes.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(asBytes.body as Buffer, HTML)).toBe(0);
  });

  it('marks a document to pay, paid or booked, and read', async () => {
    const marked = await api().patch(`/${invoiceId}`, { mark: 'to_pay', read: true }).expect(200);
    expect(marked.body).toMatchObject({ id: invoiceId, mark: 'to_pay', read: true });
    await api().patch(`/${invoiceId}`, { mark: 'paid' }).expect(200);
    const listed = await api().get('').expect(200);
    expect(listed.body.documents[0]).toMatchObject({ mark: 'paid', read: true });
    const cleared = await api().patch(`/${invoiceId}`, { mark: null, read: false }).expect(200);
    expect(cleared.body).toMatchObject({ mark: null, read: false });
    await api().patch(`/${invoiceId}`, { mark: 'lost' }).expect(400);
    await api().patch(`/${invoiceId}`, { read: 'yes' }).expect(400);
  });

  it("answers 404 for another user's document, its files and its marks, and for no document", async () => {
    const detail = await api().get(`/${invoiceId}`).expect(200);
    const attachmentId = (detail.body.attachments as { id: string }[])[0]?.id ?? '';
    const as = api(stranger);
    await as.get(`/${invoiceId}`).expect(404);
    await as.get(`/${invoiceId}/ubl`).expect(404);
    await as.get(`/${invoiceId}/attachments/${attachmentId}`).expect(404);
    await as.patch(`/${invoiceId}`, { mark: 'booked' }).expect(404);
    await api().get('/not-a-uuid').expect(404);
    await api().get(`/${invoiceId}/attachments/${invoiceId}`).expect(404);
    expect((await api().get(`/${invoiceId}`).expect(200)).body.mark).not.toBe('booked');
    const others = await as.get('').expect(200);
    expect(others.body.documents.map((d: { id: string }) => d.id)).not.toContain(invoiceId);
  });

  it('requires a signed-in user', async () => {
    await request(app.getHttpServer()).get('/api/received-documents').expect(401);
  });
});
