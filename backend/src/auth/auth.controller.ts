import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseEnumPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { safeReturnPath } from '@app/contracts/routing';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { Public } from '../common/auth/public.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { UsersService } from '../users/users.service.js';
import { MeDto, SessionDto, StartSignInQueryDto } from './dto/session.dto.js';
import { SignInFlowService } from './sign-in-flow.service.js';
import { IDENTITY_PROVIDERS, type IdentityProviderName } from './sign-in/user-identity.entity.js';

const providerParam = new ParseEnumPipe(IDENTITY_PROVIDERS, {
  exceptionFactory: () => new DomainException('NOT_FOUND'),
});

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly flow: SignInFlowService,
    private readonly users: UsersService,
  ) {}

  // Declared before `:provider`, which would otherwise take `me` as a provider name.
  @Get('me')
  @ApiOkResponse({ type: MeDto })
  getMe(@CurrentUser() user: AuthenticatedUser): Promise<MeDto> {
    return this.users.me(user.id);
  }

  /** Starts the provider's sign-in (prompt=select_account, state, PKCE, nonce). */
  @Public()
  @Get(':provider')
  @ApiParam({ name: 'provider', enum: IDENTITY_PROVIDERS })
  @ApiFoundResponse({ description: "Redirects to the provider's sign-in page" })
  async startSignIn(
    @Param('provider', providerParam) provider: IdentityProviderName,
    @Query() query: StartSignInQueryDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.flow.start(
      provider,
      { mode: query.mode ?? 'redirect', returnTo: safeReturnPath(query.returnTo ?? '/') },
      request,
      response,
    );
  }

  /** Where the provider sends the browser back; not called by API clients. */
  @Public()
  @Get(':provider/callback')
  @ApiParam({ name: 'provider', enum: IDENTITY_PROVIDERS })
  @ApiFoundResponse({
    description: 'Redirect mode: back to returnTo (with signInError on failure)',
  })
  @ApiOkResponse({ description: 'Popup mode: a page that tells the opener and closes' })
  async finishSignIn(
    @Param('provider', providerParam) provider: IdentityProviderName,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.flow.finish(provider, request, response);
  }

  /** Rotates the refresh cookie and returns a new access token (send X-XSRF-TOKEN). */
  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SessionDto })
  @ApiErrorResponses('UNAUTHENTICATED', 'FORBIDDEN')
  refreshSession(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SessionDto> {
    return this.flow.refresh(request, response);
  }

  /** Ends the session on this device: its whole refresh-token family is revoked. */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiErrorResponses('FORBIDDEN')
  signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    return this.flow.signOut(request, response);
  }
}
