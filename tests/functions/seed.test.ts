import { afterAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { COLLECTIONS } from '@common/collections';
import { ARTICLE_CATEGORIES, CONTENT_KIND_NAMES, CONTENT_KINDS, PRODUCT_CATEGORIES, RESOURCE_CATEGORIES, SLUG_KINDS, slugDocId, STORED_PICTURE, UPLOADS } from '@common/content';
import { summaryOf } from '@common/content-docs';
import { CODE_PATTERN } from '@common/membership';
import { DEFAULT_PRACTICE } from '@common/practice';
import { ROLE_CLAIM } from '@common/roles';
import { SLUG_PATTERN, slugify } from '@common/slug';
import { closeSeed, listUnusedCodes, seed, seedApp } from '../../emulators/seeding/demo-seed';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_NON_MEMBER, DEMO_UNUSED_CODES } from '../../emulators/demo-accounts';
import {
  SEED_ARTICLES,
  SEED_PRODUCTS,
  SEED_PUBLICATIONS,
  SEED_RESOURCES,
  SEED_REVIEWS,
  DUE_SOON_REVIEW,
  OVERDUE_REVIEW,
  publicationPdf,
  resourceHandoutPdf,
  seedImagePath,
} from '../../emulators/seed/content';

/**
 * Every document of every top-level collection, by path; but those the triggers fill a moment after
 * the seed's writes (audit_log, content_versions and content_history: tests/functions/audit.test.ts and
 * history.test.ts cover them; mail).
 */
async function firestoreSnapshot(db: Firestore) {
  const docs: Record<string, unknown> = {};
  for (const collection of await db.listCollections()) {
    // Written by the backend's triggers after the seed's writes, at their own time (the audit trail,
    // the members' content counters, the revisions, queued e-mail): not the seed's own documents.
    if (([COLLECTIONS.auditLog, COLLECTIONS.contentVersions, COLLECTIONS.contentHistory, COLLECTIONS.mail] as string[]).includes(collection.id)) continue;
    for (const doc of (await collection.get()).docs) docs[doc.ref.path] = doc.data();
  }
  return docs;
}

/** Every Storage object with what would change on a re-upload (generation, hash, tokens). */
async function storageSnapshot() {
  const [files] = await getStorage(seedApp()).bucket().getFiles();
  return Object.fromEntries(
    files.map((f) => [
      f.name,
      { generation: f.metadata.generation, md5: f.metadata.md5Hash, type: f.metadata.contentType, meta: f.metadata.metadata ?? {} },
    ]),
  );
}

const bucket = () => getStorage(seedApp()).bucket();

async function download(path: string): Promise<Buffer> {
  const [bytes] = await bucket().file(path).download();
  return bytes;
}

/** Each value of `categories` appears at least `min` times, and nothing else appears. */
function expectCategories(docs: { category?: unknown }[], categories: readonly string[], min: number) {
  for (const c of categories) expect(docs.filter((d) => d.category === c).length, c).toBeGreaterThanOrEqual(min);
  for (const d of docs) expect(categories).toContain(d.category);
}

async function authSnapshot() {
  const { users } = await getAuth(seedApp()).listUsers(1000);
  return Object.fromEntries(
    users.map((u) => [
      u.uid,
      {
        email: u.email,
        name: u.displayName,
        verified: u.emailVerified,
        claims: u.customClaims ?? {},
        hash: u.passwordHash,
        factors: u.multiFactor?.enrolledFactors.map((f) => f.toJSON()) ?? [],
      },
    ]),
  );
}

