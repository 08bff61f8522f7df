/**
 * storage.rules: every content path × actor × operation of permissions.ts (staff create and delete,
 * nobody overwrites or changes a stored file's metadata), default deny elsewhere, and the agreement with common/content.ts UPLOADS (each content type accepted, another refused, the
 * size limit exact).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { UPLOADS } from '@common/content';
import { bytes, contextFor, runStorageOperation, seedStoragePath, upload } from './operations';
import { ACTORS, OPERATIONS, STORAGE_PATHS_UNDER_TEST, STORAGE_PERMISSIONS } from './permissions';

const RULES = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({ projectId: 'demo-rules-storage', storage: { rules: RULES } });
  await env.withSecurityRulesDisabled((ctx) => ctx.storage().ref('existing/file.txt').putString('hello').then(() => undefined));
});
afterAll(() => env?.cleanup());

describe.each(Object.keys(STORAGE_PERMISSIONS))('%s', (path) => {
  const cells = ACTORS.flatMap((actor) =>
    OPERATIONS.map((op) => [actor, op, STORAGE_PERMISSIONS[path][actor][op] ? 'allowed' : 'refused'] as const),
  );
  it.each(cells)('%s %s: %s', async (actor, op, verdict) => {
    await seedStoragePath(env, path);
    const attempt = runStorageOperation(contextFor(env, actor), path, op);
    await (verdict === 'allowed' ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('a stored file is never changed in place', () => {
  const cells = Object.keys(STORAGE_PATHS_UNDER_TEST).flatMap((path) => ACTORS.map((actor) => [path, actor] as const));
  it.each(cells)('%s: a %s can neither overwrite the file nor change its metadata', async (path, actor) => {
    await seedStoragePath(env, path);
    const { folder, existing, contentType } = STORAGE_PATHS_UNDER_TEST[path];
    const ref = contextFor(env, actor).storage().ref(`${folder}/${existing}`);
    await assertFails(upload(ref, bytes(32), contentType));
    await assertFails(ref.updateMetadata({ contentType: 'text/html' }));
    await assertFails(ref.updateMetadata({ customMetadata: { firebaseStorageDownloadTokens: 'chosen-token' } }));
    await assertFails(ref.updateMetadata({ cacheControl: 'public, max-age=31536000' }));
  });

  it('an admin replaces a file the way the admin screens do: a new object under a new name, then the old one deleted', async () => {
    const path = 'publications/{pubId}/{file}';
    await seedStoragePath(env, path);
    const { folder, existing, contentType } = STORAGE_PATHS_UNDER_TEST[path];
    const admin = contextFor(env, 'admin').storage();
    await assertSucceeds(upload(admin.ref(`${folder}/replacement-${existing}`), bytes(32), contentType));
    await assertSucceeds(admin.ref(`${folder}/${existing}`).delete());
  });
});

describe('everything else is closed', () => {
  it.each(ACTORS)('%s can neither read, list, write nor delete outside the content paths', async (actor) => {
    const storage = contextFor(env, actor).storage();
    await assertFails(storage.ref('existing/file.txt').getMetadata());
    await assertFails(storage.ref('existing/file.txt').getDownloadURL());
    await assertFails(storage.ref('existing').listAll());
    await assertFails(upload(storage.ref('uploads/new.txt'), bytes(), 'text/plain'));
    await assertFails(upload(storage.ref('publications/loose.pdf'), bytes(), 'application/pdf'));
    await assertFails(upload(storage.ref('images/articles/too/deep/x.png'), bytes(), 'image/png'));
    await assertFails(storage.ref('existing/file.txt').delete());
  });
});

describe('the rules agree with UPLOADS of common/content.ts', () => {
  const folders = Object.values(STORAGE_PATHS_UNDER_TEST);

  it('covers every UPLOADS entry, under its folder', () => {
    expect(new Set(folders.map((f) => f.upload))).toEqual(new Set(Object.keys(UPLOADS)));
    for (const f of folders) {
      expect(f.folder.startsWith(`${UPLOADS[f.upload].folder}/`)).toBe(true);
      expect(RULES).toContain(`match /${UPLOADS[f.upload].folder}/{`);
      expect(RULES).toContain(String(UPLOADS[f.upload].maxBytes));
    }
  });

  const typeCases = folders.flatMap((f) => UPLOADS[f.upload].contentTypes.map((type) => [f.folder, type] as const));
  it.each(typeCases)('%s accepts %s from an admin', async (folder, type) => {
    const admin = contextFor(env, 'admin').storage();
    // Each type to a new name: nobody overwrites a stored file.
    await assertSucceeds(upload(admin.ref(`${folder}/type-ok-${type.replace('/', '-')}`), bytes(), type));
  });

  it.each(folders.map((f) => [f.folder, f.upload] as const))('%s refuses another content type', async (folder, key) => {
    const admin = contextFor(env, 'admin').storage();
    const other = key === 'image' ? 'application/pdf' : 'image/png';
    await assertFails(upload(admin.ref(`${folder}/type-bad`), bytes(), other));
    await assertFails(upload(admin.ref(`${folder}/type-bad.html`), bytes(), 'text/html'));
  });

  it.each(folders.map((f) => [f.folder, f.upload, f.contentType] as const))(
    '%s takes exactly maxBytes and refuses one byte more',
    async (folder, key, type) => {
      const admin = contextFor(env, 'admin').storage();
      const max = UPLOADS[key].maxBytes;
      await assertSucceeds(upload(admin.ref(`${folder}/size-at-limit`), bytes(max), type));
      await assertFails(upload(admin.ref(`${folder}/size-over-limit`), bytes(max + 1), type));
      // The emulator keeps files in memory, and later suites share it: free the large one.
      await admin.ref(`${folder}/size-at-limit`).delete();
    },
    120_000,
  );
});
