import type { Language } from '@app/contracts/invoice';
import {
  BELGIAN_LISTING_CODES,
  RETURN_BOXES,
  type ListingKind,
  type NotReportedReason,
  type VatReturnFigures,
} from '@app/contracts/vat-return';
import { csvLine } from './ledger-csv.js';

const LABELS: Record<
  Language,
  {
    headers: [string, string, string, string];
    notReported: Record<NotReportedReason, string>;
    listing: string;
    listingHeaders: [string, string, string, string];
    kinds: Record<ListingKind, string>;
  }
> = {
  en: {
    headers: ['Box', 'Description', 'Base', 'VAT'],
    notReported: {
      exempt: 'Exempt, on no box',
      smallBusiness: 'Under the small-business scheme, on no box',
      rateNotInReturn: 'At a rate no box takes',
    },
    listing: 'Intra-community listing',
    listingHeaders: ['VAT number', 'Country', 'Kind', 'Amount'],
    kinds: { goods: 'Goods', services: 'Services' },
  },
  nl: {
    headers: ['Rubriek', 'Omschrijving', 'Grondslag', 'Btw'],
    notReported: {
      exempt: 'Vrijgesteld, in geen rubriek',
      smallBusiness: 'Onder de kleineondernemersregeling, in geen rubriek',
      rateNotInReturn: 'Tegen een tarief dat geen rubriek kent',
    },
    listing: 'Opgaaf intracommunautaire prestaties',
    listingHeaders: ['Btw-nummer', 'Land', 'Soort', 'Bedrag'],
    kinds: { goods: 'Goederen', services: 'Diensten' },
  },
};

/**
 * The VAT return's figures as `vat-return.csv` in the accountant's ZIP: the same figures as
 * GET /api/vat-return (the contracts rule), each box by its official name, the amounts on no
 * box, then the listing. Written like the ledger (`;`, decimal comma, user text guarded).
 */
export function vatReturnCsv(figures: VatReturnFigures, language: Language): string {
  const labels = LABELS[language];
  const boxes = RETURN_BOXES[figures.country];
  const lines = [csvLine(labels.headers)];
  for (const figure of figures.boxes) {
    const box = boxes.find(({ id }) => id === figure.box);
    const columns: readonly string[] = box?.columns ?? ['base', 'vat'];
    lines.push(
      csvLine([
        figure.box,
        box?.label[language] ?? '',
        columns.includes('base') ? { cents: figure.base } : null,
        columns.includes('vat') ? { cents: figure.vat } : null,
      ]),
    );
  }
  for (const figure of figures.notReported) {
    lines.push(
      csvLine([
        '',
        labels.notReported[figure.reason],
        { cents: figure.base },
        { cents: figure.vat },
      ]),
    );
  }
  if (figures.listing.length > 0) {
    lines.push('\r\n', csvLine([labels.listing]), csvLine(labels.listingHeaders));
    for (const line of figures.listing) {
      const kind =
        figures.country === 'BE'
          ? `${BELGIAN_LISTING_CODES[line.kind]} ${labels.kinds[line.kind]}`
          : labels.kinds[line.kind];
      lines.push(csvLine([line.vatNumber, line.country, kind, { cents: line.base }]));
    }
  }
  return lines.join('');
}
