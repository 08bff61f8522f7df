import { describe, expect, it } from 'vitest';
import { EditorState, RichUtils, SelectionState } from 'draft-js';
import { SEED_ARTICLES } from '../../../../../../emulators/seed/content/articles';
import { SEED_PRODUCTS } from '../../../../../../emulators/seed/content/products';
import { SEED_RESOURCES } from '../../../../../../emulators/seed/content/resources';
import { sampleArticleValues } from '../sample-article';
import { contentToHtml, htmlToContent } from './html';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { applyLink, applyTextStyle, TEXT_STYLES, textStyleAt } from './editor-commands';

/** The same document, ignoring the line breaks between block elements. */
function normalize(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const blank: Node[] = [];
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (!node.textContent?.trim() && ['BODY', 'UL', 'OL'].includes(node.parentNode?.nodeName ?? '')) blank.push(node);
  }
  blank.forEach((node) => node.parentNode?.removeChild(node));
  return doc.body.innerHTML;
}

const roundTrip = (html: string) => contentToHtml(htmlToContent(html));

describe('HTML round trip through the editor', () => {
  const seeded = [
    ...SEED_ARTICLES.map((a) => [`article ${a.slug}`, a.content] as const),
    ...SEED_RESOURCES.map((r) => [`resource ${r.slug}`, r.content] as const),
    ...SEED_PRODUCTS.map((p) => [`product ${p.slug}`, p.description] as const),
    ['the PRP sample article', sampleArticleValues().content] as const,
  ];

  it.each(seeded)('keeps the seeded HTML of %s', (_name, html) => {
    expect(normalize(roundTrip(html))).toBe(normalize(html));
  });

  it('is stable: a second round trip changes nothing at all', () => {
    for (const [, html] of seeded) {
      const once = roundTrip(html);
      expect(roundTrip(once)).toBe(once);
    }
  });

  it('keeps links, entities and quotes, and escapes addresses in their attribute', () => {
    const html = '<p>See <a href="/resources">Patient Resources</a> &amp; "tips" &lt;here&gt;, it\'s <strong>free</strong>.</p>';
    expect(roundTrip(html)).toBe(html);
    expect(roundTrip('<p><a href="https://x.example/?a=1&amp;b=2">q</a></p>')).toBe('<p><a href="https://x.example/?a=1&amp;b=2">q</a></p>');
    // An address that decodes to a scheme once in an attribute stays literal text.
    const sneaky = htmlToContent('<p><a href="x">y</a></p>');
    const key = sneaky.getBlocksAsArray()[0]!.getEntityAt(0)!;
    const changed = sneaky.mergeEntityData(key, { url: 'javascript&colon;alert(1)"><script>' });
    expect(contentToHtml(changed)).toBe('<p><a href="javascript&amp;colon;alert(1)&quot;&gt;&lt;script&gt;">y</a></p>');
  });

  it('stores an empty editor as an empty string', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
  });
});

describe('what the toolbar makes', () => {
  function select(state: EditorState, blockIndex: number, start: number, end: number): EditorState {
    const block = state.getCurrentContent().getBlocksAsArray()[blockIndex]!;
    const selection = SelectionState.createEmpty(block.getKey()).merge({ anchorOffset: start, focusOffset: end });
    return EditorState.forceSelection(state, selection);
  }

  it('writes bold, italic, both lists and a link as plain HTML', () => {
    let state = EditorState.createWithContent(htmlToContent('<p>Bold and italic</p><p>First point</p><p>Step one</p><p>Read more</p>'));
    state = RichUtils.toggleInlineStyle(select(state, 0, 0, 4), 'BOLD');
    state = RichUtils.toggleInlineStyle(select(state, 0, 9, 15), 'ITALIC');
    state = RichUtils.toggleBlockType(select(state, 1, 0, 0), 'unordered-list-item');
    state = RichUtils.toggleBlockType(select(state, 2, 0, 0), 'ordered-list-item');
    state = applyLink(select(state, 3, 0, 9), 'https://example.org/more');
    expect(normalize(contentToHtml(state.getCurrentContent()))).toBe(
      normalize(
        '<p><strong>Bold</strong> and <em>italic</em></p><ul><li>First point</li></ul><ol><li>Step one</li></ol><p><a href="https://example.org/more">Read more</a></p>',
      ),
    );
  });

  it('writes headings 1 to 6 as h1..h6, which the sanitizer keeps for the member pages', () => {
    const lines = TEXT_STYLES.map((style) => style.label);
    let state = EditorState.createWithContent(htmlToContent(lines.map((line) => `<p>${line}</p>`).join('')));
    TEXT_STYLES.forEach((style, index) => {
      state = applyTextStyle(select(state, index, 0, 0), style.blockType);
      expect(textStyleAt(state)).toBe(style.blockType);
    });
    // Choosing the style a block has changes nothing.
    expect(applyTextStyle(state, textStyleAt(state)!)).toBe(state);
    const html = contentToHtml(state.getCurrentContent());
    const expected = '<p>Normal</p><h1>Heading 1</h1><h2>Heading 2</h2><h3>Heading 3</h3><h4>Heading 4</h4><h5>Heading 5</h5><h6>Heading 6</h6>';
    expect(normalize(html)).toBe(normalize(expected));
    expect(normalize(sanitizeHtml(html))).toBe(normalize(expected));
    expect(roundTrip(html)).toBe(html);
  });

  it('inserts the address as linked text at a cursor, and changes a link under the cursor', () => {
    let state = EditorState.createWithContent(htmlToContent('<p>Call </p>'));
    state = applyLink(select(state, 0, 5, 5), 'tel:5550100');
    expect(contentToHtml(state.getCurrentContent())).toBe('<p>Call <a href="tel:5550100">tel:5550100</a></p>');
    state = applyLink(select(state, 0, 7, 7), 'tel:5550199');
    expect(contentToHtml(state.getCurrentContent())).toBe('<p>Call <a href="tel:5550199">tel:5550100</a></p>');
  });
});
