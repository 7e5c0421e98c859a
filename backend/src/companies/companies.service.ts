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
import { SaveCompanyBodyDto, type SaveCompanyDto } from './dto/save-company.dto.js';
import { patchResource } from '../common/patch/patch-resource.js';
import { createApiValidationPipe } from '../common/validation/api-validation-pipe.js';

/** A create's answer: `created` is false when the client's id was already stored (a repeat). */
export type CompanySaveResult = { company: Company; created: boolean };

/** Saved companies of one user. Every method takes the owner first. */
@Injectable()
export class CompaniesService {
  private readonly validation = createApiValidationPipe();

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

  /**
   * Stores a new company. With an id the client made, repeating the create answers the stored
   * company unchanged (a retry, an offline replay); another user's id is a conflict, as for
   * invoices.
   */
  async create(ownerId: string, body: SaveCompanyDto): Promise<CompanySaveResult> {
    const input = toCompanyInput(body);
    if (body.id === undefined) {
      return { company: toCompany(await this.companies.create(ownerId, input)), created: true };
    }
    const inserted = await this.companies.insertWithId(ownerId, body.id, input);
    if (inserted !== null) return { company: toCompany(inserted), created: true };
    const stored = await this.companies.findOne(ownerId, body.id);
    if (stored !== null) return { company: toCompany(stored), created: false };
    throw new DomainException('CONFLICT', {
      message:
        'This company id is already in use; send the company without an id or with a new one',
      fields: [{ field: 'company.id', message: 'is already in use' }],
    });
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

  /** A merge patch onto the stored company, then saved exactly as a PUT of the result. */
  patch(
    ownerId: string,
    id: string,
    patch: unknown,
    condition?: VersionCondition,
  ): Promise<Company> {
    return patchResource(patch, condition, {
      read: () => this.get(ownerId, id),
      write: async (merged, version) => {
        const body = (await this.validation.transform(
          { company: merged },
          { type: 'body', metatype: SaveCompanyBodyDto },
        )) as SaveCompanyBodyDto;
        return this.update(ownerId, id, body.company, version);
      },
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
