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
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { safeReturnPath } from '@app/contracts/routing';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { Public } from '../common/auth/public.decorator.js';
import { RefusePersonalTokens } from '../common/auth/refuse-personal-tokens.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { UsersService } from '../users/users.service.js';
import {
  assertAntiForgery,
  clearSessionCookies,
  refreshTokenOf,
  setSessionCookies,
} from './auth-cookies.js';
import { MeDto, SessionDto, StartSignInQueryDto } from './dto/session.dto.js';
import { SignInFlowService } from './sign-in-flow.service.js';
import {
  profileFromCallback,
  redirectToProvider,
  rememberFlow,
  sendSignInResult,
  takeFlow,
} from './sign-in-round-trip.js';
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
  // The sign-in session's own route: the rest under /api/auth is public and reads cookies.
  @RefusePersonalTokens()
  @ApiOperation({
    summary: 'Get the signed-in user',
    description:
      'The browser session’s user (id, e-mail, display name, photo). Refuses personal access ' +
      'tokens (403 TOKEN_NOT_ALLOWED).',
  })
  getMe(@CurrentUser() user: AuthenticatedUser): Promise<MeDto> {
    return this.users.me(user.id);
  }

  /** Starts the provider's sign-in (prompt=select_account, state, PKCE, nonce). */
  @Public()
  @Get(':provider')
  @ApiParam({ name: 'provider', enum: IDENTITY_PROVIDERS })
  @ApiFoundResponse({ description: "Redirects to the provider's sign-in page" })
  @ApiOperation({
    summary: 'Start signing in (browser)',
    description:
      'Redirects the browser to Google’s or Microsoft’s sign-in page. Not for API clients: a ' +
      'program uses a personal access token.',
  })
  async startSignIn(
    @Param('provider', providerParam) provider: IdentityProviderName,
    @Query() query: StartSignInQueryDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const step = this.flow.start(provider, request.headers.host);
    rememberFlow(request, {
      mode: query.mode ?? 'redirect',
      returnTo: safeReturnPath(query.returnTo ?? '/'),
    });
    await redirectToProvider(step, request, response);
  }

  /** Where the provider sends the browser back; not called by API clients. */
  @Public()
  @Get(':provider/callback')
  @ApiParam({ name: 'provider', enum: IDENTITY_PROVIDERS })
  @ApiFoundResponse({
    description: 'Redirect mode: back to returnTo (with signInError on failure)',
  })
  @ApiOkResponse({ description: 'Popup mode: a page that tells the opener and closes' })
  @ApiOperation({
    summary: 'Finish signing in (browser)',
    description:
      'Where the provider sends the browser back; sets the refresh cookie. Not for API clients.',
  })
  async finishSignIn(
    @Param('provider', providerParam) provider: IdentityProviderName,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const state = takeFlow(request);
    const { result, session } = await this.flow.finish(provider, request.headers.host, (step) =>
      profileFromCallback(step, request, response),
    );
    if (session !== undefined) {
      setSessionCookies(
        response,
        session.refreshToken,
        session.familyExpiresAt,
        this.flow.secureCookies,
      );
    }
    sendSignInResult(response, state, result);
  }

  /** Rotates the refresh cookie and returns a new access token (send X-XSRF-TOKEN). */
  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SessionDto })
  @ApiErrorResponses('UNAUTHENTICATED', 'FORBIDDEN')
  @ApiOperation({
    summary: 'Renew the browser’s access token',
    description:
      'Rotates the refresh cookie and answers a new 15-minute access token. Send the ' +
      '`XSRF-TOKEN` cookie’s value as `X-XSRF-TOKEN` (403 FORBIDDEN otherwise).',
  })
  async refreshSession(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SessionDto> {
    assertAntiForgery(request);
    const token = refreshTokenOf(request);
    if (token === null) throw new DomainException('UNAUTHENTICATED', { message: 'Not signed in' });
    const secure = this.flow.secureCookies;
    try {
      const { answer, tokens } = await this.flow.refresh(token);
      setSessionCookies(response, tokens.refreshToken, tokens.familyExpiresAt, secure);
      return answer;
    } catch (error) {
      clearSessionCookies(response, secure);
      throw error;
    }
  }

  /** Ends the session on this device: its whole refresh-token family is revoked. */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiErrorResponses('FORBIDDEN')
  @ApiOperation({
    summary: 'Sign out (browser)',
    description:
      'Ends the session on this device: its refresh-token family is revoked. Send ' +
      '`X-XSRF-TOKEN` like the refresh.',
  })
  async signOut(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    assertAntiForgery(request);
    await this.flow.signOut(refreshTokenOf(request));
    clearSessionCookies(response, this.flow.secureCookies);
  }
}
