// The "ceiling" for `npm run bench:api`: the three invoice reads the backend serves, answered by
// Fastify and a pg Pool with no framework, no ORM and no middleware, running the SAME SQL the
// backend runs (captured from TypeORM's query log of InvoicesRepository.page(), countMatching()
// and OwnedRepository.findOne()) and verifying the same HS256 access token. What the backend
// costs beyond this is the price of Nest, Express middleware and TypeORM.
// With CEILING_HTTP=express the same handlers are served by bare Express 5 instead of Fastify:
// the floor of the stack DESIGN.md prescribes (Express), so the benchmark shows what Express
// itself costs apart from Nest, the middleware and TypeORM.
// Started by scripts/bench-api.mjs as its own process; env: PORT, DATABASE_URL, AUTH_SECRET,
// ISSUER, CEILING_HTTP (fastify, the default, or express).
import { jwtVerify } from 'jose';
import pg from 'pg';
import { Buffer } from 'node:buffer';
import { TextEncoder } from 'node:util';

const { PORT, DATABASE_URL, AUTH_SECRET, ISSUER } = process.env;
const key = new TextEncoder().encode(AUTH_SECRET);

// As TypeORM reads them: `date` stays 'YYYY-MM-DD' text (not a Date at local midnight).
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value) => value);
// TypeORM's pool size (pg's default, 10).
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });

const COLUMNS = [
  'id',
  'user_id',
  'document_type',
  'invoice_number',
  'sequence',
  'status',
  'payment_status',
  'paid_at',
  'date',
  'due_date',
  'currency',
  'subtotal_cents',
  'discount_cents',
  'vat_cents',
  'total_cents',
  'company_id',
  'schedule_id',
  'generated_from_schedule_id',
  'payment_reference',
  'document',
  'created_at',
  'updated_at',
  'version',
  'credited_invoice_id',
  'credit_count',
];
const select = (alias) => COLUMNS.map((c) => `"${alias}"."${c}" AS "${alias}_${c}"`).join(', ');

// Exactly the statements TypeORM sends for GET /api/invoices (no filters) and GET /api/invoices/:id.
// TypeORM writes LIMIT and OFFSET into the text (validated integers), so the ceiling does too.
// A page is `limit + 1` rows (the extra one tells whether more follow); the count stops at the cap.
const pageSql = (limit, offset) =>
  `SELECT ${select('invoice')} FROM "invoices" "invoice" INNER JOIN (SELECT "page_invoice"."sequence" AS "sequence", "page_invoice"."id" AS "id", "page_invoice"."invoice_number" AS "invoice_number" FROM "invoices" "page_invoice" WHERE "page_invoice"."user_id" = $1 ORDER BY "page_invoice"."sequence" DESC, "page_invoice"."invoice_number" DESC, "page_invoice"."id" DESC LIMIT ${limit + 1} OFFSET ${offset}) "page" ON page.id = "invoice"."id" ` +
  'ORDER BY page.sequence DESC, page.invoice_number DESC, page.id DESC';
const COUNT_CAP = 1000;
const COUNT_SQL = `SELECT count(*) AS "count" FROM (SELECT 1 AS "one" FROM "invoices" "invoice" WHERE "invoice"."user_id" = $1 LIMIT ${COUNT_CAP + 1}) "capped"`;
const ONE_SQL = `SELECT ${select('InvoiceEntity')} FROM "invoices" "InvoiceEntity" WHERE (("InvoiceEntity"."id" = $1) AND ("InvoiceEntity"."user_id" = $2)) LIMIT 1`;

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** The backend's toApiInvoice (backend/src/invoices/invoice-mapper.ts), on a raw row. */
function toApiInvoice(row, alias) {
  const get = (column) => row[`${alias}_${column}`];
  const document = get('document');
  const out = {
    id: get('id'),
    documentType: get('document_type'),
    invoiceNumber: get('invoice_number'),
    date: get('date'),
    dueDate: get('due_date'),
    paymentTerms: document.paymentTerms,
    status: get('status'),
    paymentStatus: get('payment_status'),
  };
  if (get('paid_at') !== null) out.paidAt = get('paid_at').toISOString();
  out.sender = document.sender;
  out.recipient = document.recipient;
  if (get('company_id') !== null) out.companyId = get('company_id');
  Object.assign(out, {
    items: document.items,
    discount: document.discount,
    notes: document.notes,
    emailMessage: document.emailMessage,
    paymentMethods: document.paymentMethods,
    paymentLinks: document.paymentLinks,
  });
  if (get('payment_reference') !== null) out.paymentReference = get('payment_reference');
  if (get('schedule_id') !== null) out.scheduleId = get('schedule_id');
  if (get('generated_from_schedule_id') !== null)
    out.generatedFromScheduleId = get('generated_from_schedule_id');
  return Object.assign(out, {
    currency: get('currency'),
    total: Number(get('total_cents')),
    isPlaceholder: document.isPlaceholder,
    createdAt: get('created_at').toISOString(),
    updatedAt: get('updated_at').toISOString(),
    version: get('version'),
    // The bench's invoices have no credit notes (credit_count 0): no query for them, as ours.
    ...(get('document_type') === 'invoice' && get('credit_count') === 0
      ? { credits: [], creditStatus: 'none' }
      : {}),
  });
}

