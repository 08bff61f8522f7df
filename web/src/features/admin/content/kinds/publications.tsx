import { LIMITS, UPLOADS, type PublicationDoc } from '@common/content';
import { paths } from '@/config/paths';
import { toPublication, type Publication } from '@/lib/content-records';
import { isoDate } from '@/lib/format-date';
import type { AdminKind } from '../admin-kind';
import { parseDateInput, splitList, todayInput } from '../validation';

/** Publications (SPEC.md §5 publication form): the PDF is uploaded (a Storage path) or an address. */
export const publicationsAdmin: AdminKind<Publication> = {
  kind: 'publications',
  singular: 'Publication',
  plural: 'Publications',
  texts: {
    loading: 'Loading publications...',
    loadError: 'Failed to load publications',
    saveError: 'Failed to save publication. Please try again.',
    createTitle: 'Create New Publication',
    editTitle: 'Edit Publication',
    save: 'Save Publication',
  },
  convert: toPublication,
  searchFields: ['title', 'authors', 'journal'],
  columns: [
    { header: 'Title', render: (p) => p.title, width: '40%' },
    { header: 'Authors', render: (p) => p.authors.join(', ') },
    { header: 'Journal', render: (p) => p.journal },
    { header: 'Year', render: (p) => p.year },
  ],
  label: (p) => p.title,
  memberPath: (p) => paths.publication(p.id),
  fields: [
    { type: 'text', name: 'title', label: 'Title', required: true, max: LIMITS.title },
    {
      type: 'list',
      name: 'authors',
      label: 'Authors',
      required: true,
      hint: 'Separate names with commas',
      maxItems: LIMITS.authorsCount,
      maxItem: LIMITS.authorName,
    },
    { type: 'text', name: 'journal', label: 'Journal', required: true, max: LIMITS.journal },
    { type: 'year', name: 'year', label: 'Year', required: true },
    { type: 'text', name: 'abstract', label: 'Abstract', required: true, max: LIMITS.abstract, rows: 6 },
    { type: 'file', name: 'pdf_url', pathName: 'pdf_path', label: 'PDF', required: true, upload: UPLOADS.publicationPdf },
    { type: 'date', name: 'published', label: 'Published Date', required: true },
  ],
  emptyValues: () => ({
    title: '',
    authors: '',
    journal: '',
    year: String(new Date().getFullYear()),
    abstract: '',
    pdf_url: '',
    pdf_path: '',
    published: todayInput(),
  }),
  toValues: (p) => ({
    title: p.title,
    authors: p.authors.join(', '),
    journal: p.journal,
    year: p.year,
    abstract: p.abstract,
    pdf_url: p.pdf_url,
    pdf_path: p.pdf_path,
    published: isoDate(p.created_at) ?? '',
  }),
  toDoc: (v): Omit<PublicationDoc<Date>, never> => ({
    title: v.title!.trim(),
    journal: v.journal!.trim(),
    year: v.year!.trim(),
    authors: splitList(v.authors ?? ''),
    abstract: v.abstract!.trim(),
    // An uploaded PDF wins; the address is kept only without one (common/content.ts).
    pdf_url: v.pdf_path ? '' : (v.pdf_url ?? '').trim(),
    pdf_path: v.pdf_path ?? '',
    // Checked by validateValues before saving.
    created_at: parseDateInput(v.published ?? '')!,
  }),
  createdAtField: 'published',
};
