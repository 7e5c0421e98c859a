import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import { preferredEncoding, type Encoding } from './accept-encoding.js';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

const COMPRESSIBLE =
  /^\s*(?:text\/|image\/svg\+xml|application\/(?:json|xml|javascript|[\w.-]+\+(?:json|xml))\b)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

const ANSWER = Symbol('compressAnswers.answer');
const RESPONSE = Symbol('compressAnswers.response');

type Listener = (...args: unknown[]) => void;
type Callback = (error?: Error | null) => void;
type Chunk = string | Buffer | Uint8Array;

/** One answer's state; the response's own methods, kept to call through. */
interface Answer {
  readonly encoding: Encoding;
  readonly head: boolean;
  readonly writeHead: Response['writeHead'];
  readonly write: (chunk: Chunk, encoding?: BufferEncoding, callback?: Callback) => boolean;
  readonly end: (chunk?: Chunk, encoding?: BufferEncoding, callback?: () => void) => Response;
  readonly on: (event: string | symbol, listener: Listener) => Response;
  decided: boolean;
  ended: boolean;
  /** The body's size when end() gives it whole before the headers are written. */
  endLength: number | undefined;
  /** 'drain' listeners added before the decision: they belong to whichever stream is written. */
  drainListeners: Listener[] | null;
  stream: (Gzip | BrotliCompress) | null;
}

type Answering = Response & { [ANSWER]: Answer };
type Compressor = (Gzip | BrotliCompress) & { [RESPONSE]: Answering };

/*
 * Module-level functions and a state object, not the `compression` package's closures: a new
 * closure per answer installed as its write/end/on kept recent requests' objects alive through
 * V8's young-generation collections, which then promoted about 2 MB each and paused 4–6 ms
 * instead of about 2 ms at 50 requests a second (docs/data-api.md, "Compression"). The checks are
 * the package's, in its order.
 */

function byteLength(chunk: Chunk | undefined, encoding: BufferEncoding | undefined): number {
  if (chunk === undefined) return 0;
  return typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength;
}

/** Headers given to writeHead(status, [message], headers) apply before the decision reads them. */
function applyHeaders(
  response: Response,
  headers: OutgoingHttpHeaders | OutgoingHttpHeader[],
): void {
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) response.setHeader(name, value);
    return;
  }
  const pairs = headers.every(Array.isArray)
    ? (headers as unknown as [string, string][])
    : Array.from({ length: headers.length / 2 }, (_, index) => [
        String(headers[index * 2]),
        String(headers[index * 2 + 1]),
      ]);
  for (const [name, value] of pairs) response.setHeader(name, value);
}

function addVary(response: Response): void {
  const vary = response.getHeader('Vary');
  const listed = Array.isArray(vary) ? vary.join(',') : String(vary ?? '');
  if (listed.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(listed)) return;
  response.setHeader(
    'Vary',
    listed.trim() === '' ? 'Accept-Encoding' : `${listed}, Accept-Encoding`,
  );
}

function onCompressedData(this: Compressor, chunk: Buffer): void {
  const response = this[RESPONSE];
  if (!response[ANSWER].write.call(response, chunk)) this.pause();
}

function onCompressedEnd(this: Compressor): void {
  const response = this[RESPONSE];
  response[ANSWER].end.call(response);
}

function onResponseDrain(this: Answering): void {
  this[ANSWER].stream?.resume();
}

