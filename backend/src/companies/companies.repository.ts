import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { CompanyInput } from '@app/contracts/invoice';
import type { PagePosition } from '../common/api/list-page.js';
import { escapeLike } from '../database/like-pattern.js';
import { atPosition, countCapped, timestampKeyText } from '../database/list-queries.js';
import { OwnedRepository } from '../database/owned-repository.js';
import { CompanyEntity } from './company.entity.js';

/** One page of a search and how many rows match in all. */
export type CompanyMatches = { rows: CompanyEntity[]; total: number };

/** The queries behind a search: one page, and the count of every match. */
export type CompanySearchQueries = {
  page: SelectQueryBuilder<CompanyEntity>;
  count: SelectQueryBuilder<CompanyEntity>;
};

// Both sides are lowered by PostgreSQL, never one by JavaScript: the two disagree outside ASCII
// (and with the database's locale). `lower(name)` is what companies_name_trgm_idx indexes.
const NAME = 'lower(company.name)';
const CONTAINS = `${NAME} LIKE '%' || lower(:text) || '%'`;
const STARTS_WITH = `${NAME} LIKE lower(:text) || '%'`;

/**
 * The list order, newest first, all descending; the id makes a place in it unique. Served in
 * index order by companies_user_list_idx (user_id, created_at, id), read backwards.
 */
const LIST_KEY = ['company.created_at', 'company.id'] as const;
// The creation time exactly as stored, to the microsecond (see CursorShape).
const CREATED_AT_TEXT = timestampKeyText('company.created_at');

/** A company of a list page, with its creation time as text for the page's cursor. */
export type ListedCompany = { company: CompanyEntity; createdAtText: string };

/** Companies, always by owner (see OwnedRepository). Feature queries go here, owner first. */
@Injectable()
export class CompaniesRepository extends OwnedRepository<CompanyEntity> {
  constructor(@InjectRepository(CompanyEntity) repository: Repository<CompanyEntity>) {
    super(repository);
  }

  /**
   * One page of the owner's companies, newest first, `limit + 1` rows to tell whether more
   * follow; with `text`, only those whose name contains it (the rule of `search`). After a
   * cursor the index is entered at its place; at an offset a deep page skips index entries.
   */
  async page(
    ownerId: string,
    text: string,
    position: PagePosition,
    limit: number,
  ): Promise<ListedCompany[]> {
    const query = atPosition(
      this.listed(ownerId, text)
        .addSelect(CREATED_AT_TEXT, 'created_at_text')
        .orderBy(LIST_KEY[0], 'DESC')
        .addOrderBy(LIST_KEY[1], 'DESC'),
      position,
      LIST_KEY,
      'DESC',
      limit,
    );
    const { entities, raw } = await query.getRawAndEntities<{
      company_id: string;
      created_at_text: string;
    }>();
    const textOf = new Map(raw.map((row) => [row.company_id, row.created_at_text]));
    return entities.map((company) => ({ company, createdAtText: textOf.get(company.id)! }));
  }

  /**
   * Stores a company under the id the client made; null when that id is already taken (the
   * owner's or another user's: the caller tells them apart with findOne).
   */
  async insertWithId(
    ownerId: string,
    id: string,
    values: CompanyInput,
  ): Promise<CompanyEntity | null> {
    const result = await this.repository
      .createQueryBuilder()
      .insert()
      .values({ ...values, id, userId: ownerId })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length === 0 ? null : this.findOne(ownerId, id);
  }

  /** The owner's company, locked until the bound transaction ends. */
  lockOne(ownerId: string, id: string): Promise<CompanyEntity | null> {
    return this.ownedQuery(ownerId, 'company')
      .setLock('pessimistic_write')
      .andWhere('company.id = :id', { id })
      .getOne();
  }

  /** Stores changed fields of a company `lockOne` answered (so the owner's, and locked). */
  saveChanges(stored: CompanyEntity, changes: CompanyInput): Promise<CompanyEntity> {
    return this.repository.save({ ...stored, ...changes });
  }

  /** How many companies `page` lists in all, counted up to `COUNT_CAP + 1`. */
  countListed(ownerId: string, text: string): Promise<number> {
    return countCapped(this.listed(ownerId, text));
  }

  private listed(ownerId: string, text: string): SelectQueryBuilder<CompanyEntity> {
    const owned = this.ownedQuery(ownerId, 'company');
    return text === '' ? owned : owned.andWhere(CONTAINS, { text: escapeLike(text) });
  }

  /**
   * The owner's companies whose name contains `text` (taken literally, ignoring case), those
   * starting with it first, then by name; empty `text`: the most recently created or changed.
   */
  async search(ownerId: string, text: string, limit: number): Promise<CompanyMatches> {
    const { page, count } = this.searchQueries(ownerId, text, limit);
    const [rows, total] = await Promise.all([page.getMany(), count.getCount()]);
    return { rows, total };
  }

  /** The SQL `search` runs, exposed so a test can EXPLAIN it (test/companies.e2e-spec.ts). */
  searchQueries(ownerId: string, text: string, limit: number): CompanySearchQueries {
    const owned = () => this.ownedQuery(ownerId, 'company');
    if (text === '') {
      // Served in index order by companies_user_id_updated_at_idx.
      const page = owned()
        .orderBy('company.updated_at', 'DESC')
        .addOrderBy('company.id', 'DESC')
        .limit(limit);
      return { page, count: owned() };
    }
    const matching = () => this.listed(ownerId, text);
    const page = matching()
      .orderBy(`CASE WHEN ${STARTS_WITH} THEN 0 ELSE 1 END`)
      .addOrderBy(NAME)
      .addOrderBy('company.name')
      .addOrderBy('company.id')
      .limit(limit);
    return { page, count: matching() };
  }
}
