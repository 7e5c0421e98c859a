import type { CountryCode, Invoice } from '@app/contracts/invoice';
import { structuredReference } from '@app/contracts/vat';
import { sampleInvoice } from './sample-invoice.js';
import { BUYER_VAT_BE, creditNoteOf, line, readyInvoice } from './sample-ubl.js';

/**
 * Invoices for each VAT treatment of issue 32 (the law's texts, references and per-category
 * totals), ready to be e-invoices. Not part of the public entry point.
 */

/** A Belgian BV with the register art. 2:20 WVV asks for; valid enterprise and VAT numbers. */
export const BELGIAN_BV: Invoice['sender'] = {
  company: 'Voorbeeld',
  legalForm: 'BV',
  legalRegister: 'RPR Gent, afdeling Gent',
  address: 'Veldstraat 1',
  postalCode: '9000',
  city: 'Gent',
  vatNumber: 'BE0403019261',
  kvkNumber: '0403019261',
};

const dutchBusinessCustomer: Invoice['recipient'] = {
  ...sampleInvoice(0).recipient,
  vatNumber: 'NL123456789B01',
  kvkNumber: '87654321',
};

export const BELGIAN_CUSTOMER: Invoice['recipient'] = {
  ...sampleInvoice(0).recipient,
  address: 'Wetstraat 16',
  postalCode: '1000',
  city: 'Brussel',
  vatNumber: BUYER_VAT_BE,
  kvkNumber: '0403.170.701',
};

const none = { type: 'none', value: '0' } as const;

export type VatLawCase = { invoice: Invoice; country: CountryCode };

const dutch = (invoice: Invoice): VatLawCase => ({ invoice, country: 'NL' });
const belgian = (invoice: Invoice): VatLawCase => ({ invoice, country: 'BE' });

export const VAT_LAW_CASES = {
  'a Dutch small business (KOR)': dutch(
    readyInvoice({
      vatRegime: 'small_business',
      items: [line('a', '100,00', '0'), line('b', '40,00', '0', { vatCategory: 'standard' })],
      discount: none,
    }),
  ),
  'a Belgian small business (franchise)': belgian(
    readyInvoice({
      vatRegime: 'small_business',
      sender: BELGIAN_BV,
      recipient: BELGIAN_CUSTOMER,
      items: [line('a', '250,00', '0')],
      discount: none,
    }),
  ),
  'reverse charge within the Netherlands': dutch(
    readyInvoice({
      recipient: dutchBusinessCustomer,
      items: [
        line('a', '1000,00', '0', { vatCategory: 'reverse_charge' }),
        line('b', '10,00', '21'),
      ],
    }),
  ),
  'services from the Netherlands to a Belgian business': dutch(
    readyInvoice({
      recipient: BELGIAN_CUSTOMER,
      items: [line('a', '800,00', '0', { vatCategory: 'reverse_charge' })],
    }),
  ),
  'an intra-EU supply of goods': dutch(
    readyInvoice({
      recipient: BELGIAN_CUSTOMER,
      items: [line('a', '300,00', '0', { vatCategory: 'intra_eu' })],
      discount: none,
    }),
  ),
  'an export outside the EU': dutch(
    readyInvoice({
      items: [line('a', '500,00', '0', { vatCategory: 'export' }), line('b', '20,00', '21')],
    }),
  ),
  'exempt lines for two different reasons': dutch(
    readyInvoice({
      items: [
        line('a', '90,00', '0', { vatCategory: 'exempt', vatExemptionReason: 'medical' }),
        line('b', '60,00', '0', { vatCategory: 'exempt', vatExemptionReason: 'education' }),
        line('c', '100,00', '21'),
      ],
    }),
  ),
  'a Belgian invoice with a structured reference': belgian(
    readyInvoice({
      sender: BELGIAN_BV,
      recipient: BELGIAN_CUSTOMER,
      paymentReference: structuredReference('INV-2026-0042') ?? undefined,
      paymentMethods: {
        ...readyInvoice().paymentMethods,
        bank: {
          enabled: true,
          iban: 'BE68539007547034',
          bic: 'GKCCBEBB',
          accountName: 'Voorbeeld BV',
        },
      },
      items: [line('a', '100,00', '21'), line('b', '50,00', '6')],
    }),
  ),
  'a credit note with reverse charge': dutch(
    creditNoteOf(
      readyInvoice({
        recipient: BELGIAN_CUSTOMER,
        items: [line('a', '400,00', '0', { vatCategory: 'reverse_charge' })],
      }),
    ),
  ),
} satisfies Record<string, VatLawCase>;

export type VatLawCaseName = keyof typeof VAT_LAW_CASES;
