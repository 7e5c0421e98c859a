import { describe, expect, it } from '@jest/globals';
import { createNextState } from '@reduxjs/toolkit';
import type { Invoice, LineItem } from '@app/contracts/invoice';
import { clientDefaultSettings } from '@app/contracts/settings';
import { freshDraft } from './editor-state';
import {
  applyInvoiceEdit,
  invoiceEditActions,
  isContentEdit,
  type InvoiceEdit,
} from './invoice-edits';

const line = (changes: Partial<LineItem> = {}): LineItem => ({
  id: 'line-1',
  description: 'Work',
  quantity: '1',
  price: '100,00',
  vatRate: '21',
  ...changes,
});

const invoiceWith = (items: LineItem[]): Invoice => ({
  ...freshDraft(clientDefaultSettings(), '2026-05-04'),
  items,
});

/** Runs the edits the way the slices do: in place, on an immer draft. */
const edited = (invoice: Invoice, ...edits: InvoiceEdit[]): Invoice =>
  createNextState(invoice, (draft) => {
    for (const edit of edits) applyInvoiceEdit(draft, edit);
  });

const { itemVatChosen, itemExemptionReasonChanged, vatRegimeApplied, senderChanged } =
  invoiceEditActions;

describe('itemVatChosen', () => {
  it.each<[string, Partial<LineItem>]>([
    ['21', { vatRate: '21' }],
    ['9', { vatRate: '9' }],
    ['0', { vatRate: '0', vatCategory: 'exempt' }],
    ['zero_rated', { vatRate: '0', vatCategory: 'zero_rated' }],
    ['reverse_charge', { vatRate: '0', vatCategory: 'reverse_charge' }],
    ['intra_eu', { vatRate: '0', vatCategory: 'intra_eu' }],
    ['export', { vatRate: '0', vatCategory: 'export' }],
  ])('stores the choice %p as %p', (choice, stored) => {
    const after = edited(invoiceWith([line()]), itemVatChosen({ id: 'line-1', choice }));
    expect(after.items[0]).toEqual({ ...line(), ...stored });
  });

  it('drops the category and the reason when a rate is chosen again, and the total charges it', () => {
    const exempt = line({ vatRate: '0', vatCategory: 'exempt', vatExemptionReason: 'medical' });
    const after = edited(invoiceWith([exempt]), itemVatChosen({ id: 'line-1', choice: '21' }));
    expect(after.items[0]).toEqual(line());
    expect(after.total).toBe(12100);
  });

  it('keeps the reason of a line that stays exempt, and forgets it for another category', () => {
    const exempt = line({ vatRate: '0', vatCategory: 'exempt', vatExemptionReason: 'letting' });
    const again = edited(invoiceWith([exempt]), itemVatChosen({ id: 'line-1', choice: '0' }));
    expect(again.items[0]?.vatExemptionReason).toBe('letting');
    const other = edited(invoiceWith([exempt]), itemVatChosen({ id: 'line-1', choice: 'export' }));
    expect(other.items[0]?.vatExemptionReason).toBeUndefined();
  });

  it('ignores a line that is gone', () => {
    const invoice = invoiceWith([line()]);
    expect(edited(invoice, itemVatChosen({ id: 'gone', choice: '0' })).items).toEqual(
      invoice.items,
    );
  });
});

describe('itemExemptionReasonChanged', () => {
  it('sets the reason of an exempt line, also one stored as a plain 0 %', () => {
    const after = edited(
      invoiceWith([line({ vatRate: '0' })]),
      itemExemptionReasonChanged({ id: 'line-1', reason: 'education' }),
    );
    expect(after.items[0]).toMatchObject({
      vatCategory: 'exempt',
      vatExemptionReason: 'education',
    });
  });

  it('leaves a line that is not exempt alone', () => {
    const reverse = line({ vatRate: '0', vatCategory: 'reverse_charge' });
    const after = edited(
      invoiceWith([line(), reverse]),
      itemExemptionReasonChanged({ id: 'line-1', reason: 'medical' }),
    );
    expect(after.items).toEqual([line(), reverse]);
  });
});

describe('vatRegimeApplied', () => {
  it('makes every line 0 % exempt under a scheme, and is not an edit of the content', () => {
    const edit = vatRegimeApplied({ scheme: 'kor', country: 'NL' });
    const after = edited(
      invoiceWith([line(), line({ id: 'line-2', vatRate: '0', vatExemptionReason: 'medical' })]),
      edit,
    );
    expect(
      after.items.map(({ vatRate, vatCategory, vatExemptionReason }) => ({
        vatRate,
        vatCategory,
        vatExemptionReason,
      })),
    ).toEqual([
      { vatRate: '0', vatCategory: 'exempt', vatExemptionReason: undefined },
      { vatRate: '0', vatCategory: 'exempt', vatExemptionReason: undefined },
    ]);
    // Two lines of 100,00 and no VAT.
    expect(after.total).toBe(20000);
    expect(isContentEdit(edit)).toBe(false);
  });
});

describe("the sender's legal form and register", () => {
  it('are stored on the sender like its other fields', () => {
    const after = edited(
      invoiceWith([line()]),
      senderChanged({ field: 'legalForm', value: 'BV' }),
      senderChanged({ field: 'legalRegister', value: 'RPR Gent, afdeling Gent' }),
      senderChanged({ field: 'company', value: 'Peeters' }),
    );
    expect(after.sender).toMatchObject({
      company: 'Peeters',
      legalForm: 'BV',
      legalRegister: 'RPR Gent, afdeling Gent',
    });
    expect(isContentEdit(senderChanged({ field: 'legalForm', value: 'BV' }))).toBe(true);
  });
});
