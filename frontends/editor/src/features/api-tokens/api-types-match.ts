// The generated token types (openapi.yaml) and the contracts types, proved equal at compile
// time: a drift on either side fails `npm run typecheck` naming the fields.
import type { SameShape, TypesMatch } from '@app/contracts/common';
import type {
  CreatedPersonalToken,
  PersonalToken,
  PersonalTokenInput,
} from '@app/contracts/settings';
import type {
  CreatePersonalTokenDto,
  CreatedPersonalTokenDto,
  PersonalTokenDto,
} from './apiTokensApi.gen';

export type _PersonalTokenDtoMatches = TypesMatch<SameShape<PersonalTokenDto, PersonalToken>>;
export type _CreatedPersonalTokenDtoMatches = TypesMatch<
  SameShape<CreatedPersonalTokenDto, CreatedPersonalToken>
>;
export type _CreatePersonalTokenDtoMatches = TypesMatch<
  SameShape<CreatePersonalTokenDto, PersonalTokenInput>
>;
