/** The seed's file generators make well-formed, deterministic files. */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makePdf, toAscii, wrap } from './pdf';
import sharp from 'sharp';
import { coverPicture } from './cover';
import { encodePng } from './png';

describe('makePdf', () => {
  const long = Array.from({ length: 120 }, (_, i) => `Paragraph ${i} (with parentheses) and a back\\slash.`);
  const pdf = makePdf(
    [{ kind: 'title', text: 'A “Title” – with dashes' }, ...long.map((text) => ({ kind: 'paragraph' as const, text }))],
    { title: 'T', footer: 'F' },
  );
  const text = pdf.toString('latin1');

  it('writes a PDF 1.4 whose cross-reference offsets point at their objects', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref))!;
    const table = text.slice(startxref).split('\n').slice(2, 2 + Number(count));
    table.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      expect(text.slice(Number(entry.slice(0, 10))).startsWith(`${i + 1} 0 obj`)).toBe(true);
    });
  });

  it('gives every stream its exact length, breaks long text over pages and escapes text', () => {
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const end = m.index! + m[0].length + Number(m[1]);
      expect(text.slice(end, end + 10)).toBe('\nendstream');
    }
    expect(Number(/\/Count (\d+)/.exec(text)![1])).toBeGreaterThan(1);
    expect(text).toContain('(with parentheses\\)');
    expect(text).toContain('back\\\\slash');
    expect(text).toContain('A "Title" - with dashes');
  });

  it('is deterministic', () => {
    expect(makePdf([{ kind: 'paragraph', text: 'x' }], { title: 'T', footer: 'F' })).toEqual(
      makePdf([{ kind: 'paragraph', text: 'x' }], { title: 'T', footer: 'F' }),
    );
  });

  it('wraps to the width and folds text to ASCII', () => {
    const lines = wrap('word '.repeat(200), 10, 200);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line.length).toBeLessThan(60);
    expect(toAscii('café … ‘quoted’')).toBe("cafe ... 'quoted'");
  });
});

describe('PNG', () => {
  it('encodes a valid PNG of the given size', () => {
    const png = encodePng(2, 1, new Uint8Array([255, 0, 0, 0, 0, 255]));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(2);
    expect(png.readUInt32BE(20)).toBe(1);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    // One row: filter byte 1 (Sub), then red, then blue minus red.
    expect([...inflateSync(png.subarray(41, 41 + idatLength))]).toEqual([1, 255, 0, 0, 1, 0, 255]);
  });
});

describe('coverPicture', () => {
  it('makes small, deterministic covers in the stored picture format', async () => {
    const style = { from: [230, 240, 250], to: [80, 120, 180], accent: [255, 255, 255], shape: 'rings' } as const;
    const cover = await coverPicture(style, 800, 450);
    expect(await sharp(cover).metadata()).toMatchObject({ format: 'webp', width: 800, height: 450 });
    expect(cover.length).toBeLessThan(12 * 1024);
    expect(cover).toEqual(await coverPicture(style, 800, 450));
    await expect(coverPicture(style, 2000, 1000)).rejects.toThrow(/wider than 1600 px/);
  });
});
