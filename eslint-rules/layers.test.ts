/**
 * The layer rule as `npm run lint` runs it: the repository's own eslint.config.js on small
 * fixture files (given as text with the path they would have), one wrong-way import each, and
 * the imports each layer is allowed.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
const RULE = 'layers/import-direction';

/** The layer rule's complaints about `code` placed at `file` (other rules' findings ignored). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const WRONG_WAY: [string, string, string][] = [
  ['lib -> components (relative)', 'web/src/lib/fixture.ts', "import '../components/ui/page-heading';"],
  ['lib -> features (alias)', 'web/src/lib/fixture.ts', "import '@/features/auth/errors';"],
  ['lib -> features (type only)', 'web/src/lib/fixture.ts', "import type { X } from '@/features/auth/validation';\nexport type Y = X;"],
  ['lib -> app (relative, from a subfolder)', 'web/src/lib/firebase/fixture.ts', "import '../../app/router';"],
  ['components -> lib/firebase (relative)', 'web/src/components/ui/fixture.tsx', "import '../../lib/firebase/firestore';"],
  ['components -> lib/firebase (dynamic import)', 'web/src/components/ui/fixture.tsx', "export const load = () => import('@/lib/firebase/stored-file');"],
  ['components -> features', 'web/src/components/layouts/fixture.tsx', "import '@/features/support/validation';"],
  ['components -> app', 'web/src/components/fixture.tsx', "export * from '../app/guards';"],
  ['feature -> another feature (relative)', 'web/src/features/auth/components/fixture.tsx', "import '../../membership/errors';"],
  ['feature -> another feature (alias)', 'web/src/features/auth/fixture.ts', "import '@/features/support/validation';"],
  ['feature -> app (re-export)', 'web/src/features/auth/fixture.ts', "export { routes } from '@/app/router';"],
  ['config -> lib', 'web/src/config/fixture.ts', "import '@/lib/theme';"],
  ['common -> web', 'common/fixture.ts', "import '../web/src/lib/session';"],
  ['bench -> tests (relative)', 'bench/lib/fixture.ts', "import '../../tests/support/emulators';"],
  ['bench -> tests (top level)', 'bench/fixture.ts', "import '../tests/support/data';"],
  ['scripts -> tests', 'scripts/lib/fixture.mjs', "import '../../tests/support/portal.ts';"],
  ['emulators -> functions source', 'emulators/fixture.ts', "import '../functions/src/roles/grant';"],
];

const ALLOWED: [string, string, string][] = [
  ['app -> everything below', 'web/src/app/fixture.tsx', "import '@/features/auth/errors';\nimport '../components/ui/page-heading';\nimport '@/lib/session';\nimport '@/config/paths';\nimport '@common/roles';"],
  ['a feature -> itself', 'web/src/features/auth/components/fixture.tsx', "import '../api/sign-in';\nimport '../errors';"],
  ['a feature -> components, lib (incl. lib/firebase), config, common', 'web/src/features/support/api/fixture.ts', "import '@/components/ui/page-heading';\nimport '../../../lib/firebase/firestore';\nimport '@/config/env';\nimport '@common/messages';"],
  ['components -> lib outside lib/firebase', 'web/src/components/ui/fixture.tsx', "import '@/lib/session';\nimport '../../lib/format-date';\nimport '@/config/paths';"],
  ['lib -> lib, config, common, packages', 'web/src/lib/firebase/fixture.ts', "import '../member-cache';\nimport './app';\nimport '@/config/env';\nimport '@common/roles';\nimport 'firebase/auth';"],
  ['bench -> common and packages', 'bench/fixture.ts', "import '../common/content';\nimport 'playwright-core';"],
  ['tests -> anything', 'tests/e2e/fixture.test.ts', "import '../support/portal';\nimport '../../functions/src/roles/grant';\nimport '../../web/src/lib/session';"],
];

describe('layers/import-direction', () => {
  it.each(WRONG_WAY)('refuses %s', async (_, file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each(ALLOWED)('allows %s', async (_, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('names the import, where it points and why it is refused', async () => {
    const [message] = await layerErrors('web/src/lib/fixture.ts', "import '../features/auth/errors';");
    expect(message).toBe("'../features/auth/errors' is web/src/features/auth/errors: lib never imports app, features or components.");
  });
});
