import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module.js';
import { IncomingDocumentSinks } from './incoming/incoming-document-sinks.js';
import { PeppolInboxPollService } from './incoming/peppol-inbox-poll.service.js';
import { PeppolIncomingService } from './incoming/peppol-incoming.service.js';
import { PeppolLocksRepository } from './incoming/peppol-locks.repository.js';
import { PeppolWebhookSetup } from './incoming/peppol-webhook-setup.js';
import { PeppolWebhookController } from './incoming/peppol-webhook.controller.js';
import { PeppolParticipantsController } from './participants/peppol-participants.controller.js';
import { PeppolParticipantsService } from './participants/peppol-participants.service.js';
import { PeppolProviderModule } from './provider/peppol-provider.module.js';
import { PeppolRegistrationEntity } from './registration/peppol-registration.entity.js';
import { PeppolRegistrationController } from './registration/peppol-registration.controller.js';
import { PeppolRegistrationService } from './registration/peppol-registration.service.js';
import { PeppolRegistrationsRepository } from './registration/peppol-registrations.repository.js';

/**
 * Peppol (issue 33, docs/peppol.md): registering users' companies, looking participants up, and
 * routing incoming documents (webhook and inbox poll) to every IncomingDocumentSink bound in the
 * app. Sending lives in deliveries/, received invoices in received/.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PeppolRegistrationEntity]),
    DiscoveryModule,
    SettingsModule,
    PeppolProviderModule,
  ],
  controllers: [
    PeppolRegistrationController,
    PeppolParticipantsController,
    PeppolWebhookController,
  ],
  providers: [
    PeppolRegistrationsRepository,
    PeppolRegistrationService,
    PeppolParticipantsService,
    PeppolLocksRepository,
    IncomingDocumentSinks,
    PeppolIncomingService,
    PeppolWebhookSetup,
    PeppolInboxPollService,
  ],
  exports: [
    PeppolIncomingService,
    PeppolInboxPollService,
    // For sending (deliveries/): the sender's registration and the customer's lookup.
    PeppolRegistrationsRepository,
    PeppolParticipantsService,
    PeppolRegistrationService,
  ],
})
export class PeppolModule {}
