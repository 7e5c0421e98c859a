import { useEffect, useState } from 'react';
import { checkVatNumber, normaliseIdentifier, vatNumberCountry } from '@app/contracts/invoice';
import { apiErrorOf, skipToken } from '@app/platform';
import { viesApi } from './viesApi';
import type { ViesAddressDto } from './viesApi.gen';

/** How long the typing must pause on a number that passes its check digits before VIES is asked. */
export const VIES_DEBOUNCE_MS = 600;

export type ViesCheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'valid'; name?: string; address?: ViesAddressDto }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

/** A number worth sending: a country prefix and 2 to 13 more characters (the server's rule). */
const askable = (number: string): boolean =>
  vatNumberCountry(number) !== null && /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(number);

/**
 * VIES's answer about `text`, asked once the field is left (`checkNow`) or once the typing pauses
 * on a number that passes its check digits; idle while the number shown is not the one asked
 * about. Failures of our own server read as VIES being unavailable (the number was not checked),
 * except a 400: a number VIES cannot be asked about gets no answer at all.
 */
export function useViesCheck(text: string): {
  state: ViesCheckState;
  checkNow: () => void;
} {
  const number = normaliseIdentifier(text);
  const [asked, setAsked] = useState<string | null>(null);
  const looksComplete = askable(number) && checkVatNumber(number) === null;

  useEffect(() => {
    if (!looksComplete || asked === number) return undefined;
    const timer = setTimeout(() => setAsked(number), VIES_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [looksComplete, asked, number]);

  const current = asked === number ? number : null;
  const { data, error, isFetching } = viesApi.endpoints.checkVatNumber.useQuery(
    current === null ? skipToken : { vatNumber: current },
  );
  const checkNow = () => {
    if (askable(number)) setAsked(number);
  };

  return { state: stateOf(), checkNow };

  function stateOf(): ViesCheckState {
    if (current === null) return { kind: 'idle' };
    if (isFetching) return { kind: 'checking' };
    if (data !== undefined && data.vatNumber === current) {
      return data.status === 'valid'
        ? { kind: 'valid', name: data.name, address: data.address }
        : { kind: data.status };
    }
    if (error === undefined) return { kind: 'checking' };
    return apiErrorOf(error).code === 'VALIDATION_FAILED'
      ? { kind: 'idle' }
      : { kind: 'unavailable' };
  }
}
