import { describe, expect, it } from '@jest/globals';
import { parse } from 'parse5';
import {
  emptyPaymentMethods,
  formatMoney,
  computeTotals,
  type PaymentMethods,
} from '@app/contracts/invoice';
import { sampleInvoice } from '../testing/sample-invoice.js';
import { renderInvoiceEmail } from './render-invoice-email.js';

type Node = {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
};

const elements = (node: Node): Node[] => [node, ...(node.childNodes ?? []).flatMap(elements)];
const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
const textOf = (node: Node): string =>
  node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(textOf).join(' ');
const parseHtml = (html: string) => elements(parse(html) as unknown as Node);

const methods = (...enabled: (keyof PaymentMethods)[]): PaymentMethods => {
  const all = sampleInvoice(1).paymentMethods;
  const base = emptyPaymentMethods();
  return {
    bank: { ...all.bank, enabled: enabled.includes('bank') },
    paypal: { ...base.paypal, email: 'pay@pal.example', enabled: enabled.includes('paypal') },
    mollie: { ...all.mollie, enabled: enabled.includes('mollie') },
    stripe: { ...base.stripe, accountId: 'acct_1', enabled: enabled.includes('stripe') },
  };
};

const render = (paymentMethods: PaymentMethods, language: 'en' | 'nl' = 'en') =>
  renderInvoiceEmail(sampleInvoice(3, { paymentMethods }), {
    language,
    paymentBaseUrl: 'https://pay.example',
  });

const paragraphs = (html: string) =>
  parseHtml(html)
    .filter((node) => node.nodeName === 'p')
    .map((node) => textOf(node).trim());

describe('renderInvoiceEmail', () => {
  it('lays the body out in a 640 px table with inline styles only', () => {
    const { html } = render(methods('bank', 'mollie'));
    const nodes = parseHtml(html);
    const main = nodes.find((node) => node.nodeName === 'table' && attr(node, 'width') === '640');
    expect(attr(main ?? { nodeName: '' }, 'style')).toContain('width:640px');
    expect(nodes.some((node) => ['style', 'link', 'script'].includes(node.nodeName))).toBe(false);
  });

  it('shows the message, the summary and the total of computeTotals', () => {
    const invoice = sampleInvoice(3);
    const { html, text, subject } = renderInvoiceEmail(invoice, { language: 'nl' });
    const total = formatMoney(computeTotals(invoice).total, 'nl');
    expect(subject).toBe('Factuur INV-2026-0042 van Łódź Ærø Ñandú Müller Studio');
    for (const part of [textOf(parse(html) as unknown as Node), text]) {
      expect(part).toContain('Here is the invoice for March.');
      expect(part).toContain('05-03-2026');
      expect(part).toContain('19-03-2026');
      expect(part).toContain(total);
    }
    expect(html).toContain('Hello Jan,<br>Here is');
  });

  it('with bank only, asks to transfer within the terms and shows the bank details', () => {
    const { html, text } = render(methods('bank'));
    expect(paragraphs(html)).toContain(
      `Please transfer ${render(methods('bank')).text.match(/€[\d,.]+/)?.[0]} within 14 days to:`,
    );
    expect(text).toContain('IBAN: NL91 ABNA 0417 1643 00');
    expect(text).toContain('BIC: ABNANL2A');
    expect(html).not.toContain('securely online');
  });

  it('without bank, the first online method carries the deadline and later ones read "Or pay"', () => {
    const { html, text } = render(methods('paypal', 'mollie', 'stripe'));
    expect(paragraphs(html).filter((p) => /pay this invoice/i.test(p))).toEqual([
      'Please pay this invoice within 14 days using the secure option below:',
      'Or pay this invoice securely online:',
      'Or pay this invoice securely online:',
    ]);
    expect(text).toContain('Pay now: https://pay.example/invoice/inv_7Yx2');
    expect(html).not.toContain('IBAN');
  });

  it('with bank enabled, every online method reads "Or pay this invoice securely online:"', () => {
    const { html } = render(methods('bank', 'mollie'), 'nl');
    expect(paragraphs(html)).toContain('U kunt deze factuur ook veilig online betalen:');
    expect(paragraphs(html).some((p) => p.includes('via de beveiligde optie'))).toBe(false);
  });

  it('links only the Mollie button, to the status page; PayPal and Stripe carry no link', () => {
    const nodes = parseHtml(render(methods('paypal', 'mollie', 'stripe')).html);
    const links = nodes.filter((node) => node.nodeName === 'a');
    expect(links.map((node) => attr(node, 'href'))).toEqual([
      'https://pay.example/invoice/inv_7Yx2',
    ]);
    const spans = nodes
      .filter((node) => node.nodeName === 'span')
      .map((node) => textOf(node).trim());
    expect(spans).toEqual(['Pay with PayPal', 'Pay by card']);
  });

  it('leaves the payment part out when no method is enabled, and a placeholder message', () => {
    const invoice = sampleInvoice(1, {
      paymentMethods: methods(),
      emailMessage: 'Type a message',
      isPlaceholder: { emailMessage: true },
    });
    const { html, text } = renderInvoiceEmail(invoice, { language: 'en' });
    expect(html).not.toContain('Type a message');
    expect(text).not.toMatch(/pay this invoice/i);
  });
});

describe('renderInvoiceEmail: the overdue reminder', () => {
  it.each([
    {
      language: 'en' as const,
      subject: 'Payment reminder: invoice INV-2026-0042 from Łódź Ærø Ñandú Müller Studio',
      heading: 'Payment reminder for invoice INV-2026-0042',
      text: 'has not been paid yet',
      dueDate: '03/19/2026',
      newTerm: 'Please transfer',
      oldTerm: 'within 14 days',
    },
    {
      language: 'nl' as const,
      subject: 'Betalingsherinnering: factuur INV-2026-0042 van Łódź Ærø Ñandú Müller Studio',
      heading: 'Betalingsherinnering voor factuur INV-2026-0042',
      text: 'nog niet betaald',
      dueDate: '19-03-2026',
      newTerm: 'alsnog binnen 7 dagen overmaken',
      oldTerm: 'binnen 14 dagen',
    },
  ])('says the invoice is overdue in $language, in place of the user message', (expected) => {
    const invoice = sampleInvoice(3, { paymentMethods: methods('bank', 'mollie') });
    const reminder = renderInvoiceEmail(invoice, {
      language: expected.language,
      paymentBaseUrl: 'https://pay.example',
      kind: 'reminder',
    });
    const total = formatMoney(computeTotals(invoice).total, expected.language);
    expect(reminder.subject).toBe(expected.subject);
    for (const part of [textOf(parse(reminder.html) as unknown as Node), reminder.text]) {
      expect(part).toContain(expected.heading);
      expect(part).toContain(expected.text);
      expect(part).toContain(total);
      expect(part).toContain(expected.dueDate);
      expect(part).not.toContain('Here is the invoice for March.');
      // Sent after the due date: a short new term, never the invoice's own one again.
      expect(part).toContain(expected.newTerm);
      expect(part).not.toContain(expected.oldTerm);
    }
    const payLink = parseHtml(reminder.html).find((node) =>
      attr(node, 'href')?.includes('/invoice/'),
    );
    expect(attr(payLink ?? { nodeName: '' }, 'href')).toBe(
      `https://pay.example/invoice/${invoice.id}`,
    );
  });
});
