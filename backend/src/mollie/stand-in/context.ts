import type { StandInRecords } from './records.ts';
import type { StandInUrls } from './representations.ts';
import type { WebhookSender } from './webhooks.ts';

/** How refunds move on: at once to `refunded` (with the webhook), or only by `setRefundStatus`. */
export type RefundProgress = 'instant' | 'manual';

/** What every route of the stand-in shares. */
export type StandInContext = {
  records: StandInRecords;
  urls: StandInUrls;
  /** The one OAuth app the stand-in knows (Mollie Connect's client). */
  app: { clientId: string; clientSecret: string; redirectUris: string[] };
  accessTokenLifetimeSeconds: number;
  now: () => Date;
  webhooks: WebhookSender;
  /** Refunds become `refunded` at once, or wait for the test (`setRefundStatus`). */
  refundProgress: RefundProgress;
};
