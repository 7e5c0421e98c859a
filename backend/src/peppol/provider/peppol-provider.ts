/**
 * Our side of a Peppol access point (docs/peppol.md). The rest of the backend sees only these
 * types, never a provider's: Recommand today (recommand/recommand.client.ts), another provider
 * tomorrow behind the same class. The abstract class is also the Nest injection token.
 */

/** A Peppol participant identifier: scheme (ICD/EAS) and identifier, e.g. '0208' + '0123456749'. */
export type PeppolId = { scheme: string; identifier: string };

/** A business registered at the provider as able to send and receive over Peppol. */
export type ProviderCompany = {
  id: string;
  /** The provider's identity check (KYC) is done; until then nothing is sent or received. */
  verified: boolean;
  /** Where the user completes the identity check; null when it is not known (or not needed). */
  verificationUrl: string | null;
  peppolIds: PeppolId[];
};

/** How a send ended, as the access point said. */
export type SendOutcome =
  | { kind: 'sent'; providerDocumentId: string; envelopeId: string | null }
  /** The provider or the network said no (4xx): sending the same again will not help. */
  | { kind: 'refused'; reason: string }
  /**
   * Try again later (5xx, a timeout, the network). A timeout is ambiguous: the document may have
   * gone; callers that retry must accept that the recipient can see it twice.
   */
  | { kind: 'unavailable'; reason: string };

export type ProviderDocumentType = 'invoice' | 'creditNote' | 'messageLevelResponse' | 'other';

/** A document as the provider stores it, incoming or outgoing. */
export type ProviderDocument = {
  id: string;
  companyId: string;
  direction: 'incoming' | 'outgoing';
  type: ProviderDocumentType;
  /** The Peppol envelope's id; a message-level response carries its original's. */
  envelopeId: string | null;
  /** The sender's Peppol id, "0208:0123456749". */
  senderId: string;
  xml: string | null;
  createdAt: string;
  /** When it was marked read (handled); absent when the provider does not say. */
  readAt?: string | null;
};

/** What the company registration needs: the user's default company in their settings. */
export type CompanyRegistration = {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: 'BE' | 'NL';
  /** KBO/BCE number (BE, 10 digits) or KvK number (NL, 8 digits). */
  enterpriseNumber: string | null;
  vatNumber: string | null;
};

export type ParticipantLookup = {
  reachable: boolean;
  name: string | null;
  documentTypes: ('invoice' | 'creditNote')[];
};

export abstract class PeppolProvider {
  /** Registers the company (it can then be verified, and receive once verified). */
  abstract registerCompany(input: CompanyRegistration): Promise<ProviderCompany>;

  /** The company as the provider knows it now; null when it does not exist (any more). */
  abstract company(companyId: string): Promise<ProviderCompany | null>;

  /** Removes the company from the network (SMP) and the provider; an unknown one is no error. */
  abstract unregisterCompany(companyId: string): Promise<void>;

  /** Whether `peppolId` ("0208:0123456749") can receive invoices or credit notes over Peppol. */
  abstract lookup(peppolId: string): Promise<ParticipantLookup>;

  /** Sends a UBL invoice or credit note from the company to `recipient` ("0208:…"). */
  abstract send(companyId: string, recipient: string, ubl: string): Promise<SendOutcome>;

  /** One document with its XML, read with our key; null when the provider does not know it. */
  abstract document(documentId: string): Promise<ProviderDocument | null>;

  /** The company's unread incoming documents. */
  abstract inbox(companyId: string): Promise<{ id: string }[]>;

  abstract markRead(documentId: string): Promise<void>;

  /** Makes sure the provider calls `url` when a document arrives (exactly one such webhook). */
  abstract ensureWebhook(url: string): Promise<void>;
}
