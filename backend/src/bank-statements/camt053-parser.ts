import { SaxesParser, type SaxesTagNS } from 'saxes';
import {
  entryItems,
  newTransaction,
  type EntryDraft,
  type StatementContext,
  type StatementItem,
  type TransactionDraft,
} from './camt053-entry.js';
import {
  ENTRY_CURRENCY,
  ENTRY_FIELDS,
  TRANSACTION_CURRENCY,
  TRANSACTION_FIELDS,
} from './camt053-fields.js';
import { Camt053Refusal } from './camt053-refusal.js';

/** The ISO 20022 namespaces of BankToCustomerStatement versions 02 to 08. */
const CAMT053 = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.0[2-8]$/;
/** A statement nests about 14 deep (Document … TxDtls/RltdPties/Dbtr/Pty/Nm). */
export const MAX_DEPTH = 40;
/** Longest value kept: ISO 20022 caps texts at 500 characters (AddtlNtryInf). */
export const MAX_TEXT = 4096;
/** A batch entry's transactions; a real one carries hundreds at most. */
export const MAX_TRANSACTIONS = 10_000;
/**
 * saxes holds the token it is reading (a text, a comment, a tag) until it ends; no event in this
 * many characters means one token is this long, which no statement has.
 */
export const MAX_TOKEN = 64 * 1024;

const STATEMENT_PATH = 'Document/BkToCstmrStmt/Stmt';
const ENTRY_DEPTH = 4;
const TRANSACTION_PATH = ['NtryDtls', 'TxDtls'];

/**
 * The push side of the reader: takes text in pieces, tracks where it is by the path of local
 * names, keeps only the fields of the entry being read, and queues an entry's items when it
 * ends. Memory holds one entry, never the statement.
 */
export class Camt053Parser {
  private readonly sax = new SaxesParser({ xmlns: true, position: true });
  private readonly path: string[] = [];
  /** The statement's namespace, once the root is checked. */
  private namespace = '';
  private statement: StatementContext = { account: '', statementId: '', entryIndex: 0 };
  private entry: EntryDraft | null = null;
  private transaction: TransactionDraft | null = null;
  private text = '';
  private sinceEvent = 0;
  private readonly queue: StatementItem[] = [];
  private prolog = '';

  constructor() {
    const sax = this.sax;
    sax.on('doctype', () => this.refuse('doctype', 'a document type declaration'));
    sax.on('xmldecl', (decl) => {
      if (decl.encoding !== undefined && !/^utf-?8$/i.test(decl.encoding)) {
        this.refuse('encoding', `declared encoding ${decl.encoding}; ISO 20022 files are UTF-8`);
      }
    });
    sax.on('opentag', (tag) => this.open(tag as SaxesTagNS));
    sax.on('closetag', () => this.close());
    sax.on('text', (text) => this.addText(text));
    sax.on('cdata', (text) => this.addText(text));
    for (const event of ['comment', 'processinginstruction', 'opentagstart'] as const) {
      sax.on(event, () => (this.sinceEvent = 0));
    }
  }

  /** Feeds one piece of text; throws Camt053Refusal. Keep pieces small: items queue per piece. */
  write(piece: string): void {
    if (this.namespace === '') this.checkProlog(piece);
    this.sinceEvent += piece.length;
    this.run(() => this.sax.write(piece));
    if (this.sinceEvent > MAX_TOKEN) this.refuse('too_large', 'a single value or tag is too long');
  }

  end(): void {
    if (this.namespace === '') this.refuse('not_camt053', 'the file has no statement');
    this.run(() => this.sax.close());
  }

  /** The items read so far, handed over once. */
  take(): StatementItem[] {
    return this.queue.splice(0, this.queue.length);
  }

  /** saxes reports bad XML by throwing a plain Error; ours pass through. */
  private run(step: () => void): void {
    try {
      step();
    } catch (error) {
      if (error instanceof Camt053Refusal) throw error;
      this.refuse('malformed', error instanceof Error ? error.message : String(error));
    }
  }

  /** Refuses a declaration before saxes has read all of it (an internal subset can be huge). */
  private checkProlog(piece: string): void {
    this.prolog = `${this.prolog}${piece}`.slice(-4096);
    if (this.prolog.includes('<!DOCTYPE')) this.refuse('doctype', 'a document type declaration');
  }

