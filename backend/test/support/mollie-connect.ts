import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { submitForm } from './html-form.js';
import type { TestUser } from './users.js';

/**
 * Connects the user's Mollie account the way a browser does: the app's consent URL, Authorize
 * on the stand-in's page, back to the app's callback. Throws unless the app says connected.
 */
export async function connectMollie(app: INestApplication, user: TestUser): Promise<void> {
  const server = app.getHttpServer();
  const { body } = await request(server)
    .get('/api/mollie/auth/url')
    .set(...user.auth)
    .expect(200);
  const consent = await submitForm((body as { url: string }).url, 'Authorize');
  const back = new URL(consent.headers.get('location') ?? '');
  const arrival = await request(server).get(`${back.pathname}${back.search}`).expect(302);
  if (arrival.headers.location !== '/?mollie=connected') {
    throw new Error(`Mollie connect ended at ${String(arrival.headers.location)}`);
  }
}
