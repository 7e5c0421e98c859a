import { describe, expect, it } from '@jest/globals';
import { clientDefaultSettings, type Settings } from '@app/contracts/settings';
import { numberInvoice } from './invoice-numbering.js';

const settings = (changes: Partial<Settings> = {}): Settings => ({
  ...clientDefaultSettings(),
  ...changes,
});

describe('numberInvoice', () => {
  it('gives an unnumbered invoice the next number of the series, from the start number', () => {
    expect(numberInvoice('', '2026-11-24', settings())).toEqual({
      invoiceNumber: 'INV-2026-0300',
      sequence: 300,
      latestInvoiceNumber: 300,
    });
    expect(numberInvoice('  ', '2026-11-24', settings({ latestInvoiceNumber: 311 }))).toMatchObject(
      {
        invoiceNumber: 'INV-2026-0312',
        latestInvoiceNumber: 312,
      },
    );
  });

  it('keeps a number given offline and moves the counter past it', () => {
    expect(
      numberInvoice('INV-2026-0320', '2026-11-24', settings({ latestInvoiceNumber: 311 })),
    ).toEqual({
      invoiceNumber: 'INV-2026-0320',
      sequence: 320,
      latestInvoiceNumber: 320,
    });
    expect(
      numberInvoice('INV-2026-0305', '2026-11-24', settings({ latestInvoiceNumber: 311 })),
    ).toMatchObject({ latestInvoiceNumber: 311 });
  });

  it('orders a number without digits last and never lets an absurd number drag the counter', () => {
    expect(numberInvoice('CONSULT', '2026-11-24', settings())).toMatchObject({
      sequence: -1,
      latestInvoiceNumber: 0,
    });
    expect(
      numberInvoice('INV-99999999999', '2026-11-24', settings({ latestInvoiceNumber: 5 })),
    ).toMatchObject({ latestInvoiceNumber: 5 });
  });
});
