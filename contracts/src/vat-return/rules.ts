import type { LegalSource } from '@app/contracts/vat';
import { HANDLEIDING, intervat, KOR, OPGAAF_ICP, toelichting, wbtw, wetOb } from './sources.js';
import type { Placement, ReturnRule } from './types.js';

/*
 * The one rule table: where each sales line's base and VAT go on the seller's return. Rows are
 * read top to bottom and the first that matches decides, so a row for one rate or one customer
 * zone comes before the row for any other.
 */

const NL_CREDIT = 'A credit note lowers the same rubriek in the period it is issued (negative).';
const BE_CREDIT =
  'A credit note is never negative on the return: its base goes to grid 48 (on 44 and 46) or 49 (on the others), its VAT to grid 64.';

/** NL: the same rubriek for the invoice and, negative, for its credit note. */
const nl = (base: Placement): Pick<ReturnRule, 'invoice' | 'creditNote'> =>
  'notReported' in base
    ? { invoice: base, creditNote: base }
    : { invoice: base, creditNote: { ...base, sign: -1 } };

/** BE: the invoice's grid, and a credit note's base in 48 or 49 with its VAT in 64. */
const be = (
  grid: '00' | '01' | '02' | '03' | '44' | '45' | '46' | '47',
): Pick<ReturnRule, 'invoice' | 'creditNote'> => {
  const taxed = grid === '01' || grid === '02' || grid === '03';
  return {
    invoice: { base: grid, vat: taxed ? '54' : null, sign: 1 },
    creditNote: {
      base: grid === '44' || grid === '46' ? '48' : '49',
      vat: taxed ? '64' : null,
      sign: 1,
    },
  };
};

const notReported = (reason: 'exempt' | 'smallBusiness' | 'rateNotInReturn') => ({
  invoice: { notReported: reason },
  creditNote: { notReported: reason },
});

const BE_CREDIT_SOURCES: readonly LegalSource[] = [intervat('48-49'), intervat('64')];

