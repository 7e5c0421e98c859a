import type { ExamplesObject } from '@nestjs/swagger';

/**
 * Request bodies an integrator can send as they are (Swagger UI's "Try it out" starts from the
 * first): the smallest useful body first, as docs/api.md's five-minute start sends them.
 */
export const CREATE_INVOICE_EXAMPLES: ExamplesObject = {
  minimal: {
    summary: 'A recipient and lines: the rest from your settings',
    value: {
      invoice: {
        recipient: {
          company: 'Bakkerij Jansen',
          address: 'Oudegracht 12',
          postalCode: '3511 AB',
          city: 'Utrecht',
          email: 'anna@jansen.nl',
        },
        items: [{ description: 'Logo design', quantity: '1', price: '450,00' }],
      },
    },
  },
  withClientId: {
    summary: 'With your own id, so that a retry never makes a second invoice',
    value: {
      invoice: {
        id: 'V1StGXR8_Z5jdHi6B-myT',
        recipient: {
          company: 'Bakkerij Jansen',
          address: 'Oudegracht 12',
          postalCode: '3511 AB',
          city: 'Utrecht',
          email: 'anna@jansen.nl',
        },
        items: [
          { description: 'Logo design', quantity: '1', price: '450,00', vatRate: '21' },
          { description: 'Business cards', quantity: '250', price: '0,40', vatRate: '21' },
        ],
        notes: 'Thank you for your business!',
      },
    },
  },
};

export const SAVE_COMPANY_EXAMPLES: ExamplesObject = {
  company: {
    summary: 'A customer',
    value: {
      company: {
        name: 'Bakkerij Jansen',
        address: 'Oudegracht 12',
        postalCode: '3511 AB',
        city: 'Utrecht',
        email: 'anna@jansen.nl',
      },
    },
  },
};

export const SEND_INVOICE_EMAIL_EXAMPLES: ExamplesObject = {
  send: {
    summary: 'The invoice to its recipient, in English',
    value: { recipientEmail: 'anna@jansen.nl', customMessage: '', locale: 'en' },
  },
  withUbl: {
    summary: 'With the UBL e-invoice attached and a message',
    value: {
      recipientEmail: 'anna@jansen.nl',
      customMessage: 'Hi Anna, here is the invoice for the logo. Kind regards, Sam',
      locale: 'en',
      attachUbl: true,
    },
  },
};
