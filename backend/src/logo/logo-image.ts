import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { LogoType } from '@app/contracts/settings';
import { LOGO_MESSAGES, logoFileError } from './logo-errors.js';
import { sanitiseSvg } from './svg-sanitiser.js';

/**
 * Refuses decompression bombs: a 2 MB PNG can claim 20,000 x 20,000 pixels (1.6 GB decoded).
 * 25 megapixels (5000 x 5000) is far beyond any logo and bounds the memory one upload can take.
 */
export const LOGO_MAX_PIXELS = 25_000_000;

/** The PNG rendition (for the PDF) fits in this many pixels each way, aspect kept. */
export const LOGO_RENDITION_MAX_SIZE = 1000;

export type ProcessedLogo = {
  type: LogoType;
  /** What is stored and served: re-encoded raster, or sanitised SVG text. */
  data: Buffer;
  /** A PNG of at most LOGO_RENDITION_MAX_SIZE pixels each way, for renderers without SVG/WEBP. */
  png: Buffer;
};

const DECODE: SharpOptions = { limitInputPixels: LOGO_MAX_PIXELS, failOn: 'warning' };

function imageError(error: unknown): Error {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) {
    return logoFileError(
      'VALIDATION_FAILED',
      `The image has too many pixels. A logo may have at most ${LOGO_MAX_PIXELS / 1_000_000} megapixels.`,
    );
  }
  return logoFileError('VALIDATION_FAILED', LOGO_MESSAGES.unreadable);
}

/** Runs a sharp step; any failure becomes the 400 a user can act on, never a 500. */
async function decoding<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw imageError(error);
  }
}

const rendition = (image: Sharp): Promise<Buffer> =>
  image
    .resize({
      width: LOGO_RENDITION_MAX_SIZE,
      height: LOGO_RENDITION_MAX_SIZE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .png()
    .toBuffer();

const ENCODERS: Record<Exclude<LogoType, 'svg'>, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
};

/**
 * JPG, PNG and WEBP are decoded and encoded again in their own format: turned upright by their
 * EXIF orientation, then written without any metadata (EXIF with GPS position and camera, XMP,
 * comments), in sRGB. Nothing of the uploaded bytes survives but the picture, so no payload
 * appended to or hidden in the file is ever served. Animated images keep their first frame.
 */
async function processRaster(
  input: Buffer,
  type: Exclude<LogoType, 'svg'>,
): Promise<ProcessedLogo> {
  return decoding(async () => {
    const { format } = await sharp(input, DECODE).metadata();
    // The signature said one format and the decoder finds another: not a file we understand.
    if (format !== type) throw new Error(`expected ${type}, decoded ${format}`);
    const data = await ENCODERS[type](sharp(input, DECODE).autoOrient()).toBuffer();
    return { type, data, png: await rendition(sharp(data, DECODE)) };
  });
}

/**
 * The density that draws the SVG LOGO_RENDITION_MAX_SIZE pixels on its longer side. librsvg
 * grows sizes in px linearly with the density but physical units (mm, in) with its square, so
 * the growth is measured (reading the size draws nothing) rather than assumed.
 */
const SVG_MAX_CLAIMED_SIDE = 1_000_000;

async function svgDensity(svg: Buffer): Promise<number> {
  const longerSide = async (density: number) => {
    const { width = 0, height = 0 } = await sharp(svg, {
      density,
      limitInputPixels: false,
    }).metadata();
    return Math.max(width, height);
  };
  const at72 = await longerSide(72);
  if (at72 <= 0) throw new Error('the SVG has no size');
  // Measuring a larger size would overflow librsvg's integers; no logo claims this much.
  if (at72 > SVG_MAX_CLAIMED_SIDE) throw new Error('exceeds pixel limit');
  const at144 = await longerSide(144);
  const growth = Math.max(Math.log2(at144 / at72), 0.5);
  const density = 72 * (LOGO_RENDITION_MAX_SIZE / at72) ** (1 / growth);
  return Math.min(Math.max(density, 1), 100_000);
}

/** Sanitised (see sanitiseSvg), then drawn once by librsvg: a file it cannot draw is refused. */
async function processSvg(input: Buffer): Promise<ProcessedLogo> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(input);
  } catch {
    throw logoFileError('VALIDATION_FAILED', 'The SVG is not valid UTF-8 text.');
  }
  const sanitised = sanitiseSvg(text);
  if (!sanitised.ok) {
    const message = {
      'active-content': LOGO_MESSAGES.svgActive,
      'too-complex': LOGO_MESSAGES.svgTooComplex,
      'not-svg': LOGO_MESSAGES.unreadable,
    }[sanitised.reason];
    throw logoFileError('VALIDATION_FAILED', message);
  }
  const data = Buffer.from(sanitised.svg, 'utf8');
  const png = await decoding(async () =>
    rendition(sharp(data, { ...DECODE, density: await svgDensity(data) })),
  );
  return { type: 'svg', data, png };
}

/**
 * Turns an upload whose type was decided by its content into what is stored: the cleaned file
 * and its PNG rendition. Throws the API's 400 (field `file`) for anything it cannot vouch for.
 */
export function processLogo(input: Buffer, type: LogoType): Promise<ProcessedLogo> {
  return type === 'svg' ? processSvg(input) : processRaster(input, type);
}
