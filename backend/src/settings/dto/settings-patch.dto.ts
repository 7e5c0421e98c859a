import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { SettingsDto } from './settings.dto.js';

/** Any of the settings' fields (objects in them merge field by field). */
export class SettingsFieldsPatchDto extends PartialType(SettingsDto) {}

/** The schema of a PATCH body (a JSON merge patch of what GET answers). */
export class SettingsPatchDto {
  @ApiPropertyOptional({ type: SettingsFieldsPatchDto })
  settings?: SettingsFieldsPatchDto;
}
