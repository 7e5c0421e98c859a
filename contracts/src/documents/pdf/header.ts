import { documentTitle } from '../document-title.js';
import { documentLabel } from '../labels.js';
import type { InvoiceView } from '../invoice-view.js';
import type { PartyView } from '../party-view.js';
import type { Block } from './block.js';
import type { Canvas, Typesetter } from './canvas.js';
import { scaleToFit, type PlacedLogo } from './logo.js';
import { CONTENT_WIDTH, LINE_HEIGHT, PAGE, SIZE } from './geometry.js';
import { wrapText } from './text.js';

const LOGO_BOX = { width: 170, height: 60 };
const PARTY_GAP = 24;
const SECTION_GAP = 22;
/** Below a credit note's reference line, before the table. */
const REFERENCE_GAP = 8;

const isCreditNote = (view: InvoiceView): boolean => view.documentType === 'credit_note';

const titleText = (view: InvoiceView): string =>
  documentLabel(view.locale, isCreditNote(view) ? 'creditNote' : 'invoice');

/** A credit note asks for no payment, so it has no due date or terms. */
const metaLines = (view: InvoiceView): [string, string][] => {
  const label = (key: Parameters<typeof documentLabel>[1]) => documentLabel(view.locale, key);
  const number = view.number ?? label('draft');
  const lines: [string, string][] = isCreditNote(view)
    ? [
        [label('creditNoteNumber'), number],
        [label('creditNoteDate'), view.date ?? ''],
      ]
    : [
        [label('invoiceNumber'), number],
        [label('invoiceDate'), view.date ?? ''],
        [label('dueDate'), view.dueDate ?? ''],
        [label('terms'), view.terms],
      ];
  return lines.filter((pair) => pair[1] !== '');
};

/** Right of the logo: a long free-text term or number wraps instead of running into it. */
const META_WIDTH = CONTENT_WIDTH - LOGO_BOX.width - 16;

type MetaLine = { label: string | null; value: string };

const metaLayout = (type: Typesetter, view: InvoiceView): MetaLine[] =>
  metaLines(view).flatMap(([label, value]) => {
    const labelText = `${label}: `;
    const labelWidth = type.measure('regular', SIZE.text)(labelText);
    const values = wrapText(value, META_WIDTH - labelWidth, type.measure('regular', SIZE.text));
    return values.map((line, index) => ({ label: index === 0 ? labelText : null, value: line }));
  });

const partyLines = (type: Typesetter, party: PartyView, width: number) => ({
  company:
    party.company === null ? [] : wrapText(party.company, width, type.measure('bold', SIZE.text)),
  lines: party.lines.flatMap((line) => wrapText(line, width, type.measure('regular', SIZE.text))),
});

const drawParty = (
  canvas: Canvas,
  heading: string,
  party: ReturnType<typeof partyLines>,
  x: number,
  top: number,
): void => {
  let y = top - SIZE.small;
  canvas.text(heading.toUpperCase(), x, y, {
    size: SIZE.small,
    weight: 'bold',
    colour: 'muted',
  });
  y -= LINE_HEIGHT + 3;
  for (const line of party.company) {
    canvas.text(line, x, y, { size: SIZE.text, weight: 'bold' });
    y -= LINE_HEIGHT;
  }
  for (const line of party.lines) {
    canvas.text(line, x, y, { size: SIZE.text });
    y -= LINE_HEIGHT;
  }
};

/**
 * Logo and title with number and dates, then From and To side by side; on a credit note the
 * invoice it corrects under them.
 */
export const firstPageHeader = (
  type: Typesetter,
  view: InvoiceView,
  logo: PlacedLogo | null,
): Block => {
  const logoSize =
    logo === null ? { width: 0, height: 0 } : scaleToFit(logo, LOGO_BOX.width, LOGO_BOX.height);
  const meta = metaLayout(type, view);
  const titleHeight = SIZE.title + 8 + meta.length * LINE_HEIGHT;
  const topHeight = Math.max(logoSize.height, titleHeight);
  const columnWidth = (CONTENT_WIDTH - PARTY_GAP) / 2;
  const from = partyLines(type, view.sender, columnWidth);
  const to = partyLines(type, view.recipient, columnWidth);
  const partyHeight =
    SIZE.small +
    3 +
    Math.max(from.company.length + from.lines.length, to.company.length + to.lines.length, 1) *
      LINE_HEIGHT;
  const reference =
    view.creditReference === null
      ? []
      : wrapText(view.creditReference, CONTENT_WIDTH, type.measure('bold', SIZE.text));
  const referenceHeight =
    reference.length === 0 ? 0 : reference.length * LINE_HEIGHT + REFERENCE_GAP;
  const right = PAGE.left + CONTENT_WIDTH;
  return {
    height: topHeight + SECTION_GAP + partyHeight + SECTION_GAP + referenceHeight,
    draw: (canvas, top) => {
      if (logo !== null) {
        canvas.image(logo, PAGE.left, top - logoSize.height, logoSize.width, logoSize.height);
      }
      canvas.text(titleText(view), right, top - SIZE.title, {
        size: SIZE.title,
        weight: 'bold',
        align: 'right',
      });
      let y = top - SIZE.title - 8 - SIZE.text;
      for (const { label, value } of meta) {
        // The label is written first so that extracted text reads "Terms: 14 days".
        const valueWidth = type.measure('regular', SIZE.text)(value);
        if (label !== null) {
          canvas.text(label, right - valueWidth, y, {
            size: SIZE.text,
            colour: 'muted',
            align: 'right',
          });
        }
        canvas.text(value, right, y, { size: SIZE.text, align: 'right' });
        y -= LINE_HEIGHT;
      }
      const partiesTop = top - topHeight - SECTION_GAP;
      drawParty(canvas, documentLabel(view.locale, 'from'), from, PAGE.left, partiesTop);
      drawParty(
        canvas,
        documentLabel(view.locale, 'to'),
        to,
        PAGE.left + columnWidth + PARTY_GAP,
        partiesTop,
      );
      // The original's number and date, which Dutch law and art. 5 KB nr. 1 ask a credit note for.
      const referenceTop = partiesTop - partyHeight - SECTION_GAP;
      reference.forEach((line, index) =>
        canvas.text(line, PAGE.left, referenceTop - SIZE.text - index * LINE_HEIGHT, {
          size: SIZE.text,
          weight: 'bold',
        }),
      );
    },
  };
};

/** Later pages repeat only which document they continue. */
export const continuationHeader = (type: Typesetter, view: InvoiceView): Block => ({
  height: SIZE.text + 14,
  draw: (canvas, top) => {
    const text = `${documentTitle(view)} (${documentLabel(view.locale, 'continued')})`;
    const [line = ''] = wrapText(text, CONTENT_WIDTH, type.measure('bold', SIZE.text));
    canvas.text(line, PAGE.left, top - SIZE.text, {
      size: SIZE.text,
      weight: 'bold',
      colour: 'muted',
    });
  },
});
