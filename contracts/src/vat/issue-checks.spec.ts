import { describe, expect, it } from '@jest/globals';
import {
  createEmptyInvoice,
  createPlaceholderLineItem,
  type Invoice,
  type LineItem,
  type Recipient,
  type Sender,
} from '@app/contracts/invoice';
import { clientDefaultSettings } from '@app/contracts/settings';
import { issueProblems } from './issue-checks.js';
import type { IssueProblem, VatRegime } from './types.js';

const line = (changes: Partial<LineItem>): LineItem => ({
  id: 'line',
  description: 'Work',
  quantity: '1',
  price: '100,00',
  vatRate: '0',
  ...changes,
});

const LINES = {
  taxed: line({ vatRate: '21' }),
  exempt: line({}),
  zeroRated: line({ vatCategory: 'zero_rated' }),
  reverseCharge: line({ vatCategory: 'reverse_charge' }),
  intraEu: line({ vatCategory: 'intra_eu' }),
  export: line({ vatCategory: 'export' }),
  taxedReverseCharge: line({ vatRate: '21', vatCategory: 'reverse_charge' }),
  taxedExempt: line({ vatRate: '9', vatCategory: 'exempt' }),
  taxedStandard: line({ vatRate: '21', vatCategory: 'standard' }),
};

/** Sellers with every number the rules can ask for. */
const SELLERS: Record<string, Sender> = {
  NL: {
    company: 'Jansen Advies',
    address: 'Straat 1',
    postalCode: '1234 AB',
    city: 'Utrecht',
    vatNumber: 'NL123456789B01',
    kvkNumber: '12345678',
  },
  BE: {
    company: 'Peeters',
    address: 'Straat 1',
    postalCode: '9000',
    city: 'Gent',
    vatNumber: 'BE0123456749',
    kvkNumber: '0123456749',
  },
  DE: {
    company: 'Müller',
    address: 'Straße 1',
    postalCode: '10115',
    city: 'Berlin',
    vatNumber: 'DE123456789',
    kvkNumber: '',
  },
};

/** The customer's VAT number: same country as the seller, elsewhere in the EU, outside, none. */
const CUSTOMER_VAT: Record<string, Record<string, string>> = {
  NL: { same: 'NL987654321B01', otherEu: 'BE0123456749', nonEu: 'GB123456789', none: '' },
  BE: { same: 'BE0987654312', otherEu: 'NL987654321B01', nonEu: 'CHE123456789', none: '' },
  DE: { same: 'DE987654321', otherEu: 'FR12345678901', nonEu: 'NO123456789', none: '' },
};

type Scenario = {
  seller: 'NL' | 'BE' | 'DE';
  customer?: 'same' | 'otherEu' | 'nonEu' | 'none';
  regime?: VatRegime;
  lines: (keyof typeof LINES)[];
  sender?: Partial<Sender>;
  problems: IssueProblem[];
};

const invoiceFor = ({ seller, customer = 'none', regime, lines, sender }: Scenario): Invoice => {
  const recipient: Recipient = {
    company: 'Klant',
    address: '',
    postalCode: '',
    city: '',
    email: 'klant@example.com',
    vatNumber: CUSTOMER_VAT[seller][customer],
  };
  return {
    ...createEmptyInvoice(clientDefaultSettings(), '2026-05-04'),
    isPlaceholder: {},
    sender: { ...SELLERS[seller], ...sender },
    recipient,
    items: lines.map((name) => LINES[name]),
    ...(regime === undefined ? {} : { vatRegime: regime }),
  };
};

const at = (code: IssueProblem['code'], field: string): IssueProblem => ({ code, field });

