/**
 * Every trigger against the emulators, delivered twice: Cloud Functions deliver an event at least
 * once, so each handler is called through its `.run()` with the same event a second time, and what
 * is stored afterwards (every Firestore document, or the Storage object's metadata and its token
 * addresses) equals what one delivery left. The events carry real snapshots read from the Firestore
 * emulator and the metadata of a real upload to the Storage emulator.
 *
 * The Firestore inputs are written under a collection no trigger watches and handed to the handler
 * with the params of the watched path, so the Functions emulator's own deliveries write nothing
 * beside these; where a handler reads a watched document (a reply's request), the emulator's own
 * delivery for it is awaited before the first call. The Storage upload does go where the deployed
 * trigger watches: its own delivery is awaited and counts as the first, and the two calls that
 * follow must change nothing.
 */
import { adminAuth, adminDb, clearAll, closeAll, HOSTS, PROJECT_ID, setBackgroundTriggers } from '../../tooling/emulator-clients';
import { randomUUID } from 'node:crypto';
import { getStorage } from 'firebase-admin/storage';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { Change } from 'firebase-functions/v2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, type ContentKind } from '@common/content';
import { contentDoc } from '@common/content-docs';
import * as deployed from '../../functions/src/index';
import { UNSEEN_TOKEN_KEY } from '../../functions/src/files/downloadTokens';
import { DEMO_BUCKET } from '../support/stored-files';

// The handlers read their parameters from the environment at call time, as deployed.
process.env.PORTAL_URL ??= 'http://127.0.0.1:5173';
process.env.SUPPORT_INBOX ??= 'members@pmc-portal.example';

/** Where the inputs' snapshots are written: no trigger watches it. */
const INPUTS = 'idempotency_inputs';
const WRITER = 'admin-one';
const TITLE: Record<ContentKind, string> = { articles: 'title', publications: 'title', resources: 'title', products: 'name' };
const TRAILS = { articles: deployed.auditArticles, publications: deployed.auditPublications, resources: deployed.auditResources, products: deployed.auditProducts } as const;
const { mailNewSupportRequest, mailStaffReply, revokeMemberFileTokens } = deployed;

/** The triggers this file delivers twice: every one that index.ts deploys. */
const COVERED = ['auditArticles', 'auditProducts', 'auditPublications', 'auditResources', 'mailNewSupportRequest', 'mailStaffReply', 'revokeMemberFileTokens'];

beforeEach(clearAll);
afterAll(closeAll);

/** Every document of the demo project, by path (the inputs' collection left out). */
async function everyDocument(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const walk = async (collections: FirebaseFirestore.CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      if (collection.path === INPUTS) continue;
      for (const doc of (await collection.get()).docs) out[doc.ref.path] = doc.data();
      for (const ref of await collection.listDocuments()) await walk(await ref.listCollections());
    }
  };
  await walk(await adminDb().listCollections());
  return out;
}

/** A real snapshot of `data` (or of no document when undefined), read back from the emulator. */
async function snapshotOf(data: Record<string, unknown> | undefined): Promise<DocumentSnapshot> {
  const ref = adminDb().collection(INPUTS).doc(randomUUID());
  if (data) await ref.set(data);
  return ref.get();
}

/** A v2 Firestore CloudEvent for the document `path` of the watched pattern, with `data`. */
function firestoreEvent<T>(path: string, params: Record<string, string>, type: string, data: T) {
  return {
    specversion: '1.0' as const,
    id: randomUUID(),
    source: `//firestore.googleapis.com/projects/${PROJECT_ID}/databases/(default)`,
    type,
    time: new Date().toISOString(),
    subject: `documents/${path}`,
    project: PROJECT_ID,
    location: 'us-central1',
    database: '(default)',
    namespace: '(default)',
    document: path,
    params,
    data,
  };
}

/**
 * The stored state once nothing else is landing (a delivery the emulator started before its triggers
 * were turned off may still be writing): two readings in a row agree.
 */
