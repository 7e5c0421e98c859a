// The generated API types (openapi.yaml) and the contracts types the editor keeps, proved equal
// at compile time, so cloud-invoices.ts converts between them without casts. A drift on either
// side fails `npm run typecheck` naming the fields.
import type { SameShape, TypesMatch } from '@app/contracts/common';
import type { ApiInvoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import type { InvoiceDtoRead, InvoiceInputDto } from '../invoices/invoicesApi.gen';
import type { SaveSettingsDto, SettingsDto } from '../settings/settingsApi.gen';
import type { InvoiceBody } from './cloud-invoices';

/** Input fields openapi.yaml documents as ignored (read-only, or browser-only): never sent. */
type IgnoredInput =
  'generatedFromScheduleId' | 'paymentLinks' | 'scheduleData' | 'synced' | 'total' | 'version';

// The answer's type (`…Read`: with the read-only fields, the version among them).
export type _InvoiceDtoMatches = TypesMatch<SameShape<InvoiceDtoRead, ApiInvoice>>;
// An empty invoiceNumber asks the server for the next one, so the API lets it be left out; the
// schedule link is the schedule calls' to set (cloud-invoices.ts).
export type _InvoiceInputDtoMatches = TypesMatch<
  SameShape<
    Omit<InvoiceInputDto, IgnoredInput | 'scheduleId' | 'invoiceNumber'>,
    Omit<InvoiceBody, 'invoiceNumber'>
  >
>;
export type _InvoiceNumberMatches = TypesMatch<
  SameShape<Required<Pick<InvoiceInputDto, 'invoiceNumber'>>, Pick<InvoiceBody, 'invoiceNumber'>>
>;
export type _SettingsDtoMatches = TypesMatch<SameShape<SettingsDto, Settings>>;
// A PUT sends the whole settings: the logo has calls of its own, the counters only grow and no
// default company is none, so those may be left out; so may the credit-note series (issue 31:
// left out, the stored one stays), and the VAT regime and payment reference kind (issue 32).
type Optional =
  | 'latestInvoiceNumber'
  | 'defaultCompany'
  | 'creditNoteNumberFormat'
  | 'creditNoteStartNumber'
  | 'latestCreditNoteNumber'
  | 'vatRegime'
  | 'paymentReferenceKind';
export type _SaveSettingsDtoMatches = TypesMatch<
  SameShape<
    Omit<SaveSettingsDto, 'logo'>,
    Omit<Omit<Settings, 'logo' | Optional> & Partial<Pick<Settings, Optional>>, never>
  >
>;
