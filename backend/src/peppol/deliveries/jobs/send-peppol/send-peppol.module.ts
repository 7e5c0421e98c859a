import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { QueueDriver } from '../../../../common/queue/queue.interface.js';
import { QUEUE_DRIVER } from '../../../../common/queue/queue.tokens.js';
import { EInvoicesModule } from '../../../../e-invoices/e-invoices.module.js';
import { InvoicePdfModule } from '../../../../invoice-pdf/invoice-pdf.module.js';
import { InvoicesModule } from '../../../../invoices/invoices.module.js';
import { PeppolModule } from '../../../peppol.module.js';
import { PeppolProviderModule } from '../../../provider/peppol-provider.module.js';
import { PeppolDeliveriesRepository } from '../../peppol-deliveries.repository.js';
import { PeppolDeliveryClaimsRepository } from '../../peppol-delivery-claims.repository.js';
import { PeppolDeliveryTransitions } from '../../peppol-delivery-transitions.service.js';
import { PeppolDeliveryEntity } from '../../peppol-delivery.entity.js';
import { SendPeppolHandler } from './send-peppol.handler.js';
import { SEND_PEPPOL_QUEUE } from './send-peppol.job.js';
import { SendPeppolProducer } from './send-peppol.producer.js';

/**
 * Deliveries one instance sends at once: a send mostly waits on the provider (the AS4 exchange
 * happens inside its request), so a few in parallel.
 */
export const SEND_PEPPOL_CONCURRENCY = 4;

/** The send-peppol queue: producer, handler, and the claims and transitions they share. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PeppolDeliveryEntity]),
    InvoicesModule,
    InvoicePdfModule,
    EInvoicesModule,
    PeppolProviderModule,
    PeppolModule,
  ],
  providers: [
    PeppolDeliveriesRepository,
    PeppolDeliveryClaimsRepository,
    PeppolDeliveryTransitions,
    SendPeppolHandler,
    SendPeppolProducer,
  ],
  exports: [
    PeppolDeliveriesRepository,
    PeppolDeliveryClaimsRepository,
    PeppolDeliveryTransitions,
    SendPeppolProducer,
  ],
})
export class SendPeppolModule implements OnModuleInit {
  constructor(
    @Inject(QUEUE_DRIVER) private readonly driver: QueueDriver,
    private readonly handler: SendPeppolHandler,
  ) {}

  onModuleInit(): void {
    this.driver.registerHandler(SEND_PEPPOL_QUEUE, this.handler, {
      concurrency: SEND_PEPPOL_CONCURRENCY,
    });
  }
}
