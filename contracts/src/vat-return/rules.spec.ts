import { describe, expect, it } from '@jest/globals';
import { VAT_CATEGORIES } from '@app/contracts/invoice';
import { RETURN_BOXES } from './boxes.js';
import { ruleFor } from './document-parts.js';
import { VAT_RETURN_RULES } from './rules.js';
import {
  RETURN_COUNTRIES,
  type CustomerZone,
  type Placement,
  type ReturnTreatment,
} from './types.js';

const TREATMENTS: ReturnTreatment[] = [...VAT_CATEGORIES, 'small_business'];
const ZONES: CustomerZone[] = ['domestic', 'eu', 'nonEu'];

const where = (placement: Placement): string =>
  'notReported' in placement
    ? `- (${placement.notReported})`
    : `${placement.base}${placement.vat ? `/${placement.vat}` : ''}${placement.sign < 0 ? ' negative' : ''}`;

describe('the rule table', () => {
  it('places every line of every return country, whoever the customer', () => {
    for (const country of RETURN_COUNTRIES) {
      for (const treatment of TREATMENTS) {
        for (const zone of ZONES) {
          for (const rate of ['21', '12', '9', '6', '5,5']) {
            expect(ruleFor(country, treatment, rate, zone).country).toBe(country);
          }
        }
      }
    }
  });

  it('refuses a line no row covers', () => {
    expect(() => ruleFor('NL', 'unknown' as ReturnTreatment, '0', 'domestic')).toThrow(
      'No VAT return rule',
    );
  });

  it.each<[string, ReturnTreatment, string, CustomerZone, string, string]>([
    ['NL', 'standard', '21', 'eu', '1a/1a', '1a/1a negative'],
    ['NL', 'standard', '9', 'domestic', '1b/1b', '1b/1b negative'],
    ['NL', 'standard', '6', 'domestic', '1c/1c', '1c/1c negative'],
    ['NL', 'zero_rated', '0', 'domestic', '1e', '1e negative'],
    ['NL', 'exempt', '0', 'domestic', '- (exempt)', '- (exempt)'],
    ['NL', 'reverse_charge', '0', 'domestic', '1e', '1e negative'],
    ['NL', 'reverse_charge', '0', 'eu', '3b', '3b negative'],
    ['NL', 'reverse_charge', '0', 'nonEu', '1e', '1e negative'],
    ['NL', 'intra_eu', '0', 'eu', '3b', '3b negative'],
    ['NL', 'export', '0', 'nonEu', '3a', '3a negative'],
    ['NL', 'small_business', '0', 'domestic', '- (smallBusiness)', '- (smallBusiness)'],
    ['BE', 'standard', '21', 'domestic', '03/54', '49/64'],
    ['BE', 'standard', '12', 'domestic', '02/54', '49/64'],
    ['BE', 'standard', '6', 'eu', '01/54', '49/64'],
    ['BE', 'standard', '19', 'domestic', '- (rateNotInReturn)', '- (rateNotInReturn)'],
    ['BE', 'zero_rated', '0', 'domestic', '00', '49'],
    ['BE', 'exempt', '0', 'domestic', '00', '49'],
    ['BE', 'reverse_charge', '0', 'domestic', '45', '49'],
    ['BE', 'reverse_charge', '0', 'eu', '44', '48'],
    ['BE', 'reverse_charge', '0', 'nonEu', '47', '49'],
    ['BE', 'intra_eu', '0', 'eu', '46', '48'],
    ['BE', 'export', '0', 'nonEu', '47', '49'],
    ['BE', 'small_business', '0', 'domestic', '- (smallBusiness)', '- (smallBusiness)'],
  ])(
    '%s %s at %s%%, customer %s: invoice %s, credit note %s',
    (country, treatment, rate, zone, invoice, credit) => {
      const rule = ruleFor(country as 'NL' | 'BE', treatment, rate, zone);
      expect(where(rule.invoice)).toBe(invoice);
      expect(where(rule.creditNote)).toBe(credit);
    },
  );

  it('puts the listing only beside 3b, 44 and 46', () => {
    const listed = VAT_RETURN_RULES.filter((rule) => rule.listing).map(
      (rule) => `${rule.country} ${rule.listing} ${where(rule.invoice)}`,
    );
    expect(listed).toEqual(['NL services 3b', 'NL goods 3b', 'BE services 44', 'BE goods 46']);
  });

  it('places amounts only in boxes of its own country, and cites a source for every row', () => {
    for (const rule of VAT_RETURN_RULES) {
      const boxes = RETURN_BOXES[rule.country].map((box) => box.id as string);
      for (const placement of [rule.invoice, rule.creditNote]) {
        if ('notReported' in placement) continue;
        expect(boxes).toContain(placement.base);
        if (placement.vat !== null) expect(boxes).toContain(placement.vat);
      }
      expect(rule.sources.length).toBeGreaterThan(0);
      expect(rule.note.length).toBeGreaterThan(20);
      for (const source of rule.sources) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it('names every box in both languages with its source', () => {
    for (const country of RETURN_COUNTRIES) {
      for (const box of RETURN_BOXES[country]) {
        expect(box.label.en).not.toBe('');
        expect(box.label.nl).not.toBe('');
        expect(box.sources.length).toBeGreaterThan(0);
      }
    }
  });
});
