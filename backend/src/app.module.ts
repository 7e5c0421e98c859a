import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CompaniesModule } from './companies/companies.module.js';
import { AuthCoreModule } from './common/auth/auth-core.module.js';
import { HttpExceptionFilter } from './common/errors/http-exception.filter.js';
import { IdempotencyModule } from './common/idempotency/idempotency.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { EmailQueueModule } from './email-queue/email-queue.module.js';
import { ClockModule } from './common/time/clock.module.js';
import { ForegroundModule } from './common/http/foreground.module.js';
import { HealthModule } from './health/health.module.js';
import { EInvoicesModule } from './e-invoices/e-invoices.module.js';
import { InvoicePdfModule } from './invoice-pdf/invoice-pdf.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { SchedulesModule } from './schedules/schedules.module.js';
import { ScheduleGeneratorModule } from './schedules/generator/schedule-generator.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { TestControlsModule } from './testing/test-controls.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { LogoModule } from './logo/logo.module.js';
import { MollieModule } from './mollie/mollie.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { QueueModule } from './common/queue/queue.module.js';
import { UsersModule } from './users/users.module.js';
import { ViesModule } from './vies/vies.module.js';
import { PeppolDeliveriesModule } from './peppol/deliveries/peppol-deliveries.module.js';
import { PeppolModule } from './peppol/peppol.module.js';
import { ReceivedDocumentsModule } from './peppol/received/received-documents.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { PersonalTokensModule } from './personal-tokens/personal-tokens.module.js';
import { ArchiveModule } from './archive/archive.module.js';
import { VatReturnModule } from './vat-return/vat-return.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { BankStatementsModule } from './bank-statements/bank-statements.module.js';
import { ExportsModule } from './exports/exports.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        ClockModule.forRoot({ movable: config.testControls }),
        ForegroundModule,
        ScheduleModule.forRoot(),
        AuthCoreModule,
        IdempotencyModule,
        HealthModule,
        UsersModule,
        PersonalTokensModule,
        AuthModule,
        CompaniesModule,
        SettingsModule,
        InvoicesModule,
        EInvoicesModule,
        InvoicePdfModule,
        LogoModule,
        MollieModule,
        PaymentsModule,
        SchedulesModule,
        QueueModule.forRoot(),
        EmailQueueModule,
        ScheduleGeneratorModule,
        RemindersModule,
        AdminModule,
        WebhooksModule,
        ViesModule,
        PeppolModule,
        PeppolDeliveriesModule,
        ReceivedDocumentsModule,
        ArchiveModule,
        VatReturnModule,
        ReportsModule,
        BankStatementsModule,
        ExportsModule,
        ...(config.testControls ? [TestControlsModule] : []),
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
    };
  }
}
