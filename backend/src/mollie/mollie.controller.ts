import { Controller, Delete, Get, HttpCode, HttpStatus, Query, Res } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { Public } from '../common/auth/public.decorator.js';
import { MollieAuthUrlDto } from './dto/mollie-auth-url.dto.js';
import { MollieConnectService } from './mollie-connect.service.js';

@ApiTags('mollie')
@Controller('mollie')
export class MollieController {
  constructor(private readonly connect: MollieConnectService) {}

  /** Mollie's consent page for the signed-in user (spec §4 "Mollie connect", §7). */
  @Get('auth/url')
  @ApiOkResponse({ type: MollieAuthUrlDto })
  @ApiErrorResponses('MOLLIE_NOT_CONFIGURED')
  getMollieAuthUrl(@CurrentUser() user: AuthenticatedUser): Promise<MollieAuthUrlDto> {
    return this.connect.authUrl(user.id);
  }

  /**
   * Where Mollie sends the browser back (no bearer token: the state names the user); not
   * called by API clients. Always a redirect into the app, never an error body.
   */
  @Public()
  @Get('callback')
  @ApiQuery({ name: 'code', required: false, type: String })
  @ApiQuery({ name: 'state', required: false, type: String })
  @ApiQuery({ name: 'error', required: false, type: String })
  @ApiQuery({ name: 'error_description', required: false, type: String })
  @ApiFoundResponse({
    description: 'To /?mollie=connected, or /?mollie=error&reason=denied|failed',
  })
  async finishMollieConnect(
    @Query() query: Record<string, unknown>,
    @Res() response: Response,
  ): Promise<void> {
    const target = await this.connect.finish(query);
    response.setHeader('Cache-Control', 'no-store').redirect(302, target);
  }

  /** Forgets the connected account; the API key, if any, stays. */
  @Delete('connection')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Disconnected (also when nothing was connected)' })
  disconnectMollie(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.connect.disconnect(user.id);
  }
}
