import { describe, expect, it } from 'vitest';
import { STORED_PICTURE } from '@common/content';
import { keepsEncoded, preparePicture, storedName, storedSize } from './prepare-picture';

describe('a picture prepared for phones (STORED_PICTURE)', () => {
  it('is scaled down to the stored width in its proportions, never up', () => {
    expect(storedSize(4032, 3024)).toEqual({ width: STORED_PICTURE.maxWidth, height: 1200 });
    expect(storedSize(3200, 1371)).toEqual({ width: 1600, height: 686 });
    expect(storedSize(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(storedSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(storedSize(100_000, 10)).toEqual({ width: 1600, height: 1 });
  });

  it('keeps the chosen name with the stored type’s extension', () => {
    expect(storedName('IMG_2043.JPG')).toBe('IMG_2043.webp');
    expect(storedName('cover photo.final.png')).toBe('cover photo.final.webp');
    expect(storedName('.png')).toBe('picture.webp');
  });

  it('is uploaded encoded when scaled or smaller, else the original goes up', () => {
    const encoded = (size: number, type: string = STORED_PICTURE.type) => ({ size, type });
    expect(keepsEncoded({ size: 5_000_000 }, encoded(120_000), true)).toBe(true);
    expect(keepsEncoded({ size: 90_000 }, encoded(30_000), false)).toBe(true);
    // A small, already compact picture: re-encoding would only lose quality.
    expect(keepsEncoded({ size: 20_000 }, encoded(26_000), false)).toBe(false);
    expect(keepsEncoded({ size: 20_000 }, encoded(20_000), false)).toBe(false);
    // The browser cannot encode the stored type and gave PNG instead.
    expect(keepsEncoded({ size: 5_000_000 }, encoded(800_000, 'image/png'), true)).toBe(false);
  });

  it('leaves the file as it is when the browser cannot decode it', async () => {
    // jsdom has no createImageBitmap; Chromium's decoding is covered end to end (admin-content).
    const file = new File(['not a picture'], 'a.png', { type: 'image/png' });
    expect(await preparePicture(file)).toBe(file);
  });
});
