import { Body, Controller, Get, Patch, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { ApiMergePatchBody } from '../common/patch/patch-resource.js';
import { AnswersETag, ChecksIfMatch, IfMatch } from '../common/versions/if-match.js';
import type { VersionCondition } from '../common/versions/version-condition.js';
import {
  SaveSettingsBodyDto,
  SettingsResponseDto,
  SettingsVersionConflictDto,
} from './dto/settings.dto.js';
import { SettingsPatchDto } from './dto/settings-patch.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('user/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOkResponse({ type: SettingsResponseDto })
  @AnswersETag()
  @ApiOperation({
    summary: 'Get your settings',
    description:
      'The settings with `savedAt` (null when never saved: then they are the defaults) and ' +
      '`version`, sent as a strong `ETag`. Secrets (the Mollie key) are masked.',
  })
  getSettings(@CurrentUser() user: AuthenticatedUser): Promise<SettingsResponseDto> {
    return this.settings.get(user.id);
  }

  @Put()
  @ApiOkResponse({ type: SettingsResponseDto, description: 'The settings as stored' })
  @ChecksIfMatch(SettingsVersionConflictDto, 'settings')
  @AnswersETag()
  @ApiOperation({
    summary: 'Change your settings',
    description:
      'Replaces the stored settings with the ones sent (to change some fields, PATCH). The ' +
      'invoice counter may be left out and only grows (the larger of stored and sent is kept). A masked Mollie key ' +
      'sent back keeps the stored one; an empty one removes it. Send `If-Match: "<version>"` to ' +
      'change only the version you read (else 412 VERSION_CONFLICT with the stored copy).',
  })
  updateSettings(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SaveSettingsBodyDto,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<SettingsResponseDto> {
    return this.settings.update(user.id, body.settings, condition);
  }

  @Patch()
  @ApiMergePatchBody(SettingsPatchDto, 'settings')
  @ApiOkResponse({ type: SettingsResponseDto, description: 'The settings as stored' })
  @ChecksIfMatch(SettingsVersionConflictDto, 'settings')
  @AnswersETag()
  @ApiOperation({
    summary: 'Change some of your settings',
    description:
      'A JSON merge patch (RFC 7396, `application/merge-patch+json`) of what GET answers, e.g. ' +
      '`{"settings": {"paymentMethods": {"bank": {"iban": "NL91ABNA0417164300"}}}}`: objects ' +
      'merge at every depth, arrays are replaced whole, `null` removes (the default company: ' +
      'none). The result is checked and saved exactly like a PUT of it (the same 400s, ' +
      '`If-Match` and 412). Read-only fields are ignored.',
  })
  patchSettings(
    @CurrentUser() user: AuthenticatedUser,
    @Body() patch: unknown,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<SettingsResponseDto> {
    return this.settings.patch(user.id, patch, condition);
  }
}
