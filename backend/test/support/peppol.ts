import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { TestUser } from './users.js';

/** A Belgian enterprise number passing its check digits, different on every call. */
export function freshBelgianNumber(): string {
  const base = `0${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return `${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
}

/** A KvK-shaped number (8 digits), different on every call. */
export const freshKvkNumber = (): string =>
  String(10_000_000 + Math.floor(Math.random() * 89_999_999));

type Company = { company?: string; kvkNumber?: string; vatNumber?: string };

/** Saves the user's country and default company, as the settings page would. */
export async function saveCompany(
  app: INestApplication,
  user: TestUser,
  country: 'BE' | 'NL' | 'DE',
  company: Company | null,
): Promise<void> {
  await request(app.getHttpServer())
    .patch('/api/user/settings')
    .set(...user.auth)
    .send({
      settings: {
        country,
        defaultCompany:
          company === null
            ? null
            : {
                company: 'Studio Test',
                address: 'Kerkstraat 1',
                postalCode: '9000',
                city: 'Gent',
                vatNumber: '',
                kvkNumber: '',
                ...company,
              },
      },
    })
    .expect(200);
}
