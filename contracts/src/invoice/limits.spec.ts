import { describe, expect, it } from '@jest/globals';
import {
  isInvoiceId,
  isStoredDiscountText,
  isStoredPriceText,
  isStoredQuantityText,
  isStoredVatRateText,
} from './limits.js';

describe('what the API stores', () => {
  it.each([
    ['V1StGXR8_Z5jdHi6B-myT', true],
    ['0b0f6c8e-8a47-4d0e-9a51-6c1f8f0f4a10', true],
    ['short', false],
    ['has spaces in it, long enough', false],
    ['x'.repeat(65), false],
    [42, false],
  ])('reads %p as an invoice id: %p', (value, expected) => {
    expect(isInvoiceId(value)).toBe(expected);
  });

  it.each([
    ['1234,56', true],
    ['-85,00', true],
    ['0', true],
    ['12.50', false],
    ['1234567890', false],
    ['1,234', false],
    [12.5, false],
  ])('reads %p as a price: %p', (value, expected) => {
    expect(isStoredPriceText(value)).toBe(expected);
  });

  it.each([
    ['7,5', true],
    ['1000000', true],
    ['0,125', true],
    ['-2', false],
    ['10000000', false],
    [2, false],
  ])('reads %p as a quantity: %p', (value, expected) => {
    expect(isStoredQuantityText(value)).toBe(expected);
  });

  it.each([
    ['21', true],
    ['5,5', true],
    ['0', true],
    ['100', true],
    ['100,00', true],
    ['100,5', false],
    ['101', false],
    ['-5', false],
    ['21%', false],
    [21, false],
  ])('reads %p as a VAT rate: %p', (value, expected) => {
    expect(isStoredVatRateText(value)).toBe(expected);
  });

  it.each([
    ['10', true],
    ['50,00', true],
    ['0', true],
    ['-10', false],
    ['10.5', false],
    [10, false],
  ])('reads %p as a discount value: %p', (value, expected) => {
    expect(isStoredDiscountText(value)).toBe(expected);
  });
});
