import { ApiProperty } from '@nestjs/swagger';
import type { Company } from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { ListPageDto } from '../../common/api/list-page.js';
import { versionConflictDto } from '../../common/versions/version-conflict.dto.js';

export class CompanyDto {
  @ApiProperty({ format: 'uuid', example: '0b0f6c8e-8a47-4d0e-9a51-6c1f8f0f4a10' })
  id!: string;

  @ApiProperty({ example: 'Bakkerij Jansen' })
  name!: string;

  @ApiProperty({ example: 'Dorpsstraat 1' })
  address!: string;

  @ApiProperty({ example: '1234 AB' })
  postalCode!: string;

  @ApiProperty({ example: 'Utrecht' })
  city!: string;

  @ApiProperty({ example: 'Anna Jansen' })
  contactName!: string;

  @ApiProperty({ example: 'anna@jansen.nl' })
  email!: string;

  @ApiProperty({ example: 'KvK 12345678' })
  additionalInfo!: string;

  @ApiProperty({
    type: 'integer',
    readOnly: true,
    description: 'Seconds since the epoch',
    example: 1763900000,
  })
  createdAt!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    readOnly: true,
    description:
      'The stored version: 1 when created, one more on every change. Answered as the ETag; send it as If-Match to change only this version',
    example: 2,
  })
  version!: number;
}

/** The 412 of a conditional change (If-Match) of a company. */
export const CompanyVersionConflictDto = versionConflictDto(
  CompanyDto,
  'CompanyVersionConflictDto',
);

/** One page of GET /api/companies (ListCompaniesQueryDto). */
export class CompanyListDto extends ListPageDto {
  @ApiProperty({ type: [CompanyDto], description: 'Newest first (creation time, then id)' })
  companies!: CompanyDto[];
}

export type _CompanyDtoMatchesDomain = DtoMatchesDomain<SameShape<CompanyDto, Company>>;
