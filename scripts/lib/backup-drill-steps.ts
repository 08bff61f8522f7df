/**
 * The two halves of the restore drill, each run by scripts/backup-drill.mjs inside
 * `firebase emulators:exec` (the emulator variables set):
 *
 *   prepare <dir>   seeds the demo, makes the drill's changes the way the portal makes them (a
 *                   redemption through its callable; a member's request and follow-up through the
 *                   rules, a staff reply and note through the callable; an article saved as a draft
 *                   and then published by staff through the rules, its history written by the
 *                   trigger), waits until the triggers are done, writes what the emulators hold to
 *                   <dir>/before.json and exports them to <dir>/export with `firebase emulators:export`.
 *   verify <dir>    on emulators started from <dir>/export: compares what they hold with
 *                   <dir>/before.json, then checks that the restored accounts still sign in with
 *                   their passwords and carry their role. Exits 1 on any difference.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { CALLABLES, type AnswerTicketResult } from '@common/callable-contracts';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, PUBLISH_FIELD } from '@common/content';
import { contentDoc, slugEntryOf, summaryOf } from '@common/content-docs';
import { historyDocId } from '@common/documents';
import { ROLE_CLAIM } from '@common/roles';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_NON_MEMBER, DEMO_PROJECT_ID } from '../../emulators/demo-accounts';
import { closeSeed, listUnusedCodes, seed, seedApp } from '../../emulators/seeding/demo-seed';
import { clientFirestore, closeClients, signedInFunctions } from '../../tooling/emulator-clients';
import { FIREBASE_BIN, ROOT } from './project-files.mjs';
import { canonical, compareStates, describeComparison, type DrillState } from './drill-compare';
import { captureState } from './drill-state';

const [mode, dir] = process.argv.slice(2);
if ((mode !== 'prepare' && mode !== 'verify') || !dir) {
  console.error('usage: backup-drill-steps.ts prepare|verify <dir>');
  process.exit(2);
}
const BEFORE = path.join(dir, 'before.json');
const EXPORT = path.join(dir, 'export');

const ARTICLE_ID = 'drill-article';
const TICKET_ID = 'drill-ticket';
const FOLLOW_UP_ID = 'drill-follow-up';

function say(line: string): void {
  console.log(`  ${line}`);
}

/** Polls `check` until it returns a value (not undefined) or `timeoutMs` passes. */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const db = () => getFirestore(seedApp());
const count = async (collectionPath: string) => (await db().collection(collectionPath).count().get()).data().count;

/** A member's message as the portal sends it: in one batch with the day's count (support-limit.ts). */
function counted(firestore: Firestore, uid: string, name: string, stored: Record<string, unknown> | undefined, write: (batch: ReturnType<typeof writeBatch>) => void) {
  const batch = writeBatch(firestore);
  batch.set(
    doc(firestore, COLLECTIONS.supportLimits, uid),
    stored ? { window_start: stored.window_start, count: Number(stored.count) + 1, last: name } : { window_start: serverTimestamp(), count: 1, last: name },
  );
  write(batch);
  return batch.commit();
}

