import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Language } from '@app/contracts/invoice';

const LANGUAGES: readonly Language[] = ['en', 'nl'];

export class EInvoiceQueryDto {
  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "The texts' language (exemption reasons, terms); default: the invoice language",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'must be en or nl' })
  language?: Language;
}
