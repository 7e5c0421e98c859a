import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { centsToDecimalString, computeTotals, type Invoice } from '@app/contracts/invoice';
import { renderInvoiceUbl } from '../ubl/render-invoice-ubl.js';
import { NL, SELLER_VAT, creditNoteOf, line, readyInvoice } from '../testing/sample-ubl.js';
import { itWithPeppolFixtures } from '../testing/ubl-schema.js';
import type { ReceivedDocumentView, UblReadResult } from './received-document-view.js';
import { readUbl } from './read-ubl.js';

const viewOf = (xml: string): ReceivedDocumentView => {
  const result = readUbl(xml);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.view;
};

const example = (fixtures: string, name: string): string =>
  readFileSync(path.join(fixtures, 'examples', name), 'utf8');

const sum = (values: string[]): string =>
  values.reduce((total, value) => total + BigInt(value), 0n).toString();

describe('readUbl with the official Peppol BIS 3.0 examples', () => {
  itWithPeppolFixtures('reads every example invoice and credit note', (fixtures) => {
    const names = readdirSync(path.join(fixtures, 'examples')).filter((n) => n.endsWith('.xml'));
    expect(names.length).toBeGreaterThanOrEqual(10);
    for (const name of names) {
      const view = viewOf(example(fixtures, name));
      // BR-CO-15: what is payable follows from the totals the reader found.
      const { totals } = view;
      const prepaid = BigInt(totals.prepaidCents ?? '0');
      const rounding = BigInt(totals.roundingCents ?? '0');
      expect([name, BigInt(totals.taxInclusiveCents) - prepaid + rounding]).toEqual([
        name,
        BigInt(totals.payableCents),
      ]);
      expect([name, sum(view.lines.map((l) => l.lineAmountCents))]).toEqual([
        name,
        totals.lineExtensionCents,
      ]);
    }
  });

  itWithPeppolFixtures('reads the base example field by field', (fixtures) => {
    const view = viewOf(example(fixtures, 'base-example.xml'));
    expect(view).toMatchObject({
      type: 'invoice',
      number: 'Snippet1',
      typeCode: '380',
      issueDate: '2017-11-13',
      dueDate: '2017-12-01',
      currency: 'EUR',
      buyerReference: '0150abc',
      paymentTerms: 'Payment within 10 days, 2% discount',
      billingReferences: [],
      attachments: [],
    });
    expect(view.seller).toEqual({
      name: 'SupplierTradingName Ltd.',
      legalName: 'SupplierOfficialName Ltd',
      addressLines: ['Main street 1', 'Postbox 123', 'GB 123 EW London'],
      country: 'GB',
      vatId: 'GB1232434',
      companyId: 'GB983294',
      endpointId: '0088:9482348239847239874',
      contactName: null,
      email: null,
    });
    expect(view.buyer).toMatchObject({
      name: 'BuyerTradingName AS',
      endpointId: '0002:FR23342',
      vatId: 'SE4598375937',
      contactName: 'Lisa Johnson',
      email: 'lj@buyer.se',
    });
    expect(view.lines).toEqual([
      {
        id: '1',
        name: 'item name',
        description: 'Description of item',
        note: null,
        quantity: '7',
        unitCode: 'DAY',
        unitPrice: '400',
        baseQuantity: null,
        lineAmountCents: '280000',
        vat: { code: 'S', percent: '25' },
      },
      expect.objectContaining({ quantity: '-3', unitPrice: '500', lineAmountCents: '-150000' }),
    ]);
    expect(view.allowancesCharges).toEqual([
      {
        charge: true,
        reason: 'Insurance',
        reasonCode: null,
        amountCents: '2500',
        vat: { code: 'S', percent: '25' },
      },
    ]);
    expect(view.vatBreakdown).toEqual([
      {
        taxableCents: '132500',
        vatCents: '33125',
        category: { code: 'S', percent: '25' },
        exemptionReason: null,
        exemptionReasonCode: null,
      },
    ]);
    expect(view.totals).toEqual({
      lineExtensionCents: '130000',
      taxExclusiveCents: '132500',
      taxInclusiveCents: '165625',
      allowanceTotalCents: null,
      chargeTotalCents: '2500',
      prepaidCents: null,
      roundingCents: null,
      payableCents: '165625',
      vatCents: '33125',
    });
    expect(view.paymentMeans).toEqual([
      {
        code: '30',
        iban: 'IBAN32423940',
        bic: 'BIC324098',
        accountName: 'AccountName',
        paymentId: 'Snippet1',
      },
    ]);
  });

  itWithPeppolFixtures('reads a credit note with the invoice it corrects', (fixtures) => {
    const view = viewOf(example(fixtures, 'base-creditnote-correction.xml'));
    expect(view).toMatchObject({
      type: 'credit_note',
      typeCode: '381',
      notes: ['Please note we have a new phone number: 22 22 22 22'],
      billingReferences: [{ number: 'Snippet1', issueDate: null }],
    });
    expect(view.lines[0]).toMatchObject({ quantity: '7', unitCode: 'DAY' });
  });

  itWithPeppolFixtures('keeps a negative invoice negative', (fixtures) => {
    const view = viewOf(example(fixtures, 'base-negative-inv-correction.xml'));
    expect(view.totals.payableCents).toBe('-165625');
  });

  itWithPeppolFixtures('reads prices per base quantity and other currencies', (fixtures) => {
    const allowance = viewOf(example(fixtures, 'Allowance-example.xml'));
    expect(allowance.lines.map((l) => [l.unitPrice, l.baseQuantity])).toContainEqual(['200', '2']);
    // Its external technical specification is a link, not an embedded file: not offered.
    expect(allowance.attachments).toEqual([]);
    expect(viewOf(example(fixtures, 'vat-category-O.xml')).currency).toBe('SEK');
  });
});

