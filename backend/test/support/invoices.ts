import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { TestUser } from './users.js';

/** An invoice body as the editor sends it: a concept, no number, a client total that lies. */
export function sampleInvoice(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    invoiceNumber: '',
    date: '2026-11-24',
    dueDate: '2026-12-08',
    paymentTerms: '14 days',
    status: 'concept',
    paymentStatus: 'unpaid',
    sender: {
      company: 'Studio Vos',
      address: 'Keizersgracht 1',
      postalCode: '1015 AA',
      city: 'Amsterdam',
      vatNumber: 'NL123456789B01',
      kvkNumber: '12345678',
    },
    recipient: {
      company: 'Bakkerij Jansen',
      address: 'Dorpsstraat 1',
      postalCode: '1234 AB',
      city: 'Utrecht',
      contactName: 'Anna Jansen',
      email: 'anna@jansen.nl',
    },
    items: [
      {
        id: 'line-000000000000001',
        description: 'Logo design',
        quantity: '2',
        price: '85,00',
        vatRate: '21',
      },
      {
        id: 'line-000000000000002',
        description: 'Bread',
        quantity: '3',
        price: '2,50',
        vatRate: '9',
      },
    ],
    discount: { type: 'none', value: '0' },
    notes: 'Thank you for your business!',
    emailMessage: '',
    paymentMethods: {
      bank: { enabled: true, iban: 'NL91ABNA0417164300', bic: '', accountName: 'Studio Vos' },
      paypal: { enabled: false, email: '' },
      mollie: {
        enabled: false,
        apiKey: '',
        description: 'Invoice {invoiceNumber}',
        isConnected: false,
        businessName: '',
      },
      stripe: { enabled: false, accountId: '', description: 'Invoice {invoiceNumber}' },
    },
    currency: 'EUR',
    isPlaceholder: {},
    total: 1,
    ...changes,
  };
}

/** 2 x 85,00 at 21 % + 3 x 2,50 at 9 %: 170,00 + 35,70 + 7,50 + 0,68 = 213,88. */
export const SAMPLE_TOTAL_CENTS = 21388;

export async function createInvoice(
  app: INestApplication,
  owner: TestUser,
  changes: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string; invoiceNumber: string }> {
  const response = await request(app.getHttpServer())
    .post('/api/invoices')
    .set(...owner.auth)
    .send({ invoice: sampleInvoice(changes) });
  if (response.status !== 201) {
    throw new Error(
      `creating an invoice answered ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  return response.body;
}