/** A client that hangs up mid-answer: zlib's native memory is freed now, not at the next GC. */
function onResponseClose(this: Answering): void {
  const stream = this[ANSWER].stream;
  if (stream === null) return;
  stream.close();
  stream.destroy();
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

function compressor(encoding: Encoding): Gzip | BrotliCompress {
  return encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip();
}

/** Whether to compress, decided as the headers are written (the body's type and size known). */
function decide(response: Answering, answer: Answer): boolean {
  answer.decided = true;
  const type = response.getHeader('Content-Type');
  const cacheControl = response.getHeader('Cache-Control');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return false;
  if (typeof cacheControl === 'string' && NO_TRANSFORM.test(cacheControl)) return false;
  addVary(response);
  const declared = response.getHeader('Content-Length');
  const length = declared === undefined ? answer.endLength : Number(declared);
  if (length !== undefined && length < COMPRESS_FROM_BYTES) return false;
  const current = response.getHeader('Content-Encoding');
  if (current !== undefined && current !== 'identity') return false;
  return !answer.head;
}

/** An answer written in pieces: compressed as it streams. */
function startStream(response: Answering, answer: Answer): void {
  const stream = compressor(answer.encoding) as Compressor;
  stream[RESPONSE] = response;
  answer.stream = stream;
  response.setHeader('Content-Encoding', answer.encoding);
  response.removeHeader('Content-Length');
  stream.on('data', onCompressedData);
  stream.on('end', onCompressedEnd);
  answer.on.call(response, 'drain', onResponseDrain);
  answer.on.call(response, 'close', onResponseClose);
}

/** An answer given whole to end() (every JSON answer): compressed at once, its length known. */
function compressWhole(chunk: Chunk, encoding: BufferEncoding | undefined, to: Encoding): Buffer {
  const body = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
  return to === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
}

/** The 'drain' listeners added before the decision, on the stream that is now written. */
function attachWaiting(response: Answering, answer: Answer): void {
  const waiting = answer.drainListeners ?? [];
  answer.drainListeners = null;
  for (const listener of waiting)
    if (answer.stream) answer.stream.on('drain', listener);
    else answer.on.call(response, 'drain', listener);
}

function writeHead(this: Answering, statusCode: number, ...rest: unknown[]): Answering {
  const answer = this[ANSWER];
  if (!answer.decided && !this.headersSent) {
    const headers = rest.at(-1);
    if (headers !== null && typeof headers === 'object') {
      applyHeaders(this, headers as OutgoingHttpHeaders);
      rest = rest.slice(0, -1);
    }
    if (decide(this, answer)) startStream(this, answer);
    attachWaiting(this, answer);
  }
  (answer.writeHead as (this: Response, ...args: unknown[]) => Response).call(
    this,
    statusCode,
    ...rest,
  );
  return this;
}

function write(
  this: Answering,
  chunk: Chunk,
  encoding?: BufferEncoding | Callback,
  callback?: Callback,
): boolean {
  const answer = this[ANSWER];
  if (answer.ended) return false;
  if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
  if (!this.headersSent) this.writeHead(this.statusCode);
  return answer.stream
    ? answer.stream.write(chunk, encoding ?? 'utf8', callback)
    : answer.write.call(this, chunk, encoding, callback);
}

function end(
  this: Answering,
  chunk?: Chunk | (() => void),
  encoding?: BufferEncoding | (() => void),
  callback?: () => void,
): Answering {
  const answer = this[ANSWER];
  if (answer.ended) return this;
  if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
  if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
  if (!this.headersSent && !answer.decided) {
    if (this.getHeader('Content-Length') === undefined)
      answer.endLength = byteLength(chunk, encoding);
    const compress = chunk !== undefined && decide(this, answer);
    attachWaiting(this, answer);
    if (compress) {
      const body = compressWhole(chunk as Chunk, encoding, answer.encoding);
      this.setHeader('Content-Encoding', answer.encoding);
      this.setHeader('Content-Length', String(body.length));
      answer.ended = true;
      answer.end.call(this, body, undefined, callback);
      return this;
    }
    this.writeHead(this.statusCode);
  }
  if (!answer.stream) {
    answer.end.call(this, chunk, encoding, callback);
    return this;
  }
  answer.ended = true;
  if (chunk === undefined) answer.stream.end(callback);
  else answer.stream.end(chunk, encoding ?? 'utf8', callback);
  return this;
}

function on(this: Answering, event: string | symbol, listener: Listener): Answering {
  const answer = this[ANSWER];
  if (event !== 'drain') answer.on.call(this, event, listener);
  else if (answer.stream) answer.stream.on('drain', listener);
  else if (answer.drainListeners) answer.drainListeners.push(listener);
  else answer.on.call(this, event, listener);
  return this;
}

/**
 * gzip or brotli, as the client accepts, for JSON and other text answers of the API above
 * 1 KB (a page of 50 invoices is about 60 KB of JSON). Not the sign-in round trip's answers:
 * they carry tokens and cookies beside text a third party can put in the URL, the mix a
 * compression side channel (BREACH) needs. A client that accepts neither is answered untouched.
 */
export function compressAnswers(): RequestHandler {
  return (request, response, next) => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null || request.originalUrl.startsWith('/api/auth/')) {
      next();
      return;
    }
    const answering = response as Answering;
    answering[ANSWER] = {
      encoding,
      head: request.method === 'HEAD',
      writeHead: response.writeHead,
      write: response.write as Answer['write'],
      end: response.end as Answer['end'],
      on: response.on as Answer['on'],
      decided: false,
      ended: false,
      endLength: undefined,
      drainListeners: [],
      stream: null,
    };
    response.writeHead = writeHead as Response['writeHead'];
    response.write = write as Response['write'];
    response.end = end as Response['end'];
    response.on = on as Response['on'];
    next();
  };
}
