import { Module } from '@nestjs/common';
import { SecretBox } from '../common/crypto/secret-box.js';
import { LogoModule } from '../logo/logo.module.js';
import { SettingsCodec } from './settings-codec.js';
import { SettingsController } from './settings.controller.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

@Module({
  imports: [LogoModule],
  controllers: [SettingsController],
  providers: [SecretBox, SettingsCodec, SettingsRepository, SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
