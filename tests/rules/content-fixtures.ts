/**
 * Valid library records as the admin screens save them (common/content.ts shapes), and the writes
 * the web app makes for records addressed by slug: the record and its slug document in one batch
 * (common/content.ts SlugDoc). Shared by the permission table and the content rules tests.
 */
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, type ContentDoc, type ContentKind, type SlugDoc, type SlugKind } from '@common/content';
import { contentDoc, isSlugKind, slugEntryOf, summaryOf } from '@common/content-docs';

type Data = Record<string, unknown>;

/** The created time of seeded records (written with rules off). */
export const SEEDED_AT = new Date('2025-01-15T12:00:00Z');

/** The uid of the rules tests' admin (permissions.ts ACTOR_AUTH.admin), who wrote the valid records last. */
export const WRITER_UID = 'admin-uid';

/**
 * A valid record of each kind (declared fields, those not given empty); `created_at` as seeded (a
 * create sends serverTimestamp()), published since then.
 */
export const VALID: { [K in ContentKind]: ContentDoc<K, Date> } = {
  articles: contentDoc('articles', {
    slug: 'managing-back-pain',
    title: 'Managing back pain',
    excerpt: 'What helps, and when to see someone.',
    content: '<p>Move a little every day.</p>',
    image: 'https://example.com/images/back-pain.png',
    category: 'Pain Conditions',
    author: 'Pain Medicine Consultants',
    published_at: SEEDED_AT,
    created_at: SEEDED_AT,
    updated_by: WRITER_UID,
  }),
  publications: contentDoc('publications', {
    title: 'A study of chronic pain',
    journal: 'Pain Journal',
    year: '2024',
    authors: ['A. Author', 'B. Author'],
    abstract: 'We looked at many patients.',
    pdf_path: 'publications/publication-1/paper.pdf',
    published_at: SEEDED_AT,
    created_at: SEEDED_AT,
    updated_by: WRITER_UID,
  }),
  resources: contentDoc('resources', {
    slug: 'stretching',
    title: 'Stretching',
    description: 'Gentle stretches for every morning.',
    content: '<p>Hold each stretch for 30 seconds.</p>',
    category: 'Exercise & Physical Therapy',
    thumbnail: 'https://example.com/images/stretching.png',
    download_path: 'resources/resource-1/handout.pdf',
    published_at: SEEDED_AT,
    created_at: SEEDED_AT,
    updated_by: WRITER_UID,
  }),
  products: contentDoc('products', {
    slug: 'heat-wrap',
    name: 'Heat wrap',
    description: '<p>Warmth for <strong>eight hours</strong>.</p>',
    category: 'Pain Relief Devices',
    price: '$19.99',
    image: 'https://example.com/images/heat-wrap.png',
    affiliate_link: 'https://example.com/products/heat-wrap',
    published_at: SEEDED_AT,
    created_at: SEEDED_AT,
    updated_by: WRITER_UID,
  }),
};

/**
 * What a save stamps on a record stored at `version`: the next version and the
 * server's time. The valid records are stored at version 0 (as the seed writes them).
 */
export function nextSave(version = 0): Data {
  return { version: version + 1, updated_at: serverTimestamp() };
}

/** A valid record of `collection` with `changes`; a create gets the server time and version 1 unless changed. */
export function record(collection: ContentKind, changes: Data = {}, { create = false } = {}): Data {
  return { ...VALID[collection], ...(create ? { created_at: serverTimestamp(), ...nextSave() } : {}), ...changes };
}

export function slugEntry(kind: SlugKind, slug: string, recordId: string): SlugDoc {
  return slugEntryOf(kind, slug, recordId)!.data;
}

type Firestore = ReturnType<RulesTestContext['firestore']>;

const slugRef = (db: Firestore, kind: SlugKind, slug: string) => db.collection(COLLECTIONS.slugs).doc(slugEntryOf(kind, slug, '')!.id);

const isKind = (collection: string): collection is ContentKind => collection in CONTENT_KINDS;
/** The summary document of a record, or null for a collection that is no content kind. */
export function summaryRef(db: Firestore, collection: string, id: string) {
  return isKind(collection) ? db.collection(CONTENT_KINDS[collection].summary.collection).doc(id) : null;
}

/**
 * Creates a record as the admin screens do: with its summary, and its slug document when its kind
 * has slugs. `summaryChanges` tamper with the summary (the rules must refuse a disagreeing one).
 */
export function createRecord(db: Firestore, collection: string, id: string, data: Data, { withSummary = true, summaryChanges = {} as Data } = {}): Promise<void> {
  const batch = db.batch();
  batch.set(db.collection(collection).doc(id), data);
  const summary = summaryRef(db, collection, id);
  if (summary && withSummary) batch.set(summary, { ...summaryOf(collection as ContentKind, data), ...summaryChanges });
  if (isSlugKind(collection)) batch.set(slugRef(db, collection, String(data.slug)), slugEntry(collection, String(data.slug), id));
  return batch.commit();
}

/**
 * Updates a record as the admin screens do: with the next save's stamps (of a record stored at
 * version 0 unless `changes` says otherwise); when the slug changes, the new slug document is
 * created and the old one deleted in the same batch.
 */
export function updateRecord(db: Firestore, collection: string, id: string, changes: Data, oldSlug?: string, { withSummary = true } = {}): Promise<void> {
  const batch = db.batch();
  const saved = { ...nextSave(), ...changes };
  batch.update(db.collection(collection).doc(id), saved);
  const summary = summaryRef(db, collection, id);
  if (summary && withSummary) batch.update(summary, summaryOf(collection as ContentKind, saved));
  if (isSlugKind(collection) && typeof changes.slug === 'string' && oldSlug !== undefined && changes.slug !== oldSlug) {
    batch.set(slugRef(db, collection, changes.slug), slugEntry(collection, changes.slug, id));
    batch.delete(slugRef(db, collection, oldSlug));
  }
  return batch.commit();
}

/** Deletes a record as the admin screens do: with its summary and slug document. */
export function deleteRecord(db: Firestore, collection: string, id: string, slug?: string, { withSummary = true } = {}): Promise<void> {
  const batch = db.batch();
  batch.delete(db.collection(collection).doc(id));
  const summary = summaryRef(db, collection, id);
  if (summary && withSummary) batch.delete(summary);
  if (isSlugKind(collection) && slug !== undefined) batch.delete(slugRef(db, collection, slug));
  return batch.commit();
}

/** Puts a record (and, for slug kinds, its slug document) in place with the Firestore given (rules off). */
export async function putRecord(db: Firestore, collection: string, id: string, data: Data, { withSlugDoc = true } = {}): Promise<void> {
  await db.collection(collection).doc(id).set(data);
  await summaryRef(db, collection, id)?.set(summaryOf(collection as ContentKind, data));
  if (withSlugDoc && isSlugKind(collection)) {
    await slugRef(db, collection, String(data.slug)).set(slugEntry(collection, String(data.slug), id));
  }
}
