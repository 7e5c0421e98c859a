import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import request from 'supertest';
import { parse } from 'yaml';
import { renderInvoiceUbl } from '@app/contracts/documents';
import { NL, readyInvoice } from '../../contracts/src/documents/testing/sample-ubl.js';
import { camt053Xml } from '../src/bank-statements/testing/camt053-statement.js';
import { ReceivedDocumentsService } from '../src/peppol/received/received-documents.service.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { repositoryRoot } from './support/paths.js';
import { createSchedule, sampleSchedule } from './support/schedules.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Operation = { method: string; path: string; public: boolean };
type OwnedWorld = { ids: Record<string, string>; all: string[] };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the committed contract: a new route joins the matrix by existing. */
function operations(): Operation[] {
  const document = parse(readFileSync(path.join(repositoryRoot, 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(document.paths).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => ({
      method,
      path: route,
      public: item[method]?.security?.length === 0,
    })),
  );
}

/**
 * Which of the owner's rows a path parameter names, by route. A guarded route with a path
 * parameter that is missing here fails the matrix: decide what it reaches, then add it.
 */
const PARAMETERS: Record<string, (world: OwnedWorld) => Record<string, string>> = {
  '/api/invoices/{id}': (world) => ({ id: world.ids.invoice }),
  '/api/invoices/{id}/emails': (world) => ({ id: world.ids.invoice }),
  '/api/invoices/{id}/send-email': (world) => ({ id: world.ids.invoice }),
  '/api/invoices/{id}/peppol-deliveries': (world) => ({ id: world.ids.invoice }),
  '/api/invoices/{id}/ubl': (world) => ({ id: world.ids.invoice }),
  '/api/invoices/{id}/pdf': (world) => ({ id: world.ids.invoice }),
  '/api/invoices/{id}/issue': (world) => ({ id: world.ids.invoice }),
  '/api/invoices/{id}/credit-notes': (world) => ({ id: world.ids.invoice }),
  '/api/invoices/{id}/refund': (world) => ({ id: world.ids.invoice }),
  '/api/companies/{id}': (world) => ({ id: world.ids.company }),
  '/api/schedules/{id}': (world) => ({ id: world.ids.schedule }),
  '/api/schedules/invoice/{invoiceId}': (world) => ({ invoiceId: world.ids.invoice }),
  '/api/logo/{id}': (world) => ({ id: world.ids.logo }),
  '/api/user/webhooks/{id}': (world) => ({ id: world.ids.webhook }),
  '/api/user/webhooks/{id}/deliveries': (world) => ({ id: world.ids.webhook }),
  '/api/user/webhooks/{id}/rotate-secret': (world) => ({ id: world.ids.webhook }),
  '/api/user/webhooks/{id}/test': (world) => ({ id: world.ids.webhook }),
  '/api/user/tokens/{id}': (world) => ({ id: world.ids.token }),
  '/api/received-documents/{id}': (world) => ({ id: world.ids.received }),
  '/api/received-documents/{id}/ubl': (world) => ({ id: world.ids.received }),
  '/api/archive/{id}/pdf': (world) => ({ id: world.ids.archived }),
  '/api/archive/{id}/ubl': (world) => ({ id: world.ids.archived }),
  '/api/bank-statements/credits/{id}/confirm': (world) => ({ id: world.ids.bankCredit }),
  '/api/bank-statements/credits/{id}/dismiss': (world) => ({ id: world.ids.bankCredit }),
  '/api/received-documents/{id}/attachments/{attachmentId}': (world) => ({
    id: world.ids.received,
    attachmentId: world.ids.receivedAttachment,
  }),
};

/** A valid body per write route, so a 404 can only come from ownership, never validation. */
const BODIES: Record<string, object> = {
  'put /api/invoices/{id}': { invoice: sampleInvoice() },
  'put /api/companies/{id}': { company: { name: 'Taken over' } },
  'put /api/schedules/{id}': sampleSchedule({ active: false }),
  'patch /api/invoices/{id}': { notes: 'Taken over' },
  'patch /api/companies/{id}': { name: 'Taken over' },
  'patch /api/schedules/{id}': { active: false },
  'put /api/user/webhooks/{id}': {
    endpoint: { url: 'https://example.com/taken', events: ['invoice.paid'] },
  },
  'post /api/invoices/{id}/credit-notes': { creditNote: {} },
  'patch /api/received-documents/{id}': { mark: 'booked', read: true },
  'post /api/bank-statements/credits/{id}/confirm': { invoiceId: 'not-the-intruders-invoice' },
  'post /api/invoices/{id}/send-email': {
    recipientEmail: 'intruder@example.test',
    customMessage: 'Not yours',
    locale: 'en',
  },
};

async function ownedWorld(app: NestExpressApplication, owner: TestUser): Promise<OwnedWorld> {
  const server = app.getHttpServer();
  const invoice = await createInvoice(app, owner);
  const company = await request(server)
    .post('/api/companies')
    .set(...owner.auth)
    .send({ company: { name: 'Owner Only BV' } })
    .expect(201);
  const schedule = await createSchedule(app, owner, { templateInvoiceId: invoice.id });
  const png = await sharp({
    create: { width: 2, height: 2, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  const logo = await request(server)
    .post('/api/logo/upload')
    .set(...owner.auth)
    .attach('file', png, 'logo.png')
    .expect(201);
  const email = await request(server)
    .post(`/api/invoices/${invoice.id}/send-email`)
    .set(...owner.auth)
    .send({ recipientEmail: 'customer@example.test', customMessage: '', locale: 'en' })
    .expect(202);
  // Delivered (to the outbox) before the matrix starts, so the owner's reads stay still.
  for (let tries = 0; ; tries += 1) {
    const history = await request(server)
      .get(`/api/invoices/${invoice.id}/emails`)
      .set(...owner.auth);
    if (history.body.emails?.[0]?.status !== 'planned') break;
    if (tries === 100) throw new Error('The owner’s e-mail was not delivered');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Its delivery issued the invoice: the archive keeps a copy.
  const archive = await request(server)
    .get('/api/archive')
    .set(...owner.auth)
    .expect(200);
  const token = await request(server)
    .post('/api/user/tokens')
    .set(...owner.auth)
    .send({ token: { name: 'Owner only', scope: 'read' } })
    .expect(201);
  const webhook = await request(server)
    .post('/api/user/webhooks')
    .set(...owner.auth)
    .send({ endpoint: { url: 'https://example.com/owner-only', events: ['email.failed'] } })
    .expect(201);
  // An e-invoice received over Peppol, with an embedded PDF.
  const received = await app
    .get(ReceivedDocumentsService)
    .ingest(
      owner.id,
      `idor-${owner.id}`,
      renderInvoiceUbl(readyInvoice(), NL).replace(
        '</cbc:BuyerReference>',
        '</cbc:BuyerReference><cac:AdditionalDocumentReference><cbc:ID>PDF</cbc:ID>' +
          '<cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" ' +
          'filename="owner.pdf">JVBERi0xLjQ=</cbc:EmbeddedDocumentBinaryObject></cac:Attachment>' +
          '</cac:AdditionalDocumentReference>',
      ),
    );
  if (received.kind !== 'stored') throw new Error('The owner’s e-invoice was not stored');
  const receivedDetail = await request(server)
    .get(`/api/received-documents/${received.id}`)
    .set(...owner.auth)
    .expect(200);
  // A bank statement's credit that fits none of the owner's invoices: it waits, unmatched.
  await request(server)
    .post('/api/bank-statements')
    .set(...owner.auth)
    .set('Content-Type', 'application/xml')
    .send(camt053Xml({ entries: [{ amount: '1.23', bankReference: `idor-${owner.id}` }] }))
    .expect(200);
  const unmatched = await request(server)
    .get('/api/bank-statements/credits?state=unmatched')
    .set(...owner.auth)
    .expect(200);
  const ids = {
    archived: archive.body.documents[0].id as string,
    bankCredit: unmatched.body.credits[0].id as string,
    received: received.id,
    receivedAttachment: receivedDetail.body.attachments[0].id as string,
    webhook: webhook.body.endpoint.id as string,
    token: token.body.token.id as string,
    invoice: invoice.id,
    email: email.body.email.id as string,
    company: company.body.id as string,
    schedule: schedule.id,
    logo: logo.body.logo.id as string,
  };
  return { ids, all: Object.values(ids) };
}

const call = (server: Parameters<typeof request>[0], method: string, url: string) => {
  const agent = request(server);
  if (method === 'put') return agent.put(url);
  if (method === 'post') return agent.post(url);
  if (method === 'delete') return agent.delete(url);
  if (method === 'patch') return agent.patch(url);
  return agent.get(url);
};

const fill = (route: string, values: Record<string, string>) =>
  route.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${route}`);
    return value;
  });

describe('IDOR matrix: another user’s ids answer 404 on every route, and lists never show them', () => {
  let app: NestExpressApplication;
  let owner: TestUser;
  let intruder: TestUser;
  let world: OwnedWorld;
  // The admin routes reach every user's rows by design; admin.e2e-spec.ts proves that anyone
  // but an admin gets 403 on each of them.
  // A VAT number's registration is public (VIES): GET /api/vat-numbers/{vatNumber} names no
  // one's row; vies.e2e-spec.ts covers it. Likewise a Peppol participant's reachability
  // (GET /api/peppol/participants/{peppolId}), the public Peppol directory's; peppol-registration.e2e-spec.ts.
  const guarded = operations().filter(
    (operation) =>
      !operation.public &&
      !operation.path.startsWith('/api/admin/') &&
      !operation.path.startsWith('/api/vat-numbers/') &&
      !operation.path.startsWith('/api/peppol/participants/'),
  );
  const withParameters = guarded.filter((operation) => operation.path.includes('{'));
  const lists = guarded.filter(
    (operation) => operation.method === 'get' && !operation.path.includes('{'),
  );

  beforeAll(async () => {
    // A Mollie app configured (never called: only the authorize URL is built), so that
    // GET /api/mollie/auth/url answers for real rather than MOLLIE_NOT_CONFIGURED.
    app = await createTestApp({
      env: { MOLLIE_CLIENT_ID: 'app_idor_matrix', MOLLIE_CLIENT_SECRET: 'idor-matrix-secret' },
    });
    owner = await createTestUser(app, 'owner');
    intruder = await createTestUser(app, 'intruder');
    world = await ownedWorld(app, owner);
  });
  afterAll(async () => {
    await app.close();
  });

  it('covers every guarded route with a path parameter', () => {
    expect(withParameters.length).toBeGreaterThan(0);
    expect(
      withParameters.map((operation) => operation.path).filter((route) => !(route in PARAMETERS)),
    ).toEqual([]);
  });

  it.each(
    withParameters.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
    ),
  )('%s answers another user’s id with 404 and changes nothing', async (_name, operation) => {
    const server = app.getHttpServer();
    const url = fill(operation.path, PARAMETERS[operation.path]!(world));
    const before = await Promise.all(
      withParameters
        .filter((read) => read.method === 'get')
        .map((read) =>
          request(server)
            .get(fill(read.path, PARAMETERS[read.path]!(world)))
            .set(...owner.auth),
        ),
    );
    const response = await call(server, operation.method, url)
      .set(...intruder.auth)
      .send(BODIES[`${operation.method} ${operation.path}`] ?? {});
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
    const after = await Promise.all(
      withParameters
        .filter((read) => read.method === 'get')
        .map((read) =>
          request(server)
            .get(fill(read.path, PARAMETERS[read.path]!(world)))
            .set(...owner.auth),
        ),
    );
    expect(after.map((read) => [read.status, read.body])).toEqual(
      before.map((read) => [read.status, read.body]),
    );
  });

  it.each(lists.map((operation) => [operation.path] as const))(
    'GET %s never shows another user’s rows',
    async (route) => {
      const response = await request(app.getHttpServer())
        .get(route)
        .set(...intruder.auth);
      expect(response.status).toBeLessThan(500);
      const text = JSON.stringify(response.body);
      for (const id of world.all) expect(text).not.toContain(id);
    },
  );
});
