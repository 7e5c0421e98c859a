import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArchiveStorageModule } from '../archive/archive-storage.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { WebhookOutboxModule } from '../webhooks/webhook-outbox.module.js';
import { InvoiceAmountsRepository } from './amounts/invoice-amounts.repository.js';
import { InvoiceAmountsService } from './amounts/invoice-amounts.service.js';
import { CreditNoteRulesService } from './credit-notes/credit-note-rules.service.js';
import { CreditNoteWriterService } from './credit-notes/credit-note-writer.service.js';
import { InvoiceDeliveryService } from './delivery/invoice-delivery.service.js';
import { InvoiceEntity } from './invoice.entity.js';
import { InvoiceScheduleLinksService } from './invoice-schedule-links.service.js';
import { InvoiceWriterService } from './invoice-writer.service.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoiceListRepository } from './invoice-list.repository.js';
import { InvoicesRepository } from './invoices.repository.js';
import { InvoicesService } from './invoices.service.js';
import { PayableInvoicesRepository } from './payable/payable-invoices.repository.js';
import { PayableInvoicesService } from './payable/payable-invoices.service.js';

/** Invoices. Schedules build on them (SchedulesModule imports this module, never the reverse). */
@Module({
  imports: [
    TypeOrmModule.forFeature([InvoiceEntity]),
    ArchiveStorageModule,
    CompaniesModule,
    SettingsModule,
    WebhookOutboxModule,
  ],
  controllers: [InvoicesController],
  providers: [
    InvoicesRepository,
    InvoiceListRepository,
    InvoiceWriterService,
    CreditNoteRulesService,
    CreditNoteWriterService,
    InvoiceScheduleLinksService,
    InvoicesService,
    InvoiceDeliveryService,
    PayableInvoicesRepository,
    PayableInvoicesService,
    InvoiceAmountsRepository,
    InvoiceAmountsService,
  ],
  exports: [
    InvoicesService,
    InvoiceScheduleLinksService,
    InvoiceDeliveryService,
    PayableInvoicesService,
  ],
})
export class InvoicesModule {}
