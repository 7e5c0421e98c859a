import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { VatNumberCheckDto } from './dto/vat-number-check.dto.js';
import { ApiVatNumberParam, vatNumberParam, type VatNumber } from './vat-number-param.js';
import { VatNumbersService } from './vat-numbers.service.js';

@ApiTags('vat-numbers')
@Controller('vat-numbers')
export class VatNumbersController {
  constructor(private readonly vatNumbers: VatNumbersService) {}

  @Get(':vatNumber')
  @ApiVatNumberParam()
  @ApiOkResponse({ type: VatNumberCheckDto })
  @ApiOperation({
    summary: 'Check a VAT number against VIES',
    description:
      'Asks VIES, the EU’s VAT Information Exchange System, whether the number is registered, ' +
      'with the registered name and address where the member state discloses them. A valid or ' +
      'invalid answer is reused for 24 hours. When VIES or the member state’s service does not ' +
      'answer (within 4 seconds), `status` is `unavailable`: the number was not checked.',
  })
  checkVatNumber(
    @Param('vatNumber', vatNumberParam) vatNumber: VatNumber,
  ): Promise<VatNumberCheckDto> {
    return this.vatNumbers.check(vatNumber);
  }
}
