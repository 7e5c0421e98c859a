import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * gzip or brotli, as the client accepts, for JSON and other text answers of the API above
 * 1 KB (a page of 50 invoices is about 60 KB of JSON). Not the sign-in round trip's answers:
 * they carry tokens and cookies beside text a third party can put in the URL, the mix a
 * compression side channel (BREACH) needs.
 */
export function compressAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESS_FROM_BYTES,
    filter: (request: Request, response: Response) =>
      !request.originalUrl.startsWith('/api/auth/') && compression.filter(request, response),
  });
}
