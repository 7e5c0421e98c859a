import { isRecord, type UnknownRecord } from '../common/records.js';
import type { PaymentMethodName, PaymentMethods } from './types.js';

export const PAYMENT_METHOD_NAMES: readonly PaymentMethodName[] = [
  'bank',
  'paypal',
  'mollie',
  'stripe',
];

/** The payment description template for online providers; {invoiceNumber} is filled in. */
export const DEFAULT_PAYMENT_DESCRIPTION = 'Invoice {invoiceNumber}';

/** Fields without which a method cannot be used for a payment. */
export const REQUIRED_PAYMENT_FIELDS = {
  bank: ['iban', 'accountName'],
  paypal: ['email'],
  mollie: ['apiKey'],
  stripe: ['accountId'],
} as const satisfies Record<PaymentMethodName, readonly string[]>;

export const emptyPaymentMethods = (): PaymentMethods => ({
  bank: { enabled: false, iban: '', bic: '', accountName: '' },
  paypal: { enabled: false, email: '' },
  mollie: {
    enabled: false,
    apiKey: '',
    description: DEFAULT_PAYMENT_DESCRIPTION,
    isConnected: false,
    businessName: '',
  },
  stripe: { enabled: false, accountId: '', description: DEFAULT_PAYMENT_DESCRIPTION },
});

type Raw = UnknownRecord;

const text = (raw: Raw, key: string, fallback = ''): string =>
  typeof raw[key] === 'string' ? raw[key] : fallback;

const flag = (raw: Raw, key: string): boolean => raw[key] === true;

/**
 * A Mollie account connected through Mollie Connect needs no API key: the server keeps its
 * OAuth tokens apart from the settings (and only the server sets isConnected for a user).
 */
const hasRequired = (name: PaymentMethodName, raw: Raw): boolean =>
  (name === 'mollie' && flag(raw, 'isConnected')) ||
  REQUIRED_PAYMENT_FIELDS[name].every((field) => text(raw, field).trim() !== '');

/**
 * Repairs payment methods read from storage or a request. A method whose required fields are
 * missing or blank is reset to its empty (disabled) default as a whole, so a half-configured
 * method can never be offered to a customer.
 */
export const normalisePaymentMethods = (input: unknown): PaymentMethods => {
  const empty = emptyPaymentMethods();
  const raw = isRecord(input) ? input : {};
  const usable = (name: PaymentMethodName): Raw | null => {
    const method = raw[name];
    return isRecord(method) && hasRequired(name, method) ? method : null;
  };
  const bank = usable('bank');
  const paypal = usable('paypal');
  const mollie = usable('mollie');
  const stripe = usable('stripe');
  return {
    bank: bank
      ? {
          enabled: flag(bank, 'enabled'),
          iban: text(bank, 'iban'),
          bic: text(bank, 'bic'),
          accountName: text(bank, 'accountName'),
        }
      : empty.bank,
    paypal: paypal
      ? { enabled: flag(paypal, 'enabled'), email: text(paypal, 'email') }
      : empty.paypal,
    mollie: mollie
      ? {
          enabled: flag(mollie, 'enabled'),
          apiKey: text(mollie, 'apiKey'),
          description: text(mollie, 'description', DEFAULT_PAYMENT_DESCRIPTION),
          isConnected: flag(mollie, 'isConnected'),
          businessName: text(mollie, 'businessName'),
        }
      : empty.mollie,
    stripe: stripe
      ? {
          enabled: flag(stripe, 'enabled'),
          accountId: text(stripe, 'accountId'),
          description: text(stripe, 'description', DEFAULT_PAYMENT_DESCRIPTION),
        }
      : empty.stripe,
  };
};

export const enabledPaymentMethods = (methods: PaymentMethods): PaymentMethodName[] =>
  PAYMENT_METHOD_NAMES.filter((name) => methods[name].enabled);

/** "Invoice {invoiceNumber}" -> "Invoice INV-2026-0300". */
export const paymentDescription = (template: string, invoiceNumber: string): string =>
  template.split('{invoiceNumber}').join(invoiceNumber);

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  mollie: 'Mollie',
  stripe: 'Stripe',
  paypal: 'PayPal',
};

/** A payment link's provider as people write it ('mollie' -> 'Mollie'); unknown ones as stored. */
export const paymentProviderName = (provider: string): string =>
  PROVIDER_NAMES[provider] ?? provider;
