import express, { type RequestHandler } from 'express';
import { errorBody } from '../errors/http-exception.filter.js';

const parse = express.json({ limit: '1mb' });

/**
 * express.json wrapped so that a malformed or oversized body answers in the API's error shape
 * (Nest's built-in parser lets Express render an HTML error page instead).
 */
export const jsonBodyParser: RequestHandler = (request, response, next) => {
  parse(request, response, (error?: unknown) => {
    if (!error) return next();
    const status = (error as { status?: number }).status ?? 400;
    const message =
      status === 413
        ? 'The request body is too large (at most 1 MB)'
        : 'The request body is not valid JSON';
    response
      .status(status)
      .json(
        errorBody(status, message, { code: status === 413 ? 'BODY_TOO_LARGE' : 'MALFORMED_JSON' }),
      );
  });
};
