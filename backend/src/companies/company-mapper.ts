import type { Company, CompanyInput } from '@app/contracts/invoice';
import type { CompanyEntity } from './company.entity.js';
import type { SaveCompanyDto } from './dto/save-company.dto.js';

/** The one place a stored company becomes what the API returns. */
export function toCompany(entity: CompanyEntity): Company {
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
    version: entity.version,
  };
}

/** A request body as the domain's input: every text trimmed, absent ones empty. */
export function toCompanyInput(body: SaveCompanyDto): CompanyInput {
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