async function settled(): Promise<Record<string, unknown>> {
  let last = JSON.stringify(await everyDocument());
  await vi.waitFor(
    async () => {
      const now = JSON.stringify(await everyDocument());
      const same = now === last;
      last = now;
      if (!same) throw new Error('The stored state is still changing');
    },
    { timeout: 20_000, interval: 500 },
  );
  return everyDocument();
}

/** Calls `deliver` twice with the same event; returns the stored state after the first and after the second. */
async function twice(deliver: () => Promise<unknown>): Promise<{ once: Record<string, unknown>; again: Record<string, unknown> }> {
  await settled();
  await deliver();
  const once = await everyDocument();
  await deliver();
  return { once, again: await everyDocument() };
}

it('covers every trigger that is deployed: a new one is added here with a double delivery of its own', () => {
  const triggers = Object.entries(deployed)
    .filter(([, value]) => typeof value === 'function' && 'eventTrigger' in ((value as { __endpoint?: object }).__endpoint ?? {}))
    .map(([name]) => name)
    .sort();
  expect(triggers).toEqual(COVERED);
});

describe.each(CONTENT_KIND_NAMES)('the audit trail, history and content_versions of %s', (kind) => {
  // The handlers run here by hand: the emulator's own deliveries (of the seed's records, of clearAll's
  // deletions) would add entries of their own beside the ones compared.
  beforeAll(() => setBackgroundTriggers(false));
  afterAll(() => setBackgroundTriggers(true));
  const collection = CONTENT_KINDS[kind].collection;
  const record = (title: string, version: number) =>
    contentDoc(kind, { [TITLE[kind]]: title, created_at: Timestamp.now(), updated_by: WRITER, version } as never) as Record<string, unknown>;

  it.each([
    ['a create', undefined, 'First'],
    ['an update', 'First', 'Second'],
    ['a delete', 'First', undefined],
  ] as const)('%s delivered twice leaves what one delivery left', async (_name, beforeTitle, afterTitle) => {
    const id = `idem-${kind}-${randomUUID()}`;
    const before = await snapshotOf(beforeTitle ? record(beforeTitle, 1) : undefined);
    const after = await snapshotOf(afterTitle ? record(afterTitle, 2) : undefined);
    const event = firestoreEvent(`${collection}/${id}`, { id }, 'google.cloud.firestore.document.v1.written', new Change(before, after));
    const { once, again } = await twice(() => TRAILS[kind].run(event as never));
    // The first delivery wrote the entry, the revision and the kind's time of change.
    expect(once).toHaveProperty([`${COLLECTIONS.auditLog}/${event.id}`]);
    expect(once).toHaveProperty([`${COLLECTIONS.contentHistory}/${collection}__${id}/${SUBCOLLECTIONS.historyVersions}/${event.id}`]);
    expect(Object.keys(once).some((path) => path.startsWith(`${COLLECTIONS.contentVersions}/`))).toBe(true);
    expect(again).toEqual(once);
  });
});

