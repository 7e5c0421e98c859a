import { Injectable } from '@nestjs/common';
import {
  COMPANY_SUGGESTIONS,
  type Company,
  type CompanyInput,
  type CompanySuggestions,
} from '@app/contracts/invoice';
import { CompaniesRepository } from './companies.repository.js';
import type { CompanyEntity } from './company.entity.js';
import type { AutosuggestCompaniesQueryDto } from './dto/autosuggest-companies.dto.js';
import type { SaveCompanyDto } from './dto/save-company.dto.js';

/** The one place a stored company becomes what the API returns. */
function toCompany(entity: CompanyEntity): Company {
  return {
    id: entity.id,
    name: entity.name,
    address: entity.address,
    postalCode: entity.postalCode,
    city: entity.city,
    contactName: entity.contactName,
    email: entity.email,
    additionalInfo: entity.additionalInfo,
    createdAt: Math.floor(entity.createdAt.getTime() / 1000),
  };
}

function toInput(body: SaveCompanyDto): CompanyInput {
  return {
    name: body.name.trim(),
    address: body.address?.trim() ?? '',
    postalCode: body.postalCode?.trim() ?? '',
    city: body.city?.trim() ?? '',
    contactName: body.contactName?.trim() ?? '',
    email: body.email?.trim() ?? '',
    additionalInfo: body.additionalInfo?.trim() ?? '',
  };
}

/** Saved companies of one user. Every method takes the owner first. */
@Injectable()
export class CompaniesService {
  constructor(private readonly companies: CompaniesRepository) {}

  async list(ownerId: string): Promise<Company[]> {
    return (await this.companies.newestFirst(ownerId)).map(toCompany);
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

  async get(ownerId: string, id: string): Promise<Company> {
    return toCompany(await this.companies.get(ownerId, id));
  }

  async create(ownerId: string, body: SaveCompanyDto): Promise<Company> {
    return toCompany(await this.companies.create(ownerId, toInput(body)));
  }

  async update(ownerId: string, id: string, body: SaveCompanyDto): Promise<Company> {
    return toCompany(await this.companies.update(ownerId, id, toInput(body)));
  }

  delete(ownerId: string, id: string): Promise<void> {
    return this.companies.delete(ownerId, id);
  }
}
