import { describe, expect, it } from '@jest/globals';
import type { LineItem } from '@app/contracts/invoice';
import { lineTreatment, lineVatCategory } from './line-treatment.js';
import type { VatRegime } from './types.js';

type Line = Pick<LineItem, 'vatRate' | 'vatCategory' | 'vatExemptionReason'>;

/** The lines the editor can write, by what the user chose. */
const LINES = {
  taxed: { vatRate: '21' },
  taxedStoredAsExport: { vatRate: '21', vatCategory: 'export' },
  zeroRated: { vatRate: '0', vatCategory: 'zero_rated' },
  plainZero: { vatRate: '0' },
  zeroStoredAsStandard: { vatRate: '0', vatCategory: 'standard' },
  exemptMedical: { vatRate: '0', vatCategory: 'exempt', vatExemptionReason: 'medical' },
  exemptEducation: { vatRate: '0', vatCategory: 'exempt', vatExemptionReason: 'education' },
  exemptFinancial: { vatRate: '0', vatCategory: 'exempt', vatExemptionReason: 'financial' },
  exemptInsurance: { vatRate: '0', vatCategory: 'exempt', vatExemptionReason: 'insurance' },
  exemptLetting: { vatRate: '0', vatCategory: 'exempt', vatExemptionReason: 'letting' },
  exemptOther: { vatRate: '0', vatCategory: 'exempt', vatExemptionReason: 'other' },
  reverseCharge: { vatRate: '0', vatCategory: 'reverse_charge' },
  intraEu: { vatRate: '0', vatCategory: 'intra_eu' },
  export: { vatRate: '0', vatCategory: 'export' },
} as const satisfies Record<string, Line>;

type LineName = keyof typeof LINES;

/** Customers: in the seller's own country, elsewhere in the EU, outside the EU. */
const CUSTOMERS = {
  NL: { same: 'NL', otherEu: 'BE', nonEu: 'US' },
  BE: { same: 'BE', otherEu: 'NL', nonEu: 'GB' },
  DE: { same: 'DE', otherEu: 'FR', nonEu: 'CH' },
} as const;

type Seller = keyof typeof CUSTOMERS;
type Customer = keyof (typeof CUSTOMERS)[Seller];

describe('lineVatCategory', () => {
  it.each<[LineName, string]>([
    ['taxed', 'standard'],
    ['taxedStoredAsExport', 'standard'],
    ['plainZero', 'exempt'],
    ['zeroStoredAsStandard', 'exempt'],
    ['zeroRated', 'zero_rated'],
    ['reverseCharge', 'reverse_charge'],
  ])('reads the %s line as %s', (line, category) => {
    expect(lineVatCategory(LINES[line])).toBe(category);
  });
});

describe('lineTreatment under the standard regime, whoever the customer is', () => {
  it.each<[Seller, LineName, string, string | null, string | null]>([
    ['NL', 'taxed', 'standard', null, null],
    ['NL', 'taxedStoredAsExport', 'standard', null, null],
    ['NL', 'zeroRated', 'zero_rated', null, null],
    ['NL', 'plainZero', 'exempt', 'exempt.other', null],
    ['NL', 'zeroStoredAsStandard', 'exempt', 'exempt.other', null],
    ['NL', 'exemptOther', 'exempt', 'exempt.other', null],
    ['NL', 'exemptMedical', 'exempt', 'nl.exempt.medical', 'VATEX-EU-132-1C'],
    ['NL', 'exemptEducation', 'exempt', 'nl.exempt.education', 'VATEX-EU-132'],
    ['NL', 'exemptFinancial', 'exempt', 'nl.exempt.financial', null],
    ['NL', 'exemptInsurance', 'exempt', 'nl.exempt.insurance', null],
    ['NL', 'exemptLetting', 'exempt', 'nl.exempt.letting', null],
    ['NL', 'intraEu', 'intra_eu', 'nl.intraEu', 'VATEX-EU-IC'],
    ['NL', 'export', 'export', 'nl.export', 'VATEX-EU-G'],
    ['BE', 'taxed', 'standard', null, null],
    ['BE', 'zeroRated', 'zero_rated', null, null],
    ['BE', 'plainZero', 'exempt', 'exempt.other', null],
    ['BE', 'exemptMedical', 'exempt', 'be.exempt.medical', 'VATEX-EU-132-1C'],
    ['BE', 'exemptEducation', 'exempt', 'be.exempt.education', 'VATEX-EU-132'],
    ['BE', 'exemptFinancial', 'exempt', 'be.exempt.financial', null],
    ['BE', 'exemptInsurance', 'exempt', 'be.exempt.insurance', null],
    ['BE', 'exemptLetting', 'exempt', 'be.exempt.letting', null],
    ['BE', 'intraEu', 'intra_eu', 'be.intraEu', 'VATEX-EU-IC'],
    ['BE', 'export', 'export', 'be.export', 'VATEX-EU-G'],
    ['DE', 'taxed', 'standard', null, null],
    ['DE', 'zeroRated', 'zero_rated', null, null],
    ['DE', 'plainZero', 'exempt', 'exempt.other', null],
    ['DE', 'exemptMedical', 'exempt', 'eu.exempt.medical', 'VATEX-EU-132-1C'],
    ['DE', 'exemptEducation', 'exempt', 'eu.exempt.education', 'VATEX-EU-132'],
    ['DE', 'exemptFinancial', 'exempt', 'eu.exempt.financial', null],
    ['DE', 'exemptInsurance', 'exempt', 'eu.exempt.insurance', null],
    ['DE', 'exemptLetting', 'exempt', 'eu.exempt.letting', null],
    ['DE', 'intraEu', 'intra_eu', 'eu.intraEu', 'VATEX-EU-IC'],
    ['DE', 'export', 'export', 'eu.export', 'VATEX-EU-G'],
  ])('a %s seller: the %s line is %s with text %s', (seller, line, category, textId, vatex) => {
    for (const customerCountry of Object.values(CUSTOMERS[seller])) {
      expect(
        lineTreatment(LINES[line], { sellerCountry: seller, regime: 'standard', customerCountry }),
      ).toEqual({ category, textId, vatex });
    }
  });
});

