import { Decimal } from 'decimal.js';

/**
 * The Decimal constructor every invoice rule uses. 40 significant digits keep quantity x price
 * exact for any amount an invoice can hold, and ROUND_HALF_UP in decimal.js means half away
 * from zero (2.5 -> 3, -2.5 -> -3), the commercial rounding Dutch and EU invoices use.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export type DecimalValue = Decimal;

/** Rounds half away from zero to a whole number of cents; never -0 (it would print as "-0,00"). */
export const roundToInteger = (value: Decimal): number =>
  value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber() || 0;
