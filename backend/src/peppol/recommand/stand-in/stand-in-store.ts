import { randomBytes } from 'node:crypto';
import type {
  RecommandCompany,
  RecommandDocument,
  RecommandIdentifier,
  RecommandWebhook,
} from '../recommand-api.js';

export const STAND_IN_TEAM_ID = 'team_stand_in';

export type StoredCompany = RecommandCompany & {
  identifiers: RecommandIdentifier[];
  verificationLogId: string;
};

export type StoredDocument = RecommandDocument & { xml: string | null };

/** One send the stand-in accepted: what the tests count. */
export type SendRecord = {
  companyId: string;
  recipient: string;
  /** The UBL's own id (cbc:ID), the invoice or credit note number. */
  documentNumber: string;
  documentId: string;
  envelopeId: string;
  at: string;
};

/** Ids shaped like Recommand's: a prefix and a time-ordered, random tail. */
export function newId(prefix: string): string {
  const time = Date.now().toString(36).toUpperCase().padStart(10, '0');
  return `${prefix}_${time}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** Everything the stand-in knows, in memory, for one team (the key it was started with). */
export class StandInStore {
  readonly companies = new Map<string, StoredCompany>();
  readonly documents = new Map<string, StoredDocument>();
  readonly webhooks = new Map<string, RecommandWebhook>();
  readonly sends: SendRecord[] = [];

  /** The company one of whose identifiers is `peppolAddress` (any case). */
  companyByPeppolId(peppolAddress: string): StoredCompany | undefined {
    const wanted = peppolAddress.toLowerCase();
    return [...this.companies.values()].find((company) =>
      company.identifiers.some(
        (identifier) => `${identifier.scheme}:${identifier.identifier}`.toLowerCase() === wanted,
      ),
    );
  }

  addDocument(
    document: Omit<StoredDocument, 'id' | 'teamId' | 'readAt' | 'createdAt' | 'updatedAt'>,
  ): StoredDocument {
    const now = new Date().toISOString();
    const stored: StoredDocument = {
      ...document,
      id: newId('doc'),
      teamId: STAND_IN_TEAM_ID,
      readAt: null,
      createdAt: now,
      updatedAt: now,
    };
    this.documents.set(stored.id, stored);
    return stored;
  }

  deleteCompany(companyId: string): void {
    this.companies.delete(companyId);
    for (const [id, document] of this.documents) {
      if (document.companyId === companyId) this.documents.delete(id);
    }
  }

  clear(): void {
    this.companies.clear();
    this.documents.clear();
    this.webhooks.clear();
    this.sends.length = 0;
  }
}

/** A document as a list answers it: without its XML. */
export function withoutXml(document: StoredDocument): RecommandDocument {
  const { xml: _xml, ...rest } = document;
  return rest;
}
