import { describe, expect, it } from 'vitest';
import { overBudget, screenSizes, staticFiles, type Manifest } from './screen-sizes';

/** A tiny build: an entry, a shared chunk, a screen with a stylesheet and a lazily loaded dialog. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_core-1.js'] },
  '_core-1.js': { file: 'assets/core-1.js', dynamicImports: ['src/screen.tsx'] },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_core-1.js'] },
  'src/screen.tsx': { file: 'assets/screen-1.js', imports: ['_shared-1.js', '_core-1.js'], css: ['assets/screen-1.css'], dynamicImports: ['src/dialog.tsx'] },
  'src/dialog.tsx': { file: 'assets/dialog-1.js', imports: ['_shared-1.js'] },
};

const GZIP: Record<string, number> = {
  'assets/index-1.js': 400,
  'assets/core-1.js': 100_000,
  'assets/shared-1.js': 20_000,
  'assets/screen-1.js': 5_000,
  'assets/screen-1.css': 1_000,
  'assets/dialog-1.js': 50_000,
};
const gzipOf = (file: string) => GZIP[file];

const budget = (kB: number) => ({ screen: '/screen', until: 'before its data', kB, modules: ['index.html', 'src/screen.tsx'] });

describe('what a screen loads, from the build manifest', () => {
  it('follows static imports with their stylesheets, not dynamic imports', () => {
    expect(staticFiles(MANIFEST, ['index.html', 'src/screen.tsx']).sort()).toEqual(
      ['assets/core-1.js', 'assets/index-1.js', 'assets/screen-1.css', 'assets/screen-1.js', 'assets/shared-1.js'].sort(),
    );
  });

  it('counts a file two modules share once', () => {
    const [size] = screenSizes(MANIFEST, { screen: budget(200) }, gzipOf);
    expect(size.gzip).toBe(400 + 100_000 + 20_000 + 5_000 + 1_000);
    expect(size.files[0]).toEqual({ file: 'assets/core-1.js', gzip: 100_000 });
  });

  it('names a budgeted module the build does not have', () => {
    expect(() => staticFiles(MANIFEST, ['src/renamed.tsx'])).toThrow('The build has no module "src/renamed.tsx" (renamed or moved? update tooling/budgets.ts)');
  });

  it('names the screen, the budget and the measured size of a screen over its budget', () => {
    const sizes = screenSizes(MANIFEST, { under: budget(127), over: { ...budget(126), screen: '/over' } }, gzipOf);
    expect(overBudget(sizes)).toEqual([
      '/over before its data: 126.400 kB of JS + CSS (gzip), over its budget of 126 kB by 0.400 kB (tooling/budgets.ts); ' +
        'largest: assets/core-1.js 100.000 kB, assets/shared-1.js 20.000 kB, assets/screen-1.js 5.000 kB, assets/screen-1.css 1.000 kB, assets/index-1.js 0.400 kB',
    ]);
  });

  it('passes a screen exactly at its budget', () => {
    expect(overBudget(screenSizes(MANIFEST, { screen: budget(126.4) }, gzipOf))).toEqual([]);
  });
});
