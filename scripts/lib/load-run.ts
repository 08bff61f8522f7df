/**
 * The load run of `npm run load` (scripts/load.mjs starts the emulators and runs this inside
 * `firebase emulators:exec`): for a fixed time, a fixed crowd on the loopback emulators:
 *
 *   members    browse: list each content kind's newest published summaries and open one record,
 *              over Firestore's REST API with their own ID token (the rules decide), a pause between.
 *   redeemers  each takes the next fresh, verified account and the code bound to it: signs in,
 *              (on its first cycles) tries a wrong code, redeems its code, then retries it as after
 *              a lost answer.
 *   staff      save a few shared articles the way the admin screens do (the record and its summary
 *              in one batch, the next version, through the rules: a save that meets another's is a
 *              conflict), and answer members' tickets through answerSupportTicket.
 *
 * It prints the requests, p50/p95 per operation, the expected refusals (wrong codes, save
 * conflicts) apart from the errors, then checks every write a client believes it made: each
 * redeemed code is used by its account and the account is a member, each saved version is in the
 * record's history with what was saved, each answer is in its ticket's thread. Exits 1 on any
 * unexpected error or lost write.
 *
 *   node --import tsx scripts/lib/load-run.ts [--seconds 60] [--members 100] [--redeemers 10] [--staff 5]
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { doc, getDoc, serverTimestamp, setLogLevel, writeBatch, type Firestore } from 'firebase/firestore';
import { CALLABLES, type AnswerTicketResult, type RedeemCodeResult } from '@common/callable-contracts';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, PUBLISH_FIELD } from '@common/content';
import { summaryOf } from '@common/content-docs';
import { historyDocId } from '@common/documents';
import { CODE_MAX, CODE_MIN, unusedCodeDoc } from '@common/membership';
import { ROLE_CLAIM } from '@common/roles';
import { DEMO_PROJECT_ID } from '../../emulators/demo-accounts';
import { closeSeed, seed } from '../../emulators/seeding/demo-seed';
import { HOSTS, adminAuth, adminDb, callRaw, clientFirestore, closeAll, idTokenFor, signedInFunctions } from '../../tooling/emulator-clients';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    members: { type: 'string', default: '100' },
    redeemers: { type: 'string', default: '10' },
    staff: { type: 'string', default: '5' },
  },
});
const SECONDS = Number(options.seconds);
const MEMBERS = Number(options.members);
const REDEEMERS = Number(options.redeemers);
const STAFF = Number(options.staff);
for (const [name, value] of Object.entries({ SECONDS, MEMBERS, REDEEMERS, STAFF })) {
  if (!Number.isInteger(value) || value < 1 || value > 1000) throw new Error(`${name.toLowerCase()} must be a whole number from 1 to 1000`);
}

/** Fresh accounts prepared per redeemer: more than one redeemer gets through in the time. */
const ACCOUNTS_PER_REDEEMER = Math.max(10, SECONDS);
/** Wrong codes per redeemer: kept well below the breaker's threshold and each account's budget. */
const WRONG_TRIES_PER_REDEEMER = 5;
/** The shared articles staff save: fewer than the staff, so that saves meet. */
const SHARED_ARTICLES = 3;
const TICKETS = 60;
/** A member's pause between two screens, and a staff member's between two actions. */
const MEMBER_PAUSE_MS = [1000, 3000] as const;
const STAFF_PAUSE_MS = [300, 1200] as const;
/** A redeemer's pause between two people: the time it takes the next one to type a code. */
const REDEEMER_PAUSE_MS = [500, 1500] as const;
const LIST_LIMIT = 20;

function say(line = ''): void {
  console.log(line);
}

// ---- loopback only ---------------------------------------------------------------------------

for (const [name, address] of Object.entries(HOSTS)) {
  const host = address.replace(/:\d+$/, '');
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)) throw new Error(`The load run only talks to emulators on this machine; the ${name} emulator is at ${address}`);
}

// ---- what happened ----------------------------------------------------------------------------

const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();
const refusals = new Map<string, number>();
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

type Outcome<T> = { ok: true; value: T } | { ok: false; kind: string; message: string };

