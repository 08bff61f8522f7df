/**
 * The portal's content kinds, declared once (docs/product.md §3, §5, §9): collection, categories,
 * field types and limits, which fields are required and searched, where uploads go. The web
 * screens, the admin forms, the seed, the bench, the fixtures and the rules tests read this;
 * firestore.rules' document checks are generated from it (common/content-rules.ts,
 * `npm run rules:generate`).
 */
import { COLLECTIONS } from './collections';
import { LIMITS } from './limits';

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
 * docs/product.md §3: the sample article of the articles admin screen ('Add PRP Therapy Article')
 * is filed under 'Pain Management', which is not one of the editor's categories. A stored article
 * may carry it (firestore.rules accepts ARTICLE_STORED_CATEGORIES); the editor's dropdown and the
 * list's filter buttons offer ARTICLE_CATEGORIES only, so such an article shows under All Articles.
 */
export const SAMPLE_ARTICLE_CATEGORY = 'Pain Management';
export const ARTICLE_STORED_CATEGORIES = [...ARTICLE_CATEGORIES, SAMPLE_ARTICLE_CATEGORY] as const;

export const RESOURCE_CATEGORIES = ['Exercise & Physical Therapy', 'Medication Management', 'Nutrition for Pain Relief'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const PRODUCT_CATEGORIES = ['Pain Relief Devices', 'Supplements', 'Books', 'Apps'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** How a status reads wherever it is shown (the status chip, the admin filter and counts). */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Dashboard (docs/product.md §9). */
export const FEATURED_ARTICLES = 3;
/**
 * The member's newest requests the dashboard shows (and reads: one query of this many);
 * "All your requests" leads to the rest on /support.
 */
export const DASHBOARD_REQUESTS = 2;

/**
 * The member lists' page: the cards shown at first and added by each "Show more" (a phone stays fast
 * with thousands of records), and the newest records a first visit reads before the rest.
 */
export const LIST_PAGE_SIZE = 24;

/** Uploads (Storage paths and what they accept; storage.rules repeats them, tests check). */
export const UPLOADS = {
  publicationPdf: { folder: 'publications', contentTypes: ['application/pdf'], maxBytes: 20 * 1024 * 1024 },
  resourceFile: { folder: 'resources', contentTypes: ['application/pdf'], maxBytes: 20 * 1024 * 1024 },
  // picture: the admin form prepares it for phones before the upload (STORED_PICTURE).
  image: { folder: 'images', contentTypes: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 5 * 1024 * 1024, picture: true },
} as const;

/** The extension of an uploaded or seeded file's object name, by its content type. */
export const FILE_EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * How a picture is kept for members, most of them on phones: the admin form scales an
 * uploaded picture down to `maxWidth` pixels and stores it as `type` at `quality` (0 to 1) unless
 * the picture was no wider and already smaller; the seed's covers are made the same way.
 */
export const STORED_PICTURE = { type: 'image/webp', maxWidth: 1600, quality: 0.8 } as const;

/** Link schemes the editor and the HTML sanitizer keep (docs/product.md §5), besides relative links. */
export const ALLOWED_LINK_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/**
 * What a content field holds. Each type has one meaning everywhere: the document's value type, the
 * converter's default, the admin form's input and checks, the seed's mapping and firestore.rules.
 * - slug: the record's address, made from the field `from` (SLUG_PATTERN of common/slug.ts)
 * - text: plain text up to `max`; html: rich text (HTML, sanitized on render), may be empty
 * - url: an http(s) address; with `pathField`, the address of a file that may instead be uploaded
 *   (then this field is '' and `pathField` holds its Storage path)
 * - image: an http(s) address of a picture, typed or uploaded to images/{kind}/{id}/
 * - category: one of the kind's categories; year: four digits within YEAR_MIN..YEAR_MAX, as text
 * - list: texts (`max` entries of at most `maxItem` characters, none blank)
 * - file-path: the Storage path of an uploaded file under its UPLOADS folder, or ''
 * - timestamp: a date (`setBy: 'server'`: the time of creation, set once; else edited on the form,
 *   and may be left empty (null) unless `required`)
 *   (`setBy: 'save'`: the time of the last save, set by the server's clock on every write)
 * - actor: the uid of the staff member who wrote the record last, set by the writer on every save
 *   (firestore.rules: the caller's own uid); the audit trigger reads it as the actor
 * - version: how many times the record was saved ("no save is lost"): 1 on create,
 *   and every save must raise it by exactly one (firestore.rules), so a save made from a form opened
 *   before someone else's save is refused instead of overwriting it (0: written by the seed)
 * - publish: from when members may read the record: null while a draft, a time still
 *   to come while scheduled, a past time once published; set by the staff's Publish now, Schedule…
 *   and Unpublish, never by the form. firestore.rules let members read a record (and its summary)
 *   only once that time has passed, so a scheduled record appears by itself.
 */
export type FieldType = 'slug' | 'text' | 'html' | 'url' | 'image' | 'category' | 'year' | 'list' | 'file-path' | 'timestamp' | 'actor' | 'version' | 'publish';

export type UploadName = keyof typeof UPLOADS;

export interface FieldDecl {
  type: FieldType;
  /** The admin form's label; a field without one is not on the form (slug, server time, a file's path). */
  label?: string;
  /** Must not be blank (url with pathField: an address or an upload). */
  required?: boolean;
  /** Maximum length (LIMITS); list: entries. */
  max?: number;
  /** list: maximum length of an entry. */
  maxItem?: number;
  /** Admin form: a textarea of this many rows. */
  rows?: number;
  /** Admin form: shown under the field. */
  hint?: string;
  /** image, file-path: where uploads go (UPLOADS). */
  upload?: UploadName;
  /** url: the file-path field of the upload that may replace the address. */
  pathField?: string;
  /** slug: the field it is made from. */
  from?: string;
  /** timestamp: 'server' when the server's clock sets it on create and it never changes; 'save' on every write. */
  setBy?: 'server' | 'save';
  /** The admin form's value name when it differs from the field's. */
  formName?: string;
  /** text: the admin form offers the practice's authors or clinical reviewers (config/practice.ts); reviewers may be left empty. */
  choices?: 'authors' | 'reviewers';
  /** timestamp: when left empty while this other date is set, the practice's review period after it. */
  dueAfter?: string;
  /**
   * The field in the kind's summary (lean lists): kept as it is (default), left out
   * ('omit': only the detail page reads it; the default of rich text) or kept as its plain text,
   * cut to LIMITS.summaryText ('plain-text': a product's description, which its card shows).
   */
  summary?: 'omit' | 'plain-text';
}

/** A date a document may lack (null): an optional one (a review's) or the last save's time; not the creation time or a required date. */
export function dateMayBeEmpty(field: FieldDecl): boolean {
  return field.type === 'timestamp' && !field.required && field.setBy !== 'server';
}

export interface KindDecl {
  collection: string;
  /** The editor's categories (null: the kind has none). */
  categories: readonly string[] | null;
  /** What firestore.rules accepts, when more than `categories`. */
  storedCategories?: readonly string[];
  /** How members' addresses name a record. */
  addressedBy: 'slug' | 'id';
  /** Fields the member list's search matches (a list field matches on any entry). */
  searchFields: readonly string[];
  /** Fields the admin table's search matches (docs/product.md §2). */
  adminSearchFields: readonly string[];
  /**
   * The library search indexes `searchFields`: the field that names a record (shown
   * and highlighted in the results), and the weight of a match in each field (unnamed fields: 1).
   */
  librarySearch: { titleField: string; boost: Readonly<Record<string, number>> };
  /** The member list's filter buttons. */
  filterField: string;
  names: { singular: string; plural: string; listTitle: string };
  /** The document's fields (snake_case, docs/product.md §3), form fields in the admin form's order. */
  fields: Readonly<Record<string, FieldDecl>>;
  /**
   * Lean lists: lists read a small summary of each record from this collection (same
   * id), written in the same batch as the record; `readingTimeOf` names the rich text whose reading
   * time (whole minutes) the summary keeps as SUMMARY_READING_MINUTES.
   */
  summary: { collection: string; readingTimeOf?: string };
  /**
   * The date lists show and order by, newest first: when members could first read it
   * (a draft published today shows today), or a publication's journal date.
   */
  listDate: 'published_at' | 'created_at';
}

/**
 * The four content kinds, each declared once: names, addressing, search and filter, and every
 * field of its document. Document types, converters, admin forms, seed and bench documents,
 * fixtures, firestore.rules' content checks (scripts/generate-content-rules.ts) derive from this.
 */
/**
 * Medical review, the same four fields on articles, publications and resources: who of
 * the practice's clinicians checked the record, when, when the next review is due (empty: the
 * practice's review period after the review), and its references, one per line.
 */
const MEDICAL_REVIEW_FIELDS = {
  reviewed_by: {
    type: 'text',
    label: 'Medically reviewed by',
    max: LIMITS.author,
    choices: 'reviewers',
    hint: 'Leave empty while no clinician has reviewed it: members then see no review.',
  },
  reviewed_at: { type: 'timestamp', label: 'Last reviewed on' },
  review_due: { type: 'timestamp', label: 'Next review due', dueAfter: 'reviewed_at', hint: "Leave empty for the practice's review period after the last review." },
  references: {
    type: 'text',
    label: 'References',
    max: LIMITS.references,
    rows: 4,
    hint: 'One per line; a DOI (10.…) or web address in it becomes a link.',
    summary: 'omit',
  },
} as const satisfies Record<string, FieldDecl>;

/** The publish time's field (type 'publish'), the same on the four kinds. */
export const PUBLISH_FIELD = 'published_at';

/** Drafts and scheduling: the same field on the four kinds, set by the publishing actions. */
const PUBLISHING_FIELDS = {
  [PUBLISH_FIELD]: { type: 'publish' },
} as const satisfies Record<string, FieldDecl>;

/** The summary field that holds the reading time in minutes of the kind's `readingTimeOf` text. */
export const SUMMARY_READING_MINUTES = 'reading_minutes';

export const CONTENT_KINDS = {
  articles: {
    collection: COLLECTIONS.articles,
    summary: { collection: COLLECTIONS.articleSummaries, readingTimeOf: 'content' },
    listDate: 'published_at',
    categories: ARTICLE_CATEGORIES,
    storedCategories: ARTICLE_STORED_CATEGORIES,
    addressedBy: 'slug',
    searchFields: ['title', 'excerpt', 'author', 'category'],
    librarySearch: { titleField: 'title', boost: { title: 3, excerpt: 1.5 } },
    adminSearchFields: ['title', 'author'],
    filterField: 'category',
    names: { singular: 'Article', plural: 'Articles', listTitle: 'Health Articles' },
    fields: {
      slug: { type: 'slug', from: 'title', max: LIMITS.slug },
      title: { type: 'text', label: 'Title', required: true, max: LIMITS.title },
      image: { type: 'image', label: 'Featured Image', required: true, upload: 'image' },
      category: { type: 'category', label: 'Category', required: true },
      author: { type: 'text', label: 'Author', required: true, max: LIMITS.author, choices: 'authors' },
      excerpt: { type: 'text', label: 'Excerpt', required: true, max: LIMITS.excerpt, rows: 3 },
      content: { type: 'html', label: 'Content', max: LIMITS.html },
      ...MEDICAL_REVIEW_FIELDS,
      ...PUBLISHING_FIELDS,
      created_at: { type: 'timestamp', setBy: 'server' },
      updated_by: { type: 'actor' },
      updated_at: { type: 'timestamp', setBy: 'save' },
      version: { type: 'version' },
    },
  },
  publications: {
    collection: COLLECTIONS.publications,
    summary: { collection: COLLECTIONS.publicationSummaries },
    listDate: 'created_at',
    categories: null,
    addressedBy: 'id',
    searchFields: ['title', 'abstract', 'authors', 'journal'],
    librarySearch: { titleField: 'title', boost: { title: 3 } },
    adminSearchFields: ['title', 'authors', 'journal'],
    filterField: 'year',
    names: { singular: 'Publication', plural: 'Publications', listTitle: 'Scientific Publications' },
    fields: {
      title: { type: 'text', label: 'Title', required: true, max: LIMITS.title },
      authors: {
        type: 'list',
        label: 'Authors',
        required: true,
        hint: 'Separate names with commas',
        max: LIMITS.authorsCount,
        maxItem: LIMITS.authorName,
      },
      journal: { type: 'text', label: 'Journal', required: true, max: LIMITS.journal },
      // Kept as text (docs/product.md §3).
      year: { type: 'year', label: 'Year', required: true },
      abstract: { type: 'text', label: 'Abstract', required: true, max: LIMITS.abstract, rows: 6 },
      // The PDF: uploaded (member-only, fetched with the SDK) or an external address; an upload wins.
      pdf_url: { type: 'url', label: 'PDF', required: true, pathField: 'pdf_path' },
      pdf_path: { type: 'file-path', upload: 'publicationPdf' },
      ...MEDICAL_REVIEW_FIELDS,
      ...PUBLISHING_FIELDS,
      // The journal's published date (editable); not when members may read it (published_at).
      created_at: { type: 'timestamp', label: 'Published Date', required: true, formName: 'published' },
      updated_by: { type: 'actor' },
      updated_at: { type: 'timestamp', setBy: 'save' },
      version: { type: 'version' },
    },
  },
  resources: {
    collection: COLLECTIONS.resources,
    summary: { collection: COLLECTIONS.resourceSummaries },
    listDate: 'published_at',
    categories: RESOURCE_CATEGORIES,
    addressedBy: 'slug',
    searchFields: ['title', 'description', 'category'],
    librarySearch: { titleField: 'title', boost: { title: 3, description: 1.5 } },
    adminSearchFields: ['title', 'description', 'category'],
    filterField: 'category',
    names: { singular: 'Resource', plural: 'Resources', listTitle: 'Patient Resources' },
    fields: {
      slug: { type: 'slug', from: 'title', max: LIMITS.slug },
      title: { type: 'text', label: 'Title', required: true, max: LIMITS.title },
      thumbnail: { type: 'image', label: 'Thumbnail', required: true, upload: 'image' },
      category: { type: 'category', label: 'Category', required: true },
      description: { type: 'text', label: 'Description', required: true, max: LIMITS.description, rows: 3 },
      content: { type: 'html', label: 'Content', max: LIMITS.html },
      // An optional download: uploaded or an external address ('' when absent).
      download_url: { type: 'url', label: 'Download', hint: 'Optional: a PDF members can download', pathField: 'download_path' },
      download_path: { type: 'file-path', upload: 'resourceFile' },
      ...MEDICAL_REVIEW_FIELDS,
      ...PUBLISHING_FIELDS,
      created_at: { type: 'timestamp', setBy: 'server' },
      updated_by: { type: 'actor' },
      updated_at: { type: 'timestamp', setBy: 'save' },
      version: { type: 'version' },
    },
  },
  products: {
    collection: COLLECTIONS.products,
    summary: { collection: COLLECTIONS.productSummaries },
    listDate: 'published_at',
    categories: PRODUCT_CATEGORIES,
    addressedBy: 'slug',
    searchFields: ['name', 'description', 'category'],
    librarySearch: { titleField: 'name', boost: { name: 3, description: 1.5 } },
    adminSearchFields: ['name', 'description', 'category'],
    filterField: 'category',
    names: { singular: 'Product', plural: 'Products', listTitle: 'Recommended Products' },
    fields: {
      slug: { type: 'slug', from: 'name', max: LIMITS.slug },
      name: { type: 'text', label: 'Name', required: true, max: LIMITS.title },
      image: { type: 'image', label: 'Image', required: true, upload: 'image' },
      category: { type: 'category', label: 'Category', required: true },
      price: { type: 'text', label: 'Price', required: true, max: LIMITS.price, hint: 'As shown to members, for example $39.99' },
      affiliate_link: { type: 'url', label: 'Affiliate Link', required: true },
      description: { type: 'html', label: 'Description', max: LIMITS.html, summary: 'plain-text' },
      ...PUBLISHING_FIELDS,
      created_at: { type: 'timestamp', setBy: 'server' },
      updated_by: { type: 'actor' },
      updated_at: { type: 'timestamp', setBy: 'save' },
      version: { type: 'version' },
    },
  },
} as const satisfies Record<string, KindDecl>;
export type ContentKind = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKind[];

/** The kind's summary declaration (typed loosely, for code that handles any kind). */
export function summaryDeclOf(kind: ContentKind): KindDecl['summary'] {
  return (CONTENT_KINDS[kind] as KindDecl).summary;
}

/**
 * Whether a kind's lists go by its publish time, as members' queries are ordered: its newest few are
 * then one small query (a list screen's first page, the featured articles). A kind listed by another
 * date knows its newest only once its whole list is read.
 */
export function listedByPublishing(kind: ContentKind): boolean {
  return CONTENT_KINDS[kind].listDate === PUBLISH_FIELD;
}

/** The declared fields of a kind, in declaration order (typed loosely, for code that handles any kind). */
export function fieldsOf(kind: ContentKind): [string, FieldDecl][] {
  return Object.entries(CONTENT_KINDS[kind].fields as Readonly<Record<string, FieldDecl>>);
}

/** The value of a field of type F in a document whose timestamps are T. */
/** A date every document has: the creation time, or an edited date the form requires. */
type RequiredTime = { type: 'timestamp'; required: true } | { type: 'timestamp'; setBy: 'server' };
type FieldValue<F, T> = F extends { type: 'list' }
  ? string[]
  : F extends { type: 'version' }
    ? number
    : F extends RequiredTime
      ? T
      : F extends { type: 'timestamp' } | { type: 'publish' }
        ? T | null
        : string;
type Fields<K extends ContentKind> = (typeof CONTENT_KINDS)[K]['fields'];

/**
 * The fields every save stamps (who, when, which version), declared by each kind: never typed into
 * seed data or forms, and not "what changed" in the audit trail.
 */
export const SAVE_STAMPS = ['updated_by', 'updated_at', 'version'] as const;
export type SaveStamps = (typeof SAVE_STAMPS)[number];

/** A stored document of `K`, derived from its declared fields. `T` is the SDK's timestamp type. */
export type ContentDoc<K extends ContentKind, T = unknown> = { -readonly [F in keyof Fields<K>]: FieldValue<Fields<K>[F], T> };
/**
 * Fields a document may leave to their empty default: neither required, the slug nor a required date
 * (an actor is '' when the backend wrote it; an optional date null; the version 0 before any save).
 */
type Optional<F> = F extends { required: true } | { type: 'slug' } | RequiredTime ? never : true;
type OptionalNames<K extends ContentKind> = { [F in keyof Fields<K>]: Optional<Fields<K>[F]> extends never ? never : F }[keyof Fields<K>];
/** The values a new document of `K` needs (seed data, fixtures): its optional fields may be left out. */
export type ContentValues<K extends ContentKind, T = unknown> = Omit<ContentDoc<K, T>, OptionalNames<K> | SaveStamps> &
  Partial<Pick<ContentDoc<K, T>, Exclude<OptionalNames<K>, SaveStamps>>>;
/**
 * The summary of a record of `K`: its fields but those the declaration leaves out of
 * the summary (rich text unless kept as plain text, references), plus the reading time where the
 * kind declares one. summaryOf (common/content-docs.ts) makes it; firestore.rules check it agrees.
 */
type LeftOut<F> = F extends { summary: 'omit' } ? true : F extends { type: 'html' } ? (F extends { summary: 'plain-text' } ? never : true) : never;
type SummaryLeftOut<K extends ContentKind> = { [F in keyof Fields<K>]: LeftOut<Fields<K>[F]> extends never ? never : F }[keyof Fields<K>];
type ReadingTime<K extends ContentKind> = (typeof CONTENT_KINDS)[K]['summary'] extends { readingTimeOf: string }
  ? { [P in typeof SUMMARY_READING_MINUTES]: number }
  : unknown;
export type SummaryDoc<K extends ContentKind, T = unknown> = Omit<ContentDoc<K, T>, SummaryLeftOut<K>> & ReadingTime<K>;

export type ArticleDoc<T = unknown> = ContentDoc<'articles', T>;
export type PublicationDoc<T = unknown> = ContentDoc<'publications', T>;
export type ResourceDoc<T = unknown> = ContentDoc<'resources', T>;
export type ProductDoc<T = unknown> = ContentDoc<'products', T>;

/** Every text a screen shows about a kind (docs/product.md §2, §8), derived once from its names. */
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
  /**
   * The message under notFoundTitle when the address names no record the member may read: none at
   * all, a draft or a scheduled one, which a member cannot and must not tell apart.
   */
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
    // docs/product.md §8 gives articles a longer message than the other kinds.
    listError: kind === 'articles' ? 'Failed to load articles. Please try again later.' : `Failed to load ${noun}`,
    recordLoading: `Loading ${one}...`,
    recordError: `Failed to load ${one}`,
    notFoundTitle: `${singular} Not Found`,
    notFoundMessage: `The ${one} you're looking for doesn't exist.`,
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
 * Slug index (slugs stay unique: docs/decisions/0009-unique-slugs.md). A record addressed by slug
 * (articles, resources, products) owns `slugs/{slugDocId(collection, slug)}`. The record and its
 * slug document are written in one batch: creating a record or changing its slug creates the new
 * slug document (which fails when another record holds it) and deletes the old one; deleting the
 * record deletes its slug document. firestore.rules checks both sides with getAfter/existsAfter.
 */
export interface SlugDoc {
  /** The collection of the record that owns the slug. */
  kind: SlugKind;
  slug: string;
  /** The owning record's document id. */
  record_id: string;
}

/** The kinds whose records are addressed by slug (CONTENT_KINDS addressedBy). */
export type SlugKind = { [K in ContentKind]: (typeof CONTENT_KINDS)[K]['addressedBy'] extends 'slug' ? K : never }[ContentKind];
export const SLUG_KINDS: readonly SlugKind[] = CONTENT_KIND_NAMES.filter((kind): kind is SlugKind => CONTENT_KINDS[kind].addressedBy === 'slug');

export function slugDocId(kind: SlugDoc['kind'], slug: string): string {
  return `${kind}__${slug}`;
}
