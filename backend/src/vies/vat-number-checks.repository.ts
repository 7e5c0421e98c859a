import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { VatNumberCheckEntity } from './vat-number-check.entity.js';

/**
 * The stored answers. Not an OwnedRepository: a VAT number's registration is public and belongs
 * to no user; nothing here says who asked.
 */
@Injectable()
export class VatNumberChecksRepository {
  constructor(
    @InjectRepository(VatNumberCheckEntity)
    private readonly repository: Repository<VatNumberCheckEntity>,
  ) {}

  find(vatNumber: string): Promise<VatNumberCheckEntity | null> {
    return this.repository.findOneBy({ vatNumber });
  }

  /**
   * Stores an answer. Two instances checking the same number at once both write without a
   * unique-violation; an older answer never replaces a newer one.
   */
  async store(check: VatNumberCheckEntity): Promise<void> {
    await this.repository.query(
      `INSERT INTO "vat_number_checks" ("vat_number", "status", "name", "address", "checked_at")
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("vat_number") DO UPDATE
         SET "status" = EXCLUDED."status", "name" = EXCLUDED."name",
             "address" = EXCLUDED."address", "checked_at" = EXCLUDED."checked_at"
         WHERE "vat_number_checks"."checked_at" <= EXCLUDED."checked_at"`,
      [
        check.vatNumber,
        check.status,
        check.name,
        check.address === null ? null : JSON.stringify(check.address),
        check.checkedAt,
      ],
    );
  }
}
