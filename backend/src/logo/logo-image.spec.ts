import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { LogoType } from '@app/contracts/settings';
import { logoRefused } from './logo-errors.js';
import { LOGO_MAX_PIXELS, processLogo as renderLogo } from './logo-image.js';

/** The pipeline as the render process runs it, with its refusals as the API's 400s. */
const processLogo = async (input: Buffer, type: LogoType) => {
  const outcome = await renderLogo(input, type);
  if (!outcome.ok) throw logoRefused(outcome, 10_000);
  return outcome;
};

const raster = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 30, b: 60, alpha: 0.5 } } });

const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width, height, channels: 3 },
  });

const sizeOf = async (data: Buffer) => {
  const { width, height, format } = await sharp(data).metadata();
  return { width, height, format };
};

const svg = (attributes: string, inner = '<rect width="100%" height="100%" fill="#0a5"/>') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`);

const refusedWith = (message: RegExp) =>
  expect.objectContaining({
    code: 'VALIDATION_FAILED',
    message: expect.stringMatching(message),
    fields: [{ field: 'file', message: expect.stringMatching(message) }],
  });

describe('processLogo: rasters', () => {
  it('strips EXIF (GPS, camera, copyright) from a JPEG and turns it upright', async () => {
    const input = await raster(40, 20)
      .withExif({ IFD0: { Copyright: 'Secret Holding BV', Artist: 'Anna' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const { type, data } = await processLogo(input, 'jpeg');
    const metadata = await sharp(data).metadata();
    expect(type).toBe('jpeg');
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(data.includes('Secret Holding')).toBe(false);
  });

  it.each([
    ['png', () => raster(30, 10, 4).png().toBuffer()],
    ['webp', () => raster(30, 10, 4).webp().toBuffer()],
  ] as const)('keeps a %s in its own format, with its transparency', async (type, make) => {
    const { data, png } = await processLogo(await make(), type);
    expect(await sizeOf(data)).toEqual({ width: 30, height: 10, format: type });
    expect((await sharp(data).metadata()).hasAlpha).toBe(true);
    expect(await sizeOf(png)).toEqual({ width: 30, height: 10, format: 'png' });
  });

  it('drops bytes appended after the image (nothing of the upload is served as-is)', async () => {
    const image = await raster(10, 10).png().toBuffer();
    const input = Buffer.concat([image, Buffer.from('<script>alert(1)</script>')]);
    const { data } = await processLogo(input, 'png');
    expect(data.includes('<script>')).toBe(false);
  });

  it('makes a PNG rendition at most 1000 pixels each way, keeping the aspect', async () => {
    const { png } = await processLogo(await raster(3000, 1500).jpeg().toBuffer(), 'jpeg');
    expect(await sizeOf(png)).toEqual({ width: 1000, height: 500, format: 'png' });
  });

  it('refuses a decompression bomb by its pixel count, before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(LOGO_MAX_PIXELS)) + 1;
    const bomb = await sharp({
      create: { width: side, height: side, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expect(processLogo(bomb, 'png')).rejects.toEqual(refusedWith(/too many pixels/));
  });

  it.each([
    [
      'a truncated JPEG',
      async () => (await noise(64, 64).jpeg().toBuffer()).subarray(0, 600),
      'jpeg',
    ],
    ['a truncated PNG', async () => (await noise(64, 64).png().toBuffer()).subarray(0, 600), 'png'],
    [
      'a PNG signature followed by junk',
      async () => Buffer.from('\x89PNG\r\n\x1a\njunk', 'latin1'),
      'png',
    ],
    [
      'a WEBP header without an image',
      async () => Buffer.from('RIFF\x24\0\0\0WEBPVP8 junk', 'latin1'),
      'webp',
    ],
    ['a PNG claimed to be a JPEG', async () => raster(5, 5).png().toBuffer(), 'jpeg'],
  ] as const)('refuses %s as unreadable', async (_case, make, type) => {
    await expect(processLogo(await make(), type)).rejects.toEqual(refusedWith(/could not be read/));
  });
});

describe('processLogo: SVG', () => {
  it('stores the sanitised text and draws it 1000 pixels wide for the PDF', async () => {
    const { type, data, png } = await processLogo(svg('width="40" height="20"'), 'svg');
    expect(type).toBe('svg');
    expect(data.toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await sizeOf(png)).toEqual({ width: 1000, height: 500, format: 'png' });
  });

  it.each([
    ['millimetres', 'width="100mm" height="50mm"'],
    ['inches', 'width="2in" height="1in"'],
    ['only a viewBox', 'viewBox="0 0 4 2"'],
  ])('draws an SVG sized in %s at the rendition size', async (_case, attributes) => {
    const { png } = await processLogo(svg(attributes), 'svg');
    const { width, height } = await sizeOf(png);
    expect(Math.abs((width ?? 0) - 1000)).toBeLessThanOrEqual(2);
    expect(Math.abs((height ?? 0) - 500)).toBeLessThanOrEqual(2);
  });

  it('refuses an SVG with a script, saying why', async () => {
    await expect(
      processLogo(svg('width="4" height="2"', '<script>alert(1)</script>'), 'svg'),
    ).rejects.toEqual(refusedWith(/^The SVG contains scripts or links/));
  });

  it.each([
    ['no size at all', svg('width="0" height="0"')],
    ['text that is not UTF-8', Buffer.concat([Buffer.from('<svg>'), Buffer.from([0xff, 0xfe])])],
  ])('refuses an SVG with %s', async (_case, input) => {
    await expect(processLogo(input, 'svg')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'file' }],
    });
  });

  it('refuses an SVG claiming a size no logo has, before drawing it', async () => {
    await expect(processLogo(svg('width="100000000" height="100000000"'), 'svg')).rejects.toEqual(
      refusedWith(/^The SVG is too costly to draw for a logo \(a side of 100000000\)/),
    );
  });

  it('draws an SVG claiming a large but finite size at the rendition size only', async () => {
    const { png } = await processLogo(svg('width="50000" height="25000"'), 'svg');
    expect(await sizeOf(png)).toEqual({ width: 1000, height: 500, format: 'png' });
  });
});
