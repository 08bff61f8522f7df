import { describe, expect, it } from 'vitest';
import { CONTENT_TEXTS } from '@common/content';
import { LIST_PATHS, paths } from '@/config/paths';
import { LIST_INTROS, WELCOME } from '@/features/library/screen-intros';
import INDEX_HTML from '../../index.html?raw';
import FIREBASE_JSON from '../../../firebase.json?raw';
import { RECORD_PAGES, ROUTE_SHELLS, shellFile, shellMarkup, withShell } from './route-shells';

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
    // The app still mounts in an empty #root placed before #boot (index.html hides #boot once #root has content).
    expect(doc.getElementById('root')?.childNodes).toHaveLength(0);
    expect(doc.getElementById('root')?.nextElementSibling).toBe(boot);
    expect(doc.head.querySelectorAll('style')).toHaveLength(2);
    const withoutBoot = (html: string) => html.replace(/<div id="boot"[\s\S]*?<!-- \/boot --><\/div>/, '');
    expect(withoutBoot(page).replace(/<style>\n\.shell[\s\S]*?<\/style>\s*/, '')).toBe(withoutBoot(INDEX_HTML));
  });

  it('have a page for each kind\'s records, which firebase.json rewrites its addresses to (before every other path)', () => {
    expect(RECORD_PAGES).toEqual([
      { source: '/blog/*', screen: 'article' },
      { source: '/publications/*', screen: 'publication' },
      { source: '/resources/*', screen: 'resource' },
      { source: '/products/*', screen: 'product' },
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
