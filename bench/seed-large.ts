/**
 * The large bench seed: on top of the demo seed (emulators/seed.ts, which it runs first), tops the
 * library up to 2,000 articles, 500 publications, 500 resources and 500 products, the membership
 * codes to 5,000 and the support tickets to 2,000. Written with the Admin SDK's BulkWriter;
 * records addressed by slug get their slugs/{kind}__{slug} document (common/content.ts).
 *
 * The demo member (the bench's member) also gets reading progress, half-way through a demo article,
 * so the dashboard the bench measures shows Continue reading (both sizes: run.ts adds it to the demo
 * seed too).
 *
 * Deterministic (bench/lib/large-content.ts): the same ids and texts on every run; a second run
 * rewrites the same documents. Cover pictures are a small pool per category (generated like the
 * demo's), shared by the generated records; PDFs reuse the demo's files.
 *
 *   npx tsx bench/seed-large.ts      (the emulators must be running, e.g. npm start -- --no-web)
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, FILE_EXTENSIONS, PUBLISH_FIELD, STORED_PICTURE, type ContentKind } from '@common/content';
import type { ReadingProgressDoc, SupportTicketDoc, TicketNotesDoc } from '@common/documents';
import { contentDoc, slugEntryOf, summaryOf, type ContentDocValues } from '@common/content-docs';
import type { MembershipCodeDoc } from '@common/documents';
import { CODE_MAX, CODE_MIN } from '@common/membership';
import { slugify } from '@common/slug';
import { closeSeed, seed, seedApp } from '../emulators/seeding/demo-seed';
import { setBackgroundTriggers } from '../tooling/emulator-clients';
import { coverPicture } from '../emulators/seed/assets/cover';
import { uploadIfMissing } from '../emulators/seed/assets/store';
import {
  SEED_ARTICLES,
  SEED_PRODUCTS,
  SEED_PUBLICATIONS,
  SEED_RESOURCES,
  publicationPdfPath,
  resourceHandoutPath,
  seedDate,
} from '../emulators/seed/content';
import { ARTICLE_STYLES, PRODUCT_STYLES, RESOURCE_STYLES } from '../emulators/seed/content/styles';
import { benchMember, largeArticles, largeCodes, largeProducts, largePublications, largeResources, largeTickets } from './lib/large-content';

/** The totals of the bench's large size (demo records included). */
export const LARGE = {
  articles: 2_000,
  publications: 500,
  resources: 500,
  products: 500,
  membershipCodes: 5_000,
  supportTickets: 2_000,
} as const;

/** Synthetic members that own the used codes and most tickets. */
const MEMBERS = 400;
/** Tickets of the demo member (the dashboard's "Your requests" lists them). */
export const DEMO_MEMBER_TICKETS = 10;
/** Cover pictures per category. */
const COVERS = 6;

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

async function coverPool<C extends string>(
  bucket: Bucket,
  kind: string,
  styles: Record<C, Parameters<typeof coverPicture>[0]>,
  size: [number, number],
): Promise<Record<C, string[]>> {
  const pool = {} as Record<C, string[]>;
  for (const category of Object.keys(styles) as C[]) {
    pool[category] = [];
    for (let v = 0; v < COVERS; v++) {
      const path = `images/bench/${kind}/${slugify(category)}-${v + 1}.${FILE_EXTENSIONS[STORED_PICTURE.type]}`;
      pool[category].push(
        await uploadIfMissing(bucket, path, () => coverPicture({ ...styles[category], variant: v + 7 }, size[0], size[1]), {
          contentType: STORED_PICTURE.type,
          withToken: true,
        }),
      );
    }
  }
  return pool;
}

/**
 * The bench member's Continue reading: half-way through a demo article (published in both sizes, and
 * not the /blog/{slug} page the bench opens, whose visits could move or clear it).
 */
export async function seedBenchReadingProgress(db: Firestore, memberUid: string): Promise<void> {
  const article = SEED_ARTICLES[1]!;
  const progress: ReadingProgressDoc<Timestamp> = { kind: 'articles', id: article.id, slug: article.slug, title: article.title, position: 0.5, updated_at: Timestamp.now() };
  await db.collection(COLLECTIONS.readingProgress).doc(memberUid).set(progress);
}