describe('readUbl with what we write ourselves', () => {
  const invoices: Record<string, Invoice> = {
    'three VAT rates with a percentage discount': readyInvoice(),
    'a fixed discount and a credit line': readyInvoice({
      items: [line('a', '333,33', '21'), line('b', '-66,67', '9'), line('c', '10,01', '9')],
      discount: { type: 'fixed', value: '50,00' },
    }),
    paid: readyInvoice({ paymentStatus: 'paid', paidAt: '2026-03-10T10:00:00.000Z' }),
  };

  it.each(Object.entries(invoices))('reads back %s to the same amounts', (_name, invoice) => {
    const view = viewOf(renderInvoiceUbl(invoice, NL));
    const totals = computeTotals(invoice);
    expect(view).toMatchObject({
      type: 'invoice',
      number: invoice.invoiceNumber,
      issueDate: invoice.date,
      dueDate: invoice.dueDate,
      currency: 'EUR',
    });
    expect(view.totals).toMatchObject({
      lineExtensionCents: String(totals.subtotal),
      taxExclusiveCents: String(totals.subtotal - totals.discountAmount),
      taxInclusiveCents: String(totals.total),
      vatCents: String(totals.vat),
    });
    expect(sum(view.vatBreakdown.map((group) => group.vatCents))).toBe(String(totals.vat));
    expect(sum(view.lines.map((l) => l.lineAmountCents))).toBe(String(totals.subtotal));
    expect(view.lines).toHaveLength(invoice.items.length);
    expect(view.seller.vatId).toBe(SELLER_VAT);
    expect(view.buyer.name).toBe(invoice.recipient.company);
  });

  it('reads back the payment means and the amount still to pay', () => {
    const invoice = readyInvoice();
    const view = viewOf(renderInvoiceUbl(invoice, NL));
    expect(view.paymentMeans).toEqual([
      {
        code: '58',
        iban: 'NL91ABNA0417164300',
        bic: 'ABNANL2A',
        accountName: invoice.paymentMethods.bank.accountName,
        paymentId: invoice.invoiceNumber,
      },
    ]);
    expect(centsToDecimalString(Number(view.totals.payableCents))).toBe(
      centsToDecimalString(computeTotals(invoice).total),
    );
    const paid = viewOf(renderInvoiceUbl(invoices.paid as Invoice, NL));
    expect(paid.totals.payableCents).toBe('0');
    expect(paid.totals.prepaidCents).toBe(paid.totals.taxInclusiveCents);
  });

  it('reads back a credit note with the invoice it corrects', () => {
    const original = readyInvoice();
    const view = viewOf(renderInvoiceUbl(creditNoteOf(original), NL));
    expect(view).toMatchObject({
      type: 'credit_note',
      typeCode: '381',
      number: 'CN-2026-0001',
      dueDate: null,
      billingReferences: [{ number: original.invoiceNumber, issueDate: original.date }],
    });
    expect(view.totals.taxInclusiveCents).toBe(String(computeTotals(original).total));
  });
});