  private refuse(reason: Camt053Refusal['reason'], detail: string): never {
    throw new Camt053Refusal(reason, detail);
  }

  private open(tag: SaxesTagNS): void {
    this.sinceEvent = 0;
    this.text = '';
    if (this.path.length === 0) this.checkRoot(tag);
    if (this.path.length >= MAX_DEPTH) this.refuse('too_deep', `more than ${MAX_DEPTH} levels`);
    // Elements of another namespace (SplmtryData's envelope) are never read as ours.
    this.path.push(tag.uri === this.namespace ? tag.local : `{${tag.uri}}${tag.local}`);
    const joined = this.path.join('/');
    if (joined === STATEMENT_PATH) {
      this.statement = { account: '', statementId: '', entryIndex: -1 };
    } else if (joined === `${STATEMENT_PATH}/Ntry`) {
      this.entry = { transactions: [] };
      this.statement.entryIndex += 1;
    } else if (this.entry !== null && this.entryPath().join('/') === TRANSACTION_PATH.join('/')) {
      if (this.entry.transactions.length >= MAX_TRANSACTIONS) {
        this.refuse('too_large', `an entry with more than ${MAX_TRANSACTIONS} transactions`);
      }
      this.transaction = newTransaction();
      this.entry.transactions.push(this.transaction);
    }
    const ccy = tag.attributes['Ccy']?.value;
    if (ccy !== undefined) this.setCurrency(ccy);
  }

  private checkRoot(tag: SaxesTagNS): void {
    if (tag.local !== 'Document' || !CAMT053.test(tag.uri)) {
      const found =
        tag.uri === '' ? `<${tag.local}> without a namespace` : `${tag.local} in ${tag.uri}`;
      this.refuse('not_camt053', `expected a camt.053.001.02 to .08 Document, found ${found}`);
    }
    this.namespace = tag.uri;
  }

  private addText(text: string): void {
    this.sinceEvent = 0;
    if (this.text.length + text.length > MAX_TEXT) this.refuse('too_large', 'a value is too long');
    this.text += text;
  }

  private close(): void {
    this.sinceEvent = 0;
    const text = this.text;
    this.text = '';
    this.readField(text);
    const joined = this.path.join('/');
    if (joined === `${STATEMENT_PATH}/Ntry` && this.entry !== null) {
      this.queue.push(...entryItems(this.entry, this.statement));
      this.entry = null;
    } else if (
      this.transaction !== null &&
      this.entryPath().join('/') === TRANSACTION_PATH.join('/')
    ) {
      this.transaction = null;
    }
    this.path.pop();
  }

  /** The path under the current Ntry. */
  private entryPath(): string[] {
    return this.path.slice(ENTRY_DEPTH);
  }

  private readField(text: string): void {
    const joined = this.path.join('/');
    if (joined.startsWith(`${STATEMENT_PATH}/`) && this.entry === null) {
      const field = joined.slice(STATEMENT_PATH.length + 1);
      if (field === 'Id') this.statement.statementId = text.trim();
      if (field === 'Acct/Id/IBAN') this.statement.account = text.replace(/\s/g, '').toUpperCase();
      if (field === 'Acct/Id/Othr/Id' && this.statement.account === '') {
        this.statement.account = text.trim();
      }
      return;
    }
    if (this.entry === null) return;
    const under = this.entryPath();
    if (this.transaction !== null) {
      const field = under.slice(TRANSACTION_PATH.length).join('/');
      TRANSACTION_FIELDS[field]?.(this.transaction, text);
    } else {
      ENTRY_FIELDS[under.join('/')]?.(this.entry, text);
    }
  }

  private setCurrency(ccy: string): void {
    if (this.entry === null) return;
    const under = this.entryPath();
    if (this.transaction !== null) {
      TRANSACTION_CURRENCY[under.slice(TRANSACTION_PATH.length).join('/')]?.(this.transaction, ccy);
    } else {
      ENTRY_CURRENCY[under.join('/')]?.(this.entry, ccy);
    }
  }
}
