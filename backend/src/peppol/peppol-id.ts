import type { PeppolId } from './provider/peppol-provider.js';

/**
 * A participant id as written in the API, "0208:0123456749": a four-digit ICD/EAS scheme, a
 * colon, and the identifier (letters, digits, and . - _ as some schemes use; at most 50, the
 * Peppol policy's limit). Peppol compares identifiers case-insensitively.
 */
const PEPPOL_ID = /^(\d{4}):([A-Za-z0-9][A-Za-z0-9._-]{0,49})$/;

/** The id, or null when it is not one. Surrounding spaces are forgiven. */
export function parsePeppolId(text: string): PeppolId | null {
  const match = PEPPOL_ID.exec(text.trim());
  return match === null ? null : { scheme: match[1], identifier: match[2] };
}

export const formatPeppolId = (id: PeppolId): string => `${id.scheme}:${id.identifier}`;

/** How two ids are compared (and cached): lower case, as the directories store them. */
export const peppolIdKey = (id: PeppolId): string => formatPeppolId(id).toLowerCase();
