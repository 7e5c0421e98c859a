import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretBox } from '../common/crypto/secret-box.js';
import { LogoModule } from '../logo/logo.module.js';
import { SettingsCodec } from './settings-codec.js';
import { SettingsController } from './settings.controller.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';
import { UserSettingsEntity } from './user-settings.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserSettingsEntity]), LogoModule],
  controllers: [SettingsController],
  providers: [SecretBox, SettingsCodec, SettingsRepository, SettingsService],
  exports: [SettingsCodec, SettingsRepository, SettingsService],
})
export class SettingsModule {}
