import { describe, expect, it } from '@jest/globals';
import { canSendInvoice, isValidEmail, validateRecipientEmail } from './validation.js';

const local64 = 'a'.repeat(64);
const label63 = 'b'.repeat(63);

describe('isValidEmail', () => {
  it.each([
    { scenario: 'an ordinary address', email: 'jan@example.nl', valid: true },
    { scenario: 'a plus address', email: 'jan+facturen@example.co.uk', valid: true },
    { scenario: 'no at sign', email: 'jan.example.nl', valid: false },
    { scenario: 'no top-level domain', email: 'jan@example', valid: false },
    { scenario: 'spaces inside', email: 'jan de vries@example.nl', valid: false },
    { scenario: 'a 64-character local part', email: `${local64}@example.nl`, valid: true },
    { scenario: 'a 65-character local part', email: `${local64}a@example.nl`, valid: false },
    { scenario: 'a 63-character domain label', email: `jan@${label63}.nl`, valid: true },
    { scenario: 'a 64-character domain label', email: `jan@${label63}b.nl`, valid: false },
    {
      scenario: 'exactly 254 characters',
      email: `${local64}@${label63}.${label63}.${'c'.repeat(58)}.nl`,
      valid: true,
    },
    {
      scenario: 'more than 254 characters',
      email: `${local64}@${label63}.${label63}.${'c'.repeat(59)}.nl`,
      valid: false,
    },
  ])('$scenario', ({ email, valid }) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('builds the length cases it claims', () => {
    expect(`${local64}@${label63}.${label63}.${'c'.repeat(58)}.nl`).toHaveLength(254);
  });
});

describe('validateRecipientEmail', () => {
  it.each([
    { scenario: 'empty is fine while typing', email: '', mode: 'typing' as const, error: null },
    {
      scenario: 'empty is required when sending',
      email: '  ',
      mode: 'sending' as const,
      error: 'validation.emailRequired',
    },
    {
      scenario: 'invalid while typing',
      email: 'jan@',
      mode: 'typing' as const,
      error: 'validation.emailInvalid',
    },
    {
      scenario: 'invalid when sending',
      email: 'jan@',
      mode: 'sending' as const,
      error: 'validation.emailInvalid',
    },
    {
      scenario: 'pasted with spaces around',
      email: ' jan@example.nl ',
      mode: 'sending' as const,
      error: null,
    },
  ])('$scenario', ({ email, mode, error }) => {
    expect(validateRecipientEmail(email, mode)).toBe(error);
  });
});

describe('canSendInvoice', () => {
  it.each([
    {
      scenario: 'valid address, saved invoice, idle',
      input: { email: 'jan@example.nl', sending: false, invoiceId: 'abc' },
      allowed: true,
    },
    {
      scenario: 'empty address',
      input: { email: '', sending: false, invoiceId: 'abc' },
      allowed: false,
    },
    {
      scenario: 'invalid address',
      input: { email: 'jan', sending: false, invoiceId: 'abc' },
      allowed: false,
    },
    {
      scenario: 'while sending',
      input: { email: 'jan@example.nl', sending: true, invoiceId: 'abc' },
      allowed: false,
    },
    {
      scenario: 'an invoice without id',
      input: { email: 'jan@example.nl', sending: false, invoiceId: null },
      allowed: false,
    },
  ])('$scenario', ({ input, allowed }) => {
    expect(canSendInvoice(input)).toBe(allowed);
  });
});
