/**
 * Member files have no public link. The file endpoint (functions/src/files/serveMemberFile.ts),
 * called at the Functions emulator's address as the Hosting rewrite calls it, serves a record's
 * upload only to a current member or admin (an unpublished record's only to staff signed in with
 * their second factor), with a forced type; Storage itself no longer lets
 * members read the object, and a download-token URL of a member file does not work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStorage } from 'firebase-admin/storage';
import { CALLABLES } from '@common/callable-contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { MESSAGES } from '@common/messages';
import { seedApp } from '../../emulators/seeding/demo-seed';
import { APP_CHECK_HEADER } from '@common/app-check';
import { adminDb, APP_CHECK_TOKEN, clearAll, closeAll, createUser, enrollSecondFactor, FUNCTIONS_REGION, HOSTS, idTokenFor, PROJECT_ID, signedInFunctions, type TestUser } from '../../tooling/emulator-clients';
import { DEMO_BUCKET, downloadUrlAs, readObjectAs, uploadAs } from '../support/stored-files';
import { afterCutoffOf, afterSignInSecond } from './members-fixtures';

const PDF = Buffer.from('%PDF-1.4\n% a member file\n%%EOF\n', 'latin1');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>', 'utf8');
const PAPER = 'publications/pub-files/paper.pdf';
const HANDOUT = 'resources/res-files/handout.html';

const bucket = () => getStorage(seedApp()).bucket(DEMO_BUCKET);

function endpoint(path: string): string {
  return `http://${HOSTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/serveMemberFile${path}`;
}

/** A request as the web app makes it: the member's ID token and the App Check token (unless `appCheck` is not given). */
async function get(path: string, token?: string, method = 'GET', appCheck: string | null = APP_CHECK_TOKEN) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (appCheck !== null) headers[APP_CHECK_HEADER] = appCheck;
  const response = await fetch(endpoint(path), { method, headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

let admin: TestUser;
let member: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  await clearAll();
  [admin, member, stranger] = await Promise.all([
    createUser({ role: 'admin', emailVerified: true }),
    createUser({ role: 'member' }),
    createUser(),
  ]);
  await bucket().file(PAPER).save(PDF, { contentType: 'application/pdf' });
  await bucket().file(HANDOUT).save(HTML, { contentType: 'text/html' });
  // Published since yesterday.
  const published = Timestamp.fromMillis(Date.now() - 24 * 60 * 60 * 1000);
  await adminDb().collection(COLLECTIONS.publications).doc('pub-files').set({ title: 'Paper', pdf_path: PAPER, pdf_url: '', published_at: published });
  await adminDb().collection(COLLECTIONS.resources).doc('res-files').set({ title: 'Handout', download_path: HANDOUT, download_url: '', published_at: published });
});
afterAll(closeAll);

