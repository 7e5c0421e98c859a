import { ApiProperty } from '@nestjs/swagger';
import {
  PERSONAL_TOKEN_SCOPES,
  type CreatedPersonalToken,
  type PersonalToken,
  type PersonalTokenScope,
} from '@app/contracts/settings';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { ListPageDto } from '../../common/api/list-page.js';

export class PersonalTokenDto {
  @ApiProperty({ format: 'uuid', example: '3f6c1e2a-8b4d-4c7e-9a10-5d2b7e8f9a01' })
  id!: string;

  @ApiProperty({ example: 'Bookkeeping export' })
  name!: string;

  @ApiProperty({
    enum: PERSONAL_TOKEN_SCOPES,
    enumName: 'PersonalTokenScope',
    description: '`read`: GET and HEAD only; `write`: read and write',
    example: 'read',
  })
  scope!: PersonalTokenScope;

  @ApiProperty({
    description: 'The first characters of the token, to tell tokens apart (never the secret)',
    example: 'pat_Xy3kQ9aB',
  })
  prefix!: string;

  @ApiProperty({ type: 'integer', description: 'Seconds since the epoch', example: 1763900000 })
  createdAt!: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      'Seconds since the epoch of the last request made with the token (to the minute); null: never used',
    example: null,
  })
  lastUsedAt!: number | null;
}

/** One page of GET /api/user/tokens. */
export class PersonalTokenListDto extends ListPageDto {
  @ApiProperty({ type: [PersonalTokenDto], description: 'Newest first (creation time, then id)' })
  tokens!: PersonalTokenDto[];
}

/** The answer to POST /api/user/tokens: the only time the secret is shown. */
export class CreatedPersonalTokenDto {
  @ApiProperty({ type: PersonalTokenDto })
  token!: PersonalTokenDto;

  @ApiProperty({
    description:
      'The token to send as `Authorization: Bearer <secret>`. Shown this once: only its hash is stored',
    example: 'pat_Xy3kQ9aBcD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4yZ',
  })
  secret!: string;
}

export type _PersonalTokenDtoMatchesDomain = DtoMatchesDomain<
  SameShape<PersonalTokenDto, PersonalToken>
>;
export type _CreatedPersonalTokenDtoMatchesDomain = DtoMatchesDomain<
  SameShape<CreatedPersonalTokenDto, CreatedPersonalToken>
>;
