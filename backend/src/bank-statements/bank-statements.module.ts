import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { BankCreditEntity } from './bank-credit.entity.js';
import { BankCreditsRepository } from './bank-credits.repository.js';
import { BankCreditsService } from './bank-credits.service.js';
import { BankStatementImportService } from './bank-statement-import.service.js';
import { BankStatementsController } from './bank-statements.controller.js';
import { OpenInvoicesRepository } from './open-invoices.repository.js';

/**
 * Bank reconciliation (docs/bank-reconciliation.md): importing camt.053 statements, the
 * imported credits, and the user's decisions about those the matching was not sure of.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BankCreditEntity]), InvoicesModule],
  controllers: [BankStatementsController],
  providers: [
    BankCreditsRepository,
    OpenInvoicesRepository,
    BankStatementImportService,
    BankCreditsService,
  ],
})
export class BankStatementsModule {}
