import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthRepository } from './health.repository.js';
import { HealthService } from './health.service.js';
import { ShutdownState } from './shutdown-state.js';

@Module({
  controllers: [HealthController],
  providers: [HealthService, HealthRepository, ShutdownState],
  exports: [ShutdownState],
})
export class HealthModule {}
