import type { Discount, LineItem, VatCategory } from '@app/contracts/invoice';
import type { ExemptionReason, VatRegime } from '@app/contracts/vat';
import type { BoxFigure, ReturnDocument, VatReturnFigures } from './types.js';

/* Builders for the worked examples of the specs: a document from a few literals. */

export type Line = [quantity: string, price: string, rate: string, category?: VatCategory];

const line = ([quantity, price, vatRate, vatCategory]: Line, index: number): LineItem => ({
  id: `line-${index}`,
  description: 'Work',
  quantity,
  price,
  vatRate,
  ...(vatCategory ? { vatCategory } : {}),
});

export type Doc = {
  number: string;
  date: string;
  customerVat: string;
  lines: Line[];
  credit?: boolean;
  discount?: Discount;
  regime?: VatRegime;
  status?: ReturnDocument['status'];
  exemption?: ExemptionReason;
};

export const document = (doc: Doc): ReturnDocument => ({
  id: `id-${doc.number}`,
  invoiceNumber: doc.number,
  documentType: doc.credit ? 'credit_note' : 'invoice',
  date: doc.date,
  status: doc.status ?? 'sent',
  items: doc.lines.map((item, index) => ({
    ...line(item, index),
    ...(doc.exemption ? { vatExemptionReason: doc.exemption } : {}),
  })),
  discount: doc.discount ?? { type: 'none', value: '0' },
  recipient: {
    company: 'Klant',
    address: '',
    postalCode: '',
    city: '',
    email: 'klant@example.com',
    vatNumber: doc.customerVat,
  },
  ...(doc.regime ? { vatRegime: doc.regime } : {}),
});

/** Box -> [base, vat, document numbers]. */
export const figures = (result: VatReturnFigures): Record<string, [number, number, string[]]> =>
  Object.fromEntries(
    result.boxes.map((box: BoxFigure) => [
      box.box,
      [box.base, box.vat, box.documents.map((share) => share.invoiceNumber)],
    ]),
  );

export const NL_CUSTOMER = 'NL987654321B01';
export const BE_CUSTOMER = 'BE0123456749';
