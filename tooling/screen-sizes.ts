/**
 * What a screen of a build loads, from Vite's build manifest (.vite/manifest.json, build.manifest in
 * web/vite.config.ts): the chunks of the screen's modules and, recursively, every chunk they import
 * statically, with their stylesheets. Dynamic imports are left out: they load later (a dialog, the
 * search index), or the screen's budget names them as a module of their own (the rich-text editor).
 * No browser and no timing, so the figure is the same on every run of the same build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ScreenBudget } from './budgets';

/** One entry of Vite's build manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Gzip size of a file's bytes as the budgets count it: zlib level 9, as a CDN compresses at best. */
export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length;
}

/** The JS and CSS files `modules` load, following static imports only, in the order met. */
export function staticFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string, from: string | null) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(
        from === null
          ? `The build has no module "${key}" (renamed or moved? update tooling/budgets.ts)`
          : `The build manifest names "${key}" (imported by "${from}") but has no entry for it`,
      );
    }
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep, key);
  };
  for (const module of modules) visit(module, null);
  return [...files];
}

export interface SizedFile {
  file: string;
  gzip: number;
}

export interface ScreenSize {
  key: string;
  budget: ScreenBudget;
  /** Sum of the files' gzip sizes, bytes. */
  gzip: number;
  /** Largest first. */
  files: SizedFile[];
}

/** Each budgeted screen's files and their gzip sizes; `gzipOf` gives a build file's gzip size. */
export function screenSizes(manifest: Manifest, budgets: Record<string, ScreenBudget>, gzipOf: (file: string) => number): ScreenSize[] {
  return Object.entries(budgets).map(([key, budget]) => {
    const files = staticFiles(manifest, budget.modules)
      .map((file) => ({ file, gzip: gzipOf(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { key, budget, gzip: files.reduce((n, f) => n + f.gzip, 0), files };
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(3)} kB`;

/** One line per screen over its budget: the screen, the budget, the measured size and its largest files. */
export function overBudget(sizes: readonly ScreenSize[]): string[] {
  return sizes
    .filter((s) => s.gzip > s.budget.kB * 1000)
    .map((s) => {
      const largest = s.files.slice(0, 5).map((f) => `${f.file} ${kB(f.gzip)}`);
      return (
        `${s.budget.screen} ${s.budget.until}: ${kB(s.gzip)} of JS + CSS (gzip), over its budget of ${s.budget.kB} kB ` +
        `by ${kB(s.gzip - s.budget.kB * 1000)} (tooling/budgets.ts); largest: ${largest.join(', ')}`
      );
    });
}

/** The manifest of the build in `dir` and a gzip size reader of its files. */
export function readBuild(dir: string): { manifest: Manifest; gzipOf: (file: string) => number } {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  let text: string;
  try {
    text = readFileSync(manifestFile, 'utf8');
  } catch {
    throw new Error(`No build manifest at ${manifestFile}: build the web app (vite build writes it with build.manifest)`);
  }
  return { manifest: JSON.parse(text) as Manifest, gzipOf: (file) => gzipSize(readFileSync(path.join(dir, file))) };
}
