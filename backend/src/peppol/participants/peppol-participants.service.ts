import { Injectable } from '@nestjs/common';
import { DomainException } from '../../common/errors/domain.exception.js';
import { Clock } from '../../common/time/clock.js';
import { formatPeppolId, peppolIdKey } from '../peppol-id.js';
import { PeppolEndpoint } from '../peppol-endpoint.js';
import { PeppolProviderError } from '../provider/peppol-provider-error.js';
import {
  PeppolProvider,
  type PeppolId,
  type ParticipantLookup,
} from '../provider/peppol-provider.js';
import type { PeppolParticipantDto } from './dto/peppol-participant.dto.js';

/** How long an answer is reused: the editor asks on every change of a customer's numbers. */
export const PARTICIPANT_ANSWER_REUSED_MS = 10 * 60 * 1000;
/** Answers kept at most; the oldest goes first. Bounds the memory whatever users look up. */
const CACHE_ENTRIES = 5000;

type Cached = { answer: ParticipantLookup; at: number };

/**
 * Whether a business can receive e-invoices over Peppol, as the provider's directory lookup
 * says, remembered per instance for 10 minutes (registrations change rarely; the lookup is a
 * network round trip). A failed lookup is not remembered.
 */
@Injectable()
export class PeppolParticipantsService {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly endpoint: PeppolEndpoint,
    private readonly provider: PeppolProvider,
    private readonly clock: Clock,
  ) {}

  async lookup(id: PeppolId): Promise<PeppolParticipantDto> {
    this.endpoint.assertAvailable();
    const key = peppolIdKey(id);
    const now = this.clock.now().getTime();
    let cached = this.cache.get(key);
    if (cached === undefined || now - cached.at >= PARTICIPANT_ANSWER_REUSED_MS) {
      const answer = await this.provider.lookup(formatPeppolId(id)).catch((error: unknown) => {
        if (error instanceof PeppolProviderError)
          throw new DomainException('PEPPOL_PROVIDER_FAILED');
        throw error;
      });
      cached = { answer, at: now };
      this.remember(key, cached);
    }
    return { peppolId: formatPeppolId(id), ...cached.answer };
  }

  private remember(key: string, entry: Cached): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > CACHE_ENTRIES) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
  }
}
