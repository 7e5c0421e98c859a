import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { MollieModule } from '../mollie/mollie.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { InvoiceStatusController } from './invoice-status.controller.js';
import { MolliePaymentLinks } from './mollie-payment-links.js';
import { MollieWebhookController } from './mollie-webhook.controller.js';
import { PaymentsService } from './payments.service.js';
import { MollieRefunds } from './refunds/mollie-refunds.js';
import { MollieRefundsRepository } from './refunds/mollie-refunds.repository.js';
import { RefundsController } from './refunds/refunds.controller.js';
import { RefundsService } from './refunds/refunds.service.js';

/**
 * Getting paid: the public status and pay pages' API, the providers' webhooks, and refunds of
 * credit notes through Mollie.
 */
@Module({
  imports: [InvoicesModule, MollieModule, SettingsModule],
  controllers: [InvoiceStatusController, MollieWebhookController, RefundsController],
  providers: [
    MolliePaymentLinks,
    PaymentsService,
    MollieRefunds,
    MollieRefundsRepository,
    RefundsService,
  ],
})
export class PaymentsModule {}
