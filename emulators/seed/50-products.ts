/** Demo recommended products (content/products.ts) with generated pictures. */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { slugDocId, type ProductDoc, type SlugDoc } from '@common/content';
import type { SeedModule } from '../seeding/content-modules';
import { coverPng } from './assets/png';
import { createIfMissing, uploadIfMissing } from './assets/store';
import { SEED_PRODUCTS, seedDate, seedImagePath } from './content';
import { PRODUCT_STYLES } from './content/styles';

export default {
  name: 'products',
  async run({ db, bucket, log }) {
    let created = 0;
    for (const [i, p] of SEED_PRODUCTS.entries()) {
      const image = await uploadIfMissing(
        bucket,
        seedImagePath.product(p.id),
        () => coverPng({ ...PRODUCT_STYLES[p.category], variant: i }, 800, 600),
        { contentType: 'image/png', withToken: true },
      );
      const doc: ProductDoc<Timestamp> = {
        slug: p.slug,
        name: p.name,
        description: p.description,
        category: p.category,
        price: p.price,
        image,
        affiliate_link: p.affiliate_link,
        created_at: Timestamp.fromDate(seedDate(p.daysAgo)),
      };
      if (await createIfMissing(db, COLLECTIONS.products, p.id, { ...doc })) created++;
      // Its slug index entry (common/content.ts SlugDoc), as the admin screens write it.
      const entry: SlugDoc = { kind: 'products', slug: doc.slug, record_id: p.id };
      await createIfMissing(db, COLLECTIONS.slugs, slugDocId('products', doc.slug), { ...entry });
    }
    log(`products: ${created} new of ${SEED_PRODUCTS.length}`);
  },
} satisfies SeedModule;
