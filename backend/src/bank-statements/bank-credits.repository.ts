import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { BankCredit, MatchCandidate, MatchReason } from '@app/contracts/bank';
import type { PagePosition } from '../common/api/list-page.js';
import { leanMany } from '../database/lean-entities.js';
import { atPosition, countCapped } from '../database/list-queries.js';
import { OwnedRepository } from '../database/owned-repository.js';
import { BankCreditEntity, type BankCreditState } from './bank-credit.entity.js';

/** "BANK" in ASCII: the first key of the advisory locks taken here, so they meet no other lock. */
const IMPORT_LOCK_CLASS = 0x42414e4b;
/** Rows per INSERT: 17 parameters each, well under PostgreSQL's 65,535. */
const INSERT_BATCH = 500;
/** Identities per lookup. */
const LOOKUP_BATCH = 1000;
/** The list order, newest booking first; bank_credits_user_state_idx read backwards. */
const LIST_KEY = ['credit.booking_date', 'credit.id'] as const;

/** A credit as an import stores it, with what the matching made of it. */
export type NewBankCredit = {
  credit: BankCredit;
  state: Extract<BankCreditState, 'paid' | 'review' | 'unmatched'>;
  invoiceId: string | null;
  reason: MatchReason | null;
  candidates: MatchCandidate[];
};

/** What the user decides about a credit waiting in review or unmatched. */
export type Resolution =
  { state: 'confirmed'; invoiceId: string; reason: MatchReason | null } | { state: 'dismissed' };

/** The states a user can still decide about; anything else was decided already. */
const OPEN_STATES: BankCreditState[] = ['review', 'unmatched'];

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** Imported credits, always by owner (OwnedRepository). */
@Injectable()
export class BankCreditsRepository extends OwnedRepository<BankCreditEntity> {
  constructor(@InjectRepository(BankCreditEntity) repository: Repository<BankCreditEntity>) {
    super(repository);
  }

  /**
   * Serialises the owner's imports until the bound transaction ends: two uploads at once (a
   * double click, two tabs) would otherwise both find the same credits new and pay the same
   * invoice twice.
   */
  async lockOwner(ownerId: string): Promise<void> {
    await this.manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      IMPORT_LOCK_CLASS,
      ownerId,
    ]);
  }

  /** Which of these identities the owner has imported before (bank_credits_user_credit_key). */
  async existingIds(ownerId: string, creditIds: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const batch of chunks(creditIds, LOOKUP_BATCH)) {
      const rows = (await this.manager.query(
        `SELECT "credit_id" AS "creditId" FROM "bank_credits"
          WHERE "user_id" = $1
            AND md5("credit_id") IN (SELECT md5(id) FROM unnest($2::text[]) AS id)
            AND "credit_id" = ANY($2::text[])`,
        [ownerId, batch],
      )) as { creditId: string }[];
      for (const row of rows) found.add(row.creditId);
    }
    return found;
  }

  /**
   * Stores new credits; one already there is left as it is (the unique index decides, as a
   * last guard behind the import's lock).
   */
  async insertMany(ownerId: string, rows: readonly NewBankCredit[]): Promise<void> {
    for (const batch of chunks(rows, INSERT_BATCH)) {
      const parameters: unknown[] = [];
      const values = batch.map(({ credit, state, invoiceId, reason, candidates }) => {
        const start = parameters.length;
        parameters.push(
          ownerId,
          credit.id,
          credit.account,
          credit.amount,
          credit.bookingDate,
          credit.valueDate === '' ? null : credit.valueDate,
          credit.bankReference,
          credit.endToEndId,
          credit.debtorName,
          credit.debtorIban,
          JSON.stringify(credit.structuredReferences),
          JSON.stringify(credit.remittanceLines),
          state,
          invoiceId,
          reason,
          JSON.stringify(candidates),
          state === 'paid' ? new Date() : null,
        );
        const at = (offset: number, cast: string) => `$${start + offset}::${cast}`;
        return (
          `(${at(1, 'uuid')}, ${at(2, 'text')}, ${at(3, 'text')}, ${at(4, 'bigint')}, ` +
          `${at(5, 'date')}, ${at(6, 'date')}, ${at(7, 'text')}, ${at(8, 'text')}, ` +
          `${at(9, 'text')}, ${at(10, 'text')}, ${at(11, 'jsonb')}, ${at(12, 'jsonb')}, ` +
          `${at(13, 'varchar')}, ${at(14, 'varchar')}, ${at(15, 'varchar')}, ` +
          `${at(16, 'jsonb')}, ${at(17, 'timestamptz')})`
        );
      });
      await this.manager.query(
        `INSERT INTO "bank_credits"
           ("user_id", "credit_id", "account", "amount_cents", "booking_date", "value_date",
            "bank_reference", "end_to_end_id", "debtor_name", "debtor_iban",
            "structured_references", "remittance_lines", "state", "invoice_id", "reason",
            "candidates", "resolved_at")
         VALUES ${values.join(', ')}
         ON CONFLICT ("user_id", md5("credit_id")) DO NOTHING`,
        parameters,
      );
    }
  }

  /** One page of the owner's credits in a state, `limit + 1` rows (see toPage). */
  page(
    ownerId: string,
    state: BankCreditState,
    position: PagePosition,
    limit: number,
  ): Promise<BankCreditEntity[]> {
    const query = atPosition(
      this.inState(ownerId, state).orderBy(LIST_KEY[0], 'DESC').addOrderBy(LIST_KEY[1], 'DESC'),
      position,
      LIST_KEY,
      'DESC',
      limit,
    );
    return leanMany(query);
  }

  countListed(ownerId: string, state: BankCreditState): Promise<number> {
    return countCapped(this.inState(ownerId, state));
  }

  /**
   * Records the user's decision about a credit still in review or unmatched, and answers the
   * credit as it is now; null when the owner has no such credit, or it was decided already (a
   * double click: the second waits for the first's row lock, then finds nothing left to do).
   */
  async resolve(
    ownerId: string,
    id: string,
    resolution: Resolution,
  ): Promise<BankCreditEntity | null> {
    const result = await this.repository
      .createQueryBuilder()
      .update()
      .set({
        state: resolution.state,
        resolvedAt: () => 'now()',
        ...(resolution.state === 'confirmed'
          ? { invoiceId: resolution.invoiceId, reason: resolution.reason }
          : {}),
      })
      .where('user_id = :ownerId AND id = :id AND state IN (:...open)', {
        ownerId,
        id,
        open: OPEN_STATES,
      })
      .execute();
    return (result.affected ?? 0) > 0 ? this.findOne(ownerId, id) : null;
  }

  private inState(ownerId: string, state: BankCreditState) {
    return this.ownedQuery(ownerId, 'credit').andWhere('credit.state = :state', { state });
  }
}
