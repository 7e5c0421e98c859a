import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SaveSettingsBodyDto, SettingsResponseDto } from './dto/settings.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('user/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOkResponse({ type: SettingsResponseDto })
  getSettings(@CurrentUser() user: AuthenticatedUser): Promise<SettingsResponseDto> {
    return this.settings.get(user.id);
  }

  @Put()
  @ApiOkResponse({ type: SettingsResponseDto, description: 'The settings as stored' })
  updateSettings(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SaveSettingsBodyDto,
  ): Promise<SettingsResponseDto> {
    return this.settings.update(user.id, body.settings);
  }
}
