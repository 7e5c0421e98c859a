import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LogoController } from './logo.controller.js';
import { LogoEntity } from './logo.entity.js';
import { LogoRenderer } from './logo-renderer.js';
import { LogoRepository } from './logo.repository.js';
import { LogoService } from './logo.service.js';
import { LogoFileEntity } from './storage/logo-file.entity.js';
import { LogoFilesRepository } from './storage/logo-files.repository.js';
import { LOGO_STORAGE } from './storage/logo-storage.js';
import { PostgresLogoStorage } from './storage/postgres-logo-storage.js';

/** The user's logo (spec §5, §7). Exports LogoService for settings, the PDF and e-mail. */
@Module({
  imports: [TypeOrmModule.forFeature([LogoEntity, LogoFileEntity])],
  controllers: [LogoController],
  providers: [
    LogoRepository,
    LogoFilesRepository,
    LogoRenderer,
    LogoService,
    { provide: LOGO_STORAGE, useClass: PostgresLogoStorage },
  ],
  exports: [LogoService],
})
export class LogoModule {}