/** Runs one operation, timed under `op`; a thrown error becomes a failed outcome naming its kind. */
async function timed<T>(op: string, work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  const started = performance.now();
  let outcome: Outcome<T>;
  try {
    outcome = await work();
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    outcome = { ok: false, kind: typeof code === 'string' ? code.replace(/^firestore\//, '') : 'exception', message: String((err as Error)?.message ?? err) };
  }
  const list = latencies.get(op) ?? [];
  list.push(performance.now() - started);
  latencies.set(op, list);
  return outcome;
}

const firstMessages = new Map<string, string>();
function unexpected(op: string, outcome: { kind: string; message: string }): void {
  const key = `${op}: ${outcome.kind}`;
  bump(errors, key);
  if (!firstMessages.has(key)) firstMessages.set(key, outcome.message.slice(0, 200));
}

const pause = ([min, max]: readonly [number, number]) => new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)));
const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;

// ---- Firestore over REST, as a signed-in member ------------------------------------------------

const DOCUMENTS = `http://${HOSTS.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;

async function rest<T>(url: string, idToken: string, body?: unknown): Promise<Outcome<T>> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) return { ok: false, kind: `http-${response.status}`, message: text.slice(0, 300) };
  return { ok: true, value: JSON.parse(text) as T };
}

/** The members' list query: published by now, newest first (web/src/lib/firebase/content-query.ts asks the same). */
function publishedList(collectionId: string) {
  return {
    structuredQuery: {
      from: [{ collectionId }],
      where: { fieldFilter: { field: { fieldPath: PUBLISH_FIELD }, op: 'LESS_THAN_OR_EQUAL', value: { timestampValue: new Date().toISOString() } } },
      orderBy: [{ field: { fieldPath: PUBLISH_FIELD }, direction: 'DESCENDING' }],
      limit: LIST_LIMIT,
    },
  };
}

async function member(idToken: string, until: number): Promise<void> {
  // People arrive one by one, not all in the same millisecond.
  await pause(MEMBER_PAUSE_MS);
  while (Date.now() < until) {
    const kind = pick(CONTENT_KIND_NAMES);
    const list = await timed(`member: list ${kind}`, () => rest<{ document?: { name: string } }[]>(`${DOCUMENTS}:runQuery`, idToken, publishedList(CONTENT_KINDS[kind].summary.collection)));
    if (!list.ok) unexpected(`member: list ${kind}`, list);
    const ids = list.ok ? list.value.flatMap((row) => (row.document ? [row.document.name.split('/').pop()!] : [])) : [];
    if (ids.length) {
      await pause(MEMBER_PAUSE_MS);
      const id = pick(ids);
      const record = await timed(`member: open a record`, () => rest(`${DOCUMENTS}/${CONTENT_KINDS[kind].collection}/${id}`, idToken));
      if (!record.ok) unexpected('member: open a record', record);
    }
    await pause(MEMBER_PAUSE_MS);
  }
}

// ---- redeemers -------------------------------------------------------------------------------

interface Invitee {
  email: string;
  password: string;
  code: string;
  address: string;
}
/** What each redeemer believes it did: account email → code it redeemed. */
const redeemed = new Map<string, string>();

async function redeemer(index: number, invitees: Invitee[], wrongCode: () => string, until: number): Promise<void> {
  let wrongTries = 0;
  for (const invitee of invitees) {
    if (Date.now() >= until) return;
    // Each simulated person has an address of their own, as a proxy in front of the function passes it on.
    const headers = { 'X-Forwarded-For': invitee.address };
    const signIn = await timed('redeemer: sign in', async () => ({ ok: true, value: await idTokenFor(invitee) }) as const);
    if (!signIn.ok) {
      unexpected('redeemer: sign in', signIn);
      continue;
    }
    const call = (op: string, code: string) =>
      timed(op, async () => {
        const result = await callRaw<RedeemCodeResult>(CALLABLES.redeemMembershipCode, { code }, { idToken: signIn.value, headers });
        return result.ok ? { ok: true, value: result.data } : { ok: false, kind: result.status, message: result.message };
      });
    if (wrongTries < WRONG_TRIES_PER_REDEEMER) {
      wrongTries++;
      const wrong = await call('redeemer: wrong code', wrongCode());
      if (wrong.ok) unexpected('redeemer: wrong code', { kind: 'accepted', message: 'a code that does not exist was accepted' });
      else if (wrong.kind === 'not-found') bump(refusals, 'wrong code (not-found)');
      else unexpected('redeemer: wrong code', wrong);
    }
    const right = await call('redeemer: redeem', invitee.code);
    if (!right.ok) {
      unexpected('redeemer: redeem', right);
      continue;
    }
    redeemed.set(invitee.email, invitee.code);
    // The same call again, as after an answer lost on the way: it must succeed and change nothing.
    const again = await call('redeemer: retry', invitee.code);
    if (!again.ok) unexpected('redeemer: retry', again);
    await pause(REDEEMER_PAUSE_MS);
  }
  if (Date.now() < until) ranOut.push(index + 1);
}
/** Redeemers that used up their prepared accounts before the time was up. */
const ranOut: number[] = [];

// ---- staff -----------------------------------------------------------------------------------

interface BelievedSave {
  id: string;
  version: number;
  title: string;
}
const saves: BelievedSave[] = [];
const answers: { ticketId: string; id: string; text: string }[] = [];

async function staffSave(firestore: Firestore, uid: string, staff: number, n: number, ids: string[]): Promise<void> {
  const kind = CONTENT_KINDS.articles;
  const id = pick(ids);
  const ref = doc(firestore, kind.collection, id);
  const title = `Managing pain, edit ${n} by staff ${staff}`;
  const outcome = await timed('staff: save an article', async () => {
    const stored = await getDoc(ref);
    const version = Number(stored.get('version') ?? 0) + 1;
    const changes = { title, updated_by: uid, updated_at: serverTimestamp(), version };
    const batch = writeBatch(firestore);
    batch.update(ref, changes);
    batch.update(doc(firestore, kind.summary.collection, id), summaryOf('articles', changes));
    try {
      await batch.commit();
      return { ok: true, value: version };
    } catch (err) {
      // Refused: a conflict when someone else's save got there first (the store's SaveConflictError).
      const now = Number((await getDoc(ref)).get('version') ?? 0);
      if ((err as { code?: string }).code === 'permission-denied' && now >= version) return { ok: false, kind: 'conflict', message: '' };
      throw err;
    }
  });
  if (outcome.ok) saves.push({ id, version: outcome.value, title });
  else if (outcome.kind === 'conflict') bump(refusals, 'save conflict (someone saved first)');
  else unexpected('staff: save an article', outcome);
}

async function staffAnswer(idToken: string, staff: number, n: number, tickets: string[]): Promise<void> {
  const ticketId = pick(tickets);
  const text = `Answer ${n} from staff ${staff}: we will call you.`;
  const outcome = await timed('staff: answer a ticket', async () => {
    const result = await callRaw<AnswerTicketResult>(CALLABLES.answerSupportTicket, { ticketId, kind: 'reply', text }, { idToken });
    return result.ok ? { ok: true, value: result.data } : { ok: false, kind: result.status, message: result.message };
  });
  if (outcome.ok) answers.push({ ticketId, id: outcome.value.id, text });
  else unexpected('staff: answer a ticket', outcome);
}

async function staffMember(index: number, account: { email: string; password: string }, articleIds: string[], tickets: string[], until: number): Promise<void> {
  const client = await signedInFunctions(account);
  const firestore = clientFirestore(client);
  const idToken = await client.user.getIdToken();
  let n = 0;
  while (Date.now() < until) {
    n++;
    if (n % 2) await staffSave(firestore, client.user.uid, index, n, articleIds);
    else await staffAnswer(idToken, index, n, tickets);
    await pause(STAFF_PAUSE_MS);
  }
}

// ---- set-up ----------------------------------------------------------------------------------

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => work(item, i + j)))));
  return results;
}

async function account(email: string, role: 'member' | 'admin' | null): Promise<{ uid: string; email: string; password: string }> {
  const password = `Load#${randomInt(1e9)}x`;
  const user = await adminAuth().createUser({ email, password, emailVerified: true, displayName: email.split('@')[0] });
  if (role) await adminAuth().setCustomUserClaims(user.uid, { [ROLE_CLAIM]: role });
  return { uid: user.uid, email, password };
}

