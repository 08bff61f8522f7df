/** Demo articles (content/articles.ts) with generated cover pictures. */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { slugDocId, type ArticleDoc, type SlugDoc } from '@common/content';
import type { SeedModule } from '../seeding/content-modules';
import { coverPng } from './assets/png';
import { createIfMissing, uploadIfMissing } from './assets/store';
import { SEED_ARTICLES, seedDate, seedImagePath } from './content';
import { ARTICLE_STYLES } from './content/styles';

export default {
  name: 'articles',
  async run({ db, bucket, log }) {
    let created = 0;
    for (const [i, a] of SEED_ARTICLES.entries()) {
      const image = await uploadIfMissing(bucket, seedImagePath.article(a.id), () => coverPng({ ...ARTICLE_STYLES[a.category], variant: i }), {
        contentType: 'image/png',
        withToken: true,
      });
      const doc: ArticleDoc<Timestamp> = {
        slug: a.slug,
        title: a.title,
        excerpt: a.excerpt,
        content: a.content,
        image,
        category: a.category,
        author: a.author,
        created_at: Timestamp.fromDate(seedDate(a.daysAgo)),
      };
      if (await createIfMissing(db, COLLECTIONS.articles, a.id, { ...doc })) created++;
      // Its slug index entry (common/content.ts SlugDoc), as the admin screens write it.
      const entry: SlugDoc = { kind: 'articles', slug: doc.slug, record_id: a.id };
      await createIfMissing(db, COLLECTIONS.slugs, slugDocId('articles', doc.slug), { ...entry });
    }
    log(`articles: ${created} new of ${SEED_ARTICLES.length}`);
  },
} satisfies SeedModule;
