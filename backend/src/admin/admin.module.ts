import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module.js';
import { SendEmailModule } from '../email-queue/jobs/send-email/send-email.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminDailyStatsRepository } from './admin-daily-stats.repository.js';
import { AdminDailyStatsService } from './admin-daily-stats.service.js';
import { AdminStatsController } from './admin-stats.controller.js';
import { AdminAuditInterceptor } from './admin-audit.interceptor.js';
import { AdminAuditRepository } from './admin-audit.repository.js';
import { AdminEmailQueueController } from './admin-email-queue.controller.js';
import { AdminEmailQueueService } from './admin-email-queue.service.js';
import { AdminEmailsRepository } from './admin-emails.repository.js';
import { AdminPeppolDeliveriesController } from './admin-peppol-deliveries.controller.js';
import { AdminPeppolDeliveriesRepository } from './admin-peppol-deliveries.repository.js';
import { AdminPeppolDeliveriesService } from './admin-peppol-deliveries.service.js';
import { AdminGuard } from './admin.guard.js';
import { AdminService } from './admin.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersRepository } from './admin-users.repository.js';

/** The operators' API under /api/admin: admins only, every request in the audit log. */
@Module({
  imports: [
    UsersModule,
    InvoicesModule,
    CompaniesModule,
    SettingsModule,
    SchedulesModule,
    SendEmailModule,
  ],
  controllers: [
    AdminUsersController,
    AdminEmailQueueController,
    AdminPeppolDeliveriesController,
    AdminStatsController,
  ],
  providers: [
    AdminGuard,
    AdminAuditInterceptor,
    AdminAuditRepository,
    AdminService,
    AdminUsersRepository,
    AdminEmailsRepository,
    AdminEmailQueueService,
    AdminPeppolDeliveriesRepository,
    AdminPeppolDeliveriesService,
    AdminDailyStatsRepository,
    AdminDailyStatsService,
  ],
})
export class AdminModule {}
