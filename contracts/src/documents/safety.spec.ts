import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'parse5';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Invoice } from '@app/contracts/invoice';
import { renderInvoiceEmail } from './email/render-invoice-email.js';
import { renderInvoicePdf } from './pdf/render-invoice-pdf.js';
import { sampleInvoice } from './testing/sample-invoice.js';

const require = createRequire(import.meta.url);
const font = (file: string) =>
  new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };

const ATTACKS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
];

/** Every user-supplied string of an invoice set to the attack text. */
const hostile = (attack: string): Invoice => {
  const base = sampleInvoice(2);
  const party = {
    company: attack,
    address: attack,
    postalCode: attack,
    city: attack,
    contactName: attack,
  };
  return {
    ...base,
    id: attack,
    invoiceNumber: attack,
    paymentTerms: attack,
    sender: { ...base.sender, ...party, vatNumber: attack, kvkNumber: attack },
    recipient: { ...base.recipient, ...party, email: attack, additionalInfo: attack },
    items: base.items.map((item) => ({ ...item, description: attack })),
    notes: attack,
    emailMessage: attack,
    paymentMethods: {
      bank: { enabled: true, iban: attack, bic: attack, accountName: attack },
      paypal: { enabled: true, email: attack },
      mollie: {
        ...base.paymentMethods.mollie,
        enabled: true,
        description: attack,
        businessName: attack,
      },
      stripe: { enabled: true, accountId: attack, description: attack },
    },
    paymentLinks: [
      { id: attack, provider: attack, status: attack, createdAt: attack, url: attack },
    ],
  };
};

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };
const elements = (node: Node): Node[] => [node, ...(node.childNodes ?? []).flatMap(elements)];

describe.each(ATTACKS)('user text %s', (attack) => {
  it('stays inert text in the e-mail HTML and verbatim in the text part', () => {
    const { html, text, subject } = renderInvoiceEmail(hostile(attack), {
      language: 'en',
      paymentBaseUrl: attack,
    });
    const nodes = elements(parse(html) as unknown as Node);
    expect(nodes.filter((node) => node.nodeName === 'script' || node.nodeName === 'img')).toEqual(
      [],
    );
    const attributes = nodes.flatMap((node) => node.attrs ?? []);
    expect(attributes.filter((a) => a.name.startsWith('on'))).toEqual([]);
    expect(attributes.filter((a) => a.name === 'href')).toEqual([]);
    expect(attributes.some((a) => /javascript:/i.test(a.value))).toBe(false);
    expect(text).toContain(attack);
    expect(subject).toContain(attack);
  });

  it('prints as literal text in the PDF, with no JavaScript or javascript: link', async () => {
    const bytes = await renderInvoicePdf(hostile(attack), {
      language: 'en',
      fonts,
      paymentBaseUrl: attack,
    });
    const task = getDocument({ data: bytes.slice(), verbosity: 0 });
    const pdf = await task.promise;
    const strings: string[] = [];
    // Object streams are compressed, so the raw bytes cannot be grepped: pdfjs reads them.
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      strings.push(
        ...(await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')),
      );
      expect(await page.getAnnotations()).toEqual([]);
    }
    expect(strings).toContain(attack);
    expect(await pdf.getJSActions()).toBeNull();
    await task.destroy();
  });
});