describe('the support mail', () => {
  it('a new request delivered twice queues one e-mail', async () => {
    const ticketId = `idem-ticket-${randomUUID()}`;
    const ticket = await snapshotOf({ user_id: 'member-one', subject: 'Billing', status: 'open' });
    const event = firestoreEvent(`${COLLECTIONS.supportTickets}/${ticketId}`, { ticketId }, 'google.cloud.firestore.document.v1.created', ticket);
    const { once, again } = await twice(() => mailNewSupportRequest.run(event as never));
    expect(once).toHaveProperty([`${COLLECTIONS.mail}/${event.id}`]);
    expect(Object.keys(once).filter((path) => path.startsWith(`${COLLECTIONS.mail}/`))).toHaveLength(1);
    expect(again).toEqual(once);
  });

  it('a staff reply delivered twice queues one e-mail to the member', async () => {
    const email = `idem-${Date.now()}@pmc-demo.test`;
    const member = await adminAuth().createUser({ email, emailVerified: true, password: 'idempotent-123' });
    const ticketId = `idem-ticket-${randomUUID()}`;
    await adminDb().collection(COLLECTIONS.supportTickets).doc(ticketId).set({ user_id: member.uid, subject: 'Billing', status: 'open' });
    // The request's own e-mail, from the Functions emulator's delivery: settled before the reply's.
    const mailOf = async () => (await adminDb().collection(COLLECTIONS.mail).where('ticket_id', '==', ticketId).get()).docs;
    await vi.waitFor(async () => expect(await mailOf()).toHaveLength(1), { timeout: 20_000, interval: 200 });

    const messageId = randomUUID();
    const reply = await snapshotOf({ from: 'staff', body: 'We have answered.', author_uid: WRITER });
    const path = `${COLLECTIONS.supportTickets}/${ticketId}/${SUBCOLLECTIONS.ticketMessages}/${messageId}`;
    const event = firestoreEvent(path, { ticketId, messageId }, 'google.cloud.firestore.document.v1.created', reply);
    const { once, again } = await twice(() => mailStaffReply.run(event as never));
    expect(once[`${COLLECTIONS.mail}/${event.id}`]).toMatchObject({ to: email, ticket_id: ticketId, account_id: member.uid });
    expect(await mailOf()).toHaveLength(2);
    expect(again).toEqual(once);
  });
});

describe('the Storage token revocation', () => {
  const bucket = () => getStorage().bucket(DEMO_BUCKET);
  const byToken = async (path: string, token: string) =>
    (await fetch(`http://${HOSTS.storage}/v0/b/${DEMO_BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`)).status;
  /** What a revocation changes: the object's generations and its custom metadata (tokens among them). */
  const stateOf = async (path: string) => {
    const [metadata] = await bucket().file(path).getMetadata();
    return { generation: metadata.generation, metageneration: metadata.metageneration, metadata: metadata.metadata ?? {} };
  };

  it('a member file’s finalize event delivered again changes nothing', async () => {
    const path = `publications/idem-${randomUUID()}/paper.pdf`;
    const token = `idem-token-${randomUUID()}`;
    const file = bucket().file(path);
    await file.save(Buffer.from('%PDF-1.4 idempotent\n'), { contentType: 'application/pdf', metadata: { metadata: { firebaseStorageDownloadTokens: token } } });
    // The object as the upload finished: what its finalize event carries.
    const uploaded = { ...file.metadata };
    expect(uploaded.metadata?.firebaseStorageDownloadTokens).toBe(token);
    try {
      // The Functions emulator's own delivery revokes the token: that is the first.
      await vi.waitFor(async () => expect((await stateOf(path)).metadata).toHaveProperty(UNSEEN_TOKEN_KEY), { timeout: 20_000, interval: 200 });
      expect(await byToken(path, token)).toBe(403);
      const once = await stateOf(path);

      const event = {
        specversion: '1.0' as const,
        id: randomUUID(),
        source: `//storage.googleapis.com/projects/_/buckets/${DEMO_BUCKET}`,
        type: 'google.cloud.storage.object.v1.finalized',
        time: new Date().toISOString(),
        subject: `objects/${path}`,
        bucket: DEMO_BUCKET,
        data: uploaded,
      };
      await revokeMemberFileTokens.run(event as never);
      expect(await stateOf(path)).toEqual(once);
      await revokeMemberFileTokens.run(event as never);
      expect(await stateOf(path)).toEqual(once);
      expect(await byToken(path, token)).toBe(403);

      // Delivered again once the file is gone: nothing to do, and no error (which would retry it).
      await file.delete();
      await expect(revokeMemberFileTokens.run(event as never)).resolves.toBeUndefined();
      expect((await file.exists())[0]).toBe(false);
    } finally {
      await file.delete({ ignoreNotFound: true });
    }
  });
});
