// An invoice as an API client stores it (POST /api/invoices), for a customer's status page: the
// page the JavaScript budget test and `npm run bench:lighthouse` open.
export const STATUS_PAGE_INVOICE = {
  invoice: {
    date: '2026-11-02',
    dueDate: '2026-11-16',
    paymentTerms: '14 days',
    status: 'saved',
    paymentStatus: 'unpaid',
    sender: {
      company: 'Vos Design',
      address: 'Keizersgracht 1',
      postalCode: '1015 AA',
      city: 'Amsterdam',
      vatNumber: 'NL123456789B01',
      kvkNumber: '12345678',
      email: 'anna@vos.example',
    },
    recipient: {
      company: 'Customer B.V.',
      address: 'Damrak 2',
      postalCode: '1012 LG',
      city: 'Amsterdam',
      email: 'billing@customer.example',
    },
    items: [
      {
        id: 'line-0000000000000001',
        description: 'Design',
        quantity: '1',
        price: '100,00',
        vatRate: '21',
      },
    ],
    discount: { type: 'none', value: '0' },
    notes: '',
    emailMessage: '',
    paymentMethods: {
      bank: { enabled: true, iban: 'NL91ABNA0417164300', bic: '', accountName: 'Vos Design' },
      paypal: { enabled: false, email: '' },
      mollie: {
        enabled: false,
        apiKey: '',
        description: 'Invoice {invoiceNumber}',
        isConnected: false,
        businessName: '',
      },
      stripe: { enabled: false, accountId: '', description: 'Invoice {invoiceNumber}' },
    },
    currency: 'EUR',
    isPlaceholder: {},
  },
};
