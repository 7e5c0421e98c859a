import type {
  OrganizationRecord,
  PaymentLinkRecord,
  PaymentRecord,
  ProfileRecord,
  RefundRecord,
} from './records.ts';

/** Where the stand-in answers: the API base (ends in `/v2/`) and the checkout pages' base. */
export type StandInUrls = { api: string; checkout: string };

const hal = (href: string) => ({ href, type: 'application/hal+json' });
const html = (href: string) => ({ href, type: 'text/html' });
const docs = (page: string) => html(`https://docs.mollie.com/reference/${page}`);

// The shapes below follow the response examples of Mollie's API reference (the OpenAPI document
// behind docs.mollie.com/reference): get-current-organization, list-profiles, get-payment-link
// and get-payment. docs/mollie-stand-in.md lists what is left out.

export function organizationJson(urls: StandInUrls, organization: OrganizationRecord) {
  return {
    resource: 'organization',
    ...organization,
    _links: {
      self: hal(`${urls.api}organizations/${organization.id}`),
      profiles: hal(`${urls.api}profiles`),
      payments: hal(`${urls.api}payments`),
      dashboard: html(`https://my.mollie.com/dashboard/${organization.id}/`),
      documentation: docs('get-current-organization'),
    },
  };
}

export function profileJson(urls: StandInUrls, profile: ProfileRecord) {
  return {
    resource: 'profile',
    id: profile.id,
    mode: 'live',
    name: profile.name,
    website: profile.website,
    email: profile.email,
    phone: profile.phone,
    businessCategory: profile.businessCategory,
    status: profile.status,
    createdAt: profile.createdAt,
    _links: {
      self: hal(`${urls.api}profiles/${profile.id}`),
      dashboard: html(
        `https://my.mollie.com/dashboard/${profile.organizationId}/settings/profiles/${profile.id}`,
      ),
      payments: hal(`${urls.api}payments?profileId=${profile.id}`),
    },
  };
}

/** The customer-facing page of a link: `<checkout base><id without pl_>/`, as Mollie's are. */
export function checkoutUrl(urls: StandInUrls, linkId: string): string {
  return `${urls.checkout}${linkId.replace(/^pl_/, '')}/`;
}

export function paymentLinkJson(urls: StandInUrls, link: PaymentLinkRecord) {
  return {
    resource: 'payment-link',
    id: link.id,
    mode: link.mode,
    description: link.description,
    amount: link.amount,
    minimumAmount: null,
    archived: link.archived,
    redirectUrl: link.redirectUrl,
    webhookUrl: link.webhookUrl,
    profileId: link.profileId,
    reusable: link.reusable,
    createdAt: link.createdAt,
    paidAt: link.paidAt,
    updatedAt: null,
    expiresAt: link.expiresAt,
    allowedMethods: null,
    sequenceType: link.sequenceType,
    customerId: null,
    _links: {
      self: hal(`${urls.api}payment-links/${link.id}`),
      paymentLink: html(checkoutUrl(urls, link.id)),
      documentation: docs('get-payment-link'),
    },
  };
}

const settledField = {
  paid: 'paidAt',
  failed: 'failedAt',
  canceled: 'canceledAt',
  expired: 'expiredAt',
} as const;

/** "12.34" to 1234: Mollie's amounts always have two decimals. */
export const centsOf = (value: string): number => {
  const [whole, fraction = '00'] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

export const valueOf = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** What a payment's refunds take from it: all but the failed and canceled ones (Mollie's rule). */
export function refundedCents(refunds: readonly RefundRecord[]): number {
  return refunds
    .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
    .reduce((sum, refund) => sum + centsOf(refund.amount.value), 0);
}

/** `amountRefunded` and `amountRemaining` of a paid payment, given its refunds. */
export function refundAmounts(payment: PaymentRecord, refunds: readonly RefundRecord[]) {
  const { currency } = payment.amount;
  const refunded = refundedCents(refunds);
  return {
    amountRefunded: { value: valueOf(refunded), currency },
    amountRemaining: {
      value: valueOf(Math.max(0, centsOf(payment.amount.value) - refunded)),
      currency,
    },
  };
}

export function paymentJson(
  urls: StandInUrls,
  payment: PaymentRecord,
  refunds: readonly RefundRecord[] = [],
) {
  const paid = payment.status === 'paid';
  return {
    resource: 'payment',
    id: payment.id,
    mode: payment.mode,
    createdAt: payment.createdAt,
    amount: payment.amount,
    description: payment.description,
    method: payment.method,
    metadata: null,
    status: payment.status,
    [settledField[payment.status]]: payment.settledAt,
    ...(paid ? refundAmounts(payment, refunds) : {}),
    locale: 'nl_NL',
    countryCode: 'NL',
    profileId: payment.profileId,
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    webhookUrl: payment.webhookUrl,
    // Made-up payer details in the shape of an iDEAL payment's `details`.
    details: paid
      ? { consumerName: 'T. TEST', consumerAccount: 'NL91ABNA0417164300', consumerBic: 'ABNANL2A' }
      : null,
    _links: {
      self: hal(`${urls.api}payments/${payment.id}`),
      ...(refunds.length > 0 ? { refunds: hal(`${urls.api}payments/${payment.id}/refunds`) } : {}),
      dashboard: html(
        `https://my.mollie.com/dashboard/${payment.organizationId}/payments/${payment.id}`,
      ),
      documentation: docs('get-payment'),
    },
  };
}

/** Get refund / create refund's answer (docs.mollie.com/reference/get-refund). */
export function refundJson(urls: StandInUrls, refund: RefundRecord) {
  const self = `${urls.api}payments/${refund.paymentId}/refunds/${refund.id}`;
  return {
    resource: 'refund',
    id: refund.id,
    mode: refund.mode,
    amount: refund.amount,
    description: refund.description,
    metadata: refund.metadata,
    status: refund.status,
    paymentId: refund.paymentId,
    createdAt: refund.createdAt,
    _links: {
      self: hal(self),
      payment: hal(`${urls.api}payments/${refund.paymentId}`),
      documentation: docs('get-refund'),
    },
  };
}

/** A list answer: `count`, the items under `_embedded.<name>`, and `_links` without pages. */
export function listJson(name: string, items: unknown[], self: string, documentation: string) {
  return {
    count: items.length,
    _embedded: { [name]: items },
    _links: {
      self: hal(self),
      previous: null,
      next: null,
      documentation: docs(documentation),
    },
  };
}