async function makeChanges(): Promise<void> {
  // A redemption: the not-yet-member redeems one of the seeded codes through the callable.
  const [code] = await listUnusedCodes(1);
  if (!code) throw new Error('The seed left no unused membership code to redeem');
  const newcomer = await signedInFunctions(DEMO_NON_MEMBER);
  await newcomer.call(CALLABLES.redeemMembershipCode, { code });
  say(`redeemed code ${code} as ${DEMO_NON_MEMBER.email} (role now ${String(await newcomer.refreshedRole())})`);

  // A ticket with replies: the member's request and follow-up through the rules, staff's reply and note through the callable.
  const member = await signedInFunctions(DEMO_MEMBER);
  const memberDb = clientFirestore(member);
  const uid = member.user.uid;
  const limitRef = doc(memberDb, COLLECTIONS.supportLimits, uid);
  const limit = (await getDoc(limitRef)).data();
  await counted(memberDb, uid, TICKET_ID, limit, (batch) =>
    batch.set(doc(memberDb, COLLECTIONS.supportTickets, TICKET_ID), {
      user_id: uid,
      subject: 'Restore drill: my appointment',
      message: 'Could someone call me back about my next visit?',
      status: 'open',
      created_at: serverTimestamp(),
      updated_at: serverTimestamp(),
      responded_at: null,
    }),
  );
  const admin = await signedInFunctions(DEMO_ADMIN);
  await admin.call<AnswerTicketResult>(CALLABLES.answerSupportTicket, { ticketId: TICKET_ID, kind: 'reply', text: 'We will call you this afternoon.' });
  const afterRequest = (await getDoc(limitRef)).data();
  const ticketRef = doc(memberDb, COLLECTIONS.supportTickets, TICKET_ID);
  await counted(memberDb, uid, `${TICKET_ID}/${FOLLOW_UP_ID}`, afterRequest, (batch) => {
    batch.set(doc(memberDb, COLLECTIONS.supportTickets, TICKET_ID, SUBCOLLECTIONS.ticketMessages, FOLLOW_UP_ID), {
      from: 'member',
      author_uid: uid,
      text: 'Thank you, the afternoon suits me.',
      created_at: serverTimestamp(),
    });
    batch.update(ticketRef, { status: 'open', updated_at: serverTimestamp(), member_seen_at: serverTimestamp(), last_follow_up: FOLLOW_UP_ID });
  });
  await admin.call<AnswerTicketResult>(CALLABLES.answerSupportTicket, { ticketId: TICKET_ID, kind: 'reply', text: 'Noted: this afternoon.' });
  await admin.call<AnswerTicketResult>(CALLABLES.answerSupportTicket, { ticketId: TICKET_ID, kind: 'note', text: 'Called back, booked for Tuesday.' });
  say(`ticket ${TICKET_ID}: the member's request and follow-up, two staff replies and a note`);

  // A published article with history: saved as a draft, then published, by staff through the rules.
  const adminDb = clientFirestore(admin);
  const articles = CONTENT_KINDS.articles;
  const slug = 'restore-drill-article';
  const draft = {
    ...contentDoc('articles', {
      slug,
      title: 'What a restore drill proves',
      excerpt: 'Backups are only as good as the last restore.',
      content: '<p>Export, import, compare.</p>',
      image: 'https://example.com/images/restore-drill.png',
      category: 'Pain Conditions',
      author: 'Pain Medicine Consultants',
    } as never),
    [PUBLISH_FIELD]: null,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
    updated_by: admin.user.uid,
    version: 1,
  } as Record<string, unknown>;
  const entry = slugEntryOf('articles', slug, ARTICLE_ID)!;
  const create = writeBatch(adminDb);
  create.set(doc(adminDb, articles.collection, ARTICLE_ID), draft);
  create.set(doc(adminDb, articles.summary.collection, ARTICLE_ID), summaryOf('articles', draft));
  create.set(doc(adminDb, COLLECTIONS.slugs, entry.id), entry.data);
  await create.commit();
  const publish = { [PUBLISH_FIELD]: serverTimestamp(), updated_at: serverTimestamp(), updated_by: admin.user.uid, version: 2 };
  const publishing = writeBatch(adminDb);
  publishing.update(doc(adminDb, articles.collection, ARTICLE_ID), publish);
  publishing.update(doc(adminDb, articles.summary.collection, ARTICLE_ID), summaryOf('articles', publish));
  await publishing.commit();
  say(`article ${ARTICLE_ID}: saved as a draft, then published`);
  await closeClients();

  // The triggers' work: two revisions of the article, and the e-mails of the request and the replies.
  const versions = `${COLLECTIONS.contentHistory}/${historyDocId(articles.collection, ARTICLE_ID)}/${SUBCOLLECTIONS.historyVersions}`;
  await until('the article history', async () => ((await count(versions)) >= 2 ? true : undefined));
  await until('the ticket e-mails', async () =>
    (await db().collection(COLLECTIONS.mail).where('ticket_id', '==', TICKET_ID).count().get()).data().count >= 2 ? true : undefined,
  );
}

/** Captures the state until two captures in a row agree: the seed's and the drill's triggers are done. */
async function settledState(): Promise<DrillState> {
  let last = await captureState(seedApp());
  return until(
    'the triggers to finish',
    async () => {
      const next = await captureState(seedApp());
      const same = canonical(next) === canonical(last);
      last = next;
      return same ? next : undefined;
    },
    90_000,
  );
}

function printCounts(state: DrillState, label: string): void {
  say(`${label}: ${Object.keys(state.firestore).length} Firestore documents, ${Object.keys(state.auth).length} Auth accounts, ${Object.keys(state.storage).length} Storage objects`);
}

