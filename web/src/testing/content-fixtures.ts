/** Plain content records for component and filter tests (no Firebase). */
import type { Article, Product, Publication, Resource } from '@/lib/content-records';

let seq = 0;
const next = () => `id-${++seq}`;

export function anArticle(overrides: Partial<Article> = {}): Article {
  const id = overrides.id ?? next();
  return {
    id,
    slug: `article-${id}`,
    title: 'Understanding Chronic Back Pain',
    excerpt: 'What keeps back pain going, and what helps.',
    content: '<p>Body</p>',
    image: '',
    category: 'Pain Conditions',
    author: 'Dr. Maria Lopez',
    created_at: new Date('2026-01-05T00:00:00Z'),
    ...overrides,
  };
}

export function aPublication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: overrides.id ?? next(),
    title: 'Radiofrequency Ablation Outcomes',
    journal: 'Pain Medicine',
    year: '2024',
    authors: ['A. Nguyen', 'B. Patel'],
    abstract: 'A retrospective review of outcomes.',
    pdf_url: '',
    pdf_path: '',
    created_at: new Date('2024-03-01T00:00:00Z'),
    ...overrides,
  };
}

export function aResource(overrides: Partial<Resource> = {}): Resource {
  const id = overrides.id ?? next();
  return {
    id,
    slug: `resource-${id}`,
    title: 'Gentle Stretches for Low Back Pain',
    description: 'Five stretches you can do at home.',
    content: '<p>Body</p>',
    category: 'Exercise & Physical Therapy',
    thumbnail: '',
    download_url: '',
    download_path: '',
    created_at: new Date('2025-06-01T00:00:00Z'),
    ...overrides,
  };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? next();
  return {
    id,
    slug: `product-${id}`,
    name: 'TENS Unit',
    description: '<p>A small device for nerve stimulation.</p>',
    category: 'Pain Relief Devices',
    price: '$39.99',
    image: '',
    affiliate_link: 'https://shop.example/tens',
    created_at: new Date('2025-02-01T00:00:00Z'),
    ...overrides,
  };
}
