import { describe, expect, it } from '@jest/globals';
import type { InvoiceEntity } from './invoice.entity.js';
import { toApiInvoice } from './invoice-mapper.js';

const document = {
  paymentTerms: '14 days',
  sender: { name: 'Sender' },
  recipient: { name: 'Recipient' },
  items: [],
  discount: { type: 'none' },
  notes: 'notes',
  emailMessage: 'message',
  paymentMethods: {},
  paymentLinks: [],
  isPlaceholder: {},
};

/** A stored invoice with none of the optional columns set. */
function stored(changes: Partial<InvoiceEntity> = {}): InvoiceEntity {
  return {
    id: 'inv-1',
    documentType: 'invoice',
    invoiceNumber: 'INV-1',
    date: '2026-03-01',
    dueDate: '2026-03-15',
    status: 'saved',
    paymentStatus: 'unpaid',
    paidAt: null,
    companyId: null,
    paymentReference: null,
    scheduleId: null,
    generatedFromScheduleId: null,
    peppolStatus: null,
    currency: 'EUR',
    totalCents: 12_100,
    createdAt: new Date('2026-03-01T10:00:00.000Z'),
    updatedAt: new Date('2026-03-02T10:00:00.000Z'),
    version: 3,
    document,
    ...changes,
  } as unknown as InvoiceEntity;
}

describe('toApiInvoice', () => {
  it('leaves out the optional fields a stored invoice does not have', () => {
    const answer = toApiInvoice(stored());
    expect(Object.keys(answer)).toEqual([
      'id',
      'documentType',
      'invoiceNumber',
      'date',
      'dueDate',
      'paymentTerms',
      'status',
      'paymentStatus',
      'sender',
      'recipient',
      'items',
      'discount',
      'notes',
      'emailMessage',
      'paymentMethods',
      'paymentLinks',
      'currency',
      'total',
      'isPlaceholder',
      'createdAt',
      'updatedAt',
      'version',
    ]);
    expect(answer).toMatchObject({
      total: 12_100,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
      version: 3,
    });
  });

  it('answers every optional field that is set, each in its place', () => {
    const answer = toApiInvoice(
      stored({
        paidAt: new Date('2026-03-10T09:30:00.000Z'),
        companyId: 'company-1',
        paymentReference: 'RF18',
        scheduleId: 'schedule-1',
        generatedFromScheduleId: 'schedule-2',
        peppolStatus: 'delivered',
        document: {
          ...document,
          creditedInvoice: { id: 'inv-0', invoiceNumber: 'INV-0', date: '2026-02-01' },
          vatRegime: 'reverse_charge',
        },
      } as unknown as Partial<InvoiceEntity>),
    );
    expect(Object.keys(answer)).toEqual([
      'id',
      'documentType',
      'creditedInvoice',
      'invoiceNumber',
      'date',
      'dueDate',
      'paymentTerms',
      'status',
      'paymentStatus',
      'paidAt',
      'sender',
      'recipient',
      'companyId',
      'items',
      'discount',
      'notes',
      'emailMessage',
      'paymentMethods',
      'paymentLinks',
      'paymentReference',
      'vatRegime',
      'scheduleId',
      'generatedFromScheduleId',
      'peppolStatus',
      'currency',
      'total',
      'isPlaceholder',
      'createdAt',
      'updatedAt',
      'version',
    ]);
    expect(answer).toMatchObject({ paidAt: '2026-03-10T09:30:00.000Z', companyId: 'company-1' });
  });
});
