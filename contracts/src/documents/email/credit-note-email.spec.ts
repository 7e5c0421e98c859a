import { describe, expect, it } from '@jest/globals';
import { parse } from 'parse5';
import { computeTotals, formatMoney } from '@app/contracts/invoice';
import { sampleCreditNote } from '../testing/sample-credit-note.js';
import { renderInvoiceEmail } from './render-invoice-email.js';

type Node = { nodeName: string; childNodes?: Node[]; value?: string };

const elements = (node: Node): Node[] => [node, ...(node.childNodes ?? []).flatMap(elements)];
const textOf = (node: Node): string =>
  node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(textOf).join(' ');
const htmlText = (html: string): string =>
  textOf(parse(html) as unknown as Node).replace(/\s+/g, ' ');

describe('renderInvoiceEmail: a credit note', () => {
  it.each([
    {
      language: 'en' as const,
      subject: 'Credit note CN-2026-0001 from Łódź Ærø Ñandú Müller Studio',
      heading: 'Credit note CN-2026-0001',
      reference: 'Credit note for invoice INV-2026-0042 of 03/05/2026',
      attachment: 'You will find the credit note attached as a PDF.',
      summary: ['Credit note number: CN-2026-0001', 'Credit note date: 04/02/2026'],
    },
    {
      language: 'nl' as const,
      subject: 'Creditnota CN-2026-0001 van Łódź Ærø Ñandú Müller Studio',
      heading: 'Creditnota CN-2026-0001',
      reference: 'Creditnota bij factuur INV-2026-0042 van 05-03-2026',
      attachment: 'De creditnota vindt u als pdf in de bijlage.',
      summary: ['Creditnotanummer: CN-2026-0001', 'Creditnotadatum: 02-04-2026'],
    },
  ])(
    'names the credit note and the invoice it corrects, with its total negative ($language)',
    (expected) => {
      const creditNote = sampleCreditNote(3);
      const email = renderInvoiceEmail(creditNote, {
        language: expected.language,
        paymentBaseUrl: 'https://pay.example',
      });
      const total = formatMoney(-computeTotals(creditNote).total, expected.language);
      expect(email.subject).toBe(expected.subject);
      expect(email.text.split('\n\n').slice(0, 3)).toEqual([
        expected.heading,
        expected.reference,
        'Hello Jan,\nAs agreed, we credit the March invoice.',
      ]);
      for (const line of expected.summary) expect(email.text).toContain(line);
      expect(email.text).toContain(`${expected.language === 'en' ? 'Total' : 'Totaal'}: ${total}`);
      const html = htmlText(email.html);
      for (const part of [expected.heading, expected.reference, expected.attachment, total]) {
        expect(html).toContain(part);
      }
    },
  );

  it('asks for no payment: no pay button or link, no bank details, no deadline', () => {
    const email = renderInvoiceEmail(sampleCreditNote(2), {
      language: 'en',
      paymentBaseUrl: 'https://pay.example',
    });
    for (const part of [email.html, email.text]) {
      expect(part).not.toContain('https://pay.example');
      expect(part).not.toContain('IBAN');
      expect(part).not.toMatch(/pay|transfer|due date|within/i);
    }
    expect(elements(parse(email.html) as unknown as Node).some((n) => n.nodeName === 'a')).toBe(
      false,
    );
  });

  it('reads as a credit note even when asked for a reminder, which a credit note never gets', () => {
    const email = renderInvoiceEmail(sampleCreditNote(1), { language: 'nl', kind: 'reminder' });
    expect(email.subject).toBe('Creditnota CN-2026-0001 van Łódź Ærø Ñandú Müller Studio');
    expect(email.text).not.toContain('Herinnering');
  });

  it('keeps the subject on one line and works without a sender company', () => {
    const base = sampleCreditNote(1);
    const email = renderInvoiceEmail(
      sampleCreditNote(1, { sender: { ...base.sender, company: 'A\r\nBcc: x@y.example' } }),
      { language: 'en' },
    );
    expect(email.subject).toBe('Credit note CN-2026-0001 from A Bcc: x@y.example');
    const anonymous = renderInvoiceEmail(
      sampleCreditNote(1, { sender: { ...base.sender, company: '' } }),
      { language: 'en' },
    );
    expect(anonymous.subject).toBe('Credit note CN-2026-0001');
  });
});