async function countOf(db: Firestore, collection: string): Promise<number> {
  return (await db.collection(collection).count().get()).data().count;
}

export interface LargeSeedResult {
  counts: Record<keyof typeof LARGE, number>;
  seconds: number;
}

/** Seeds the demo, then the large library on top; returns the final document counts. */
export async function seedLarge(options: { log?: (line: string) => void } = {}): Promise<LargeSeedResult> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const demo = await seed({ log });
  const app = seedApp();
  const db = getFirestore(app);
  const bucket = getStorage(app).bucket();
  // The bulk writes run no triggers (the content and support triggers would otherwise work through
  // thousands of events during the measurements); the demo seed's records above keep their trail.
  await setBackgroundTriggers(false);
  const writer = db.bulkWriter({ throttling: false });
  const failures: string[] = [];
  writer.onWriteError((error) => {
    if (error.failedAttempts < 3) return true;
    failures.push(`${error.documentRef.path}: ${error.message}`);
    return false;
  });
  const put = (collection: string, id: string, data: object) => {
    void writer.set(db.collection(collection).doc(id), data).catch(() => undefined);
  };
  /**
   * A library record (the declared document of its kind, published when it was written), its
   * summary and its slug index entry.
   */
  const putRecord = <K extends ContentKind>(kind: K, id: string, values: ContentDocValues<K, Timestamp>) => {
    const doc = contentDoc<K, Timestamp>(kind, { [PUBLISH_FIELD]: values.created_at, ...values });
    put(COLLECTIONS[kind], id, doc);
    put(CONTENT_KINDS[kind].summary.collection, id, summaryOf(kind, doc));
    const entry = slugEntryOf(kind, String((doc as { slug?: unknown }).slug), id);
    if (entry) put(COLLECTIONS.slugs, entry.id, entry.data);
  };

  log('large: cover pictures');
  const articleCovers = await coverPool(bucket, 'articles', ARTICLE_STYLES, [960, 504]);
  const resourceCovers = await coverPool(bucket, 'resources', RESOURCE_STYLES, [800, 450]);
  const productCovers = await coverPool(bucket, 'products', PRODUCT_STYLES, [800, 600]);

  const articles = largeArticles(LARGE.articles - SEED_ARTICLES.length, SEED_ARTICLES.map((a) => a.slug), COVERS);
  log(`large: ${articles.length} articles`);
  for (const a of articles) {
    putRecord('articles', a.id, { ...a, image: articleCovers[a.category][a.cover], created_at: Timestamp.fromDate(seedDate(a.daysAgo)) });
  }

  const publications = largePublications(LARGE.publications - SEED_PUBLICATIONS.length, SEED_PUBLICATIONS.length);
  log(`large: ${publications.length} publications`);
  for (const p of publications) {
    putRecord('publications', p.id, {
      ...p,
      pdf_url: p.pdf < 0 ? `https://example.org/papers/${p.id}.pdf` : '',
      pdf_path: p.pdf < 0 ? '' : publicationPdfPath(SEED_PUBLICATIONS[p.pdf].id),
      created_at: Timestamp.fromDate(new Date(Date.UTC(Number(p.year), p.month - 1, p.day, 12))),
    });
  }

  const handouts = SEED_RESOURCES.filter((r) => r.handout).map((r) => resourceHandoutPath(r.id));
  const resources = largeResources(LARGE.resources - SEED_RESOURCES.length, SEED_RESOURCES.map((r) => r.slug), handouts.length, COVERS);
  log(`large: ${resources.length} resources`);
  for (const r of resources) {
    putRecord('resources', r.id, {
      ...r,
      thumbnail: resourceCovers[r.category][r.cover],
      download_path: r.handout < 0 ? '' : handouts[r.handout],
      created_at: Timestamp.fromDate(seedDate(r.daysAgo)),
    });
  }

  const products = largeProducts(LARGE.products - SEED_PRODUCTS.length, SEED_PRODUCTS.map((p) => p.slug), COVERS);
  log(`large: ${products.length} products`);
  for (const p of products) {
    putRecord('products', p.id, {
      ...p,
      image: productCovers[p.category][p.cover],
      affiliate_link: `https://example.com/products/${p.slug}`,
      created_at: Timestamp.fromDate(seedDate(p.daysAgo)),
    });
  }

  // Codes: the demo's stay as they are; new ones fill up to the total.
  const existingCodes = new Set((await db.collection(COLLECTIONS.membershipCodes).select().get()).docs.map((d) => d.id));
  const codes = largeCodes(Math.max(0, LARGE.membershipCodes - existingCodes.size), existingCodes, CODE_MIN, CODE_MAX, MEMBERS);
  log(`large: ${codes.length} membership codes`);
  const now = Date.now();
  for (const c of codes) {
    const member = c.usedBy === null ? null : benchMember(c.usedBy);
    const created = seedDate(c.daysAgo);
    const doc: MembershipCodeDoc<Timestamp> = {
      code: c.code,
      is_used: member !== null,
      assigned_to: member?.uid ?? null,
      assigned_user: member ? { email: member.email } : null,
      used_at: member ? Timestamp.fromMillis(created.getTime() + 3 * 86_400_000) : null,
      created_at: Timestamp.fromDate(created),
      invitee_email: c.invitee,
      expires_at: c.expiresInDays === null ? null : Timestamp.fromMillis(now + c.expiresInDays * 86_400_000),
    };
    put(COLLECTIONS.membershipCodes, c.code, doc);
  }

  const existingTickets = await countOf(db, COLLECTIONS.supportTickets);
  const tickets = largeTickets(Math.max(0, LARGE.supportTickets - existingTickets), MEMBERS, DEMO_MEMBER_TICKETS);
  log(`large: ${tickets.length} support tickets (${DEMO_MEMBER_TICKETS} of them the demo member's)`);
  for (const t of tickets) {
    const owner = t.member === 0 ? demo.accounts.member : benchMember(t.member).uid;
    const created = Timestamp.fromDate(seedDate(t.daysAgo));
    const answered = t.status !== 'open';
    const updated = answered ? Timestamp.fromMillis(created.toMillis() + 86_400_000) : created;
    const doc: SupportTicketDoc<Timestamp> = {
      user_id: owner,
      subject: t.subject,
      message: t.message,
      status: t.status,
      created_at: created,
      updated_at: updated,
      responded_at: answered ? updated : null,
    };
    put(COLLECTIONS.supportTickets, t.id, doc);
    if (t.adminNotes) {
      const notes: TicketNotesDoc<Timestamp> = { notes: t.adminNotes, updated_by: demo.accounts.admin, updated_at: updated };
      put(COLLECTIONS.ticketNotes, t.id, notes);
    }
  }

  await writer.close();
  await setBackgroundTriggers(true);
  await seedBenchReadingProgress(db, demo.accounts.member);
  if (failures.length) throw new Error(`The large seed could not write ${failures.length} documents, e.g. ${failures[0]}`);

  const counts = {
    articles: await countOf(db, COLLECTIONS.articles),
    publications: await countOf(db, COLLECTIONS.publications),
    resources: await countOf(db, COLLECTIONS.resources),
    products: await countOf(db, COLLECTIONS.products),
    membershipCodes: await countOf(db, COLLECTIONS.membershipCodes),
    supportTickets: await countOf(db, COLLECTIONS.supportTickets),
  };
  return { counts, seconds: (Date.now() - started) / 1000 };
}

function isEntryPoint(): boolean {
  try {
    return !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  try {
    const { counts, seconds } = await seedLarge({ log: (line) => console.log(`  ${line}`) });
    console.log(`Seeded the large bench library in ${seconds.toFixed(0)} s: ${JSON.stringify(counts)}`);
    await closeSeed();
    process.exit(0);
  } catch (err) {
    console.error(String((err as Error)?.stack ?? err));
    process.exit(1);
  }
}
