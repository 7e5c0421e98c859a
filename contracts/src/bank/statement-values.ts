import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../invoice/dates.js';

/*
 * The values of a camt.053 statement as ISO 20022 writes them, read exactly. Amounts are
 * ActiveOrHistoricCurrencyAndAmount (xs:decimal, at most 18 digits of which 5 after the point,
 * no sign: the direction is CdtDbtInd), dates ISODate (xs:date, a time zone allowed) or
 * ISODateTime.
 */

/** 13 whole digits keep every amount's cents below 2^53, an exact JavaScript integer. */
const AMOUNT = /^(\d{1,13})(?:\.(\d{1,5}))?$/;

/**
 * An amount in integer cents, read from its digits (never through a float: "0.10" is 10, "1234.5"
 * 123450). Null when it is not an ISO 20022 amount or has a fraction of a cent, which a euro
 * account cannot book.
 */
export const parseStatementAmount = (text: string): number | null => {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(5, '0');
  if (fraction.slice(2) !== '000') return null;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
};

const DATE = /^(\d{4}-\d{2}-\d{2})(Z|[+-]\d{2}:\d{2})?$/;
const ZONED = /(Z|[+-]\d{2}:\d{2})$/;

/**
 * The day of a BookgDt or ValDt (yyyy-MM-dd), from its Dt or its DtTm. A time with a zone is the
 * day it is in Amsterdam, the seller's day every other date of the product uses; a time without
 * one is the bank's local time, read as written. Null when unreadable.
 */
export const statementDate = (
  date: string | undefined,
  dateTime: string | undefined,
): string | null => {
  if (date !== undefined && date.trim() !== '') {
    // xs:date may carry a zone; the calendar day is the one written.
    const match = DATE.exec(date.trim());
    if (!match?.[1]) return null;
    return DateTime.fromISO(match[1]).isValid ? match[1] : null;
  }
  if (dateTime === undefined || dateTime.trim() === '') return null;
  const text = dateTime.trim();
  const zoned = ZONED.test(text);
  const parsed = DateTime.fromISO(text, zoned ? { zone: DEFAULT_TIME_ZONE } : { setZone: true });
  return parsed.isValid ? parsed.toISODate() : null;
};

export type CreditIdentityParts = {
  account: string;
  /** The transaction's AcctSvcrRef, else its entry's; '' when the bank gives none. */
  bankReference: string;
  /** Stmt/Id, unique per statement the bank issues. */
  statementId: string;
  /** The entry's position in its statement (0-based). */
  entryIndex: number;
  /** The transaction's position in its entry (0-based; 0 for an entry read as one credit). */
  transactionIndex: number;
  endToEndId: string;
  bookingDate: string;
  amount: number;
};

/**
 * A credit's identity, the same every time the same statement is read. The bank's own reference
 * (AcctSvcrRef) is unique per account, so with it the credit is recognised even in another,
 * overlapping export (a day's and a month's statement); date and amount guard against a bank that
 * reuses references over the years, and the transaction's index tells a batch's parts apart.
 * Without it nothing the bank gives is unique (the payer's end-to-end id is often "NOTPROVIDED",
 * two equal transfers on one day are common), so the statement's id and the entry's position
 * stand in: re-importing the same file still changes nothing. Kept in memory per credit only,
 * so reading stays flat however long the file.
 */
export const creditIdentity = (parts: CreditIdentityParts): string => {
  const where =
    parts.bankReference !== ''
      ? ['ref', parts.bankReference]
      : ['pos', parts.statementId, String(parts.entryIndex)];
  return JSON.stringify([
    parts.account,
    ...where,
    String(parts.transactionIndex),
    parts.endToEndId,
    parts.bookingDate,
    String(parts.amount),
  ]);
};
