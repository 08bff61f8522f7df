/**
 * Demo publications: fictional papers by the practice's physicians in fictional journals, each with
 * a PDF generated at seed time (publications/{id}/paper.pdf, member-only).
 */
import { UPLOADS, type ContentValues } from '@common/content';
import { uploadFolder } from '@common/content-docs';
import { makePdf, type Block } from '../assets/pdf';

/** The publication's fields but its PDF and date (common/content.ts declares them). */
export type SeedPublication = Omit<ContentValues<'publications'>, 'pdf_url' | 'pdf_path' | 'created_at'> & {
  id: string;
  /** The published date (created_at), noon UTC; its year is `year`. */
  published: string;
};

export const SEED_PUBLICATIONS: SeedPublication[] = [
  {
    id: 'publication-01',
    title: 'Outcomes of Lumbar Medial Branch Radiofrequency Ablation at Twelve Months: A Single-Practice Cohort',
    journal: 'Journal of Interventional Pain Practice',
    year: '2025',
    authors: ['Alex Rivera, MD', 'Sam Patel, DO', 'Priya Raman, PA-C'],
    abstract:
      'We reviewed 214 adults treated with lumbar medial branch radiofrequency ablation after two positive diagnostic blocks. At twelve months, 58% reported at least a 50% reduction in average pain and 49% reported a clinically meaningful improvement in function. Repeat ablation was performed in 22% of patients, with similar short-term results. Complications were rare and minor. These findings support careful patient selection and the use of ablation within a broader rehabilitation plan.',
    published: '2025-04-14',
  },
  {
    id: 'publication-02',
    title: 'Group Mindfulness Sessions as an Adjunct to Interventional Care for Chronic Neck Pain',
    journal: 'Pain Medicine Reports',
    year: '2025',
    authors: ['Morgan Chen, MD', 'Elena Duarte, PhD'],
    abstract:
      'In a pragmatic study of 96 patients with chronic neck pain, those offered eight weekly group mindfulness sessions alongside usual interventional care reported larger gains in pain self-efficacy and sleep quality at three months than those receiving usual care alone. Differences in average pain intensity were small. Attendance was high, and participants rated the sessions as acceptable. Group mindfulness appears to be a feasible, low-risk addition to multidisciplinary pain care.',
    published: '2025-01-22',
  },
  {
    id: 'publication-03',
    title: 'Transforaminal Versus Interlaminar Epidural Steroid Injection for Lumbar Radicular Pain: A Retrospective Comparison',
    journal: 'Regional Anesthesia and Pain Research',
    year: '2024',
    authors: ['Jordan Lee, MD', 'Alex Rivera, MD', 'Thomas Okafor, MD'],
    abstract:
      'We compared 312 epidural steroid injections for lumbar radicular pain performed by transforaminal or interlaminar approach. At four weeks, both groups showed similar improvement in leg pain, with a slightly greater proportion of transforaminal patients reaching a 50% reduction. Rates of repeat injection within six months did not differ. Both approaches were well tolerated. The choice of approach may reasonably depend on anatomy, prior surgery and patient preference.',
    published: '2024-09-03',
  },
  {
    id: 'publication-04',
    title: 'Sleep Quality and Pain Interference in Adults Attending a Community Pain Clinic',
    journal: 'Clinical Journal of Musculoskeletal Care',
    year: '2024',
    authors: ['Morgan Chen, MD', 'Jordan Lee, MD', 'Hannah Brooks, RN'],
    abstract:
      'Among 480 new patients completing standard questionnaires, poor sleep quality was reported by 71% and was associated with greater pain interference, independent of pain intensity, age and depressive symptoms. Patients who reported improved sleep at follow-up also reported less interference. Routine sleep screening is simple to add to intake and may identify a modifiable target for care.',
    published: '2024-03-18',
  },
  {
    id: 'publication-05',
    title: 'A Structured Home Exercise Program After Spinal Procedures: Adherence and Patient-Reported Function',
    journal: 'Journal of Interventional Pain Practice',
    year: '2023',
    authors: ['Sam Patel, DO', 'Lauren Fischer, DPT'],
    abstract:
      'We describe a printed and video-supported home exercise program given to patients after spinal procedures. Of 150 patients, 64% reported doing the exercises at least three times a week at six weeks. Those with higher adherence reported greater improvement in function scores. Simple follow-up phone calls were associated with better adherence. Practical supports for home exercise may help patients get more benefit from procedural care.',
    published: '2023-10-09',
  },
  {
    id: 'publication-06',
    title: 'Patient Understanding of Opioid Tapering Plans: A Survey Study',
    journal: 'Pain Medicine Reports',
    year: '2022',
    authors: ['Alex Rivera, MD', 'Morgan Chen, MD', 'Grace Whitfield, PharmD'],
    abstract:
      'We surveyed 205 patients whose care included a planned, gradual reduction of long-term opioid medicine. Most understood the purpose of their plan, but a third were unsure what to do if withdrawal symptoms or increased pain occurred. Patients given a written plan and a named contact reported more confidence. Clear written instructions and easy access to the care team are recommended for every tapering plan.',
    published: '2022-11-28',
  },
];

export const publicationPdfPath = (id: string) => `${uploadFolder(UPLOADS.publicationPdf, 'publications', id)}/paper.pdf`;

/** The PDF of a publication, as uploaded by the seed (deterministic: same bytes every run). */
export function publicationPdf(pub: SeedPublication): Buffer {
  const blocks: Block[] = [
    { kind: 'title', text: pub.title },
    { kind: 'subtitle', text: pub.authors.join(', ') },
    { kind: 'subtitle', text: `${pub.journal}, ${pub.year}` },
    { kind: 'heading', text: 'Abstract' },
    { kind: 'paragraph', text: pub.abstract },
    { kind: 'heading', text: 'About this document' },
    {
      kind: 'paragraph',
      text: 'This is a demonstration document generated for the PMC Portal demo. The study, its data and the journal are fictional. It is not medical advice; talk to your care team about your own treatment.',
    },
  ];
  return makePdf(blocks, { title: pub.title, footer: `${pub.journal} (${pub.year}) - demonstration copy` });
}
