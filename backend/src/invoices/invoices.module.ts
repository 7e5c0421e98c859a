import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniesModule } from '../companies/companies.module.js';
import { SchedulesRepositoryModule } from '../schedules/schedules-repository.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { InvoiceEntity } from './invoice.entity.js';
import { InvoiceWriterService } from './invoice-writer.service.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesRepository } from './invoices.repository.js';
import { InvoicesService } from './invoices.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([InvoiceEntity]),
    CompaniesModule,
    SchedulesRepositoryModule,
    SettingsModule,
  ],
  controllers: [InvoicesController],
  providers: [InvoicesRepository, InvoiceWriterService, InvoicesService],
  exports: [InvoicesRepository, InvoiceWriterService, InvoicesService],
})
export class InvoicesModule {}
