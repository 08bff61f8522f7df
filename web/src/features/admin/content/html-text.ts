/** The text of stored HTML (a table cell shows a product's description as plain text). */
export function htmlText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
