/**
 * Why a file is not read at all. A refusal stops the whole file: nothing of it is imported, so
 * a half-read statement never marks some invoices paid and silently drops the rest.
 */
export type Camt053RefusalReason =
  /** A document type declaration: refused outright, so no entity can expand (XXE, billion laughs). */
  | 'doctype'
  /** Not well-formed XML, or a declared encoding other than UTF-8 (ISO 20022 messages are UTF-8). */
  | 'malformed'
  | 'encoding'
  /** Well-formed, but not a camt.053 statement of a version the reader knows (02 to 08). */
  | 'not_camt053'
  /** Nested deeper, a value longer or the file bigger than any real statement. */
  | 'too_deep'
  | 'too_large';

export class Camt053Refusal extends Error {
  constructor(
    readonly reason: Camt053RefusalReason,
    readonly detail: string,
  ) {
    super(`camt.053 refused (${reason}): ${detail}`);
    this.name = 'Camt053Refusal';
  }
}
