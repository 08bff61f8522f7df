import { ARTICLE_CATEGORIES, LIMITS, type ArticleDoc } from '@common/content';
import { paths } from '@/config/paths';
import { PRACTICE } from '@/config/practice';
import { toArticle, type Article } from '@/lib/content-records';
import { formatShortDate } from '@/lib/format-date';
import type { AdminKind } from '../admin-kind';

/** Articles (SPEC.md §2 "Admin article editor", §5 article form). */
export const articlesAdmin: AdminKind<Article> = {
  kind: 'articles',
  singular: 'Article',
  plural: 'Articles',
  texts: {
    loading: 'Loading articles...',
    loadError: 'Failed to load articles. Please try again later.',
    saveError: 'Failed to save article. Please try again.',
    createTitle: 'Create New Article',
    editTitle: 'Edit Article',
    save: 'Save Article',
  },
  convert: toArticle,
  searchFields: ['title', 'author'],
  columns: [
    { header: 'Title', render: (a) => a.title, width: '40%' },
    { header: 'Author', render: (a) => a.author },
    { header: 'Category', render: (a) => a.category },
    { header: 'Date', render: (a) => formatShortDate(a.created_at) },
  ],
  label: (a) => a.title,
  memberPath: (a) => paths.article(a.slug),
  fields: [
    { type: 'text', name: 'title', label: 'Title', required: true, max: LIMITS.title },
    { type: 'image', name: 'image', label: 'Featured Image', required: true },
    { type: 'select', name: 'category', label: 'Category', required: true, options: ARTICLE_CATEGORIES },
    { type: 'select', name: 'author', label: 'Author', required: true, options: PRACTICE.authors },
    { type: 'text', name: 'excerpt', label: 'Excerpt', required: true, max: LIMITS.excerpt, rows: 3 },
    { type: 'richtext', name: 'content', label: 'Content', max: LIMITS.html },
  ],
  emptyValues: () => ({
    title: '',
    image: '',
    category: ARTICLE_CATEGORIES[0],
    author: PRACTICE.authors[0] ?? '',
    excerpt: '',
    content: '',
  }),
  toValues: (a) => ({ title: a.title, image: a.image, category: a.category, author: a.author, excerpt: a.excerpt, content: a.content }),
  toDoc: (v): Omit<ArticleDoc, 'slug' | 'created_at'> => ({
    title: v.title!.trim(),
    excerpt: v.excerpt!.trim(),
    content: v.content ?? '',
    image: v.image!.trim(),
    category: v.category!,
    author: v.author!,
  }),
  slugFrom: 'title',
};
