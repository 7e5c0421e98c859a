import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { errorContractViolations } from './support/error-contract.js';
import { ProbeController } from './support/probe.controller.js';
import { createTestApp } from './support/test-app.js';

describe('error responses', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ controllers: [ProbeController] });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a malformed JSON body with 400 in the error shape', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/probe/public')
      .set('content-type', 'application/json')
      .send('{bad');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON',
      code: 'MALFORMED_JSON',
    });
  });

  it('names each invalid field with a dotted path', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/probe/public')
      .send({ name: 'far too long a name', items: [{ price: '12' }, { price: 'abc' }] });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.fields).toEqual([
      { field: 'name', message: 'must be shorter than or equal to 10 characters' },
      { field: 'items.1.price', message: 'must be a number string' },
    ]);
  });

  it('rejects fields the endpoint does not know', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/probe/public')
      .send({ name: 'ok', items: [], isAdmin: true });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([
      { field: 'isAdmin', message: 'is not an allowed field' },
    ]);
  });

  it('accepts a valid body', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/probe/public')
      .send({ name: 'ok', items: [{ price: '12.50' }] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ name: 'ok', items: [{ price: '12.50' }] });
  });

  it('guards routes that are not marked public', async () => {
    const response = await request(app.getHttpServer()).get('/api/probe/private');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Authentication required',
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const response = await request(app.getHttpServer()).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND' });
  });

  it('hides the details of an unexpected error', async () => {
    const response = await request(app.getHttpServer()).get('/api/probe/crash');
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
    expect(response.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/probe/public')
      .set('content-type', 'text/plain')
      .send('name=ok');
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Send the request body as application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/probe/public')
      .send({ name: 'x'.repeat(1024 * 1024), items: [] });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('notices an error answered without a published code', async () => {
    await request(app.getHttpServer()).get('/api/probe/uncoded').expect(418);
    expect(errorContractViolations).toEqual([
      'GET /api/probe/uncoded answered 418 with code undefined',
    ]);
    errorContractViolations.length = 0;
  });

  it('sends security headers', async () => {
    const response = await request(app.getHttpServer()).get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
