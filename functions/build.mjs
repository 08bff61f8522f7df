// Bundles the functions and the shared declarations in ../common into lib/index.js; npm packages
// stay external so the deployed package installs them from functions/package.json.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});
