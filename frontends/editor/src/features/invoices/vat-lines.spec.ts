import { describe, expect, it } from '@jest/globals';
import type { Invoice, LineItem } from '@app/contracts/invoice';
import { clientDefaultSettings, type Settings } from '@app/contracts/settings';
import { freshDraft } from './editor-state';
import {
  invoiceScheme,
  invoiceToIssue,
  linesUnderRegime,
  vatChoiceOf,
  vatChoices,
  withVatChoice,
} from './vat-lines';

const line = (changes: Partial<LineItem> = {}): LineItem => ({
  id: 'line-1',
  description: 'Work',
  quantity: '1',
  price: '100,00',
  vatRate: '21',
  ...changes,
});

const settings = (changes: Partial<Settings> = {}): Settings => ({
  ...clientDefaultSettings(),
  ...changes,
});

describe("the line's VAT select", () => {
  it.each([
    ['NL', ['21', '9', 'zero_rated', '0', 'reverse_charge', 'intra_eu', 'export']],
    ['FR', ['20', '10', '5,5', 'zero_rated', '0', 'reverse_charge', 'intra_eu', 'export']],
  ])('offers a seller in %s its rates, then the 0 %% categories', (country, values) => {
    const own = line({ vatRate: values[0] });
    expect(vatChoices(country, own).map((choice) => choice.value)).toEqual(values);
  });

  it("keeps a line's rate the country lacks selectable", () => {
    expect(vatChoices('NL', line({ vatRate: '19' })).map((choice) => choice.value)).toEqual([
      '21',
      '9',
      '19',
      'zero_rated',
      '0',
      'reverse_charge',
      'intra_eu',
      'export',
    ]);
  });

  it.each<[string, Partial<LineItem>, string]>([
    ['a taxed line', { vatRate: '9' }, '9'],
    ['a 0 % line written before categories existed (exempt)', { vatRate: '0' }, '0'],
    ['an exempt line', { vatRate: '0', vatCategory: 'exempt' }, '0'],
    ['a 0 % standard line', { vatRate: '0', vatCategory: 'standard' }, '0'],
    ['a reverse-charge line', { vatRate: '0', vatCategory: 'reverse_charge' }, 'reverse_charge'],
    ['a zero-rated line', { vatRate: '0', vatCategory: 'zero_rated' }, 'zero_rated'],
    ['a taxed line with a stale category', { vatRate: '21', vatCategory: 'export' }, '21'],
  ])('shows %s as %p', (_name, changes, value) => {
    expect(vatChoiceOf(line(changes))).toBe(value);
  });

  it.each(['9', '0', 'zero_rated', 'reverse_charge', 'intra_eu', 'export'])(
    'reads back the choice %p it stored',
    (value) => {
      expect(vatChoiceOf(withVatChoice(line(), value))).toBe(value);
    },
  );
});

describe('the seller regime', () => {
  it('makes a new draft under the KOR charge no VAT, and one under standard VAT the usual rate', () => {
    const kor = freshDraft(settings({ vatRegime: 'small_business' }), '2026-05-04');
    expect(kor.items[0]).toMatchObject({ vatRate: '0', vatCategory: 'exempt' });
    expect(freshDraft(settings(), '2026-05-04').items[0]?.vatRate).toBe('21');
  });

  it('reads a concept under the seller regime, an issued invoice under its own', () => {
    const under = settings({ vatRegime: 'small_business' });
    const concept = freshDraft(settings(), '2026-05-04');
    expect(invoiceScheme(concept, under)).toBe('kor');
    expect(invoiceScheme({ ...concept, status: 'saved' }, under)).toBeNull();
    expect(
      invoiceScheme({ ...concept, status: 'saved', vatRegime: 'small_business' }, settings()),
    ).toBe('kor');
    expect(invoiceScheme(concept, settings({ country: 'BE', vatRegime: 'small_business' }))).toBe(
      'franchise',
    );
  });

  it('checks a concept under a scheme with its lines at 0 % exempt and the regime set', () => {
    const concept: Invoice = { ...freshDraft(settings(), '2026-05-04'), items: [line()] };
    const issued = invoiceToIssue(concept, settings({ vatRegime: 'small_business' }));
    expect(issued.vatRegime).toBe('small_business');
    expect(issued.items).toEqual([{ ...line(), vatRate: '0', vatCategory: 'exempt' }]);
    expect(invoiceToIssue({ ...concept, vatRegime: 'small_business' }, settings())).toEqual(
      concept,
    );
  });

  it('gives the untouched starter line the standard rate again when leaving a scheme', () => {
    const starter = freshDraft(settings({ vatRegime: 'small_business' }), '2026-05-04').items;
    const written = line({ vatRate: '0', vatCategory: 'exempt' });
    const [back, kept] = linesUnderRegime([...starter, written], null, 'BE');
    expect(back).toMatchObject({ vatRate: '21' });
    expect(back?.vatCategory).toBeUndefined();
    expect(kept).toBe(written);
  });
});
