import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { escapeLike } from '../database/like-pattern.js';
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

/** Companies, always by owner (see OwnedRepository). Feature queries go here, owner first. */
@Injectable()
export class CompaniesRepository extends OwnedRepository<CompanyEntity> {
  constructor(@InjectRepository(CompanyEntity) repository: Repository<CompanyEntity>) {
    super(repository);
  }

  newestFirst(ownerId: string): Promise<CompanyEntity[]> {
    return this.find(ownerId, { order: { createdAt: 'DESC', id: 'ASC' } });
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
    const matching = () => owned().andWhere(CONTAINS, { text: escapeLike(text) });
    const page = matching()
      .orderBy(`CASE WHEN ${STARTS_WITH} THEN 0 ELSE 1 END`)
      .addOrderBy(NAME)
      .addOrderBy('company.name')
      .addOrderBy('company.id')
      .limit(limit);
    return { page, count: matching() };
  }
}
