import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

function dom(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('sanitizeHtml', () => {
  it('removes script tags and their content', () => {
    const out = sanitizeHtml('<p>Hello</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>');
    expect(out).toBe('<p>Hello</p>');
  });

  it('removes event handler attributes', () => {
    const box = dom('<img src="https://img.example/a.png" onerror="alert(1)"><p onclick="steal()" onmouseover="x()">Hi</p><a href="https://a.example" onfocus="x()">a</a>');
    expect(box.innerHTML).not.toMatch(/on(error|click|mouseover|focus)/i);
    expect(box.querySelector('p')?.textContent).toBe('Hi');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
  ])('drops the href %s', (href) => {
    const link = dom(`<a href="${href}">click</a>`).querySelector('a');
    expect(link?.textContent).toBe('click');
    expect(link?.getAttribute('href')).toBeNull();
  });

  it('removes iframes, forms, styles and style attributes', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="pw"><button>Go</button></form><style>body{display:none}</style><p style="position:fixed">t</p><svg><script>alert(1)</script></svg>',
    );
    expect(out).not.toMatch(/<(iframe|form|input|button|style|svg|script)|style=|action=/i);
    expect(out).toContain('<p>t</p>');
  });

  it('keeps the allowed markup', () => {
    const html =
      '<h2>Heading 2</h2><h3>Heading 3</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6><p><strong>Bold</strong> and <em>italic</em></p><ul><li>One</li></ul><ol><li>Two</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each(['https://example.org/page', 'http://example.org', 'mailto:care@example.org', 'tel:+15555550100', '/blog/x', '#section', 'ftp://files.example.org/a'])(
    'keeps the link %s',
    (href) => {
      expect(dom(`<a href="${href}">x</a>`).querySelector('a')?.getAttribute('href')).toBe(href);
    },
  );

  it('opens external links in a new tab without an opener', () => {
    const external = dom('<a href="https://example.org">x</a>').querySelector('a');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    const internal = dom('<a href="/blog" target="_blank">x</a>').querySelector('a');
    expect(internal?.hasAttribute('target')).toBe(false);
  });

  it('keeps https images and drops other image sources', () => {
    const ok = dom('<img src="https://images.example/a.png" alt="A chart">').querySelector('img');
    expect(ok?.getAttribute('src')).toBe('https://images.example/a.png');
    expect(ok?.getAttribute('alt')).toBe('A chart');
    expect(dom('<img src="data:image/png;base64,AAAA">').querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(dom('<img src="http://plain.example/a.png">').querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(dom('<img src="javascript:alert(1)">').querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('keeps only the text of links and pictures inside a card', () => {
    expect(sanitizeHtml('<p>See <a href="https://example.org">this</a><img src="https://i.example/a.png"></p>', { inline: true })).toBe('<p>See this</p>');
  });

  it('returns empty text for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });

  it.each(['//evil.example/x', '/\\evil.example/x', '\\\\evil.example/x', ' //evil.example', '/\t/evil.example'])(
    'drops the address of a protocol-relative or backslash link and picture (%s)',
    (address) => {
      const box = dom(`<a href="${address}">a</a><img src="${address}" alt="">`);
      expect(box.querySelector('a')?.hasAttribute('href')).toBe(false);
      expect(box.querySelector('img')?.hasAttribute('src')).toBe(false);
    },
  );

  it('keeps a relative link and picture of the portal', () => {
    const box = dom('<a href="/blog/x">a</a><img src="/favicon.svg" alt="">');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/blog/x');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/favicon.svg');
  });
});
