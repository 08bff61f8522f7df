import { defineConfig } from 'vite';
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

export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
  },
}));
