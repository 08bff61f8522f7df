/**
 * The size budgets (tooling/budgets.ts) on the production build this project's global setup makes
 * (.e2e/web): each screen's JS + CSS, gzip, from the build manifest's static imports
 * (tooling/screen-sizes.ts). No browser: the figure is exact and the same on every run, so a screen
 * near its budget cannot pass on one run and fail on the next.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { SIZE_BUDGETS } from '../../tooling/budgets';
import { E2E_BUILD_DIR } from '../../tooling/hosting-config.mjs';
import { overBudget, readBuild, screenSizes, type ScreenSize } from '../../tooling/screen-sizes';

let measured: ScreenSize[] | null = null;

/** Every budgeted screen's size in the build, read once. */
function sizes(): ScreenSize[] {
  const problem = inject('e2eSetupError');
  if (problem) throw new Error(problem);
  if (!measured) {
    const { manifest, gzipOf } = readBuild(E2E_BUILD_DIR);
    measured = screenSizes(manifest, SIZE_BUDGETS, gzipOf);
  }
  return measured;
}

const sizeOf = (key: string) => sizes().find((s) => s.key === key)!;

describe('size budgets: JS + CSS (gzip) per screen', () => {
  for (const [key, budget] of Object.entries(SIZE_BUDGETS)) {
    it(`${budget.screen} ${budget.until}: at most ${budget.kB} kB`, () => {
      const size = sizeOf(key);
      const over = overBudget([size]);
      expect(over, over.join('\n')).toEqual([]);
      // The screen loads something: a module that resolves to nothing would pass any budget.
      expect(size.files.length).toBeGreaterThan(1);
    });
  }

  // The member screens' HTML pages ask for their scripts up front (web/vite.config.ts preloads):
  // the budget counts those same files, so its list of modules cannot drift from what a phone loads.
  it.each(['dashboard', 'blog', 'article', 'publications'] as const)('counts the files the %s page asks for before its data', (key) => {
    const html = readFileSync(path.join(E2E_BUILD_DIR, `${key}.html`), 'utf8');
    const requested = new Set([...html.matchAll(/\b(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
    expect(sizeOf(key).files.map((f) => f.file).sort()).toEqual([...requested].sort());
  });
});
