import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
// jsqr is CommonJS whose typings declare a default export: required, it is the function itself.
const jsQR = require('jsqr') as typeof import('jsqr').default;

/**
 * The last page drawn as a bank app's camera would see it (2x scale), then read as a QR code:
 * what a customer's phone would find, or null when nothing scans.
 */
export async function scanPdfQrCode(bytes: Uint8Array): Promise<string | null> {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const pdf = await task.promise;
  const page = await pdf.getPage(pdf.numPages);
  const viewport = page.getViewport({ scale: 2 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    // @napi-rs/canvas stands in for the DOM canvas pdf.js draws on.
    canvas: canvas as never,
    canvasContext: context as never,
    viewport,
  }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  await task.destroy();
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
