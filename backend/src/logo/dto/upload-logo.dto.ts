import { ApiProperty } from '@nestjs/swagger';
import { LOGO_MAX_BYTES } from '@app/contracts/settings';

/** The multipart body of POST /api/logo/upload; documentation only (multer reads the body). */
export class UploadLogoDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description:
      `One JPG, PNG, WEBP or SVG file of at most ${LOGO_MAX_BYTES} bytes (2 MB), told apart ` +
      'by its content. SVGs with scripts, event handlers or links outside the file are refused. ' +
      'No other fields.',
  })
  file!: unknown;
}
