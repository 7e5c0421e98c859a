import express, { type Request, type RequestHandler } from 'express';
import { errorBody } from '../errors/error-body.js';

const parse = express.json({ limit: '1mb' });

/** Where payment providers post their webhooks: forms (Mollie: `id=tr_…`), nothing else. */
export const WEBHOOKS_PATH = '/api/payments/webhooks';

const parseForm = express.urlencoded({ extended: false, limit: '4kb' });

/** A provider's notification is one short form field; anything bigger is not one. */
export const webhookFormParser: RequestHandler = (request, response, next) => {
  parseForm(request, response, (error?: unknown) => {
    if (!error) return next();
    const tooLarge = (error as { status?: number }).status === 413;
    const body = tooLarge
      ? errorBody('PAYLOAD_TOO_LARGE', 'A webhook body is at most 4 KB')
      : errorBody('BAD_REQUEST', 'The webhook body is not a form');
    response.status(body.statusCode).json(body);
  });
};

// Uploads (multipart) are parsed by their own route; every other body the API takes is JSON.
const hasBody = (request: Request): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/**
 * express.json wrapped so that a malformed or oversized body answers in the API's error shape
 * (Nest's built-in parser lets Express render an HTML error page instead).
 */
export const jsonBodyParser: RequestHandler = (request, response, next) => {
  if (request.originalUrl.startsWith(`${WEBHOOKS_PATH}/`)) return next();
  if (hasBody(request) && !request.is(['application/json', '+json', 'multipart/form-data'])) {
    const body = errorBody('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    response.status(body.statusCode).json(body);
    return;
  }
  parse(request, response, (error?: unknown) => {
    if (!error) return next();
    const tooLarge = (error as { status?: number }).status === 413;
    const body = tooLarge
      ? errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large (at most 1 MB)')
      : errorBody('MALFORMED_JSON');
    response.status(body.statusCode).json(body);
  });
};
