import { describe, expect, it } from '@jest/globals';
import { computeTotals, type Invoice } from '@app/contracts/invoice';
import { sampleInvoice } from '../testing/sample-invoice.js';
import {
  BUYER_VAT_BE,
  CREDITED,
  creditNoteOf,
  expectPdfTotals,
  line,
  parseXml,
  readyInvoice,
  xmlValues as values,
} from '../testing/sample-ubl.js';
import { itWithPeppolFixtures, schemaFindings } from '../testing/ubl-schema.js';
import { ruleFindings } from '../testing/ubl-rules.js';
import { invoiceUblFileName, renderInvoiceUbl } from './render-invoice-ubl.js';
import { ublBlockers } from './ubl-blockers.js';

const original = readyInvoice();

const belgianSeller = {
  ...sampleInvoice(0).sender,
  vatNumber: 'BE0403170701',
  kvkNumber: '0403170701',
  address: 'Rue de la Loi 16',
  postalCode: '1000',
  city: 'Brussel',
};

const toBelgianCustomer = {
  ...sampleInvoice(0).recipient,
  vatNumber: BUYER_VAT_BE,
  kvkNumber: '0403.170.701',
};

/** Every shape of credit note the product makes: each must be a valid Peppol BIS CreditNote. */
const creditNotes: Record<string, Invoice> = {
  'the whole invoice (three rates, a percentage discount)': creditNoteOf(original),
  'part of the lines and quantities': creditNoteOf(original, {
    items: [{ ...original.items[1], quantity: '1' }],
    discount: { type: 'none', value: '0' },
  }),
  'an amount split over 21 % and 9 %': creditNoteOf(original, {
    items: [line('a', '82,64', '21'), line('b', '17,36', '9')],
    discount: { type: 'none', value: '0' },
  }),
  'a fixed discount taken back with its lines': creditNoteOf(original, {
    items: [line('a', '333,33', '21'), line('b', '66,67', '9'), line('c', '10,01', '9')],
    discount: { type: 'fixed', value: '50,00' },
  }),
  'a credit line of the original taken back with the rest': creditNoteOf(original, {
    items: [line('a', '500,00', '21'), line('b', '-120,00', '21')],
    discount: { type: 'none', value: '0' },
  }),
  'reverse charge, intra-EU, export and zero-rated lines to a Belgian customer': creditNoteOf(
    readyInvoice({ recipient: toBelgianCustomer }),
    {
      items: [
        line('a', '100,00', '0', { vatCategory: 'reverse_charge' }),
        line('b', '200,00', '0', { vatCategory: 'intra_eu' }),
        line('c', '300,00', '0', { vatCategory: 'export' }),
        line('d', '50,00', '0', { vatCategory: 'zero_rated' }),
        line('e', '80,00', '21'),
      ],
      discount: { type: 'percentage', value: '5' },
    },
  ),
  'to a German customer with a trade register number': creditNoteOf(
    readyInvoice({
      recipient: {
        ...sampleInvoice(0).recipient,
        vatNumber: 'DE136695976',
        kvkNumber: 'HRB 12345',
        address: 'Invalidenstraße 1',
        postalCode: '10115',
        city: 'Berlin',
      },
    }),
  ),
  'refunded (paid)': creditNoteOf(original, {
    paymentStatus: 'paid',
    paidAt: '2026-04-03T10:00:00.000Z',
  }),
  'from a Belgian seller without bank transfer': creditNoteOf(
    readyInvoice({
      sender: belgianSeller,
      recipient: toBelgianCustomer,
      paymentMethods: {
        ...original.paymentMethods,
        bank: { ...original.paymentMethods.bank, enabled: false },
      },
    }),
  ),
  'from a Belgian seller to a Dutch customer, in English': creditNoteOf(
    readyInvoice({ sender: belgianSeller, notes: '' }),
  ),
};

const render = (creditNote: Invoice) =>
  renderInvoiceUbl(creditNote, {
    language: creditNote.notes === '' ? 'en' : 'nl',
    country: creditNote.sender.vatNumber.startsWith('BE') ? 'BE' : 'NL',
  });

