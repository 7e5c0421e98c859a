import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createContentBytes } from './content-bytes.js';

const text = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

describe('content bytes', () => {
  it('writes numbers with the digits of String(Math.round(value * 1000) / 1000)', () => {
    const samples = [
      0, -0, 0.0004, -0.0004, -0.5, 0.5, 1, 9, 10, 28.3464566929, 841.89, 1e6, -123.4567,
    ];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...samples),
          fc.double({ min: -1e7, max: 1e7, noNaN: true }),
          fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 1000),
        ),
        (value) => {
          const out = createContentBytes(4);
          out.number(value);
          expect(text(out.bytes())).toBe(String(Math.round(value * 1000) / 1000));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('escapes the bytes of a glyph string a reader would take as syntax', () => {
    const out = createContentBytes(2);
    out.ascii('BT ');
    out.openString();
    for (const code of [0x0001, 0x0028, 0x0029, 0x005c, 0x000d, 0x000a, 0x2829, 0x5c0d, 0x00ff])
      out.glyph(code);
    out.closeString();
    out.ascii(' Tj ET');
    expect(text(out.bytes())).toBe(
      'BT (\x00\x01\x00\\(\x00\\)\x00\\\\\x00\\r\x00\n\\(\\)\\\\\\r\x00\xff) Tj ET',
    );
  });
});
