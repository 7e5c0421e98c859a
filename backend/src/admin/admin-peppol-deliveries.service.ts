import { Injectable } from '@nestjs/common';
import type { CappedCount } from '@app/contracts/admin';
import { AdminPeppolDeliveriesRepository } from './admin-peppol-deliveries.repository.js';
import { queuePage } from './admin-queue-page.js';
import type { AdminPeppolDeliveriesDto } from './dto/admin-peppol-delivery.dto.js';
import type { AdminQueueQueryDto } from './dto/admin-queue-query.js';

/** The operators' view of Peppol sending, across all users. */
@Injectable()
export class AdminPeppolDeliveriesService {
  constructor(private readonly deliveries: AdminPeppolDeliveriesRepository) {}

  /** A page of the deliveries, newest first, with the counters over all of them. */
  async list(query: AdminQueueQueryDto): Promise<AdminPeppolDeliveriesDto> {
    const { items, info, counters } = await queuePage(query, (position, limit) =>
      this.deliveries.page(position, limit),
    );
    const [queued, sent, failed] = counters as [CappedCount, CappedCount, CappedCount];
    return { deliveries: items, stats: { queued, sent, failed }, ...info };
  }
}
