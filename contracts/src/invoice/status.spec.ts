import { describe, expect, it } from '@jest/globals';
import {
  invoiceStatusBadge,
  isInvoiceReadOnly,
  isInvoiceStatus,
  shouldAutoSaveToServer,
  showNewInvoiceButton,
  toolbarActions,
} from './status.js';
import type { InvoiceStatus, PaymentStatus } from './types.js';

describe('invoiceStatusBadge', () => {
  it.each([
    {
      scenario: 'concept shows as Draft',
      status: 'concept',
      badge: { key: 'invoice.status.concept' },
    },
    { scenario: 'sent', status: 'sent', badge: { key: 'invoice.status.sent' } },
    { scenario: 'saved never shows a badge', status: 'saved', badge: null },
    {
      scenario: 'an unknown status shows its raw text',
      status: 'archived',
      badge: { text: 'archived' },
    },
  ])('$scenario', ({ status, badge }) => {
    expect(invoiceStatusBadge(status)).toEqual(badge);
  });

  it.each([
    { value: 'concept', known: true },
    { value: 'saved', known: true },
    { value: 'draft', known: false },
    { value: undefined, known: false },
  ])('isInvoiceStatus($value)', ({ value, known }) => {
    expect(isInvoiceStatus(value)).toBe(known);
  });
});

describe('isInvoiceReadOnly', () => {
  it.each<{
    scenario: string;
    status: InvoiceStatus;
    paymentStatus: PaymentStatus;
    readOnly: boolean;
  }>([
    {
      scenario: 'a concept is editable',
      status: 'concept',
      paymentStatus: 'unpaid',
      readOnly: false,
    },
    {
      scenario: 'a saved unpaid invoice is editable',
      status: 'saved',
      paymentStatus: 'unpaid',
      readOnly: false,
    },
    {
      scenario: 'a sent invoice is locked',
      status: 'sent',
      paymentStatus: 'unpaid',
      readOnly: true,
    },
    {
      scenario: 'a paid invoice is locked',
      status: 'saved',
      paymentStatus: 'paid',
      readOnly: true,
    },
    {
      scenario: 'an invoice marked paid is locked',
      status: 'saved',
      paymentStatus: 'markedPaid',
      readOnly: true,
    },
    {
      scenario: 'an overdue invoice is locked',
      status: 'saved',
      paymentStatus: 'overdue',
      readOnly: true,
    },
    {
      scenario: 'a reminded invoice is locked',
      status: 'saved',
      paymentStatus: 'overdue_reminded',
      readOnly: true,
    },
    {
      scenario: 'a canceled payment keeps it editable',
      status: 'saved',
      paymentStatus: 'canceled',
      readOnly: false,
    },
    {
      scenario: 'a failed payment keeps it editable',
      status: 'saved',
      paymentStatus: 'failed',
      readOnly: false,
    },
  ])('$scenario', ({ status, paymentStatus, readOnly }) => {
    expect(isInvoiceReadOnly({ status, paymentStatus })).toBe(readOnly);
  });
});

describe('toolbarActions', () => {
  it.each<{
    scenario: string;
    status: string;
    paymentStatus?: string;
    canCancel: boolean | undefined;
    actions: string[];
  }>([
    {
      scenario: 'concept: save, schedule (kept until the save reaches the server) and export',
      status: 'concept',
      canCancel: undefined,
      actions: ['save', 'schedule', 'exportPdf'],
    },
    {
      scenario: 'concept with cancel allowed',
      status: 'concept',
      canCancel: true,
      actions: ['save', 'schedule', 'exportPdf', 'cancel'],
    },
    {
      scenario: 'saved',
      status: 'saved',
      canCancel: true,
      actions: ['schedule', 'exportPdf', 'exportUbl', 'previewSend', 'delete'],
    },
    {
      scenario: 'sent: read-only, schedule and export stay, no send',
      status: 'sent',
      canCancel: undefined,
      actions: ['schedule', 'exportPdf', 'exportUbl', 'history', 'delete'],
    },
    {
      scenario: 'saved and paid: read-only like sent',
      status: 'saved',
      paymentStatus: 'paid',
      canCancel: undefined,
      actions: ['schedule', 'exportPdf', 'exportUbl', 'history', 'delete'],
    },
    {
      scenario: 'saved and marked paid: read-only like sent',
      status: 'saved',
      paymentStatus: 'markedPaid',
      canCancel: undefined,
      actions: ['schedule', 'exportPdf', 'exportUbl', 'history', 'delete'],
    },
    {
      scenario: 'saved and overdue: read-only',
      status: 'saved',
      paymentStatus: 'overdue',
      canCancel: undefined,
      actions: ['schedule', 'exportPdf', 'exportUbl', 'history', 'delete'],
    },
    {
      scenario: 'unknown status offers nothing',
      status: 'archived',
      canCancel: undefined,
      actions: [],
    },
  ])('$scenario', ({ status, paymentStatus, canCancel, actions }) => {
    expect(
      toolbarActions(
        {
          status: status as InvoiceStatus,
          paymentStatus: (paymentStatus ?? 'unpaid') as PaymentStatus,
        },
        canCancel === undefined ? undefined : { canCancel },
      ),
    ).toEqual(actions);
  });
});

describe('showNewInvoiceButton', () => {
  it.each([
    { status: 'concept', shown: false },
    { status: 'saved', shown: true },
    { status: 'sent', shown: true },
  ])('$status: $shown', ({ status, shown }) => {
    expect(showNewInvoiceButton(status)).toBe(shown);
  });
});

describe('shouldAutoSaveToServer', () => {
  it.each<{ scenario: string; status: InvoiceStatus; id?: string; save: boolean }>([
    { scenario: 'a concept is never auto-saved', status: 'concept', id: 'a', save: false },
    { scenario: 'a saved invoice with an id', status: 'saved', id: 'a', save: true },
    { scenario: 'a saved invoice without an id', status: 'saved', save: false },
  ])('$scenario', ({ status, id, save }) => {
    expect(shouldAutoSaveToServer(id === undefined ? { status } : { status, id })).toBe(save);
  });
});
