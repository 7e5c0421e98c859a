import { describe, expect, it } from '@jest/globals';
import { emptyPaymentMethods } from '../invoice/payment-methods.js';
import {
  isMaskOf,
  maskSecret,
  resolveSentSecret,
  withPaymentSecretMasked,
} from './payment-secrets.js';

describe('payment secrets', () => {
  it('masks a long key after its first four characters and a short one entirely', () => {
    expect(maskSecret('live_abcdefghijklmnopqrstuvwxyz0123')).toBe(`live${'*'.repeat(31)}`);
    expect(maskSecret('abc123')).toBe('******');
    expect(maskSecret('')).toBe('');
  });

  it('keeps the stored key when its mask is sent back, replaces or removes it otherwise', () => {
    const stored = 'test_abcdefghijklmnopqrstuvwxyz0123';
    expect(isMaskOf(maskSecret(stored), stored)).toBe(true);
    expect(resolveSentSecret(maskSecret(stored), stored)).toBe(stored);
    expect(resolveSentSecret('live_newkeynewkeynewkeynewkey0000', stored)).toBe(
      'live_newkeynewkeynewkeynewkey0000',
    );
    expect(resolveSentSecret('', stored)).toBe('');
    expect(isMaskOf('', '')).toBe(false);
  });

  it('masks the Mollie key of payment methods and nothing else', () => {
    const methods = emptyPaymentMethods();
    methods.mollie.apiKey = 'live_abcdefghijklmnopqrstuvwxyz0123';
    methods.bank.iban = 'NL91ABNA0417164300';
    const masked = withPaymentSecretMasked(methods);
    expect(masked.mollie.apiKey).toBe(`live${'*'.repeat(31)}`);
    expect(masked.bank.iban).toBe('NL91ABNA0417164300');
  });
});
