import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { Idempotent } from '../common/idempotency/idempotent.decorator.js';
import { RefusePersonalTokens } from '../common/auth/refuse-personal-tokens.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { CreatePersonalTokenBodyDto } from './dto/create-personal-token.dto.js';
import { ListPersonalTokensQueryDto } from './dto/list-personal-tokens.dto.js';
import { CreatedPersonalTokenDto, PersonalTokenListDto } from './dto/personal-token.dto.js';
import { PersonalTokensService } from './personal-tokens.service.js';

/**
 * The signed-in user's personal access tokens (docs/api.md, "Tokens"). Only a person signed in
 * may manage them: a token can neither mint nor revoke tokens.
 */
@ApiTags('user')
@Controller('user/tokens')
@RefusePersonalTokens()
export class PersonalTokensController {
  constructor(private readonly tokens: PersonalTokensService) {}

  @Get()
  @ApiOperation({
    summary: 'List your personal access tokens',
    description: 'Newest first, with when each was last used; never a secret.',
  })
  @ApiOkResponse({ type: PersonalTokenListDto })
  listPersonalTokens(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListPersonalTokensQueryDto,
  ): Promise<PersonalTokenListDto> {
    return this.tokens.list(user.id, query);
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Create a personal access token',
    description:
      'Answers the token with its `secret`, shown this once: send it as `Authorization: Bearer ' +
      '<secret>`. A `read` token may only GET; a `write` token may read and write. At most 50 ' +
      'tokens per user (400 TOKEN_LIMIT_REACHED beyond).',
  })
  @ApiCreatedResponse({ type: CreatedPersonalTokenDto })
  @ApiErrorResponses('TOKEN_LIMIT_REACHED')
  createPersonalToken(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreatePersonalTokenBodyDto,
  ): Promise<CreatedPersonalTokenDto> {
    return this.tokens.create(user.id, body.token);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Revoke a personal access token',
    description: 'The token stops working at once, on every server.',
  })
  @ApiNoContentResponse({ description: 'Revoked' })
  revokePersonalToken(
    @CurrentUser() user: AuthenticatedUser,
    // A malformed id can never be anyone's row: answered like a missing one.
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new DomainException('NOT_FOUND') }))
    id: string,
  ): Promise<void> {
    return this.tokens.revoke(user.id, id);
  }
}
