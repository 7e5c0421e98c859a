import { describe, expect, it } from '@jest/globals';
import { canonicalVatRate, computeLineAmount, computeTotals, type TotalsInput } from './totals.js';

const item = (quantity: string, price: string, vatRate: string) => ({ quantity, price, vatRate });
const none = { type: 'none', value: '0' } as const;

describe('computeLineAmount', () => {
  it.each([
    { scenario: 'hours times rate', quantity: '7,5', price: '85,00', amount: 63750 },
    { scenario: 'a third of a cent rounds down', quantity: '0,3333', price: '0,01', amount: 0 },
    { scenario: 'half a cent rounds away from zero', quantity: '0,5', price: '0,01', amount: 1 },
    {
      scenario: 'a negative half cent rounds away from zero',
      quantity: '0,5',
      price: '-0,01',
      amount: -1,
    },
    { scenario: 'empty quantity is zero', quantity: '', price: '10,00', amount: 0 },
    { scenario: 'non-numeric price is zero', quantity: '2', price: 'n.v.t.', amount: 0 },
    { scenario: 'a dot decimal price', quantity: '3', price: '12.99', amount: 3897 },
    {
      scenario: 'a credit line has a negative price',
      quantity: '1',
      price: '-49,95',
      amount: -4995,
    },
    {
      scenario: 'a minus in the quantity is removed',
      quantity: '-2',
      price: '10,00',
      amount: 2000,
    },
  ])('$scenario', ({ quantity, price, amount }) => {
    expect(computeLineAmount({ quantity, price })).toBe(amount);
  });
});

describe('canonicalVatRate', () => {
  it.each([
    { scenario: 'whole rate', text: '21', rate: '21' },
    { scenario: 'comma decimal rate', text: '5,5', rate: '5,5' },
    { scenario: 'dot decimal rate', text: '5.5', rate: '5,5' },
    { scenario: 'trailing zeros', text: '9,00', rate: '9' },
    { scenario: 'percent sign', text: '21%', rate: '21' },
    { scenario: 'empty rate is 0', text: '', rate: '0' },
    { scenario: 'a negative rate is 0', text: '-21', rate: '0' },
  ])('$scenario', ({ text, rate }) => {
    expect(canonicalVatRate(text)).toBe(rate);
  });
});

describe('computeTotals', () => {
  it.each<{ scenario: string; input: TotalsInput; totals: ReturnType<typeof computeTotals> }>([
    {
      scenario: 'the worked example: 21, 9 and 0 % lines with 10 % discount',
      input: {
        items: [item('7,5', '85,00', '21'), item('3', '12,99', '9'), item('1', '49,95', '0')],
        discount: { type: 'percentage', value: '10' },
      },
      totals: {
        subtotal: 72642,
        discountAmount: 7264,
        vat: 12365,
        total: 77743,
        vatBreakdown: [
          { rate: '21', base: 57375, vat: 12049 },
          { rate: '9', base: 3507, vat: 316 },
          { rate: '0', base: 4496, vat: 0 },
        ],
      },
    },
    {
      scenario: 'no items',
      input: { items: [], discount: { type: 'percentage', value: '10' } },
      totals: { subtotal: 0, discountAmount: 0, vat: 0, total: 0, vatBreakdown: [] },
    },
    {
      scenario: 'VAT is rounded once per rate, not per line',
      input: {
        items: [item('1', '0,02', '21'), item('1', '0,02', '21'), item('1', '0,02', '21')],
        discount: none,
      },
      totals: {
        subtotal: 6,
        discountAmount: 0,
        vat: 1,
        total: 7,
        vatBreakdown: [{ rate: '21', base: 6, vat: 1 }],
      },
    },
    {
      scenario: 'rates written differently are one rate',
      input: { items: [item('1', '10,00', '5,5'), item('1', '10,00', '5.50')], discount: none },
      totals: {
        subtotal: 2000,
        discountAmount: 0,
        vat: 110,
        total: 2110,
        vatBreakdown: [{ rate: '5,5', base: 2000, vat: 110 }],
      },
    },
    {
      scenario: 'breakdown sorted by rate, highest first, numerically',
      input: {
        items: [item('1', '1,00', '5,5'), item('1', '1,00', '21'), item('1', '1,00', '10')],
        discount: none,
      },
      totals: {
        subtotal: 300,
        discountAmount: 0,
        vat: 37,
        total: 337,
        vatBreakdown: [
          { rate: '21', base: 100, vat: 21 },
          { rate: '10', base: 100, vat: 10 },
          { rate: '5,5', base: 100, vat: 6 },
        ],
      },
    },
    {
      scenario: 'a fixed discount is capped at the subtotal',
      input: { items: [item('1', '40,00', '21')], discount: { type: 'fixed', value: '50,00' } },
      totals: {
        subtotal: 4000,
        discountAmount: 4000,
        vat: 0,
        total: 0,
        vatBreakdown: [{ rate: '21', base: 0, vat: 0 }],
      },
    },
    {
      scenario: 'a none discount ignores a stale value',
      input: { items: [item('1', '100', '21')], discount: { type: 'none', value: '25' } },
      totals: {
        subtotal: 10000,
        discountAmount: 0,
        vat: 2100,
        total: 12100,
        vatBreakdown: [{ rate: '21', base: 10000, vat: 2100 }],
      },
    },
    {
      scenario: 'a credit line lowers the base of its rate',
      input: { items: [item('2', '100,00', '21'), item('1', '-50,00', '21')], discount: none },
      totals: {
        subtotal: 15000,
        discountAmount: 0,
        vat: 3150,
        total: 18150,
        vatBreakdown: [{ rate: '21', base: 15000, vat: 3150 }],
      },
    },
    {
      scenario: 'a credit note gives negative VAT and total',
      input: { items: [item('1', '-100,00', '21')], discount: { type: 'percentage', value: '10' } },
      totals: {
        subtotal: -10000,
        discountAmount: -1000,
        vat: -1890,
        total: -10890,
        vatBreakdown: [{ rate: '21', base: -9000, vat: -1890 }],
      },
    },
    {
      scenario: 'a credit line at another rate with a discount',
      input: {
        items: [item('1', '300,00', '21'), item('1', '-100,00', '9')],
        discount: { type: 'fixed', value: '100' },
      },
      totals: {
        subtotal: 20000,
        discountAmount: 10000,
        vat: 2700,
        total: 12700,
        vatBreakdown: [
          { rate: '21', base: 15000, vat: 3150 },
          { rate: '9', base: -5000, vat: -450 },
        ],
      },
    },
  ])('$scenario', ({ input, totals }) => {
    expect(computeTotals(input)).toEqual(totals);
  });
});