describe('the demo seed (emulators/seeding/demo-seed.ts)', () => {
  afterAll(closeSeed);

  it('creates the demo accounts and codes, and a second run changes nothing', async () => {
    const first = await seed();
    const db = getFirestore(seedApp());
    const auth = getAuth(seedApp());

    const admin = await auth.getUserByEmail(DEMO_ADMIN.email);
    expect(admin.customClaims?.[ROLE_CLAIM]).toBe('admin');
    expect(admin.emailVerified).toBe(true);
    // Staff sign in with an SMS code: the demo admin's factor is the declared test number.
    expect(admin.multiFactor?.enrolledFactors).toEqual([expect.objectContaining({ factorId: 'phone', phoneNumber: DEMO_ADMIN.phoneNumber })]);
    expect((await db.collection(COLLECTIONS.users).doc(admin.uid).get()).get('role')).toBe('admin');

    const member = await auth.getUserByEmail(DEMO_MEMBER.email);
    expect(member.customClaims?.[ROLE_CLAIM]).toBe('member');
    expect(member.multiFactor?.enrolledFactors ?? []).toEqual([]);
    const profile = (await db.collection(COLLECTIONS.users).doc(member.uid).get()).data();
    expect(profile).toMatchObject({ email: DEMO_MEMBER.email, name: DEMO_MEMBER.name, role: 'member' });
    expect(profile?.membership_code).toBe(first.memberCode);
    const code = (await db.collection(COLLECTIONS.membershipCodes).doc(first.memberCode).get()).data();
    expect(code).toMatchObject({ code: first.memberCode, is_used: true, assigned_to: member.uid });
    expect(code?.used_at).toBeTruthy();

    const nonMember = await auth.getUserByEmail(DEMO_NON_MEMBER.email);
    expect(nonMember.customClaims?.[ROLE_CLAIM]).toBeUndefined();
    expect((await db.collection(COLLECTIONS.users).doc(nonMember.uid).get()).exists).toBe(false);

    const unused = await listUnusedCodes(DEMO_UNUSED_CODES + 100);
    expect(unused.length).toBeGreaterThanOrEqual(DEMO_UNUSED_CODES);
    for (const c of unused) expect(c).toMatch(CODE_PATTERN);
    expect(unused).not.toContain(first.memberCode);

    const authBefore = await authSnapshot();
    const docsBefore = await firestoreSnapshot(db);
    const filesBefore = await storageSnapshot();

    const second = await seed();
    expect(second.accounts).toEqual(first.accounts);
    expect(second.memberCode).toBe(first.memberCode);
    expect(second.createdCodes).toBe(0);
    expect(await authSnapshot()).toEqual(authBefore);
    expect(await firestoreSnapshot(db)).toEqual(docsBefore);
    expect(await storageSnapshot()).toEqual(filesBefore);
  });

  describe('the demo library', () => {
    const docs = async (collection: string) => (await getFirestore(seedApp()).collection(collection).get()).docs;

    it('runs the content modules in order', async () => {
      const result = await seed();
      expect(result.modules).toEqual(['library']);
    });

    it('writes beside every record its summary, published when it was written', async () => {
      for (const kind of CONTENT_KIND_NAMES) {
        const records = await docs(CONTENT_KINDS[kind].collection);
        const summaries = new Map((await docs(CONTENT_KINDS[kind].summary.collection)).map((d) => [d.id, d.data()]));
        expect([kind, summaries.size]).toEqual([kind, records.length]);
        for (const doc of records) {
          const data = doc.data();
          expect([doc.id, data.published_at?.toMillis()]).toEqual([doc.id, data.created_at.toMillis()]);
          expect(summaries.get(doc.id)).toEqual(summaryOf(kind, data));
        }
      }
    });

    it('has at least 12 articles, two per category, with covers uploaded to Storage', async () => {
      const articles = await docs(COLLECTIONS.articles);
      expect(articles.length).toBeGreaterThanOrEqual(12);
      expect(articles.map((d) => d.id).sort()).toEqual(SEED_ARTICLES.map((a) => a.id).sort());
      expectCategories(articles.map((d) => d.data()), ARTICLE_CATEGORIES, 2);
      const now = Date.now();
      for (const doc of articles) {
        const a = doc.data();
        expect(Object.keys(a).sort()).toEqual(['author', 'category', 'content', 'created_at', 'excerpt', 'image', 'published_at', 'references', 'review_due', 'reviewed_at', 'reviewed_by', 'slug', 'title', 'updated_at', 'updated_by', 'version']);
        expect(a.slug).toBe(slugify(a.title));
        expect(a.slug).toMatch(SLUG_PATTERN);
        expect(DEFAULT_PRACTICE.authors).toContain(a.author);
        expect(a.content).toMatch(/<h2>/);
        expect(a.content).toMatch(/<(ul|ol)>/);
        expect(a.created_at.toMillis()).toBeLessThan(now);
        const path = seedImagePath.article(doc.id);
        expect(path).toBe(`images/articles/${doc.id}/cover.webp`);
        expect(a.image).toMatch(new RegExp(`/v0/b/${bucket().name}/o/${encodeURIComponent(path)}\\?alt=media&token=[0-9a-f-]{36}$`));
        // The token URL works without signing in (images are fine by token,
        // docs/decisions/0005-file-endpoint-instead-of-storage-links.md).
        const response = await fetch(a.image);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(STORED_PICTURE.type);
        const bytes = Buffer.from(await response.arrayBuffer());
        // Stored as staff's uploads are: WebP, a few kB.
        expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 960, height: 504 });
        expect(bytes.length).toBeLessThan(12 * 1024);
      }
      expect(new Set(articles.map((d) => d.get('slug'))).size).toBe(articles.length);
      expect(new Set(articles.map((d) => d.get('created_at').toMillis())).size).toBe(articles.length);
    });

    it('has 6 publications over at least 3 years, each with its PDF uploaded (no public token)', async () => {
      const pubs = await docs(COLLECTIONS.publications);
      expect(pubs.map((d) => d.id).sort()).toEqual(SEED_PUBLICATIONS.map((p) => p.id).sort());
      expect(pubs).toHaveLength(6);
      expect(new Set(pubs.map((d) => d.get('year'))).size).toBeGreaterThanOrEqual(3);
      for (const doc of pubs) {
        const p = doc.data();
        const seeded = SEED_PUBLICATIONS.find((s) => s.id === doc.id)!;
        expect(p.year).toMatch(/^\d{4}$/);
        expect(String(p.created_at.toDate().getUTCFullYear())).toBe(p.year);
        expect(p.authors.length).toBeGreaterThan(0);
        expect(p.pdf_url).toBe('');
        expect(p.pdf_path).toBe(`publications/${doc.id}/paper.pdf`);
        const [meta] = await bucket().file(p.pdf_path).getMetadata();
        expect(UPLOADS.publicationPdf.contentTypes).toContain(meta.contentType);
        expect(meta.metadata?.firebaseStorageDownloadTokens).toBeUndefined();
        const bytes = await download(p.pdf_path);
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.equals(publicationPdf(seeded))).toBe(true);
        expect(bytes.toString('latin1')).toMatch(/%%EOF\n$/);
      }
    });

    it('has 6 resources over the three categories, some with an uploaded handout', async () => {
      const resources = await docs(COLLECTIONS.resources);
      expect(resources.map((d) => d.id).sort()).toEqual(SEED_RESOURCES.map((r) => r.id).sort());
      expectCategories(resources.map((d) => d.data()), RESOURCE_CATEGORIES, 2);
      const withDownload = resources.filter((d) => d.get('download_path'));
      expect(withDownload.length).toBeGreaterThan(0);
      expect(withDownload.length).toBeLessThan(resources.length);
      for (const doc of resources) {
        const r = doc.data();
        expect(r.slug).toBe(slugify(r.title));
        expect(r.thumbnail).toContain(encodeURIComponent(seedImagePath.resource(doc.id)));
        expect(r.download_url).toBe('');
        if (!r.download_path) continue;
        expect(r.download_path).toBe(`resources/${doc.id}/handout.pdf`);
        const bytes = await download(r.download_path);
        expect(bytes.equals(resourceHandoutPdf(SEED_RESOURCES.find((s) => s.id === doc.id)!)!)).toBe(true);
      }
    });

    it("gives staff's Review due screen work: a review overdue, one due within the window, records never reviewed", async () => {
      const reviewed = [...(await docs(COLLECTIONS.articles)), ...(await docs(COLLECTIONS.publications)), ...(await docs(COLLECTIONS.resources))];
      const now = Date.now();
      const windowEnd = now + DEFAULT_PRACTICE.reviewDueWindowDays * 24 * 60 * 60 * 1000;
      for (const doc of reviewed) {
        const review = SEED_REVIEWS[doc.id];
        if (!review) {
          expect([doc.get('reviewed_by'), doc.get('reviewed_at'), doc.get('review_due')]).toEqual(['', null, null]);
          continue;
        }
        expect(DEFAULT_PRACTICE.reviewers).toContain(doc.get('reviewed_by'));
        // Reviewed after it was written, in the past.
        expect(doc.get('reviewed_at').toMillis()).toBeGreaterThan(doc.get('created_at').toMillis());
        expect(doc.get('reviewed_at').toMillis()).toBeLessThan(now);
      }
      const due = (id: string) => reviewed.find((d) => d.id === id)!.get('review_due').toMillis();
      expect(due(OVERDUE_REVIEW)).toBeLessThan(now);
      expect(due(DUE_SOON_REVIEW)).toBeGreaterThan(now);
      expect(due(DUE_SOON_REVIEW)).toBeLessThan(windowEnd);
      expect(reviewed.filter((d) => d.get('reviewed_at') === null).length).toBeGreaterThan(0);
    });

    it('indexes the slug of every article, resource and product, and nothing else', async () => {
      const db = getFirestore(seedApp());
      const expected: Record<string, unknown> = {};
      for (const kind of SLUG_KINDS) {
        for (const doc of await docs(kind)) {
          expected[slugDocId(kind, doc.get('slug'))] = { kind, slug: doc.get('slug'), record_id: doc.id };
        }
      }
      expect(Object.keys(expected).length).toBe(SEED_ARTICLES.length + SEED_RESOURCES.length + SEED_PRODUCTS.length);
      const slugs = await db.collection(COLLECTIONS.slugs).get();
      expect(Object.fromEntries(slugs.docs.map((d) => [d.id, d.data()]))).toEqual(expected);
    });

    it('has 8 products, two per category, with example.com affiliate links', async () => {
      const products = await docs(COLLECTIONS.products);
      expect(products.map((d) => d.id).sort()).toEqual(SEED_PRODUCTS.map((p) => p.id).sort());
      expectCategories(products.map((d) => d.data()), PRODUCT_CATEGORIES, 2);
      for (const doc of products) {
        const p = doc.data();
        expect(p.slug).toBe(slugify(p.name));
        expect(p.affiliate_link).toBe(`https://example.com/products/${p.slug}`);
        expect(p.price).toMatch(/\$\d+\.\d{2}|Free/);
        expect(seedImagePath.product(doc.id)).toBe(`images/products/${doc.id}/image.webp`);
        expect(p.image).toContain(encodeURIComponent(seedImagePath.product(doc.id)));
        const [meta] = await bucket().file(seedImagePath.product(doc.id)).getMetadata();
        expect(meta.contentType).toBe(STORED_PICTURE.type);
      }
    });
  });
});
