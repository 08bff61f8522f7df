import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, CONTENT_TEXTS, FEATURED_ARTICLES, fieldsOf, LIST_PAGE_SIZE, PUBLISH_FIELD } from '@common/content';
import { summaryUse } from '@common/content-docs';
import { LIST_PATHS, paths } from '@/config/paths';
import { LIST_INTROS, WELCOME } from '@/features/library/screen-intros';
import { BODY_TEXT, FONT_FAMILY, PAGE_COLORS } from '@/lib/brand';
import { storedSessionSettings } from '@/lib/firebase/stored-session';
import INDEX_HTML from '../../index.html?raw';
import FIREBASE_JSON from '../../../firebase.json?raw';
import RECORD_PREVIEW_JS from './record-preview.js?raw';
import LIST_FIRST_READ_JS from './list-first-read.js?raw';
import {
  RECORD_PAGES,
  ROUTE_SHELLS,
  firstReadConnection,
  listFirstReadSettings,
  recordPreviewSettings,
  shellFile,
  shellMarkup,
  withRecordShell,
  withShell,
  type RecordPage,
  type RecordPreviewFields,
} from './route-shells';

describe('route shells', () => {
  it('are the dashboard and each list, with the texts their screens show', () => {
    expect(ROUTE_SHELLS.map((s) => s.path).sort()).toEqual([paths.dashboard, ...Object.values(LIST_PATHS)].sort());
    expect(ROUTE_SHELLS.find((s) => s.path === paths.blog)).toMatchObject({ heading: CONTENT_TEXTS.articles.listTitle, text: LIST_INTROS.articles });
    expect(ROUTE_SHELLS.find((s) => s.path === paths.dashboard)).toMatchObject({ heading: WELCOME.heading, text: WELCOME.text, welcome: true });
    expect(shellFile({ path: '/blog', heading: '', text: '' })).toBe('blog.html');
  });

  it('replace index.html\'s boot screen with the frame, keep its loading status and everything else', () => {
    const blog = ROUTE_SHELLS.find((s) => s.path === paths.blog)!;
    const page = withShell(INDEX_HTML, blog);
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const boot = doc.getElementById('boot')!;
    expect(boot.getAttribute('role')).toBe('status');
    expect(boot.querySelector('.shell')?.getAttribute('aria-hidden')).toBe('true');
    expect(boot.querySelector('.shell-heading')?.textContent).toBe(blog.heading);
    expect(boot.querySelector('.shell-text')?.textContent).toBe(blog.text);
    expect(boot.querySelector('.shell-status')?.textContent).toBe('Loading PMC Portal...If this takes too long, please refresh the page');
    expect(boot.querySelector('.shell-status .boot-spinner')?.getAttribute('aria-hidden')).toBe('true');
    // The app still mounts in an empty #root placed before #boot (index.html hides #boot once #root has content).
    expect(doc.getElementById('root')?.childNodes).toHaveLength(0);
    expect(doc.getElementById('root')?.nextElementSibling).toBe(boot);
    expect(doc.head.querySelectorAll('style')).toHaveLength(2);
    const withoutBoot = (html: string) => html.replace(/<div id="boot"[\s\S]*?<!-- \/boot --><\/div>/, '');
    expect(withoutBoot(page).replace(/<style>\n\.shell[\s\S]*?<\/style>\s*/, '')).toBe(withoutBoot(INDEX_HTML));
  });

  it('show a spinner on index.html\'s boot screen, drawn by CSS alone and still with reduced motion', () => {
    const doc = new DOMParser().parseFromString(INDEX_HTML, 'text/html');
    const spinner = doc.querySelector('#boot .boot-spinner');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
    expect(spinner?.nextElementSibling?.textContent).toBe('Loading PMC Portal...');
    expect(INDEX_HTML).toMatch(/\.boot-spinner \{[^}]*animation: boot-spin 1s linear infinite;/);
    expect(INDEX_HTML).toMatch(/@keyframes boot-spin \{ to \{ transform: rotate\(360deg\); \} \}/);
    expect(INDEX_HTML).toContain('@media (prefers-reduced-motion: reduce) { .boot-spinner { animation: none; } }');
  });

  it('share the theme\'s type with index.html\'s boot screen, so the status keeps its place when the app\'s stylesheet arrives', () => {
    // index.html runs before any module: it holds copies of brand.ts's values, checked here.
    const boot = /\.boot \{([^}]*)\}/.exec(INDEX_HTML)?.[1] ?? '';
    const declared = (property: string) => new RegExp(`(?:^|;)\\s*${property}:\\s*([^;]+);`).exec(boot)?.[1]?.trim();
    expect(declared('font-family')).toBe(FONT_FAMILY);
    expect(declared('line-height')).toBe(String(BODY_TEXT.lineHeight));
    expect(declared('color')).toBe(PAGE_COLORS.text);
    expect(declared('box-sizing')).toBe('border-box');
    const shell = withShell(INDEX_HTML, ROUTE_SHELLS[0]!);
    expect(/\.shell-status \{[^}]*line-height: ([^;]+);/.exec(shell)?.[1]).toBe(String(BODY_TEXT.lineHeight));
  });

  it('start the first read of a screen that opens with the newest summaries of a kind, as its screen asks for them', () => {
    const firstReads = Object.fromEntries(ROUTE_SHELLS.map((s) => [s.path, s.firstRead]));
    expect(firstReads).toEqual({
      [paths.dashboard]: { kind: 'articles', count: FEATURED_ARTICLES },
      [LIST_PATHS.articles]: { kind: 'articles', count: LIST_PAGE_SIZE },
      // Listed by their journal date: the screen reads its whole list at once.
      [LIST_PATHS.publications]: undefined,
      [LIST_PATHS.resources]: { kind: 'resources', count: LIST_PAGE_SIZE },
      [LIST_PATHS.products]: { kind: 'products', count: LIST_PAGE_SIZE },
    });
    const connection = firstReadConnection({ firestoreOrigin: 'http://127.0.0.1:8080', projectId: 'demo-pmc', apiKey: 'demo-api-key' });
    expect(listFirstReadSettings({ kind: 'articles', count: LIST_PAGE_SIZE }, connection)).toEqual({
      endpoint: 'http://127.0.0.1:8080/v1/projects/demo-pmc/databases/(default)/documents:runQuery',
      session: storedSessionSettings('demo-api-key'),
      collection: CONTENT_KINDS.articles.summary.collection,
      publish: PUBLISH_FIELD,
      count: LIST_PAGE_SIZE,
      picture: 'image',
    });
    for (const kind of ['resources', 'products'] as const) {
      const { picture } = listFirstReadSettings({ kind, count: 1 }, connection);
      expect(picture === null || fieldsOf(kind).some(([name, decl]) => name === picture && decl.type === 'image'), kind).toBe(true);
    }
    expect(() => listFirstReadSettings({ kind: 'publications', count: 1 }, connection)).toThrow(/not read newest published first/);

    const page = withShell(INDEX_HTML, ROUTE_SHELLS.find((s) => s.path === paths.blog)!, { connection, script: LIST_FIRST_READ_JS.trim() });
    const doc = new DOMParser().parseFromString(page, 'text/html');
    // The settings (data, never run), then the script, in the head; nothing inline in the body.
    const inline = [...doc.head.querySelectorAll('script:not([src])')];
    expect(inline.map((s) => s.getAttribute('type'))).toEqual(['application/json', null]);
    expect(JSON.parse(doc.getElementById('boot-list-settings')!.textContent!)).toEqual(listFirstReadSettings({ kind: 'articles', count: LIST_PAGE_SIZE }, connection));
    expect(inline[1]!.textContent).toBe(LIST_FIRST_READ_JS.trim());
    expect(doc.body.querySelectorAll('script:not([type="module"][src])')).toHaveLength(0);
    // A shell without a first read has neither.
    const publications = withShell(INDEX_HTML, ROUTE_SHELLS.find((s) => s.path === LIST_PATHS.publications)!, { connection, script: LIST_FIRST_READ_JS.trim() });
    expect(publications).not.toContain('boot-list-settings');
    expect(publications).not.toContain(LIST_FIRST_READ_JS.trim());
  });

  it('have a page for each kind\'s records, which firebase.json rewrites its addresses to (before every other path)', () => {
    expect(RECORD_PAGES).toEqual([
      { source: '/blog/*', screen: 'article', kind: 'articles', preview: { picture: 'image', label: 'category', title: 'title' } },
      { source: '/publications/*', screen: 'publication', kind: 'publications' },
      { source: '/resources/*', screen: 'resource', kind: 'resources' },
      { source: '/products/*', screen: 'product', kind: 'products' },
    ]);
    const { hosting } = JSON.parse(FIREBASE_JSON) as { hosting: { cleanUrls: boolean; rewrites: { source: string; destination?: string }[] } };
    expect(hosting.cleanUrls).toBe(true);
    const rewrites = hosting.rewrites.filter((r) => r.destination);
    expect(rewrites.slice(0, -1)).toEqual(RECORD_PAGES.map((p) => ({ source: p.source, destination: `/${p.screen}.html` })));
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: '/index.html' });
  });

  it('escape their texts', () => {
    expect(shellMarkup({ path: '/x', heading: 'A & <b>', text: '"quoted"' })).toContain('<p class="shell-heading">A &amp; &lt;b&gt;</p><p class="shell-text">&quot;quoted&quot;</p>');
  });

  it('refuse an index.html without the boot screen they replace', () => {
    expect(() => withShell('<html><head></head><body><div id="root"></div></body></html>', ROUTE_SHELLS[0])).toThrow(/no <div id="boot">/);
  });
});

