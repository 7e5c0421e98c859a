import QRCode from 'qrcode';
import { timed } from './phases.js';

/** A QR code as its grid of modules: `dark(column, row)` for each of `size` × `size`. */
export type QrMatrix = { size: number; dark: (column: number, row: number) => boolean };

/**
 * The same payment text is encoded again for the e-mail, the reminder, the archive copy and the
 * export of one invoice; encoding (eight masks tried and scored) cost more than drawing a page.
 * The last few dozen codes are kept (each with its path, about 8 KB), most recently used last:
 * those renditions of one invoice follow each other, while an export's invoices never recur.
 */
const LIMIT = 64;
const matrices = new Map<string, QrMatrix>();
const paths = new WeakMap<QrMatrix, string>();

/** The EPC guideline asks for error correction level M. */
export const qrMatrix = (text: string): QrMatrix =>
  timed('qr', () => {
    const known = matrices.get(text);
    if (known !== undefined) {
      matrices.delete(text);
      matrices.set(text, known);
      return known;
    }
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    // Only the modules: qrcode's matrix also keeps which modules its patterns reserved.
    const { size } = modules;
    const dark = new Uint8Array(size * size);
    for (let row = 0; row < size; row += 1)
      for (let column = 0; column < size; column += 1)
        dark[row * size + column] = modules.get(row, column) ? 1 : 0;
    const matrix: QrMatrix = { size, dark: (column, row) => dark[row * size + column] === 1 };
    if (matrices.size >= LIMIT) matrices.delete(matrices.keys().next().value as string);
    matrices.set(text, matrix);
    return matrix;
  });

/**
 * The dark modules as PDF path operators in module units, the origin at the code's lower-left
 * corner: one rectangle per horizontal run of dark modules, about a third of the rectangles of
 * one per module, and independent of where the code is placed, so it is built once per code.
 */
export const qrPath = (matrix: QrMatrix): string =>
  timed('qr', () => {
    const known = paths.get(matrix);
    if (known !== undefined) return known;
    const rects: string[] = [];
    for (let row = 0; row < matrix.size; row += 1) {
      const y = matrix.size - 1 - row;
      let column = 0;
      while (column < matrix.size) {
        if (!matrix.dark(column, row)) {
          column += 1;
          continue;
        }
        const start = column;
        while (column < matrix.size && matrix.dark(column, row)) column += 1;
        rects.push(`${start} ${y} ${column - start} 1 re`);
      }
    }
    const path = rects.join(' ');
    paths.set(matrix, path);
    return path;
  });
