/*
 * What the service worker precaches (docs/decisions/0037-installable-offline-portal.md): the member
 * app, never the staff-only code. The build decides it from Vite's build manifest
 * (.vite/manifest.json): a file is staff-only when the app's entry reaches it only through a staff
 * screen (app/routes/app/admin/*: the admin console and, through its forms, the rich-text editor).
 * Plain values and no Node, so the build (web/vite.config.ts) and the tests import it alike.
 */

/** One entry of Vite's build manifest (the fields read here). */
export interface BuildChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, BuildChunk>;

/** The staff screens' route modules, as the build manifest names their sources (relative to web/). */
export const STAFF_ROUTES = /^src\/app\/routes\/app\/admin\//;

/** A chunk's own files: its script, its stylesheets and the assets it imports. */
function filesOf(chunk: BuildChunk): string[] {
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])];
}

/**
 * The build's files that only staff screens load: those of every chunk the entry reaches (by static
 * or dynamic imports) only through a staff route module, and not also through a member path.
 */
export function staffOnlyFiles(manifest: BuildManifest): Set<string> {
  const memberFiles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk || (chunk.src && STAFF_ROUTES.test(chunk.src))) return;
    seen.add(key);
    for (const file of filesOf(chunk)) memberFiles.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length === 0) throw new Error('The build manifest names no entry');
  for (const [key] of entries) visit(key);
  const staff = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const file of filesOf(chunk)) if (!memberFiles.has(file)) staff.add(file);
  return staff;
}
