import { describe, expect, it } from 'vitest';
import { staffOnlyFiles, type BuildManifest } from './precache-plan';

/** A small build: the entry, a member screen, two staff screens sharing a chunk, and the editor they load. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_core.js'], dynamicImports: ['src/app/routes/app/blog.tsx', 'src/app/routes/app/admin/articles.tsx', 'src/app/routes/app/admin/members.tsx'], css: ['assets/index.css'] },
  '_core.js': { file: 'assets/core.js' },
  'src/app/routes/app/blog.tsx': { file: 'assets/blog.js', src: 'src/app/routes/app/blog.tsx', imports: ['_core.js', '_cards.js'] },
  '_cards.js': { file: 'assets/cards.js' },
  'src/app/routes/app/admin/articles.tsx': { file: 'assets/articles.js', src: 'src/app/routes/app/admin/articles.tsx', imports: ['_admin-table.js', '_cards.js'], dynamicImports: ['src/features/admin/content/rich-text/rich-text-editor.tsx'] },
  'src/app/routes/app/admin/members.tsx': { file: 'assets/members.js', src: 'src/app/routes/app/admin/members.tsx', imports: ['_admin-table.js'] },
  '_admin-table.js': { file: 'assets/admin-table.js' },
  'src/features/admin/content/rich-text/rich-text-editor.tsx': { file: 'assets/rich-text-editor.js', src: 'src/features/admin/content/rich-text/rich-text-editor.tsx', css: ['assets/rich-text-editor.css'], assets: ['assets/toolbar.svg'] },
};

describe('staffOnlyFiles', () => {
  it('names the files the entry reaches only through a staff screen, with their styles and assets', () => {
    expect([...staffOnlyFiles(MANIFEST)].sort()).toEqual(
      ['assets/admin-table.js', 'assets/articles.js', 'assets/members.js', 'assets/rich-text-editor.css', 'assets/rich-text-editor.js', 'assets/toolbar.svg'].sort(),
    );
  });

  it('keeps a chunk that a member screen shares with a staff one', () => {
    const staff = staffOnlyFiles(MANIFEST);
    for (const file of ['assets/index.js', 'assets/index.css', 'assets/core.js', 'assets/blog.js', 'assets/cards.js']) expect(staff.has(file)).toBe(false);
  });

  it('refuses a manifest without an entry (it could not tell member code from staff code)', () => {
    const { 'index.html': _entry, ...rest } = MANIFEST;
    expect(() => staffOnlyFiles(rest)).toThrow(/no entry/);
  });
});