async function setUp() {
  await seed({});
  const db = adminDb();
  const members = await inBatches(
    Array.from({ length: MEMBERS }, (_, i) => `member${i + 1}@load.test`),
    20,
    (email) => account(email, 'member'),
  );
  const staff = await inBatches(
    Array.from({ length: STAFF }, (_, i) => `staff${i + 1}@load.test`),
    5,
    (email) => account(email, 'admin'),
  );
  // Codes bound to each fresh account (a bound code redeems whatever the breaker says), none shared.
  const taken = new Set((await db.collection(COLLECTIONS.membershipCodes).select().get()).docs.map((d) => d.id));
  const freeCode = () => {
    for (;;) {
      const code = String(randomInt(CODE_MIN, CODE_MAX + 1));
      if (!taken.has(code)) {
        taken.add(code);
        return code;
      }
    }
  };
  const invitees: Invitee[][] = [];
  for (let r = 0; r < REDEEMERS; r++) {
    const list = await inBatches(Array.from({ length: ACCOUNTS_PER_REDEEMER }, (_, i) => i), 20, async (i) => {
      const email = `invitee${r + 1}-${i + 1}@load.test`;
      const { password } = await account(email, null);
      const code = freeCode();
      await db.collection(COLLECTIONS.membershipCodes).doc(code).create(unusedCodeDoc(code, FieldValue.serverTimestamp(), { invitee_email: email }));
      return { email, password, code, address: `198.51.${r + 1}.${(i % 250) + 1}` };
    });
    invitees.push(list);
  }
  // Codes nobody has: a wrong guess is one of these.
  const wrongCodes = Array.from({ length: 200 }, freeCode);
  // Members' open requests for staff to answer.
  const tickets = await inBatches(Array.from({ length: TICKETS }, (_, i) => i), 20, async (i) => {
    const id = `load-ticket-${i + 1}`;
    const at = Timestamp.now();
    await db.collection(COLLECTIONS.supportTickets).doc(id).set({
      user_id: members[i % members.length]!.uid,
      subject: `Question ${i + 1}`,
      message: 'Could someone call me back about my next visit?',
      status: 'open',
      created_at: at,
      updated_at: at,
      responded_at: null,
    });
    return id;
  });
  // The shared articles: the newest published ones.
  const articles = (await db.collection(CONTENT_KINDS.articles.collection).orderBy(PUBLISH_FIELD, 'desc').limit(SHARED_ARTICLES).get()).docs.map((d) => d.id);
  if (articles.length < SHARED_ARTICLES) throw new Error('The seed has too few articles to share among staff');
  const memberTokens = await inBatches(members, 20, (m) => idTokenFor(m));
  return { memberTokens, staff, invitees, wrongCode: () => pick(wrongCodes), tickets, articles };
}

