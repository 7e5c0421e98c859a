import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { parseVatReturnPeriod } from '@app/contracts/vat-return';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { VatReturnDto } from './dto/vat-return.dto.js';
import { VatReturnQueryDto } from './dto/vat-return-query.dto.js';
import { VatReturnService } from './vat-return.service.js';

@ApiTags('vat-return')
@Controller('vat-return')
export class VatReturnController {
  constructor(private readonly vatReturn: VatReturnService) {}

  @Get()
  @ApiOkResponse({ type: VatReturnDto })
  @ApiErrorResponses('VALIDATION_FAILED', 'VAT_RETURN_COUNTRY')
  @ApiOperation({
    summary: 'The VAT return’s figures for a quarter or a month',
    description:
      'Each box of the seller’s return (the Dutch btw-aangifte or the Belgian periodic ' +
      'return, by the country in the settings) that sales fill, with its base and VAT in ' +
      'cents and the issued invoices and credit notes behind it; the amounts on no box; the ' +
      'intra-community listing (docs/vat-return.md). A seller outside the Netherlands and ' +
      'Belgium answers 409 VAT_RETURN_COUNTRY.',
  })
  getVatReturn(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: VatReturnQueryDto,
  ): Promise<VatReturnDto> {
    // The DTO has checked the key: it parses.
    return this.vatReturn.figures(user.id, parseVatReturnPeriod(query.period)!);
  }
}