async function prepare(): Promise<number> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await seed({});
  say('seeded the demo');
  await makeChanges();
  const before = await settledState();
  printCounts(before, 'before the export');
  const exported = spawnSync(process.execPath, [FIREBASE_BIN, 'emulators:export', EXPORT, '--project', DEMO_PROJECT_ID, '--force'], {
    cwd: ROOT,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    encoding: 'utf8',
  });
  if (exported.status !== 0) {
    console.error(`${exported.stdout}\n${exported.stderr}`);
    throw new Error('firebase emulators:export failed');
  }
  say(`exported to ${path.relative(ROOT, EXPORT)}`);
  // Nothing may change while the export runs, or the comparison would blame the restore.
  const after = await captureState(seedApp());
  const moved = compareStates(before, after);
  if (moved.differences.length) {
    console.error('The emulators changed during the export:');
    for (const line of describeComparison(moved)) console.error(line);
    return 1;
  }
  writeFileSync(BEFORE, JSON.stringify(before));
  return 0;
}

type AuthJson = {
  tokensValidAfterTime?: string | null;
  metadata?: { lastRefreshTime?: string | null };
  multiFactor?: { enrolledFactors?: { enrollmentTime?: string | null }[] };
};

/**
 * The Auth emulator's import sets each account's tokensValidAfterTime to the time of the import
 * and clears metadata.lastRefreshTime; its export leaves out when a second factor was enrolled, which
 * the import then sets to its own time. These are taken out of the comparison (the factors themselves,
 * their ids and phone numbers, are compared); tokensValidAfterTime is checked to be no earlier than
 * before (a restore may end sessions, never bring a revoked one back).
 */
function setAsideUncarriedAuthFields(before: DrillState, after: DrillState): { fields: string[]; problems: string[] } {
  const problems: string[] = [];
  for (const [uid, was] of Object.entries(before.auth) as [string, AuthJson][]) {
    const now = after.auth[uid] as AuthJson | undefined;
    if (!now) continue;
    const earlier = Date.parse(now.tokensValidAfterTime ?? '') < Date.parse(was.tokensValidAfterTime ?? '');
    if (earlier) problems.push(`auth ${uid}: tokensValidAfterTime went back from ${was.tokensValidAfterTime} to ${now.tokensValidAfterTime}`);
    for (const account of [was, now]) {
      delete account.tokensValidAfterTime;
      if (account.metadata) delete account.metadata.lastRefreshTime;
      for (const factor of account.multiFactor?.enrolledFactors ?? []) delete factor.enrollmentTime;
    }
  }
  return {
    fields: [
      "Auth tokensValidAfterTime (the import's time after it; checked not earlier)",
      'Auth metadata.lastRefreshTime (cleared by the import)',
      "Auth second factors' enrollmentTime (not in the export; the import's time after it)",
    ],
    problems,
  };
}

async function verify(): Promise<number> {
  const before = JSON.parse(readFileSync(BEFORE, 'utf8')) as DrillState;
  const after = await captureState(seedApp());
  writeFileSync(path.join(dir, 'after.json'), JSON.stringify(after));
  printCounts(after, 'after the restore');
  const notCarried = setAsideUncarriedAuthFields(before, after);
  const comparison = compareStates(before, after);
  for (const line of describeComparison(comparison)) console.log(line);
  for (const line of notCarried.problems) console.log(`  ✘ ${line}`);
  say(`not compared: ${notCarried.fields.join('; ')}`);
  let failures = comparison.differences.length + notCarried.problems.length;
  // The restored password hashes and claims work: each demo account signs in and holds its role.
  for (const [account, role] of [
    [DEMO_ADMIN, 'admin'],
    [DEMO_MEMBER, 'member'],
    [DEMO_NON_MEMBER, 'member'],
  ] as const) {
    try {
      const client = await signedInFunctions(account);
      const claim = (await client.user.getIdTokenResult()).claims[ROLE_CLAIM];
      if (claim !== role) throw new Error(`role ${String(claim)}, not ${role}`);
    } catch (err) {
      failures++;
      console.log(`  ✘ ${account.email} after the restore: ${(err as Error).message}`);
    }
  }
  await closeClients();
  if (!failures) say('the demo accounts sign in with their passwords and keep their roles');
  return failures ? 1 : 0;
}

let code = 1;
try {
  code = mode === 'prepare' ? await prepare() : await verify();
} catch (err) {
  console.error(String((err as Error)?.stack ?? err));
} finally {
  await closeSeed();
}
process.exit(code);
