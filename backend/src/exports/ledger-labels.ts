import type { DocumentType, Language, VatCategory } from '@app/contracts/invoice';
import type { NetColumn, PaymentMethod } from './ledger-row.js';

type Labels = {
  sheet: string;
  headers: {
    number: string;
    type: string;
    date: string;
    customer: string;
    customerVatNumber: string;
    vat: string;
    total: string;
    paidOn: string;
    paymentMethod: string;
    reference: string;
    deletedOn: string;
    net: (column: string) => string;
    vatOf: (column: string) => string;
  };
  types: Record<DocumentType, string>;
  methods: Record<PaymentMethod, string>;
  categories: Record<Exclude<VatCategory, 'standard'>, string>;
  /** In the amount columns of a row whose amounts nobody kept (see docs/exports.md). */
  amountsUnknown: string;
};

/** The ledger in the user's language: an accountant reads the headers, not our keys. */
export const LEDGER_LABELS: Record<Language, Labels> = {
  en: {
    sheet: 'Ledger',
    headers: {
      number: 'Number',
      type: 'Type',
      date: 'Date',
      customer: 'Customer',
      customerVatNumber: 'Customer VAT number',
      vat: 'VAT',
      total: 'Total',
      paidOn: 'Paid on',
      paymentMethod: 'Payment method',
      reference: 'Payment reference',
      deletedOn: 'Deleted on',
      net: (column) => `Net ${column}`,
      vatOf: (column) => `VAT ${column}`,
    },
    types: { invoice: 'Invoice', credit_note: 'Credit note' },
    methods: { bank: 'Bank transfer', mollie: 'Mollie', manual: 'By hand', unpaid: 'Unpaid' },
    categories: {
      zero_rated: 'zero-rated',
      exempt: 'exempt',
      reverse_charge: 'reverse charge',
      intra_eu: 'intra-EU',
      export: 'export outside the EU',
    },
    amountsUnknown: 'amounts unknown',
  },
  nl: {
    sheet: 'Grootboek',
    headers: {
      number: 'Nummer',
      type: 'Soort',
      date: 'Datum',
      customer: 'Klant',
      customerVatNumber: 'Btw-nummer klant',
      vat: 'Btw',
      total: 'Totaal',
      paidOn: 'Betaald op',
      paymentMethod: 'Betaalwijze',
      reference: 'Betalingskenmerk',
      deletedOn: 'Verwijderd op',
      net: (column) => `Netto ${column}`,
      vatOf: (column) => `Btw ${column}`,
    },
    types: { invoice: 'Factuur', credit_note: 'Creditnota' },
    methods: {
      bank: 'Bankoverschrijving',
      mollie: 'Mollie',
      manual: 'Handmatig',
      unpaid: 'Onbetaald',
    },
    categories: {
      zero_rated: 'nultarief',
      exempt: 'vrijgesteld',
      reverse_charge: 'btw verlegd',
      intra_eu: 'intracommunautair',
      export: 'export buiten de EU',
    },
    amountsUnknown: 'bedragen onbekend',
  },
};

/** "21%", "5,5%" in Dutch and "5.5%" in English, or the category's name. */
export const netColumnLabel = (column: NetColumn, language: Language): string =>
  column.category === 'standard'
    ? `${language === 'nl' ? column.rate : column.rate.replace(',', '.')}%`
    : LEDGER_LABELS[language].categories[column.category];
