import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { issuedInvoiceOf, type IssuedCopy } from '../../../../archive/issued-copy.js';
import type { JobHandler } from '../../../../common/queue/queue.interface.js';
import type { AppConfig } from '../../../../config/app-config.js';
import { APP_CONFIG } from '../../../../config/config.tokens.js';
import { EInvoicesService } from '../../../../e-invoices/e-invoices.service.js';
import { InvoicePdfService } from '../../../../invoice-pdf/invoice-pdf.service.js';
import { PeppolProvider, type SendOutcome } from '../../../provider/peppol-provider.js';
import {
  DELIVERY_REASONS,
  exhaustedReason,
  notReadyReason,
  reasonText,
} from '../../delivery-reasons.js';
import {
  type ChangedDelivery,
  PeppolDeliveryClaimsRepository,
} from '../../peppol-delivery-claims.repository.js';
import { PeppolDeliveryTransitions } from '../../peppol-delivery-transitions.service.js';
import { PeppolRegistrationService } from '../../../registration/peppol-registration.service.js';
import type { SendPeppolJob } from './send-peppol.job.js';

/**
 * Tries one delivery may use in all, across queue retries and recoveries: an access point that
 * stays unreachable (or a document that kills its worker every time) ends `failed`, with what to
 * do instead, rather than being tried for ever.
 */
export const MAX_SEND_ATTEMPTS = 5;

/** Names this process in the deliveries it claims. */
const WORKER = `${hostname()}:${process.pid}`;

/** A try that cannot succeed however often it is made: the delivery fails with this reason. */
type Unsendable = { unsendable: string };

/** A try's outcome, with the files it sent when it reached the provider. */
type Tried = { outcome: SendOutcome | Unsendable; copy?: IssuedCopy };

/**
 * Sends one Peppol delivery. The record, not the job, decides: the handler first claims it (queued,
 * or a dead worker's expired claim) with one conditional UPDATE, keeps the claim alive while it
 * renders and sends, and only the claim holder can record the outcome. So however often a job runs
 * (retries, Bull's stalled-job takeover, a recovery job, two instances), the provider is asked
 * once per try and a sent delivery is never sent again.
 */
