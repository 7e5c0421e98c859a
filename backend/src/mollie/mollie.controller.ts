import { Controller, Delete, Get, HttpCode, HttpStatus, Query, Res } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
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
  @ApiOperation({
    summary: 'Start connecting Mollie',
    description:
      'The address of Mollie’s consent page for the signed-in user; open it in the browser. 503 ' +
      'MOLLIE_NOT_CONFIGURED when the server has no Mollie app.',
  })
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
  @ApiOperation({
    summary: 'Finish connecting Mollie (browser)',
    description:
      'Where Mollie sends the browser back: always a redirect into the app. Not for API clients.',
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
  @ApiOperation({
    summary: 'Disconnect Mollie',
    description:
      'Forgets the connected account (also when none was connected); an API key in the settings ' +
      'stays.',
  })
  disconnectMollie(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.connect.disconnect(user.id);
  }
}
