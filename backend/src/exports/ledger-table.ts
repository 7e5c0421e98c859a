import type { Language } from '@app/contracts/invoice';
import { LEDGER_LABELS, netColumnLabel } from './ledger-labels.js';
import { netColumnKey, type LedgerRow, type NetColumn } from './ledger-row.js';

/** A cell as both ledgers write it: text, an amount in cents, a stored date, or nothing. */
export type LedgerCell = string | { cents: number } | { date: string } | null;

/** The header row: the fixed columns around a net/VAT pair per category and rate present. */
export function ledgerHeaders(columns: readonly NetColumn[], language: Language): string[] {
  const { headers } = LEDGER_LABELS[language];
  return [
    headers.number,
    headers.type,
    headers.date,
    headers.customer,
    headers.customerVatNumber,
    ...columns.flatMap((column) => {
      const label = netColumnLabel(column, language);
      return [headers.net(label), headers.vatOf(label)];
    }),
    headers.vat,
    headers.total,
    headers.paidOn,
    headers.paymentMethod,
    headers.reference,
    headers.deletedOn,
  ];
}

const money = (cents: number): LedgerCell => ({ cents });
const date = (value: string | null): LedgerCell => (value === null ? null : { date: value });

export function ledgerCells(
  row: LedgerRow,
  columns: readonly NetColumn[],
  language: Language,
): LedgerCell[] {
  const labels = LEDGER_LABELS[language];
  const { amounts } = row;
  const nets = columns.flatMap((column): LedgerCell[] => {
    const entry = amounts?.byColumn.get(netColumnKey(column));
    if (amounts === null) return [null, null];
    return [money(entry?.net ?? 0), money(entry?.vat ?? 0)];
  });
  return [
    row.number,
    labels.types[row.documentType],
    date(row.date),
    row.customer,
    row.customerVatNumber,
    ...nets,
    amounts === null ? null : money(amounts.vat),
    amounts === null ? labels.amountsUnknown : money(amounts.total),
    date(row.paidOn),
    row.paymentMethod === null ? null : labels.methods[row.paymentMethod],
    row.reference,
    date(row.deletedOn),
  ];
}
