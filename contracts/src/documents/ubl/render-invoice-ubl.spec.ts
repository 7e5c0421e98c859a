import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Invoice } from '@app/contracts/invoice';
import { NON_ASCII_NAME, sampleInvoice, sampleItems } from '../testing/sample-invoice.js';
import {
  BUYER_VAT_BE,
  NL,
  expectPdfTotals,
  line,
  parseXml as parse,
  readyInvoice as ready,
  xmlValues as values,
} from '../testing/sample-ubl.js';
import { itWithPeppolFixtures, schemaFindings } from '../testing/ubl-schema.js';
import { ruleFindings } from '../testing/ubl-rules.js';
import { invoiceUblFileName, renderInvoiceUbl } from './render-invoice-ubl.js';
import { ublBlockers } from './ubl-blockers.js';

/** The invoices the issue names: each must be valid UBL 2.1 that follows the business rules. */
const invoices: Record<string, Invoice> = {
  'several VAT rates with a percentage discount': ready(),
  'only 0 %': ready({ items: [line('a', '100,00', '0'), line('b', '0,50', '0')] }),
  'a fixed discount over 21 % and 9 %': ready({
    items: [line('a', '333,33', '21'), line('b', '66,67', '9'), line('c', '10,01', '9')],
    discount: { type: 'fixed', value: '50,00' },
  }),
  'a credit line': ready({
    items: [line('a', '500,00', '21'), line('b', '-120,00', '21'), line('c', '-5,00', '9')],
  }),
  'an overall credit': ready({
    items: [line('a', '-500,00', '21'), line('b', '-20,00', '0')],
    discount: { type: 'percentage', value: '10' },
  }),
  'many pages of lines': ready({ items: sampleItems(240) }),
  'non-ASCII and markup in names': ready({
    sender: { ...sampleInvoice(0).sender, company: `${NON_ASCII_NAME} & <Zoon> "BV"` },
    recipient: { ...sampleInvoice(0).recipient, company: 'Ærø ApS \u0007', vatNumber: '' },
    items: [line('a', '12,34', '21', { description: 'Ontwerp “logo” – 2 × €\nTweede regel' })],
  }),
  'reverse charge, intra-EU, export and zero-rated lines to a Belgian customer': ready({
    recipient: {
      ...sampleInvoice(0).recipient,
      vatNumber: BUYER_VAT_BE,
      kvkNumber: '0403.170.701',
    },
    items: [
      line('a', '100,00', '0', { vatCategory: 'reverse_charge' }),
      line('b', '200,00', '0', { vatCategory: 'intra_eu' }),
      line('c', '300,00', '0', { vatCategory: 'export' }),
      line('d', '50,00', '0', { vatCategory: 'zero_rated' }),
      line('e', '80,00', '21'),
    ],
    discount: { type: 'percentage', value: '5' },
  }),
  paid: ready({ paymentStatus: 'paid', paidAt: '2026-03-10T10:00:00.000Z' }),
  'without a due date, from a Belgian seller without bank transfer': ready({
    dueDate: '',
    sender: { ...sampleInvoice(0).sender, vatNumber: 'BE0403170701', kvkNumber: '0403170701' },
    paymentMethods: {
      ...ready().paymentMethods,
      bank: { ...ready().paymentMethods.bank, enabled: false },
    },
  }),
};

