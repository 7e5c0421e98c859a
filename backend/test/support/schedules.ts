import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createInvoice } from './invoices.js';
import type { TestUser } from './users.js';

/** A schedule body (without its template): monthly on the 5th from a date far ahead. */
export function sampleSchedule(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'monthly', dayOfMonth: 5, startDate: '2099-01-05', ...changes };
}

/** Creates an invoice and a schedule with it as the template, through the API. */
export async function createSchedule(
  app: INestApplication,
  owner: TestUser,
  changes: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string; templateInvoiceId: string }> {
  const templateInvoiceId =
    (changes.templateInvoiceId as string | undefined) ?? (await createInvoice(app, owner)).id;
  const response = await request(app.getHttpServer())
    .post('/api/schedules')
    .set(...owner.auth)
    .send(sampleSchedule({ ...changes, templateInvoiceId }));
  if (response.status !== 201) {
    throw new Error(
      `creating a schedule answered ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  return response.body;
}
