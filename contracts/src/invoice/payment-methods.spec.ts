import { describe, expect, it } from '@jest/globals';
import {
  emptyPaymentMethods,
  enabledPaymentMethods,
  normalisePaymentMethods,
  paymentDescription,
  paymentProviderName,
} from './payment-methods.js';

const empty = emptyPaymentMethods();

describe('normalisePaymentMethods', () => {
  it.each([
    { scenario: 'nothing stored gives all empty', input: undefined, result: empty },
    { scenario: 'an array is not a methods object', input: [], result: empty },
    {
      scenario: 'a complete bank account is kept',
      input: { bank: { enabled: true, iban: 'NL91ABNA0417164300', accountName: 'Jan' } },
      result: {
        ...empty,
        bank: { enabled: true, iban: 'NL91ABNA0417164300', bic: '', accountName: 'Jan' },
      },
    },
    {
      scenario: 'a bank account without name is reset',
      input: { bank: { enabled: true, iban: 'NL91ABNA0417164300', accountName: ' ' } },
      result: empty,
    },
    {
      scenario: 'a bank account without IBAN is reset',
      input: { bank: { enabled: true, accountName: 'Jan', bic: 'ABNANL2A' } },
      result: empty,
    },
    {
      scenario: 'PayPal needs an email',
      input: { paypal: { enabled: true, email: 'jan@example.nl' }, stripe: { enabled: true } },
      result: { ...empty, paypal: { enabled: true, email: 'jan@example.nl' } },
    },
    {
      scenario: 'Mollie needs an API key and keeps its details',
      input: {
        mollie: {
          enabled: true,
          apiKey: 'live_abc',
          isConnected: true,
          businessName: 'Jan BV',
          description: 'Factuur {invoiceNumber}',
        },
      },
      result: {
        ...empty,
        mollie: {
          enabled: true,
          apiKey: 'live_abc',
          isConnected: true,
          businessName: 'Jan BV',
          description: 'Factuur {invoiceNumber}',
        },
      },
    },
    {
      scenario: 'Mollie connected through OAuth needs no API key',
      input: { mollie: { enabled: true, isConnected: true, businessName: 'Jan BV' } },
      result: {
        ...empty,
        mollie: { ...empty.mollie, enabled: true, isConnected: true, businessName: 'Jan BV' },
      },
    },
    {
      scenario: 'Mollie neither keyed nor connected is reset',
      input: { mollie: { enabled: true, isConnected: false, businessName: 'Jan BV' } },
      result: empty,
    },
    {
      scenario: 'Stripe needs an account id; the description defaults',
      input: { stripe: { enabled: 'yes', accountId: 'acct_1' } },
      result: {
        ...empty,
        stripe: { enabled: false, accountId: 'acct_1', description: 'Invoice {invoiceNumber}' },
      },
    },
    {
      scenario: 'a method that is not an object is reset',
      input: { paypal: 'jan@example.nl' },
      result: empty,
    },
  ])('$scenario', ({ input, result }) => {
    expect(normalisePaymentMethods(input)).toEqual(result);
  });
});

describe('enabledPaymentMethods', () => {
  it('lists enabled methods in the fixed order', () => {
    const methods = {
      ...empty,
      stripe: { ...empty.stripe, enabled: true },
      bank: { ...empty.bank, enabled: true },
    };
    expect(enabledPaymentMethods(methods)).toEqual(['bank', 'stripe']);
    expect(enabledPaymentMethods(empty)).toEqual([]);
  });
});

describe('paymentDescription', () => {
  it.each([
    {
      scenario: 'the default template',
      template: 'Invoice {invoiceNumber}',
      result: 'Invoice INV-2026-0300',
    },
    { scenario: 'a template without placeholder', template: 'Payment', result: 'Payment' },
    {
      scenario: 'the placeholder twice',
      template: '{invoiceNumber}/{invoiceNumber}',
      result: 'INV-2026-0300/INV-2026-0300',
    },
  ])('$scenario', ({ template, result }) => {
    expect(paymentDescription(template, 'INV-2026-0300')).toBe(result);
  });
});

describe('paymentProviderName', () => {
  it('writes known providers as their makers do, and keeps others as stored', () => {
    expect(paymentProviderName('mollie')).toBe('Mollie');
    expect(paymentProviderName('paypal')).toBe('PayPal');
    expect(paymentProviderName('stripe')).toBe('Stripe');
    expect(paymentProviderName('bunq')).toBe('bunq');
  });
});
