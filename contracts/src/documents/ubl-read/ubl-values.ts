import { Decimal } from 'decimal.js';
import type { XmlElement } from './xml-tree.js';

/** The document is not the UBL it claims to be: a required value is missing or unreadable. */
export class NotUbl extends Error {}

/** The first child of that local name, following a path of them. */
export const child = (element: XmlElement | null, ...path: string[]): XmlElement | null => {
  let current = element;
  for (const name of path) {
    current = current?.children.find((candidate) => candidate.name === name) ?? null;
  }
  return current;
};

export const children = (element: XmlElement | null, name: string): XmlElement[] =>
  element?.children.filter((candidate) => candidate.name === name) ?? [];

/** The trimmed text at the path; null when absent or blank. */
export const text = (element: XmlElement | null, ...path: string[]): string | null => {
  const value = child(element, ...path)?.text.trim() ?? '';
  return value === '' ? null : value;
};

export const requiredText = (element: XmlElement | null, ...path: string[]): string => {
  const value = text(element, ...path);
  if (value === null) throw new NotUbl(path.join('/'));
  return value;
};

// xsd:decimal as UBL writes it: no exponent, no thousands separators.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A decimal written in the document, normalised ("25.0" -> "25"), never through a float. */
export const decimalText = (value: string): string => {
  if (!DECIMAL.test(value)) throw new NotUbl(`not a decimal: ${value}`);
  return new Decimal(value).toFixed();
};

/**
 * An amount as integer cents. EN 16931 allows at most two decimals in amounts (BR-DEC-*); more
 * would make the cents inexact, so such a document is refused rather than rounded.
 */
export const centsText = (value: string): string => {
  const cents = new Decimal(decimalText(value)).times(100);
  if (!cents.isInteger()) throw new NotUbl(`more than two decimals: ${value}`);
  return cents.toFixed(0);
};

export const requiredCents = (element: XmlElement | null, ...path: string[]): string =>
  centsText(requiredText(element, ...path));

export const optionalCents = (element: XmlElement | null, ...path: string[]): string | null => {
  const value = text(element, ...path);
  return value === null ? null : centsText(value);
};

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar date (xsd:date without a zone, as BIS 3.0 requires); null when absent. */
export const dateText = (element: XmlElement | null, ...path: string[]): string | null => {
  const value = text(element, ...path);
  if (value === null) return null;
  if (!DATE.test(value)) throw new NotUbl(`not a date: ${value}`);
  return value;
};
