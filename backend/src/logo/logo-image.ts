import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { LogoType } from '@app/contracts/settings';
import { LOGO_MAX_PIXELS, LOGO_RENDITION_MAX_SIZE, LOGO_SVG_MAX_PIXELS } from './logo-limits.js';
import { sanitiseSvg } from './svg-sanitiser.js';

export { LOGO_MAX_PIXELS, LOGO_RENDITION_MAX_SIZE } from './logo-limits.js';

export type ProcessedLogo = {
  type: LogoType;
  /** What is stored and served: re-encoded raster, or sanitised SVG text. */
  data: Buffer;
  /** A PNG of at most LOGO_RENDITION_MAX_SIZE pixels each way, for renderers without SVG/WEBP. */
  png: Buffer;
};

/** Why a file is refused; the server turns each into a 400 (logo-outcome.ts). */
export type LogoRefusal =
  | { reason: 'too-many-pixels' | 'unreadable' | 'not-utf8' | 'not-svg' | 'too-complex' }
  /** Set by the server when the render process ran over its time limit and was killed. */
  | { reason: 'too-slow' }
  | { reason: 'active-content' | 'costly'; found: string[] };

export type LogoOutcome = ({ ok: true } & ProcessedLogo) | ({ ok: false } & LogoRefusal);

const DECODE: SharpOptions = { limitInputPixels: LOGO_MAX_PIXELS, failOn: 'warning' };

// Plain fields, no parameter properties: the render process runs this file with Node's type
// stripping in tests, which only erases types.
class Refused extends Error {
  readonly refusal: LogoRefusal;
  constructor(refusal: LogoRefusal) {
    super(refusal.reason);
    this.refusal = refusal;
  }
}

/** Runs a sharp step; any failure becomes a refusal a user can act on, never a 500. */
async function decoding<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Refused) throw error;
    const message = error instanceof Error ? error.message : '';
    throw new Refused({ reason: /pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable' });
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
    throw new Refused({ reason: 'not-utf8' });
  }
  const sanitised = sanitiseSvg(text);
  if (!sanitised.ok) throw new Refused(sanitised);
  const data = Buffer.from(sanitised.svg, 'utf8');
  const png = await decoding(async () =>
    rendition(
      sharp(data, {
        ...DECODE,
        limitInputPixels: LOGO_SVG_MAX_PIXELS,
        density: await svgDensity(data),
      }),
    ),
  );
  return { type: 'svg', data, png };
}

/**
 * Turns an upload whose type was decided by its content into what is stored: the cleaned file
 * and its PNG rendition, or why it is refused. Runs in the render process (logo-render-child.ts),
 * never on the API's event loop or thread pool.
 */
export async function processLogo(input: Buffer, type: LogoType): Promise<LogoOutcome> {
  try {
    const processed = type === 'svg' ? await processSvg(input) : await processRaster(input, type);
    return { ok: true, ...processed };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...error.refusal };
    throw error;
  }
}