describe('the file endpoint', () => {
  it('gives a member the PDF inline, typed, never cached, not sniffed', async () => {
    const { status, headers, bytes } = await get(`/files/${PAPER}`, await idTokenFor(member));
    expect(status).toBe(200);
    expect(bytes.equals(PDF)).toBe(true);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toMatch(/^inline; filename="paper\.pdf"/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a member without an App Check token, or with one that is no token (401, no bytes)', async () => {
    for (const appCheck of [null, '', 'not-an-app-check-token']) {
      const answer = await get(`/files/${PAPER}`, await idTokenFor(member), 'GET', appCheck);
      expect(answer.status, String(appCheck)).toBe(401);
      expect(answer.bytes.includes(PDF)).toBe(false);
    }
  });

  it('gives an admin the file too', async () => {
    expect((await get(`/files/${PAPER}`, await idTokenFor(admin))).status).toBe(200);
  });

  it('serves a stored object that claims HTML as an opaque download, never as a page', async () => {
    const { status, headers, bytes } = await get(`/files/${HANDOUT}`, await idTokenFor(member));
    expect(status).toBe(200);
    expect(bytes.equals(HTML)).toBe(true);
    expect(headers.get('content-type')).toBe('application/octet-stream');
    expect(headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a guest and a bad token (401) and a signed-in non-member (403), with no bytes', async () => {
    for (const [token, status] of [
      [undefined, 401],
      ['not-a-token', 401],
      [await idTokenFor(stranger), 403],
    ] as const) {
      const answer = await get(`/files/${PAPER}`, token);
      expect([token?.slice(0, 12), answer.status]).toEqual([token?.slice(0, 12), status]);
      expect(answer.bytes.includes(PDF)).toBe(false);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('serves only what a record names: other paths, folders and tricks are not found', async () => {
    const token = await idTokenFor(member);
    await bucket().file('publications/pub-files/old.pdf').save(PDF, { contentType: 'application/pdf' });
    for (const path of [
      '/files/publications/pub-files/old.pdf', // in the record's folder, but not its file
      '/files/publications/nobody/paper.pdf', // no such record
      '/files/images/articles/a1/photo.png', // images are not served here
      '/files/publications/pub-files/..%2Fpaper.pdf',
      '/files/publications/pub-files',
      '/index.html',
    ]) {
      expect([path, (await get(path, token)).status]).toEqual([path, 404]);
    }
  });

  it("serves a draft's or a scheduled record's file to staff only: to a member it is not there yet", async () => {
    const draft = 'publications/pub-draft/draft.pdf';
    const later = 'publications/pub-later/later.pdf';
    await bucket().file(draft).save(PDF, { contentType: 'application/pdf' });
    await bucket().file(later).save(PDF, { contentType: 'application/pdf' });
    await adminDb().collection(COLLECTIONS.publications).doc('pub-draft').set({ title: 'Draft', pdf_path: draft, pdf_url: '', published_at: null });
    await adminDb()
      .collection(COLLECTIONS.publications)
      .doc('pub-later')
      .set({ title: 'Later', pdf_path: later, pdf_url: '', published_at: Timestamp.fromMillis(Date.now() + 60 * 60 * 1000) });
    const memberToken = await idTokenFor(member);
    const adminToken = await idTokenFor(admin);
    for (const path of [draft, later]) {
      const refused = await get(`/files/${path}`, memberToken);
      expect([path, refused.status, refused.bytes.includes(PDF)]).toEqual([path, 404, false]);
      expect([path, (await get(`/files/${path}`, adminToken)).status]).toEqual([path, 200]);
    }
    // Published now: the member gets it.
    await adminDb().collection(COLLECTIONS.publications).doc('pub-later').update({ published_at: Timestamp.now() });
    expect((await get(`/files/${later}`, memberToken)).status).toBe(200);
  });

  it("serves staff's preview only after a sign-in with the SMS code: with a password alone, a member's answers and the reason", async () => {
    const draft = 'publications/pub-preview/draft.pdf';
    await bucket().file(draft).save(PDF, { contentType: 'application/pdf' });
    await adminDb().collection(COLLECTIONS.publications).doc('pub-preview').set({ title: 'Draft', pdf_path: draft, pdf_url: '', published_at: null });
    const staff = await createUser({ role: 'admin', secondFactor: false });
    const passwordOnly = await idTokenFor(staff);
    const withCode = await idTokenFor(await enrollSecondFactor(staff));

    expect((await get(`/files/${PAPER}`, passwordOnly)).status).toBe(200);
    const refused = await get(`/files/${draft}`, passwordOnly);
    expect([refused.status, refused.bytes.toString('utf8')]).toEqual([403, MESSAGES.secondFactorRequired]);
    const served = await get(`/files/${draft}`, withCode);
    expect([served.status, served.bytes.equals(PDF)]).toEqual([200, true]);
  });

  it('answers only GET and HEAD', async () => {
    const token = await idTokenFor(member);
    const head = await get(`/files/${PAPER}`, token, 'HEAD');
    expect([head.status, head.headers.get('content-type'), head.bytes.length]).toEqual([200, 'application/pdf', 0]);
    expect((await get(`/files/${PAPER}`, token, 'POST')).status).toBe(405);
  });

  it('refuses a removed member at once, even with a token from before', async () => {
    const removed = await createUser({ role: 'member' });
    const client = await signedInFunctions(removed);
    const oldToken = await client.user.getIdToken();
    expect((await get(`/files/${PAPER}`, oldToken)).status).toBe(200);
    await afterSignInSecond(client);
    await (await signedInFunctions(admin)).call(CALLABLES.removeMembership, { uid: removed.uid });
    // The old token is revoked (sign in again); a new one, from the cut-off's second on, carries no membership.
    expect((await get(`/files/${PAPER}`, oldToken)).status).toBe(401);
    await afterCutoffOf(removed.uid);
    expect((await get(`/files/${PAPER}`, await idTokenFor(removed))).status).toBe(403);
  });
});

describe('Storage itself', () => {
  it('no longer lets a member read a member file (only staff)', async () => {
    await expect(readObjectAs(member, PAPER)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(Buffer.from(await readObjectAs(admin, PAPER)).equals(PDF)).toBe(true);
  });

  it('makes no download-token URL for a member, and a guessed token opens nothing', async () => {
    // Members cannot have one made: Storage refuses them the object, so the SDK cannot read its token.
    await expect(downloadUrlAs(member, PAPER)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    const guessed = await fetch(`http://${HOSTS.storage}/v0/b/${DEMO_BUCKET}/o/${encodeURIComponent(PAPER)}?alt=media&token=a-guessed-token`);
    expect(guessed.status).toBe(403);
    expect(Buffer.from(await guessed.arrayBuffer()).includes(PDF)).toBe(false);
  });

  it('revokes the download token an upload hands to staff: its URL opens nothing, for anyone', async () => {
    const path = 'publications/pub-files/uploaded.pdf';
    const [uploadToken] = await uploadAs(admin, path, PDF, 'application/pdf');
    expect(uploadToken).toBeTruthy();
    const tokenUrl = `http://${HOSTS.storage}/v0/b/${DEMO_BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${uploadToken}`;
    // The revocation is a Storage trigger (revokeMemberFileTokens): wait for it.
    await expect.poll(async () => (await fetch(tokenUrl)).status, { timeout: 10_000, interval: 200 }).toBe(403);
    const answer = await fetch(tokenUrl);
    expect(answer.status).toBe(403);
    expect(Buffer.from(await answer.arrayBuffer()).includes(PDF)).toBe(false);
    // The object itself is intact for staff.
    expect(Buffer.from(await readObjectAs(admin, path)).equals(PDF)).toBe(true);
  });

  it('leaves the tokens of public pictures alone (their addresses are stored in records)', async () => {
    const path = 'images/articles/files-test/picture.png';
    const [uploadToken] = await uploadAs(admin, path, Buffer.from('not really a png'), 'image/png');
    // A member file uploaded after it: once the trigger has revoked that one's token, it has seen the picture too.
    const paper = 'publications/pub-files/after-picture.pdf';
    const [paperToken] = await uploadAs(admin, paper, PDF, 'application/pdf');
    const paperUrl = `http://${HOSTS.storage}/v0/b/${DEMO_BUCKET}/o/${encodeURIComponent(paper)}?alt=media&token=${paperToken}`;
    await expect.poll(async () => (await fetch(paperUrl)).status, { timeout: 10_000, interval: 200 }).toBe(403);
    expect((await fetch(`http://${HOSTS.storage}/v0/b/${DEMO_BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${uploadToken}`)).status).toBe(200);
  });
});
