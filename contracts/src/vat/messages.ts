import type { VatCategory } from '@app/contracts/invoice';
import type {
  ExemptionReason,
  IssueProblemCode,
  PaymentReferenceKind,
  VatRegime,
} from './types.js';

/**
 * What each issue problem says, by code (English defaults, as the server answers them; the
 * frontends' locale files hold the translations under `vatLaw.<code>`): it names what is
 * missing or wrong, so the user knows what to fill in.
 */
export const ISSUE_PROBLEM_MESSAGES = {
  regimeNotAvailable:
    'The small business scheme exists only for sellers in the Netherlands (KOR) and Belgium. Choose the standard VAT regime.',
  smallBusinessChargesVat:
    'Under the small business scheme you charge no VAT. Set this line to 0 %.',
  categoryChargesVat:
    'This VAT treatment charges no VAT. Set the rate to 0 % or choose standard VAT.',
  customerVatNumberMissing: "Reverse charge and intra-EU supplies need the customer's VAT number",
  customerOutsideEu:
    "The customer's VAT number is not from an EU country. Reverse charge and intra-EU supplies are for EU customers only.",
  intraEuSameCountry:
    'The customer is in your own country, so this is a domestic supply, not an intra-EU supply.',
  domesticReverseChargeNotAvailable:
    'Reverse charge within your own country is only supported for sellers in the Netherlands and Belgium.',
  exportToEuCustomer:
    "The customer's VAT number is from an EU country. Supplies to EU customers are not exports; choose intra-EU supply or reverse charge.",
  sellerVatNumberMissing: 'Your VAT number is missing: the invoice must show it.',
  sellerKvkNumberMissing:
    'Your KvK number is missing: an invoice under the small business scheme (KOR) must show it.',
  sellerEnterpriseNumberMissing:
    'Your enterprise number is missing: an invoice under the franchise scheme must show it.',
  sellerRegisterMissing:
    'Your register (RPR and court, e.g. "RPR Gent, afdeling Gent") is missing: a Belgian company must show it.',
} as const satisfies Record<IssueProblemCode, string>;

/** The translation key of a problem's message (the frontends' locale files): `vatLaw.<code>`. */
export const issueProblemMessageKey = <C extends IssueProblemCode>(code: C): `vatLaw.${C}` =>
  `vatLaw.${code}`;

/** Labels of the choices the editor and the settings offer (English defaults). */
export const VAT_LAW_MESSAGES = {
  'vatLaw.category.standard': 'Standard VAT',
  'vatLaw.category.zero_rated': 'Zero rate (0 %)',
  'vatLaw.category.exempt': 'Exempt from VAT',
  'vatLaw.category.reverse_charge': 'Reverse charge',
  'vatLaw.category.intra_eu': 'Intra-EU supply of goods',
  'vatLaw.category.export': 'Export outside the EU',
  'vatLaw.reason.medical': 'Medical care',
  'vatLaw.reason.education': 'Education',
  'vatLaw.reason.financial': 'Financial services',
  'vatLaw.reason.insurance': 'Insurance',
  'vatLaw.reason.letting': 'Letting of immovable property',
  'vatLaw.reason.other': 'Other exemption',
  'vatLaw.regime.standard': 'Standard VAT',
  'vatLaw.regime.small_business': 'Small business scheme (no VAT charged)',
  'vatLaw.paymentReferenceKind.invoice_number': 'Invoice number',
  'vatLaw.paymentReferenceKind.structured': 'Belgian structured reference (+++…+++)',
  'vatLaw.paymentReferenceKind.creditor': 'Creditor reference (RF)',
} as const satisfies Record<
  | `vatLaw.category.${VatCategory}`
  | `vatLaw.reason.${ExemptionReason}`
  | `vatLaw.regime.${VatRegime}`
  | `vatLaw.paymentReferenceKind.${PaymentReferenceKind}`,
  string
>;

export type VatLawMessageKey =
  keyof typeof VAT_LAW_MESSAGES | ReturnType<typeof issueProblemMessageKey<IssueProblemCode>>;