// ---- checks after the run ----------------------------------------------------------------------

async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function lostWrites(): Promise<string[]> {
  const db = adminDb();
  const lost: string[] = [];
  for (const [email, code] of redeemed) {
    const user = await adminAuth().getUserByEmail(email);
    const stored = (await db.collection(COLLECTIONS.membershipCodes).doc(code).get()).data();
    if (user.customClaims?.[ROLE_CLAIM] !== 'member') lost.push(`${email} redeemed ${code} but is not a member`);
    if (stored?.is_used !== true || stored.assigned_to !== user.uid) lost.push(`code ${code} is not used by ${email}`);
  }
  for (const answer of answers) {
    const message = (await db.collection(COLLECTIONS.supportTickets).doc(answer.ticketId).collection(SUBCOLLECTIONS.ticketMessages).doc(answer.id).get()).data();
    if (message?.text !== answer.text) lost.push(`answer ${answer.id} of ${answer.ticketId} is missing`);
  }
  // Each saved version is in its record's history with the title saved; the trigger writes it after the save.
  const versionsOf = (id: string) => db.collection(COLLECTIONS.contentHistory).doc(historyDocId(CONTENT_KINDS.articles.collection, id)).collection(SUBCOLLECTIONS.historyVersions);
  const notInHistory = async () => {
    const titles = new Map<string, Map<number, unknown>>();
    for (const id of new Set(saves.map((s) => s.id))) {
      const snap = await versionsOf(id).get();
      titles.set(id, new Map(snap.docs.map((d) => [Number(d.get('version')), (d.get('data') as { title?: unknown } | null)?.title])));
    }
    return saves.filter((save) => titles.get(save.id)?.get(save.version) !== save.title);
  };
  await until(async () => ((await notInHistory()).length ? undefined : true), 60_000);
  for (const save of await notInHistory()) lost.push(`${save.id} version ${save.version} ("${save.title}") is not in its history`);
  return lost;
}

