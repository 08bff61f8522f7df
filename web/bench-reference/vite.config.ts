import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The bench's React + MUI reference page (login.tsx), served by the bench at /reference/mui/. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/reference/mui/',
  plugins: [react()],
  build: { target: 'es2022', emptyOutDir: true },
});
