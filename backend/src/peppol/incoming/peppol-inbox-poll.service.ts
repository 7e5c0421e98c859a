import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicWorkService } from '../../common/periodic/periodic-work.service.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.tokens.js';
import { PeppolEndpoint } from '../peppol-endpoint.js';
import { PeppolProvider } from '../provider/peppol-provider.js';
import { PeppolRegistrationService } from '../registration/peppol-registration.service.js';
import {
  PeppolRegistrationsRepository,
  type PolledRegistration,
} from '../registration/peppol-registrations.repository.js';
import { PeppolIncomingService } from './peppol-incoming.service.js';
import { PeppolLocksRepository } from './peppol-locks.repository.js';
import { PeppolWebhookSetup } from './peppol-webhook-setup.js';

/** Registrations read per page of a round. */
const PAGE = 100;

/**
 * The fallback for webhooks the provider never retries (docs/peppol.md, "Receiving"): with the
 * scheduled work (SCHEDULED_WORK, SCHEDULED_WORK_INTERVAL_SECONDS), each active registration's
 * unread documents are handled as a webhook would have, and pending ones are checked for their
 * identity check. One instance polls at a time (an advisory lock held for the round; the others
 * skip it), and each document is handled once whoever finds it (PeppolIncomingService).
 */
@Injectable()
export class PeppolInboxPollService extends PeriodicWorkService {
  private readonly logger = new Logger('PeppolInboxPoll');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    registry: SchedulerRegistry,
    private readonly endpoint: PeppolEndpoint,
    private readonly provider: PeppolProvider,
    private readonly registrations: PeppolRegistrationsRepository,
    private readonly registration: PeppolRegistrationService,
    private readonly incoming: PeppolIncomingService,
    private readonly locks: PeppolLocksRepository,
    private readonly webhook: PeppolWebhookSetup,
  ) {
    super(registry, 'peppol-inbox-poll', config.scheduledWork);
  }

  protected async runDue(): Promise<void> {
    if (!this.endpoint.available) return;
    await this.webhook.ensure();
    await this.locks.whileHeld('inbox-poll', async () => {
      let after: string | null = null;
      while (!this.work.stopping) {
        const page = await this.registrations.pageForPoll(after, PAGE);
        for (const registration of page) {
          if (this.work.stopping) return;
          await this.poll(registration);
        }
        if (page.length < PAGE) return;
        after = page[page.length - 1].userId;
      }
    });
  }

  /** One registration; its failure is logged and left for the next round, never the others'. */
  private async poll(registration: PolledRegistration): Promise<void> {
    if (registration.status === 'pending_verification') {
      await this.registration.refresh(registration.providerCompanyId);
      return;
    }
    try {
      const unread = await this.provider.inbox(registration.providerCompanyId);
      for (const { id } of unread) {
        if (this.work.stopping) return;
        await this.incoming.process(id).catch((error: unknown) => {
          this.logger.warn(`Document ${id} not handled, left for the next round: ${String(error)}`);
        });
      }
    } catch (error) {
      this.logger.warn(
        `Inbox of ${registration.providerCompanyId} not polled, left for the next round: ${String(error)}`,
      );
    }
  }
}