// ---- the run ---------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * One call of each callable before the clock starts: the Functions emulator starts a worker on a
 * function's first call (seconds on a busy host), which is start-up, not load.
 */
async function warmUp(staff: { email: string; password: string }, member: string): Promise<void> {
  const staffToken = await idTokenFor(staff);
  await Promise.all([
    callRaw(CALLABLES.redeemMembershipCode, { code: '' }, { idToken: member }),
    callRaw(CALLABLES.answerSupportTicket, { ticketId: 'no-such-ticket', kind: 'reply', text: 'warm-up' }, { idToken: staffToken }),
  ]);
}

// The staff clients' refused saves (conflicts, counted below) would each log a stack of rules errors.
setLogLevel('silent');
const setUpStarted = Date.now();
const world = await setUp();
await warmUp(world.staff[0]!, world.memberTokens[0]!);
say(`Set up and warmed up in ${((Date.now() - setUpStarted) / 1000).toFixed(0)} s: the demo seed, ${MEMBERS} members, ${STAFF} staff, ${REDEEMERS} redeemers with ${ACCOUNTS_PER_REDEEMER} fresh accounts and bound codes each, ${TICKETS} open tickets.`);
say(`Running for ${SECONDS} s on the loopback emulators...`);
const started = Date.now();
const deadline = started + SECONDS * 1000;
await Promise.all([
  ...world.memberTokens.map((token) => member(token, deadline)),
  ...world.invitees.map((list, i) => redeemer(i, list, world.wrongCode, deadline)),
  ...world.staff.map((s, i) => staffMember(i + 1, s, world.articles, world.tickets, deadline)),
]);
const elapsed = (Date.now() - started) / 1000;

const rows = [...latencies].sort(([a], [b]) => a.localeCompare(b));
const total = rows.reduce((sum, [, list]) => sum + list.length, 0);
say('');
say(`${total} requests in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(1)} per second)`);
say('');
say(`  ${'operation'.padEnd(26)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
for (const [op, list] of rows) {
  const sorted = [...list].sort((a, b) => a - b);
  say(`  ${op.padEnd(26)} ${String(list.length).padStart(6)} ${percentile(sorted, 50).toFixed(0).padStart(8)} ${percentile(sorted, 95).toFixed(0).padStart(8)}`);
}
say('');
say(`Expected refusals: ${refusals.size ? [...refusals].map(([k, n]) => `${n} ${k}`).join(', ') : 'none'}`);
const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
say(`Unexpected errors: ${errorCount}`);
if (ranOut.length) say(`Redeemers ${ranOut.join(', ')} used up their ${ACCOUNTS_PER_REDEEMER} accounts before the end.`);
for (const [key, n] of errors) say(`  ${n} × ${key}: ${firstMessages.get(key) ?? ''}`);

const lost = await lostWrites();
say(`Writes checked: ${redeemed.size} redemptions, ${saves.length} article saves, ${answers.length} ticket answers; lost: ${lost.length}`);
for (const line of lost.slice(0, 20)) say(`  ✘ ${line}`);

await closeAll();
await closeSeed();
process.exit(errorCount || lost.length ? 1 : 0);
