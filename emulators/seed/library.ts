/**
 * The demo library (content/*.ts) in Firestore and Storage, kind by kind:
 * each record's files (generated cover pictures, PDFs) uploaded when missing, then its document,
 * built from the kind's declaration (contentDoc), its summary (summaryOf) and its slug
 * index entry, each created when missing. Seeded records are published when they were written
 * (publications: on the day of their journal date).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, fieldsOf, PUBLISH_FIELD, STORED_PICTURE, type ContentDoc, type ContentKind } from '@common/content';
import { contentDoc, slugEntryOf, summaryOf } from '@common/content-docs';
import { DEFAULT_PRACTICE, reviewDueAfter } from '@common/practice';
import type { SeedContext, SeedModule } from '../seeding/content-modules';
import { coverPicture, type CoverStyle } from './assets/cover';
import { createIfMissing, uploadIfMissing } from './assets/store';
import {
  SEED_ARTICLES,
  SEED_PRODUCTS,
  SEED_PUBLICATIONS,
  SEED_RESOURCES,
  SEED_REVIEWS,
  publicationPdf,
  publicationPdfPath,
  resourceHandoutPath,
  resourceHandoutPdf,
  seedDate,
  seedImagePath,
} from './content';
import { ARTICLE_STYLES, PRODUCT_STYLES, RESOURCE_STYLES } from './content/styles';

type Bucket = SeedContext['bucket'];
type Files<K extends ContentKind> = Partial<ContentDoc<K, Timestamp>>;

/** What differs between kinds: their records, files and creation date. */
interface SeedKind<K extends ContentKind, R extends { id: string }> {
  records: readonly R[];
  files: (bucket: Bucket, record: R, index: number) => Promise<Files<K>>;
  /** When the record was written, counted back from the seed run's `now`. */
  createdAt: (record: R, now: Date) => Date;
}

/**
 * A cover picture with a download token (images are fine by token,
 * docs/decisions/0005-file-endpoint-instead-of-storage-links.md).
 */
const cover = (bucket: Bucket, path: string, style: Omit<CoverStyle, 'variant'>, variant: number, size?: [number, number]) =>
  uploadIfMissing(bucket, path, () => coverPicture({ ...style, variant }, size?.[0], size?.[1]), { contentType: STORED_PICTURE.type, withToken: true });

/**
 * Member-only: no download token; members get PDFs from the file endpoint
 * (docs/decisions/0005-file-endpoint-instead-of-storage-links.md).
 */
const pdf = (bucket: Bucket, path: string, bytes: () => Buffer) => uploadIfMissing(bucket, path, bytes, { contentType: 'application/pdf' });

const articles: SeedKind<'articles', (typeof SEED_ARTICLES)[number]> = {
  records: SEED_ARTICLES,
  files: async (bucket, a, i) => ({ image: await cover(bucket, seedImagePath.article(a.id), ARTICLE_STYLES[a.category], i) }),
  createdAt: (a, now) => seedDate(a.daysAgo, now),
};

const publications: SeedKind<'publications', (typeof SEED_PUBLICATIONS)[number]> = {
  records: SEED_PUBLICATIONS,
  files: async (bucket, p) => ({ pdf_path: await pdf(bucket, publicationPdfPath(p.id), () => publicationPdf(p)) }),
  createdAt: (p) => new Date(`${p.published}T12:00:00Z`),
};

const resources: SeedKind<'resources', (typeof SEED_RESOURCES)[number]> = {
  records: SEED_RESOURCES,
  files: async (bucket, r, i) => {
    const handout = resourceHandoutPdf(r);
    return {
      thumbnail: await cover(bucket, seedImagePath.resource(r.id), RESOURCE_STYLES[r.category], i, [800, 450]),
      download_path: handout ? await pdf(bucket, resourceHandoutPath(r.id), () => handout) : '',
    };
  },
  createdAt: (r, now) => seedDate(r.daysAgo, now),
};

const products: SeedKind<'products', (typeof SEED_PRODUCTS)[number]> = {
  records: SEED_PRODUCTS,
  files: async (bucket, p, i) => ({ image: await cover(bucket, seedImagePath.product(p.id), PRODUCT_STYLES[p.category], i, [800, 600]) }),
  createdAt: (p, now) => seedDate(p.daysAgo, now),
};

const SAMPLE_REFERENCE =
  'Qaseem A, et al. Noninvasive Treatments for Acute, Subacute, and Chronic Low Back Pain. Ann Intern Med. 2017;166(7):514-530. doi:10.7326/M16-2367';

/** The seeded record's medical review (content/reviews.ts), on a kind that declares one. */
function seedReview(kind: ContentKind, id: string, now: Date): Record<string, unknown> {
  const review = SEED_REVIEWS[id];
  if (!review || !fieldsOf(kind).some(([name]) => name === 'reviewed_by')) return {};
  const reviewedAt = seedDate(review.daysAgo, now);
  const due = review.dueInDays === undefined ? reviewDueAfter(reviewedAt, DEFAULT_PRACTICE.reviewPeriodMonths) : seedDate(-review.dueInDays, now);
  return {
    reviewed_by: DEFAULT_PRACTICE.reviewers[review.reviewer % DEFAULT_PRACTICE.reviewers.length],
    reviewed_at: Timestamp.fromDate(reviewedAt),
    review_due: Timestamp.fromDate(due),
    ...(review.reference ? { references: SAMPLE_REFERENCE } : {}),
  };
}

async function seedKind<K extends ContentKind, R extends { id: string }>(kind: K, { records, files, createdAt }: SeedKind<K, R>, ctx: SeedContext) {
  let created = 0;
  for (const [i, record] of records.entries()) {
    const created_at = Timestamp.fromDate(createdAt(record, ctx.now));
    const review = seedReview(kind, record.id, ctx.now);
    const doc = contentDoc<K, Timestamp>(kind, { ...record, ...(await files(ctx.bucket, record, i)), ...review, [PUBLISH_FIELD]: created_at, created_at });
    if (await createIfMissing(ctx.db, COLLECTIONS[kind], record.id, { ...doc })) created++;
    await createIfMissing(ctx.db, CONTENT_KINDS[kind].summary.collection, record.id, { ...summaryOf(kind, doc) });
    // Its slug index entry (common/content.ts SlugDoc), as the admin screens write it.
    const entry = slugEntryOf(kind, String((doc as { slug?: unknown }).slug), record.id);
    if (entry) await createIfMissing(ctx.db, COLLECTIONS.slugs, entry.id, { ...entry.data });
  }
  ctx.log(`${kind}: ${created} new of ${records.length}`);
}

export default {
  name: 'library',
  async run(ctx) {
    await seedKind('articles', articles, ctx);
    await seedKind('publications', publications, ctx);
    await seedKind('resources', resources, ctx);
    await seedKind('products', products, ctx);
  },
} satisfies SeedModule;
