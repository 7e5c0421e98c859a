import { Module } from '@nestjs/common';
import { SendEmailModule } from '../../email-queue/jobs/send-email/send-email.module.js';
import { InvoicesModule } from '../../invoices/invoices.module.js';
import { SettingsModule } from '../../settings/settings.module.js';
import { ScheduleGeneratorRepository } from './schedule-generator.repository.js';
import { ScheduleGeneratorService } from './schedule-generator.service.js';

/** Makes the invoices of due schedules (docs/scheduled-work.md). */
@Module({
  imports: [InvoicesModule, SettingsModule, SendEmailModule],
  providers: [ScheduleGeneratorRepository, ScheduleGeneratorService],
  exports: [ScheduleGeneratorService],
})
export class ScheduleGeneratorModule {}