describe('renderInvoiceUbl of a credit note', () => {
  describe.each(Object.entries(creditNotes))('%s', (_name, creditNote) => {
    const xml = render(creditNote);

    itWithPeppolFixtures('is valid against the UBL 2.1 CreditNote schema', () => {
      expect(xml).toMatch(
        /<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/,
      );
      expect(schemaFindings(xml)).toEqual([]);
    });

    it('follows the EN 16931, Peppol BIS 3.0 and Dutch rules', () => {
      expect(ruleFindings(xml)).toEqual([]);
    });

    it("carries the PDF's totals and VAT breakdown to the cent, positive", () => {
      expectPdfTotals(xml, creditNote);
      expect(computeTotals(creditNote).total).toBeGreaterThan(0);
    });

    it('is a credit note (381) of the original invoice, with credit note lines', () => {
      expect(values(xml, 'cbc:CreditNoteTypeCode')).toEqual(['381']);
      expect(values(xml, 'cbc:InvoiceTypeCode')).toEqual([]);
      expect(values(xml, 'cbc:CustomizationID')).toEqual([
        'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
      ]);
      expect(values(xml, 'cbc:ProfileID')).toEqual(['urn:fdc:peppol.eu:2017:poacc:billing:01:1.0']);
      const reference = parseXml(xml).getElementsByTagName('cac:InvoiceDocumentReference')[0];
      expect(reference.getElementsByTagName('cbc:ID')[0].textContent).toBe(CREDITED.invoiceNumber);
      expect(reference.getElementsByTagName('cbc:IssueDate')[0].textContent).toBe(CREDITED.date);
      expect(values(xml, 'cbc:IssueDate')[0]).toBe('2026-04-02');
      const lines = parseXml(xml).getElementsByTagName('cac:CreditNoteLine');
      expect(lines.length).toBe(creditNote.items.length);
      expect(values(xml, 'cbc:CreditedQuantity')).toHaveLength(creditNote.items.length);
      expect(values(xml, 'cac:InvoiceLine')).toEqual([]);
    });
  });

  it('owes the customer the total: no due date, no payment means, settled against the invoice', () => {
    const xml = render(creditNotes['the whole invoice (three rates, a percentage discount)']);
    expect(values(xml, 'cbc:DueDate')).toEqual([]);
    expect(values(xml, 'cac:PaymentMeans')).toEqual([]);
    expect(values(xml, 'cbc:PayableAmount')).toEqual(values(xml, 'cbc:TaxInclusiveAmount'));
    expect(values(xml, 'cbc:Note')).toContain(
      'Wordt verrekend met factuur INV-2026-0042, of terugbetaald voor zover die al is betaald',
    );
    const english = render(creditNotes['from a Belgian seller to a Dutch customer, in English']);
    expect(values(english, 'cbc:Note')).toContain(
      'To be settled against invoice INV-2026-0042, or refunded as far as it was paid',
    );
  });

  it('leaves nothing to pay once refunded', () => {
    const xml = render(creditNotes['refunded (paid)']);
    expect(values(xml, 'cbc:PayableAmount')).toEqual(['0.00']);
    expect(values(xml, 'cbc:PrepaidAmount')).toEqual(values(xml, 'cbc:TaxInclusiveAmount'));
  });

  it('takes back a credit line as a negative quantity at a positive price', () => {
    const xml = render(creditNotes['a credit line of the original taken back with the rest']);
    expect(values(xml, 'cbc:CreditedQuantity')).toEqual(['1', '-1']);
    expect(values(xml, 'cbc:PriceAmount')).toEqual(['500.00', '120.00']);
    expect(values(xml, 'cbc:PayableAmount')).toEqual(['459.80']);
  });

  it('dates an intra-EU supply it corrects by the original invoice', () => {
    const xml = render(
      creditNotes['reverse charge, intra-EU, export and zero-rated lines to a Belgian customer'],
    );
    expect(values(xml, 'cbc:ActualDeliveryDate')).toEqual([CREDITED.date]);
    expect(values(xml, 'cbc:TaxExemptionReasonCode')).toEqual([
      'VATEX-EU-AE',
      'VATEX-EU-G',
      'VATEX-EU-IC',
    ]);
  });

  it("carries a Belgian seller's mention of the VAT to be repaid in its one note", () => {
    const xml = render(creditNotes['from a Belgian seller without bank transfer']);
    // The law's texts first: the credit note's 0 % line is exempt (art. 226(11) of the Directive).
    expect(values(xml, 'cbc:Note')[0]).toBe(
      'Thank you for your business!\n' +
        'Vrijgesteld van btw\n' +
        'BTW terug te storten aan de Staat in de mate waarin ze oorspronkelijk in aftrek werd gebracht',
    );
    expect(values(xml, 'cbc:EndpointID')).toEqual(['0403170701', '0403170701']);
  });

  it('addresses a German customer by VAT number, its register number without a scheme', () => {
    const xml = render(creditNotes['to a German customer with a trade register number']);
    const endpoints = parseXml(xml).getElementsByTagName('cbc:EndpointID');
    expect(endpoints[1].textContent).toBe('DE136695976');
    expect(endpoints[1].getAttribute('schemeID')).toBe('9930');
    const legal = parseXml(xml)
      .getElementsByTagName('cac:AccountingCustomerParty')[0]
      .getElementsByTagName('cac:PartyLegalEntity')[0]
      .getElementsByTagName('cbc:CompanyID')[0];
    expect(legal.textContent).toBe('HRB12345');
    expect(legal.hasAttribute('schemeID')).toBe(false);
  });

  it('names the payment means when a negative total makes the customer pay after all', () => {
    const charge = creditNoteOf(original, {
      items: [line('a', '-100,00', '21')],
      discount: { type: 'none', value: '0' },
    });
    const xml = render(charge);
    expect(values(xml, 'cbc:PaymentMeansCode')).toEqual(['58']);
    expect(ruleFindings(xml)).toEqual([]);
  });

  it('cannot be an e-invoice without the invoice it corrects, and needs no bank account', () => {
    const withoutReference = { ...creditNotes['refunded (paid)'], creditedInvoice: undefined };
    expect(ublBlockers(withoutReference, 'NL')).toEqual(['creditedInvoice']);
    expect(() => render(withoutReference)).toThrow(RangeError);
    expect(
      ublBlockers(
        creditNoteOf(original, { creditedInvoice: { ...CREDITED, invoiceNumber: ' ' } }),
        'NL',
      ),
    ).toEqual(['creditedInvoice']);
    expect(
      ublBlockers(
        creditNoteOf(original, { creditedInvoice: { ...CREDITED, date: '05-03-2026' } }),
        'NL',
      ),
    ).toEqual(['creditedInvoice']);
    // A Dutch invoice asks for bank transfer (NL-R-007); the credit note pays the customer.
    const noBank = {
      ...original.paymentMethods,
      bank: { ...original.paymentMethods.bank, enabled: false },
    };
    expect(ublBlockers(readyInvoice({ paymentMethods: noBank }), 'NL')).toEqual(['bankAccount']);
    expect(ublBlockers(creditNoteOf(original, { paymentMethods: noBank }), 'NL')).toEqual([]);
  });

  it('names the file after the credit note number', () => {
    expect(invoiceUblFileName(creditNotes['refunded (paid)'])).toBe('credit-note_CN-2026-0001.xml');
    expect(invoiceUblFileName(original)).toBe('invoice_INV-2026-0042.xml');
  });
});