/** Our own invoice with a part replaced: the other cases of what arrives from elsewhere. */
const ours = renderInvoiceUbl(readyInvoice(), NL);
const edited = (from: string | RegExp, to: string): string => {
  const xml = ours.replace(from, to);
  if (xml === ours) throw new Error(`nothing replaced: ${String(from)}`);
  return xml;
};
const AFTER_REFERENCE = /(<\/cbc:BuyerReference>)/;

describe('readUbl with other shapes', () => {
  it('offers embedded attachments with their size, and their content apart', () => {
    const pdf = Buffer.from('%PDF-1.4 a small pdf').toString('base64');
    const xml = edited(
      AFTER_REFERENCE,
      `$1<cac:AdditionalDocumentReference><cbc:ID>INV-1</cbc:ID>` +
        `<cbc:DocumentDescription>Invoice PDF</cbc:DocumentDescription><cac:Attachment>` +
        `<cbc:EmbeddedDocumentBinaryObject mimeCode="Application/PDF" filename="inv-1.pdf">\n` +
        `${pdf.slice(0, 8)}\n${pdf.slice(8)}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment>` +
        `</cac:AdditionalDocumentReference><cac:AdditionalDocumentReference><cbc:ID>spec</cbc:ID>` +
        `<cac:Attachment><cac:ExternalReference><cbc:URI>https://example.com</cbc:URI>` +
        `</cac:ExternalReference></cac:Attachment></cac:AdditionalDocumentReference>` +
        `<cac:AdditionalDocumentReference><cbc:ID>blob</cbc:ID><cac:Attachment>` +
        `<cbc:EmbeddedDocumentBinaryObject>QQ==</cbc:EmbeddedDocumentBinaryObject>` +
        `</cac:Attachment></cac:AdditionalDocumentReference>`,
    );
    const result = readUbl(xml) as Extract<UblReadResult, { ok: true }>;
    expect(result.view.attachments).toEqual([
      {
        index: 0,
        reference: 'INV-1',
        description: 'Invoice PDF',
        filename: 'inv-1.pdf',
        mime: 'application/pdf',
        size: 20,
      },
      {
        index: 1,
        reference: 'blob',
        description: null,
        filename: 'blob',
        mime: 'application/octet-stream',
        size: 1,
      },
    ]);
    expect(result.attachments[0]).toEqual({
      index: 0,
      filename: 'inv-1.pdf',
      mime: 'application/pdf',
      base64: pdf,
    });
    expect(Buffer.from(result.attachments[1]?.base64 ?? '', 'base64').toString()).toBe('A');
  });

  it('takes a credit note due date from its payment means', () => {
    const credit = renderInvoiceUbl(creditNoteOf(readyInvoice()), NL).replace(
      '<cac:PaymentTerms>',
      '<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>' +
        '<cbc:PaymentDueDate>2026-05-01</cbc:PaymentDueDate></cac:PaymentMeans><cac:PaymentTerms>',
    );
    expect(viewOf(credit)).toMatchObject({
      dueDate: '2026-05-01',
      paymentMeans: [{ code: '58', iban: null, bic: null, accountName: null, paymentId: null }],
    });
  });

  it('takes the breakdown from the VAT total in the document currency', () => {
    const xml = edited(
      /(<cac:TaxTotal>)/,
      '<cac:TaxTotal><cbc:TaxAmount currencyID="SEK">999.00</cbc:TaxAmount></cac:TaxTotal>$1',
    );
    expect(viewOf(xml).totals.vatCents).toBe(String(computeTotals(readyInvoice()).vat));
  });

  it('reads the VAT total without a breakdown, and a quantity without a unit', () => {
    const xml = edited(/<cac:TaxSubtotal>.*<\/cac:TaxSubtotal>/, '').replace(/ unitCode="C62"/, '');
    const view = viewOf(xml);
    expect(view.vatBreakdown).toEqual([]);
    expect(view.totals.vatCents).toBe(String(computeTotals(readyInvoice()).vat));
    expect(view.lines[0]?.unitCode).toBeNull();
    const foreign = edited(
      /(<cbc:TaxAmount currencyID=")EUR(">[^<]*<\/cbc:TaxAmount><cac:TaxSubtotal>)/,
      '$1SEK$2',
    );
    expect(
      viewOf(foreign.replace(/<cac:TaxSubtotal>.*<\/cac:TaxSubtotal>/, '')).totals.vatCents,
    ).toBeNull();
  });

  it('names a party without a trading name by its legal name, and without either by nothing', () => {
    const xml = edited(/<cac:PartyName>.*?<\/cac:PartyName>/, '').replace(
      /<cbc:EndpointID schemeID="[^"]*">/,
      '<cbc:EndpointID>',
    );
    const { seller } = viewOf(xml);
    expect(seller.name).toBe(seller.legalName);
    expect(seller.endpointId).not.toContain(':');
    const bare = edited(/<cac:AccountingCustomerParty>.*?<\/cac:AccountingCustomerParty>/, '');
    expect(viewOf(bare).buyer).toMatchObject({ name: '', addressLines: [], country: null });
  });

  it('reads a VAT category without a percent, and leaves a category without a code out', () => {
    const xml = edited(
      /(<cac:ClassifiedTaxCategory><cbc:ID>[A-Z]+<\/cbc:ID>)<cbc:Percent>[^<]*<\/cbc:Percent>/,
      '$1',
    );
    expect(viewOf(xml).lines[0]?.vat?.percent).toBeNull();
    const noCode = edited(
      /<cac:ClassifiedTaxCategory><cbc:ID>[A-Z]+<\/cbc:ID>/,
      '<cac:ClassifiedTaxCategory>',
    );
    expect(viewOf(noCode).lines[0]?.vat).toBeNull();
  });

  it.each([
    [
      'an Order',
      ours
        .replace(/Invoice-2"/, 'Order-2"')
        .replace('<Invoice ', '<Order ')
        .replace('</Invoice>', '</Order>'),
    ],
    ['an Invoice in another namespace', edited(/Invoice-2"/, 'Invoice-3"')],
    ['a plain XML file', '<?xml version="1.0"?><note><to>you</to></note>'],
    ['a document without a number', edited(/<cbc:ID>INV-2026-0042<\/cbc:ID>/, '')],
    ['a document without an issue date', edited(/<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/, '')],
    [
      'an issue date that is no date',
      edited(/<cbc:IssueDate>[^<]*</, '<cbc:IssueDate>13-11-2017<'),
    ],
    [
      'a document without totals',
      edited(/<cac:LegalMonetaryTotal>.*<\/cac:LegalMonetaryTotal>/, ''),
    ],
    ['an amount of three decimals', edited(/(<cbc:PayableAmount[^>]*>)[^<]*/, '$1100.005')],
    ['an amount in words', edited(/(<cbc:PayableAmount[^>]*>)[^<]*/, '$1ten')],
    ['an amount with an exponent', edited(/(<cbc:PayableAmount[^>]*>)[^<]*/, '$11e3')],
    [
      'a line without a quantity',
      edited(/<cbc:InvoicedQuantity[^>]*>[^<]*<\/cbc:InvoicedQuantity>/, ''),
    ],
    [
      'a breakdown row without a category',
      edited(/(<cac:TaxSubtotal>.*?)<cac:TaxCategory>.*?<\/cac:TaxCategory>/, '$1'),
    ],
    [
      'an attachment that is not base64',
      edited(
        AFTER_REFERENCE,
        '$1<cac:AdditionalDocumentReference><cbc:ID>x</cbc:ID><cac:Attachment>' +
          '<cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="x.pdf">' +
          'not*base64</cbc:EmbeddedDocumentBinaryObject></cac:Attachment>' +
          '</cac:AdditionalDocumentReference>',
      ),
    ],
  ])('refuses %s as not UBL', (_name, xml) => {
    expect(readUbl(xml)).toEqual({ ok: false, reason: 'not_ubl' });
  });

  it('passes the XML refusals on', () => {
    expect(readUbl(`<!DOCTYPE x>${ours}`)).toEqual({ ok: false, reason: 'doctype' });
    expect(readUbl('<html><body>Hello</body>')).toEqual({ ok: false, reason: 'malformed' });
    expect(readUbl(ours + ' '.repeat(10 * 1024 * 1024))).toEqual({
      ok: false,
      reason: 'too_large',
    });
  });
});
