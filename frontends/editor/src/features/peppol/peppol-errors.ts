// What a failed Peppol call tells the user: what happened and what to do, by the error's code
// (never the server's English message).
import { UBL_BLOCKERS, type UblBlocker } from '@app/contracts/documents';
import type { ApiError } from '@app/platform';

/** A text key of the editor's namespace and its values. */
export type PeppolMessage = { key: string; values?: Record<string, string> };

/**
 * The blocker per field path. Two blockers share the customer's VAT number: the first, its
 * Peppol address, words both.
 */
const BLOCKER_BY_FIELD = new Map<string, UblBlocker>();
for (const [blocker, { field }] of Object.entries(UBL_BLOCKERS) as [
  UblBlocker,
  { field: string },
][]) {
  if (!BLOCKER_BY_FIELD.has(field)) BLOCKER_BY_FIELD.set(field, blocker);
}

/** The blockers a 409 EINVOICE_NOT_READY names, in the order it names them (each once). */
export const blockersOfFields = (fields: readonly string[]): UblBlocker[] => [
  ...new Set(fields.flatMap((field) => BLOCKER_BY_FIELD.get(field) ?? [])),
];

/** Why sending over Peppol failed. `missing` words the e-invoice's missing parts. */
export function peppolSendMessage(
  error: ApiError,
  missing: (blockers: readonly UblBlocker[]) => string,
): PeppolMessage {
  switch (error.code) {
    case 'PEPPOL_NOT_REGISTERED':
      return { key: 'peppol.errors.notRegistered' };
    case 'EINVOICE_NOT_READY': {
      const blockers = blockersOfFields(error.fields);
      return blockers.length === 0
        ? { key: 'peppol.errors.notReadyUnknown' }
        : { key: 'peppol.errors.notReady', values: { missing: missing(blockers) } };
    }
    case 'PEPPOL_RECIPIENT_UNREACHABLE':
      return { key: 'peppol.errors.unreachable' };
    case 'CONFLICT':
      return { key: 'peppol.errors.alreadySent' };
    case 'PEPPOL_NOT_CONFIGURED':
      return { key: 'peppol.errors.notConfigured' };
    case 'PEPPOL_PROVIDER_FAILED':
      return { key: 'peppol.errors.providerFailed' };
    case 'NETWORK_ERROR':
      return { key: 'peppol.errors.offline' };
    default:
      return { key: 'peppol.errors.sendFailed' };
  }
}

/** The company fields registration needs, as `settings.defaultCompany.<field>` names them. */
const COMPANY_FIELDS = ['company', 'address', 'postalCode', 'city', 'kvkNumber', 'vatNumber'];

/**
 * The text keys of what a 400 on registering names: the settings' country, the company details
 * as a whole, or single fields of them (the enterprise, KvK and VAT numbers per country).
 */
export function registrationFieldKeys(fields: readonly string[], country: string): string[] {
  const keys = fields.flatMap((field) => {
    if (field === 'settings.country') return ['peppol.fields.country'];
    if (field === 'settings.defaultCompany') return ['peppol.fields.defaultCompany'];
    const name = field.replace(/^settings\.defaultCompany\./, '');
    if (!COMPANY_FIELDS.includes(name)) return [];
    if (name === 'kvkNumber' || name === 'vatNumber') {
      return [`peppol.fields.${name}${country === 'BE' ? 'Be' : 'Nl'}`];
    }
    return [`peppol.fields.${name}`];
  });
  return [...new Set(keys)];
}

/** Why registering or leaving failed, when it was not for missing company details. */
export function registrationMessage(error: ApiError): PeppolMessage {
  switch (error.code) {
    case 'CONFLICT':
      return { key: 'peppol.errors.alreadyRegistered' };
    case 'PEPPOL_NOT_CONFIGURED':
      return { key: 'peppol.errors.notOffered' };
    case 'PEPPOL_PROVIDER_FAILED':
      return { key: 'peppol.errors.accessPointDown' };
    case 'NETWORK_ERROR':
      return { key: 'peppol.errors.offline' };
    default:
      return { key: 'peppol.errors.registerFailed' };
  }
}
