import { describe, expect, it } from '@jest/globals';
import { sampleInvoice } from '../documents/testing/sample-invoice.js';
import type { ApiInvoice } from './api-invoice.js';
import { computeTotals } from './totals.js';
import { publicPaymentLink, toPublicInvoice } from './invoice-status.js';
import { REFUND_STATUSES, isRefundStatus, refundStands } from './refunds.js';

const stored = (overrides: Parameters<typeof sampleInvoice>[1] = {}): ApiInvoice => {
  const { scheduleData: _ignored, synced: _local, ...invoice } = sampleInvoice(3, overrides);
  return {
    ...invoice,
    id: 'V1StGXR8_Z5jdHi6B-myT',
    total: 12345,
    paymentLinks: invoice.paymentLinks ?? [],
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    version: 1,
  };
};

describe('toPublicInvoice', () => {
  it('keeps only what the status page shows: no e-mail, numbers, lines, notes or keys', () => {
    const view = toPublicInvoice(stored());
    expect(view).toEqual({
      id: 'V1StGXR8_Z5jdHi6B-myT',
      invoiceNumber: 'INV-2026-0042',
      date: '2026-03-05',
      dueDate: '2026-03-19',
      paymentStatus: 'unpaid',
      sender: {
        company: 'Łódź Ærø Ñandú Müller Studio',
        address: 'Keizersgracht 1',
        postalCode: '1015 CJ',
        city: 'Amsterdam',
      },
      recipient: {
        company: 'Acme B.V.',
        address: 'Damrak 2',
        postalCode: '1012 LG',
        city: 'Amsterdam',
      },
      paymentMethods: {
        bank: {
          enabled: true,
          iban: 'NL91ABNA0417164300',
          bic: 'ABNANL2A',
          accountName: 'Łódź Ærø Ñandú Müller',
          paymentReference: 'INV-2026-0042',
        },
        mollie: { enabled: true },
        stripe: { enabled: false },
      },
      total: 12345,
      amountDue: computeTotals(stored()).total,
      currency: 'EUR',
    });
    expect(JSON.stringify(view)).not.toContain('test_x');
    expect(JSON.stringify(view)).not.toContain('jan@acme.example');
  });

  it('shows no account for a bank method that is not offered', () => {
    const invoice = stored();
    invoice.paymentMethods.bank.enabled = false;
    expect(toPublicInvoice(invoice).paymentMethods.bank).toEqual({
      enabled: false,
      iban: '',
      bic: '',
      accountName: '',
      paymentReference: '',
    });
  });

  it.each([
    ['a Belgian structured reference as stored', '+++090/9337/55493+++', '+++090/9337/55493+++'],
    ['an RF reference in groups of four', 'RF18539007547034', 'RF18 5390 0754 7034'],
  ])('answers %s', (_case, paymentReference, shown) => {
    const view = toPublicInvoice(stored({ paymentReference }));
    expect(view.paymentMethods.bank.paymentReference).toBe(shown);
  });

  it('offers nothing while the payment methods are still the placeholder set', () => {
    const view = toPublicInvoice(stored({ isPlaceholder: { paymentMethods: true } }));
    expect(view.paymentMethods.bank.enabled).toBe(false);
    expect(view.paymentMethods.bank.iban).toBe('');
    expect(view.paymentMethods.mollie.enabled).toBe(false);
  });

  it("blanks a party's placeholder texts and carries paidAt when paid", () => {
    const invoice = stored({ paymentStatus: 'paid', paidAt: '2026-03-10T09:00:00.000Z' });
    invoice.recipient.isPlaceholder = { company: true };
    const view = toPublicInvoice(invoice);
    expect(view.recipient.company).toBe('');
    expect(view.paidAt).toBe('2026-03-10T09:00:00.000Z');
  });
});

describe('toPublicInvoice: credit notes and credited invoices', () => {
  it('says how far an invoice is credited, and nothing while it is not', () => {
    expect(toPublicInvoice({ ...stored(), creditStatus: 'partly' }).creditStatus).toBe('partly');
    expect(toPublicInvoice({ ...stored(), creditStatus: 'full' }).creditStatus).toBe('full');
    expect(toPublicInvoice({ ...stored(), creditStatus: 'none' })).not.toHaveProperty(
      'creditStatus',
    );
    expect(toPublicInvoice(stored())).not.toHaveProperty('creditNote');
  });

  it('asks only for what the credit notes leave of the total, and nothing once paid', () => {
    const total = computeTotals(stored()).total;
    const credits = [
      { id: 'credit-note-id-0001', invoiceNumber: 'CN-1', date: '2026-03-06', total: 5000 },
    ];
    expect(toPublicInvoice({ ...stored(), credits, creditStatus: 'partly' }).amountDue).toBe(
      total - 5000,
    );
    expect(toPublicInvoice({ ...stored(), credits, paymentStatus: 'paid' }).amountDue).toBe(0);
  });

  it('shows a credit note as one, with the invoice it corrects and its refund status', () => {
    const creditNote: ApiInvoice = {
      ...stored(),
      documentType: 'credit_note',
      creditedInvoice: { id: 'original-invoice-id-1', invoiceNumber: 'INV-7', date: '2026-03-01' },
      refund: { status: 'pending', amount: 12345, createdAt: '2026-03-06T10:00:00.000Z' },
    };
    expect(toPublicInvoice(creditNote).creditNote).toEqual({
      creditedInvoice: { invoiceNumber: 'INV-7', date: '2026-03-01' },
      refundStatus: 'pending',
    });
    const { creditedInvoice: _gone, refund: _none, ...bare } = creditNote;
    expect(toPublicInvoice(bare).creditNote).toEqual({
      creditedInvoice: { invoiceNumber: '', date: '' },
      refundStatus: null,
    });
    expect(toPublicInvoice(creditNote)).not.toHaveProperty('creditStatus');
  });
});

describe('isRefundStatus', () => {
  it("knows Mollie's refund statuses and nothing else", () => {
    expect(REFUND_STATUSES.every(isRefundStatus)).toBe(true);
    expect(isRefundStatus('paid')).toBe(false);
  });
});

describe('refundStands', () => {
  it('counts a refund unless it failed or was canceled', () => {
    expect(REFUND_STATUSES.filter(refundStands)).toEqual([
      'queued',
      'pending',
      'processing',
      'refunded',
    ]);
  });
});

describe('publicPaymentLink', () => {
  it('is the newest link without its provider id, or null', () => {
    expect(publicPaymentLink([])).toBeNull();
    const link = (id: string, createdAt: string) => ({
      id,
      provider: 'mollie',
      status: 'open',
      createdAt,
      url: `https://pay.example/${id}`,
    });
    expect(
      publicPaymentLink([
        link('pl_a', '2026-03-05T10:00:00Z'),
        link('pl_b', '2026-03-06T10:00:00Z'),
      ]),
    ).toEqual({
      provider: 'mollie',
      status: 'open',
      createdAt: '2026-03-06T10:00:00Z',
      url: 'https://pay.example/pl_b',
    });
  });
});
