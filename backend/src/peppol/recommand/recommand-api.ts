/**
 * The parts of Recommand's API (https://app.recommand.eu/api/v1, docs/peppol.md) we use, as it
 * answers them. Only recommand.client.ts and the stand-in know these shapes.
 */

export type RecommandCompany = {
  id: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  enterpriseNumber: string | null;
  vatNumber: string | null;
  isSmpRecipient: boolean;
  isVerified: boolean;
  createdAt: string;
  updatedAt: string;
};

export type RecommandIdentifier = {
  id: string;
  companyId: string;
  scheme: string;
  identifier: string;
};

export type RecommandDocument = {
  id: string;
  teamId: string;
  companyId: string;
  direction: 'incoming' | 'outgoing';
  senderId: string;
  receiverId: string | null;
  type: string;
  readAt: string | null;
  createdAt: string;
  updatedAt: string;
  xml?: string | null;
  envelopeId: string | null;
  peppolMessageId?: string | null;
  sentOverPeppol?: boolean;
};

export type RecommandWebhook = { id: string; url: string; companyId: string | null };

export type RecommandSupportedDocument = { name: string; docTypeId: string };

/** `POST /verify`: isValid false also when the lookup itself failed (Recommand cannot tell). */
export type RecommandVerification = {
  isValid: boolean;
  supportedDocuments?: RecommandSupportedDocument[];
  companyName?: string;
  countryCode?: string;
};

export type RecommandSendResult = {
  id: string;
  sentOverPeppol: boolean;
  envelopeId: string | null;
  peppolMessageId: string | null;
};

/** The BIS Billing 3.0 document type ids, as `docTypeId` names them. */
export const INVOICE_DOC_TYPE =
  'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1';
export const CREDIT_NOTE_DOC_TYPE =
  'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1';

/**
 * An error answer: `{success: false, errors: {root: [...]}}` from a handler, or (validation,
 * HTTP 400) `{errors: {path: [...]}}` without `success`. Every message, flattened.
 */
export function errorMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.values(errors as Record<string, unknown>).flatMap((messages) =>
    Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [],
  );
}
