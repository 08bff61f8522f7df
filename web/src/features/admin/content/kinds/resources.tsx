import Typography from '@mui/material/Typography';
import { LIMITS, RESOURCE_CATEGORIES, UPLOADS, type ResourceDoc } from '@common/content';
import { clampLines } from '@/components/content-list/clamp';
import { paths } from '@/config/paths';
import { toResource, type Resource } from '@/lib/content-records';
import { formatShortDate } from '@/lib/format-date';
import type { AdminKind } from '../admin-kind';

/** Resources (SPEC.md §5 resource form): an optional download, uploaded or an address. */
export const resourcesAdmin: AdminKind<Resource> = {
  kind: 'resources',
  singular: 'Resource',
  plural: 'Resources',
  texts: {
    loading: 'Loading resources...',
    loadError: 'Failed to load resources',
    saveError: 'Failed to save resource. Please try again.',
    createTitle: 'Create New Resource',
    editTitle: 'Edit Resource',
    save: 'Save Resource',
  },
  convert: toResource,
  searchFields: ['title', 'description', 'category'],
  columns: [
    {
      header: 'Title',
      width: '50%',
      render: (r) => (
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {r.title}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={clampLines(2)}>
            {r.description}
          </Typography>
        </>
      ),
    },
    { header: 'Category', render: (r) => r.category },
    { header: 'Date', render: (r) => formatShortDate(r.created_at) },
  ],
  label: (r) => r.title,
  memberPath: (r) => paths.resource(r.slug),
  fields: [
    { type: 'text', name: 'title', label: 'Title', required: true, max: LIMITS.title },
    { type: 'image', name: 'thumbnail', label: 'Thumbnail', required: true },
    { type: 'select', name: 'category', label: 'Category', required: true, options: RESOURCE_CATEGORIES },
    { type: 'text', name: 'description', label: 'Description', required: true, max: LIMITS.description, rows: 3 },
    { type: 'richtext', name: 'content', label: 'Content', max: LIMITS.html },
    {
      type: 'file',
      name: 'download_url',
      pathName: 'download_path',
      label: 'Download',
      hint: 'Optional: a PDF members can download',
      upload: UPLOADS.resourceFile,
    },
  ],
  emptyValues: () => ({
    title: '',
    thumbnail: '',
    category: RESOURCE_CATEGORIES[0],
    description: '',
    content: '',
    download_url: '',
    download_path: '',
  }),
  toValues: (r) => ({
    title: r.title,
    thumbnail: r.thumbnail,
    category: r.category,
    description: r.description,
    content: r.content,
    download_url: r.download_url,
    download_path: r.download_path,
  }),
  toDoc: (v): Omit<ResourceDoc, 'slug' | 'created_at'> => ({
    title: v.title!.trim(),
    description: v.description!.trim(),
    content: v.content ?? '',
    category: v.category!,
    thumbnail: v.thumbnail!.trim(),
    download_url: v.download_path ? '' : (v.download_url ?? '').trim(),
    download_path: v.download_path ?? '',
  }),
  slugFrom: 'title',
};
