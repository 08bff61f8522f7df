/**
 * `npm run files:revoke-tokens` on the seeded emulators: member files stored with download tokens
 * (added by hand here, as files stored before the Storage trigger existed carry them) lose them on
 * the first run, whose report says how many; a second run changes nothing and says so. Pictures keep
 * their tokens (records store their addresses).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStorage } from 'firebase-admin/storage';
import { closeSeed, seed, seedApp } from '../../emulators/seeding/demo-seed';
import { publicationPdfPath, resourceHandoutPath, SEED_ARTICLES, SEED_PUBLICATIONS, SEED_RESOURCES, seedImagePath } from '../../emulators/seed/content';
import { clearAll, closeAll, HOSTS } from '../../tooling/emulator-clients';
import { runScript } from '../support/run-script';
import { DEMO_BUCKET } from '../support/stored-files';

const bucket = () => getStorage(seedApp()).bucket(DEMO_BUCKET);
const MEMBER_FOLDERS = ['publications/', 'resources/'];

const PAPER = publicationPdfPath(SEED_PUBLICATIONS[0]!.id);
const HANDOUT = resourceHandoutPath(SEED_RESOURCES.find((r) => r.handout)!.id);
const PICTURE = seedImagePath.article(SEED_ARTICLES[0]!.id);
const HAND_TOKENS: Record<string, string[]> = { [PAPER]: ['hand-token-a', 'hand-token-b'], [HANDOUT]: ['hand-token-c'] };

/** The status a token address of `path` answers a stranger. */
const byToken = async (path: string, token: string) => (await fetch(`http://${HOSTS.storage}/v0/b/${DEMO_BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`)).status;

async function tokensOf(path: string): Promise<string[]> {
  const [metadata] = await bucket().file(path).getMetadata();
  return String(metadata.metadata?.firebaseStorageDownloadTokens ?? '').split(',').filter(Boolean);
}

/** Every member file with what a revocation would change (its metadata generation and custom metadata). */
async function memberFiles(): Promise<Record<string, unknown>> {
  const files = (await Promise.all(MEMBER_FOLDERS.map(async (prefix) => (await bucket().getFiles({ prefix }))[0]))).flat();
  return Object.fromEntries(files.map((f) => [f.name, { metageneration: f.metadata.metageneration, metadata: f.metadata.metadata ?? {} }]));
}

const revoke = () => runScript('scripts/files-revoke-tokens.ts');

beforeAll(async () => {
  await clearAll();
  // Only the demo's member files: other suites' uploads are not this test's to count.
  for (const prefix of MEMBER_FOLDERS) await bucket().deleteFiles({ prefix });
  await seed();
  for (const [path, tokens] of Object.entries(HAND_TOKENS)) {
    await bucket().file(path).setMetadata({ metadata: { firebaseStorageDownloadTokens: tokens.join(',') } });
  }
}, 120_000);
afterAll(async () => {
  await closeSeed();
  await closeAll();
});

describe('npm run files:revoke-tokens', () => {
  it('removes the tokens of member files on its first run and says how many; their addresses then open nothing', async () => {
    // The premise: a token address opens a member file past the rules.
    for (const [path, tokens] of Object.entries(HAND_TOKENS)) for (const token of tokens) expect([path, token, await byToken(path, token)]).toEqual([path, token, 200]);
    const [pictureToken] = await tokensOf(PICTURE);
    expect(pictureToken).toBeTruthy();
    const scanned = Object.keys(await memberFiles()).length;
    expect(scanned).toBeGreaterThan(2);

    const first = await revoke();
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout.trim()).toBe(
      `Member files on the local emulators (bucket ${DEMO_BUCKET}, folders publications, resources): ${scanned} scanned; 3 download tokens removed from 2 files.`,
    );
    for (const [path, tokens] of Object.entries(HAND_TOKENS)) {
      for (const token of tokens) expect([path, token, await byToken(path, token)]).toEqual([path, token, 403]);
      expect(await tokensOf(path)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^hand-token/)]));
    }
    // The bytes are intact, and the picture's address still works.
    const [paper] = await bucket().file(PAPER).download();
    expect(paper.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await byToken(PICTURE, pictureToken!)).toBe(200);
  });

  it('changes nothing on a second run, and says so', async () => {
    const before = await memberFiles();
    const second = await revoke();
    expect(second).toMatchObject({ code: 0, stderr: '' });
    expect(second.stdout.trim()).toBe(
      `Member files on the local emulators (bucket ${DEMO_BUCKET}, folders publications, resources): ${Object.keys(before).length} scanned, no download token to remove: nothing changed.`,
    );
    expect(await memberFiles()).toEqual(before);
  });

  it('refuses arguments it does not know, with its usage', async () => {
    const wrong = await runScript('scripts/files-revoke-tokens.ts', ['--everything']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr.trim()).toBe('Usage: npm run files:revoke-tokens [-- --project <project-id> [--bucket <bucket>]]');
  });
});
