/**
 * Rich text is stored as HTML (docs/decisions/0004-rich-text-sanitized-html.md) and edited as draft-js content: html-to-draftjs
 * reads it, draftjs-to-html writes it back. Paragraphs, headings, bold, italic, both lists and links
 * round-trip unchanged (html.test.ts). Only the lazily loaded editor imports this module.
 */
import { ContentState, convertToRaw } from 'draft-js';
import draftToHtmlImport from 'draftjs-to-html';
import htmlToDraftImport from 'html-to-draftjs';
import { sanitizeHtml } from '@/lib/sanitize-html';

type HtmlToDraft = typeof htmlToDraftImport;
type DraftToHtml = typeof draftToHtmlImport;

/** CommonJS packages: Vite hands over either the function or a namespace holding it. */
function interop<T>(mod: T): T {
  return ((mod as unknown as { default?: T }).default ?? mod) as T;
}
const htmlToDraft: HtmlToDraft = interop(htmlToDraftImport);
const draftToHtml: DraftToHtml = interop(draftToHtmlImport);

/**
 * Stored HTML is sanitized before the editor reads it, as it is before any page shows it: the
 * converter chokes on some markup (SVG, MathML) and would carry frames and javascript: links into
 * the editor. What the sanitizer keeps is what the editor understands.
 */
export function htmlToContent(html: string): ContentState {
  if (!html.trim()) return ContentState.createFromText('');
  let parsed: ReturnType<HtmlToDraft> | null;
  try {
    parsed = htmlToDraft(forEditor(html)) as ReturnType<HtmlToDraft> | null;
  } catch (failure) {
    // Markup the converter cannot read: keep its text rather than failing to open the form.
    console.error('The stored HTML could not be read into the editor; showing its text', failure);
    return ContentState.createFromText(new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body.textContent ?? '');
  }
  if (!parsed || parsed.contentBlocks.length === 0) return ContentState.createFromText('');
  return ContentState.createFromBlockArray(parsed.contentBlocks, parsed.entityMap);
}

/** Sanitized, without what the sanitizer adds for display (new-tab targets, lazy loading). */
function forEditor(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  for (const el of Array.from(template.content.querySelectorAll('a[target], a[rel], img[loading]'))) {
    el.removeAttribute('target');
    el.removeAttribute('rel');
    el.removeAttribute('loading');
  }
  return template.innerHTML;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The content as HTML; '' when it has no text. */
export function contentToHtml(content: ContentState): string {
  if (!content.hasText()) return '';
  const raw = convertToRaw(content);
  for (const entity of Object.values(raw.entityMap)) {
    if (entity.type === 'LINK' && typeof entity.data?.url === 'string') {
      // draftjs-to-html writes the address into href as it is: escape it (no `"` breaking out,
      // no "javascript&colon;" turning into a scheme once the browser decodes the attribute).
      entity.data = { ...entity.data, url: escapeAttribute(entity.data.url as string) };
    }
  }
  return (
    draftToHtml(raw)
      // Noise the writer adds: list items get dir="auto" (a bug passes an argument in the wrong
      // place) and links target="_self" (the default). Links to other sites open in a new tab
      // when rendered (lib/sanitize-html.ts).
      .replace(/ dir = "auto"/g, '')
      .replace(/ target="_self"/g, '')
      .trim()
  );
}
