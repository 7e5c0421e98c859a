import { Injectable } from '@nestjs/common';
import { Clock } from '../common/time/clock.js';
import type { VatNumberCheckDto } from './dto/vat-number-check.dto.js';
import type { VatNumber } from './vat-number-param.js';
import { VatNumberCheckEntity } from './vat-number-check.entity.js';
import { VatNumberChecksRepository } from './vat-number-checks.repository.js';
import { ViesClient, type ViesAnswer } from './vies.client.js';

/** How long a valid or invalid answer is reused: registrations rarely change within a day. */
export const VIES_ANSWER_REUSED_MS = 24 * 60 * 60 * 1000;

/** A VAT number checked against VIES, through the shared store of recent answers. */
@Injectable()
export class VatNumbersService {
  constructor(
    private readonly checks: VatNumberChecksRepository,
    private readonly vies: ViesClient,
    private readonly clock: Clock,
  ) {}

  async check(number: VatNumber): Promise<VatNumberCheckDto> {
    const stored = await this.checks.find(number.full);
    if (stored !== null && this.isFresh(stored.checkedAt))
      return toDto(number, storedAnswer(stored));
    const answer = await this.vies.check(number.countryCode, number.national);
    if (answer.status !== 'unavailable') {
      await this.checks.store(
        Object.assign(new VatNumberCheckEntity(), {
          vatNumber: number.full,
          status: answer.status,
          name: answer.name ?? null,
          address: answer.address ?? null,
          checkedAt: answer.checkedAt,
        }),
      );
    }
    return toDto(number, answer);
  }

  private isFresh(checkedAt: Date): boolean {
    return this.clock.now().getTime() - checkedAt.getTime() < VIES_ANSWER_REUSED_MS;
  }
}

function storedAnswer(stored: VatNumberCheckEntity): ViesAnswer {
  return {
    status: stored.status,
    ...(stored.name === null ? {} : { name: stored.name }),
    ...(stored.address === null ? {} : { address: stored.address }),
    checkedAt: stored.checkedAt,
  };
}

function toDto(number: VatNumber, answer: ViesAnswer): VatNumberCheckDto {
  return {
    vatNumber: number.full,
    countryCode: number.countryCode,
    status: answer.status,
    ...(answer.name === undefined ? {} : { name: answer.name }),
    ...(answer.address === undefined ? {} : { address: answer.address }),
    checkedAt: answer.checkedAt.toISOString(),
  };
}