describe('renderInvoiceUbl', () => {
  describe.each(Object.entries(invoices))('%s', (_name, invoice) => {
    const xml = renderInvoiceUbl(invoice, NL);

    itWithPeppolFixtures('is valid against the UBL 2.1 schema', () => {
      expect(schemaFindings(xml)).toEqual([]);
    });

    it('follows the EN 16931 and Peppol BIS 3.0 rules', () => {
      expect(ruleFindings(xml)).toEqual([]);
    });

    it("carries the PDF's totals and VAT breakdown to the cent", () => {
      expectPdfTotals(xml, invoice);
    });
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    const xml = renderInvoiceUbl(invoices['non-ASCII and markup in names'], NL);
    expect(values(xml, 'cbc:RegistrationName')).toEqual([
      `${NON_ASCII_NAME} & <Zoon> "BV"`,
      'Ærø ApS',
    ]);
    expect(values(xml, 'cbc:Name')).toContain('Ontwerp “logo” – 2 × €');
    expect(values(xml, 'cbc:Description')).toEqual(['Ontwerp “logo” – 2 × €\nTweede regel']);
  });

  it('writes a credit line as a negative quantity at a positive price', () => {
    const xml = renderInvoiceUbl(invoices['a credit line'], NL);
    expect(values(xml, 'cbc:InvoicedQuantity')).toEqual(['1', '-1', '-1']);
    expect(values(xml, 'cbc:PriceAmount')).toEqual(['500.00', '120.00', '5.00']);
  });

  it('shares the discount over the VAT groups as allowances and names each exemption', () => {
    const xml = renderInvoiceUbl(
      invoices['reverse charge, intra-EU, export and zero-rated lines to a Belgian customer'],
      NL,
    );
    expect(values(xml, 'cbc:Amount')).toEqual(['4.00', '5.00', '15.00', '10.00', '2.50']);
    expect(values(xml, 'cbc:TaxExemptionReasonCode')).toEqual([
      'VATEX-EU-AE',
      'VATEX-EU-G',
      'VATEX-EU-IC',
    ]);
    expect(values(xml, 'cbc:TaxExemptionReason')).toContain('Btw verlegd');
    expect(values(xml, 'cbc:EndpointID')).toEqual(['12345678', '0403170701']);
    expect(
      Array.from(parse(xml).getElementsByTagName('cbc:EndpointID')).map((node) =>
        node.getAttribute('schemeID'),
      ),
    ).toEqual(['0106', '0208']);
    expect(values(xml, 'cbc:IdentificationCode')).toEqual(['NL', 'BE', 'BE']);
  });

  it('pays by SEPA transfer to the IBAN with the payment reference', () => {
    const xml = renderInvoiceUbl(ready({ paymentReference: '+++123/4567/89002+++' }), NL);
    expect(values(xml, 'cbc:PaymentMeansCode')).toEqual(['58']);
    expect(values(xml, 'cbc:PaymentID')).toEqual(['+++123/4567/89002+++']);
    expect(values(xml, 'cbc:ID')).toContain('NL91ABNA0417164300');
  });

  it('leaves nothing to pay on a paid invoice', () => {
    const xml = renderInvoiceUbl(invoices.paid, NL);
    expect(values(xml, 'cbc:PayableAmount')).toEqual(['0.00']);
    expect(values(xml, 'cbc:PrepaidAmount')).toEqual(values(xml, 'cbc:TaxInclusiveAmount'));
  });

  it('uses the invoice language for the texts', () => {
    const xml = renderInvoiceUbl(invoices['only 0 %'], { language: 'en', country: 'NL' });
    expect(values(xml, 'cbc:TaxExemptionReason')).toEqual(['Exempt from VAT']);
    expect(values(xml, 'cbc:Note')).toContain('14 days');
  });

  it('names what keeps an invoice from being an e-invoice, and refuses to render it', () => {
    const draft = sampleInvoice(0, {
      invoiceNumber: '',
      sender: { ...sampleInvoice(0).sender, vatNumber: '', company: '' },
      recipient: { ...sampleInvoice(0).recipient, company: '', email: 'only@mail.example' },
      items: [line('a', '1,00', '21'), line('b', '1,00', '0', { vatCategory: 'reverse_charge' })],
      paymentMethods: {
        ...ready().paymentMethods,
        bank: { ...ready().paymentMethods.bank, iban: 'NL00' },
      },
    });
    expect(ublBlockers(draft, 'NL')).toEqual([
      'invoiceNumber',
      'sellerName',
      'sellerVatNumber',
      'buyerName',
      'buyerIdentifier',
      'buyerVatNumber',
      'bankAccount',
    ]);
    expect(ublBlockers(ready({ items: [] }), 'NL')).toEqual(['lines']);
    // Example text of an untouched block is not a name.
    expect(ublBlockers(ready({ isPlaceholder: { recipient: true } }), 'NL')).toEqual([
      'buyerName',
      'buyerIdentifier',
    ]);
    expect(ublBlockers(ready({ paymentStatus: 'paid' }), 'NL')).toEqual([]);
    expect(() => renderInvoiceUbl(draft, NL)).toThrow(RangeError);
    expect(ublBlockers(ready(), 'NL')).toEqual([]);
  });

  it('names the file after the invoice number', () => {
    expect(invoiceUblFileName({ invoiceNumber: 'INV/2026:1' })).toBe('invoice_INV_2026_1.xml');
  });
});

describe('the checks themselves', () => {
  itWithPeppolFixtures('pass every official example', (fixtures) => {
    const examples = path.join(fixtures, 'examples');
    const files = readdirSync(examples).filter(
      (file) => file.endsWith('.xml') && !file.includes('order'),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const xml = readFileSync(path.join(examples, file), 'utf8');
      expect({ file, schema: schemaFindings(xml) }).toEqual({ file, schema: [] });
      expect({ file, rules: ruleFindings(xml).map((finding) => finding.rule) }).toEqual({
        file,
        rules: [],
      });
    }
  });

  it('catch a wrong total and a missing buyer address', () => {
    const xml = renderInvoiceUbl(ready(), NL);
    const broken = xml
      .replace(
        /<cbc:PayableAmount currencyID="EUR">[^<]+</,
        '<cbc:PayableAmount currencyID="EUR">1.00<',
      )
      .replace(
        /(<cac:AccountingCustomerParty><cac:Party>)<cbc:EndpointID[^>]*>[^<]*<\/cbc:EndpointID>/,
        '$1',
      );
    expect(ruleFindings(broken).map((finding) => finding.rule)).toEqual([
      'PEPPOL-EN16931-R010',
      'BR-CO-16',
    ]);
  });

  itWithPeppolFixtures('catch a schema error', () => {
    const xml = renderInvoiceUbl(ready(), NL);
    expect(
      schemaFindings(xml.replace('<cbc:IssueDate>', '<cbc:Unknown/><cbc:IssueDate>')),
    ).not.toEqual([]);
  });
});