describe('the credit note checks themselves', () => {
  const xml = render(creditNotes['the whole invoice (three rates, a percentage discount)']);

  it('catch a Dutch credit note without the invoice it corrects (NL-R-001)', () => {
    const broken = xml.replace(/<cac:BillingReference>.*<\/cac:BillingReference>/, '');
    expect(ruleFindings(broken).map((finding) => finding.rule)).toEqual(['NL-R-001']);
  });

  it('catch a Dutch customer paying without payment means, and a wrong type code', () => {
    const broken = xml
      .replace(
        /<cbc:PayableAmount currencyID="EUR">[^<]+</,
        '<cbc:PayableAmount currencyID="EUR">-1.00<',
      )
      .replace('<cbc:CreditNoteTypeCode>381<', '<cbc:CreditNoteTypeCode>380<');
    expect(ruleFindings(broken).map((finding) => finding.rule)).toEqual([
      'PEPPOL-EN16931-P0100, P0101',
      'NL-R-007',
      'BR-CO-16',
    ]);
  });

  itWithPeppolFixtures('catch an invoice element in a credit note', () => {
    expect(
      schemaFindings(
        xml.replace(
          '<cbc:CreditNoteTypeCode>',
          '<cbc:DueDate>2026-04-16</cbc:DueDate><cbc:CreditNoteTypeCode>',
        ),
      ),
    ).not.toEqual([]);
  });
});
