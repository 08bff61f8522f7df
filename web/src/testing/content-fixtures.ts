/**
 * Plain content records for component and filter tests (no Firebase): every declared field of the
 * kind (common/content.ts) empty, then a readable sample, then the test's overrides.
 */
import type { ContentKind } from '@common/content';
import { readContentDoc, summaryOf } from '@common/content-docs';
import type {
  Article,
  ArticleSummary,
  ContentRecord,
  ContentSummary,
  Product,
  ProductSummary,
  Publication,
  PublicationSummary,
  Resource,
  ResourceSummary,
} from '@/lib/content-records';

let seq = 0;
const next = () => `id-${++seq}`;

function aRecord<K extends ContentKind>(kind: K, sample: (id: string) => Partial<ContentRecord<K>>, overrides: Partial<ContentRecord<K>>): ContentRecord<K> {
  const id = overrides.id ?? next();
  return { id, ...readContentDoc(kind, {}, () => new Date(0)), ...sample(id), ...overrides };
}

export function anArticle(overrides: Partial<Article> = {}): Article {
  return aRecord('articles', (id) => ({
    slug: `article-${id}`,
    title: 'Understanding Chronic Back Pain',
    excerpt: 'What keeps back pain going, and what helps.',
    content: '<p>Body</p>',
    category: 'Pain Conditions',
    author: 'Dr. Maria Lopez',
    published_at: new Date('2026-01-05T00:00:00Z'),
    created_at: new Date('2026-01-05T00:00:00Z'),
  }), overrides);
}

export function aPublication(overrides: Partial<Publication> = {}): Publication {
  return aRecord('publications', () => ({
    title: 'Radiofrequency Ablation Outcomes',
    journal: 'Pain Medicine',
    year: '2024',
    authors: ['A. Nguyen', 'B. Patel'],
    abstract: 'A retrospective review of outcomes.',
    published_at: new Date('2024-03-01T00:00:00Z'),
    created_at: new Date('2024-03-01T00:00:00Z'),
  }), overrides);
}

export function aResource(overrides: Partial<Resource> = {}): Resource {
  return aRecord('resources', (id) => ({
    slug: `resource-${id}`,
    title: 'Gentle Stretches for Low Back Pain',
    description: 'Five stretches you can do at home.',
    content: '<p>Body</p>',
    category: 'Exercise & Physical Therapy',
    published_at: new Date('2025-06-01T00:00:00Z'),
    created_at: new Date('2025-06-01T00:00:00Z'),
  }), overrides);
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return aRecord('products', (id) => ({
    slug: `product-${id}`,
    name: 'TENS Unit',
    description: '<p>A small device for nerve stimulation.</p>',
    category: 'Pain Relief Devices',
    price: '$39.99',
    affiliate_link: 'https://shop.example/tens',
    published_at: new Date('2025-02-01T00:00:00Z'),
    created_at: new Date('2025-02-01T00:00:00Z'),
  }), overrides);
}

/** The summary a list shows of a record (common/content-docs.ts summaryOf), as the summaries' reader gives it. */
export function summaryOfRecord<K extends ContentKind>(kind: K, record: ContentRecord<K>): ContentSummary<K> {
  return { id: record.id, ...summaryOf(kind, record as unknown as Record<string, unknown>) } as ContentSummary<K>;
}

export const anArticleSummary = (overrides: Partial<Article> = {}): ArticleSummary => summaryOfRecord('articles', anArticle(overrides));
export const aPublicationSummary = (overrides: Partial<Publication> = {}): PublicationSummary => summaryOfRecord('publications', aPublication(overrides));
export const aResourceSummary = (overrides: Partial<Resource> = {}): ResourceSummary => summaryOfRecord('resources', aResource(overrides));
export const aProductSummary = (overrides: Partial<Product> = {}): ProductSummary => summaryOfRecord('products', aProduct(overrides));
