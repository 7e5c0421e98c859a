import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduleEntity } from './schedule.entity.js';
import { SchedulesRepository } from './schedules.repository.js';

/**
 * The schedules table alone, for the invoices module (it checks an invoice's scheduleId). Kept
 * apart from SchedulesModule, which needs the invoices module, so neither imports the other.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ScheduleEntity])],
  providers: [SchedulesRepository],
  exports: [SchedulesRepository],
})
export class SchedulesRepositoryModule {}
