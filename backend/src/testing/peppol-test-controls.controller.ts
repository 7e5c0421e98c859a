import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { PeppolEndpoint } from '../peppol/peppol-endpoint.js';
import { PeppolRegistrationService } from '../peppol/registration/peppol-registration.service.js';
import { PeppolIncomingDto, PeppolResponsesDto } from './dto/peppol-controls.dto.js';

/**
 * Only mounted with TEST_CONTROLS, and only answering while this process runs the built-in
 * Peppol stand-in: the browser journeys have a customer answer a delivery, and a document arrive
 * for the signed-in user's company, as the network would.
 */
@Controller('testing/peppol')
export class PeppolTestControlsController {
  constructor(
    private readonly endpoint: PeppolEndpoint,
    private readonly registrations: PeppolRegistrationService,
  ) {}

  /** The customer's access point answers the next delivery to it with these responses. */
  @Post('responses')
  @HttpCode(204)
  respond(@Body() body: PeppolResponsesDto): void {
    this.standIn().controls.respondToNextSend(
      body.recipient,
      ...body.answers.map((code) => ({ code })),
    );
  }

  /** A document arrives for the user's company (its webhook follows, as the network's would). */
  @Post('incoming')
  @HttpCode(200)
  async receive(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: PeppolIncomingDto,
  ): Promise<{ documentId: string }> {
    const companyId = await this.registrations.activeCompanyId(user.id);
    if (companyId === null) throw new DomainException('PEPPOL_NOT_REGISTERED');
    return { documentId: this.standIn().controls.receive({ companyId, xml: body.xml }) };
  }

  private standIn() {
    const standIn = this.endpoint.standIn;
    if (standIn === undefined) throw new DomainException('PEPPOL_NOT_CONFIGURED');
    return standIn;
  }
}
