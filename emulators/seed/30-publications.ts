/** Demo publications (content/publications.ts), each with a generated PDF in Storage. */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import type { PublicationDoc } from '@common/content';
import type { SeedModule } from '../seeding/content-modules';
import { createIfMissing, uploadIfMissing } from './assets/store';
import { SEED_PUBLICATIONS, publicationPdf, publicationPdfPath } from './content';

export default {
  name: 'publications',
  async run({ db, bucket, log }) {
    let created = 0;
    for (const p of SEED_PUBLICATIONS) {
      // Member-only: no download token; members fetch it through the SDK (DECISIONS.md §4).
      const pdfPath = await uploadIfMissing(bucket, publicationPdfPath(p.id), () => publicationPdf(p), { contentType: 'application/pdf' });
      const doc: PublicationDoc<Timestamp> = {
        title: p.title,
        journal: p.journal,
        year: p.year,
        authors: p.authors,
        abstract: p.abstract,
        pdf_url: '',
        pdf_path: pdfPath,
        created_at: Timestamp.fromDate(new Date(`${p.published}T12:00:00Z`)),
      };
      if (await createIfMissing(db, COLLECTIONS.publications, p.id, { ...doc })) created++;
    }
    log(`publications: ${created} new of ${SEED_PUBLICATIONS.length}`);
  },
} satisfies SeedModule;
