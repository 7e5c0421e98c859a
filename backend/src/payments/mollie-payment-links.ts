import { Inject, Injectable } from '@nestjs/common';
import {
  centsToDecimalString,
  paymentDescription,
  type ApiInvoice,
  type PaymentLink,
} from '@app/contracts/invoice';
import { Clock } from '../common/time/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { MollieConnectionsService } from '../mollie/mollie-connections.service.js';
import { MollieEndpoint } from '../mollie/mollie-endpoint.js';

export const MOLLIE = 'mollie';

/** What Mollie says of a stored link now. */
export type LinkState = { kind: 'paid'; paidAt: string } | { kind: 'open' } | { kind: 'gone' };

/** One call to Mollie may take this long before it counts as Mollie being unreachable. */
const MOLLIE_TIMEOUT_MS = 15_000;

/** A plain call's refusal, shaped like the client's `MollieApiError` (withClient reads it). */
class MollieHttpError extends Error {
  constructor(readonly statusCode: number) {
    super(`Mollie API answered ${statusCode}`);
  }
}

/** The parts of Mollie's payment link that say whether it can still be paid. */
type MollieLinkState = { paidAt?: string; expiresAt?: string; archived: boolean };

const statusOf = (error: unknown): unknown => (error as { statusCode?: unknown }).statusCode;

/**
 * Mollie payment links for invoices, made and read with the owner's Connect token through the
 * official client. Mollie's answer is the only source of a payment: a webhook's body or a
 * customer's return is a prompt to ask, never a fact.
 */
@Injectable()
export class MolliePaymentLinks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly connections: MollieConnectionsService,
    private readonly endpoint: MollieEndpoint,
    private readonly clock: Clock,
  ) {}

  /**
   * A new link for `amount` cents (what the invoice still asks for: its total less its credit
   * notes), paid back to the customer's status page; null when the owner has no Mollie connected. The webhook address names the invoice: Mollie's payment
   * carries no reference to its link, so the invoice is how the notification finds its owner.
   */
  async create(ownerId: string, invoice: ApiInvoice, amount: number): Promise<PaymentLink | null> {
    const base = this.config.publicUrl.replace(/\/+$/, '');
    const id = encodeURIComponent(invoice.id);
    const link = await this.connections.withClient(ownerId, (client, access) =>
      client.paymentLinks.create({
        description: paymentDescription(
          invoice.paymentMethods.mollie.description,
          invoice.invoiceNumber,
        ).slice(0, 255),
        amount: { currency: invoice.currency, value: centsToDecimalString(amount) },
        redirectUrl: `${base}/invoice-status/${id}?payment=returned`,
        webhookUrl: `${base}/api/payments/webhooks/mollie/${id}`,
        ...(access.profileId === null ? {} : { profileId: access.profileId }),
        ...this.mode(),
      }),
    );
    if (link === null) return null;
    return {
      id: link.id,
      provider: MOLLIE,
      status: 'open',
      createdAt: this.clock.now().toISOString(),
      url: link.getPaymentUrl(),
      amount,
    };
  }

  /** Mollie's current word on a stored link; null when the owner's Mollie is disconnected. */
  async check(ownerId: string, link: PaymentLink): Promise<LinkState | null> {
    try {
      const current = await this.connections.withClient(ownerId, (client) =>
        client.paymentLinks.get(link.id, this.mode()),
      );
      return current === null ? null : this.stateOf(current);
    } catch (error) {
      // Another mode, another merchant (reconnected to a different account) or deleted.
      if (statusOf(error) === 404) return { kind: 'gone' };
      throw error;
    }
  }

  /**
   * The id (`tr_…`) of the payment that paid a link, what a refund needs; null when none did or
   * the owner's Mollie is disconnected. A payment does not name its link, so the link's payments
   * are listed (`GET /v2/payment-links/{id}/payments`: a plain call, the client 4.6.0 has no
   * binder for it).
   */
  async paidPaymentOf(ownerId: string, linkId: string): Promise<string | null> {
    const found = await this.connections.withClient(ownerId, async (_client, access) => {
      const url = new URL(
        `payment-links/${encodeURIComponent(linkId)}/payments`,
        this.endpoint.apiUrl,
      );
      if (this.config.mollie.testMode) url.searchParams.set('testmode', 'true');
      const response = await this.endpoint.fetch(url, {
        headers: { authorization: `Bearer ${access.accessToken}`, accept: 'application/hal+json' },
        signal: AbortSignal.timeout(MOLLIE_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.arrayBuffer().catch(() => undefined);
        throw new MollieHttpError(response.status);
      }
      const body = (await response.json()) as {
        _embedded?: { payments?: { id: string; status: string }[] };
      };
      return body._embedded?.payments?.find((payment) => payment.status === 'paid')?.id ?? null;
    });
    return found ?? null;
  }

  private stateOf(link: MollieLinkState): LinkState {
    if (link.paidAt) return { kind: 'paid', paidAt: new Date(link.paidAt).toISOString() };
    const expired =
      link.expiresAt !== undefined && Date.parse(link.expiresAt) <= this.clock.now().getTime();
    return link.archived || expired ? { kind: 'gone' } : { kind: 'open' };
  }

  private mode(): { testmode?: true } {
    return this.config.mollie.testMode ? { testmode: true } : {};
  }
}
