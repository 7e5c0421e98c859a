import { describe, expect, it } from '@jest/globals';
import { createEmptyInvoice, type Invoice } from '@app/contracts/invoice';
import { clientSettingsFor } from '@app/contracts/settings';
import {
  INVOICES_ENDPOINT,
  SETTINGS_ENDPOINT,
  enqueue,
  invoiceEndpoint,
  invoicesWaiting,
  methodOf,
  type QueueItem,
} from './offline-queue';

const settings = clientSettingsFor('en');
const invoice = (id: string, city = 'Utrecht'): Invoice => {
  const empty = createEmptyInvoice(settings, '2026-11-24');
  return { ...empty, id, invoiceNumber: `INV-${id}`, recipient: { ...empty.recipient, city } };
};

let next = 0;
const item = (type: 'create' | 'update' | 'delete', id: string, city?: string): QueueItem => {
  next += 1;
  const base = { id: `q${next}`, retryCount: 0 };
  if (type === 'delete')
    return {
      ...base,
      type,
      endpoint: invoiceEndpoint(id),
      data: { id, invoiceNumber: `INV-${id}` },
    };
  return {
    ...base,
    type,
    endpoint: type === 'create' ? INVOICES_ENDPOINT : invoiceEndpoint(id),
    data: invoice(id, city),
  };
};
const settingsItem = (latest: number): QueueItem => {
  next += 1;
  return {
    id: `q${next}`,
    type: 'update',
    endpoint: SETTINGS_ENDPOINT,
    data: { ...settings, latestInvoiceNumber: latest },
    retryCount: 0,
  };
};

const cityOf = (queued: QueueItem | undefined) =>
  (queued?.data as Invoice | undefined)?.recipient.city;

describe('the offline queue', () => {
  it('replays creates with POST, updates with PUT and deletes with DELETE (spec §7)', () => {
    expect(methodOf(item('create', 'a'))).toBe('POST');
    expect(methodOf(item('update', 'a'))).toBe('PUT');
    expect(methodOf(settingsItem(1))).toBe('PUT');
    expect(methodOf(item('delete', 'a'))).toBe('DELETE');
  });

  it('keeps one update per invoice, with the latest data and a fresh count of tries', () => {
    const first = { ...item('update', 'a', 'Utrecht'), retryCount: 2 };
    const queue = enqueue(enqueue([first], item('update', 'b')), item('update', 'a', 'Zwolle'));
    expect(queue.map((queued) => queued.endpoint)).toEqual([
      invoiceEndpoint('a'),
      invoiceEndpoint('b'),
    ]);
    expect(cityOf(queue[0])).toBe('Zwolle');
    expect(queue[0]?.retryCount).toBe(0);
  });

  it('folds an update into a create that has not been sent', () => {
    const queue = enqueue([item('create', 'a')], item('update', 'a', 'Zwolle'));
    expect(queue).toHaveLength(1);
    expect(queue[0]?.type).toBe('create');
    expect(cityOf(queue[0])).toBe('Zwolle');
  });

  it('queues behind the change being sent instead of changing it', () => {
    const busy = item('update', 'a', 'Utrecht');
    const queue = enqueue([busy], item('update', 'a', 'Zwolle'), busy.id);
    expect(queue.map(cityOf)).toEqual(['Utrecht', 'Zwolle']);
  });

  it('drops what waits for a deleted invoice, and the delete too when it never reached the server', () => {
    const waiting = [item('update', 'a'), item('update', 'b')];
    expect(enqueue(waiting, item('delete', 'a')).map((queued) => queued.type)).toEqual([
      'update',
      'delete',
    ]);
    expect(enqueue([item('create', 'a'), item('update', 'b')], item('delete', 'a'))).toEqual([
      expect.objectContaining({ endpoint: invoiceEndpoint('b') }),
    ]);
    const sending = item('create', 'a');
    expect(
      enqueue([sending], item('delete', 'a'), sending.id).map((queued) => queued.type),
    ).toEqual(['create', 'delete']);
  });

  it('keeps the latest settings once, apart from the invoices', () => {
    const queue = enqueue(enqueue([settingsItem(301)], item('update', 'a')), settingsItem(302));
    expect(queue).toHaveLength(2);
    expect((queue[0]?.data as { latestInvoiceNumber: number }).latestInvoiceNumber).toBe(302);
    expect([...invoicesWaiting(queue)]).toEqual(['a']);
  });
});
