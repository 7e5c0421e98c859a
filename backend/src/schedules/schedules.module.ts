import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { ScheduleWriterService } from './schedule-writer.service.js';
import { SchedulesController } from './schedules.controller.js';
import { SchedulesRepositoryModule } from './schedules-repository.module.js';
import { SchedulesService } from './schedules.service.js';

@Module({
  imports: [SchedulesRepositoryModule, InvoicesModule],
  controllers: [SchedulesController],
  providers: [ScheduleWriterService, SchedulesService],
  exports: [SchedulesService],
})
export class SchedulesModule {}
