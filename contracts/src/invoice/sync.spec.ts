import { describe, expect, it } from '@jest/globals';
import { mergeCloudPart, mergeInvoices } from './sync.js';
import type { PaymentStatus } from './types.js';

type Row = {
  invoiceNumber: string;
  paymentStatus: PaymentStatus;
  paidAt?: string;
  synced?: boolean;
  note: string;
};

const row = (invoiceNumber: string, note: string, extra: Partial<Row> = {}): Row => ({
  invoiceNumber,
  paymentStatus: 'unpaid',
  note,
  ...extra,
});

describe('mergeInvoices', () => {
  it.each<{ scenario: string; cloud: Row[]; local: Row[]; merged: Row[] }>([
    {
      scenario: 'cloud entries are marked synced',
      cloud: [row('INV-1', 'cloud')],
      local: [],
      merged: [{ ...row('INV-1', 'cloud'), synced: true }],
    },
    {
      scenario: 'a synced local copy gives way to the cloud',
      cloud: [row('INV-1', 'cloud')],
      local: [row('INV-1', 'local', { synced: true })],
      merged: [{ ...row('INV-1', 'cloud'), synced: true }],
    },
    {
      scenario: 'an unsynced local entry wins but keeps the cloud payment status and paid time',
      cloud: [row('INV-1', 'cloud', { paymentStatus: 'paid', paidAt: '2026-05-01T10:00:00Z' })],
      local: [row('INV-1', 'local', { synced: false })],
      merged: [
        row('INV-1', 'local', {
          paymentStatus: 'paid',
          paidAt: '2026-05-01T10:00:00Z',
          synced: false,
        }),
      ],
    },
    {
      scenario: 'an unsynced local paid mark gives way to an unpaid cloud status',
      cloud: [row('INV-1', 'cloud')],
      local: [row('INV-1', 'local', { paymentStatus: 'paid', paidAt: '2026-05-01T10:00:00Z' })],
      merged: [row('INV-1', 'local', { synced: false })],
    },
    {
      scenario: 'local-only entries are added as unsynced',
      cloud: [row('INV-1', 'cloud')],
      local: [row('INV-2', 'local', { synced: true })],
      merged: [
        { ...row('INV-1', 'cloud'), synced: true },
        row('INV-2', 'local', { synced: false }),
      ],
    },
    {
      scenario: 'working drafts without a number are always kept',
      cloud: [row('', 'cloud draft')],
      local: [row('', 'draft a'), row('', 'draft b')],
      merged: [
        row('', 'cloud draft', { synced: true }),
        row('', 'draft a', { synced: false }),
        row('', 'draft b', { synced: false }),
      ],
    },
    {
      scenario: 'an overridden entry keeps its place in the cloud order',
      cloud: [row('INV-1', 'cloud 1'), row('INV-2', 'cloud 2')],
      local: [row('INV-1', 'local 1')],
      merged: [
        row('INV-1', 'local 1', { synced: false }),
        row('INV-2', 'cloud 2', { synced: true }),
      ],
    },
    { scenario: 'two empty lists', cloud: [], local: [], merged: [] },
  ])('$scenario', ({ cloud, local, merged }) => {
    expect(mergeInvoices(cloud, local)).toEqual(merged);
  });

  it('does not change its inputs', () => {
    const cloud = [row('INV-1', 'cloud')];
    const local = [row('INV-1', 'local')];
    mergeInvoices(cloud, local);
    expect(cloud).toEqual([row('INV-1', 'cloud')]);
    expect(local).toEqual([row('INV-1', 'local')]);
  });
});

describe('mergeCloudPart', () => {
  it('merges the entries of the part and leaves every other local entry as it was', () => {
    const cloud = [row('INV-2', 'cloud 2', { paymentStatus: 'paid' }), row('INV-3', 'cloud 3')];
    const local = [
      row('INV-1', 'local 1, another period', { synced: true }),
      row('INV-2', 'local 2, edited offline', { synced: false }),
      row('INV-4', 'local 4, never uploaded', { synced: false }),
      row('', 'working draft'),
    ];
    expect(mergeCloudPart(cloud, local)).toEqual([
      { ...row('INV-2', 'local 2, edited offline'), paymentStatus: 'paid', synced: false },
      { ...row('INV-3', 'cloud 3'), synced: true },
      row('INV-1', 'local 1, another period', { synced: true }),
      row('INV-4', 'local 4, never uploaded', { synced: false }),
      row('', 'working draft'),
    ]);
  });

  it('replaces a synced local copy with the cloud entry', () => {
    expect(
      mergeCloudPart([row('INV-1', 'cloud')], [row('INV-1', 'stale', { synced: true })]),
    ).toEqual([{ ...row('INV-1', 'cloud'), synced: true }]);
  });
});
