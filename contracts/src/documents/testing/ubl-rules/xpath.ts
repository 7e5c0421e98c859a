import type { Decimal } from 'decimal.js';
import xpath from 'xpath';
import { Dec } from '../../../invoice/decimal.js';

/** XPath over a parsed UBL document, with the values the rules compare. */
export const select = xpath.useNamespaces({
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
});

export type Node = Parameters<typeof select>[1];

export const nodes = (expression: string, context: Node): Node[] =>
  select(expression, context) as unknown as Node[];
export const text = (expression: string, context: Node): string =>
  String(select(`string(${expression})`, context, true)).trim();
export const exists = (expression: string, context: Node): boolean =>
  nodes(expression, context).length > 0;
export const sum = (expression: string, context: Node): Decimal =>
  nodes(expression, context).reduce(
    (total, node) => total.plus(new Dec(String((node as { textContent?: string }).textContent))),
    new Dec(0),
  );
export const decimal = (expression: string, context: Node): Decimal => {
  const value = text(expression, context);
  return new Dec(value === '' ? '0' : value);
};

/** One business rule: its official id, its text, and whether the document keeps it. */
export type Rule = { id: string; message: string; holds: (doc: Node) => boolean };
