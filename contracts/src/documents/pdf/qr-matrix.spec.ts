import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { epcPayload } from '../epc-payment.js';
import { qrMatrix } from './qr-matrix.js';

const require = createRequire(import.meta.url);
// jsqr is CommonJS whose typings declare a default export: required, it is the function itself.
const jsQR = require('jsqr') as typeof import('jsqr').default;

describe('qrMatrix', () => {
  it('encodes the text so that a QR reader gets it back', () => {
    const text = epcPayload({
      name: 'Studio Vos',
      iban: 'NL91ABNA0417164300',
      bic: '',
      amount: 21388,
      remittance: 'INV-2026-0042',
    })!;
    const matrix = qrMatrix(text);
    const scale = 4;
    const quiet = 4;
    const side = (matrix.size + quiet * 2) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (let row = 0; row < matrix.size; row += 1) {
      for (let column = 0; column < matrix.size; column += 1) {
        if (!matrix.dark(column, row)) continue;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const x = (column + quiet) * scale + dx;
            const y = (row + quiet) * scale + dy;
            pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
          }
        }
      }
    }
    expect(jsQR(pixels, side, side)?.data).toBe(text);
  });
});
