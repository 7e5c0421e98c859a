import {
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { LOGO_MIME_TYPES } from '@app/contracts/settings';
import { ApiErrorExamples } from '../common/api/api-error-examples.decorator.js';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { GetLogoQueryDto } from './dto/get-logo-query.dto.js';
import { DeleteLogoResponseDto, UploadLogoResponseDto } from './dto/logo.dto.js';
import { UploadLogoDto } from './dto/upload-logo.dto.js';
import { LOGO_FIELD, LOGO_MESSAGES, svgCostly, tooSlow } from './logo-errors.js';
import { LOGO_CONTENT_SECURITY_POLICY, logoResponseHeaders } from './logo-response-headers.js';
import {
  type UploadedLogo,
  UploadedLogoFile,
  LogoUploadInterceptor,
} from './logo-upload.interceptor.js';
import { LogoService } from './logo.service.js';

const MIME_TYPES = Object.values(LOGO_MIME_TYPES);
const binary = { schema: { type: 'string', format: 'binary' } };
const header = (description: string) => ({ description, schema: { type: 'string' } });
const aboutFile = (message: string) => ({ message, fields: [{ field: LOGO_FIELD, message }] });

@ApiTags('logo')
@Controller('logo')
export class LogoController {
  constructor(private readonly logos: LogoService) {}

  /** Stores the user's logo, replacing the previous one. */
  @Post('upload')
  @UseInterceptors(LogoUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadLogoDto })
  @ApiCreatedResponse({ type: UploadLogoResponseDto, description: 'The new logo' })
  @ApiErrorExamples(
    'VALIDATION_FAILED',
    'No file, a damaged one, an SVG with active content or too costly to draw, too slow to process',
    {
      svgActive: aboutFile(LOGO_MESSAGES.svgActive),
      svgCostly: aboutFile(svgCostly(['<feMorphology>'])),
      tooSlow: aboutFile(tooSlow(10_000)),
      missing: aboutFile(LOGO_MESSAGES.missing),
      unreadable: aboutFile(LOGO_MESSAGES.unreadable),
      oneFileOnly: aboutFile(LOGO_MESSAGES.oneFileOnly),
    },
  )
  @ApiErrorExamples('RATE_LIMITED', 'Too many logo uploads are waiting to be processed', {
    busy: { message: LOGO_MESSAGES.busy },
  })
  @ApiErrorExamples('PAYLOAD_TOO_LARGE', 'The file is over 2 MB', {
    tooLarge: aboutFile(LOGO_MESSAGES.tooLarge),
  })
  @ApiErrorExamples('UNSUPPORTED_MEDIA_TYPE', 'Not a JPG, PNG, WEBP or SVG, or not multipart', {
    invalidType: aboutFile(LOGO_MESSAGES.invalidType),
    notMultipart: aboutFile(LOGO_MESSAGES.notMultipart),
  })
  @ApiOperation({
    summary: 'Upload your logo',
    description:
      'A JPG, PNG, WEBP or SVG up to 2 MB as `multipart/form-data` field `file`; it replaces ' +
      'the previous logo. SVGs are sanitised, images re-encoded.',
  })
  async uploadLogo(
    @CurrentUser() user: AuthenticatedUser,
    @UploadedLogoFile() file: UploadedLogo,
  ): Promise<UploadLogoResponseDto> {
    return { success: true, logo: await this.logos.upload(user.id, file) };
  }

  @Delete('delete')
  @ApiOkResponse({ type: DeleteLogoResponseDto, description: 'The logo and its files are gone' })
  @ApiErrorResponses('NOT_FOUND')
  @ApiOperation({
    summary: 'Delete your logo',
    description: 'The logo and its files are removed; 404 when there is none.',
  })
  async deleteLogo(@CurrentUser() user: AuthenticatedUser): Promise<DeleteLogoResponseDto> {
    await this.logos.remove(user.id);
    return { success: true };
  }

  /** The caller's own logo file (fetch it with the Bearer token, e.g. into an object URL). */
  @Get(':id')
  @ApiParam({ name: 'id', format: 'uuid', description: 'The id of the caller’s current logo' })
  @ApiProduces(...MIME_TYPES)
  @ApiOkResponse({
    description: 'The logo file, typed by its content',
    content: Object.fromEntries(MIME_TYPES.map((type) => [type, binary])),
    headers: {
      'Cache-Control': header('private, max-age=31536000, immutable'),
      'Content-Disposition': header('inline; filename="logo.png"'),
      'Content-Security-Policy': header(LOGO_CONTENT_SECURITY_POLICY),
      'X-Content-Type-Options': header('nosniff'),
    },
  })
  @ApiOperation({
    summary: 'Get your logo file',
    description:
      'The current logo file of the caller, typed by its content, cacheable for a year (its id ' +
      'changes with every upload).',
  })
  async getLogo(
    @CurrentUser() user: AuthenticatedUser,
    // A malformed id can never be anyone's logo: answer it like a missing one.
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new DomainException('NOT_FOUND') }))
    id: string,
    @Query() query: GetLogoQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.logos.file(user.id, id, query.variant ?? 'original');
    response.set(logoResponseHeaders(file));
    return new StreamableFile(file.data);
  }
}
