/**
 * The portal's content kinds, declared once (SPEC.md §3, §5, §9): collection, categories, field
 * limits, which fields are required and searched. The web screens, the seed, the rules tests and
 * (with the admin console) the functions all read this; firestore.rules repeats the limits by hand
 * and tests/rules checks that both agree.
 */
import { COLLECTIONS } from './collections';

export const ARTICLE_CATEGORIES = [
  'Pain Conditions',
  'Treatment Options',
  'Mind-Body Approaches',
  'Nutrition & Lifestyle',
  'Patient Resources',
  'Research & Insights',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/**
 * SPEC.md §3: the sample article of the articles admin screen ('Add PRP Therapy Article') is filed
 * under 'Pain Management', which is not one of the editor's categories. A stored article may carry
 * it (firestore.rules accepts ARTICLE_STORED_CATEGORIES); the editor's dropdown and the list's filter
 * buttons offer ARTICLE_CATEGORIES only, so such an article shows under All Articles.
 */
export const SAMPLE_ARTICLE_CATEGORY = 'Pain Management';
export const ARTICLE_STORED_CATEGORIES = [...ARTICLE_CATEGORIES, SAMPLE_ARTICLE_CATEGORY] as const;

export const RESOURCE_CATEGORIES = ['Exercise & Physical Therapy', 'Medication Management', 'Nutrition for Pain Relief'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const PRODUCT_CATEGORIES = ['Pain Relief Devices', 'Supplements', 'Books', 'Apps'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Maximum lengths in characters (lists: items). One table for forms, rules and tests. */
export const LIMITS = {
  title: 200,
  slug: 200,
  excerpt: 1_000,
  author: 120,
  /** Rich text stored as HTML. */
  html: 100_000,
  url: 2_048,
  /** Storage object path (uploaded files). */
  storagePath: 512,
  journal: 200,
  abstract: 5_000,
  authorsCount: 50,
  authorName: 120,
  year: 4,
  description: 2_000,
  price: 40,
  ticketName: 100,
  ticketEmail: 254,
  ticketSubject: 200,
  ticketMessage: 5_000,
  adminNotes: 5_000,
} as const;

/** Publication years accepted by forms and rules. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

/** Dashboard (SPEC.md §9). */
export const FEATURED_ARTICLES = 3;

/** Uploads (Storage paths and what they accept; storage.rules repeats them, tests check). */
export const UPLOADS = {
  publicationPdf: { folder: 'publications', contentTypes: ['application/pdf'], maxBytes: 20 * 1024 * 1024 },
  resourceFile: { folder: 'resources', contentTypes: ['application/pdf'], maxBytes: 20 * 1024 * 1024 },
  image: { folder: 'images', contentTypes: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 5 * 1024 * 1024 },
} as const;

/** Link schemes the editor and the HTML sanitizer keep (SPEC.md §5), besides relative links. */
export const ALLOWED_LINK_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/** Document shapes (snake_case per SPEC.md §3). `T` is the SDK's timestamp type. */
export interface ArticleDoc<T = unknown> {
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitized on render. */
  content: string;
  image: string;
  category: string;
  author: string;
  created_at: T;
}

export interface PublicationDoc<T = unknown> {
  title: string;
  journal: string;
  /** Kept as text (SPEC.md §3), four digits. */
  year: string;
  authors: string[];
  abstract: string;
  /** An external address of the PDF, or '' when the PDF is uploaded (pdf_path). */
  pdf_url: string;
  /** Storage path of an uploaded PDF (member-only, fetched with the SDK), or ''. */
  pdf_path: string;
  /** The published date (editable). */
  created_at: T;
}

export interface ResourceDoc<T = unknown> {
  slug: string;
  title: string;
  description: string;
  content: string;
  category: string;
  thumbnail: string;
  /** Optional external download address, or ''. */
  download_url: string;
  /** Optional uploaded download (Storage path), or ''. */
  download_path: string;
  created_at: T;
}

export interface ProductDoc<T = unknown> {
  slug: string;
  name: string;
  /** HTML, sanitized on render. */
  description: string;
  category: string;
  price: string;
  image: string;
  affiliate_link: string;
  created_at: T;
}

export interface SupportTicketDoc<T = unknown> {
  /** The member who sent it; "Your requests" lists by it. */
  user_id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: TicketStatus;
  admin_notes: string;
  created_at: T;
  updated_at: T;
  responded_at: T | null;
}

/** The four content kinds as data: what lists search and how records are addressed. */
export const CONTENT_KINDS = {
  articles: {
    collection: COLLECTIONS.articles,
    categories: ARTICLE_CATEGORIES,
    addressedBy: 'slug',
    searchFields: ['title', 'excerpt', 'author', 'category'],
    names: { singular: 'Article', plural: 'Articles', listTitle: 'Health Articles' },
  },
  publications: {
    collection: COLLECTIONS.publications,
    categories: null,
    addressedBy: 'id',
    searchFields: ['title', 'abstract', 'authors', 'journal'],
    names: { singular: 'Publication', plural: 'Publications', listTitle: 'Scientific Publications' },
  },
  resources: {
    collection: COLLECTIONS.resources,
    categories: RESOURCE_CATEGORIES,
    addressedBy: 'slug',
    searchFields: ['title', 'description', 'category'],
    names: { singular: 'Resource', plural: 'Resources', listTitle: 'Patient Resources' },
  },
  products: {
    collection: COLLECTIONS.products,
    categories: PRODUCT_CATEGORIES,
    addressedBy: 'slug',
    searchFields: ['name', 'description', 'category'],
    names: { singular: 'Product', plural: 'Products', listTitle: 'Recommended Products' },
  },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

/** Every text a screen shows about a kind (SPEC.md §2, §8), derived once from its names. */
export interface ContentTexts {
  /** 'Article', as in 'New Article'. */
  singular: string;
  /** 'Articles', as in 'Manage Articles', 'Back to Articles'. */
  plural: string;
  /** 'articles': counts, 'Show more'. */
  noun: string;
  /** The member list's banner ('Scientific Publications'). */
  listTitle: string;
  listLoading: string;
  listError: string;
  recordLoading: string;
  recordError: string;
  notFoundTitle: string;
  /** The message under notFoundTitle when the record does not exist. */
  notFoundMessage: string;
  backLabel: string;
  searchPlaceholder: string;
  allLabel: string;
  filterLabel: string;
  emptyTitle: string;
  emptyText: string;
  createTitle: string;
  editTitle: string;
  save: string;
  saveError: string;
}

function textsOf(kind: ContentKind): ContentTexts {
  const { singular, plural, listTitle } = CONTENT_KINDS[kind].names;
  const one = singular.toLowerCase();
  const noun = plural.toLowerCase();
  return {
    singular,
    plural,
    noun,
    listTitle,
    listLoading: `Loading ${noun}...`,
    // SPEC.md §8 gives articles a longer message than the other kinds.
    listError: kind === 'articles' ? 'Failed to load articles. Please try again later.' : `Failed to load ${noun}`,
    recordLoading: `Loading ${one}...`,
    recordError: `Failed to load ${one}`,
    notFoundTitle: `${singular} Not Found`,
    notFoundMessage: kind === 'publications' ? 'Publication not found' : `The ${one} you're looking for doesn't exist.`,
    backLabel: `Back to ${plural}`,
    searchPlaceholder: `Search ${noun}`,
    allLabel: kind === 'publications' ? 'All Years' : `All ${plural}`,
    filterLabel: kind === 'publications' ? 'Filter publications by year' : `Filter ${noun} by category`,
    emptyTitle: `No ${noun} found`,
    emptyText: `We couldn't find any ${noun} matching your search criteria.`,
    createTitle: `Create New ${singular}`,
    editTitle: `Edit ${singular}`,
    save: `Save ${singular}`,
    saveError: `Failed to save ${one}. Please try again.`,
  };
}

export const CONTENT_TEXTS: Record<ContentKind, ContentTexts> = {
  articles: textsOf('articles'),
  publications: textsOf('publications'),
  resources: textsOf('resources'),
  products: textsOf('products'),
};

/**
 * Slug index (DECISIONS.md §4: slugs stay unique). A record addressed by slug (articles, resources,
 * products) owns `slugs/{slugDocId(collection, slug)}`. The record and its slug document are written
 * in one batch: creating a record or changing its slug creates the new slug document (which fails
 * when another record holds it) and deletes the old one; deleting the record deletes its slug
 * document. firestore.rules checks both sides with getAfter/existsAfter.
 */
export interface SlugDoc {
  /** The collection of the record that owns the slug. */
  kind: 'articles' | 'resources' | 'products';
  slug: string;
  /** The owning record's document id. */
  record_id: string;
}

export const SLUG_KINDS = ['articles', 'resources', 'products'] as const satisfies readonly SlugDoc['kind'][];

export function slugDocId(kind: SlugDoc['kind'], slug: string): string {
  return `${kind}__${slug}`;
}
