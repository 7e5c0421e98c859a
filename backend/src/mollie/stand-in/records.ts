/**
 * What the stand-in keeps in memory. Field names follow Mollie's resources where the two meet,
 * so a test reads `paidAt` here as it reads it in the API; `organizationId` tells whose a record is.
 */
export type Mode = 'live' | 'test';

export type Amount = { currency: string; value: string };

export type OrganizationRecord = {
  id: string;
  name: string;
  email: string;
  locale: string;
  address: { streetAndNumber: string; postalCode: string; city: string; country: string };
  registrationNumber: string;
  vatNumber: string;
  vatRegulation: 'dutch' | 'shifted';
  verifiedAt: string;
};

export type ProfileRecord = {
  id: string;
  organizationId: string;
  name: string;
  website: string;
  email: string;
  phone: string;
  businessCategory: string;
  status: 'verified';
  createdAt: string;
  /** A website profile's API keys: `test_…` and `live_…`. */
  apiKeys: Record<Mode, string>;
};

/** One consent a merchant gave the app: its refresh token and the access tokens made from it. */
export type AuthorizationRecord = {
  id: number;
  organizationId: string;
  scopes: string[];
  /** The redirect_uri the code exchange sent, if any: each refresh must send it again. */
  redirectUri: string | null;
  refreshToken: string;
  revoked: boolean;
};

export type AuthorizationCodeRecord = {
  code: string;
  organizationId: string;
  scopes: string[];
  /** The redirect_uri of the authorize request, if it had one. */
  redirectUri: string | null;
  expiresAt: number;
  used: boolean;
  /** The authorization made when the code was exchanged: a second exchange revokes it. */
  authorizationId: number | null;
};

export type AccessTokenRecord = { token: string; authorizationId: number; expiresAt: number };

export type PaymentLinkRecord = {
  id: string;
  organizationId: string;
  profileId: string;
  mode: Mode;
  description: string;
  amount: Amount;
  redirectUrl: string | null;
  webhookUrl: string | null;
  reusable: boolean;
  archived: boolean;
  sequenceType: 'oneoff';
  createdAt: string;
  paidAt: string | null;
  expiresAt: string | null;
};

export type PaymentStatus = 'paid' | 'failed' | 'canceled' | 'expired';

export type PaymentRecord = {
  id: string;
  organizationId: string;
  profileId: string;
  mode: Mode;
  /** The link the payment was made through (Mollie lists these under the link, see api-routes). */
  paymentLinkId: string;
  description: string;
  amount: Amount;
  method: 'ideal';
  status: PaymentStatus;
  createdAt: string;
  /** When the status was reached: Mollie's `paidAt`, `failedAt`, `canceledAt` or `expiredAt`. */
  settledAt: string;
  redirectUrl: string | null;
  webhookUrl: string | null;
};

/** Mollie's refund statuses (docs.mollie.com/payments/refunds). */
export type RefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';

export type RefundRecord = {
  id: string;
  organizationId: string;
  profileId: string;
  mode: Mode;
  paymentId: string;
  amount: Amount;
  description: string;
  metadata: unknown;
  status: RefundStatus;
  createdAt: string;
};

export type WebhookAttempt = { at: string; status?: number; error?: string };

export type WebhookDelivery = {
  paymentId: string;
  url: string;
  attempts: WebhookAttempt[];
  outcome: 'pending' | 'delivered' | 'failed';
};

export type RecordedRequest = { method: string; path: string; status: number };

export class StandInRecords {
  readonly organizations: OrganizationRecord[] = [];
  readonly profiles: ProfileRecord[] = [];
  readonly authorizations: AuthorizationRecord[] = [];
  readonly codes = new Map<string, AuthorizationCodeRecord>();
  readonly accessTokens = new Map<string, AccessTokenRecord>();
  readonly paymentLinks = new Map<string, PaymentLinkRecord>();
  readonly payments = new Map<string, PaymentRecord>();
  readonly refunds = new Map<string, RefundRecord>();
  readonly webhookDeliveries: WebhookDelivery[] = [];
  readonly requests: RecordedRequest[] = [];

  profileOf(organizationId: string): ProfileRecord {
    const profile = this.profiles.find((p) => p.organizationId === organizationId);
    if (profile === undefined) throw new Error(`No profile for ${organizationId}`);
    return profile;
  }

  /** A payment's refunds, oldest first. */
  refundsOf(paymentId: string): RefundRecord[] {
    return [...this.refunds.values()].filter((refund) => refund.paymentId === paymentId);
  }

  organization(id: string): OrganizationRecord {
    const organization = this.organizations.find((o) => o.id === id);
    if (organization === undefined) throw new Error(`No organization ${id}`);
    return organization;
  }
}
