import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import sharp from 'sharp';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoint, projectId } from '../tooling/emulator-config.mjs';
import { BRAND, PAGE_COLORS } from './src/lib/brand';
import { staffOnlyFiles, type BuildManifest } from './src/sw/precache-plan';

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
const AUTH_MODULE = 'lib/firebase/auth.ts';
const GUEST_LATER = [AUTH_MODULE, 'app/routes/auth/membership-step.tsx'];
const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * Few requests before a first screen. Left to itself, the bundler cuts the shared code into the
 * smallest pieces any two screens share: a screen such as /blog then needs many files, which an HTTP/1.1
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
/**
 * Modules whose imports the closures below do not follow: barrel members the app never calls. A
 * module named into a first chunk is carried there for whichever lazy chunk uses it, so following
 * them would load those chunks' code with every first screen. MUI's styles barrel re-exports
 * enhanceHighContrast, which imports the class names of a dozen components (and InputBase with
 * TextareaAutosize); those stay with the chunks of the screens that use the components.
 */
export const UNFOLLOWED_MODULES = ['@mui/material/styles/enhanceHighContrast.mjs'];
const unfollowed = (id: string) => UNFOLLOWED_MODULES.some((module) => id.endsWith(`/node_modules/${module}`));
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
          if (seen.has(id) || unfollowed(id)) return;
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

const ALIAS = {
  '@common': fileURLToPath(new URL('../common', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

/**
 * Writes the route shells next to index.html (src/app/route-shells.ts: the dashboard's and the lists'
 * HTML pages that paint the screen's banner before any script runs). The module is loaded with the
 * app's aliases, so the texts come from the one declaration the screens also use.
 */
function routeShells(mode: string): Plugin {
  return {
    name: 'pmc-route-shells',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const chunkOfModule = (file: string) => {
        const chunk = chunks.find((c) => c.moduleIds.includes(source(file)));
        if (!chunk) throw new Error(`routeShells: no chunk for ${file}`);
        return chunk;
      };
      /** A module's chunk and every chunk it imports statically, as file names. */
      const withImports = (chunk: (typeof chunks)[number]) => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name)) return;
          seen.add(name);
          for (const dep of chunks.find((c) => c.fileName === name)?.imports ?? []) visit(dep);
        };
        visit(chunk.fileName);
        return seen;
      };
      const entry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...withImports(c)]));
      // A module placed in a shared chunk (Auth's, the layout's) is imported through a small facade
      // chunk of its own, which imports the shared one: the shell asks for the facade too, or the
      // session's restoring waits for one more request after the entry has run.
      const importedChunkOf = (file: string) => chunks.find((c) => c.facadeModuleId === source(file)) ?? chunkOfModule(file);
      /*
       * What a member's visit to the screen runs after the entry: Auth (a stored session starts it),
       * the member layout and the screen (app/routes/app/{name}.tsx, as LANDING_SCREENS). The shell
       * asks for them with the entry instead of each after the one that imports it.
       */
      const preloads = (screen: string) => {
        const modules = [AUTH_MODULE, 'app/routes/app/layout.tsx', `app/routes/app/${screen}.tsx`];
        const files = new Set(modules.flatMap((f) => [...withImports(importedChunkOf(f))]));
        return [...files].filter((f) => !entry.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
      };
      const { module } = await runnerImport<typeof import('./src/app/route-shells')>(source('app/route-shells.ts'), {
        configFile: false,
        logLevel: 'error',
        resolve: { alias: ALIAS },
      });
      const index = await readFile(path.join(dir, 'index.html'), 'utf8');
      const connection = module.firstReadConnection(firstReadProject(mode));
      const firstRead = { connection, script: (await readFile(source('app/list-first-read.js'), 'utf8')).trim() };
      for (const shell of module.ROUTE_SHELLS) {
        const page = module.withShell(index, shell, firstRead).replace('</head>', () => `  ${preloads(shell.path.slice(1)).join('\n    ')}\n  </head>`);
        await writeFile(path.join(dir, module.shellFile(shell)), page);
      }
      const script = (await readFile(source('app/record-preview.js'), 'utf8')).trim();
      for (const record of module.RECORD_PAGES) {
        const { preview, screen } = record;
        const shell = preview ? module.withRecordShell(index, { ...record, preview }, connection, script) : index;
        const page = shell.replace('</head>', () => `  ${preloads(screen).join('\n    ')}\n  </head>`);
        await writeFile(path.join(dir, `${screen}.html`), page);
      }
    },
  };
}

