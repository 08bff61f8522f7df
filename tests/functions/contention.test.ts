/**
 * Contention on the emulators: many callers writing one document at once. Each path must end with
 * exactly the writes it allows and a clear answer for everyone else (never an error, never a write
 * lost or made twice). Each test prints the rounds of conflict its path saw (attempts counted where
 * the path reads, decides and commits), so a slower or more contended path shows in the output;
 * no test asserts a time.
 */
import { Timestamp, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, serverTimestamp, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type RedeemCodeResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS } from '@common/content';
import { contentDoc, summaryOf } from '@common/content-docs';
import { codeBreakerKey } from '@common/documents';
import { SUPPORT_MESSAGES_PER_DAY } from '@common/limits';
import { CODE_BREAKER } from '@common/membership';
import { MESSAGES } from '@common/messages';
import { adminDb, callRaw, createUser, HOSTS, idTokenFor, signedInFunctions, type SignedInClient } from '../../tooling/emulator-clients';
import { countFailure, type BreakerState } from '../../functions/src/membership/breaker';
import { SupportLimitReached, countedWrite } from '@/features/support/api/support-limit';
import { getAppAuth } from '@/lib/firebase/auth';
import { commitWrites, getDb } from '@/lib/firebase/firestore';
import { recordRedemption } from '../../functions/src/membership/recordRedemption';
import { countDocs, getMembershipCode, getProfile, putContent, putMembershipCode } from '../support/firestore-data';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';

// The portal's own modules, built for the emulators (web/.env.emulator), before they are imported.
vi.hoisted(() => {
  const env = { VITE_USE_EMULATORS: 'true', VITE_EMULATOR_HOST: '127.0.0.1', VITE_FIREBASE_PROJECT_ID: 'demo-pmc', VITE_FIREBASE_API_KEY: 'demo-api-key', VITE_FIREBASE_APP_ID: 'demo-app' };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
});

// The breaker's trip reads the practice's inbox and address from the environment, as deployed.
process.env.PORTAL_URL ??= 'http://127.0.0.1:5173';
process.env.SUPPORT_INBOX ??= 'members@pmc-portal.example';

startEachTestOnEmptyEmulators();
// Refused and aborted commits are this file's subject: the web SDK would log each one as an error,
// burying the figures the tests print.
setLogLevel('silent');

/** The Admin SDK's Firestore, counting the attempts of the code it is handed to. */
function countingFirestore(db: AdminFirestore) {
  const counts = { reads: 0, batches: 0, transactionAttempts: 0 };
  const proxy = new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      // One getAll per round of an optimistic transaction (shared/guardedWrites.ts).
      if (prop === 'getAll') return (...refs: Parameters<AdminFirestore['getAll']>) => (counts.reads++, target.getAll(...refs));
      // One batch per guarded commit tried.
      if (prop === 'batch') return () => (counts.batches++, target.batch());
      // runTransaction calls its function once per attempt, again after each aborted commit.
      if (prop === 'runTransaction') {
        return (fn: Parameters<AdminFirestore['runTransaction']>[0], options?: Parameters<AdminFirestore['runTransaction']>[1]) =>
          target.runTransaction((tx) => (counts.transactionAttempts++, fn(tx)), options);
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy as AdminFirestore, counts };
}

function report(path: string, figures: Record<string, number>): void {
  console.log(`[contention] ${path}: ${Object.entries(figures).map(([name, value]) => `${name} ${value}`).join(', ')}`);
}

/** The failures the breaker's buckets hold, all shards and minutes together. */
async function breakerFailures(): Promise<number> {
  const snap = await adminDb().collection(COLLECTIONS.codeBreaker).get();
  return snap.docs.reduce((sum, d) => sum + (Number(d.get('failures')) || 0), 0);
}

const RACERS = 50;

