import { ApiProperty } from '@nestjs/swagger';
import type { Logo } from '@app/contracts/settings';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';

const EXAMPLE_ID = '5d0c8f4e-3b1a-4c2d-9e8f-7a6b5c4d3e2f';

export class LogoDto {
  @ApiProperty({
    format: 'uuid',
    example: EXAMPLE_ID,
    description: 'Changes with every upload, so the file at `url` never changes',
  })
  id!: string;

  @ApiProperty({
    example: `/api/logo/${EXAMPLE_ID}`,
    description: 'Serves the logo to its owner (Bearer token required)',
  })
  url!: string;

  @ApiProperty({ example: 'bakkerij-jansen.svg', description: 'Cleaned display name' })
  filename!: string;
}

export class UploadLogoResponseDto {
  @ApiProperty({ enum: [true], example: true })
  success!: true;

  @ApiProperty({ type: LogoDto })
  logo!: LogoDto;
}

export class DeleteLogoResponseDto {
  @ApiProperty({ enum: [true], example: true })
  success!: true;
}

export type _LogoDtoMatchesDomain = DtoMatchesDomain<SameShape<LogoDto, Logo>>;
