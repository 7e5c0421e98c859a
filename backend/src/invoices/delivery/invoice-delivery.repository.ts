import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OwnedRepository } from '../../database/owned-repository.js';
import { InvoiceEntity } from '../invoice.entity.js';

/** What delivering an invoice by e-mail changes on it, owner first like every invoice query. */
@Injectable()
export class InvoiceDeliveryRepository extends OwnedRepository<InvoiceEntity> {
  constructor(@InjectRepository(InvoiceEntity) repository: Repository<InvoiceEntity>) {
    super(repository);
  }

  /**
   * The first e-mail delivered makes a saved invoice sent (spec §4); a conditional update, so a
   * later delivery (sending again) changes nothing. False when it was not `saved`.
   */
  async markSent(ownerId: string, id: string): Promise<boolean> {
    const result = await this.repository.update(
      { userId: ownerId, id, status: 'saved' },
      { status: 'sent' },
    );
    return (result.affected ?? 0) > 0;
  }
}
