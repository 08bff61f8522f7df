/**
 * Hostile HTML (the abuse suite's payloads) must turn into editor content without throwing, and
 * come back out without anything that could run.
 */
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../../../../tests/abuse/xss-payloads';
import { contentToHtml, htmlToContent } from './html';

describe('the editor and hostile HTML', () => {
  it.each(XSS_PAYLOADS.map((p, i) => [i + 1, p] as const))('payload %i loads and saves without anything that runs', (_n, payload) => {
    const html = `<p>Probe</p>${payload}`;
    const out = contentToHtml(htmlToContent(html));
    expect(out).not.toMatch(/<script|\son\w+=|javascript:|<iframe|<object|<embed/i);
  });
});
