import { describe, expect, it } from '@jest/globals';
import { emptyRecipient, type Recipient } from '@app/contracts/invoice';
import { knownPartyCountry, partyCountry, partyFields } from './parties.js';

const recipient = (changes: Partial<Recipient>): Recipient => ({
  ...emptyRecipient(),
  isPlaceholder: {},
  ...changes,
});

describe('partyFields', () => {
  it("reads the party's own values, trimmed, and identifiers in normal form", () => {
    const fields = partyFields(
      recipient({ company: ' Acme ', vatNumber: 'nl 1234.56.789 b01', kvkNumber: '1234 5678' }),
      false,
    );
    expect(fields).toMatchObject({
      company: 'Acme',
      vatNumber: 'NL123456789B01',
      kvkNumber: '12345678',
    });
  });

  it('leaves out placeholder fields and a whole placeholder party', () => {
    const party = recipient({
      company: 'Example Ltd',
      vatNumber: 'BE0123456749',
      isPlaceholder: { company: true },
    });
    expect(partyFields(party, false)).toMatchObject({ company: '', vatNumber: 'BE0123456749' });
    expect(partyFields(party, true)).toMatchObject({ company: '', vatNumber: '' });
  });
});

describe("a party's country", () => {
  it.each([
    { scenario: 'the VAT prefix', changes: { vatNumber: 'BE0123456749' }, known: 'BE' },
    { scenario: 'EL as Greece', changes: { vatNumber: 'EL123456789' }, known: 'GR' },
    { scenario: 'a Dutch postal code', changes: { postalCode: '1234 AB' }, known: 'NL' },
    { scenario: 'nothing', changes: { postalCode: '1000' }, known: null },
  ])('comes from $scenario', ({ changes, known }) => {
    const fields = partyFields(recipient(changes), false);
    expect(knownPartyCountry(fields)).toBe(known);
    expect(partyCountry(fields, 'DE')).toBe(known ?? 'DE');
  });
});
