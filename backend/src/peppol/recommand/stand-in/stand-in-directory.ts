import {
  CREDIT_NOTE_DOC_TYPE,
  INVOICE_DOC_TYPE,
  type RecommandVerification,
} from '../recommand-api.js';
import type { StandInStore } from './stand-in-store.js';

/** Participants every stand-in knows besides the companies registered in it. */
export const STAND_IN_PARTICIPANTS = {
  /** "Voorbeeld BV", Belgium: receives invoices and credit notes. */
  voorbeeld: '0208:0123456749',
  /** "Acme Studio", the Netherlands: receives invoices and credit notes. */
  acme: '0106:87654321',
  /** Passes its check digits but is registered at no access point: unreachable. */
  unreachable: '0208:0999999922',
} as const;

type Participant = { name: string; country: string; documents: string[] };

const BOTH = [INVOICE_DOC_TYPE, CREDIT_NOTE_DOC_TYPE];

const FIXED: Readonly<Record<string, Participant>> = {
  [STAND_IN_PARTICIPANTS.voorbeeld]: { name: 'Voorbeeld BV', country: 'BE', documents: BOTH },
  [STAND_IN_PARTICIPANTS.acme]: { name: 'Acme Studio', country: 'NL', documents: BOTH },
};

/** "0123456749" alone means a Belgian enterprise number, as Recommand reads it. */
export const normaliseAddress = (address: string): string => {
  const trimmed = address.trim().toLowerCase();
  return trimmed.includes(':') ? trimmed : `0208:${trimmed.replace(/\D/g, '')}`;
};

/** Who answers at `address`: a fixed participant, or a verified company registered here. */
export function findParticipant(store: StandInStore, address: string): Participant | null {
  const normalised = normaliseAddress(address);
  const fixed = FIXED[normalised];
  if (fixed !== undefined) return fixed;
  const company = store.companyByPeppolId(normalised);
  if (company === undefined || !company.isVerified || !company.isSmpRecipient) return null;
  return { name: company.name, country: company.country, documents: BOTH };
}

/** `POST /verify`'s answer for `address`. */
export function verification(store: StandInStore, address: string): RecommandVerification {
  const participant = findParticipant(store, address);
  if (participant === null) return { isValid: false };
  return {
    isValid: true,
    supportedDocuments: participant.documents.map((docTypeId) => ({
      name: docTypeId === INVOICE_DOC_TYPE ? 'Invoice' : 'Credit Note',
      docTypeId,
    })),
    companyName: participant.name,
    countryCode: participant.country,
  };
}
