import { describe, expect, it } from '@jest/globals';
import {
  historyTimeline,
  type HistoryEmailRecord,
  type HistoryEntry,
  type HistoryPeppolRecord,
} from './history-timeline.js';
import type { Invoice } from './types.js';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 4, 20, 12, 0);
const seconds = (millis: number) => millis / 1000;

type TimelineInvoice = Pick<
  Invoice,
  'status' | 'paymentStatus' | 'dueDate' | 'paidAt' | 'paymentLinks'
>;

const sent: TimelineInvoice = { status: 'sent', paymentStatus: 'unpaid', dueDate: '2026-06-03' };
/** Due two days before `now`. */
const pastDue: TimelineInvoice = { ...sent, dueDate: '2026-05-18' };

const email = (overrides: Partial<HistoryEmailRecord>): HistoryEmailRecord => ({
  id: 'mail-1',
  recipient_email: 'jan@example.com',
  status: 'sent',
  scheduled_at: null,
  sent_at: null,
  error: null,
  ...overrides,
});

const kinds = (entries: HistoryEntry[]) => entries.map((entry) => entry.kind);

const iso = (millis: number) => new Date(millis).toISOString();

const delivery = (overrides: Partial<HistoryPeppolRecord>): HistoryPeppolRecord => ({
  id: 'd1',
  recipient: '0208:0123456749',
  status: 'queued',
  reason: null,
  createdAt: iso(Date.UTC(2026, 4, 19, 8, 0)),
  sentAt: null,
  settledAt: null,
  mayHaveBeenDeliveredTwice: false,
  ...overrides,
});

/** The Peppol steps of a timeline: kind, time and reason. */
const peppolSteps = (entries: HistoryEntry[]) =>
  entries.flatMap((entry) =>
    'deliveryId' in entry ? [[entry.kind, entry.at, entry.reason] as const] : [],
  );

