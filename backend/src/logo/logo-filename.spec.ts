import { describe, expect, it } from '@jest/globals';
import {
  cleanLogoFilename,
  contradictingExtension,
  LOGO_FILENAME_MAX_LENGTH,
  pngRenditionFilename,
} from './logo-filename.js';

describe('cleanLogoFilename', () => {
  it.each([
    { scenario: 'a plain name is kept', input: 'Bakkerij logo.png', output: 'Bakkerij logo.png' },
    {
      scenario: 'a Windows path is cut to its name',
      input: 'C:\\Users\\anna\\logo.png',
      output: 'logo.png',
    },
    { scenario: 'a Unix path is cut to its name', input: '../../etc/logo.png', output: 'logo.png' },
    { scenario: 'control characters go', input: 'lo\u0000go\r\n.png', output: 'logo.png' },
    { scenario: 'a bidi override goes', input: 'logo\u202Egnp.exe', output: 'logognp.exe' },
    {
      scenario: 'whitespace is collapsed and trimmed',
      input: '  my \t logo .svg ',
      output: 'my logo .svg',
    },
    { scenario: 'non-Latin letters are kept', input: 'Łódź café.webp', output: 'Łódź café.webp' },
    { scenario: 'no name falls back', input: undefined, output: 'logo.png' },
    { scenario: 'only dots fall back', input: '..', output: 'logo.png' },
    { scenario: 'a path ending in a slash falls back', input: 'dir/', output: 'logo.png' },
  ])('$scenario', ({ input, output }) => {
    expect(cleanLogoFilename(input, 'png')).toBe(output);
  });

  it('falls back to the extension of the detected type', () => {
    expect(cleanLogoFilename('', 'jpeg')).toBe('logo.jpg');
    expect(cleanLogoFilename('', 'svg')).toBe('logo.svg');
  });

  it('cuts a long name, keeping its extension', () => {
    const name = cleanLogoFilename(`${'a'.repeat(300)}.jpeg`, 'jpeg');
    expect([...name]).toHaveLength(LOGO_FILENAME_MAX_LENGTH);
    expect(name).toMatch(/^a+\.jpeg$/);
  });

  it('counts characters, not UTF-16 units, so it never splits an emoji', () => {
    const name = cleanLogoFilename(`${'😀'.repeat(200)}.png`, 'png');
    expect([...name]).toHaveLength(LOGO_FILENAME_MAX_LENGTH);
    expect(name.endsWith('😀.png')).toBe(true);
  });
});

describe('contradictingExtension', () => {
  it.each([
    { scenario: 'a PNG named .png', name: 'logo.png', type: 'png', result: null },
    { scenario: 'a JPEG named .JPG', name: 'LOGO.JPG', type: 'jpeg', result: null },
    { scenario: 'a JPEG named .jfif', name: 'logo.jfif', type: 'jpeg', result: null },
    { scenario: 'a PNG named .svg', name: 'logo.svg', type: 'png', result: 'svg' },
    { scenario: 'an SVG named .png', name: 'logo.png', type: 'svg', result: 'png' },
    { scenario: 'a JPEG named .webp', name: 'logo.webp', type: 'jpeg', result: 'webp' },
    { scenario: 'an SVG named .html', name: 'logo.html', type: 'svg', result: 'html' },
    { scenario: 'a PNG named .gif', name: 'logo.gif', type: 'png', result: 'gif' },
    { scenario: 'no extension', name: 'logo', type: 'png', result: null },
    { scenario: 'an extension naming no type', name: 'Acme.Inc', type: 'webp', result: null },
  ] as const)('$scenario', ({ name, type, result }) => {
    expect(contradictingExtension(name, type)).toBe(result);
  });
});

describe('pngRenditionFilename', () => {
  it.each([
    ['logo.svg', 'logo.png'],
    ['my.logo.webp', 'my.logo.png'],
    ['logo', 'logo.png'],
  ])('%s becomes %s', (input, output) => {
    expect(pngRenditionFilename(input)).toBe(output);
  });
});
