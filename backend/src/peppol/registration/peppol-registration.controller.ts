import { Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { PeppolRegistrationDto } from './dto/peppol-registration.dto.js';
import { PeppolRegistrationService } from './peppol-registration.service.js';

@ApiTags('peppol')
@Controller('peppol/registration')
export class PeppolRegistrationController {
  constructor(private readonly registrations: PeppolRegistrationService) {}

  @Get()
  @ApiOkResponse({ type: PeppolRegistrationDto })
  @ApiErrorResponses('PEPPOL_NOT_CONFIGURED')
  @ApiOperation({
    summary: 'Your Peppol registration',
    description:
      'Whether your company can send and receive e-invoices over Peppol, under which Peppol id, ' +
      'and where to do the identity check while it is pending. 503 PEPPOL_NOT_CONFIGURED when the ' +
      'server offers no Peppol.',
  })
  getPeppolRegistration(@CurrentUser() user: AuthenticatedUser): Promise<PeppolRegistrationDto> {
    return this.registrations.get(user.id);
  }

  @Post()
  @ApiCreatedResponse({ type: PeppolRegistrationDto })
  @ApiErrorResponses('CONFLICT', 'PEPPOL_NOT_CONFIGURED', 'PEPPOL_PROVIDER_FAILED')
  @ApiOperation({
    summary: 'Register your company for Peppol',
    description:
      'Registers the default company of your settings (in your settings’ country, BE or NL) at ' +
      'the Peppol access point; no body. A Belgian company needs its enterprise number (the KvK ' +
      'field, or a BE VAT number), a Dutch one its KvK number or NL VAT number: 400 ' +
      'VALIDATION_FAILED names each missing `settings.defaultCompany.<field>`. 409 CONFLICT when ' +
      'already registered. Until the identity check at `verificationUrl` is done the status is ' +
      '`pending_verification`.',
  })
  registerForPeppol(@CurrentUser() user: AuthenticatedUser): Promise<PeppolRegistrationDto> {
    return this.registrations.register(user.id);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Unregistered (also when nothing was registered)' })
  @ApiErrorResponses('PEPPOL_NOT_CONFIGURED', 'PEPPOL_PROVIDER_FAILED')
  @ApiOperation({
    summary: 'Leave Peppol',
    description:
      'Unregisters your company at the Peppol access point: nothing more is received over Peppol ' +
      'and invoices go by e-mail again. Invoices received before stay.',
  })
  leavePeppol(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.registrations.leave(user.id);
  }
}
