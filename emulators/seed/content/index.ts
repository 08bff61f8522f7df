/**
 * The demo library the seed puts in place, as plain data (no Firebase imports): end-to-end and
 * functions tests import these to reference a known article, publication, resource or product, and
 * the PDF builders to compare downloaded bytes.
 */
import { FILE_EXTENSIONS, STORED_PICTURE, UPLOADS } from '@common/content';
import { uploadFolder } from '@common/content-docs';

export { SEED_ARTICLES, type SeedArticle } from './articles';
export { SEED_PUBLICATIONS, publicationPdf, publicationPdfPath, type SeedPublication } from './publications';
export { SEED_RESOURCES, resourceHandoutPath, resourceHandoutPdf, type SeedResource } from './resources';
export { SEED_PRODUCTS, type SeedProduct } from './products';
export { DUE_SOON_REVIEW, OVERDUE_REVIEW, SEED_REVIEWS, type SeedReview } from './reviews';

/** Storage paths of the seeded images (their download URLs are in the documents), in each record's folder. */
const PICTURE = FILE_EXTENSIONS[STORED_PICTURE.type];
export const seedImagePath = {
  article: (id: string) => `${uploadFolder(UPLOADS.image, 'articles', id)}/cover.${PICTURE}`,
  resource: (id: string) => `${uploadFolder(UPLOADS.image, 'resources', id)}/thumbnail.${PICTURE}`,
  product: (id: string) => `${uploadFolder(UPLOADS.image, 'products', id)}/image.${PICTURE}`,
};

/** A created_at `daysAgo` days before `now`, at noon UTC (stable dates whatever the time zone). */
export function seedDate(daysAgo: number, now = new Date()): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d;
}
