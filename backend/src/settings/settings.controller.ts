import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { AnswersETag, ChecksIfMatch, IfMatch } from '../common/versions/if-match.js';
import type { VersionCondition } from '../common/versions/version-condition.js';
import {
  SaveSettingsBodyDto,
  SettingsResponseDto,
  SettingsVersionConflictDto,
} from './dto/settings.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('user/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOkResponse({ type: SettingsResponseDto })
  @AnswersETag()
  getSettings(@CurrentUser() user: AuthenticatedUser): Promise<SettingsResponseDto> {
    return this.settings.get(user.id);
  }

  @Put()
  @ApiOkResponse({ type: SettingsResponseDto, description: 'The settings as stored' })
  @ChecksIfMatch(SettingsVersionConflictDto, 'settings')
  @AnswersETag()
  updateSettings(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SaveSettingsBodyDto,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<SettingsResponseDto> {
    return this.settings.update(user.id, body.settings, condition);
  }
}
