import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
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
    });
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const response = await request(app.getHttpServer()).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('hides the details of an unexpected error', async () => {
    const response = await request(app.getHttpServer()).get('/api/probe/crash');
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
    expect(response.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('sends security headers', async () => {
    const response = await request(app.getHttpServer()).get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