describe(`${RACERS} accounts redeeming one code at once`, { timeout: 240_000 }, () => {
  it('through the callable: exactly one winner, every other caller told the code is invalid, no errors, each loss counted once by the breaker', async () => {
    const users = await Promise.all(Array.from({ length: RACERS }, () => createUser()));
    const tokens = await Promise.all(users.map((u) => idTokenFor(u)));
    await putMembershipCode('4242');

    // One address each: the per-address budget is not what this race is about.
    const results = await Promise.all(
      tokens.map((idToken, i) => callRaw<RedeemCodeResult>(CALLABLES.redeemMembershipCode, { code: '4242' }, { idToken, headers: { 'X-Forwarded-For': `203.0.113.${i + 1}` } })),
    );

    const winners = results.flatMap((r, i) => (r.ok ? [users[i]!] : []));
    const refusals = results.filter((r) => !r.ok && r.status === 'not-found' && r.message === MESSAGES.codeInvalid);
    const errors = results.filter((r) => !r.ok && !refusals.includes(r));
    report('redeem (callable)', { callers: RACERS, winners: winners.length, refusals: refusals.length, errors: errors.length });
    expect(errors).toEqual([]);
    expect(winners).toHaveLength(1);
    expect(refusals).toHaveLength(RACERS - 1);
    expect(await getMembershipCode('4242')).toMatchObject({ is_used: true, assigned_to: winners[0]!.uid });
    expect(await countDocs(COLLECTIONS.users)).toBe(1);
    expect((await getProfile(winners[0]!.uid))?.membership_code).toBe('4242');
    // Every refusal is one failed redemption for the breaker: none lost, none counted twice.
    expect(await breakerFailures()).toBe(RACERS - 1);
  });

  it("recordRedemption's optimistic transaction: one redeemed, the rest invalid, and the rounds it took", async () => {
    const users = await Promise.all(Array.from({ length: RACERS }, () => createUser()));
    await putMembershipCode('4343');
    const { db, counts } = countingFirestore(adminDb());

    const outcomes = await Promise.all(
      users.map((user) => recordRedemption(db, '4343', { uid: user.uid, email: user.email, name: user.name, tokenEmail: user.email, emailVerified: false }, 'member')),
    );

    report('redeem (recordRedemption)', {
      callers: RACERS,
      rounds: counts.reads,
      'conflict retries': counts.reads - RACERS,
      'commits tried': counts.batches,
      redeemed: outcomes.filter((o) => o === 'redeemed').length,
      invalid: outcomes.filter((o) => o === 'invalid').length,
    });
    expect(outcomes.filter((o) => o === 'redeemed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'invalid')).toHaveLength(RACERS - 1);
    const winner = users[outcomes.indexOf('redeemed')]!;
    expect(await getMembershipCode('4343')).toMatchObject({ is_used: true, assigned_to: winner.uid });
    expect(await countDocs(COLLECTIONS.users)).toBe(1);
    // Each caller read at least once; a loser whose commit met the winner's read again.
    expect(counts.reads).toBeGreaterThanOrEqual(RACERS);
  });
});

describe("the breaker's failure count", { timeout: 120_000 }, () => {
  const INCREMENTS = 200;
  const state = (threshold: number): BreakerState => ({ settings: { ...CODE_BREAKER, threshold }, trippedUntil: 0, lastTrippedAt: null });

  it(`stays exact under ${INCREMENTS} failures counted at once (below the threshold: nothing trips)`, async () => {
    const { db, counts } = countingFirestore(adminDb());

    await Promise.all(Array.from({ length: INCREMENTS }, () => countFailure(db, state(INCREMENTS + 1))));

    report('breaker count', { increments: INCREMENTS, 'window reads': counts.reads, 'transaction attempts': counts.transactionAttempts });
    expect(await breakerFailures()).toBe(INCREMENTS);
    expect(counts.transactionAttempts).toBe(0);
    expect((await adminDb().collection(COLLECTIONS.codeBreaker).doc(codeBreakerKey.state).get()).exists).toBe(false);
  });

  it(`trips once when ${INCREMENTS} failures at once cross the threshold: one audit entry, one e-mail`, async () => {
    const threshold = INCREMENTS / 4;
    const { db, counts } = countingFirestore(adminDb());

    await Promise.all(Array.from({ length: INCREMENTS }, () => countFailure(db, state(threshold))));

    report('breaker trip', { increments: INCREMENTS, threshold, 'trip commits tried': counts.batches, 'transaction attempts': counts.transactionAttempts });
    expect(await breakerFailures()).toBe(INCREMENTS);
    const trips = await adminDb().collection(COLLECTIONS.auditLog).where('action', '==', AUDIT_ACTIONS.breakerTripped).get();
    expect(trips.size).toBe(1);
    expect(await countDocs(COLLECTIONS.mail)).toBe(1);
    expect((await adminDb().collection(COLLECTIONS.codeBreaker).doc(codeBreakerKey.state).get()).get('tripped_until')).toBeGreaterThan(Date.now());
    // Trips are guarded commits, not transactions: no failure waits out another's lock.
    expect(counts.transactionAttempts).toBe(0);
  });
});

/** A web SDK client's Firestore Lite on the emulator, as the portal's data calls use it. */
function liteFirestore(client: SignedInClient): Firestore {
  const db = getFirestore(client.app);
  const [host, port] = HOSTS.firestore.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  return db;
}

const STAFF = 20;

describe(`${STAFF} staff saving one record at once`, { timeout: 180_000 }, () => {
  it('saves one; the others are refused and read who saved first; nothing is overwritten silently', async () => {
    const kind = 'publications';
    const id = 'contended-study';
    const collection = CONTENT_KINDS[kind].collection;
    await putContent(
      kind,
      id,
      contentDoc(kind, { title: 'A contended study', journal: 'Pain Journal', year: '2024', authors: ['A. Author'], abstract: 'Findings.', pdf_url: 'https://example.org/a.pdf', created_at: Timestamp.now() }),
    );
    const staff = await Promise.all(Array.from({ length: STAFF }, (_, i) => createUser({ role: 'admin', name: `Editor ${i}` })));
    const clients = await Promise.all(staff.map((user) => signedInFunctions(user)));
    const dbs = clients.map(liteFirestore);

    // Every form opens on the same version (the content store's read), then all press Save at once.
    const opened = await Promise.all(dbs.map(async (db) => (await getDoc(doc(db, collection, id))).data()!));
    let attempts = 0;
    const saves = await Promise.allSettled(
      dbs.map((db, i) => {
        // The content store's save of an edited record (admin/content/api/firebase-store.ts): the
        // record and its summary in one batch, the next version, the writer and the server's
        // time, committed by the same commitWrites.
        const data = { title: `Saved by editor ${i}`, updated_by: clients[i]!.user.uid, updated_at: serverTimestamp(), version: Number(opened[i]!.version) + 1 };
        return commitWrites(db, [
          (batch) => (attempts++, batch.update(doc(db, collection, id), data).update(doc(db, CONTENT_KINDS[kind].summary.collection, id), summaryOf(kind, data))),
        ]);
      }),
    );

    const saved = saves.flatMap((s, i) => (s.status === 'fulfilled' ? [i] : []));
    const refused = saves.flatMap((s, i) => (s.status === 'rejected' && (s.reason as { code?: string }).code === 'permission-denied' ? [i] : []));
    // What each refused editor is told: the content store reads the record again (conflictWith).
    const told = await Promise.all(refused.map(async (i) => (await getDoc(doc(dbs[i]!, collection, id))).data()!));
    report('content save', { saves: STAFF, attempts, 'contention retries': attempts - STAFF, saved: saved.length, 'refused (conflict)': refused.length, other: STAFF - saved.length - refused.length });
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(STAFF - 1);
    const winner = saved[0]!;
    for (const current of told) {
      expect(current).toMatchObject({ updated_by: clients[winner]!.user.uid, title: `Saved by editor ${winner}`, version: 1 });
    }
    const stored = (await adminDb().collection(collection).doc(id).get()).data();
    expect(stored).toMatchObject({ title: `Saved by editor ${winner}`, version: 1, updated_by: clients[winner]!.user.uid });
    expect((await adminDb().collection(CONTENT_KINDS[kind].summary.collection).doc(id).get()).get('title')).toBe(`Saved by editor ${winner}`);
    // One save, one update in the audit trail (the Functions emulator's trigger), by the winner.
    await vi.waitFor(async () => expect(await auditedSaves(id)).not.toEqual([]), { timeout: 20_000, interval: 200 });
    expect(await auditedSaves(id)).toEqual([clients[winner]!.user.uid]);
  });
});

/** Who made each update of the record that the audit trail holds. */
async function auditedSaves(recordId: string): Promise<unknown[]> {
  const snap = await adminDb().collection(COLLECTIONS.auditLog).where('target_id', '==', recordId).where('action', '==', AUDIT_ACTIONS.contentUpdated).get();
  return snap.docs.map((entry) => entry.get('actor_uid'));
}

const SENDS = 20;

describe(`${SENDS} support requests sent at once by one member`, { timeout: 120_000 }, () => {
  it(`never go past the day's limit of ${SUPPORT_MESSAGES_PER_DAY}: each is sent or told the limit is reached, and the count names what it counts`, async () => {
    const member = await createUser({ role: 'member' });
    // The portal's own support module on the emulators, signed in as the member.
    await signInWithEmailAndPassword(getAppAuth(), member.email, member.password);
    // countedWrite puts the request into each batch it commits: one call per attempt.
    let attempts = 0;

    const sends = await Promise.allSettled(
      Array.from({ length: SENDS }, (_, i) => {
        const ref = doc(getDb(), COLLECTIONS.supportTickets, `burst-${i}`);
        const ticket = { user_id: member.uid, subject: `Request ${i}`, message: 'Please call me back.', status: 'open', created_at: serverTimestamp(), updated_at: serverTimestamp(), responded_at: null };
        return countedWrite(member.uid, ref.id, (batch) => (attempts++, batch.set(ref, ticket)));
      }),
    );

    const sent = sends.filter((s) => s.status === 'fulfilled').length;
    const limited = sends.filter((s) => s.status === 'rejected' && s.reason instanceof SupportLimitReached).length;
    report('support limit', { sends: SENDS, attempts, retries: attempts - SENDS, sent, 'told the limit': limited, errors: SENDS - sent - limited });
    const tickets = await adminDb().collection(COLLECTIONS.supportTickets).where('user_id', '==', member.uid).get();
    const limit = (await adminDb().collection(COLLECTIONS.supportLimits).doc(member.uid).get()).data()!;
    expect(tickets.size).toBe(sent);
    expect(sent).toBe(SUPPORT_MESSAGES_PER_DAY);
    expect(limited).toBe(SENDS - SUPPORT_MESSAGES_PER_DAY);
    expect(limit.count).toBe(SUPPORT_MESSAGES_PER_DAY);
    expect(tickets.docs.map((t) => t.id)).toContain(limit.last);
  });
});
