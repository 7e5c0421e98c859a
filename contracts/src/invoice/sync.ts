import type { Invoice } from './types.js';

type Syncable = Pick<Invoice, 'invoiceNumber' | 'paymentStatus' | 'paidAt' | 'synced'>;

/**
 * Merges the cloud list into the local one, keyed by invoice number.
 *
 * - Cloud entries are marked synced.
 * - A local entry not yet synced wins over the cloud entry (it holds edits made offline) but
 *   takes the cloud paymentStatus, and with it paidAt: payments are recorded on the server
 *   (webhooks, the status page), so the server is right about them.
 * - Local entries the cloud does not have are added as unsynced, so they are pushed again.
 * - Entries without a number (working drafts) cannot be matched and are always kept.
 *
 * Order: matched cloud entries in cloud order, then cloud entries without a number, then the
 * local-only entries in their local order (callers sort with sortInvoices).
 */
export const mergeInvoices = <T extends Syncable>(
  cloud: readonly T[],
  local: readonly T[],
): T[] => {
  const merged = new Map<string, T>();
  const unmatched: T[] = [];
  cloud.forEach((invoice) => {
    const entry = { ...invoice, synced: true };
    if (invoice.invoiceNumber === '') {
      unmatched.push(entry);
    } else {
      merged.set(invoice.invoiceNumber, entry);
    }
  });
  const localOnly: T[] = [];
  local.forEach((invoice) => {
    const fromCloud = invoice.invoiceNumber === '' ? undefined : merged.get(invoice.invoiceNumber);
    if (fromCloud === undefined) {
      localOnly.push({ ...invoice, synced: false });
    } else if (invoice.synced !== true) {
      const { paidAt } = fromCloud;
      const override = { ...invoice, paymentStatus: fromCloud.paymentStatus, synced: false };
      merged.set(
        invoice.invoiceNumber,
        paidAt === undefined ? withoutPaidAt(override) : { ...override, paidAt },
      );
    }
  });
  return [...merged.values(), ...unmatched, ...localOnly];
};

const withoutPaidAt = <T extends Syncable>(invoice: T): T => {
  const copy = { ...invoice };
  delete copy.paidAt;
  return copy;
};

/**
 * Merges part of the cloud list (one period's invoices) into the local list: the entries the part
 * holds follow mergeInvoices, cloud entries new to this browser are added, and every other local
 * entry stays as it is (the part says nothing about them, so they are not marked unsynced).
 */
export const mergeCloudPart = <T extends Syncable>(
  cloudPart: readonly T[],
  local: readonly T[],
): T[] => {
  const numbers = new Set(cloudPart.map((invoice) => invoice.invoiceNumber));
  const inPart = (invoice: T) => invoice.invoiceNumber !== '' && numbers.has(invoice.invoiceNumber);
  return [
    ...mergeInvoices(cloudPart, local.filter(inPart)),
    ...local.filter((invoice) => !inPart(invoice)),
  ];
};
