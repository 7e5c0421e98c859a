import express, { type Request, type RequestHandler } from 'express';
import { errorBody, type ErrorBodyDto } from '../errors/error-body.js';
import { unstorableTextError } from '../validation/unstorable-text.js';
import { MAX_JSON_NESTING, nestsDeeperThan } from './json-nesting.js';

/**
 * Thrown from express.json's `verify` hook, which runs on the raw bytes before JSON.parse.
 * (body-parser copies `body` and `type` onto the error it is given, hence `answer`.)
 */
class RefusedBody extends Error {
  constructor(readonly answer: ErrorBodyDto) {
    super(answer.message);
  }
}

const NOT_UTF8 = errorBody(
  'UNSUPPORTED_MEDIA_TYPE',
  'Send the request body as application/json in UTF-8',
);

const parse = express.json({
  limit: '1mb',
  // application/json and its structured-syntax suffix: PATCH bodies are
  // application/merge-patch+json (RFC 7396).
  type: ['application/json', '+json'],
  verify: (_request, _response, bytes, encoding) => {
    // RFC 8259 §8.1: JSON between systems is UTF-8. The nesting scan reads UTF-8 bytes, and
    // another charset (UTF-7 spells `[` as `+AFs-`) would walk past it.
    if (encoding !== 'utf-8' && encoding !== 'utf8') throw new RefusedBody(NOT_UTF8);
    // Before JSON.parse: a megabyte of `[[[[…` parses quickly, but class-transformer and
    // class-validator then recurse through every level and hold the event loop for seconds.
    if (nestsDeeperThan(bytes, MAX_JSON_NESTING)) {
      throw new RefusedBody(
        errorBody(
          'NESTING_TOO_DEEP',
          `The request body nests arrays and objects more than ${MAX_JSON_NESTING} levels deep`,
        ),
      );
    }
  },
});

/** Where payment providers post their webhooks: forms (Mollie: `id=tr_…`), nothing else. */
export const WEBHOOKS_PATH = '/api/payments/webhooks';

const parseForm = express.urlencoded({ extended: false, limit: '4kb' });

/**
 * Where bank statements are uploaded: the body is the XML file itself, left unread here so the
 * route streams it into the camt.053 reader (bank-statements.controller checks its type).
 */
export const BANK_STATEMENTS_PATH = '/api/bank-statements';

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

/** Whether the request announces a body, as express.json's own check reads the headers. */
const mayHaveBody = (request: Request): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  request.headers['content-length'] !== undefined;

// Uploads (multipart) are parsed by their own route; every other body the API takes is JSON.
const hasBody = (request: Request): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/**
 * express.json wrapped so that a malformed or oversized body answers in the API's error shape
 * (Nest's built-in parser lets Express render an HTML error page instead).
 */
export const jsonBodyParser: RequestHandler = (request, response, next) => {
  // No body at all (a GET, a DELETE): express.json would pass it on as well, only later. An
  // empty one (Content-Length: 0) is still parsed, as express.json makes it `{}`.
  if (!mayHaveBody(request)) return next();
  if (request.originalUrl.startsWith(`${WEBHOOKS_PATH}/`)) return next();
  if (request.method === 'POST' && request.path === BANK_STATEMENTS_PATH) return next();
  if (hasBody(request) && !request.is(['application/json', '+json', 'multipart/form-data'])) {
    const body = errorBody('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    response.status(body.statusCode).json(body);
    return;
  }
  parse(request, response, (error?: unknown) => {
    const body = error ? refusal(error) : unstorableTextBody(request.body);
    if (!body) return next();
    response.status(body.statusCode).json(body);
  });
};

function refusal(error: unknown): ErrorBodyDto {
  if (error instanceof RefusedBody) return error.answer;
  const { status, type } = error as { status?: number; type?: string };
  if (status === 413)
    return errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large (at most 1 MB)');
  if (type === 'charset.unsupported') return NOT_UTF8;
  if (status === 415) return errorBody('UNSUPPORTED_MEDIA_TYPE');
  return errorBody('MALFORMED_JSON');
}

/**
 * Every JSON body, whatever route and DTO it meets later, is refused when a string in it (or a
 * property name) holds a character PostgreSQL cannot store: otherwise the insert fails as a 500.
 */
function unstorableTextBody(parsed: unknown): ErrorBodyDto | null {
  const error = unstorableTextError(parsed);
  return error && errorBody(error.code, error.message, error.fields);
}