describe('historyTimeline', () => {
  it.each([
    {
      scenario: 'a draft has no saved entry',
      invoice: { ...sent, status: 'concept' as const },
      kinds: ['created', 'updated'],
    },
    {
      scenario: 'a saved invoice: created, saved, updated',
      invoice: { ...sent, status: 'saved' as const },
      kinds: ['created', 'saved', 'updated'],
    },
    {
      scenario: 'a sent, unpaid invoice past its due date is overdue before the sweep says so',
      invoice: pastDue,
      kinds: ['created', 'saved', 'overdue', 'updated'],
    },
    {
      scenario: 'a saved invoice past its due date is not overdue (its customer has not got it)',
      invoice: { ...pastDue, status: 'saved' as const },
      kinds: ['created', 'saved', 'updated'],
    },
    {
      scenario: 'an unpaid invoice not yet due is not overdue',
      invoice: sent,
      kinds: ['created', 'saved', 'updated'],
    },
    {
      scenario: 'an overdue invoice is overdue at its due date',
      invoice: { ...pastDue, paymentStatus: 'overdue' as const },
      kinds: ['created', 'saved', 'overdue', 'updated'],
    },
    {
      scenario: 'a reminded invoice is overdue too',
      invoice: { ...sent, paymentStatus: 'overdue_reminded' as const, dueDate: '2026-05-19' },
      kinds: ['created', 'saved', 'updated', 'overdue'],
    },
    {
      scenario: 'an invalid due date gives no overdue entry',
      invoice: { ...sent, paymentStatus: 'overdue' as const, dueDate: '19-05-2026' },
      kinds: ['created', 'saved', 'updated'],
    },
  ])('$scenario', ({ invoice, kinds: expected }) => {
    expect(kinds(historyTimeline(invoice, [], now))).toEqual(expected);
  });

  it('puts the placeholders 7, 5 and 2 days before now', () => {
    expect(historyTimeline(sent, [], now)).toEqual([
      { kind: 'created', at: now - 7 * DAY },
      { kind: 'saved', at: now - 5 * DAY },
      { kind: 'updated', at: now - 2 * DAY },
    ]);
  });

  it('reads the due date as the start of that day in Amsterdam', () => {
    const entries = historyTimeline({ ...pastDue, paymentStatus: 'overdue' }, [], now);
    expect(entries.find((entry) => entry.kind === 'overdue')?.at).toBe(
      Date.UTC(2026, 4, 17, 22, 0),
    );
  });

  it('adds a payment received per paid payment link, titled with its provider', () => {
    const entries = historyTimeline(
      {
        ...sent,
        paymentStatus: 'paid',
        paymentLinks: [
          {
            id: 'l1',
            provider: 'mollie',
            status: 'paid',
            createdAt: '2026-05-19T09:00:00Z',
            url: '',
          },
          {
            id: 'l2',
            provider: 'stripe',
            status: 'open',
            createdAt: '2026-05-19T10:00:00Z',
            url: '',
          },
          { id: 'l3', provider: 'paypal', status: 'paid', createdAt: 'never', url: '' },
        ],
      },
      [],
      now,
    );
    expect(entries.filter((entry) => entry.kind === 'paymentReceived')).toEqual([
      { kind: 'paymentReceived', at: Date.UTC(2026, 4, 19, 9, 0), provider: 'mollie' },
      { kind: 'paymentReceived', at: null, provider: 'paypal' },
    ]);
    expect(entries.at(-1)).toEqual({ kind: 'paymentReceived', at: null, provider: 'paypal' });
  });

  it.each([
    {
      scenario: 'paid by hand',
      paymentStatus: 'paid' as const,
      paidAt: '2026-05-20T08:00:00Z',
      shown: true,
    },
    {
      scenario: 'marked paid',
      paymentStatus: 'markedPaid' as const,
      paidAt: '2026-05-20T08:00:00Z',
      shown: true,
    },
    {
      scenario: 'paid without a time',
      paymentStatus: 'paid' as const,
      paidAt: undefined,
      shown: false,
    },
    {
      scenario: 'unpaid again with an old paidAt',
      paymentStatus: 'unpaid' as const,
      paidAt: '2026-05-20T08:00:00Z',
      shown: false,
    },
  ])('marked paid: $scenario', ({ paymentStatus, paidAt, shown }) => {
    const entries = historyTimeline({ ...sent, paymentStatus, paidAt }, [], now);
    expect(entries.at(-1)).toEqual(
      shown
        ? { kind: 'markedPaid', at: Date.UTC(2026, 4, 20, 8, 0) }
        : { kind: 'updated', at: now - 2 * DAY },
    );
  });

  it('shows e-mails as queued, sent and failed, at their own times, oldest first', () => {
    const scheduled = Date.UTC(2026, 4, 19, 8, 0);
    const entries = historyTimeline(
      sent,
      [
        email({ id: 'late', status: 'planned', scheduled_at: seconds(now + DAY) }),
        email({
          id: 'failed',
          status: 'failed',
          scheduled_at: seconds(scheduled),
          error: 'Mailbox full',
        }),
        email({
          id: 'sent',
          status: 'sent',
          scheduled_at: seconds(scheduled),
          sent_at: String(seconds(scheduled + 60_000)),
        }),
        email({ id: 'odd', status: 'bounced', sent_at: seconds(scheduled) }),
      ],
      now,
    );
    expect(entries.slice(3)).toEqual([
      {
        kind: 'emailFailed',
        at: scheduled,
        id: 'failed',
        recipient: 'jan@example.com',
        error: 'Mailbox full',
        possiblyTwice: false,
      },
      {
        kind: 'emailSent',
        at: scheduled + 60_000,
        id: 'sent',
        recipient: 'jan@example.com',
        error: null,
        possiblyTwice: false,
      },
      {
        kind: 'emailQueued',
        at: now + DAY,
        id: 'late',
        recipient: 'jan@example.com',
        error: null,
        possiblyTwice: false,
      },
    ]);
  });

  it('says which sent e-mail may have been delivered twice', () => {
    const entries = historyTimeline(
      sent,
      [
        email({ id: 'twice', sent_at: seconds(now), may_have_been_delivered_twice: true }),
        email({ id: 'once', sent_at: seconds(now) }),
      ],
      now,
    );
    expect(
      entries.flatMap((entry) =>
        'possiblyTwice' in entry ? [[entry.id, entry.possiblyTwice]] : [],
      ),
    ).toEqual([
      ['twice', true],
      ['once', false],
    ]);
  });

  it('keeps a failed mail without an error text, and mails without a readable time last', () => {
    const entries = historyTimeline(
      sent,
      [
        email({ id: 'a', status: 'failed', sent_at: 'not a date', error: undefined }),
        email({ id: 'b', status: 'planned', scheduled_at: '2026-05-19 08:00:00' }),
      ],
      now,
    );
    expect(entries.map((entry) => [entry.kind, entry.at])).toEqual([
      ['created', now - 7 * DAY],
      ['saved', now - 5 * DAY],
      ['updated', now - 2 * DAY],
      ['emailQueued', Date.UTC(2026, 4, 19, 8, 0)],
      ['emailFailed', null],
    ]);
    expect(entries.at(-1)).toMatchObject({ error: null });
  });

  it('keeps the listed order for entries at the same moment', () => {
    const at = Date.UTC(2026, 4, 19, 8, 0);
    const entries = historyTimeline(
      { ...sent, paymentStatus: 'paid', paidAt: new Date(at).toISOString() },
      [email({ status: 'sent', sent_at: seconds(at) })],
      now,
    );
    expect(kinds(entries).slice(-2)).toEqual(['emailSent', 'markedPaid']);
  });

  describe('Peppol deliveries', () => {
    const queued = Date.UTC(2026, 4, 19, 8, 0);
    const sentAt = queued + 60_000;
    const settledAt = queued + 3_600_000;

    it.each([
      {
        scenario: 'a queued delivery is queued at the time it was asked for',
        record: delivery({}),
        steps: [['peppolQueued', queued, null]],
      },
      {
        scenario: 'one being sent is still only queued',
        record: delivery({ status: 'sending' }),
        steps: [['peppolQueued', queued, null]],
      },
      {
        scenario: 'a sent delivery adds the moment the access point took it',
        record: delivery({ status: 'sent', sentAt: iso(sentAt) }),
        steps: [
          ['peppolQueued', queued, null],
          ['peppolSent', sentAt, null],
        ],
      },
      {
        scenario: 'a delivered one ends delivered, without a reason',
        record: delivery({
          status: 'delivered',
          sentAt: iso(sentAt),
          settledAt: iso(settledAt),
          reason: 'ignored',
        }),
        steps: [
          ['peppolQueued', queued, null],
          ['peppolSent', sentAt, null],
          ['peppolDelivered', settledAt, null],
        ],
      },
      {
        scenario: "one the customer's system refused ends refused, with its reason",
        record: delivery({
          status: 'refused',
          sentAt: iso(sentAt),
          settledAt: iso(settledAt),
          reason: 'Unknown buyer reference',
        }),
        steps: [
          ['peppolQueued', queued, null],
          ['peppolSent', sentAt, null],
          ['peppolRefused', settledAt, 'Unknown buyer reference'],
        ],
      },
      {
        scenario: 'one that could not be sent fails, with its reason, and was never sent',
        record: delivery({ status: 'failed', settledAt: iso(settledAt), reason: 'Timed out' }),
        steps: [
          ['peppolQueued', queued, null],
          ['peppolFailed', settledAt, 'Timed out'],
        ],
      },
      {
        scenario: 'a settled one without its settle time takes the sent time',
        record: delivery({ status: 'delivered', sentAt: iso(sentAt) }),
        steps: [
          ['peppolQueued', queued, null],
          ['peppolSent', sentAt, null],
          ['peppolDelivered', sentAt, null],
        ],
      },
      {
        scenario: 'a refusal without times or a reason comes last, reason null',
        record: delivery({ status: 'refused', reason: null }),
        steps: [
          ['peppolQueued', queued, null],
          ['peppolRefused', null, null],
        ],
      },
    ])('$scenario', ({ record, steps }) => {
      expect(peppolSteps(historyTimeline(sent, [], now, [record]))).toEqual(steps);
    });

    it('names each step by its delivery, with the address it went to', () => {
      const entries = historyTimeline(sent, [], now, [
        delivery({ status: 'sent', sentAt: iso(sentAt) }),
      ]);
      expect(entries.slice(3)).toEqual([
        {
          kind: 'peppolQueued',
          at: queued,
          id: 'd1-peppolQueued',
          deliveryId: 'd1',
          recipient: '0208:0123456749',
          reason: null,
          possiblyTwice: false,
        },
        {
          kind: 'peppolSent',
          at: sentAt,
          id: 'd1-peppolSent',
          deliveryId: 'd1',
          recipient: '0208:0123456749',
          reason: null,
          possiblyTwice: false,
        },
      ]);
    });

    it('says a sent delivery may have reached the customer twice, not its queued step', () => {
      const entries = historyTimeline(sent, [], now, [
        delivery({ status: 'sent', sentAt: iso(sentAt), mayHaveBeenDeliveredTwice: true }),
      ]);
      expect(
        entries.flatMap((entry) =>
          'deliveryId' in entry ? [[entry.kind, entry.possiblyTwice]] : [],
        ),
      ).toEqual([
        ['peppolQueued', false],
        ['peppolSent', true],
      ]);
    });

    it('interleaves deliveries and e-mails by time, a retry after a refusal last', () => {
      const entries = historyTimeline(
        sent,
        [email({ id: 'mail', status: 'sent', sent_at: seconds(settledAt + 60_000) })],
        now,
        [
          delivery({
            id: 'first',
            status: 'refused',
            sentAt: iso(sentAt),
            settledAt: iso(settledAt),
            reason: 'No',
          }),
          delivery({ id: 'again', createdAt: iso(settledAt + 120_000) }),
        ],
      );
      expect(kinds(entries).slice(3)).toEqual([
        'peppolQueued',
        'peppolSent',
        'peppolRefused',
        'emailSent',
        'peppolQueued',
      ]);
    });
  });
});
