import { Module } from '@nestjs/common';
import { EInvoicesModule } from '../../e-invoices/e-invoices.module.js';
import { InvoicesModule } from '../../invoices/invoices.module.js';
import { SettingsModule } from '../../settings/settings.module.js';
import { INCOMING_DOCUMENT_SINKS } from '../incoming/incoming-document-sink.js';
import { PeppolModule } from '../peppol.module.js';
import { PeppolProviderModule } from '../provider/peppol-provider.module.js';
import { SendPeppolModule } from './jobs/send-peppol/send-peppol.module.js';
import { PeppolDeliveriesController } from './peppol-deliveries.controller.js';
import { PeppolDeliveriesService } from './peppol-deliveries.service.js';
import { PeppolRecoveryService } from './peppol-recovery.service.js';
import { RecipientLookup } from './recipient-lookup.js';
import { DeliveryResponseSink } from './responses/delivery-response.sink.js';

/**
 * Sending invoices over Peppol (docs/peppol.md "Sending"): the send and list routes, the
 * send-peppol queue, the sweep that recovers lost work, and the sink that reads the customers'
 * message-level responses.
 */
@Module({
  imports: [
    InvoicesModule,
    SettingsModule,
    EInvoicesModule,
    SendPeppolModule,
    PeppolProviderModule,
    PeppolModule,
  ],
  controllers: [PeppolDeliveriesController],
  providers: [
    PeppolDeliveriesService,
    PeppolRecoveryService,
    RecipientLookup,
    DeliveryResponseSink,
    { provide: INCOMING_DOCUMENT_SINKS, useExisting: DeliveryResponseSink },
  ],
})
export class PeppolDeliveriesModule {}