export const VAT_RETURN_RULES: readonly ReturnRule[] = [
  // The Netherlands: btw-aangifte.
  {
    country: 'NL',
    treatment: 'standard',
    rate: '21',
    ...nl({ base: '1a', vat: '1a', sign: 1 }),
    sources: [toelichting('1a'), wetOb('9 lid 1')],
    note: `Turnover and VAT at the standard rate, also to private customers elsewhere in the EU charged Dutch VAT. ${NL_CREDIT}`,
  },
  {
    country: 'NL',
    treatment: 'standard',
    rate: '9',
    ...nl({ base: '1b', vat: '1b', sign: 1 }),
    sources: [toelichting('1b'), wetOb('9 lid 2 a')],
    note: `The reduced rate (9 % since 2019; a 6 % line of an older period lands in 1c). ${NL_CREDIT}`,
  },
  {
    country: 'NL',
    treatment: 'standard',
    rate: '*',
    ...nl({ base: '1c', vat: '1c', sign: 1 }),
    sources: [toelichting('1c')],
    note: `Any other rate above 0 % (an old rate, a rate change). ${NL_CREDIT}`,
  },
  {
    country: 'NL',
    treatment: 'zero_rated',
    ...nl({ base: '1e', vat: null, sign: 1 }),
    sources: [toelichting('1e'), wetOb('9 lid 2 b')],
    note: `Domestic supplies at 0 % (table II); exports and intra-EU supplies have rows of their own. ${NL_CREDIT}`,
  },
  {
    country: 'NL',
    treatment: 'exempt',
    ...notReported('exempt'),
    sources: [toelichting('1e'), wetOb('11')],
    note: 'Exempt supplies (art. 11) are not entered on the return: 1e is for 0 % and for turnover taxed elsewhere or with the customer, not for exemptions. Listed so the user sees them; check against the Toelichting of the year.',
  },
  {
    country: 'NL',
    treatment: 'reverse_charge',
    customer: 'domestic',
    ...nl({ base: '1e', vat: null, sign: 1 }),
    sources: [toelichting('1e'), wetOb('12 lid 2 en 3')],
    note: `Domestic reverse charge ("btw verlegd"): the seller enters the turnover in 1e, the customer the VAT in 2a. ${NL_CREDIT}`,
  },
  {
    country: 'NL',
    treatment: 'reverse_charge',
    customer: 'eu',
    ...nl({ base: '3b', vat: null, sign: 1 }),
    listing: 'services',
    sources: [toelichting('3b'), OPGAAF_ICP, wetOb('6 lid 1')],
    note: `Services to a business in another member state, taxed there with the customer: 3b and the opgaaf ICP (services). ${NL_CREDIT}`,
  },
  {
    country: 'NL',
    treatment: 'reverse_charge',
    customer: 'nonEu',
    ...nl({ base: '1e', vat: null, sign: 1 }),
    sources: [toelichting('1e'), wetOb('6 lid 1')],
    note: `A service to a business outside the EU is not taxed in the Netherlands ("niet bij u belast"): 1e. The checks before issuing refuse this combination; it is placed for documents issued before them. ${NL_CREDIT}`,
  },
  {
    country: 'NL',
    treatment: 'intra_eu',
    ...nl({ base: '3b', vat: null, sign: 1 }),
    listing: 'goods',
    sources: [toelichting('3b'), OPGAAF_ICP, wetOb('9 lid 2 b')],
    note: `Intra-Community supply of goods at 0 % (table II a.6): 3b and the opgaaf ICP (goods), by invoice date. ${NL_CREDIT}`,
  },
  {
    country: 'NL',
    treatment: 'export',
    ...nl({ base: '3a', vat: null, sign: 1 }),
    sources: [toelichting('3a'), wetOb('9 lid 2 b')],
    note: `Export of goods outside the EU at 0 % (table II), the text the invoice prints. A service to a customer outside the EU belongs in 1e; the product cannot tell a service written under this category, see docs/vat-return.md. ${NL_CREDIT}`,
  },
  {
    country: 'NL',
    treatment: 'small_business',
    ...notReported('smallBusiness'),
    sources: [KOR, wetOb('25')],
    note: 'Under the KOR the seller files no return for the supplies the scheme exempts.',
  },
  // Belgium: periodieke btw-aangifte / déclaration périodique.
  {
    country: 'BE',
    treatment: 'standard',
    rate: '21',
    ...be('03'),
    sources: [intervat('03'), intervat('54'), ...BE_CREDIT_SOURCES],
    note: `Base in 03, VAT in 54. ${BE_CREDIT}`,
  },
  {
    country: 'BE',
    treatment: 'standard',
    rate: '12',
    ...be('02'),
    sources: [intervat('02'), intervat('54'), ...BE_CREDIT_SOURCES],
    note: `Base in 02, VAT in 54. ${BE_CREDIT}`,
  },
  {
    country: 'BE',
    treatment: 'standard',
    rate: '6',
    ...be('01'),
    sources: [intervat('01'), intervat('54'), ...BE_CREDIT_SOURCES],
    note: `Base in 01, VAT in 54. ${BE_CREDIT}`,
  },
  {
    country: 'BE',
    treatment: 'standard',
    rate: '*',
    ...notReported('rateNotInReturn'),
    sources: [HANDLEIDING],
    note: "The Belgian return has grids for 6, 12 and 21 % only; a line at another rate (another country's) cannot be placed and is shown for the user to correct.",
  },
  {
    country: 'BE',
    treatment: 'zero_rated',
    ...be('00'),
    sources: [intervat('00'), ...BE_CREDIT_SOURCES],
    note: `Operations at 0 % (newspapers, recovered materials) are grid 00 operations. ${BE_CREDIT}`,
  },
  {
    country: 'BE',
    treatment: 'exempt',
    ...be('00'),
    sources: [intervat('00'), wbtw('art. 44'), ...BE_CREDIT_SOURCES],
    note: `Intervat: grid 00 holds the operations of a mixed taxpayer exempt by art. 44. A seller with only exempt operations files no periodic return at all. ${BE_CREDIT}`,
  },
  {
    country: 'BE',
    treatment: 'reverse_charge',
    customer: 'domestic',
    ...be('45'),
    sources: [intervat('45'), wbtw('art. 51, § 2'), ...BE_CREDIT_SOURCES],
    note: `Domestic reverse charge (medecontractant): grid 45. ${BE_CREDIT}`,
  },
  {
    country: 'BE',
    treatment: 'reverse_charge',
    customer: 'eu',
    ...be('44'),
    listing: 'services',
    sources: [intervat('44'), wbtw('art. 21, § 2'), wbtw('art. 53sexies'), ...BE_CREDIT_SOURCES],
    note: `Services to a business in another member state (art. 21, § 2): grid 44 and the listing (code S). ${BE_CREDIT}`,
  },
  {
    country: 'BE',
    treatment: 'reverse_charge',
    customer: 'nonEu',
    ...be('47'),
    sources: [intervat('47'), wbtw('art. 21, § 2'), ...BE_CREDIT_SOURCES],
    note: `Services to a business outside the EU are operations carried out abroad: grid 47. The checks before issuing refuse this combination; it is placed for older documents. ${BE_CREDIT}`,
  },
  {
    country: 'BE',
    treatment: 'intra_eu',
    ...be('46'),
    listing: 'goods',
    sources: [intervat('46'), wbtw('art. 39bis'), wbtw('art. 53sexies'), ...BE_CREDIT_SOURCES],
    note: `Exempt intra-Community supply of goods: grid 46 and the listing (code L). ${BE_CREDIT}`,
  },
  {
    country: 'BE',
    treatment: 'export',
    ...be('47'),
    sources: [intervat('47'), wbtw('art. 39'), ...BE_CREDIT_SOURCES],
    note: `Exempt exports, and services performed outside Belgium to customers outside the EU: grid 47. ${BE_CREDIT}`,
  },
  {
    country: 'BE',
    treatment: 'small_business',
    ...notReported('smallBusiness'),
    sources: [wbtw('art. 56bis'), wbtw('art. 53quinquies')],
    note: 'Under the franchise scheme the seller files no periodic return; it files the annual customer listing.',
  },
];