const UNAUTHENTICATED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Sign in to continue',
  code: 'UNAUTHENTICATED',
};
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not found', code: 'NOT_FOUND' };

async function userOf(authorization) {
  const match = /^Bearer ([\w.-]+)$/.exec(authorization ?? '');
  if (!match) return null;
  try {
    const { payload } = await jwtVerify(match[1], key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: 'invoicing-api',
      requiredClaims: ['sub', 'exp'],
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

const positive = (text, fallback) => (/^[1-9]\d{0,6}$/.test(text ?? '') ? Number(text) : fallback);

/** GET /api/invoices, as { status, body }, whatever serves it. */
async function listInvoices(authorization, query) {
  const owner = await userOf(authorization);
  if (owner === null) return { status: 401, body: UNAUTHENTICATED };
  const page = positive(query.page, 1);
  const limit = Math.min(positive(query.limit, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const [rows, count] = await Promise.all([
    pool.query(pageSql(limit, (page - 1) * limit), [owner]),
    pool.query(COUNT_SQL, [owner]),
  ]);
  const found = Number(count.rows[0].count);
  const shown = rows.rows.slice(0, limit);
  const hasMore = rows.rows.length > limit;
  const last = shown.at(-1);
  return {
    status: 200,
    body: {
      invoices: shown.map((row) => toApiInvoice(row, 'invoice')),
      total: Math.min(found, COUNT_CAP),
      totalCapped: found > COUNT_CAP,
      page,
      limit,
      hasMore,
      nextCursor:
        hasMore && last !== undefined
          ? Buffer.from(
              JSON.stringify([
                Number(last.invoice_sequence),
                last.invoice_invoice_number,
                last.invoice_id,
              ]),
            ).toString('base64url')
          : null,
    },
  };
}

/** GET /api/invoices/:id, as { status, body }. */
async function invoiceById(authorization, id) {
  const owner = await userOf(authorization);
  if (owner === null) return { status: 401, body: UNAUTHENTICATED };
  const { rows } = await pool.query(ONE_SQL, [id, owner]);
  if (rows.length === 0) return { status: 404, body: NOT_FOUND };
  return { status: 200, body: toApiInvoice(rows[0], 'InvoiceEntity') };
}

async function serveWithFastify() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const send = (reply, { status, body }) => reply.code(status).send(body);
  app.get('/api/invoices', async (request, reply) =>
    send(reply, await listInvoices(request.headers.authorization, request.query)),
  );
  app.get('/api/invoices/:id', async (request, reply) =>
    send(reply, await invoiceById(request.headers.authorization, request.params.id)),
  );
  app.get('/health', async () => ({ ok: true }));
  await app.listen({ port: Number(PORT), host: '127.0.0.1' });
  return () => app.close();
}

async function serveWithExpress() {
  const { default: express } = await import('express');
  const app = express();
  // As the backend: no weak ETag hashed over every answer.
  app.set('etag', false);
  const send = (response, { status, body }) => response.status(status).json(body);
  app.get('/api/invoices', async (request, response) =>
    send(response, await listInvoices(request.headers.authorization, request.query)),
  );
  app.get('/api/invoices/:id', async (request, response) =>
    send(response, await invoiceById(request.headers.authorization, request.params.id)),
  );
  app.get('/health', (_request, response) => response.json({ ok: true }));
  const server = await new Promise((resolve) => {
    const listening = app.listen(Number(PORT), '127.0.0.1', () => resolve(listening));
  });
  return () =>
    new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
}

const close = await (process.env.CEILING_HTTP === 'express'
  ? serveWithExpress()
  : serveWithFastify());

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void close().then(() => pool.end().then(() => process.exit(0)));
  });
}
