// Draws the app's icons (the logo of frontends/shell/src/index.html: a white page with two lines
// on a blue tile) as PNGs into frontends/shell/public/icons/, for the web app manifests. Run once
// after changing the logo: `node scripts/make-icons.mjs`; the PNGs are committed.
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../frontends/shell/public/icons',
);
const BLUE = [0x24, 0x57, 0xc5];
const WHITE = [0xff, 0xff, 0xff];

/** The logo's shapes on its 32-unit grid; later shapes paint over earlier ones. */
const page = [
  [10, 8],
  [19, 8],
  [23, 12],
  [23, 24],
  [10, 24],
];
const lines = [
  [13, 15, 20, 17],
  [13, 19, 20, 21],
];

function inPolygon(x, y, polygon) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inRoundedTile(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** Colour and coverage at a grid point; `maskable` fills the square and shrinks the logo into the safe zone. */
function sample(x, y, maskable) {
  if (maskable) {
    // The safe zone is the centre circle of 80 % of the size: scale the logo to 70 % around the centre.
    const scale = 0.7;
    const lx = (x - 16) / scale + 16;
    const ly = (y - 16) / scale + 16;
    return shapeAt(lx, ly) ?? BLUE;
  }
  if (!inRoundedTile(x, y, 6)) return null;
  return shapeAt(x, y) ?? BLUE;
}

function shapeAt(x, y) {
  if (lines.some(([x1, y1, x2, y2]) => x >= x1 && x <= x2 && y >= y1 && y <= y2)) return BLUE;
  if (inPolygon(x, y, page)) return WHITE;
  return null;
}

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, maskable) {
  const samples = 4;
  const rows = [];
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 32;
          const y = ((py + (sy + 0.5) / samples) / size) * 32;
          const colour = sample(x, y, maskable);
          if (colour === null) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const offset = 1 + px * 4;
      if (a > 0) {
        row[offset] = Math.round(r / a);
        row[offset + 1] = Math.round(g / a);
        row[offset + 2] = Math.round(b / a);
      }
      row[offset + 3] = Math.round((a / samples ** 2) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-192.png', 192, true],
  ['icon-maskable-512.png', 512, true],
]) {
  writeFileSync(path.join(out, name), png(size, maskable));
  console.log(`${name} written`);
}
