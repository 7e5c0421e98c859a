import { Injectable } from '@nestjs/common';
import { amountsWindow, summariseAmounts, type InvoiceAmounts } from '@app/contracts/invoice';
import { DomainException } from '../../common/errors/domain.exception.js';
import { Clock } from '../../common/time/clock.js';
import { InvoiceAmountsRepository } from './invoice-amounts.repository.js';

/** A period's amounts at a glance (contracts `amounts.ts`), summed by the database. */
@Injectable()
export class InvoiceAmountsService {
  constructor(
    private readonly amounts: InvoiceAmountsRepository,
    private readonly clock: Clock,
  ) {}

  async ofPeriod(ownerId: string, period: string): Promise<InvoiceAmounts> {
    const window = amountsWindow(period);
    // The query DTO refuses these first; a caller past it is a programming error.
    if (window === null) throw new DomainException('VALIDATION_FAILED');
    const groups = await this.amounts.groups(ownerId, window, this.clock.today());
    return {
      period,
      start: window.range.start,
      end: window.range.end,
      currency: 'EUR',
      ...summariseAmounts(groups, window),
    };
  }
}
