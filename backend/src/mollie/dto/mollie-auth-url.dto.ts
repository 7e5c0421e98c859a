import { ApiProperty } from '@nestjs/swagger';
import type { MollieAuthUrl } from '@app/contracts/settings';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';

export class MollieAuthUrlDto {
  @ApiProperty({
    example:
      'https://my.mollie.com/oauth2/authorize?client_id=app_x&redirect_uri=…&state=…&scope=…',
    description: "Mollie's consent page for this user; valid for 10 minutes, once",
  })
  url!: string;
}

export type _MollieAuthUrlDtoMatchesDomain = DtoMatchesDomain<
  SameShape<MollieAuthUrlDto, MollieAuthUrl>
>;
