/**
 * A tiny PNG encoder (8-bit RGB, node:zlib) and the seed's cover pictures: a soft diagonal gradient
 * with a few translucent shapes, one palette per category. Deterministic: the same input gives the
 * same bytes, so uploads and tests can compare them.
 */
import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** Encodes width × height RGB pixels (row-major, 3 bytes each) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('encodePng: pixel buffer has the wrong size');
  // Filter "Sub" on every row: gradients become runs of tiny differences, which deflate well
  // (better here than choosing per row by the usual minimum-sum heuristic).
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const o = y * (stride + 1);
    raw[o] = 1;
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? rgb[y * stride + i - 3] : 0;
      raw[o + 1 + i] = (rgb[y * stride + i] - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

export interface CoverStyle {
  /** Gradient from the top-left corner to the bottom-right. */
  from: Rgb;
  to: Rgb;
  /** Colour of the shapes, drawn translucent over the gradient. */
  accent: Rgb;
  shape: 'circles' | 'rings' | 'waves' | 'bars';
  /** Varies the shapes' placement between pictures of one style. */
  variant?: number;
}

interface Circle {
  x: number;
  y: number;
  r: number;
  /** Ring thickness; 0 for a filled disc. */
  ring: number;
}

/** A pleasant cover picture: a gradient with translucent shapes, no text. */
export function coverPng(style: CoverStyle, width = 960, height = 504): Buffer {
  const v = style.variant ?? 0;
  const unit = Math.min(width, height);
  const circles: Circle[] = [];
  if (style.shape === 'circles' || style.shape === 'rings') {
    const ring = style.shape === 'rings' ? unit * 0.035 : 0;
    for (let i = 0; i < 4; i++) {
      const t = (i * 0.61803 + v * 0.37) % 1;
      circles.push({
        x: width * (0.55 + 0.4 * t),
        y: height * (0.2 + 0.6 * ((t * 3.7 + i * 0.29) % 1)),
        r: unit * (0.12 + 0.1 * ((i + v) % 3)),
        ring,
      });
    }
  }
  const px = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.6 + (y / height) * 0.4;
      let r = style.from[0] + (style.to[0] - style.from[0]) * t;
      let g = style.from[1] + (style.to[1] - style.from[1]) * t;
      let b = style.from[2] + (style.to[2] - style.from[2]) * t;
      let cover = 0;
      for (const c of circles) {
        const d = Math.hypot(x - c.x, y - c.y);
        const inside = c.ring ? Math.abs(d - c.r) <= c.ring / 2 : d <= c.r;
        if (inside) cover += 0.18;
      }
      if (style.shape === 'waves') {
        for (let k = 0; k < 3; k++) {
          const base = height * (0.45 + 0.17 * k);
          const wave = base + Math.sin((x / width) * Math.PI * (2 + k) + v + k) * height * 0.06;
          if (y > wave) cover += 0.14;
        }
      }
      if (style.shape === 'bars') {
        const slot = Math.floor(x / (width / 12));
        const barTop = height * (0.35 + 0.45 * (((slot * 0.47 + v * 0.21) % 1) * 0.8));
        const inBar = x % (width / 12) > width / 48 && y > barTop && slot >= 5;
        if (inBar) cover += 0.22;
      }
      cover = Math.min(cover, 0.6);
      r += (style.accent[0] - r) * cover;
      g += (style.accent[1] - g) * cover;
      b += (style.accent[2] - b) * cover;
      const o = (y * width + x) * 3;
      px[o] = Math.round(r);
      px[o + 1] = Math.round(g);
      px[o + 2] = Math.round(b);
    }
  }
  return encodePng(width, height, px);
}
