/**
 * A minimal PDF 1.4 writer for the seed's papers and handouts: US Letter pages of Helvetica text
 * (a title, lines under it, wrapped paragraphs), with a correct cross-reference table. ASCII text
 * only (typographic quotes and dashes are folded to ASCII). Deterministic: no dates, no ids.
 */

/** Helvetica advance widths (1/1000 em) for ASCII 32..126 in WinAnsiEncoding. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;

/** Text folded to printable ASCII (what the standard Helvetica font can show). */
export function toAscii(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u00a0/g, ' ')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
}

function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += HELVETICA[ch.charCodeAt(0) - 32] ?? 556;
  return (w * size) / 1000;
}

/** Splits a paragraph into lines no wider than `width` points. */
export function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toAscii(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string };

const STYLE: Record<Block['kind'], { font: 'F1' | 'F2'; size: number; leading: number; before: number }> = {
  title: { font: 'F2', size: 18, leading: 23, before: 0 },
  subtitle: { font: 'F1', size: 11, leading: 15, before: 4 },
  heading: { font: 'F2', size: 12.5, leading: 17, before: 14 },
  paragraph: { font: 'F1', size: 10.5, leading: 14.5, before: 6 },
  bullet: { font: 'F1', size: 10.5, leading: 14.5, before: 3 },
};

/** Lays the blocks out on as many pages as they need; returns one content stream per page. */
function layout(blocks: Block[], footer: string): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  const width = PAGE_WIDTH - 2 * MARGIN;
  for (const block of blocks) {
    const s = STYLE[block.kind];
    const indent = block.kind === 'bullet' ? 14 : 0;
    const lines = wrap(block.text, s.size, width - indent);
    y -= s.before;
    lines.forEach((line, i) => {
      if (y - s.leading < MARGIN + 24) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= s.leading;
      const ops = pages[pages.length - 1];
      if (block.kind === 'bullet' && i === 0) ops.push(`BT /F1 ${s.size} Tf ${MARGIN} ${y.toFixed(1)} Td (-) Tj ET`);
      ops.push(`BT /${s.font} ${s.size} Tf ${MARGIN + indent} ${y.toFixed(1)} Td (${escape(line)}) Tj ET`);
    });
  }
  return pages.map((ops, i) => {
    const foot = `${toAscii(footer)} - page ${i + 1} of ${pages.length}`;
    return [...ops, `BT /F1 8.5 Tf ${MARGIN} ${MARGIN - 24} Td (${escape(foot)}) Tj ET`].join('\n');
  });
}

/** A complete PDF file of the blocks, with `footer` at the bottom of every page. */
export function makePdf(blocks: Block[], options: { title: string; footer: string }): Buffer {
  const streams = layout(blocks, options.footer);
  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page + content pairs.
  const objects: string[] = [];
  const pageIds = streams.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${escape(toAscii(options.title))}) /Producer (PMC Portal demo seed) >>`;
  streams.forEach((stream, i) => {
    const pageId = pageIds[i];
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
