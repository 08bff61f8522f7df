/** Demo patient resources (content/resources.ts): thumbnails, and PDF handouts for some. */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { slugDocId, type ResourceDoc, type SlugDoc } from '@common/content';
import type { SeedModule } from '../seeding/content-modules';
import { coverPng } from './assets/png';
import { createIfMissing, uploadIfMissing } from './assets/store';
import { SEED_RESOURCES, resourceHandoutPath, resourceHandoutPdf, seedDate, seedImagePath } from './content';
import { RESOURCE_STYLES } from './content/styles';

export default {
  name: 'resources',
  async run({ db, bucket, log }) {
    let created = 0;
    for (const [i, r] of SEED_RESOURCES.entries()) {
      const thumbnail = await uploadIfMissing(
        bucket,
        seedImagePath.resource(r.id),
        () => coverPng({ ...RESOURCE_STYLES[r.category], variant: i }, 800, 450),
        { contentType: 'image/png', withToken: true },
      );
      const handout = resourceHandoutPdf(r);
      const downloadPath = handout
        ? await uploadIfMissing(bucket, resourceHandoutPath(r.id), handout, { contentType: 'application/pdf' })
        : '';
      const doc: ResourceDoc<Timestamp> = {
        slug: r.slug,
        title: r.title,
        description: r.description,
        content: r.content,
        category: r.category,
        thumbnail,
        download_url: '',
        download_path: downloadPath,
        created_at: Timestamp.fromDate(seedDate(r.daysAgo)),
      };
      if (await createIfMissing(db, COLLECTIONS.resources, r.id, { ...doc })) created++;
      // Its slug index entry (common/content.ts SlugDoc), as the admin screens write it.
      const entry: SlugDoc = { kind: 'resources', slug: doc.slug, record_id: r.id };
      await createIfMissing(db, COLLECTIONS.slugs, slugDocId('resources', doc.slug), { ...entry });
    }
    log(`resources: ${created} new of ${SEED_RESOURCES.length}`);
  },
} satisfies SeedModule;
