import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/time/clock.js';
import { parseViesAddress, type ViesAddress } from './vies-address.js';
import { NOT_DISCLOSED } from './vies-countries.js';
import { ViesEndpoint } from './vies-endpoint.js';

export type ViesStatus = 'valid' | 'invalid' | 'unavailable';

/** What VIES said about a number; name and address only when the member state discloses them. */
export type ViesAnswer = {
  status: ViesStatus;
  name?: string;
  address?: ViesAddress;
  checkedAt: Date;
};

/** How long a check may take: the editor waits for it, and VIES itself gives up after about 3 s. */
export const VIES_TIMEOUT_MS = 4000;

/** The errors that mean "this number is malformed", not "VIES could not answer". */
const INVALID_INPUT = 'INVALID_INPUT';

/** An injection token for the timeout, so a test need not wait 4 s for one. */
export const VIES_TIMEOUT = Symbol('VIES_TIMEOUT');

type CheckResponse = {
  valid?: unknown;
  name?: unknown;
  address?: unknown;
  userError?: unknown;
  errorWrappers?: Array<{ error?: unknown }>;
};

const disclosed = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.trim() !== NOT_DISCLOSED
    ? value.trim()
    : undefined;

/**
 * Asks VIES (`POST {base}/check-vat-number`) about one number. Never throws: whatever keeps VIES
 * from answering (the network, a timeout, a 5xx, a member state's service being down or busy)
 * is 'unavailable', which the caller shows as "not checked", never as "invalid".
 */
@Injectable()
export class ViesClient {
  private readonly logger = new Logger('Vies');

  constructor(
    private readonly endpoint: ViesEndpoint,
    private readonly clock: Clock,
    @Inject(VIES_TIMEOUT) private readonly timeoutMs: number,
  ) {}

  async check(countryCode: string, vatNumber: string): Promise<ViesAnswer> {
    const checkedAt = this.clock.now();
    let body: CheckResponse;
    let status: number;
    try {
      const response = await fetch(`${this.endpoint.baseUrl()}/check-vat-number`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ countryCode, vatNumber }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      body = (await response.json().catch(() => ({}))) as CheckResponse;
    } catch (error) {
      // The country only: which numbers a user looks up is nobody's business in a log.
      this.logger.warn(`VIES did not answer for ${countryCode}: ${describe(error)}`);
      return { status: 'unavailable', checkedAt };
    }
    return this.interpret(countryCode, status, body, checkedAt);
  }

  private interpret(
    countryCode: string,
    httpStatus: number,
    body: CheckResponse,
    checkedAt: Date,
  ): ViesAnswer {
    const errors = (body.errorWrappers ?? []).map((wrapper) => String(wrapper.error));
    // An answer can also carry its error in userError ("MS_UNAVAILABLE") beside valid: false.
    const userError = typeof body.userError === 'string' ? body.userError : undefined;
    if (userError !== undefined && userError !== 'VALID' && userError !== 'INVALID') {
      errors.push(userError);
    }
    if (errors.includes(INVALID_INPUT)) return { status: 'invalid', checkedAt };
    if (errors.length > 0 || httpStatus >= 300 || typeof body.valid !== 'boolean') {
      this.logger.warn(
        `VIES could not check a number of ${countryCode}: HTTP ${httpStatus}` +
          (errors.length > 0 ? `, ${errors.join(', ')}` : ''),
      );
      return { status: 'unavailable', checkedAt };
    }
    if (!body.valid) return { status: 'invalid', checkedAt };
    const name = disclosed(body.name);
    const address = disclosed(body.address);
    return {
      status: 'valid',
      ...(name === undefined ? {} : { name }),
      ...(address === undefined ? {} : { address: parseViesAddress(countryCode, address) }),
      checkedAt,
    };
  }
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: unknown } }).cause;
    return typeof cause?.code === 'string' ? cause.code : error.message;
  }
  return 'unknown error';
}
