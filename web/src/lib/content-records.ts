/**
 * Firestore documents become plain objects once, at the boundary: an `id`, every field of the
 * kind's shape from common/content.ts with a safe default when missing, and `created_at` as a Date.
 * Screens never see a Firestore Timestamp. No SDK import here, so tests need no Firebase.
 */
import type { ArticleDoc, ProductDoc, PublicationDoc, ResourceDoc } from '@common/content';

export type Article = ArticleDoc<Date> & { id: string };
export type Publication = PublicationDoc<Date> & { id: string };
export type Resource = ResourceDoc<Date> & { id: string };
export type Product = ProductDoc<Date> & { id: string };

/** What a query or document snapshot offers (QueryDocumentSnapshot and DocumentSnapshot both fit). */
export interface SnapshotLike {
  id: string;
  data(): Record<string, unknown> | undefined;
}

/** A Firestore Timestamp (anything with toDate()), a Date, or epoch milliseconds to a Date; else the epoch. */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    const date = (value as { toDate(): unknown }).toDate();
    if (date instanceof Date) return date;
  }
  if (typeof value === 'number') return new Date(value);
  return new Date(0);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function toArticle(snap: SnapshotLike): Article {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    slug: text(d.slug),
    title: text(d.title),
    excerpt: text(d.excerpt),
    content: text(d.content),
    image: text(d.image),
    category: text(d.category),
    author: text(d.author),
    created_at: toDate(d.created_at),
  };
}

export function toPublication(snap: SnapshotLike): Publication {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    title: text(d.title),
    journal: text(d.journal),
    year: text(d.year),
    authors: textList(d.authors),
    abstract: text(d.abstract),
    pdf_url: text(d.pdf_url),
    pdf_path: text(d.pdf_path),
    created_at: toDate(d.created_at),
  };
}

export function toResource(snap: SnapshotLike): Resource {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    slug: text(d.slug),
    title: text(d.title),
    description: text(d.description),
    content: text(d.content),
    category: text(d.category),
    thumbnail: text(d.thumbnail),
    download_url: text(d.download_url),
    download_path: text(d.download_path),
    created_at: toDate(d.created_at),
  };
}

export function toProduct(snap: SnapshotLike): Product {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    slug: text(d.slug),
    name: text(d.name),
    description: text(d.description),
    category: text(d.category),
    price: text(d.price),
    image: text(d.image),
    affiliate_link: text(d.affiliate_link),
    created_at: toDate(d.created_at),
  };
}
