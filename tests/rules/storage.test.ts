/** storage.rules: closed to everyone until the content issue opens its paths. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { contextFor } from './operations';
import { ACTORS } from './permissions';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-storage',
    storage: { rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8') },
  });
  await env.withSecurityRulesDisabled((ctx) => ctx.storage().ref('existing/file.txt').putString('hello').then(() => undefined));
});
afterAll(() => env?.cleanup());

describe('storage is closed', () => {
  it.each(ACTORS)('%s can neither read, list, write nor delete', async (actor) => {
    const storage = contextFor(env, actor).storage();
    await assertFails(storage.ref('existing/file.txt').getMetadata());
    await assertFails(storage.ref('existing/file.txt').getDownloadURL());
    await assertFails(storage.ref('existing').listAll());
    await assertFails(storage.ref('uploads/new.txt').putString('x').then((s) => s));
    await assertFails(storage.ref('existing/file.txt').delete());
  });
});