/** The Firebase project the pages' scripts read from (record-preview.js, list-first-read.js): the build mode's .env settings, Firestore's emulator or Google's origin. */
function firstReadProject(mode: string) {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const { host, port } = endpoint('firestore');
  return {
    firestoreOrigin: env.VITE_USE_EMULATORS === 'true' ? `http://${host}:${port}` : 'https://firestore.googleapis.com',
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    apiKey: env.VITE_FIREBASE_API_KEY ?? '',
  };
}

/**
 * A member's first screen calls three backends one after the other: Auth (restoring the session),
 * Firestore (the screen's first read), Storage (its first picture). Their connections open while the
 * scripts download (`preconnect`), not each at its turn. Firestore's and Auth's requests are CORS
 * requests without credentials (`crossorigin`), pictures plain image requests. The production
 * origins are those firebase.json's Content-Security-Policy allows.
 */
function backendPreconnects(mode: string): Plugin {
  const origin = (name: Parameters<typeof endpoint>[0]) => `http://${endpoint(name).host}:${endpoint(name).port}`;
  const backends =
    mode === 'emulator'
      ? { auth: origin('auth'), firestore: origin('firestore'), storage: origin('storage') }
      : { auth: 'https://identitytoolkit.googleapis.com', firestore: 'https://firestore.googleapis.com', storage: 'https://firebasestorage.googleapis.com' };
  return {
    name: 'pmc-backend-preconnects',
    apply: 'build',
    transformIndexHtml: () =>
      [backends.auth, backends.firestore, backends.storage].map((href) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href, ...(href === backends.storage ? {} : { crossorigin: '' }) },
        injectTo: 'head' as const,
      })),
  };
}

/**
 * Why a build or server with these settings must not run, or null. An App Check debug token passes
 * App Check for whoever holds it, and whatever a build embeds is readable by anyone who loads the
 * site: so it belongs to the development server against a real project (`vite --mode development`,
 * web/.env.development.local), never to production mode nor to any build written to dist/ (the
 * folder `firebase deploy` ships). The emulator build ignores the setting (it sends the emulators'
 * placeholder token, common/app-check.ts).
 */
export function releaseBuildRefusal(mode: string, command: 'build' | 'serve', env: Record<string, string | undefined>): string | null {
  const shipped = mode === 'production' || (command === 'build' && mode !== 'emulator');
  if (!shipped || !env.VITE_APP_CHECK_DEBUG_TOKEN) return null;
  return (
    `VITE_APP_CHECK_DEBUG_TOKEN is set for a ${mode}-mode ${command === 'build' ? 'build' : 'server'}: a debug token passes App Check for anyone who reads the bundle. ` +
    'Remove it from the environment and from web/.env.production(.local); use it only with the development server (vite --mode development).'
  );
}

