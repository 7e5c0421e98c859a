import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/api/api-error-responses.decorator.js';
import { PEPPOL_ID_FORM, peppolIdParam } from '../peppol-id-param.js';
import type { PeppolId } from '../provider/peppol-provider.js';
import { PeppolParticipantDto } from './dto/peppol-participant.dto.js';
import { PeppolParticipantsService } from './peppol-participants.service.js';

@ApiTags('peppol')
@Controller('peppol/participants')
export class PeppolParticipantsController {
  constructor(private readonly participants: PeppolParticipantsService) {}

  @Get(':peppolId')
  @ApiParam({
    name: 'peppolId',
    type: String,
    description: `The Peppol id: ${PEPPOL_ID_FORM}`,
    example: '0208:0123456749',
  })
  @ApiOkResponse({ type: PeppolParticipantDto })
  @ApiErrorResponses('PEPPOL_NOT_CONFIGURED', 'PEPPOL_PROVIDER_FAILED')
  @ApiOperation({
    summary: 'Look up a Peppol participant',
    description:
      'Whether the business with this Peppol id can receive our invoices and credit notes over ' +
      'Peppol, and its name in the directory. Answers are reused for 10 minutes.',
  })
  getPeppolParticipant(
    @Param('peppolId', peppolIdParam) peppolId: PeppolId,
  ): Promise<PeppolParticipantDto> {
    return this.participants.lookup(peppolId);
  }
}
