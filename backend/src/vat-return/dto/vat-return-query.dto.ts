import { ApiProperty } from '@nestjs/swagger';
import { parseVatReturnPeriod } from '@app/contracts/vat-return';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';

export const PERIOD_MESSAGE = 'must be a quarter like 2026-Q3 or a month like 2026-07';

export class VatReturnQueryDto {
  @ApiProperty({
    description: 'The return period: a quarter (`2026-Q3`) or a month (`2026-07`)',
    pattern: '^[0-9]{4}-(Q[1-4]|0[1-9]|1[0-2])$',
    example: '2026-Q3',
  })
  @Satisfies(
    (value) => typeof value === 'string' && parseVatReturnPeriod(value) !== null,
    PERIOD_MESSAGE,
  )
  period!: string;
}
