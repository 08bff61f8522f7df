import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { endpoint, projectId } from '../tooling/emulator-config.mjs';

/**
 * An emulator build never lands in dist/, the folder `firebase deploy` ships (firebase.json's
 * hosting.public, whose predeploy makes the production build): it goes to ../.e2e/web, which the
 * tests' Hosting emulator serves (tooling/hosting-config.mjs).
 */
const EMULATOR_OUT_DIR = fileURLToPath(new URL('../.e2e/web', import.meta.url));

/**
 * On the emulators, /files/** goes to the member-file function as the Hosting rewrite of
 * firebase.json sends it in production (the Vite dev server of `npm start` has no rewrites).
 */
function memberFilesProxy() {
  const { host, port } = endpoint('functions');
  return {
    '/files': { target: `http://${host}:${port}`, rewrite: (path: string) => `/${projectId()}/us-central1/serveMemberFile${path}` },
  };
}

/** The screens a member usually lands on (app/routes/app/{name}.tsx): what two of them share is one chunk. */
const LANDING_SCREENS = ['dashboard', 'blog', 'article', 'publications', 'resources', 'products'];
/** What the sign-in screen loads once it is shown (GuestOnly's Auth, the login's membership step). */
const GUEST_LATER = ['lib/firebase/auth.ts', 'app/routes/auth/membership-step.tsx'];
const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * Few requests before a first screen (issue 14). Left to itself, the bundler cuts the shared code
 * into the smallest pieces any two screens share: /blog needed about 60 files, which an HTTP/1.1
 * server (the Hosting emulator; a phone on a slow network) fetches six at a time. This plugin
 * names, from the static import graph, the modules of:
 *  - app-core: the entry's (every screen's);
 *  - screens-common: the sign-in screen's that member screens use too;
 *  - guest-shell: the rest of the sign-in screen's (its sibling guest screens share most of it);
 *  - screens-later: what the sign-in screen loads later (Auth, the membership step) that member
 *    screens use too, so that no guest load needs a member chunk;
 *  - member-shell: the member layout's;
 *  - what two or more landing screens share beyond those, in three parts so that a screen does
 *    not load the others' code before its data: member-screens what the article page uses too
 *    (the data layer, the Save toggle), member-cards what the dashboard uses too (the cards),
 *    member-lists the rest (the lists' search, filters and banner; the downloads).
 * Each becomes one chunk (build.rolldownOptions below), in that order of priority, so that no
 * guest chunk needs a member one. A screen's own code, lazy parts (the search index, the editor,
 * dialogs) and the admin screens keep their automatic chunks.
 */
const chunkOf = new Map<string, string>();
const SCREEN_CHUNKS = ['app-core', 'screens-common', 'guest-shell', 'screens-later', 'member-shell', 'member-screens', 'member-cards', 'member-lists'];

function screenChunks(): Plugin {
  return {
    name: 'pmc-screen-chunks',
    apply: 'build',
    buildEnd() {
      chunkOf.clear();
      const closure = (root: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
        };
        visit(root);
        return seen;
      };
      const entry = closure(source('main.tsx'));
      const layout = closure(source('app/routes/app/layout.tsx'));
      const guest = closure(source('app/routes/auth/login.tsx'));
      // What the sign-in screen loads once shown (Auth, the membership step) must not need a member chunk.
      const guestLater = new Set(GUEST_LATER.flatMap((path) => [...closure(source(path))]));
      const landing = LANDING_SCREENS.map((name) => closure(source(`app/routes/app/${name}.tsx`)));
      const [dashboard, article] = ['dashboard', 'article'].map((name) => landing[LANDING_SCREENS.indexOf(name)]);
      const member = new Set([...layout, ...landing.flatMap((screen) => [...screen])]);
      for (const id of entry) chunkOf.set(id, 'app-core');
      for (const id of guest) if (!chunkOf.has(id)) chunkOf.set(id, member.has(id) ? 'screens-common' : 'guest-shell');
      for (const id of guestLater) if (!chunkOf.has(id) && member.has(id)) chunkOf.set(id, 'screens-later');
      for (const id of layout) if (!chunkOf.has(id)) chunkOf.set(id, 'member-shell');
      const screens = new Map<string, number>();
      for (const screen of landing) for (const id of screen) if (!chunkOf.has(id)) screens.set(id, (screens.get(id) ?? 0) + 1);
      for (const [id, count] of screens) {
        if (count >= 2) chunkOf.set(id, article.has(id) ? 'member-screens' : dashboard.has(id) ? 'member-cards' : 'member-lists');
      }
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), screenChunks()],
  // draft-js (the editor of later issues) reads `global`; without this the page is blank (STACK.md).
  define: { global: 'globalThis' },
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('../common', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: mode === 'emulator' ? memberFilesProxy() : undefined },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    outDir: mode === 'emulator' ? EMULATOR_OUT_DIR : 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Exactly the modules named: a member chunk must not take a module the guest screens load later.
          includeDependenciesRecursively: false,
          groups: SCREEN_CHUNKS.map((name, i) => ({ name, priority: SCREEN_CHUNKS.length - i, test: (id: string) => chunkOf.get(id) === name })),
        },
      },
    },
  },
}));
