/**
 * Who may do what from a client, per collection (docs/decisions/0001-backend-enforces-security.md).
 * One table for the rules tests and for any generated/fuzz test: every collection × actor ×
 * operation is a cell. Each new collection adds its row here, and the rules test asserts every
 * cell.
 */
import { serverTimestamp } from 'firebase/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, slugDocId, UPLOADS } from '@common/content';
import { summaryOf } from '@common/content-docs';
import { CONTENT_VERSIONS_DOC, historyDocId } from '@common/documents';
import { unusedCodeDoc } from '@common/membership';
import type { Role } from '@common/roles';
import { nextSave, record, slugEntry, VALID } from './content-fixtures';
import { removeCounted, saveCounted, savedCountPath, savedItem, savedItemsPath } from './saved-fixtures';
import { followUpWrite, MEMBER_NOTE_ENTRIES, MEMBER_THREAD, sendCountedTicket, sendFollowUp } from './support-fixtures';

/**
 * `singleFactorAdmin`: a staff account signed in with its password alone, no second factor. The
 * rules take such a token as a member's (staff are readers too), never as staff's.
 */
export const ACTORS = ['guest', 'nonMember', 'member', 'singleFactorAdmin', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** The signed-in identity of each actor (guest: none); `secondFactor`: signed in with an SMS code too. */
export const ACTOR_AUTH: Record<Actor, { uid: string; email: string; role?: Role; secondFactor?: boolean } | null> = {
  guest: null,
  nonMember: { uid: 'non-member-uid', email: 'nonmember@rules.test' },
  member: { uid: 'member-uid', email: 'member@rules.test', role: 'member' },
  singleFactorAdmin: { uid: 'single-factor-admin-uid', email: 'single-factor-admin@rules.test', role: 'admin' },
  admin: { uid: 'admin-uid', email: 'admin@rules.test', role: 'admin', secondFactor: true },
};

/**
 * The `firebase` claim of an ID token after a password sign-in, as the Auth service issues it: a
 * sign-in completed with an SMS code names its second factor. Every rules test token takes it from here.
 */
export function signInClaim(secondFactor: boolean) {
  return { firebase: { sign_in_provider: 'password' as const, identities: {}, ...(secondFactor ? { sign_in_second_factor: 'phone' } : {}) } };
}

/**
 * Which document get/update/delete aim at. `own`: the actor's own document (users/{uid}; a guest
 * aims at the member's); `fixed`: one seeded document; `create`: the data a create sends.
 */
export interface CollectionUnderTest {
  target: 'own' | { fixed: string };
  /** Seeded (with rules off) before every test. */
  seed: (uid: string) => Record<string, unknown>;
  /** What a create/update sends (a function: built for the target's uid, e.g. a ticket's user_id). */
  write: Record<string, unknown> | ((uid: string) => Record<string, unknown>);
  /** What an update sends, when it differs from `write` (an admin's ticket update). */
  update?: Record<string, unknown> | ((uid: string) => Record<string, unknown>);
  /**
   * Other documents in place before every cell (path -> data), e.g. the record a slug document
   * names. Records of slug kinds (articles, resources, products) are seeded with their slug
   * document, and create/delete write it in the same batch, as the admin screens do
   * (content-fixtures.ts).
   */
  fixtures?: Record<string, Record<string, unknown>>;
  /**
   * How `list` queries: 'all' (the whole collection, the default), 'own' (where user_id == the
   * actor's uid, as the dashboard's "Your requests" does; a guest filters on the member's uid) or
   * 'published' (library content: where published_at <= now, as members' lists ask).
   */
  list?: 'all' | 'own' | 'published';
  /**
   * How a create is written when the portal writes more with it (a support request or follow-up
   * goes with the day's count): the actor's client, the target id, the data, the actor's uid.
   */
  create?: (db: RulesFirestore, id: string, data: Record<string, unknown>, uid: string) => Promise<unknown>;
  /** How an update is written when the portal writes more with it (a saved-items count moves with a save). */
  change?: (db: RulesFirestore, id: string) => Promise<unknown>;
  /** How a delete is written when the portal writes more with it (a saved item goes with its count). */
  remove?: (db: RulesFirestore, id: string) => Promise<unknown>;
}

type RulesFirestore = ReturnType<import('@firebase/rules-unit-testing').RulesTestContext['firestore']>;

/** When the seeded day of support messages began: an hour ago (the day is still on). */
const SUPPORT_DAY_START = new Date(Date.now() - 60 * 60 * 1000);

const profile = (uid: string) => ({
  email: `${uid}@rules.test`,
  name: 'Pat Example',
  role: 'member',
  membership_code: '4321',
});

const SLUG_OWNER = 'slug-owner';

/** The history of article-1 and its revisions (the subcollection's table key is its path). */
const ARTICLE_HISTORY = historyDocId(COLLECTIONS.articles, 'article-1');
export const ARTICLE_REVISIONS = `${COLLECTIONS.contentHistory}/${ARTICLE_HISTORY}/${SUBCOLLECTIONS.historyVersions}`;
const revision = (version: number) => ({
  change: 'updated',
  version,
  actor_uid: 'admin-uid',
  at: new Date(0),
  fields: ['title'],
  data: { ...record(COLLECTIONS.articles), version },
  audit_id: `event-${version}`,
});
const OWNED_SLUG = 'slug-under-test';

/** The member's saved items: the table's other actors aim at the member's list. */
export const MEMBER_SAVED = savedItemsPath('member-uid');
export { savedItem };
/** Reading progress of article-1 (published: its summary is a fixture) as a detail page writes it. */
export const progressOf = (changes: Record<string, unknown> = {}) => ({
  kind: COLLECTIONS.articles,
  id: 'article-1',
  slug: VALID.articles.slug,
  title: VALID.articles.title,
  position: 0.4,
  updated_at: serverTimestamp(),
  ...changes,
});
export const ARTICLE_1_SUMMARY = { [`${COLLECTIONS.articleSummaries}/article-1`]: summaryOf('articles', record(COLLECTIONS.articles)) };

export const COLLECTIONS_UNDER_TEST: Record<string, CollectionUnderTest> = {
  [COLLECTIONS.users]: {
    target: 'own',
    seed: profile,
    write: { email: 'x@rules.test', name: 'X', role: 'admin', membership_code: '1234' },
  },
  [COLLECTIONS.membershipCodes]: {
    target: { fixed: '4321' },
    seed: () => ({ ...unusedCodeDoc('4321', new Date(0)) }),
    write: { code: '4321', is_used: true, assigned_to: 'member-uid', assigned_user: { email: 'm@rules.test' } },
  },
  [COLLECTIONS.codeAttempts]: {
    target: { fixed: 'account_member-uid' },
    seed: () => ({ failures: [1, 2, 3] }),
    write: { failures: [] },
  },
  // A keyed callable's key of the member's (idempotency.test.ts tries each actor's own).
  [COLLECTIONS.idempotencyKeys]: {
    target: { fixed: 'key-of-member' },
    seed: () => ({ callable: 'generateMembershipCodes', uid: 'member-uid', state: 'done', result: '{"codes":["1234"]}' }),
    write: { callable: 'generateMembershipCodes', uid: 'member-uid', state: 'done', result: '{"codes":["9999"]}' },
  },
  // Insights: ids and fields as the functions write them (functions/src/insights/counting.ts).
  [COLLECTIONS.insightCounts]: {
    target: { fixed: '2026-01-05__articles__article-1__0' },
    seed: () => ({ day: '2026-01-05', kind: 'articles', id: 'article-1', opened: 3 }),
    write: { day: '2026-01-05', kind: 'articles', id: 'article-1', opened: 99 },
  },
  [COLLECTIONS.insightTotals]: {
    target: { fixed: '2026-01-05__articles__0' },
    seed: () => ({ day: '2026-01-05', kind: 'articles', opened: 3 }),
    write: { day: '2026-01-05', kind: 'articles', opened: 99 },
  },
  [COLLECTIONS.insightMarkers]: {
    target: { fixed: 'a'.repeat(64) },
    seed: () => ({ expire_at: new Date(0) }),
    write: { expire_at: new Date(0) },
  },
  [COLLECTIONS.insightSearches]: {
    target: { fixed: 'b'.repeat(64) },
    seed: () => ({ query: 'knee brace', days: { '2026-01-05': 2 }, last_day: '2026-01-05', expire_at: new Date(0) }),
    write: { query: 'knee brace', days: { '2026-01-05': 99 }, last_day: '2026-01-05', expire_at: new Date(0) },
  },
  // Content: a create sends a whole valid record (created now; a publication's published date is
  // the admin's choice), an update changes one text field.
  [COLLECTIONS.articles]: {
    target: { fixed: 'article-1' },
    seed: () => record(COLLECTIONS.articles),
    list: 'published',
    write: record(COLLECTIONS.articles, {}, { create: true }),
    update: { title: 'Changed', ...nextSave() },
  },
  [COLLECTIONS.publications]: {
    target: { fixed: 'publication-1' },
    seed: () => record(COLLECTIONS.publications),
    list: 'published',
    write: record(COLLECTIONS.publications, { created_at: new Date('2024-03-01T12:00:00Z'), ...nextSave() }),
    update: { title: 'Changed', ...nextSave() },
  },
  [COLLECTIONS.resources]: {
    target: { fixed: 'resource-1' },
    seed: () => record(COLLECTIONS.resources),
    list: 'published',
    write: record(COLLECTIONS.resources, {}, { create: true }),
    update: { title: 'Changed', ...nextSave() },
  },
  [COLLECTIONS.products]: {
    target: { fixed: 'product-1' },
    seed: () => record(COLLECTIONS.products),
    list: 'published',
    write: record(COLLECTIONS.products, {}, { create: true }),
    update: { name: 'Changed', ...nextSave() },
  },
  // Summaries: the summary of a stored record. A create puts back one that agrees with
  // the record; an update changes a copied field alone, so it no longer agrees.
  ...Object.fromEntries(
    CONTENT_KIND_NAMES.map((kind) => {
      const id = `${kind}-summary-1`;
      const summary = summaryOf(kind, record(kind));
      return [
        CONTENT_KINDS[kind].summary.collection,
        { target: { fixed: id }, seed: () => summary, write: summary, update: { version: 7 }, list: 'published', fixtures: { [`${kind}/${id}`]: record(kind) } },
      ];
    }),
  ),
  // The slug index: the slug document of an article that uses the slug. A create puts it back (the
  // article uses it, so that is allowed); an update tries to hand it to another record.
  [COLLECTIONS.slugs]: {
    target: { fixed: slugDocId('articles', OWNED_SLUG) },
    seed: () => ({ ...slugEntry('articles', OWNED_SLUG, SLUG_OWNER) }),
    write: { ...slugEntry('articles', OWNED_SLUG, SLUG_OWNER) },
    update: { record_id: 'article-1' },
    fixtures: { [`${COLLECTIONS.articles}/${SLUG_OWNER}`]: { ...VALID.articles, slug: OWNED_SLUG } },
  },
  [COLLECTIONS.supportTickets]: {
    // Each actor has a ticket of their own (id = uid, user_id = uid); a create sends a valid ticket.
    target: 'own',
    seed: (uid) => ({ ...validTicket(uid), created_at: new Date(0), updated_at: new Date(0) }),
    write: (uid) => validTicket(uid),
    // What the Support Tickets screen sent for Mark Resolved before it moved to updateSupportTicket.
    update: { status: 'resolved', updated_at: serverTimestamp(), responded_at: serverTimestamp() },
    list: 'own',
    // As the Contact Support form sends it: with the day's count (support-fixtures.ts).
    create: (db, id, data, uid) => sendCountedTicket(db, uid, id, data),
  },
  // The thread of the member's ticket: a follow-up is sent as /support/{id} sends it (the message,
  // the ticket's update naming it, the day's count); an update tries to rewrite a staff reply.
  [MEMBER_THREAD]: {
    target: { fixed: 'message-1' },
    seed: () => ({ from: 'staff', author_uid: 'admin-uid', author_name: 'Dana Admin', text: 'We called you back.', created_at: new Date(0) }),
    write: (uid) => followUpWrite(uid),
    update: { text: 'Changed' },
    fixtures: { [`${COLLECTIONS.supportTickets}/member-uid`]: { ...validTicket('member-uid'), created_at: new Date(0), updated_at: new Date(0) } },
    create: (db, id, data, uid) => sendFollowUp(db, uid, 'member-uid', `${id}-new`, { message: { ...data, author_uid: uid }, status: 'open' }),
  },
  // Internal notes of the member's ticket: staff only, written by answerSupportTicket.
  [MEMBER_NOTE_ENTRIES]: {
    target: { fixed: 'entry-1' },
    seed: () => ({ author_uid: 'admin-uid', author_name: 'Dana Admin', text: 'Checked the billing system.', created_at: new Date(0) }),
    write: { author_uid: 'admin-uid', author_name: 'Dana Admin', text: 'Mine.', created_at: serverTimestamp() },
  },
  // Each person's day of support messages: written with each request or follow-up (tickets.test.ts
  // has what is refused); an update is the next count of the same day.
  [COLLECTIONS.supportLimits]: {
    target: 'own',
    seed: () => ({ window_start: SUPPORT_DAY_START, count: 1, last: 'ticket-0' }),
    write: { window_start: serverTimestamp(), count: 1, last: 'ticket-1' },
    update: { window_start: SUPPORT_DAY_START, count: 2, last: 'ticket-2' },
  },
  // Outgoing e-mail: the backend's only.
  [COLLECTIONS.mail]: {
    target: { fixed: 'mail-1' },
    seed: () => ({ to: 'member@rules.test', message: { subject: 'Reply', text: 'A reply is waiting.', html: '<p>A reply is waiting.</p>' } }),
    write: { to: 'someone@rules.test', message: { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' } },
  },
  // Staff notes of the member's ticket (id = the ticket's).
  [COLLECTIONS.ticketNotes]: {
    target: { fixed: 'member-uid' },
    seed: () => ({ notes: 'Called back.', updated_by: 'admin-uid', updated_at: new Date(0) }),
    write: { notes: 'Called back.', updated_by: 'admin-uid', updated_at: serverTimestamp() },
  },
  // A record's history: the backend's only; an update tries to rewrite a revision.
  [COLLECTIONS.contentHistory]: {
    target: { fixed: ARTICLE_HISTORY },
    seed: () => ({ target_kind: COLLECTIONS.articles, target_id: 'article-1', deleted_at: null, updated_at: new Date(0) }),
    write: { target_kind: COLLECTIONS.articles, target_id: 'article-1', deleted_at: new Date(), updated_at: new Date() },
  },
  [ARTICLE_REVISIONS]: {
    target: { fixed: 'event-2' },
    seed: () => revision(2),
    write: revision(3),
    update: { fields: [], data: null },
  },
  // A member's saved items: a create saves a record with the count one up, a delete removes it with
  // the count one down (saved-fixtures.ts), an update tries to move the saved time.
  [MEMBER_SAVED]: {
    target: { fixed: 'articles__article-1' },
    seed: () => ({ kind: COLLECTIONS.articles, id: 'article-1', saved_at: new Date(0) }),
    write: savedItem('articles', 'article-1'),
    update: { saved_at: serverTimestamp() },
    fixtures: { [savedCountPath('member-uid')]: { count: 1, last: '' } },
    create: (db, id, data) => saveCounted(db, 'member-uid', id, data),
    remove: (db, id) => removeCounted(db, 'member-uid', id),
  },
  // Each actor's own count of saved items: it moves only with a save (create: the first save; update:
  // the next) or a removal (saved.test.ts); it is never deleted.
  [COLLECTIONS.savedItems]: {
    target: 'own',
    seed: () => ({ count: 1, last: 'articles__article-0' }),
    write: { count: 1, last: 'articles__article-1' },
    create: (db, id) => saveCounted(db, id, 'articles__article-1', savedItem('articles', 'article-1')),
    change: (db, id) => saveCounted(db, id, 'articles__article-2', savedItem('articles', 'article-2')),
  },
  // Continue reading: each actor's own document, about article-1, which is published.
  [COLLECTIONS.readingProgress]: {
    target: 'own',
    seed: () => ({ ...progressOf(), updated_at: new Date(0) }),
    write: progressOf(),
    update: progressOf({ position: 0.6 }),
    fixtures: ARTICLE_1_SUMMARY,
  },
  // The content versions (one document; the content trigger raises its counters).
  [COLLECTIONS.contentVersions]: {
    target: { fixed: CONTENT_VERSIONS_DOC },
    seed: () => ({ changed_at: { articles: new Date(0), products: new Date(0) } }),
    write: { changed_at: { articles: new Date() } },
  },
};

/**
 * A ticket as the dashboard's Contact Support modal sends it
 * (docs/decisions/0010-support-conversations-and-mail.md).
 */
export function validTicket(uid: string): Record<string, unknown> {
  return {
    user_id: uid,
    subject: 'Question about my appointment',
    message: 'Could someone call me back about my next visit?',
    status: 'open',
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
    responded_at: null,
  };
}

const none = { get: false, list: false, create: false, update: false, delete: false };
const readAll = { ...none, get: true, list: true };
const all = { get: true, list: true, create: true, update: true, delete: true };
const memberReadAdminWrite = { guest: none, nonMember: none, member: readAll, singleFactorAdmin: readAll, admin: all };

/**
 * true: the operation must succeed; false: it must be refused. A staff member signed in without the
 * second factor (singleFactorAdmin) keeps a member's rights, on their own documents, and none of staff's.
 */
export const PERMISSIONS: Record<string, Record<Actor, Record<Operation, boolean>>> = {
  // People read only their own profile; admins read all; nobody writes (roles live there).
  [COLLECTIONS.users]: {
    guest: none,
    nonMember: { ...none, get: true },
    member: { ...none, get: true },
    singleFactorAdmin: { ...none, get: true },
    admin: readAll,
  },
  // Members never read codes (docs/decisions/0002-membership-codes.md); no client writes one.
  [COLLECTIONS.membershipCodes]: {
    guest: none,
    nonMember: none,
    member: none,
    singleFactorAdmin: none,
    admin: readAll,
  },
  // Guess-budget counters: no client access at all.
  [COLLECTIONS.codeAttempts]: {
    guest: none,
    nonMember: none,
    member: none,
    singleFactorAdmin: none,
    admin: none,
  },
  // Idempotency keys of the keyed callables: server only, the caller's own included.
  [COLLECTIONS.idempotencyKeys]: {
    guest: none,
    nonMember: none,
    member: none,
    singleFactorAdmin: none,
    admin: none,
  },
  // Insights: staff read the day counts; nobody else reads anything; only the functions write.
  [COLLECTIONS.insightCounts]: { guest: none, nonMember: none, member: none, singleFactorAdmin: none, admin: readAll },
  [COLLECTIONS.insightTotals]: { guest: none, nonMember: none, member: none, singleFactorAdmin: none, admin: readAll },
  [COLLECTIONS.insightMarkers]: { guest: none, nonMember: none, member: none, singleFactorAdmin: none, admin: none },
  [COLLECTIONS.insightSearches]: { guest: none, nonMember: none, member: none, singleFactorAdmin: none, admin: none },
  // Library content: members and admins read; admins create, update and delete (valid records,
  // slug documents in the same batch: content.test.ts has what is refused).
  [COLLECTIONS.articles]: memberReadAdminWrite,
  [COLLECTIONS.publications]: memberReadAdminWrite,
  [COLLECTIONS.resources]: memberReadAdminWrite,
  [COLLECTIONS.products]: memberReadAdminWrite,
  // Their summaries: read like them; an admin writes one only as it agrees with its record (in the
  // record's batch; content.test.ts), and deletes it only with the record.
  ...Object.fromEntries(
    CONTENT_KIND_NAMES.map((kind) => [CONTENT_KINDS[kind].summary.collection, { guest: none, nonMember: none, member: readAll, singleFactorAdmin: readAll, admin: { ...readAll, create: true } }]),
  ),
  // The slug index: admins only. A slug document is never changed, and not deleted while its
  // record still uses the slug (deleting a released one: content.test.ts).
  [COLLECTIONS.slugs]: {
    guest: none,
    nonMember: none,
    member: none,
    singleFactorAdmin: none,
    admin: { ...readAll, create: true },
  },
  // Members create tickets and read their own (list filtered to their uid); admins read all; status
  // and notes change only through updateSupportTicket (tickets.test.ts); nobody deletes.
  [COLLECTIONS.supportTickets]: {
    guest: none,
    nonMember: none,
    member: { ...readAll, create: true },
    singleFactorAdmin: { ...readAll, create: true },
    admin: { ...readAll, create: true },
  },
  // Staff-only ticket notes: admins read; only the backend writes.
  [COLLECTIONS.ticketNotes]: {
    guest: none,
    nonMember: none,
    member: none,
    singleFactorAdmin: none,
    admin: readAll,
  },
  // A ticket's thread: its member and staff read it; the member adds follow-ups (with the ticket's
  // update and the day's count); staff replies come from answerSupportTicket; nobody changes one.
  [MEMBER_THREAD]: {
    guest: none,
    nonMember: none,
    member: { ...readAll, create: true },
    singleFactorAdmin: none,
    admin: readAll,
  },
  // Internal notes in the thread: staff read, the backend writes.
  [MEMBER_NOTE_ENTRIES]: {
    guest: none,
    nonMember: none,
    member: none,
    singleFactorAdmin: none,
    admin: readAll,
  },
  // The day's count: its own person (members and admins) reads and raises it; nobody lists or deletes.
  [COLLECTIONS.supportLimits]: {
    guest: none,
    nonMember: none,
    member: { ...none, get: true, create: true, update: true },
    singleFactorAdmin: { ...none, get: true, create: true, update: true },
    admin: { ...none, get: true, create: true, update: true },
  },
  // Outgoing e-mail: no client at all.
  [COLLECTIONS.mail]: {
    guest: none,
    nonMember: none,
    member: none,
    singleFactorAdmin: none,
    admin: none,
  },
  // Revisions: admins read a record's history (also of a deleted record); only the backend writes it.
  [COLLECTIONS.contentHistory]: {
    guest: none,
    nonMember: none,
    member: none,
    singleFactorAdmin: none,
    admin: readAll,
  },
  [ARTICLE_REVISIONS]: {
    guest: none,
    nonMember: none,
    member: none,
    singleFactorAdmin: none,
    admin: readAll,
  },
  // Saved items: the member reads, lists, saves and removes their own; nobody else reads them, admins
  // included; nobody changes one (saved.test.ts: shapes, other people's lists, the limit).
  [MEMBER_SAVED]: {
    guest: none,
    nonMember: none,
    member: { ...all, update: false },
    singleFactorAdmin: none,
    admin: none,
  },
  // The count of saved items: each member (admins too) reads their own and moves it with a save;
  // nobody lists or deletes one; a signed-in non-member keeps none.
  [COLLECTIONS.savedItems]: {
    guest: none,
    nonMember: none,
    member: { ...none, get: true, create: true, update: true },
    singleFactorAdmin: { ...none, get: true, create: true, update: true },
    admin: { ...none, get: true, create: true, update: true },
  },
  // Reading progress: each member (admins too) their own; a signed-in non-member nothing; nobody lists.
  [COLLECTIONS.readingProgress]: {
    guest: none,
    nonMember: none,
    member: { ...all, list: false },
    singleFactorAdmin: { ...all, list: false },
    admin: { ...all, list: false },
  },
  // Content versions: members and admins read the one document (not list it); only the backend writes.
  [COLLECTIONS.contentVersions]: {
    guest: none,
    nonMember: none,
    member: { ...none, get: true },
    singleFactorAdmin: { ...none, get: true },
    admin: { ...none, get: true },
  },
};

// ---- Storage ---------------------------------------------------------------------------------

/**
 * The Storage folders of the content kinds, each with an existing file that get/list/update/delete
 * aim at and what a create/update uploads. `upload` names the UPLOADS entry the folder obeys.
 */
export interface StoragePathUnderTest {
  upload: keyof typeof UPLOADS;
  /** The folder (a concrete instance of the rules' match path). */
  folder: string;
  /** A file in place before every cell. */
  existing: string;
  contentType: string;
}

export const STORAGE_PATHS_UNDER_TEST: Record<string, StoragePathUnderTest> = {
  'publications/{pubId}/{file}': {
    upload: 'publicationPdf',
    folder: `${UPLOADS.publicationPdf.folder}/publication-1`,
    existing: 'paper.pdf',
    contentType: 'application/pdf',
  },
  'resources/{resourceId}/{file}': {
    upload: 'resourceFile',
    folder: `${UPLOADS.resourceFile.folder}/resource-1`,
    existing: 'handout.pdf',
    contentType: 'application/pdf',
  },
  'images/{kind}/{docId}/{file}': {
    upload: 'image',
    folder: `${UPLOADS.image.folder}/articles/article-1`,
    existing: 'cover.png',
    contentType: 'image/png',
  },
};

/**
 * Storage cells: get = metadata/download, list = the folder, create = a new file, update = overwrite.
 * Staff upload new files and delete them; nobody overwrites one, admins included (a replacement is
 * a new object under a new name). Member files are read by staff only; members get them from the
 * file endpoint (docs/decisions/0005-file-endpoint-instead-of-storage-links.md).
 */
const staffUploads = { ...all, update: false };
const staffOnly = { guest: none, nonMember: none, member: none, singleFactorAdmin: none, admin: staffUploads };

export const STORAGE_PERMISSIONS: Record<string, Record<Actor, Record<Operation, boolean>>> = {
  'publications/{pubId}/{file}': staffOnly,
  'resources/{resourceId}/{file}': staffOnly,
  'images/{kind}/{docId}/{file}': { guest: none, nonMember: none, member: readAll, singleFactorAdmin: readAll, admin: staffUploads },
};
