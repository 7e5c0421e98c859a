import { storedDateOf } from '@app/contracts/invoice';

/**
 * Today in Europe/Amsterdam, as stored dates are. The one place the editor reads the clock for a
 * date; the rules in contracts take it as a parameter.
 */
export const today = (): string => storedDateOf(new Date());
