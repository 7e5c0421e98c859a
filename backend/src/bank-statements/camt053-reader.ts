import { Camt053Parser } from './camt053-parser.js';
import { Camt053Refusal } from './camt053-refusal.js';
import type { StatementItem } from './camt053-entry.js';

export type { SkipReason, StatementItem } from './camt053-entry.js';
export { Camt053Refusal, type Camt053RefusalReason } from './camt053-refusal.js';

export type Camt053Options = {
  /** The most a file may weigh, in bytes as they arrive (decoded text counts by characters). */
  maxBytes?: number;
};

/** Larger than any bank's export we know of (a year of a busy account is a few MB). */
export const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;
/** saxes is fed this much at a time, so the items of one piece stay few. */
const PIECE = 16 * 1024;

/**
 * Reads a camt.053 bank statement (ISO 20022 BankToCustomerStatement, versions 02 to 08) as it
 * arrives, one chunk at a time, and yields each booked credit (or the reason it was left out)
 * as soon as its entry ends: memory holds one entry, however long the file, and a slow consumer
 * slows the reading. Throws Camt053Refusal, before or while yielding, for a file it will not
 * read (docs/bank-reconciliation.md): a caller imports nothing until the reading has finished.
 */
export async function* readCamt053(
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  options: Camt053Options = {},
): AsyncGenerator<StatementItem, void, undefined> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  // fatal: a byte that is not UTF-8 is a refusal, not a silent U+FFFD in a name.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parser = new Camt053Parser();
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > maxBytes)
      throw new Camt053Refusal('too_large', `the file is over ${maxBytes} bytes`);
    const text = typeof chunk === 'string' ? chunk : decode(decoder, chunk, true);
    for (let at = 0; at < text.length; at += PIECE) {
      parser.write(text.slice(at, at + PIECE));
      yield* parser.take();
    }
  }
  const rest = decode(decoder, new Uint8Array(0), false);
  if (rest !== '') parser.write(rest);
  parser.end();
  yield* parser.take();
}

const decode = (decoder: TextDecoder, bytes: Uint8Array, stream: boolean): string => {
  try {
    return decoder.decode(bytes, { stream });
  } catch {
    throw new Camt053Refusal('encoding', 'the file is not UTF-8 text');
  }
};