/** Stops `vite build` (and a production-mode server) before anything is built when releaseBuildRefusal says so. */
function noDebugTokenInRelease(): Plugin {
  return {
    name: 'pmc-no-debug-token-in-release',
    config(_config, { mode, command }) {
      const refusal = releaseBuildRefusal(mode, command, loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'));
      if (refusal) throw new Error(refusal);
    },
  };
}

/** The brand's mark (the favicon), which the app's icons are drawn from. */
const MARK = source('../public/favicon.svg');

/** The installed app's icons: the mark at the usual sizes, and a maskable one (the mark inside the safe zone). */
const ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * Draws ICONS from the mark at build time (sharp), so no picture is kept twice. A maskable icon's
 * platform crops it to a circle or a rounded square: the mark fills the inner 80 % (the safe zone)
 * on the brand's colour.
 */
function appIcons(): Plugin {
  return {
    name: 'pmc-app-icons',
    apply: 'build',
    async generateBundle() {
      const mark = await readFile(MARK);
      for (const icon of ICONS) {
        const size = Number(icon.sizes.split('x')[0]);
        const picture =
          icon.purpose === 'maskable'
            ? await sharp({ create: { width: size, height: size, channels: 4, background: BRAND.primary } })
                .composite([{ input: await sharp(mark, { density: 72 * ((size * 0.8) / 64) }).resize(Math.round(size * 0.8)).png().toBuffer(), gravity: 'centre' }])
                .png()
                .toBuffer()
            : await sharp(mark, { density: 72 * (size / 64) }).resize(size).png().toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.src, source: picture });
      }
    },
  };
}

/** The practice's name and short name as the app shows them (config/practice-contact.ts, with the build's .env settings). */
async function practiceNames(mode: string) {
  const { module } = await runnerImport<typeof import('./src/config/practice-contact')>(source('config/practice-contact.ts'), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: ALIAS },
  });
  const { name, shortName } = module.resolveContact(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'));
  return { name, shortName };
}

/**
 * The installable app (docs/decisions/0037-installable-offline-portal.md): the web app manifest and
 * the service worker (src/sw.ts, injectManifest: the worker is ours, Workbox only fills in its
 * precache list). It precaches the member app's scripts, styles, pages and icons; the staff-only
 * code (sw/precache-plan.ts) and the public folder's sample pictures stay out. The page registers the
 * worker itself after its first paint (sw/start.tsx); the dev server has none.
 */
async function installableApp(mode: string) {
  const { name, shortName } = await practiceNames(mode);
  // The precache plan reads the build manifest where this build wrote it (--outDir included).
  let builtTo = '';
  const buildFolder: Plugin = {
    name: 'pmc-build-folder',
    configResolved(config) {
      builtTo = path.resolve(config.root, config.build.outDir);
    },
  };
  return [buildFolder, VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    devOptions: { enabled: false },
    manifest: {
      name,
      short_name: shortName,
      description: 'The members-only library of the practice.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND.primary,
      background_color: PAGE_COLORS.background,
      icons: ICONS.map((icon) => ({ ...icon })),
    },
    injectManifest: {
      // The web app manifest and its icons are added by the plugin itself.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['images/**', 'sw.js'],
      // Hashed file names change with their bytes: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        async (entries) => {
          const build = JSON.parse(await readFile(path.join(builtTo, '.vite/manifest.json'), 'utf8')) as BuildManifest;
          const staff = staffOnlyFiles(build);
          return { manifest: entries.filter((entry) => !staff.has(entry.url)), warnings: [] };
        },
      ],
    },
  })];
}

export default defineConfig(async ({ mode }) => ({
  plugins: [
    noDebugTokenInRelease(),
    react(),
    screenChunks(),
    routeShells(mode),
    backendPreconnects(mode),
    appIcons(),
    await installableApp(mode),
  ],
  // draft-js (the admin's rich-text editor) reads `global`; without this the page is blank.
  define: { global: 'globalThis' },
  resolve: {
    alias: [
      ...Object.entries(ALIAS).map(([find, replacement]) => ({ find, replacement })),
      // MUI's styling engine calls @emotion/styled as a function only; its main entry also makes a
      // styled factory for each of 170 HTML and SVG tags (`styled.div`) while the app's code is
      // evaluated, which nothing here uses. The base entry is that same function alone.
      { find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: mode === 'emulator' ? memberFilesProxy() : undefined },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    outDir: mode === 'emulator' ? EMULATOR_OUT_DIR : 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: each chunk's file and static imports, from which tests/e2e/budgets.test.ts
    // sums what a screen loads (Hosting's ignore list keeps dot folders out of a deploy).
    manifest: true,
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
