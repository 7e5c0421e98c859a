import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { stringify } from 'yaml';
import { ErrorBodyDto, FieldErrorDto } from '../common/errors/error-body.js';
import { applyOpenApiConventions } from './openapi-conventions.js';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Every tag the controllers use, described; openapi.spec.ts fails on an undescribed one. */
export const OPENAPI_TAGS: Record<string, string> = {
  invoices:
    'Invoices and credit notes: numbered on save, locked once sent, with their e-mails, PDF and ' +
    'UBL e-invoice. Ids may be chosen by the client, so a replayed create never duplicates.',
  companies: 'The saved customers (recipients) the editor picks from.',
  schedules: 'Recurring invoices: a template invoice copied on a schedule by the server.',
  settings: 'The user’s settings: sender details, numbering, payment methods, defaults.',
  user: 'The signed-in user: admin status and personal access tokens.',
  webhooks: 'Outgoing webhooks: endpoints the server POSTs signed events to, and their deliveries.',
  logo: 'The user’s logo, shown on invoices and e-mails.',
  mollie: 'Connecting a Mollie account for payment links (browser flow).',
  'invoice-status': 'Public: the customer’s view of an invoice and the way to pay it.',
  payments: 'Called by the payment provider (Mollie) only.',
  auth: 'The browser’s sign-in session (Google or Microsoft, refresh cookie). Programs use tokens.',
  admin: 'Operators only: users, their data and the e-mail queue. Refuses personal tokens.',
  health: 'Public: whether the server and its database, queue and mail are up.',
  'vat-numbers': 'A customer’s VAT number checked against VIES, the EU’s VAT number register.',
  peppol:
    'E-invoices over Peppol: registering your company, looking customers up, and (called by the ' +
    'access point only) its notifications.',
  'received-documents':
    'E-invoices and credit notes received over Peppol: read, downloaded and marked to pay, paid or booked.',
  archive:
    'The invoices and credit notes the user issued, kept as they went out (PDF and UBL with their ' +
    'SHA-256) for the law’s retention period, also after the invoice is deleted.',
  'vat-return':
    'The figures of the seller’s VAT return (Dutch btw-aangifte or Belgian periodic return) for ' +
    'a quarter or a month, each with the invoices and credit notes behind it.',
  reports:
    'A year’s revenue per month and per customer, and what customers owe today with its ageing.',
  exports:
    'The accountant’s export of a quarter or a month: a ZIP of the issued PDFs and UBLs as ' +
    'archived, the ledger as CSV and XLSX, and the VAT return’s figures, streamed.',
  'bank-statements':
    'Bank reconciliation: camt.053 statements imported once, their credits matched to open ' +
    'invoices (sure ones paid on the booking date) and the unsure ones confirmed or dismissed.',
};

export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Invoicing API')
    .setDescription(
      'The API of the bilingual invoicing product. Errors always have the ErrorBodyDto shape; ' +
        'switch on its code (the ErrorCode enum), never on the message. A five-minute start ' +
        '(a token, an invoice, sending it, its PDF and UBL, a webhook) is in docs/api.md.',
    )
    .setVersion('1')
    // Proprietary: the terms of use are the product's own /terms page on this server.
    .setLicense('Proprietary', '/terms')
    // Relative: the server that serves this document; every path already starts with /api.
    .addServer('/', 'This server')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'Send `Authorization: Bearer <token>`. Two kinds of token are accepted. A program ' +
          'uses a **personal access token** (`pat_…`): a signed-in user creates one in the ' +
          "editor's settings (API tokens) or with `POST /api/user/tokens`; it is shown once, " +
          'lasts until revoked, is `read` (GET only, else 403 TOKEN_SCOPE) or `write`, has its ' +
          'own rate limit, and is refused on admin, token and session routes (403 ' +
          'TOKEN_NOT_ALLOWED). The browser apps use a **short-lived JWT** (15 minutes) from ' +
          'signing in with Google or Microsoft (`GET /api/auth/{provider}`), renewed by ' +
          '`POST /api/auth/refresh` with the httpOnly refresh cookie and the `XSRF-TOKEN` ' +
          'cookie’s value echoed as `X-XSRF-TOKEN`. Paste either into "Authorize" to try the ' +
          'API here.',
      },
      'bearer',
    );
  for (const [name, description] of Object.entries(OPENAPI_TAGS)) builder.addTag(name, description);
  const config = builder.build();
  return applyOpenApiConventions(
    SwaggerModule.createDocument(app, config, {
      extraModels: [ErrorBodyDto, FieldErrorDto],
      // The method name is the operationId, and so the name of the generated client hook.
      operationIdFactory: (_controllerKey, methodKey) => methodKey,
    }),
  );
}

/** Deterministic YAML: sorted keys, no anchors, so the committed file only changes with the API. */
export function openApiYaml(document: OpenAPIObject): string {
  return stringify(sortKeys(document), { aliasDuplicateObjects: false, lineWidth: 0 });
}
