import { Injectable } from '@nestjs/common';
import { COMPANY_SUGGESTIONS, type Company, type CompanySuggestions } from '@app/contracts/invoice';
import { positionOf, toPage } from '../common/api/list-page.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { checkVersion, type VersionCondition } from '../common/versions/version-condition.js';
import { Transactions } from '../database/transactions.js';
import { CompaniesRepository } from './companies.repository.js';
import { toCompany, toCompanyInput } from './company-mapper.js';
import type { AutosuggestCompaniesQueryDto } from './dto/autosuggest-companies.dto.js';
import type { CompanyListDto } from './dto/company.dto.js';
import {
  COMPANY_LIST_CURSOR,
  DEFAULT_COMPANY_PAGE_SIZE,
  MAX_COMPANY_PAGE_SIZE,
  type ListCompaniesQueryDto,
} from './dto/list-companies.dto.js';
import type { SaveCompanyDto } from './dto/save-company.dto.js';

/** Saved companies of one user. Every method takes the owner first. */
@Injectable()
export class CompaniesService {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly transactions: Transactions,
  ) {}

  /** One page of the owner's companies, newest first, optionally only names containing `query`. */
  async list(ownerId: string, query: ListCompaniesQueryDto): Promise<CompanyListDto> {
    const limit = Math.min(query.limit ?? DEFAULT_COMPANY_PAGE_SIZE, MAX_COMPANY_PAGE_SIZE);
    const text = query.query ?? '';
    const position = positionOf(query, COMPANY_LIST_CURSOR, limit);
    const [rows, total] = await Promise.all([
      this.companies.page(ownerId, text, position, limit),
      this.companies.countListed(ownerId, text),
    ]);
    const page = toPage({ rows, total }, query, limit, (row) => [
      row.createdAtText,
      row.company.id,
    ]);
    return { companies: page.rows.map((row) => toCompany(row.company)), ...page.info };
  }

  /**
   * The company picker's suggestions (spec §7). "Recent" means most recently created or
   * changed (updated_at): linking a company to an invoice does not change the company.
   */
  async autosuggest(
    ownerId: string,
    { query = '', limit = COMPANY_SUGGESTIONS.defaultLimit }: AutosuggestCompaniesQueryDto,
  ): Promise<CompanySuggestions> {
    const { rows, total } = await this.companies.search(ownerId, query, limit);
    return { companies: rows.map(toCompany), total, query };
  }

  /** Whether the company is one of the owner's (an invoice may only name those). */
  async isOwners(ownerId: string, id: string): Promise<boolean> {
    return (await this.companies.findOne(ownerId, id)) !== null;
  }

  async get(ownerId: string, id: string): Promise<Company> {
    return toCompany(await this.companies.get(ownerId, id));
  }

  async create(ownerId: string, body: SaveCompanyDto): Promise<Company> {
    return toCompany(await this.companies.create(ownerId, toCompanyInput(body)));
  }

  /**
   * Replaces the company's fields. With a version condition (If-Match) only the version it
   * names, compared under the row's lock (412 with the stored copy otherwise).
   */
  async update(
    ownerId: string,
    id: string,
    body: SaveCompanyDto,
    condition?: VersionCondition,
  ): Promise<Company> {
    if (condition === undefined) {
      return toCompany(await this.companies.update(ownerId, id, toCompanyInput(body)));
    }
    return this.transactions.run(async (tx) => {
      const companies = this.companies.in(tx);
      const stored = await this.lockChecked(companies, ownerId, id, condition);
      return toCompany(await companies.saveChanges(stored, toCompanyInput(body)));
    });
  }

  /** Deletes the company; with a version condition (If-Match) only the version it names. */
  async delete(ownerId: string, id: string, condition?: VersionCondition): Promise<void> {
    if (condition === undefined) return this.companies.delete(ownerId, id);
    await this.transactions.run(async (tx) => {
      const companies = this.companies.in(tx);
      await this.lockChecked(companies, ownerId, id, condition);
      await companies.delete(ownerId, id);
    });
  }

  private async lockChecked(
    companies: CompaniesRepository,
    ownerId: string,
    id: string,
    condition: VersionCondition,
  ) {
    const stored = await companies.lockOne(ownerId, id);
    if (stored === null) throw new DomainException('NOT_FOUND');
    checkVersion(condition, stored.version, () => toCompany(stored));
    return stored;
  }
}
