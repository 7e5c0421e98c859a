import { describe, expect, it } from '@jest/globals';
import { LEGAL_TEXTS, LEGAL_TEXT_IDS, legalText } from './legal-texts.js';

/**
 * The VATEX codes BR-CL-22 accepts that are not French national codes, as in the EN 16931
 * validation rules (ConnectingEurope/eInvoicing-EN16931, EN16931-UBL-codes.sch), less
 * VATEX-EU-135-1, which only releases from 1.3.15 know.
 */
const CEF_VATEX_EU = new Set(
  [
    'VATEX-EU-79-C VATEX-EU-132 VATEX-EU-132-1A VATEX-EU-132-1B VATEX-EU-132-1C VATEX-EU-132-1D',
    'VATEX-EU-132-1E VATEX-EU-132-1F VATEX-EU-132-1G VATEX-EU-132-1H VATEX-EU-132-1I',
    'VATEX-EU-132-1J VATEX-EU-132-1K VATEX-EU-132-1L VATEX-EU-132-1M VATEX-EU-132-1N',
    'VATEX-EU-132-1O VATEX-EU-132-1P VATEX-EU-132-1Q VATEX-EU-143',
    'VATEX-EU-144 VATEX-EU-146-1E VATEX-EU-159 VATEX-EU-309 VATEX-EU-148 VATEX-EU-151',
    'VATEX-EU-G VATEX-EU-O VATEX-EU-IC VATEX-EU-AE VATEX-EU-D VATEX-EU-F VATEX-EU-I VATEX-EU-J',
  ]
    .join(' ')
    .split(' '),
);

const PUBLIC_SOURCES =
  /^https:\/\/(eur-lex\.europa\.eu|wetten\.overheid\.nl|www\.belastingdienst\.nl|financien\.belgium\.be|www\.ejustice\.just\.fgov\.be)\//;

describe('the legal texts', () => {
  it.each(LEGAL_TEXT_IDS)('%s has a wording in English and Dutch and public sources', (id) => {
    const entry = LEGAL_TEXTS[id];
    expect(entry.text.en.trim()).not.toBe('');
    expect(entry.text.nl.trim()).not.toBe('');
    expect(entry.sources.length).toBeGreaterThan(0);
    for (const source of entry.sources) {
      expect(source.url).toMatch(PUBLIC_SOURCES);
      expect(source.reference).not.toBe('');
    }
  });

  it.each(LEGAL_TEXT_IDS)('%s carries a VATEX code of the CEF list, or none', (id) => {
    const { vatex } = LEGAL_TEXTS[id];
    expect(vatex === null || CEF_VATEX_EU.has(vatex)).toBe(true);
  });

  it('cites the Directive on every text, the EU law all the national rules implement', () => {
    for (const id of LEGAL_TEXT_IDS) {
      const authorities = LEGAL_TEXTS[id].sources.map((source) => source.authority);
      expect(authorities).toContain('Council Directive 2006/112/EC (EU VAT Directive)');
    }
  });

  it.each([
    { id: 'eu.reverseCharge', en: 'Reverse charge', nl: 'Btw verlegd' },
    { id: 'nl.reverseCharge', en: 'Reverse charge', nl: 'Btw verlegd' },
    { id: 'be.reverseChargeDomestic', en: 'Reverse charge', nl: 'Verlegging van heffing' },
    { id: 'be.reverseChargeEu', en: 'Reverse charge', nl: 'Verlegging van heffing' },
  ] as const)('prints the prescribed reverse-charge mention for $id', ({ id, en, nl }) => {
    expect(legalText(id, 'en')).toBe(en);
    expect(legalText(id, 'nl')).toBe(nl);
    expect(LEGAL_TEXTS[id].wording).toEqual({ en: 'official', nl: 'official' });
    expect(LEGAL_TEXTS[id].vatex).toBe('VATEX-EU-AE');
  });

  it('prints the Belgian franchise mention as the Belgian rules write it', () => {
    expect(legalText('be.franchise', 'nl')).toBe(
      'Bijzondere vrijstellingsregeling kleine ondernemingen',
    );
    expect(LEGAL_TEXTS['be.franchise'].wording).toEqual({ en: 'ours', nl: 'official' });
    expect(LEGAL_TEXTS['be.franchise'].vatex).toBeNull();
  });

  it('states the Dutch KOR exemption in our words, with no VATEX code', () => {
    expect(legalText('nl.kor', 'nl')).toBe('Vrijgesteld van btw (kleineondernemersregeling)');
    expect(LEGAL_TEXTS['nl.kor'].wording).toEqual({ en: 'ours', nl: 'ours' });
    expect(LEGAL_TEXTS['nl.kor'].vatex).toBeNull();
  });

  it('states a plain exemption generally, as art. 226(11) allows', () => {
    expect(legalText('exempt.other', 'en')).toBe('Exempt from VAT');
    expect(legalText('exempt.other', 'nl')).toBe('Vrijgesteld van btw');
    expect(LEGAL_TEXTS['exempt.other'].vatex).toBeNull();
  });
});