@Injectable()
export class SendPeppolHandler implements JobHandler<SendPeppolJob> {
  private readonly logger = new Logger('SendPeppol');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly claims: PeppolDeliveryClaimsRepository,
    private readonly transitions: PeppolDeliveryTransitions,
    private readonly eInvoices: EInvoicesService,
    private readonly registrations: PeppolRegistrationService,
    private readonly provider: PeppolProvider,
    private readonly pdfs: InvoicePdfService,
  ) {}

  async handle({ deliveryId }: SendPeppolJob): Promise<void> {
    const leaseMs = this.config.peppol.deliveries.claimLeaseMs;
    const token = randomUUID();
    const claim = { token, worker: WORKER };
    const claimed = await this.transitions.run((claims) =>
      claims.claim(deliveryId, claim, leaseMs, MAX_SEND_ATTEMPTS),
    );
    if (claimed === null) return this.notClaimed(deliveryId);
    const heartbeat = this.keepClaimed(deliveryId, token, leaseMs);
    let outcome: SendOutcome | Unsendable;
    let copy: IssuedCopy | undefined;
    try {
      ({ outcome, copy } = await this.send(claimed));
    } catch (thrown) {
      // Whatever broke on our side or on the way (the database, the network): try again later.
      outcome = { kind: 'unavailable', reason: reasonText(String(thrown)) };
    } finally {
      clearInterval(heartbeat);
    }
    if ('unsendable' in outcome) {
      await this.transitions.run((claims) =>
        claims.settle(deliveryId, token, 'failed', outcome.unsendable),
      );
      return;
    }
    if (outcome.kind === 'sent') {
      // The UBL sent and its PDF are archived with the status change (docs/archive.md).
      const sent = await this.transitions.run(
        (claims) => claims.markSent(deliveryId, token, outcome),
        copy,
      );
      // Only possible when this worker could not renew its claim for a whole lease.
      if (sent === null)
        this.logger.error(`Peppol delivery ${deliveryId} sent after its claim was taken over`);
      return;
    }
    if (outcome.kind === 'refused') {
      await this.transitions.run((claims) =>
        claims.settle(deliveryId, token, 'refused', reasonText(outcome.reason)),
      );
      return;
    }
    await this.unavailable(claimed, token, outcome.reason);
  }

  /** The delivery as the customer will get it, sent from the owner's registered company. */
  private async send(delivery: ChangedDelivery): Promise<Tried> {
    const { userId, invoiceId } = delivery;
    const companyId = await this.registrations.activeCompanyId(userId);
    if (companyId === null) return { outcome: { unsendable: DELIVERY_REASONS.notRegistered } };
    let xml: string;
    try {
      ({ xml } = await this.eInvoices.ubl(userId, invoiceId));
    } catch (thrown) {
      const reason = notReadyReason(thrown);
      if (reason === null) throw thrown;
      return { outcome: { unsendable: reason } };
    }
    // Rendered before the provider is asked: a PDF that cannot be made fails this try (and is
    // tried again), never leaves a sent document without its archived copy.
    const pdf = await this.pdfs.render(userId, invoiceId);
    const copy: IssuedCopy = {
      invoice: issuedInvoiceOf(invoiceId, pdf.invoice),
      issuedBy: 'peppol',
      sellerCountry: pdf.country,
      pdf: pdf.bytes,
      ubl: { xml },
    };
    return { outcome: await this.provider.send(companyId, delivery.recipient, xml), copy };
  }

  /**
   * Not now: given back to be tried again (the queue's back-off, then the recovery sweep), until
   * the delivery's tries are used up; then it fails, telling the user to e-mail it instead.
   */
  private async unavailable(
    delivery: ChangedDelivery,
    token: string,
    reason: string,
  ): Promise<void> {
    const { id } = delivery;
    if (delivery.attempts >= MAX_SEND_ATTEMPTS) {
      await this.transitions.run((claims) =>
        claims.settle(id, token, 'failed', DELIVERY_REASONS.unreachable),
      );
      return;
    }
    await this.transitions.run((claims) => claims.release(id, token, reasonText(reason)));
    this.logger.warn(
      `Peppol delivery ${id}: try ${delivery.attempts} did not get through: ${reason}`,
    );
    // The queue retries it with back-off; after the job's last try the recovery sweep does.
    throw new Error(`Peppol delivery ${id} not sent yet: ${reason}`);
  }

  /**
   * Someone else holds the delivery or it is finished: nothing to do. One nobody holds that used
   * up its tries is failed here, so it cannot stay queued (`settle` leaves a live claim alone).
   */
  private async notClaimed(deliveryId: string): Promise<void> {
    const delivery = await this.claims.findById(deliveryId);
    const unfinished = delivery?.status === 'queued' || delivery?.status === 'sending';
    if (delivery && unfinished && delivery.attempts >= MAX_SEND_ATTEMPTS) {
      await this.transitions.run((claims) =>
        claims.settle(deliveryId, null, 'failed', exhaustedReason(delivery)),
      );
    }
  }

  /** Renews the claim a few times per lease, as Bull renews its job locks. */
  private keepClaimed(deliveryId: string, token: string, leaseMs: number): NodeJS.Timeout {
    const timer = setInterval(
      () => {
        this.claims.renewClaim(deliveryId, token, leaseMs).then(
          (held) => {
            if (!held) this.logger.warn(`Peppol delivery ${deliveryId}: claim lost while sending`);
          },
          (error: unknown) =>
            this.logger.warn(`Peppol delivery ${deliveryId}: claim not renewed: ${String(error)}`),
        );
      },
      Math.max(250, Math.floor(leaseMs / 4)),
    );
    timer.unref();
    return timer;
  }
}