describe('lineTreatment of a reverse-charge line', () => {
  it.each<[Seller, Customer, string]>([
    ['NL', 'same', 'nl.reverseCharge'],
    ['NL', 'otherEu', 'nl.reverseCharge'],
    ['NL', 'nonEu', 'nl.reverseCharge'],
    ['BE', 'same', 'be.reverseChargeDomestic'],
    ['BE', 'otherEu', 'be.reverseChargeEu'],
    ['BE', 'nonEu', 'be.reverseChargeEu'],
    ['DE', 'same', 'eu.reverseCharge'],
    ['DE', 'otherEu', 'eu.reverseCharge'],
    ['DE', 'nonEu', 'eu.reverseCharge'],
  ])('a %s seller and a customer in the %s country print %s', (seller, customer, textId) => {
    const context = {
      sellerCountry: seller,
      regime: 'standard' as VatRegime,
      customerCountry: CUSTOMERS[seller][customer],
    };
    expect(lineTreatment(LINES.reverseCharge, context)).toEqual({
      category: 'reverse_charge',
      textId,
      vatex: 'VATEX-EU-AE',
    });
  });
});

describe('lineTreatment under the small-business regime', () => {
  it.each<[Seller, LineName, string, string | null]>([
    ['NL', 'taxed', 'exempt', 'nl.kor'],
    ['NL', 'plainZero', 'exempt', 'nl.kor'],
    ['NL', 'exemptMedical', 'exempt', 'nl.kor'],
    ['NL', 'reverseCharge', 'exempt', 'nl.kor'],
    ['NL', 'intraEu', 'exempt', 'nl.kor'],
    ['NL', 'export', 'exempt', 'nl.kor'],
    ['BE', 'taxed', 'exempt', 'be.franchise'],
    ['BE', 'zeroRated', 'exempt', 'be.franchise'],
    ['BE', 'reverseCharge', 'exempt', 'be.franchise'],
    ['BE', 'intraEu', 'exempt', 'be.franchise'],
    // No scheme in Germany: the lines keep their own treatment (the checks report the regime).
    ['DE', 'taxed', 'standard', null],
    ['DE', 'plainZero', 'exempt', 'exempt.other'],
    ['DE', 'intraEu', 'intra_eu', 'eu.intraEu'],
  ])('a %s seller: the %s line is %s with text %s', (seller, line, category, textId) => {
    for (const customerCountry of Object.values(CUSTOMERS[seller])) {
      const treatment = lineTreatment(LINES[line], {
        sellerCountry: seller,
        regime: 'small_business',
        customerCountry,
      });
      expect(treatment).toMatchObject({ category, textId });
    }
  });

  it('gives the scheme texts no VATEX code, since the CEF list has none', () => {
    const context = { regime: 'small_business' as VatRegime, customerCountry: 'NL' };
    expect(lineTreatment(LINES.taxed, { ...context, sellerCountry: 'NL' }).vatex).toBeNull();
    expect(lineTreatment(LINES.taxed, { ...context, sellerCountry: 'BE' }).vatex).toBeNull();
  });
});
