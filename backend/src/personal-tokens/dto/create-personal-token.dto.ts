import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, ValidateNested } from 'class-validator';
import {
  PERSONAL_TOKEN_NAME_MAX_LENGTH,
  PERSONAL_TOKEN_SCOPES,
  isValidPersonalTokenName,
  type PersonalTokenInput,
  type PersonalTokenScope,
} from '@app/contracts/settings';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';

export class CreatePersonalTokenDto {
  @ApiProperty({
    minLength: 1,
    maxLength: PERSONAL_TOKEN_NAME_MAX_LENGTH,
    description: 'What the token is for; stored trimmed',
    example: 'Bookkeeping export',
  })
  @Satisfies(
    isValidPersonalTokenName,
    `must be 1 to ${PERSONAL_TOKEN_NAME_MAX_LENGTH} characters (not only spaces)`,
  )
  name!: string;

  @ApiProperty({
    enum: PERSONAL_TOKEN_SCOPES,
    enumName: 'PersonalTokenScope',
    description: '`read`: GET and HEAD only; `write`: read and write',
    example: 'read',
  })
  @IsIn(PERSONAL_TOKEN_SCOPES)
  scope!: PersonalTokenScope;
}

/** POST /api/user/tokens takes the token wrapped, as companies take `{ company }`. */
export class CreatePersonalTokenBodyDto {
  @ApiProperty({ type: CreatePersonalTokenDto })
  @IsObject()
  @ValidateNested()
  @Type(() => CreatePersonalTokenDto)
  token!: CreatePersonalTokenDto;
}

export type _CreatePersonalTokenDtoMatchesDomain = DtoMatchesDomain<
  SameShape<CreatePersonalTokenDto, PersonalTokenInput>
>;
