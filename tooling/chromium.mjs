// The Chromium that the end-to-end tests and the bench drive (Debian's, never a downloaded browser)
// and the arguments they launch it with. Plain JavaScript so that `npm test` and `npm run bench`
// can check for it before starting anything (chromium.d.ts types it for the TypeScript side).
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** null when the Chromium exists, otherwise the line to print; `purpose` names who needs it. */
export function checkChromium(purpose = 'the end-to-end tests') {
  const file = chromiumPath();
  return existsSync(file)
    ? null
    : `Chromium is needed for ${purpose} and was not found at ${file}: apt-get install -y chromium (or set CHROMIUM_PATH)`;
}