describe('a record page\'s first paint (app/record-preview.js)', () => {
  const article = RECORD_PAGES.find((p) => p.kind === 'articles') as RecordPage & { preview: RecordPreviewFields };
  const connection = firstReadConnection({ firestoreOrigin: 'http://127.0.0.1:8080', projectId: 'demo-pmc', apiKey: 'demo-api-key' });

  it('reads the fields the article\'s view shows first, from its kind\'s declaration, in the kind\'s summaries (which hold them without the body)', () => {
    const fields = CONTENT_KINDS.articles.fields as Record<string, { type: string }>;
    expect(fields[article.preview.picture]?.type).toBe('image');
    expect(fields[article.preview.label]?.type).toBe('category');
    expect(fields[article.preview.title]?.type).toBe('text');
    // The summary keeps, as they are, the fields the preview paints and the ones it queries by.
    const kept = new Set(fieldsOf('articles').filter(([, decl]) => summaryUse(decl) === 'copy').map(([name]) => name));
    expect([article.preview.picture, article.preview.label, article.preview.title, 'slug', PUBLISH_FIELD].filter((name) => !kept.has(name))).toEqual([]);
    expect(recordPreviewSettings(article, connection)).toEqual({
      endpoint: 'http://127.0.0.1:8080/v1/projects/demo-pmc/databases/(default)/documents:runQuery',
      session: storedSessionSettings('demo-api-key'),
      prefix: '/blog/',
      collection: CONTENT_KINDS.articles.summary.collection,
      key: 'slug',
      publish: PUBLISH_FIELD,
      fields: ['image', 'category', 'title'],
      picture: 'image',
      label: 'category',
      title: 'title',
    });
    expect(firstReadConnection({ firestoreOrigin: 'https://firestore.googleapis.com', projectId: 'p', apiKey: 'k' }).endpoint).toBe(
      'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents:runQuery',
    );
  });

  it('is index.html with the record\'s frame, hidden until filled, its settings as data and the script inline', () => {
    const page = withRecordShell(INDEX_HTML, article, connection, RECORD_PREVIEW_JS.trim());
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const boot = doc.getElementById('boot')!;
    expect(boot.getAttribute('role')).toBe('status');
    // Screen readers get the status; the bar and the record's place are hidden from them.
    expect(boot.querySelector('.shell-bar')?.getAttribute('aria-hidden')).toBe('true');
    const slot = doc.getElementById('boot-record')!;
    expect(slot.getAttribute('aria-hidden')).toBe('true');
    expect(slot.hidden).toBe(true);
    // The status stands where the way back will be, above the record: the record appearing moves nothing.
    expect(slot.previousElementSibling?.className).toBe('shell-status shell-record-status');
    expect(slot.querySelector('img')?.getAttribute('src')).toBeNull();
    expect(slot.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(boot.querySelector('.shell-status')?.textContent).toBe('Loading PMC Portal...If this takes too long, please refresh the page');
    expect(JSON.parse(doc.getElementById('boot-record-settings')!.textContent!)).toEqual(recordPreviewSettings(article, connection));
    // The settings and the script in the head, the settings first; the body holds only index.html's
    // entry (which the build moves to the head), nothing inline.
    const inline = [...doc.head.querySelectorAll('script:not([src])')];
    expect(inline.map((s) => s.getAttribute('type'))).toEqual(['application/json', null]);
    expect(inline[1]!.textContent).toBe(RECORD_PREVIEW_JS.trim());
    expect(doc.body.querySelectorAll('script:not([type="module"][src])')).toHaveLength(0);
    expect(doc.getElementById('root')?.nextElementSibling).toBe(boot);
  });

  it('escapes "<" in its settings, so no value ends the data block', () => {
    const page = withRecordShell(INDEX_HTML, article, { endpoint: 'http://x/</script><script>alert(1)</script>', session: storedSessionSettings('k') }, '');
    expect(page).not.toContain('</script><script>alert(1)');
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(JSON.parse(doc.getElementById('boot-record-settings')!.textContent!).endpoint).toBe('http://x/</script><script>alert(1)</script>');
  });

  it('runs under firebase.json\'s Content-Security-Policy: script-src allows the script, and the lists\' first read, by their hashes', () => {
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script.trim()).digest('base64')}'`;
    const { hosting } = JSON.parse(FIREBASE_JSON) as { hosting: { headers: { headers: { key: string; value: string }[] }[] } };
    const policy = hosting.headers.flatMap((h) => h.headers).find((h) => h.key === 'Content-Security-Policy')!.value;
    const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '))!;
    for (const [file, script] of [['record-preview.js', RECORD_PREVIEW_JS], ['list-first-read.js', LIST_FIRST_READ_JS]]) {
      expect(scriptSrc.split(/\s+/), `${file} changed: firebase.json's script-src needs ${hashOf(script!)} in place of its old hash`).toContain(hashOf(script!));
    }
    // Nothing else inline is allowed.
    expect(scriptSrc.split(/\s+/).filter((s) => s.startsWith("'sha") || s === "'unsafe-inline'")).toEqual([hashOf(RECORD_PREVIEW_JS), hashOf(LIST_FIRST_READ_JS)]);
  });
});
