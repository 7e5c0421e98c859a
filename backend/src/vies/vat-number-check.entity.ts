import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ViesAddress } from './vies-address.js';

/** The answers worth keeping: 'unavailable' says nothing about the number and is never stored. */
export type StoredViesStatus = 'valid' | 'invalid';

/**
 * VIES's latest definite answer about one VAT number (issue 32), shared by every user: VIES is
 * public, and asking it once a day per number is kinder to it than once per user. Read by
 * primary key only; a stale row is overwritten by the next check.
 */
@Entity({ name: 'vat_number_checks' })
export class VatNumberCheckEntity {
  /** Normalised: country prefix and national part, upper case, no separators ("BE0123456749"). */
  @PrimaryColumn({
    name: 'vat_number',
    type: 'text',
    primaryKeyConstraintName: 'PK_vat_number_checks_vat_number',
  })
  vatNumber!: string;

  @Column({ type: 'character varying', length: 12 })
  status!: StoredViesStatus;

  /** Null when the member state does not disclose it. */
  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  address!: ViesAddress | null;

  @Column({ name: 'checked_at', type: 'timestamptz' })
  checkedAt!: Date;
}
