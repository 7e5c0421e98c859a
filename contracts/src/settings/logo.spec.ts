import { describe, expect, it } from '@jest/globals';
import { LOGO_MAX_BYTES, detectLogoType, validateLogoFile } from './logo.js';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');

describe('detectLogoType', () => {
  it.each([
    { scenario: 'PNG signature', head: Uint8Array.from(PNG), type: 'png' },
    { scenario: 'JPEG signature', head: Uint8Array.from(JPEG), type: 'jpeg' },
    { scenario: 'WEBP in a RIFF container', head: WEBP, type: 'webp' },
    {
      scenario: 'a RIFF file that is not WEBP (WAV)',
      head: bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
      type: null,
    },
    {
      scenario: 'plain SVG',
      head: bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      type: 'svg',
    },
    { scenario: 'SVG with a BOM', head: bytes([0xef, 0xbb, 0xbf], '<svg>'), type: 'svg' },
    {
      scenario: 'SVG with declaration, comment and doctype',
      head: bytes(
        '<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n  <SVG width="10">',
      ),
      type: 'svg',
    },
    {
      scenario: 'HTML is not SVG',
      head: bytes('<html><body><svg></svg></body></html>'),
      type: null,
    },
    { scenario: 'a tag that only starts like svg', head: bytes('<svgfoo>'), type: null },
    { scenario: 'binary content with a NUL byte', head: bytes('<svg', [0], '>'), type: null },
    { scenario: 'a GIF is not allowed', head: bytes('GIF89a'), type: null },
    { scenario: 'a PDF is not allowed', head: bytes('%PDF-1.7'), type: null },
    { scenario: 'an empty file', head: new Uint8Array(0), type: null },
    { scenario: 'a truncated PNG signature', head: Uint8Array.from(PNG.slice(0, 4)), type: null },
  ])('$scenario', ({ head, type }) => {
    expect(detectLogoType(head)).toBe(type);
  });
});

describe('validateLogoFile', () => {
  it.each([
    {
      scenario: 'a small PNG',
      file: { size: 10_000, head: Uint8Array.from(PNG) },
      result: { ok: true, type: 'png', mimeType: 'image/png' },
    },
    {
      scenario: 'exactly 2 MB',
      file: { size: LOGO_MAX_BYTES, head: Uint8Array.from(JPEG) },
      result: { ok: true, type: 'jpeg', mimeType: 'image/jpeg' },
    },
    {
      scenario: 'an SVG gets the SVG MIME type',
      file: { size: 500, head: bytes('<svg/>') },
      result: { ok: true, type: 'svg', mimeType: 'image/svg+xml' },
    },
    {
      scenario: 'one byte over 2 MB',
      file: { size: LOGO_MAX_BYTES + 1, head: Uint8Array.from(PNG) },
      result: { ok: false, error: 'settings.logo.tooLarge' },
    },
    {
      scenario: 'a renamed GIF',
      file: { size: 500, head: bytes('GIF89a') },
      result: { ok: false, error: 'settings.logo.invalidType' },
    },
    {
      scenario: 'too large and wrong type reports the size',
      file: { size: LOGO_MAX_BYTES * 2, head: bytes('GIF89a') },
      result: { ok: false, error: 'settings.logo.tooLarge' },
    },
  ])('$scenario', ({ file, result }) => {
    expect(validateLogoFile(file)).toEqual(result);
  });
});
