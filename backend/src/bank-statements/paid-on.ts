import { DateTime } from 'luxon';

/**
 * "Paid on the booking date": the start of that day where the sellers are (Europe/Amsterdam,
 * also Brussels' time), so the invoice shows as paid on that date in every list and ledger.
 */
export const paidOnBookingDate = (bookingDate: string): Date =>
  DateTime.fromISO(bookingDate, { zone: 'Europe/Amsterdam' }).startOf('day').toJSDate();
