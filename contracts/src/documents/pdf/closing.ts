import { documentLabel } from '../labels.js';
import type { InvoiceView } from '../invoice-view.js';
import type { Block } from './block.js';
import type { Typesetter } from './canvas.js';
import { CONTENT_WIDTH, LINE_HEIGHT, PAGE, SIZE } from './geometry.js';
import { wrapText } from './text.js';

const RIGHT = PAGE.left + CONTENT_WIDTH;
const TOTALS_WIDTH = 240;
const TOTAL_LINE = 14;
const GAP = 16;

const totalsBlock = (type: Typesetter, view: InvoiceView): Block => ({
  height: GAP + view.totalLines.length * TOTAL_LINE + 4,
  draw: (canvas, top) => {
    let y = top - GAP - SIZE.text;
    for (const line of view.totalLines) {
      const style = {
        size: line.strong ? SIZE.text + 2 : SIZE.text,
        weight: line.strong ? 'bold' : 'regular',
      } as const;
      if (line.strong) canvas.rule(RIGHT - TOTALS_WIDTH, RIGHT, y + TOTAL_LINE - 2, 0.8);
      canvas.text(line.label, RIGHT - TOTALS_WIDTH, y, style);
      canvas.text(line.value, RIGHT, y, { ...style, align: 'right' });
      y -= TOTAL_LINE;
    }
  },
});

type Detail = { text: string; url: string | null };

const paymentDetails = (view: InvoiceView): Detail[] => {
  const label = (key: Parameters<typeof documentLabel>[1]): string =>
    documentLabel(view.language, key);
  const details: Detail[] = [];
  if (view.bank !== null) {
    const { accountName, iban, bic } = view.bank;
    details.push({ text: `${label('bankTransfer')}`, url: null });
    if (accountName.trim() !== '')
      details.push({ text: `${label('accountName')}: ${accountName}`, url: null });
    if (iban.trim() !== '') details.push({ text: `${label('iban')}: ${iban}`, url: null });
    if (bic !== null) details.push({ text: `${label('bic')}: ${bic}`, url: null });
    if (view.number !== null)
      details.push({ text: `${label('paymentReference')}: ${view.number}`, url: null });
  }
  if (view.payUrl !== null) {
    details.push({ text: `${label('payOnline')}: ${view.payUrl}`, url: view.payUrl });
  }
  return details;
};

/** Bank details and the pay link; the link text is clickable through a URI annotation. */
const paymentBlock = (type: Typesetter, view: InvoiceView): Block | null => {
  const details = paymentDetails(view);
  if (details.length === 0) return null;
  const measure = type.measure('regular', SIZE.text);
  const lines = details.flatMap((detail) =>
    wrapText(detail.text, CONTENT_WIDTH, measure).map((text) => ({ text, url: detail.url })),
  );
  return {
    height: GAP + LINE_HEIGHT + 3 + lines.length * LINE_HEIGHT,
    draw: (canvas, top) => {
      let y = top - GAP - SIZE.text;
      canvas.text(documentLabel(view.language, 'paymentDetails'), PAGE.left, y, {
        size: SIZE.text,
        weight: 'bold',
      });
      y -= LINE_HEIGHT + 3;
      for (const line of lines) {
        const width = canvas.text(line.text, PAGE.left, y, {
          size: SIZE.text,
          colour: line.url ? 'link' : 'text',
        });
        if (line.url !== null)
          canvas.link([PAGE.left, y - 2, PAGE.left + width, y + SIZE.text], line.url);
        y -= LINE_HEIGHT;
      }
    },
  };
};

/** Notes flow line by line, so long notes continue on the next page instead of overflowing. */
const notesBlocks = (type: Typesetter, view: InvoiceView): Block[] => {
  if (view.notes === null) return [];
  const lines = wrapText(view.notes, CONTENT_WIDTH, type.measure('regular', SIZE.text));
  const heading = GAP + LINE_HEIGHT + 3;
  return lines.map((line, index) => ({
    height: (index === 0 ? heading : 0) + LINE_HEIGHT,
    draw: (canvas, top) => {
      let y = top - SIZE.text;
      if (index === 0) {
        y -= GAP;
        canvas.text(documentLabel(view.language, 'notes'), PAGE.left, y, {
          size: SIZE.text,
          weight: 'bold',
        });
        y -= LINE_HEIGHT + 3;
      }
      canvas.text(line, PAGE.left, y, { size: SIZE.text });
    },
  }));
};

/** What follows the last row: totals, payment details, notes. */
export const closingBlocks = (type: Typesetter, view: InvoiceView): Block[] => {
  const payment = paymentBlock(type, view);
  return [
    totalsBlock(type, view),
    ...(payment === null ? [] : [payment]),
    ...notesBlocks(type, view),
  ];
};
