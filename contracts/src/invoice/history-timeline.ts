import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE, STORAGE_DATE_FORMAT, storedDateOf } from './dates.js';
import { parseEmailTimestamp } from './email-timestamps.js';
import { paymentStatusOn } from './overdue.js';
import type { PeppolStatus } from './peppol-status.js';
import type { Invoice } from './types.js';

/** An e-mail record as `GET /api/invoices/{id}/emails` answers it (spec §3 "Email records"). */
export type HistoryEmailRecord = {
  id: string;
  recipient_email: string;
  status: string;
  scheduled_at?: unknown;
  sent_at?: unknown;
  error?: string | null;
  /** Taken over from a sender that stopped at the moment of delivery (docs/email.md). */
  may_have_been_delivered_twice?: boolean;
};

/**
 * A Peppol delivery as `GET /api/invoices/{id}/peppol-deliveries` answers it (docs/peppol.md):
 * ISO timestamps, null until the delivery got that far.
 */
export type HistoryPeppolRecord = {
  id: string;
  recipient: string;
  status: PeppolStatus;
  reason: string | null;
  createdAt: string;
  sentAt: string | null;
  settledAt: string | null;
  mayHaveBeenDeliveredTwice: boolean;
};

export type HistoryPeppolKind =
  'peppolQueued' | 'peppolSent' | 'peppolDelivered' | 'peppolRefused' | 'peppolFailed';

/**
 * One line of the history dialog. `at` is epoch milliseconds, or null when the record's time
 * cannot be read (shown as '-').
 */
export type HistoryEntry =
  | { kind: 'created' | 'saved' | 'updated' | 'overdue' | 'markedPaid'; at: number }
  | { kind: 'paymentReceived'; at: number | null; provider: string }
  | {
      kind: 'emailQueued' | 'emailSent' | 'emailFailed';
      at: number | null;
      id: string;
      recipient: string;
      error: string | null;
      /** The customer may have received this e-mail twice. */
      possiblyTwice: boolean;
    }
  | {
      kind: HistoryPeppolKind;
      at: number | null;
      /** The entry's own id: its delivery's id and its step. */
      id: string;
      deliveryId: string;
      /** The customer's Peppol address (scheme:identifier). */
      recipient: string;
      /** Why it was refused or failed; null on the other steps. */
      reason: string | null;
      possiblyTwice: boolean;
    };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The server keeps no audit trail of edits, so creation, saving and the last update are shown
 * at fixed distances before now (spec §4 "History timeline").
 */
export const HISTORY_PLACEHOLDER_DAYS_AGO = { created: 7, saved: 5, updated: 2 } as const;

const OVERDUE_STATUSES: readonly string[] = ['overdue', 'overdue_reminded'];
const PAID_STATUSES: readonly string[] = ['paid', 'markedPaid'];

const EMAIL_KINDS: Record<string, 'emailQueued' | 'emailSent' | 'emailFailed'> = {
  planned: 'emailQueued',
  sent: 'emailSent',
  failed: 'emailFailed',
};

/** The due date's first moment in Amsterdam: the invoice is overdue from that day on. */
const startOfDay = (date: string): number | null => {
  const parsed = DateTime.fromFormat(date, STORAGE_DATE_FORMAT, { zone: DEFAULT_TIME_ZONE });
  return parsed.isValid ? parsed.toMillis() : null;
};

/** A queued mail happens when it is scheduled; a sent or failed one when it was tried. */
const emailEntry = (email: HistoryEmailRecord): HistoryEntry | null => {
  const kind = EMAIL_KINDS[email.status];
  if (kind === undefined) return null;
  const at =
    kind === 'emailQueued'
      ? parseEmailTimestamp(email.scheduled_at)
      : (parseEmailTimestamp(email.sent_at) ?? parseEmailTimestamp(email.scheduled_at));
  return {
    kind,
    at,
    id: email.id,
    recipient: email.recipient_email,
    error: kind === 'emailFailed' ? (email.error ?? null) : null,
    possiblyTwice: email.may_have_been_delivered_twice === true,
  };
};

