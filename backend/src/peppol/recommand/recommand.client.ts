import { Inject, Injectable } from '@nestjs/common';
import { PeppolEndpoint } from '../peppol-endpoint.js';
import { PeppolProviderError } from '../provider/peppol-provider-error.js';
import {
  PeppolProvider,
  type CompanyRegistration,
  type ParticipantLookup,
  type ProviderCompany,
  type ProviderDocument,
  type ProviderDocumentType,
  type SendOutcome,
} from '../provider/peppol-provider.js';
import {
  CREDIT_NOTE_DOC_TYPE,
  INVOICE_DOC_TYPE,
  type RecommandCompany,
  type RecommandDocument,
  type RecommandIdentifier,
  type RecommandSendResult,
  type RecommandVerification,
  type RecommandWebhook,
} from './recommand-api.js';
import { RecommandHttp, type RecommandTimeouts } from './recommand-http.js';

/** An injection token for the timeouts, so a test need not wait 10 s for one. */
export const RECOMMAND_TIMEOUTS_TOKEN = Symbol('RECOMMAND_TIMEOUTS');

const REGISTRATION_SCHEME = { BE: '0208', NL: '0106' } as const;

const DOCUMENT_TYPES: Readonly<Record<string, ProviderDocumentType>> = {
  invoice: 'invoice',
  creditNote: 'creditNote',
  messageLevelResponse: 'messageLevelResponse',
};

/**
 * Our PeppolProvider over Recommand's API (docs/peppol.md, research in docs/decisions.md): one
 * operator team's key, one company per registered user. The base URL is configuration: tests and
 * development reach the loopback stand-in (recommand/stand-in) through this same client.
 */
@Injectable()
export class RecommandClient extends PeppolProvider {
  private readonly http: RecommandHttp;

  constructor(
    endpoint: PeppolEndpoint,
    @Inject(RECOMMAND_TIMEOUTS_TOKEN) private readonly timeouts: RecommandTimeouts,
  ) {
    super();
    this.http = new RecommandHttp(() => endpoint.connection());
  }

  async registerCompany(input: CompanyRegistration): Promise<ProviderCompany> {
    const created = await this.post<{ company: RecommandCompany; verificationUrl?: string }>(
      '/companies',
      {
        name: input.name,
        address: input.address,
        postalCode: input.postalCode,
        city: input.city,
        country: input.country,
        enterpriseNumberScheme:
          input.enterpriseNumber === null ? null : REGISTRATION_SCHEME[input.country],
        enterpriseNumber: input.enterpriseNumber,
        vatNumber: input.vatNumber,
        isSmpRecipient: true,
      },
    );
    return this.withIdentifiers(created.company, created.verificationUrl ?? null);
  }

  async company(companyId: string): Promise<ProviderCompany | null> {
    const found = await this.http.find<{ company: RecommandCompany }>({
      method: 'GET',
      path: `/companies/${encodeURIComponent(companyId)}`,
      timeoutMs: this.timeouts.callMs,
    });
    return found === null ? null : this.withIdentifiers(found.company, null);
  }

  async unregisterCompany(companyId: string): Promise<void> {
    await this.http.find({
      method: 'DELETE',
      path: `/companies/${encodeURIComponent(companyId)}`,
      timeoutMs: this.timeouts.callMs,
    });
  }

  async lookup(peppolId: string): Promise<ParticipantLookup> {
    const answer = await this.post<RecommandVerification>('/verify', {
      peppolAddress: peppolId,
      includeBusinessCard: true,
    });
    if (!answer.isValid) return { reachable: false, name: null, documentTypes: [] };
    const types = new Set((answer.supportedDocuments ?? []).map((document) => document.docTypeId));
    const documentTypes = [
      ...(types.has(INVOICE_DOC_TYPE) ? (['invoice'] as const) : []),
      ...(types.has(CREDIT_NOTE_DOC_TYPE) ? (['creditNote'] as const) : []),
    ];
    return {
      reachable: documentTypes.length > 0,
      name: answer.companyName?.trim() || null,
      documentTypes,
    };
  }

  async send(companyId: string, recipient: string, ubl: string): Promise<SendOutcome> {
    let sent: RecommandSendResult;
    try {
      sent = await this.http.call<RecommandSendResult>({
        method: 'POST',
        path: `/${encodeURIComponent(companyId)}/send`,
        body: { recipient, documentType: 'xml', document: ubl },
        timeoutMs: this.timeouts.sendMs,
      });
    } catch (error) {
      if (!(error instanceof PeppolProviderError)) throw error;
      const reason = error.reasons.join('; ') || error.message;
      return { kind: error.kind, reason };
    }
    if (!sent.sentOverPeppol) {
      return { kind: 'refused', reason: 'The access point did not send it over Peppol' };
    }
    return { kind: 'sent', providerDocumentId: sent.id, envelopeId: sent.envelopeId };
  }

  async document(documentId: string): Promise<ProviderDocument | null> {
    const found = await this.http.find<{ document: RecommandDocument }>({
      method: 'GET',
      path: `/documents/${encodeURIComponent(documentId)}`,
      timeoutMs: this.timeouts.sendMs,
    });
    if (found === null) return null;
    const document = found.document;
    return {
      id: document.id,
      companyId: document.companyId,
      direction: document.direction,
      type: DOCUMENT_TYPES[document.type] ?? 'other',
      envelopeId: document.envelopeId,
      senderId: document.senderId,
      xml: document.xml ?? null,
      createdAt: document.createdAt,
      readAt: document.readAt,
    };
  }

  async inbox(companyId: string): Promise<{ id: string }[]> {
    const answer = await this.get<{ documents: RecommandDocument[] }>(
      `/inbox?companyId=${encodeURIComponent(companyId)}`,
    );
    return answer.documents.map((document) => ({ id: document.id }));
  }

  async markRead(documentId: string): Promise<void> {
    await this.post(`/documents/${encodeURIComponent(documentId)}/mark-as-read`, { read: true });
  }

  /**
   * One webhook for every company at `url`. One at the same address with another token (the
   * token was changed) is replaced; webhooks elsewhere (another deployment) are left alone.
   */
  async ensureWebhook(url: string): Promise<void> {
    const { webhooks } = await this.get<{ webhooks: RecommandWebhook[] }>('/webhooks');
    const base = withoutQuery(url);
    if (webhooks.some((webhook) => webhook.url === url && webhook.companyId === null)) return;
    for (const stale of webhooks.filter((webhook) => withoutQuery(webhook.url) === base)) {
      await this.http.find({
        method: 'DELETE',
        path: `/webhooks/${encodeURIComponent(stale.id)}`,
        timeoutMs: this.timeouts.callMs,
      });
    }
    await this.post('/webhooks', { url, companyId: null });
  }

  private async withIdentifiers(
    company: RecommandCompany,
    verificationUrl: string | null,
  ): Promise<ProviderCompany> {
    const { identifiers } = await this.get<{ identifiers: RecommandIdentifier[] }>(
      `/companies/${encodeURIComponent(company.id)}/identifiers`,
    );
    return {
      id: company.id,
      verified: company.isVerified,
      verificationUrl,
      peppolIds: identifiers.map(({ scheme, identifier }) => ({ scheme, identifier })),
    };
  }

  private get<T>(path: string): Promise<T> {
    return this.http.call<T>({ method: 'GET', path, timeoutMs: this.timeouts.callMs });
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return this.http.call<T>({ method: 'POST', path, body, timeoutMs: this.timeouts.callMs });
  }
}

const withoutQuery = (url: string): string => url.split('?')[0];
