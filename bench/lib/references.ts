/**
 * Same-run references for Lighthouse's simulated mobile figures. Lighthouse simulates a slow phone
 * from the host's own CPU speed, so the same commit scores differently on two hosts; two pages
 * measured in the same run, on the same server, give each figure something to stand beside:
 *  - the floor: a static HTML copy of the portal's own sign-in screen, as the browser rendered it
 *    (markup and the computed styles; no script at all), written into the served build;
 *  - the floor of this stack: the same form rendered by React and MUI alone (web/bench-reference,
 *    built by scripts/bench.mjs to /reference/mui/).
 * Lighthouse's CPU benchmark index (`environment.benchmarkIndex`) of every run is kept too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Bench } from './browser';
import { PAGES, type BenchPage } from './pages';

export const REFERENCE_PAGES = {
  static: {
    key: 'reference-static',
    path: '/reference/static/',
    role: null,
    ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor(),
  },
  mui: {
    key: 'reference-mui',
    path: '/reference/mui/',
    role: null,
    ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor(),
  },
} satisfies Record<string, BenchPage>;

export const REFERENCE_LABELS: Record<keyof typeof REFERENCE_PAGES, string> = {
  static: 'static HTML copy of /login (reference)',
  mui: 'React + MUI sign-in form alone (reference)',
};

/**
 * Renders /login in Chromium and writes what it shows as one static page: the document without its
 * scripts, preloads and style elements, and every style rule the page holds (Emotion inserts its
 * rules through the CSSOM, so the style elements alone would be empty) in one <style>.
 * Returns the page's size in bytes.
 */
export async function writeStaticLogin(bench: Bench, dist: string): Promise<number> {
  const context = await bench.context(null);
  try {
    const page = await context.newPage();
    await page.goto(PAGES.login.path);
    await PAGES.login.ready(page);
    const html = await page.evaluate(() => {
      const css = Array.from(document.styleSheets)
        .map((sheet) => {
          try {
            return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
          } catch {
            return '';
          }
        })
        .join('\n');
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('script, link[rel="modulepreload"], link[rel="stylesheet"], style').forEach((node) => node.remove());
      const style = document.createElement('style');
      style.textContent = css;
      copy.querySelector('head')!.appendChild(style);
      return `<!doctype html>\n${copy.outerHTML}\n`;
    });
    const dir = path.join(dist, 'reference', 'static');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), html);
    return Buffer.byteLength(html);
  } finally {
    await context.close();
  }
}
