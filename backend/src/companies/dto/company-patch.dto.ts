import { PartialType } from '@nestjs/swagger';
import { CompanyDto } from './company.dto.js';

/** The schema of a PATCH body (a JSON merge patch): any of the company's fields. */
export class CompanyPatchDto extends PartialType(CompanyDto) {}
