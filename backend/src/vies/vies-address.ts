/** A registered address split the way the invoice's recipient holds it. */
export type ViesAddress = { street: string; postalCode: string; city: string };

/** The last line of a Belgian or Dutch address: postal code, then the town. */
const LAST_LINE: Readonly<Record<string, RegExp>> = {
  BE: /^(\d{4})\s+(.+)$/,
  NL: /^(\d{4})\s*([A-Z]{2})\s+(.+)$/i,
};

/**
 * VIES writes an address as free lines ("KERKSTRAAT 1\n9000 GENT"). For Belgium and the
 * Netherlands the last line is split into postal code and town (a Dutch postal code written
 * "1234 AB"); elsewhere, and whenever that line does not have the expected form, every line is
 * kept in `street`, joined by ", " because the recipient's address is one line.
 */
export function parseViesAddress(countryCode: string, text: string): ViesAddress {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '');
  const whole = { street: lines.join(', '), postalCode: '', city: '' };
  const pattern = LAST_LINE[countryCode];
  const last = lines.at(-1);
  if (pattern === undefined || last === undefined || lines.length < 2) return whole;
  const match = pattern.exec(last);
  if (match === null) return whole;
  const street = lines.slice(0, -1).join(', ');
  return countryCode === 'NL'
    ? { street, postalCode: `${match[1]} ${match[2]!.toUpperCase()}`, city: match[3]! }
    : { street, postalCode: match[1]!, city: match[2]! };
}
