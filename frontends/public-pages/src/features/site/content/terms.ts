import type { LegalSection } from '../LegalPage';

/** The terms of service, English only (spec §2); governed by Dutch law. */
export const termsSections: readonly LegalSection[] = [
  {
    id: 'definitions',
    title: '1. Definitions',
    paragraphs: [
      '"Invoicing", "we" and "us" mean the provider of the Invoicing service, established in Amsterdam, the Netherlands. "You" means the person or business using the service. "Service" means the Invoicing website and application, including the invoice editor, overview, e-mail and payment features.',
    ],
  },
  {
    id: 'applicability',
    title: '2. Applicability',
    paragraphs: [
      'These terms apply to every use of the service, with or without an account. By using the service you accept them. General terms of your own do not apply unless we accept them in writing.',
    ],
  },
  {
    id: 'the-service',
    title: '3. The service',
    paragraphs: [
      'The service lets you create, export, send and track invoices. Without an account, your data stays in your browser and we cannot recover it. With an account, your data is synced to our servers.',
      'We may improve or change features. We will not remove core features you rely on without announcing it at least 30 days in advance.',
    ],
  },
  {
    id: 'accounts',
    title: '4. Accounts',
    paragraphs: [
      'You sign in with a Google or Microsoft account. You are responsible for keeping that account secure and for everything that happens under your account. Tell us at once if you suspect misuse.',
    ],
  },
  {
    id: 'prices-and-payment',
    title: '5. Prices and payment',
    paragraphs: [
      'The service is free for the first 100,000 entrepreneurs. Big Business plans (three or more seats, 500 or more invoices per month) are priced by agreement; the price and payment terms are set out in the proposal you accept.',
      'Online payments from your customers are processed by Mollie B.V. under its own terms. We are not a party to the payment and do not hold your money.',
    ],
  },
  {
    id: 'your-content',
    title: '6. Your content and responsibilities',
    paragraphs: [
      'You own the invoices and other content you create. You give us the rights we need to store, process and send it for you.',
      'You are responsible for the correctness of your invoices, including VAT rates, invoice numbers and the details required by Dutch and Belgian tax law, and for keeping your own records. You must not use the service for unlawful purposes, spam or fraud.',
    ],
  },
  {
    id: 'availability',
    title: '7. Availability and support',
    paragraphs: [
      'We aim for the service to be available at all times but do not guarantee uninterrupted availability. Planned maintenance is announced in advance where possible. We aim to answer support messages within 24 hours.',
    ],
  },
  {
    id: 'liability',
    title: '8. Liability',
    paragraphs: [
      'Our liability for direct damage is limited to the amount you paid us in the twelve months before the damage occurred, or EUR 500 if you use the service for free. We are not liable for indirect damage, lost profit or lost data stored only in your browser.',
      'These limitations do not apply in case of intent or gross negligence on our part.',
    ],
  },
  {
    id: 'privacy',
    title: '9. Privacy',
    paragraphs: [
      'We process personal data as described in our privacy policy. Where we process personal data of your customers on your behalf, we act as your processor and the data processing terms in our privacy policy apply.',
    ],
  },
  {
    id: 'termination',
    title: '10. Termination',
    paragraphs: [
      'You may stop using the service and delete your account at any time. We may suspend or end your access if you seriously breach these terms, after warning you where reasonable. After termination you can export your invoices for 30 days.',
    ],
  },
  {
    id: 'governing-law',
    title: '11. Governing law and disputes',
    paragraphs: [
      'These terms are governed by Dutch law. Disputes are submitted to the competent court in Amsterdam, unless mandatory consumer law gives you the right to go to another court.',
      'We may change these terms. Important changes are announced at least 30 days before they take effect; if you do not agree, you may end your use of the service.',
    ],
  },
];