const PEPPOL_SETTLED_KINDS: Partial<Record<PeppolStatus, HistoryPeppolKind>> = {
  delivered: 'peppolDelivered',
  refused: 'peppolRefused',
  failed: 'peppolFailed',
};

/**
 * A delivery's steps, each at its own time: queued when asked for, sent when the customer's
 * access point took it, and how it settled (delivered, or refused or failed with the reason).
 * A delivery refused or failed before it was sent has no sent step.
 */
const peppolEntries = (delivery: HistoryPeppolRecord): HistoryEntry[] => {
  const step = (kind: HistoryPeppolKind, at: unknown, reason: string | null = null) => ({
    kind,
    at: parseEmailTimestamp(at),
    id: `${delivery.id}-${kind}`,
    deliveryId: delivery.id,
    recipient: delivery.recipient,
    reason,
    possiblyTwice: kind !== 'peppolQueued' && delivery.mayHaveBeenDeliveredTwice,
  });
  const entries: HistoryEntry[] = [step('peppolQueued', delivery.createdAt)];
  if (delivery.sentAt !== null) entries.push(step('peppolSent', delivery.sentAt));
  const settled = PEPPOL_SETTLED_KINDS[delivery.status];
  if (settled !== undefined) {
    const reason = settled === 'peppolDelivered' ? null : (delivery.reason ?? null);
    entries.push(step(settled, delivery.settledAt ?? delivery.sentAt, reason));
  }
  return entries;
};

/**
 * The history timeline, oldest first: creation, saved (not for a draft), updated, a payment
 * received per paid payment link (titled with its provider), overdue at the due date, the
 * e-mails (queued, sent, failed with their error), the Peppol deliveries' steps (queued, sent,
 * delivered, refused or failed with the reason), and marked paid at `paidAt`, the end point.
 * Entries at the same moment keep that order; entries whose time cannot be read come last.
 */
export const historyTimeline = (
  invoice: Pick<Invoice, 'status' | 'paymentStatus' | 'dueDate' | 'paidAt' | 'paymentLinks'>,
  emails: readonly HistoryEmailRecord[],
  now: number,
  peppolDeliveries: readonly HistoryPeppolRecord[] = [],
): HistoryEntry[] => {
  const daysAgo = (days: number) => now - days * DAY_MS;
  const entries: HistoryEntry[] = [
    { kind: 'created', at: daysAgo(HISTORY_PLACEHOLDER_DAYS_AGO.created) },
  ];
  if (invoice.status !== 'concept') {
    entries.push({ kind: 'saved', at: daysAgo(HISTORY_PLACEHOLDER_DAYS_AGO.saved) });
  }
  entries.push({ kind: 'updated', at: daysAgo(HISTORY_PLACEHOLDER_DAYS_AGO.updated) });
  for (const link of invoice.paymentLinks ?? []) {
    if (link.status === 'paid') {
      entries.push({
        kind: 'paymentReceived',
        at: parseEmailTimestamp(link.createdAt),
        provider: link.provider,
      });
    }
  }
  const due = startOfDay(invoice.dueDate);
  // Overdue by the rule as soon as it is true, before the server's sweep stored it.
  const paymentStatus = paymentStatusOn(invoice, storedDateOf(now));
  if (OVERDUE_STATUSES.includes(paymentStatus) && due !== null) {
    entries.push({ kind: 'overdue', at: due });
  }
  for (const email of emails) {
    const entry = emailEntry(email);
    if (entry !== null) entries.push(entry);
  }
  for (const delivery of peppolDeliveries) entries.push(...peppolEntries(delivery));
  const paidAt = parseEmailTimestamp(invoice.paidAt);
  if (PAID_STATUSES.includes(invoice.paymentStatus) && paidAt !== null) {
    entries.push({ kind: 'markedPaid', at: paidAt });
  }
  // Array.prototype.sort is stable, so equal times keep the order above.
  return entries.sort((a, b) => {
    if (a.at === null || b.at === null) return (a.at === null ? 1 : 0) - (b.at === null ? 1 : 0);
    return a.at - b.at;
  });
};
