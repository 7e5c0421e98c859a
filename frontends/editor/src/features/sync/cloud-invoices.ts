// Invoices and settings between this browser's shape and the API's (openapi.yaml).
import { normaliseInvoice, type Invoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import type { InvoiceDtoRead, InvoiceInputDto } from '../invoices/invoicesApi.gen';
import type { SaveSettingsDto, SettingsDto } from '../settings/settingsApi.gen';
import { today } from '../invoices/today';

/**
 * The body of a create or update: the invoice without what only this browser keeps (synced,
 * the schedule being written) or what the server decides (total, payment links, where the
 * invoice came from, its Peppol status, and the schedule link, which only the schedule calls
 * set and clear: an absent scheduleId keeps the stored one, while a queued copy naming a
 * schedule deleted since would be refused), nor the version (If-Match carries it).
 * api-types-match.ts proves it is what the API reads.
 */
export type InvoiceBody = Omit<
  Invoice,
  | 'synced'
  | 'scheduleData'
  | 'scheduleId'
  | 'total'
  | 'paymentLinks'
  | 'generatedFromScheduleId'
  | 'version'
  | 'peppolStatus'
>;

export function toInvoiceInput(invoice: Invoice): InvoiceInputDto {
  const {
    synced: _synced,
    scheduleData: _scheduleData,
    scheduleId: _scheduleId,
    total: _total,
    paymentLinks: _links,
    generatedFromScheduleId: _origin,
    // The version travels as If-Match (cloud-requests.ts); the server ignores one in the body.
    version: _version,
    // The server's, from the invoice's Peppol deliveries.
    peppolStatus: _peppolStatus,
    ...input
  } = invoice;
  const body: InvoiceBody = input;
  return body;
}

/** A stored invoice as this browser keeps it: in step with the cloud. */
export function fromApiInvoice(stored: InvoiceDtoRead, settings: Settings): Invoice | null {
  const invoice = normaliseInvoice(stored, { today: today(), defaults: settings });
  return invoice === null ? null : { ...invoice, synced: true };
}

/** The settings a PUT sends: the logo is changed through its own calls, never here. */
export function toSettingsInput(settings: Settings): SaveSettingsDto {
  const { logo: _logo, ...input } = settings;
  return input;
}

export const fromApiSettings = (settings: SettingsDto): Settings => settings;
