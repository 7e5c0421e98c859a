import { Inject, Injectable } from '@nestjs/common';
import type { RefundStatus as MollieRefundStatus } from '@mollie/api-client';
import { centsToDecimalString, isRefundStatus, type RefundStatus } from '@app/contracts/invoice';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.tokens.js';
import { MollieConnectionsService } from '../../mollie/mollie-connections.service.js';

/** A refund as Mollie answered its creation. */
export type CreatedRefund = { id: string; status: RefundStatus };

export type RefundRequest = {
  paymentId: string;
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  /** Mollie answers a repeat with this key with the first refund, never a second one. */
  idempotencyKey: string;
};

const statusOf = (error: unknown): unknown => (error as { statusCode?: unknown }).statusCode;

/** "12.34" (Mollie's amounts always carry two decimals) to 1234. */
const centsOf = (value: string): number => {
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

/** An unknown status from Mollie is read as still pending: it is asked again on the next webhook. */
const known = (status: MollieRefundStatus | string): RefundStatus =>
  isRefundStatus(status) ? status : 'pending';

/**
 * Mollie's Refunds API for credit notes, with the owner's Connect token through the official
 * client (docs.mollie.com/reference/create-refund, get-refund). Null answers: the owner's Mollie
 * is disconnected.
 */
@Injectable()
export class MollieRefunds {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly connections: MollieConnectionsService,
  ) {}

  /** What Mollie can still refund of a payment (`amountRemaining`), in cents. */
  async remaining(ownerId: string, paymentId: string): Promise<number | null> {
    const payment = await this.connections.withClient(ownerId, (client) =>
      client.payments.get(paymentId, this.mode()),
    );
    if (payment === null) return null;
    return payment.amountRemaining === undefined ? 0 : centsOf(payment.amountRemaining.value);
  }

  async create(ownerId: string, request: RefundRequest): Promise<CreatedRefund | null> {
    const refund = await this.connections.withClient(ownerId, (client) =>
      client.paymentRefunds.create({
        paymentId: request.paymentId,
        amount: { currency: 'EUR', value: centsToDecimalString(request.amountCents) },
        description: request.description.slice(0, 255),
        metadata: request.metadata,
        idempotencyKey: request.idempotencyKey,
        ...this.mode(),
      }),
    );
    return refund === null ? null : { id: refund.id, status: known(refund.status) };
  }

  /** Mollie's current status of a refund; null when disconnected or Mollie no longer knows it. */
  async status(ownerId: string, paymentId: string, refundId: string): Promise<RefundStatus | null> {
    try {
      const refund = await this.connections.withClient(ownerId, (client) =>
        client.paymentRefunds.get(refundId, { paymentId, ...this.mode() }),
      );
      return refund === null ? null : known(refund.status);
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  private mode(): { testmode?: true } {
    return this.config.mollie.testMode ? { testmode: true } : {};
  }
}
