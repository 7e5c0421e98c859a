import { describe, expect, it } from '@jest/globals';
import { formatMoney, type Language } from '@app/contracts/invoice';
import { legalText, mandatoryTexts, structuredReference } from '@app/contracts/vat';
import { invoiceView } from '../invoice-view.js';
import { expectPdfTotals, line, parseXml, xmlValues as values } from '../testing/sample-ubl.js';
import { documentVatContext } from '../vat-context.js';
import { VAT_LAW_CASES, type VatLawCaseName } from '../testing/sample-vat-law.js';
import { itWithPeppolFixtures, schemaFindings } from '../testing/ubl-schema.js';
import { ruleFindings } from '../testing/ubl-rules.js';
import { renderInvoiceUbl } from './render-invoice-ubl.js';

const LANGUAGES: Language[] = ['en', 'nl'];

const render = (name: VatLawCaseName, language: Language = 'nl'): string => {
  const { invoice, country } = VAT_LAW_CASES[name];
  return renderInvoiceUbl(invoice, { language, country });
};

/** Each VAT breakdown's category, code and reason, in document order. */
const breakdown = (xml: string) =>
  Array.from(parseXml(xml).getElementsByTagName('cac:TaxSubtotal')).map((subtotal) => {
    const category = subtotal.getElementsByTagName('cac:TaxCategory')[0];
    const read = (tag: string) => category.getElementsByTagName(tag)[0]?.textContent ?? null;
    return {
      id: read('cbc:ID'),
      percent: read('cbc:Percent'),
      code: read('cbc:TaxExemptionReasonCode'),
      reason: read('cbc:TaxExemptionReason'),
    };
  });

/** The categories of the lines (BT-151), in line order. */
const lineCategories = (xml: string): string[] =>
  Array.from(parseXml(xml).getElementsByTagName('cac:ClassifiedTaxCategory')).map(
    (category) => category.getElementsByTagName('cbc:ID')[0].textContent ?? '',
  );

