import { qrMatrix, qrPath, type QrMatrix } from './qr-matrix.js';
import { documentLabel } from '../labels.js';
import type { InvoiceView } from '../invoice-view.js';
import type { Block } from './block.js';
import type { Canvas, Typesetter } from './canvas.js';
import { CONTENT_WIDTH, LINE_HEIGHT, PAGE, SIZE } from './geometry.js';
import { wrapText } from './text.js';

const RIGHT = PAGE.left + CONTENT_WIDTH;
const TOTALS_WIDTH = 240;
const TOTAL_LINE = 14;
const GAP = 16;
/** About 34 mm: well above the 2 cm banking apps need, with modules of about 2.5 points. */
const QR_SIDE = 96;
/** Keeps the text clear of the code's quiet zone (four modules). */
const QR_MARGIN = 16;
const QR_CAPTION_GAP = 12;

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
    documentLabel(view.locale, key);
  const details: Detail[] = [];
  // Partly credited: the totals above stay the invoice's, this is what is still asked for.
  if (view.amountDue !== null) {
    details.push({ text: `${label('amountDue')}: ${view.amountDue}`, url: null });
  }
  if (view.bank !== null) {
    const { accountName, iban, bic } = view.bank;
    details.push({ text: `${label('bankTransfer')}`, url: null });
    if (accountName.trim() !== '')
      details.push({ text: `${label('accountName')}: ${accountName}`, url: null });
    if (iban.trim() !== '') details.push({ text: `${label('iban')}: ${iban}`, url: null });
    if (bic !== null) details.push({ text: `${label('bic')}: ${bic}`, url: null });
    if (view.paymentReference !== null)
      details.push({ text: `${label('paymentReference')}: ${view.paymentReference}`, url: null });
  }
  if (view.payUrl !== null) {
    details.push({ text: `${label('payOnline')}: ${view.payUrl}`, url: view.payUrl });
  }
  return details;
};

/** The code's dark modules as one path, its top-right corner at (`right`, `top`). */
const drawQr = (canvas: Canvas, qr: QrMatrix, right: number, top: number): void => {
  canvas.fill(qrPath(qr), right - QR_SIDE, top - QR_SIDE, QR_SIDE / qr.size);
};

/**
 * Bank details and the pay link; the link text is clickable through a URI annotation. While
 * bank transfer is offered and money is owed, the EPC payment QR code stands to the right.
 */
const paymentBlock = (type: Typesetter, view: InvoiceView): Block | null => {
  if (!view.requestsPayment) return null;
  const details = paymentDetails(view);
  if (details.length === 0) return null;
  const qr = view.epcQr === null ? null : qrMatrix(view.epcQr);
  const textWidth = qr === null ? CONTENT_WIDTH : CONTENT_WIDTH - QR_SIDE - QR_MARGIN;
  const measure = type.measure('regular', SIZE.text);
  const lines = details.flatMap((detail) =>
    wrapText(detail.text, textWidth, measure).map((text) => ({ text, url: detail.url })),
  );
  const textHeight = LINE_HEIGHT + 3 + lines.length * LINE_HEIGHT;
  // The caption stays under the code, never under the text beside it.
  const caption =
    qr === null
      ? []
      : wrapText(
          documentLabel(view.locale, 'scanToPay'),
          QR_SIDE,
          type.measure('regular', SIZE.small),
        );
  const qrHeight = qr === null ? 0 : QR_SIDE + QR_CAPTION_GAP + caption.length * LINE_HEIGHT;
  return {
    height: GAP + Math.max(textHeight, qrHeight),
    draw: (canvas, top) => {
      if (qr !== null) {
        drawQr(canvas, qr, RIGHT, top - GAP);
        caption.forEach((line, index) =>
          canvas.text(line, RIGHT, top - GAP - QR_SIDE - QR_CAPTION_GAP - index * LINE_HEIGHT, {
            size: SIZE.small,
            colour: 'muted',
            align: 'right',
          }),
        );
      }
      let y = top - GAP - SIZE.text;
      canvas.text(documentLabel(view.locale, 'paymentDetails'), PAGE.left, y, {
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

/**
 * The law's sentences (`legalNotices`) under the totals, where a reader of the VAT lines looks
 * for why a line charges none.
 */
const legalBlock = (type: Typesetter, view: InvoiceView): Block | null => {
  if (view.legalNotices.length === 0) return null;
  const lines = view.legalNotices.flatMap((notice) =>
    wrapText(notice, CONTENT_WIDTH, type.measure('regular', SIZE.text)),
  );
  return {
    height: GAP + lines.length * LINE_HEIGHT,
    draw: (canvas, top) => {
      lines.forEach((line, index) =>
        canvas.text(line, PAGE.left, top - GAP - SIZE.text - index * LINE_HEIGHT, {
          size: SIZE.text,
        }),
      );
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
        canvas.text(documentLabel(view.locale, 'notes'), PAGE.left, y, {
          size: SIZE.text,
          weight: 'bold',
        });
        y -= LINE_HEIGHT + 3;
      }
      canvas.text(line, PAGE.left, y, { size: SIZE.text });
    },
  }));
};

/** What follows the last row: totals, legal sentences, payment details, notes. */
export const closingBlocks = (type: Typesetter, view: InvoiceView): Block[] =>
  [totalsBlock(type, view), legalBlock(type, view), paymentBlock(type, view)]
    .filter((block): block is Block => block !== null)
    .concat(notesBlocks(type, view));
