import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import request, { type Response, type Test } from 'supertest';
import { DataSource } from 'typeorm';
import { LogoService } from '../src/logo/logo.service.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Fixture = { name: string; bytes: Buffer; mimeType: string; format: string };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const TOO_LARGE = 'File too large. Maximum size is 2MB.';
const INVALID_TYPE = 'Invalid file type. Only JPG, PNG, WEBP and SVG are allowed.';
const SVG_ACTIVE = 'The SVG contains scripts or links, which are not allowed in a logo.';

const svgText = (inner = '', attributes = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40"${attributes}><rect width="120" height="40" fill="#0a5"/>${inner}</svg>`;

const rgb = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } },
  });

/** Reads any response body as bytes (superagent would parse some image types, or not). */
const bytes = (response: Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('logo API', () => {
  let app: NestExpressApplication;
  let fixtures: Record<'jpeg' | 'png' | 'webp' | 'svg', Fixture>;

  beforeAll(async () => {
    app = await createTestApp();
    fixtures = {
      jpeg: {
        name: 'logo.jpg',
        bytes: await rgb(60, 30).jpeg().toBuffer(),
        mimeType: 'image/jpeg',
        format: 'jpeg',
      },
      png: {
        name: 'logo.png',
        bytes: await rgb(60, 30).png().toBuffer(),
        mimeType: 'image/png',
        format: 'png',
      },
      webp: {
        name: 'logo.webp',
        bytes: await rgb(60, 30).webp().toBuffer(),
        mimeType: 'image/webp',
        format: 'webp',
      },
      svg: {
        name: 'logo.svg',
        bytes: Buffer.from(svgText('<text x="4" y="30">Bakkerij</text>')),
        mimeType: 'image/svg+xml',
        format: 'svg',
      },
    };
  });
  afterAll(async () => {
    await app.close();
  });

  const api = () => request(app.getHttpServer());

  const upload = (owner: TestUser, content: Buffer, filename: string, contentType = 'image/png') =>
    api()
      .post('/api/logo/upload')
      .set(...owner.auth)
      .attach('file', content, { filename, contentType });

  const fetchLogo = (owner: TestUser, url: string) =>
    api()
      .get(url)
      .set(...owner.auth)
      .buffer(true)
      .parse(bytes);

  const counts = async () => {
    const [row] = await app
      .get(DataSource)
      .query(
        'SELECT (SELECT count(*) FROM logos)::int AS logos, (SELECT count(*) FROM logo_files)::int AS files',
      );
    return row as { logos: number; files: number };
  };

  const uploaded = async (owner: TestUser, fixture: Fixture = fixtures.png) => {
    const response = await upload(owner, fixture.bytes, fixture.name).expect(201);
    return response.body.logo as { id: string; url: string; filename: string };
  };

  it.each(['jpeg', 'png', 'webp', 'svg'] as const)(
    'stores a %s and serves it to its owner with safe headers',
    async (kind) => {
      const owner = await createTestUser(app);
      const fixture = fixtures[kind];
      // The browser's claimed type is ignored: the content decides.
      const response = await upload(owner, fixture.bytes, fixture.name, 'application/octet-stream');
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        logo: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          url: `/api/logo/${response.body.logo.id}`,
          filename: fixture.name,
        },
      });

      const served = await fetchLogo(owner, response.body.logo.url).expect(200);
      expect(served.headers).toMatchObject({
        'content-type': fixture.mimeType,
        'content-length': String(served.body.length),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'cache-control': 'private, max-age=31536000, immutable',
        'content-disposition': `inline; filename=${fixture.name}`,
      });
      const body = served.body as Buffer;
      if (kind === 'svg') {
        expect(body.toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(body.toString()).toContain('Bakkerij');
      } else {
        expect(await sharp(body).metadata()).toMatchObject({ format: kind, width: 60, height: 30 });
      }

      const png = await fetchLogo(owner, `${response.body.logo.url}?variant=png`).expect(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['content-disposition']).toBe(
        `inline; filename=${fixture.name.replace(/\.\w+$/, '.png')}`,
      );
      const rendition = await sharp(png.body as Buffer).metadata();
      expect(rendition.format).toBe('png');
      expect(rendition.width).toBeLessThanOrEqual(1000);
      expect((rendition.width ?? 0) / (rendition.height ?? 1)).toBeCloseTo(
        kind === 'svg' ? 3 : 2,
        1,
      );
    },
  );

  it('re-encodes a JPEG without its EXIF (GPS, owner) and turns it upright', async () => {
    const owner = await createTestUser(app);
    const photo = await rgb(40, 20)
      .withExif({
        IFD0: { Copyright: 'Secret Holding BV', Artist: 'Anna de Vries' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.includes('Secret Holding')).toBe(true);

    const logo = await uploaded(owner, { ...fixtures.jpeg, bytes: photo, name: 'photo.jpeg' });
    const served = (await fetchLogo(owner, logo.url).expect(200)).body as Buffer;
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.includes('Secret Holding')).toBe(false);
    expect(served.includes('Exif')).toBe(false);
  });

  it('replaces the previous logo: its row and files are gone, its URL answers 404', async () => {
    const owner = await createTestUser(app);
    const first = await uploaded(owner, fixtures.png);
    const before = await counts();
    const second = await uploaded(owner, fixtures.svg);
    expect(second.id).not.toBe(first.id);
    expect(await counts()).toEqual(before);
    await fetchLogo(owner, first.url).expect(404);
    await fetchLogo(owner, second.url).expect(200);
    const leftovers = await app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM logo_files WHERE logo_id = $1', [first.id]);
    expect(leftovers).toEqual([{ n: 0 }]);
    expect(await app.get(LogoService).current(owner.id)).toEqual(second);
  });

  it('keeps one logo when two uploads of one user race', async () => {
    const owner = await createTestUser(app);
    const before = await counts();
    const responses = await Promise.all([
      upload(owner, fixtures.png.bytes, 'a.png'),
      upload(owner, fixtures.jpeg.bytes, 'b.jpg'),
    ]);
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    expect(await counts()).toEqual({ logos: before.logos + 1, files: before.files + 2 });
    const current = await app.get(LogoService).current(owner.id);
    expect(responses.map((response) => response.body.logo)).toContainEqual(current);
  });

  it('deletes the logo with its files; deleting again answers 404', async () => {
    const owner = await createTestUser(app);
    const logo = await uploaded(owner);
    const before = await counts();
    const response = await api()
      .delete('/api/logo/delete')
      .set(...owner.auth);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(await counts()).toEqual({ logos: before.logos - 1, files: before.files - 2 });
    await fetchLogo(owner, logo.url).expect(404);
    const again = await api()
      .delete('/api/logo/delete')
      .set(...owner.auth);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('gives other modules the current logo and its PNG rendition', async () => {
    const owner = await createTestUser(app);
    const logos = app.get(LogoService);
    expect(await logos.current(owner.id)).toBeNull();
    expect(await logos.pngRendition(owner.id)).toBeNull();
    const logo = await uploaded(owner, fixtures.svg);
    expect(await logos.current(owner.id)).toEqual(logo);
    const png = await logos.pngRendition(owner.id);
    expect(png === null ? null : (await sharp(png).metadata()).format).toBe('png');
  });

  it('cleans the display name and encodes it safely in Content-Disposition', async () => {
    const owner = await createTestUser(app);
    const response = await upload(
      owner,
      fixtures.png.bytes,
      'C:\\fakepath\\Bäckerei "Müller"\u202E.png',
    );
    expect(response.status).toBe(201);
    expect(response.body.logo.filename).toBe('Bäckerei "Müller".png');
    const served = await fetchLogo(owner, response.body.logo.url).expect(200);
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="B?ckerei \\"M?ller\\".png"; filename*=UTF-8''B%C3%A4ckerei%20%22M%C3%BCller%22.png`,
    );
  });

  it('needs a signed-in user on every logo route', async () => {
    const owner = await createTestUser(app);
    const logo = await uploaded(owner);
    const calls = [
      api().post('/api/logo/upload').attach('file', fixtures.png.bytes, 'logo.png'),
      api().delete('/api/logo/delete'),
      api().get(logo.url),
      api().get(`${logo.url}?variant=png`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
    await fetchLogo(owner, logo.url).expect(200);
  });

  describe('another user', () => {
    it('gets 404 for the owner’s logo, exactly like a missing one, and cannot delete it', async () => {
      const owner = await createTestUser(app, 'owner');
      const intruder = await createTestUser(app, 'intruder');
      const logo = await uploaded(owner, fixtures.svg);
      const before = (await fetchLogo(owner, logo.url).expect(200)).body as Buffer;

      const missing = await api()
        .get(`/api/logo/${MISSING_ID}`)
        .set(...intruder.auth);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      for (const url of [logo.url, `${logo.url}?variant=png`, '/api/logo/not-a-uuid']) {
        const response = await api()
          .get(url)
          .set(...intruder.auth);
        expect([url, response.status, response.body]).toEqual([url, 404, missing.body]);
      }

      const deleted = await api()
        .delete('/api/logo/delete')
        .set(...intruder.auth);
      expect(deleted.status).toBe(404);
      expect(await app.get(LogoService).current(owner.id)).toEqual(logo);
      expect((await fetchLogo(owner, logo.url).expect(200)).body).toEqual(before);
    });
  });

  describe('refuses bad input, naming the field, and stores nothing', () => {
    const pngNamedSvg = () => ({ content: fixtures.png.bytes, filename: 'logo.svg' });
    const svgFile = (text: string) => ({ content: Buffer.from(text), filename: 'logo.svg' });

    type Attempt = (owner: TestUser) => Test;
    const attach =
      (make: () => { content: Buffer; filename: string }): Attempt =>
      (owner) => {
        const { content, filename } = make();
        return upload(owner, content, filename);
      };

    const cases: [string, Attempt, number, string, string | RegExp][] = [
      [
        'a PNG named .svg',
        attach(pngNamedSvg),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        /named \.svg but is a PNG/,
      ],
      [
        'an SVG with <script>',
        attach(() => svgFile(svgText('<script>alert(document.cookie)</script>'))),
        400,
        'VALIDATION_FAILED',
        SVG_ACTIVE,
      ],
      [
        'an SVG with onload=',
        attach(() => svgFile(svgText('', ' onload="alert(1)"'))),
        400,
        'VALIDATION_FAILED',
        SVG_ACTIVE,
      ],
      [
        'an SVG with a javascript: link',
        attach(() => svgFile(svgText('<a xlink:href="javascript:alert(1)"><text>x</text></a>'))),
        400,
        'VALIDATION_FAILED',
        SVG_ACTIVE,
      ],
      [
        'an SVG loading an external image',
        attach(() => svgFile(svgText('<image href="https://tracker.example/p.png"/>'))),
        400,
        'VALIDATION_FAILED',
        SVG_ACTIVE,
      ],
      [
        'a 3 MB file',
        attach(() => ({
          content: Buffer.concat([fixtures.png.bytes, Buffer.alloc(3 * 1024 * 1024)]),
          filename: 'huge.png',
        })),
        413,
        'PAYLOAD_TOO_LARGE',
        TOO_LARGE,
      ],
      [
        'a text file',
        attach(() => ({ content: Buffer.from('just some notes\n'), filename: 'notes.txt' })),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        INVALID_TYPE,
      ],
      [
        'a GIF named .png',
        attach(() => ({ content: Buffer.from('GIF89a\x01\0\x01\0', 'latin1'), filename: 'a.png' })),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        INVALID_TYPE,
      ],
      [
        'a damaged PNG',
        attach(() => ({ content: fixtures.png.bytes.subarray(0, 60), filename: 'cut.png' })),
        400,
        'VALIDATION_FAILED',
        /could not be read/,
      ],
      [
        'no file at all',
        (owner) =>
          api()
            .post('/api/logo/upload')
            .set(...owner.auth),
        400,
        'VALIDATION_FAILED',
        /Choose a file/,
      ],
      [
        'a JSON body',
        (owner) =>
          api()
            .post('/api/logo/upload')
            .set(...owner.auth)
            .send({ file: fixtures.png.bytes.toString('base64') }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        /multipart\/form-data/,
      ],
      [
        'a multipart form without a file',
        (owner) =>
          api()
            .post('/api/logo/upload')
            .set(...owner.auth)
            .field('file', 'not a file'),
        400,
        'VALIDATION_FAILED',
        /one file in the field "file", without other fields/,
      ],
      [
        'an extra field next to the file',
        (owner) => upload(owner, fixtures.png.bytes, 'logo.png').field('userId', 'someone-else'),
        400,
        'VALIDATION_FAILED',
        /without other fields/,
      ],
      [
        'two files',
        (owner) =>
          upload(owner, fixtures.png.bytes, 'a.png').attach('file', fixtures.png.bytes, 'b.png'),
        400,
        'VALIDATION_FAILED',
        /one file/,
      ],
      [
        'a file in another field',
        (owner) =>
          api()
            .post('/api/logo/upload')
            .set(...owner.auth)
            .attach('logo', fixtures.png.bytes, 'logo.png'),
        400,
        'VALIDATION_FAILED',
        /in the field "file"/,
      ],
    ];

    it.each(cases)('%s', async (_case, attempt, status, code, message) => {
      const owner = await createTestUser(app);
      const previous = await uploaded(owner, fixtures.webp);
      const previousBytes = (await fetchLogo(owner, previous.url).expect(200)).body as Buffer;
      const before = await counts();

      const response: Response = await attempt(owner);
      expect(response.status).toBe(status);
      expect(response.body).toEqual({
        statusCode: status,
        error: expect.any(String),
        code,
        message: typeof message === 'string' ? message : expect.stringMatching(message),
        fields: [{ field: 'file', message: response.body.message }],
      });

      expect(await counts()).toEqual(before);
      expect(await app.get(LogoService).current(owner.id)).toEqual(previous);
      expect((await fetchLogo(owner, previous.url).expect(200)).body).toEqual(previousBytes);
    });
  });

  it('answers an unknown query parameter with 400', async () => {
    const owner = await createTestUser(app);
    const logo = await uploaded(owner);
    const response = await api()
      .get(`${logo.url}?variant=gif`)
      .set(...owner.auth);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([{ field: 'variant', message: expect.any(String) }]);
  });
});