describe('issueProblems', () => {
  it.each<[string, Scenario]>([
    // Taxed, zero-rated and exempt lines ask nothing of any customer.
    [
      'NL taxed, exempt and zero-rated lines',
      { seller: 'NL', lines: ['taxed', 'exempt', 'zeroRated'], problems: [] },
    ],
    [
      'BE taxed line, customer outside the EU',
      { seller: 'BE', customer: 'nonEu', lines: ['taxed'], problems: [] },
    ],
    ['DE exempt line', { seller: 'DE', lines: ['exempt'], problems: [] }],
    // Reverse charge.
    [
      'NL reverse charge, Dutch customer',
      { seller: 'NL', customer: 'same', lines: ['reverseCharge'], problems: [] },
    ],
    [
      'NL reverse charge, EU customer',
      { seller: 'NL', customer: 'otherEu', lines: ['reverseCharge'], problems: [] },
    ],
    [
      'NL reverse charge, customer outside the EU',
      {
        seller: 'NL',
        customer: 'nonEu',
        lines: ['reverseCharge'],
        problems: [at('customerOutsideEu', 'recipient.vatNumber')],
      },
    ],
    [
      'NL reverse charge, no customer VAT number',
      {
        seller: 'NL',
        customer: 'none',
        lines: ['reverseCharge'],
        problems: [at('customerVatNumberMissing', 'recipient.vatNumber')],
      },
    ],
    [
      'BE reverse charge, Belgian customer',
      { seller: 'BE', customer: 'same', lines: ['reverseCharge'], problems: [] },
    ],
    [
      'BE reverse charge, EU customer',
      { seller: 'BE', customer: 'otherEu', lines: ['reverseCharge'], problems: [] },
    ],
    [
      'BE reverse charge, customer outside the EU',
      {
        seller: 'BE',
        customer: 'nonEu',
        lines: ['reverseCharge'],
        problems: [at('customerOutsideEu', 'recipient.vatNumber')],
      },
    ],
    [
      'DE reverse charge, German customer',
      {
        seller: 'DE',
        customer: 'same',
        lines: ['reverseCharge'],
        problems: [at('domesticReverseChargeNotAvailable', 'items.0.vatCategory')],
      },
    ],
    [
      'DE reverse charge, EU customer',
      { seller: 'DE', customer: 'otherEu', lines: ['reverseCharge'], problems: [] },
    ],
    [
      'DE reverse charge, customer outside the EU',
      {
        seller: 'DE',
        customer: 'nonEu',
        lines: ['reverseCharge'],
        problems: [at('customerOutsideEu', 'recipient.vatNumber')],
      },
    ],
    [
      'DE reverse charge, no customer VAT number (country unknown, so not called domestic)',
      {
        seller: 'DE',
        customer: 'none',
        lines: ['reverseCharge'],
        problems: [at('customerVatNumberMissing', 'recipient.vatNumber')],
      },
    ],
    // Intra-EU supplies.
    [
      'NL intra-EU supply to a Dutch customer',
      {
        seller: 'NL',
        customer: 'same',
        lines: ['intraEu'],
        problems: [at('intraEuSameCountry', 'items.0.vatCategory')],
      },
    ],
    [
      'NL intra-EU supply to an EU customer',
      { seller: 'NL', customer: 'otherEu', lines: ['intraEu'], problems: [] },
    ],
    [
      'BE intra-EU supply to a Belgian customer',
      {
        seller: 'BE',
        customer: 'same',
        lines: ['intraEu'],
        problems: [at('intraEuSameCountry', 'items.0.vatCategory')],
      },
    ],
    [
      'BE intra-EU supply outside the EU',
      {
        seller: 'BE',
        customer: 'nonEu',
        lines: ['intraEu'],
        problems: [at('customerOutsideEu', 'recipient.vatNumber')],
      },
    ],
    [
      'DE intra-EU supply without customer VAT number',
      {
        seller: 'DE',
        customer: 'none',
        lines: ['intraEu'],
        problems: [at('customerVatNumberMissing', 'recipient.vatNumber')],
      },
    ],
    [
      'DE intra-EU supply to an EU customer',
      { seller: 'DE', customer: 'otherEu', lines: ['intraEu'], problems: [] },
    ],
    // Exports.
    [
      'NL export outside the EU',
      { seller: 'NL', customer: 'nonEu', lines: ['export'], problems: [] },
    ],
    [
      'BE export, customer without VAT number',
      { seller: 'BE', customer: 'none', lines: ['export'], problems: [] },
    ],
    [
      'NL export to an EU customer',
      {
        seller: 'NL',
        customer: 'otherEu',
        lines: ['export'],
        problems: [at('exportToEuCustomer', 'items.0.vatCategory')],
      },
    ],
    [
      'DE export to a German customer',
      {
        seller: 'DE',
        customer: 'same',
        lines: ['export'],
        problems: [at('exportToEuCustomer', 'items.0.vatCategory')],
      },
    ],
    // A category that charges no VAT, with a rate.
    [
      'NL reverse charge at 21 %',
      {
        seller: 'NL',
        customer: 'otherEu',
        lines: ['taxed', 'taxedReverseCharge', 'taxedExempt', 'taxedStandard'],
        problems: [
          at('categoryChargesVat', 'items.1.vatRate'),
          at('categoryChargesVat', 'items.2.vatRate'),
        ],
      },
    ],
    // The seller's VAT number.
    [
      'NL reverse charge without the seller VAT number',
      {
        seller: 'NL',
        customer: 'otherEu',
        lines: ['reverseCharge'],
        sender: { vatNumber: '' },
        problems: [at('sellerVatNumberMissing', 'sender.vatNumber')],
      },
    ],
    [
      'NL taxed line without the seller VAT number',
      { seller: 'NL', lines: ['taxed'], sender: { vatNumber: '' }, problems: [] },
    ],
    // Small-business schemes.
    [
      'NL KOR with exempt lines',
      { seller: 'NL', regime: 'small_business', lines: ['exempt', 'zeroRated'], problems: [] },
    ],
    [
      'NL KOR with a reverse-charge line to a customer outside the EU (the scheme decides)',
      {
        seller: 'NL',
        customer: 'nonEu',
        regime: 'small_business',
        lines: ['reverseCharge'],
        problems: [],
      },
    ],
    [
      'NL KOR charging VAT',
      {
        seller: 'NL',
        regime: 'small_business',
        lines: ['exempt', 'taxed', 'taxedExempt'],
        problems: [
          at('smallBusinessChargesVat', 'items.1.vatRate'),
          at('smallBusinessChargesVat', 'items.2.vatRate'),
        ],
      },
    ],
    [
      'NL KOR without KvK number nor VAT number',
      {
        seller: 'NL',
        regime: 'small_business',
        lines: ['exempt'],
        sender: { kvkNumber: '', vatNumber: '' },
        problems: [at('sellerKvkNumberMissing', 'sender.kvkNumber')],
      },
    ],
    [
      'BE franchise with exempt lines',
      { seller: 'BE', regime: 'small_business', lines: ['exempt'], problems: [] },
    ],
    [
      'BE franchise with the enterprise number only in the VAT number',
      {
        seller: 'BE',
        regime: 'small_business',
        lines: ['exempt'],
        sender: { kvkNumber: '' },
        problems: [],
      },
    ],
    [
      'BE franchise without VAT number, with the enterprise number',
      {
        seller: 'BE',
        regime: 'small_business',
        lines: ['exempt'],
        sender: { vatNumber: '' },
        problems: [at('sellerVatNumberMissing', 'sender.vatNumber')],
      },
    ],
    [
      'BE franchise without any number',
      {
        seller: 'BE',
        regime: 'small_business',
        lines: ['exempt'],
        sender: { vatNumber: '', kvkNumber: '' },
        problems: [
          at('sellerVatNumberMissing', 'sender.vatNumber'),
          at('sellerEnterpriseNumberMissing', 'sender.kvkNumber'),
        ],
      },
    ],
    [
      'DE small-business regime (no scheme known) with taxed and reverse-charge lines',
      {
        seller: 'DE',
        customer: 'otherEu',
        regime: 'small_business',
        lines: ['taxed', 'reverseCharge'],
        problems: [at('regimeNotAvailable', 'vatRegime')],
      },
    ],
    // A Belgian company's register (art. 2:20 WVV).
    [
      'BE company without register',
      {
        seller: 'BE',
        lines: ['taxed'],
        sender: { legalForm: 'BV' },
        problems: [at('sellerRegisterMissing', 'sender.legalRegister')],
      },
    ],
    [
      'BE company with register',
      {
        seller: 'BE',
        lines: ['taxed'],
        sender: { legalForm: 'BV', legalRegister: 'RPR Gent, afdeling Gent' },
        problems: [],
      },
    ],
    [
      'BE sole trader (no legal form)',
      { seller: 'BE', lines: ['taxed'], sender: { legalForm: '  ' }, problems: [] },
    ],
    [
      'NL company without register (not a Belgian rule)',
      { seller: 'NL', lines: ['taxed'], sender: { legalForm: 'BV' }, problems: [] },
    ],
  ])('%s', (_name, scenario) => {
    expect(issueProblems(invoiceFor(scenario), scenario.seller)).toEqual(scenario.problems);
  });

  it('accepts a Northern Ireland (XI) customer for goods, not for the reverse charge on services', () => {
    const goods = invoiceFor({ seller: 'NL', lines: ['intraEu'], problems: [] });
    goods.recipient.vatNumber = 'XI123456789';
    expect(issueProblems(goods, 'NL')).toEqual([]);
    const services = { ...goods, items: [LINES.reverseCharge] };
    expect(issueProblems(services, 'NL')).toEqual([at('customerOutsideEu', 'recipient.vatNumber')]);
  });

  it('reads a customer VAT number without country prefix as neither EU nor foreign', () => {
    const invoice = invoiceFor({ seller: 'DE', lines: ['reverseCharge', 'export'], problems: [] });
    invoice.recipient.vatNumber = '123456789';
    expect(issueProblems(invoice, 'DE')).toEqual([]);
  });

  it('ignores the untouched starter line and placeholder values', () => {
    const invoice = invoiceFor({
      seller: 'BE',
      customer: 'otherEu',
      lines: ['intraEu'],
      problems: [],
    });
    invoice.items = [
      { ...createPlaceholderLineItem('BE'), vatCategory: 'intra_eu', vatRate: '0' },
      { ...LINES.reverseCharge, id: 'second' },
    ];
    invoice.recipient.isPlaceholder = { vatNumber: true };
    invoice.sender = { ...invoice.sender, legalForm: 'BV' };
    invoice.isPlaceholder = { sender: true };
    expect(issueProblems(invoice, 'BE')).toEqual([
      at('customerVatNumberMissing', 'recipient.vatNumber'),
      at('sellerVatNumberMissing', 'sender.vatNumber'),
    ]);
  });

  it("taxes the seller where the documents say: the sender's VAT number before the settings", () => {
    // Settings say the Netherlands, the sender is a Belgian franchise seller: the Belgian scheme
    // applies, not "no scheme" nor the KOR's KvK number.
    const invoice = invoiceFor({
      seller: 'BE',
      regime: 'small_business',
      lines: ['exempt'],
      sender: { kvkNumber: '' },
      problems: [],
    });
    expect(issueProblems(invoice, 'NL')).toEqual([]);
    expect(
      issueProblems({ ...invoice, sender: { ...invoice.sender, vatNumber: '' } }, 'NL'),
    ).toEqual([at('sellerKvkNumberMissing', 'sender.kvkNumber')]);
  });
});
