import { describe, expect, it } from '@jest/globals';
import { amountOwed, type OwedInvoice } from './amount-owed.js';

/** One line of 176.76 at 21 % VAT: 213.88 in all. */
const invoice = (overrides: Partial<OwedInvoice> = {}): OwedInvoice => ({
  items: [{ quantity: '1', price: '176.76', vatRate: '21' }],
  discount: { type: 'none', value: '0' },
  paymentStatus: 'unpaid',
  ...overrides,
});

describe('amountOwed', () => {
  it('is the total while nothing is credited', () => {
    expect(amountOwed(invoice(), [])).toBe(21388);
  });

  it('is what the credit notes leave, to the cent', () => {
    expect(amountOwed(invoice(), [{ total: 5000 }])).toBe(16388);
    expect(
      amountOwed(invoice({ paymentStatus: 'overdue_reminded' }), [{ total: 5000 }, { total: 1 }]),
    ).toBe(16387);
  });

  it('is nothing once fully credited, and never below nothing', () => {
    expect(amountOwed(invoice({ paymentStatus: 'credited' }), [{ total: 21388 }])).toBe(0);
    expect(amountOwed(invoice(), [{ total: 30000 }])).toBe(0);
  });

  it('asks nothing of a paid invoice (a refund is the way back) or of a credit note', () => {
    expect(amountOwed(invoice({ paymentStatus: 'paid' }), [{ total: 5000 }])).toBe(0);
    expect(amountOwed(invoice({ paymentStatus: 'markedPaid' }), [])).toBe(0);
    expect(amountOwed(invoice({ documentType: 'credit_note' }), [])).toBe(0);
  });

  it('takes the total from the lines and the discount, as the server computes it', () => {
    const discounted = invoice({ discount: { type: 'fixed', value: '10.00' } });
    expect(amountOwed(discounted, [{ total: 5000 }])).toBe(21388 - 1210 - 5000);
  });
});
