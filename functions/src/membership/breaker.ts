/**
 * The global code-guessing breaker (common/membership.ts CODE_BREAKER). Every failed redemption
 * adds one to a sharded bucket with a blind increment (no read, no contention); then the buckets of
 * the window are summed, and when they reach the threshold the breaker trips: the state document
 * gets `tripped_until`, and one audit entry and one e-mail to the practice's inbox are written in
 * the same commit, guarded by the state as read (only when it was not tripped already, so one trip
 * is one entry and one e-mail however many failures cross the line at once). While it is tripped, redeemMembershipCode refuses
 * every code that is not bound to the caller. Staff can reset it (resetCodeBreaker).
 */
import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { AUDIT_ACTIONS } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import { codeBreakerKey, codeGuessingMailId, EXPIRY_FIELD, type CodeBreakerStateDoc } from '@common/documents';
import { breakerWindowStarts, CODE_BREAKER, type CodeBreakerSettings } from '@common/membership';
import { recordAudit } from '../audit/recordAudit';
import { guardedWrite, retryOnConflict } from '../shared/guardedWrites';
import { PORTAL_URL, SUPPORT_INBOX } from '../tickets/supportMail';
import { codeGuessingMail } from './breakerMail';

export interface BreakerState {
  settings: CodeBreakerSettings;
  trippedUntil: number;
  lastTrippedAt: number | null;
}

const positive = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);

/**
 * The settings in force: CODE_BREAKER, except in the emulator, where a test may shrink them through
 * the test_settings document (a deployed function never reads it).
 */
function settingsFrom(raw: Record<string, unknown> | undefined): CodeBreakerSettings {
  if (process.env.FUNCTIONS_EMULATOR !== 'true' || !raw) return CODE_BREAKER;
  return {
    bucketMs: positive(raw.bucketMs, CODE_BREAKER.bucketMs),
    shards: Math.trunc(positive(raw.shards, CODE_BREAKER.shards)),
    windowMs: positive(raw.windowMs, CODE_BREAKER.windowMs),
    threshold: positive(raw.threshold, CODE_BREAKER.threshold),
    trippedForMs: positive(raw.trippedForMs, CODE_BREAKER.trippedForMs),
  };
}

export async function readBreaker(db: Firestore): Promise<BreakerState> {
  const breaker = db.collection(COLLECTIONS.codeBreaker);
  const refs = [breaker.doc(codeBreakerKey.state)];
  if (process.env.FUNCTIONS_EMULATOR === 'true') refs.push(breaker.doc(codeBreakerKey.testSettings));
  const [state, test] = await db.getAll(...refs);
  const data = state.data() as Partial<CodeBreakerStateDoc<Timestamp>> | undefined;
  return {
    settings: settingsFrom(test?.data()),
    trippedUntil: positive(data?.tripped_until, 0),
    lastTrippedAt: data?.tripped_at?.toMillis() ?? null,
  };
}

export const isTripped = (state: BreakerState, now = Date.now()) => state.trippedUntil > now;

/** The bucket documents whose failures count at `now`. */
function windowRefs(db: Firestore, settings: CodeBreakerSettings, now: number) {
  const breaker = db.collection(COLLECTIONS.codeBreaker);
  return breakerWindowStarts(settings, now).flatMap((start) => Array.from({ length: settings.shards }, (_, shard) => breaker.doc(codeBreakerKey.bucket(start, shard))));
}

/** Counts one failed redemption, and trips the breaker when the window holds `threshold` failures. */
export async function countFailure(db: Firestore, state: BreakerState): Promise<void> {
  const { settings } = state;
  const now = Date.now();
  const breaker = db.collection(COLLECTIONS.codeBreaker);
  const bucketStart = Math.floor(now / settings.bucketMs) * settings.bucketMs;
  await breaker.doc(codeBreakerKey.bucket(bucketStart, randomInt(settings.shards))).set(
    { bucket_start: bucketStart, failures: FieldValue.increment(1), [EXPIRY_FIELD]: Timestamp.fromMillis(bucketStart + settings.windowMs + settings.bucketMs) },
    { merge: true },
  );
  if (isTripped(state, now)) return;

  const buckets = await db.getAll(...windowRefs(db, settings, now));
  const failures = buckets.reduce((sum, snap) => sum + (Number(snap.get('failures')) || 0), 0);
  if (failures < settings.threshold) return;

  const stateRef = breaker.doc(codeBreakerKey.state);
  const [inbox, portalUrl] = [SUPPORT_INBOX.value(), PORTAL_URL.value()];
  // Many failures cross the threshold together: of those that find it untripped, the first commit
  // trips it and the others' commits fail on the state they read, read again and find it tripped
  // (shared/guardedWrites.ts: no locks, so none of them waits out a lock held by another).
  await retryOnConflict(async () => {
    const state = await stateRef.get();
    if ((Number(state.get('tripped_until')) || 0) > Date.now()) return; // another failure tripped it meanwhile
    const trippedAt = Date.now();
    const until = trippedAt + settings.trippedForMs;
    const minutes = Math.round(settings.windowMs / 60_000);
    const batch = db.batch();
    guardedWrite(batch, state, { tripped_until: until, tripped_at: FieldValue.serverTimestamp() } satisfies Partial<CodeBreakerStateDoc<FieldValue>>);
    recordAudit(db, batch, {
      actor_uid: null,
      action: AUDIT_ACTIONS.breakerTripped,
      target_kind: COLLECTIONS.codeBreaker,
      target_id: codeBreakerKey.state,
      detail: `${failures} failed codes in ${minutes} min; unbound codes refused until ${new Date(until).toISOString()}`,
    });
    batch.create(db.collection(COLLECTIONS.mail).doc(codeGuessingMailId(until)), codeGuessingMail({ to: inbox, portalUrl, failures, minutes, trippedAt, until }));
    await batch.commit();
  });
}

/**
 * Untrips the breaker and forgets the failures of its window (or the next failure would trip it
 * again at once), with the audit entry of `actorUid`. Returns until when it had been tripped, or
 * null when it was not tripped (then nothing is written).
 */
export async function resetBreaker(db: Firestore, actorUid: string): Promise<number | null> {
  const state = await readBreaker(db);
  const stateRef = db.collection(COLLECTIONS.codeBreaker).doc(codeBreakerKey.state);
  const buckets = windowRefs(db, state.settings, Date.now());
  return db.runTransaction(async (tx) => {
    const until = Number((await tx.get(stateRef)).get('tripped_until')) || 0;
    if (until <= Date.now()) return null;
    tx.set(stateRef, { tripped_until: 0, reset_at: FieldValue.serverTimestamp(), reset_by: actorUid } satisfies Partial<CodeBreakerStateDoc<FieldValue>>, {
      merge: true,
    });
    for (const ref of buckets) tx.delete(ref);
    recordAudit(db, tx, {
      actor_uid: actorUid,
      action: AUDIT_ACTIONS.breakerReset,
      target_kind: COLLECTIONS.codeBreaker,
      target_id: codeBreakerKey.state,
      detail: `was tripped until ${new Date(until).toISOString()}`,
    });
    return until;
  });
}
