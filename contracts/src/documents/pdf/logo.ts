import { JpegEmbedder, PngEmbedder, type PDFDocument, type PDFRef } from 'pdf-lib';
import { fingerprint, rememberDeflated, sameBytes } from './fast-deflate.js';
import { timedAsync } from './phases.js';

export type LogoInput = { bytes: Uint8Array; type: 'png' | 'jpeg' };

/** The logo placed in one document: its object and its size in pixels. */
export type PlacedLogo = { ref: PDFRef; width: number; height: number };

type Embedder = PngEmbedder | JpegEmbedder;
type Decoded = { input: Uint8Array; type: LogoInput['type']; embedder: Embedder };

/**
 * A user's logo is the same on every document they send, but pdf-lib decodes the PNG (inflate,
 * unfilter, split off the alpha channel) and compresses its pixels again for every document:
 * a third of an invoice's time with a 600 x 200 logo. The decoded logo, and through
 * rememberDeflated its compressed channels, are kept per content for the last few logos.
 */
const LIMIT = 8;
const decoded = new Map<string, Decoded>();

/** pdf-lib keeps the decoded channels private; they are what gets compressed. */
type DecodedPng = { image: { rgbChannel: Uint8Array; alphaChannel?: Uint8Array } };

const decode = async (logo: LogoInput): Promise<Embedder> => {
  const key = `${logo.type}:${fingerprint(logo.bytes)}`;
  const known = decoded.get(key);
  if (known !== undefined && known.type === logo.type && sameBytes(known.input, logo.bytes)) {
    // Most recently used last, so the oldest goes first.
    decoded.delete(key);
    decoded.set(key, known);
    return known.embedder;
  }
  // A copy: the caller may reuse its array, and the key must keep matching the pixels.
  const input = logo.bytes.slice();
  const embedder =
    logo.type === 'png' ? await PngEmbedder.for(input) : await JpegEmbedder.for(input);
  if (embedder instanceof PngEmbedder) {
    const { image } = embedder as unknown as DecodedPng;
    rememberDeflated(image.rgbChannel);
    if (image.alphaChannel !== undefined) rememberDeflated(image.alphaChannel);
  }
  if (decoded.size >= LIMIT) decoded.delete(decoded.keys().next().value as string);
  decoded.set(key, { input, type: logo.type, embedder });
  return embedder;
};

/** A logo that cannot be decoded is left out: the invoice matters more than its decoration. */
export const embedLogo = (
  pdf: PDFDocument,
  logo: LogoInput | undefined,
): Promise<PlacedLogo | null> =>
  timedAsync('logo', async () => {
    if (logo === undefined) return null;
    try {
      const embedder = await decode(logo);
      const ref = await embedder.embedIntoContext(pdf.context);
      return { ref, width: embedder.width, height: embedder.height };
    } catch {
      return null;
    }
  });

/** As large as fits in the box, keeping the aspect ratio (pdf-lib's scaleToFit). */
export const scaleToFit = (
  logo: PlacedLogo,
  width: number,
  height: number,
): { width: number; height: number } => {
  const scale = Math.min(width / logo.width, height / logo.height);
  return { width: logo.width * scale, height: logo.height * scale };
};
