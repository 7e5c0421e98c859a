import type { LegalSection } from '../LegalPage';

/** The privacy policy, English only (spec §2); the English text is the binding one. */
export const privacySections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: '1. Who we are',
    paragraphs: [
      'Invoicing is an online service for creating, sending and tracking invoices, run from Amsterdam, the Netherlands. We are the controller of the personal data described in this policy within the meaning of the General Data Protection Regulation (GDPR).',
      'You can reach us about privacy at support@invoicing.nl. We answer within 24 hours and handle formal requests within one month.',
    ],
  },
  {
    id: 'data-we-collect',
    title: '2. What data we collect',
    paragraphs: [
      'Without an account, your invoices, companies and settings are stored only in your own browser (local storage). They are not sent to us, and we cannot see or recover them. Clearing your browser data removes them.',
      'When you sign in with Google or Microsoft we receive your name, e-mail address, profile photo and a unique account identifier from that provider. We never receive your password.',
      'Signed in, we store the invoices, customers (companies), settings, logo and recurring schedules you create, together with technical data we need to run the service, such as the time of your last activity and a record of e-mails sent on your behalf.',
    ],
  },
  {
    id: 'why-we-use-it',
    title: '3. Why we use your data',
    paragraphs: [
      'We use your data to provide the service you asked for: syncing your invoices between devices, sending invoices by e-mail, creating payment links and generating recurring invoices. The legal basis is the performance of our agreement with you (Article 6(1)(b) GDPR).',
      'We keep short technical logs to keep the service secure and reliable, based on our legitimate interest (Article 6(1)(f) GDPR). Logs never contain the contents of your invoices.',
      'We do not sell your data, do not use it for advertising and do not build profiles of you.',
    ],
  },
  {
    id: 'processors',
    title: '4. Processors and sharing',
    paragraphs: [
      'We use a small number of processors, each bound by a data processing agreement: our hosting provider, which runs our servers and database in the European Union; an e-mail delivery provider for the invoices you send; and Mollie B.V. (Amsterdam) as payment processor when you connect a Mollie account to receive online payments.',
      'When your customer pays through a payment link, the payment is handled by Mollie under its own privacy statement. We only receive the payment status and the time of payment.',
      'We share data with authorities only when Dutch or EU law requires it.',
    ],
  },
  {
    id: 'retention',
    title: '5. How long we keep your data',
    paragraphs: [
      'We keep your account data for as long as you have an account. Invoices are kept for seven years after their date if you ask us to, to help you meet the Dutch fiscal retention obligation; otherwise they are deleted together with your account.',
      'When you delete your account, we remove your personal data within 30 days, and from backups within 90 days. Technical logs are kept for at most 30 days.',
    ],
  },
  {
    id: 'security',
    title: '6. Security',
    paragraphs: [
      'All traffic is encrypted with TLS. Data is stored on servers in the European Union, access is limited to staff who need it, and secrets such as payment provider keys are never shown in full.',
      'If a data breach affects your rights, we inform the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) within 72 hours and you without undue delay.',
    ],
  },
  {
    id: 'your-rights',
    title: '7. Your rights',
    paragraphs: [
      'You have the right to access, correct, delete and export your personal data, to restrict or object to its processing, and to withdraw consent where processing is based on consent.',
      'Send your request to support@invoicing.nl. If you are not satisfied with our answer, you can lodge a complaint with the Autoriteit Persoonsgegevens.',
    ],
  },
  {
    id: 'cookies-and-changes',
    title: '8. Cookies, local storage and changes',
    paragraphs: [
      'We use no tracking or advertising cookies. We use your browser\u2019s local storage to keep your invoices and settings, and a session cookie only while you sign in.',
      'We may update this policy. We announce important changes in the app at least 30 days before they take effect. The date at the top shows when this policy last changed.',
    ],
  },
];
