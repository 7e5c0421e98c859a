import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoiceScheduleLinksService } from '../invoices/invoice-schedule-links.service.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { ScheduleWriterService } from './schedule-writer.service.js';
import { ScheduleEntity } from './schedule.entity.js';
import { SchedulesController } from './schedules.controller.js';
import { SchedulesRepository } from './schedules.repository.js';
import { SchedulesService } from './schedules.service.js';

/**
 * Schedules of recurring invoices. They build on invoices, so this module imports the invoices
 * module and answers the one question invoices ask back (is an invoice's `scheduleId` one of the
 * owner's schedules?) by registering the check at start.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ScheduleEntity]), InvoicesModule],
  controllers: [SchedulesController],
  providers: [SchedulesRepository, ScheduleWriterService, SchedulesService],
  exports: [SchedulesService],
})
export class SchedulesModule implements OnModuleInit {
  constructor(
    private readonly invoiceLinks: InvoiceScheduleLinksService,
    private readonly schedules: SchedulesService,
  ) {}

  onModuleInit(): void {
    this.invoiceLinks.answerOwnershipWith((ownerId, scheduleId) =>
      this.schedules.isOwners(ownerId, scheduleId),
    );
  }
}
