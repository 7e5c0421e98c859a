import { createHash, timingSafeEqual } from 'node:crypto';
import { Body, Controller, HttpCode, HttpStatus, Logger, Post, Query } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/api/api-error-responses.decorator.js';
import { Public } from '../../common/auth/public.decorator.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { PeppolEndpoint } from '../peppol-endpoint.js';
import { PeppolRegistrationService } from '../registration/peppol-registration.service.js';
import { PeppolWebhookEventDto } from './dto/peppol-webhook-event.dto.js';
import { PeppolIncomingService } from './peppol-incoming.service.js';

/** Ids as the provider writes them; anything else is not worth a call. */
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Compares in time independent of where the two differ (digests: equal lengths always). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && PROVIDER_ID.test(value) ? value : null;

/**
 * The access point's notifications (docs/peppol.md, "Receiving"). Recommand signs nothing, so the
 * secret token in the address is the only proof of who calls; a wrong one answers 404 as if the
 * route did not exist. The body is a hint: the document is read back with our key. A failure to
 * handle it is logged, not answered (the provider never retries; the inbox poll does).
 */
@ApiTags('peppol')
@Controller('peppol/webhook')
export class PeppolWebhookController {
  private readonly logger = new Logger('PeppolIncoming');

  constructor(
    private readonly endpoint: PeppolEndpoint,
    private readonly incoming: PeppolIncomingService,
    private readonly registrations: PeppolRegistrationService,
  ) {}

  @Public()
  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiQuery({ name: 'token', required: true, type: String, description: 'The webhook’s secret' })
  @ApiBody({ type: PeppolWebhookEventDto })
  @ApiNoContentResponse({ description: 'Received (also for events it does not act on)' })
  @ApiErrorResponses('PEPPOL_NOT_CONFIGURED')
  @ApiOperation({
    summary: 'Receive a Peppol access point notification',
    description:
      'Called by the Peppol access point only, at the address registered at start. A wrong ' +
      '`token` answers 404. `document.received` makes the server read the document and hand it ' +
      'on; `company.verification` re-reads a pending registration. Other events are ignored.',
  })
  async receivePeppolWebhook(
    @Query('token') token: unknown,
    // Not the DTO's class: the provider may send fields it does not list, which is no error.
    @Body() body: Record<string, unknown> | undefined,
  ): Promise<void> {
    this.endpoint.assertAvailable();
    if (typeof token !== 'string' || !sameSecret(token, this.endpoint.webhookToken())) {
      throw new DomainException('NOT_FOUND');
    }
    const event = body ?? {};
    const documentId = textOf(event.documentId);
    const companyId = textOf(event.companyId);
    try {
      if (event.eventType === 'document.received' && documentId !== null) {
        await this.incoming.process(documentId);
      } else if (event.eventType === 'company.verification' && companyId !== null) {
        await this.registrations.refresh(companyId);
      }
    } catch (error) {
      this.logger.warn(`A webhook's ${String(event.eventType)} was not handled: ${String(error)}`);
    }
  }
}
