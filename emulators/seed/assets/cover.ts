/**
 * The seed's cover pictures: a soft diagonal gradient with a few translucent shapes, one palette per
 * category, stored as staff's uploads are (STORED_PICTURE: WebP).
 * Deterministic: the same input gives the same bytes, so uploads and tests can compare them.
 */
import sharp, { type FormatEnum } from 'sharp';
import { STORED_PICTURE } from '@common/content';

export type Rgb = readonly [number, number, number];

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

/** A pleasant cover picture's pixels (RGB, row-major): a gradient with translucent shapes, no text. */
export function coverPixels(style: CoverStyle, width: number, height: number): Uint8Array {
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
  return px;
}

/** A cover picture as the seed stores it (STORED_PICTURE's format and quality). */
export async function coverPicture(style: CoverStyle, width = 960, height = 504): Promise<Buffer> {
  if (width > STORED_PICTURE.maxWidth) throw new Error(`coverPicture: wider than ${STORED_PICTURE.maxWidth} px`);
  const raw = { width, height, channels: 3 as const };
  const format = STORED_PICTURE.type.replace('image/', '') as keyof FormatEnum;
  return sharp(coverPixels(style, width, height), { raw })
    .toFormat(format, { quality: Math.round(STORED_PICTURE.quality * 100) })
    .toBuffer();
}