describe('the e-invoice of each VAT treatment', () => {
  describe.each(Object.keys(VAT_LAW_CASES) as VatLawCaseName[])('%s', (name) => {
    describe.each(LANGUAGES)('in %s', (language) => {
      const xml = render(name, language);
      const { invoice, country } = VAT_LAW_CASES[name];

      itWithPeppolFixtures('is valid against the UBL 2.1 schema', () => {
        expect(schemaFindings(xml)).toEqual([]);
      });

      it('follows the EN 16931 and Peppol BIS 3.0 rules', () => {
        expect(ruleFindings(xml)).toEqual([]);
      });

      it("carries the PDF's totals and VAT breakdown to the cent", () => {
        expectPdfTotals(xml, invoice);
      });

      it('states every mandatory text in its one note and in the breakdown it explains', () => {
        const seller = documentVatContext(invoice, country).sellerCountry;
        const texts = mandatoryTexts(invoice, seller, language).map(({ text }) => text);
        const [note = ''] = values(xml, 'cbc:Note');
        const reasons = values(xml, 'cbc:TaxExemptionReason').join('; ');
        for (const text of texts) {
          expect(note).toContain(text);
          expect(reasons).toContain(text);
        }
      });
    });
  });

  it('writes a Dutch small business’s lines as exempt, with the KOR text and no VATEX code', () => {
    const xml = render('a Dutch small business (KOR)');
    expect(lineCategories(xml)).toEqual(['E', 'E']);
    expect(breakdown(xml)).toEqual([
      { id: 'E', percent: '0', code: null, reason: legalText('nl.kor', 'nl') },
    ]);
  });

  it('writes a Belgian small business’s lines as exempt under the franchise', () => {
    const xml = render('a Belgian small business (franchise)', 'nl');
    expect(breakdown(xml)).toEqual([
      {
        id: 'E',
        percent: '0',
        code: null,
        reason: 'Bijzondere vrijstellingsregeling kleine ondernemingen',
      },
    ]);
    expect(values(xml, 'cbc:CompanyLegalForm')).toEqual(['BV, RPR Gent, afdeling Gent']);
  });

  it.each<[VatLawCaseName, string, string, string]>([
    ['reverse charge within the Netherlands', 'AE', 'VATEX-EU-AE', 'Btw verlegd'],
    ['services from the Netherlands to a Belgian business', 'AE', 'VATEX-EU-AE', 'Btw verlegd'],
    ['an intra-EU supply of goods', 'K', 'VATEX-EU-IC', legalText('nl.intraEu', 'nl')],
    ['an export outside the EU', 'G', 'VATEX-EU-G', legalText('nl.export', 'nl')],
    ['a credit note with reverse charge', 'AE', 'VATEX-EU-AE', 'Btw verlegd'],
  ])('%s: category %s with %s and the law’s text', (name, id, code, reason) => {
    const xml = render(name);
    expect(breakdown(xml)).toContainEqual({ id, percent: '0', code, reason });
    expect(lineCategories(xml)).toContain(id);
  });

  it('joins two exemption reasons in the one exempt breakdown, without a code they do not share', () => {
    const xml = render('exempt lines for two different reasons', 'en');
    expect(breakdown(xml)).toEqual([
      { id: 'S', percent: '21', code: null, reason: null },
      {
        id: 'E',
        percent: '0',
        code: null,
        reason: `${legalText('nl.exempt.medical', 'en')}; ${legalText('nl.exempt.education', 'en')}`,
      },
    ]);
  });

  it('writes the VATEX code when every exempt line shares it', () => {
    const { invoice } = VAT_LAW_CASES['exempt lines for two different reasons'];
    const medical = { ...invoice.items[0], vatExemptionReason: 'medical' as const };
    const xml = renderInvoiceUbl(
      { ...invoice, items: [medical, { ...medical, id: 'second-medical-line-xx' }] },
      { language: 'en', country: 'NL' },
    );
    expect(breakdown(xml)).toEqual([
      {
        id: 'E',
        percent: '0',
        code: 'VATEX-EU-132-1C',
        reason: legalText('nl.exempt.medical', 'en'),
      },
    ]);
    expect(ruleFindings(xml)).toEqual([]);
  });

  it('pays a Belgian invoice with its structured reference', () => {
    const xml = render('a Belgian invoice with a structured reference');
    const reference = structuredReference('INV-2026-0042');
    expect(reference).toMatch(/^\+{3}\d{3}\/\d{4}\/\d{5}\+{3}$/);
    expect(values(xml, 'cbc:PaymentID')).toEqual([reference]);
  });

  it('gives the PDF one VAT line per breakdown, with the same amounts', () => {
    const { invoice, country } = VAT_LAW_CASES['reverse charge within the Netherlands'];
    const mixed = { ...invoice, items: [...invoice.items, line('c', '30,00', '0')] };
    const xml = renderInvoiceUbl(mixed, { language: 'en', country });
    const vatLines = invoiceView(mixed, 'en', undefined, country).totalLines.filter((total) =>
      total.label.startsWith('VAT'),
    );
    expect(vatLines.map((total) => total.label)).toEqual([
      'VAT 21%',
      'VAT 0% reverse charge',
      'VAT 0% exempt',
    ]);
    expect(breakdown(xml).map(({ id, percent }) => `${id} ${percent}`)).toEqual([
      'S 21',
      'AE 0',
      'E 0',
    ]);
    const taxAmounts = Array.from(parseXml(xml).getElementsByTagName('cac:TaxSubtotal')).map(
      (subtotal) => subtotal.getElementsByTagName('cbc:TaxAmount')[0].textContent ?? '',
    );
    expect(vatLines.map((total) => total.value)).toEqual(
      taxAmounts.map((amount) => formatMoney(Math.round(Number(amount) * 100), 'en')),
    );
  });
});
