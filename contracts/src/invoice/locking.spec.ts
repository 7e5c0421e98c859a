import { describe, expect, it } from '@jest/globals';
import { clientDefaultSettings } from '../settings/defaults.js';
import { canChangePaymentStatus, lockedFieldChanges } from './locking.js';
import { createEmptyInvoice } from './new-invoice.js';
import type { Invoice } from './types.js';

const invoice = (changes: Partial<Invoice> = {}): Invoice => ({
  ...createEmptyInvoice(clientDefaultSettings(), '2026-03-10', () => 'line-1'),
  id: 'invoice-id-0000001',
  invoiceNumber: 'INV-2026-0300',
  status: 'sent',
  ...changes,
});

describe('lockedFieldChanges', () => {
  it('lets an invoice that is not sent or paid change anything', () => {
    const saved = invoice({ status: 'saved' });
    expect(lockedFieldChanges(saved, { ...saved, date: '2026-04-01', notes: 'x' })).toEqual([]);
  });

  it.each<{ scenario: string; change: Partial<Invoice>; locked: string[] }>([
    { scenario: 'the date', change: { date: '2026-04-01' }, locked: ['date'] },
    {
      scenario: 'a line price',
      change: {
        items: [{ id: 'line-1', description: '', quantity: '1', price: '5,00', vatRate: '21' }],
      },
      locked: ['items'],
    },
    {
      scenario: 'the discount',
      change: { discount: { type: 'fixed', value: '5' } },
      locked: ['discount'],
    },
    { scenario: 'the invoice number', change: { invoiceNumber: 'X' }, locked: ['invoiceNumber'] },
  ])('refuses a change of $scenario on a sent invoice', ({ change, locked }) => {
    const sent = invoice();
    expect(lockedFieldChanges(sent, { ...sent, ...change })).toEqual(locked);
  });

  it('locks a paid invoice that was never sent, too', () => {
    const paid = invoice({ status: 'saved', paymentStatus: 'paid' });
    expect(lockedFieldChanges(paid, { ...paid, notes: 'changed' })).toEqual(['notes']);
  });

  it('allows what sending again edits, the payment status, and placeholder flags', () => {
    const sent = invoice();
    const next: Invoice = {
      ...sent,
      paymentStatus: 'paid',
      emailMessage: 'Reminder',
      recipient: {
        ...sent.recipient,
        email: 'new@example.com',
        contactName: 'New',
        isPlaceholder: {},
      },
      isPlaceholder: {},
    };
    expect(lockedFieldChanges(sent, next)).toEqual([]);
  });

  it('ignores the order of keys', () => {
    const sent = invoice();
    const { company, ...rest } = sent.sender;
    expect(lockedFieldChanges(sent, { ...sent, sender: { ...rest, company } })).toEqual([]);
  });
});

describe('canChangePaymentStatus', () => {
  it.each([
    ['unpaid', 'paid', true],
    ['paid', 'unpaid', true],
    ['overdue', 'paid', true],
    ['overdue', 'overdue', true],
    ['unpaid', 'overdue', false],
    ['unpaid', 'markedPaid', false],
    ['paid', 'canceled', false],
  ] as const)('%s -> %s: %p', (from, to, allowed) => {
    expect(canChangePaymentStatus(from, to)).toBe(allowed);
  });
});
