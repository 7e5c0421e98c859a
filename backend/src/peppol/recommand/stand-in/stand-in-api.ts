import { companyView, createCompany } from './stand-in-companies.js';
import { verification } from './stand-in-directory.js';
import { failure, invalidInput, ok, text, type Answer, type Request } from './stand-in-http.js';
import { sendDocument, type SendScript } from './stand-in-send.js';
import { newId, STAND_IN_TEAM_ID, withoutXml, type StandInStore } from './stand-in-store.js';
import type { StandInWebhooks } from './stand-in-webhooks.js';

export type ApiContext = {
  store: StandInStore;
  webhooks: StandInWebhooks;
  script: SendScript;
  schemasDir: string | null;
};

type Route = {
  method: string;
  pattern: RegExp;
  handle: (context: ApiContext, request: Request, params: string[]) => Answer | Promise<Answer>;
};

const verificationUrl = (origin: string, logId: string) =>
  `${origin}/company-verification/${logId}/verify`;

/** Recommand's API as the stand-in speaks it (under /api/v1); shapes in docs/peppol.md. */
const ROUTES: Route[] = [
  {
    method: 'POST',
    pattern: /^\/companies$/,
    handle: ({ store }, request) => {
      const created = createCompany(request.body);
      if ('status' in created) return created;
      store.companies.set(created.id, created);
      return ok({
        company: companyView(created),
        verificationUrl: verificationUrl(request.origin, created.verificationLogId),
        verificationLogId: created.verificationLogId,
      });
    },
  },
  {
    method: 'GET',
    pattern: /^\/companies$/,
    handle: ({ store }) => ok({ companies: [...store.companies.values()].map(companyView) }),
  },
  {
    method: 'GET',
    pattern: /^\/companies\/([\w-]+)$/,
    handle: ({ store }, _request, [id]) => {
      const company = store.companies.get(id);
      return company === undefined
        ? failure(404, 'Company not found')
        : ok({ company: companyView(company) });
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/companies\/([\w-]+)$/,
    handle: ({ store }, _request, [id]) => {
      if (!store.companies.has(id)) return failure(404, 'Company not found');
      store.deleteCompany(id);
      return ok();
    },
  },
  {
    method: 'GET',
    pattern: /^\/companies\/([\w-]+)\/identifiers$/,
    handle: ({ store }, _request, [id]) => {
      const company = store.companies.get(id);
      return company === undefined
        ? failure(404, 'Company not found')
        : ok({ identifiers: company.identifiers });
    },
  },
  {
    method: 'POST',
    pattern: /^\/companies\/([\w-]+)\/verify$/,
    handle: ({ store }, request, [id]) => {
      const company = store.companies.get(id);
      if (company === undefined) return failure(404, 'Company not found');
      return ok({
        verificationUrl: verificationUrl(request.origin, company.verificationLogId),
        verificationLogId: company.verificationLogId,
      });
    },
  },
  {
    method: 'POST',
    pattern: /^\/verify$/,
    handle: ({ store }, request) => {
      const address = text(request.body.peppolAddress);
      if (address === null) return invalidInput('peppolAddress', 'Required');
      return ok({ ...verification(store, address) });
    },
  },
  {
    method: 'POST',
    pattern: /^\/verify-document-support$/,
    handle: ({ store }, request) => {
      const address = text(request.body.peppolAddress);
      if (address === null) return invalidInput('peppolAddress', 'Required');
      const found = verification(store, address);
      const wanted = text(request.body.documentType) ?? '';
      const supported = (found.supportedDocuments ?? []).some(
        (document) =>
          document.docTypeId === wanted ||
          (wanted === 'invoice' && document.name === 'Invoice') ||
          (wanted === 'creditNote' && document.name === 'Credit Note'),
      );
      return ok({ isValid: found.isValid && supported });
    },
  },
  {
    method: 'POST',
    pattern: /^\/([\w-]+)\/send$/,
    handle: (context, request, [companyId]) =>
      sendDocument(context, companyId, request.body, request.signal),
  },
  {
    method: 'GET',
    pattern: /^\/documents\/([\w-]+)$/,
    handle: ({ store }, _request, [id]) => {
      const document = store.documents.get(id);
      return document === undefined ? failure(404, 'Document not found') : ok({ document });
    },
  },
  {
    method: 'POST',
    pattern: /^\/documents\/([\w-]+)\/mark-as-read$/,
    handle: ({ store }, request, [id]) => {
      const document = store.documents.get(id);
      if (document === undefined) return failure(404, 'Document not found');
      document.readAt = request.body.read === false ? null : new Date().toISOString();
      return ok();
    },
  },
  {
    method: 'GET',
    pattern: /^\/inbox$/,
    handle: ({ store }, request) => {
      const companyId = request.query.get('companyId');
      const documents = [...store.documents.values()].filter(
        (document) =>
          document.direction === 'incoming' &&
          document.readAt === null &&
          (companyId === null || document.companyId === companyId),
      );
      return ok({ documents: documents.map(withoutXml) });
    },
  },
  {
    method: 'GET',
    pattern: /^\/webhooks$/,
    handle: ({ store }) => ok({ webhooks: [...store.webhooks.values()] }),
  },
  {
    method: 'POST',
    pattern: /^\/webhooks$/,
    handle: ({ store }, request) => {
      const url = text(request.body.url);
      if (url === null || !/^https?:\/\//.test(url)) return invalidInput('url', 'Invalid url');
      const companyId = text(request.body.companyId);
      const webhook = { id: newId('wh'), teamId: STAND_IN_TEAM_ID, url, companyId };
      store.webhooks.set(webhook.id, webhook);
      return ok({ webhook });
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/webhooks\/([\w-]+)$/,
    handle: ({ store }, _request, [id]) =>
      store.webhooks.delete(id) ? ok() : failure(404, 'Webhook not found'),
  },
];

/** The answer of the API route `request` names; 404 for any other path. */
export function answerApi(context: ApiContext, request: Request): Answer | Promise<Answer> {
  for (const route of ROUTES) {
    const match = route.method === request.method ? route.pattern.exec(request.path) : null;
    if (match !== null) return route.handle(context, request, match.slice(1));
  }
  return failure(404, 'Not found');
}
