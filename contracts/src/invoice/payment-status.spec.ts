import { describe, expect, it } from '@jest/globals';
import { emptyPaymentMethods } from './payment-methods.js';
import {
  displayBic,
  isPayable,
  paymentStatusBadge,
  setPaymentStatusManually,
  showPayNow,
  type PayNowInput,
} from './payment-status.js';

describe('paymentStatusBadge', () => {
  it.each([
    { value: 'unpaid', tone: 'neutral' },
    { value: 'paid', tone: 'success' },
    { value: 'markedPaid', tone: 'success' },
    { value: 'overdue', tone: 'danger' },
    { value: 'overdue_reminded', tone: 'warning' },
    { value: 'canceled', tone: 'neutral' },
    { value: 'failed', tone: 'danger' },
  ])('$value has its own label and a $tone tone', ({ value, tone }) => {
    expect(paymentStatusBadge(value, 'editor')).toEqual({
      status: value,
      key: `paymentStatus.${value}`,
      tone,
    });
  });

  it.each([
    {
      scenario: 'an unknown value renders nothing in the editor',
      value: 'refunded',
      context: 'editor' as const,
      status: null,
    },
    {
      scenario: 'a missing value renders nothing in the editor',
      value: undefined,
      context: 'editor' as const,
      status: null,
    },
    {
      scenario: 'the status page falls back to unpaid',
      value: 'refunded',
      context: 'statusPage' as const,
      status: 'unpaid',
    },
    {
      scenario: 'the status page shows a known value',
      value: 'paid',
      context: 'statusPage' as const,
      status: 'paid',
    },
  ])('$scenario', ({ value, context, status }) => {
    const badge =
      context === 'editor'
        ? paymentStatusBadge(value, context)
        : paymentStatusBadge(value, context);
    expect(badge?.status ?? null).toBe(status);
  });
});

describe('setPaymentStatusManually', () => {
  const now = '2026-05-04T10:15:00.000Z';
  it.each([
    {
      scenario: 'marking paid records the time',
      invoice: { paymentStatus: 'unpaid' as const, note: 'kept' },
      next: 'paid' as const,
      result: { paymentStatus: 'paid', paidAt: now, note: 'kept' },
    },
    {
      scenario: 'marking unpaid removes the paid time',
      invoice: { paymentStatus: 'paid' as const, paidAt: '2026-01-01T00:00:00Z', note: 'kept' },
      next: 'unpaid' as const,
      result: { paymentStatus: 'unpaid', note: 'kept' },
    },
  ])('$scenario', ({ invoice, next, result }) => {
    expect(setPaymentStatusManually(invoice, next, now)).toEqual(result);
  });
});

describe('showPayNow', () => {
  const mollieOn = {
    ...emptyPaymentMethods(),
    mollie: { ...emptyPaymentMethods().mollie, enabled: true },
  };
  const stripeOn = {
    ...emptyPaymentMethods(),
    stripe: { ...emptyPaymentMethods().stripe, enabled: true },
  };
  const base: PayNowInput = {
    paymentStatus: 'unpaid',
    paymentMethods: mollieOn,
    paymentLink: { url: 'https://pay/1' },
  };
  it.each<{ scenario: string; input: PayNowInput; shown: boolean }>([
    { scenario: 'unpaid with Mollie and a link', input: base, shown: true },
    { scenario: 'overdue', input: { ...base, paymentStatus: 'overdue' }, shown: true },
    { scenario: 'reminded', input: { ...base, paymentStatus: 'overdue_reminded' }, shown: true },
    { scenario: 'paid', input: { ...base, paymentStatus: 'paid' }, shown: false },
    { scenario: 'marked paid', input: { ...base, paymentStatus: 'markedPaid' }, shown: false },
    {
      scenario: 'no online method enabled',
      input: { ...base, paymentMethods: emptyPaymentMethods() },
      shown: false,
    },
    {
      scenario: 'Stripe counts as online',
      input: { ...base, paymentMethods: stripeOn },
      shown: true,
    },
    { scenario: 'no link and no redirect', input: { ...base, paymentLink: null }, shown: false },
    { scenario: 'an empty link url', input: { ...base, paymentLink: { url: '' } }, shown: false },
    {
      scenario: 'a redirect url instead of a link',
      input: { ...base, paymentLink: null, paymentRedirectUrl: 'https://pay/r' },
      shown: true,
    },
  ])('$scenario', ({ input, shown }) => {
    expect(showPayNow(input)).toBe(shown);
  });
});

describe('displayBic', () => {
  it.each([
    { scenario: 'a BIC is shown trimmed', bic: ' INGBNL2A ', shown: 'INGBNL2A' },
    { scenario: 'blank is not shown', bic: '  ', shown: null },
    { scenario: 'missing is not shown', bic: undefined, shown: null },
  ])('$scenario', ({ bic, shown }) => {
    expect(displayBic(bic)).toBe(shown);
  });
});

describe('isPayable', () => {
  it('is true while money is owed and false once paid or closed', () => {
    expect(['unpaid', 'overdue', 'overdue_reminded'].map(isPayable)).toEqual([true, true, true]);
    expect(['paid', 'markedPaid', 'canceled', 'failed', 'mystery'].map(isPayable)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
