/**
 * firestore.rules for the admin console's content writes beyond the permission table: what a valid
 * article, publication, resource and product is, the slug index (slugs stay unique,
 * docs/decisions/0009-unique-slugs.md; a changed slug moves its index entry), and the agreement of
 * the rules with common/content.ts and common/slug.ts: the tables of types, required fields,
 * limits, categories and upload folders are derived from CONTENT_KINDS, so a field declared there
 * is tested here.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import {
  CONTENT_KINDS,
  fieldsOf,
  RESOURCE_CATEGORIES,
  SAMPLE_ARTICLE_CATEGORY,
  SLUG_KINDS,
  slugDocId,
  UPLOADS,
  type ContentKind,
  type FieldDecl,
  type SlugKind,
} from '@common/content';
import { LIMITS, YEAR_MAX, YEAR_MIN } from '@common/limits';
import { contentDoc, uploadFolder, type ContentDocValues } from '@common/content-docs';
import { SLUG_PATTERN } from '@common/slug';
import { downloadUrl } from '../../emulators/seed/assets/store';
import {
  SEED_ARTICLES,
  SEED_PRODUCTS,
  SEED_PUBLICATIONS,
  SEED_RESOURCES,
  publicationPdfPath,
  resourceHandoutPath,
  seedImagePath,
} from '../../emulators/seed/content';
import { createRecord, deleteRecord, nextSave, putRecord, record, slugEntry, updateRecord, VALID, WRITER_UID } from './content-fixtures';
import { contextFor } from './operations';
import type { Actor } from './permissions';
import { FIRESTORE_RULES as RULES, useFirestoreRules } from './rules-env';

type Kind = ContentKind;
type Data = Record<string, unknown>;
const KINDS = Object.keys(VALID) as Kind[];
/** A valid record's slug (kinds addressed by slug). */
const slugOf = (kind: Kind) => (VALID[kind] as Data).slug as string;

const rulesEnv = useFirestoreRules('demo-rules-content');

const db = (actor: Actor = 'admin') => contextFor(rulesEnv(), actor).firestore();
/** Puts documents in place with rules off (records of slug kinds with their slug document). */
const given = (collection: string, id: string, data: Data, options?: { withSlugDoc?: boolean }) =>
  rulesEnv().withSecurityRulesDisabled((ctx) => putRecord(ctx.firestore(), collection, id, data, options));
const slugDoc = (actor: Actor, kind: SlugKind, slug: string) => db(actor).collection(COLLECTIONS.slugs).doc(slugDocId(kind, slug));
/** An admin creates a record of `kind` (new, with its slug document) with `changes`. */
const create = (kind: Kind, changes: Data = {}, id = `${kind}-new`) =>
  createRecord(db(), kind, id, record(kind, changes, { create: true }));
const text = (n: number, c = 'x') => c.repeat(n);
const urlOf = (n: number) => `https://example.com/${text(n - 'https://example.com/'.length)}`;

describe('an admin saves valid records', () => {
  it.each(KINDS)('%s: create, update, delete', async (kind) => {
    await assertSucceeds(create(kind, {}, 'r1'));
    const field = kind === 'products' ? 'name' : 'title';
    await assertSucceeds(updateRecord(db(), kind, 'r1', { [field]: 'Changed', ...nextSave(1) }));
    await assertSucceeds(deleteRecord(db(), kind, 'r1', (VALID[kind] as Data).slug as string | undefined));
  });

  it('a publication: any published date, and the date may change later', async () => {
    await assertSucceeds(create('publications', { created_at: new Date('1999-06-01T12:00:00Z') }, 'p1'));
    await assertSucceeds(updateRecord(db(), 'publications', 'p1', { created_at: new Date('2001-02-03T12:00:00Z'), ...nextSave(1) }));
    await assertFails(updateRecord(db(), 'publications', 'p1', { created_at: '2001-02-03', ...nextSave(2) }));
  });

  it.each(['articles', 'publications', 'resources'] as const)('%s with a medical review and references, or without', async (kind) => {
    const review = {
      reviewed_by: 'Dr. Jordan Lee, MD',
      reviewed_at: new Date('2026-01-10T12:00:00Z'),
      review_due: new Date('2028-01-10T12:00:00Z'),
      references: 'Qaseem A, et al. Ann Intern Med. 2017. doi:10.7326/M16-2367',
    };
    const slug = (name: string) => (kind === 'publications' ? {} : { slug: name });
    await assertSucceeds(create(kind, { ...review, ...slug('reviewed') }, `${kind}-reviewed`));
    await assertSucceeds(create(kind, { reviewed_by: '', reviewed_at: null, review_due: null, references: '', ...slug('not-reviewed') }, `${kind}-not-reviewed`));
  });

  it('a publication with an external PDF address instead of an upload', async () => {
    await assertSucceeds(create('publications', { pdf_url: 'https://example.com/paper.pdf', pdf_path: '' }));
  });

  it('a resource with an external download, or none at all', async () => {
    await assertSucceeds(create('resources', { download_url: 'https://example.com/handout.pdf', download_path: '' }, 'a'));
    await assertSucceeds(create('resources', { slug: 'no-download', download_url: '', download_path: '' }, 'b'));
  });

  it(`the sample PRP article's category '${SAMPLE_ARTICLE_CATEGORY}' (docs/product.md §3)`, async () => {
    await assertSucceeds(create('articles', { category: SAMPLE_ARTICLE_CATEGORY }));
  });

  // Every field CONTENT_KINDS does not require may be empty: rich text, an optional download (address and upload).
  const optional = KINDS.flatMap((kind) =>
    fieldsOf(kind)
      .filter(([, field]) => !field.required && ['text', 'html', 'url', 'image'].includes(field.type))
      .map(([name, field]): [Kind, string, Data] => [kind, name, { [name]: '', ...(field.pathField ? { [field.pathField]: '' } : {}) }]),
  );
  it.each(optional)('%s.%s may be empty', async (kind, _name, changes) => {
    await assertSucceeds(create(kind, changes));
  });
});

describe("the seed's demo library", () => {
  // What emulators/seed/ writes (with the Admin SDK) must also be what an admin can save again.
  const image = (path: string) => downloadUrl('demo-pmc.appspot.com', path);
  it('every seeded record is one an admin could save', async () => {
    const admin = db();
    const now = serverTimestamp();
    // The seed leaves updated_by empty (the backend wrote it); an admin's save names the admin.
    const save = <K extends Kind>(kind: K, id: string, values: ContentDocValues<K, unknown>) =>
      createRecord(admin, kind, id, { ...contentDoc(kind, values), updated_by: WRITER_UID, ...nextSave() });
    for (const a of SEED_ARTICLES) await assertSucceeds(save('articles', a.id, { ...a, image: image(seedImagePath.article(a.id)), created_at: now }));
    for (const p of SEED_PUBLICATIONS) {
      await assertSucceeds(save('publications', p.id, { ...p, pdf_path: publicationPdfPath(p.id), created_at: new Date(`${p.published}T12:00:00Z`) }));
    }
    for (const r of SEED_RESOURCES) {
      const files = { thumbnail: image(seedImagePath.resource(r.id)), download_path: r.handout ? resourceHandoutPath(r.id) : '' };
      await assertSucceeds(save('resources', r.id, { ...r, ...files, created_at: now }));
    }
    for (const p of SEED_PRODUCTS) await assertSucceeds(save('products', p.id, { ...p, image: image(seedImagePath.product(p.id)), created_at: now }));
  });
});

describe('an admin cannot save invalid records', () => {
  const refused: [Kind, string, Data][] = [
    // Types
    ['articles', 'a title that is not text', { title: 42 }],
    ['articles', 'content that is not text', { content: { html: '<p>x</p>' } }],
    ['articles', 'created_at that is not a timestamp', { created_at: '2025-01-01' }],
    ['publications', 'authors as one text', { authors: 'A. Author, B. Author' }],
    ['publications', 'an author that is not text', { authors: ['A. Author', 42] }],
    ['publications', 'a last author that is not text', { authors: [...Array.from({ length: LIMITS.authorsCount - 1 }, (_, i) => `A${i}`), null] }],
    ['publications', 'a year as a number', { year: 2024 }],
    ['publications', 'a published date that is not a timestamp', { created_at: 1700000000000 }],
    ['resources', 'a description that is not text', { description: ['x'] }],
    ['products', 'a price as a number', { price: 19.99 }],
    // Medical review: optional, but of its type and length when given.
    ['articles', 'a review date as text', { reviewed_at: '2025-01-01' }],
    ['resources', 'a next review date as a number', { review_due: 1700000000000 }],
    ['publications', 'a reviewer that is not text', { reviewed_by: 42 }],
    ['articles', `a reviewer's name over ${LIMITS.author} characters`, { reviewed_by: 'x'.repeat(LIMITS.author + 1) }],
    ['resources', `references over ${LIMITS.references} characters`, { references: 'x'.repeat(LIMITS.references + 1) }],
    // Required values
    ['articles', 'an empty title', { title: '' }],
    ['articles', 'a blank excerpt', { excerpt: '   ' }],
    ['articles', 'no image', { image: '' }],
    ['articles', 'an empty author', { author: '' }],
    ['publications', 'no authors', { authors: [] }],
    ['publications', 'a blank author', { authors: ['A. Author', '  '] }],
    ['publications', 'an empty author', { authors: [''] }],
    ['publications', 'an author with a line break', { authors: ['A. Author\nB. Author'] }],
    ['publications', 'no PDF at all', { pdf_url: '', pdf_path: '' }],
    ['publications', 'an empty journal', { journal: '' }],
    ['publications', 'an empty abstract', { abstract: '' }],
    ['resources', 'no thumbnail', { thumbnail: '' }],
    ['resources', 'an empty description', { description: '' }],
    ['products', 'no affiliate link', { affiliate_link: '' }],
    ['products', 'an empty price', { price: '' }],
    ['products', 'an empty name', { name: '' }],
    // Categories
    ['articles', 'an unknown category', { category: 'Gossip' }],
    ['articles', 'a category in the wrong case', { category: 'pain conditions' }],
    ['articles', "a resource's category", { category: RESOURCE_CATEGORIES[0] }],
    ['resources', 'an unknown category', { category: 'Pain Conditions' }],
    ['products', 'an unknown category', { category: 'Gadgets' }],
    // Years
    ['publications', `a year before ${YEAR_MIN}`, { year: String(YEAR_MIN - 1) }],
    ['publications', `a year after ${YEAR_MAX}`, { year: String(YEAR_MAX + 1) }],
    ['publications', 'a 3-digit year', { year: '999' }],
    ['publications', 'a year with letters', { year: '20a4' }],
    ['publications', 'a 5-digit year', { year: '02024' }],
    // Addresses and uploads
    ['articles', 'a javascript: image address', { image: 'javascript:alert(1)' }],
    ['articles', 'a relative image address', { image: '/images/x.png' }],
    ['products', 'a javascript: affiliate link', { affiliate_link: 'javascript:alert(1)' }],
    ['products', 'an affiliate link with spaces', { affiliate_link: 'https://example.com/a b' }],
    ['publications', 'a PDF address that is not http(s)', { pdf_url: 'ftp://example.com/paper.pdf' }],
    ['publications', 'an uploaded PDF outside its folder', { pdf_path: 'images/articles/a/cover.png' }],
    ['publications', 'an uploaded PDF path without a record folder', { pdf_path: 'publications/paper.pdf' }],
    ['resources', 'an uploaded download outside its folder', { download_path: 'publications/p/paper.pdf' }],
    ['resources', 'a download address that is not http(s)', { download_url: 'file:///etc/passwd' }],
    // Keys
    ['articles', 'an extra key', { featured: true }],
    ['publications', 'an extra key', { doi: '10.1000/x' }],
    ['resources', 'an extra key', { views: 0 }],
    ['products', 'an extra key', { stock: 3 }],
  ];
  it.each(refused)('%s with %s', async (kind, _label, changes) => {
    await assertFails(create(kind, changes));
  });

  // From CONTENT_KINDS: each field with a value of another type; each required field blank.
  const wrongType = (field: FieldDecl): unknown => (field.type === 'list' ? 'A. Author, B. Author' : field.type === 'timestamp' ? '2025-01-01' : 42);
  const blank = (field: FieldDecl): unknown => (field.type === 'list' ? [] : '');
  const declared = KINDS.flatMap((kind) => fieldsOf(kind).map(([name, field]) => [kind, name, field] as const));
  it.each(declared)('%s.%s of another type', async (kind, name, field) => {
    await assertFails(create(kind, { [name]: wrongType(field) }));
  });
  const required = declared.filter(([, , field]) => field.required && field.type !== 'timestamp');
  it.each(required)('%s.%s blank (required)', async (kind, name, field) => {
    await assertFails(create(kind, { [name]: blank(field), ...(field.pathField ? { [field.pathField]: '' } : {}) }));
  });

  it.each(KINDS)('%s without any one of its fields', async (kind) => {
    for (const key of Object.keys(VALID[kind])) {
      const data = record(kind, {}, { create: true });
      delete data[key];
      // A record without a slug has no slug document to write with it.
      const attempt = key === 'slug' ? db().collection(kind).doc('r').set(data) : createRecord(db(), kind, 'r', data);
      await assertFails(attempt);
    }
  });

  it.each(SLUG_KINDS)('%s created with a created_at other than the server time', async (kind) => {
    await assertFails(create(kind, { created_at: new Date() }));
    await assertFails(create(kind, { created_at: new Date('2020-01-01T00:00:00Z') }));
  });

  it.each(SLUG_KINDS)('%s updated with a changed created_at', async (kind) => {
    await given(kind, 'r', record(kind));
    await assertFails(updateRecord(db(), kind, 'r', { created_at: new Date('2020-01-01T00:00:00Z') }));
    await assertFails(updateRecord(db(), kind, 'r', { created_at: serverTimestamp() }));
  });

  it.each(KINDS)('%s updated into an invalid record', async (kind) => {
    await given(kind, 'r', record(kind));
    await assertFails(updateRecord(db(), kind, 'r', { extra: 'x' }));
    await assertFails(updateRecord(db(), kind, 'r', { [kind === 'products' ? 'name' : 'title']: '' }));
  });
});

describe('no save is lost: each save raises the version by exactly one', () => {
  it.each(KINDS)('%s: a new record is version 1, saved at the server time', async (kind) => {
    await assertFails(create(kind, { version: 0 }));
    await assertFails(create(kind, { version: 2 }));
    await assertFails(create(kind, { version: '1' }));
    await assertFails(create(kind, { updated_at: new Date() }));
    await assertSucceeds(create(kind, {}));
  });

  it.each(KINDS)('%s: a save from a form opened before another save is refused', async (kind) => {
    await given(kind, 'r', record(kind));
    const field = kind === 'products' ? 'name' : 'title';
    // Two forms opened at version 0: the first save wins, the second (still at 0 + 1) is refused.
    await assertSucceeds(updateRecord(db(), kind, 'r', { [field]: 'First save' }));
    await assertFails(updateRecord(db(), kind, 'r', { [field]: 'Second save' }));
    // Not the same version again, nor a jump, nor a save without the server's time.
    await assertFails(updateRecord(db(), kind, 'r', { [field]: 'Again', ...nextSave(0) }));
    await assertFails(updateRecord(db(), kind, 'r', { [field]: 'Jump', ...nextSave(2) }));
    await assertFails(updateRecord(db(), kind, 'r', { [field]: 'Old time', ...nextSave(1), updated_at: new Date(0) }));
    // From the version now stored it goes on.
    await assertSucceeds(updateRecord(db(), kind, 'r', { [field]: 'Third save', ...nextSave(1) }));
    let stored: Record<string, unknown> | undefined;
    await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
      stored = (await ctx.firestore().collection(kind).doc('r').get()).data();
    });
    expect(stored).toMatchObject({ [field]: 'Third save', version: 2 });
  });
});

describe('slugs', () => {
  const BAD_SLUGS = ['Bad-Slug', 'bad slug', '-leading', 'trailing-', 'double--hyphen', '', 'caf\u00e9', 'under_score', 'a.b'];

  it.each(SLUG_KINDS)('%s: a malformed slug is refused', async (kind) => {
    for (const slug of BAD_SLUGS) await assertFails(create(kind, { slug }));
    // A slash cannot even name a slug document.
    await assertFails(db().collection(kind).doc('r').set(record(kind, { slug: 'a/b' }, { create: true })));
  });

  it.each(SLUG_KINDS)('%s: a record without its slug document is refused', async (kind) => {
    await assertFails(db().collection(kind).doc('r').set(record(kind, {}, { create: true })));
  });

  it.each(SLUG_KINDS)('%s: a second record cannot take a slug in use', async (kind) => {
    await given(kind, 'first', record(kind));
    const slug = slugOf(kind);
    // The batch of the admin screen: its slug document already exists, so writing it is an update.
    await assertFails(create(kind, {}, 'second'));
    // Without writing the slug document, the existing one names the first record.
    await assertFails(db().collection(kind).doc('second').set(record(kind, {}, { create: true })));
    // Nor can the slug document be handed over.
    await assertFails(slugDoc('admin', kind, slug).update({ record_id: 'second' }));
    await assertFails(slugDoc('admin', kind, slug).set(slugEntry(kind, slug, 'second')));
  });

  it('the same slug may be used by records of different kinds', async () => {
    await assertSucceeds(create('articles', { slug: 'shared-slug' }));
    await assertSucceeds(create('resources', { slug: 'shared-slug' }));
    await assertSucceeds(create('products', { slug: 'shared-slug' }));
  });

  it.each(SLUG_KINDS)('%s: changing the slug moves the index entry, and frees the old slug', async (kind) => {
    const oldSlug = slugOf(kind);
    await given(kind, 'r', record(kind));
    // The new slug document must come with it, and the old one must go.
    await assertFails(db().collection(kind).doc('r').update({ slug: 'new-slug', ...nextSave() }));
    const admin = db();
    const batch = admin.batch();
    batch.update(admin.collection(kind).doc('r'), { slug: 'new-slug', ...nextSave() });
    batch.set(admin.collection(COLLECTIONS.slugs).doc(slugDocId(kind, 'new-slug')), slugEntry(kind, 'new-slug', 'r'));
    await assertFails(batch.commit());

    await assertSucceeds(updateRecord(db(), kind, 'r', { slug: 'new-slug' }, oldSlug));
    let entries: [string, unknown][] = [];
    await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
      const snap = await ctx.firestore().collection(COLLECTIONS.slugs).get();
      entries = snap.docs.map((d) => [d.id, d.data()]);
    });
    expect(entries).toEqual([[slugDocId(kind, 'new-slug'), slugEntry(kind, 'new-slug', 'r')]]);
    // Another record may now take the old slug, but not the new one.
    await assertSucceeds(create(kind, { slug: oldSlug }, 'other'));
    await assertFails(create(kind, { slug: 'new-slug' }, 'third'));
  });

  it.each(SLUG_KINDS)('%s: deleting a record takes its slug document along', async (kind) => {
    const slug = slugOf(kind);
    await given(kind, 'r', record(kind));
    await assertFails(db().collection(kind).doc('r').delete());
    await assertFails(slugDoc('admin', kind, slug).delete());
    await assertSucceeds(deleteRecord(db(), kind, 'r', slug));
    await assertSucceeds(create(kind, {}, 'next'));
  });

  describe('slug documents on their own', () => {
    beforeEach(() => given('articles', 'a1', record('articles'), { withSlugDoc: false }));
    const slug = slugOf('articles');

    it('an admin may add the missing index entry of a record that uses the slug', async () => {
      await assertSucceeds(slugDoc('admin', 'articles', slug).set(slugEntry('articles', slug, 'a1')));
    });

    const bad: [string, string, Data][] = [
      ['for a record that does not use the slug', slugDocId('articles', 'other-slug'), slugEntry('articles', 'other-slug', 'a1')],
      ['for a record that does not exist', slugDocId('articles', slug), slugEntry('articles', slug, 'missing')],
      ['under an id other than kind__slug', `articles-${slug}`, slugEntry('articles', slug, 'a1')],
      ['under the id of another kind', slugDocId('resources', slug), slugEntry('articles', slug, 'a1')],
      ['of a kind without slugs', `publications__${slug}`, { kind: 'publications', slug, record_id: 'a1' }],
      ['with an extra key', slugDocId('articles', slug), { ...slugEntry('articles', slug, 'a1'), note: 'x' }],
      ['without record_id', slugDocId('articles', slug), { kind: 'articles', slug }],
      ['with a record id that is a path', slugDocId('articles', slug), slugEntry('articles', slug, 'a1/x')],
    ];
    it.each(bad)('refused %s', async (_label, id, data) => {
      await assertFails(db().collection(COLLECTIONS.slugs).doc(id).set(data));
    });

    it('a stale entry (record gone or using another slug) may be deleted', async () => {
      await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
        const fs = ctx.firestore();
        await fs.collection(COLLECTIONS.slugs).doc(slugDocId('articles', 'gone')).set(slugEntry('articles', 'gone', 'deleted-record'));
        await fs.collection(COLLECTIONS.slugs).doc(slugDocId('articles', 'old-slug')).set(slugEntry('articles', 'old-slug', 'a1'));
        await fs.collection(COLLECTIONS.slugs).doc(slugDocId('articles', slug)).set(slugEntry('articles', slug, 'a1'));
      });
      await assertSucceeds(slugDoc('admin', 'articles', 'gone').delete());
      await assertSucceeds(slugDoc('admin', 'articles', 'old-slug').delete());
      await assertFails(slugDoc('admin', 'articles', slug).delete());
      await assertFails(slugDoc('member', 'articles', slug).get());
    });
  });
});

describe('the rules agree with common/content.ts and common/slug.ts', () => {
  // [kind, field, limit, value of a given length], for every field CONTENT_KINDS bounds.
  const lengthCases = (kind: Kind, name: string, field: FieldDecl): [Kind, string, number, (n: number) => unknown][] => {
    switch (field.type) {
      case 'text':
      case 'html':
        return [[kind, name, field.max ?? 0, (n) => text(n)]];
      case 'slug':
        return [[kind, name, field.max ?? 0, (n) => text(n, 'a')]];
      case 'url':
      case 'image':
        return [[kind, name, LIMITS.url, urlOf]];
      case 'file-path': {
        const folder = `${uploadFolder(UPLOADS[field.upload ?? 'image'], kind, 'r1')}/`;
        return [[kind, name, LIMITS.storagePath, (n) => `${folder}${text(n - folder.length)}`]];
      }
      case 'list':
        return [
          [kind, name, field.max ?? 0, (n) => Array.from({ length: n }, (_, i) => `Author ${i + 1}`)],
          [kind, name, field.maxItem ?? 0, (n) => ['A. Author', text(n), text(n, 'y')]],
        ];
      default:
        return [];
    }
  };
  const limits = KINDS.flatMap((kind) => fieldsOf(kind).flatMap(([name, field]) => lengthCases(kind, name, field)));
  it.each(limits)('%s.%s: %i accepted, one more refused', async (kind, field, limit, make) => {
    await assertSucceeds(create(kind, { [field]: make(limit) }, 'at-limit'));
    await assertFails(create(kind, { [field]: make(limit + 1) }, 'over-limit'));
  });

  it('the rules name each limit', () => {
    const fields = [
      ...['title', 'slug', 'excerpt', 'author', 'html', 'url', 'storagePath'],
      ...['journal', 'abstract', 'authorsCount', 'authorName', 'description', 'price', 'adminNotes'],
    ] as (keyof typeof LIMITS)[];
    for (const field of fields) expect(RULES, field).toMatch(new RegExp(`(?<![0-9])${LIMITS[field]}(?![0-9])`));
    expect(RULES).toContain(`int(year) >= ${YEAR_MIN} && int(year) <= ${YEAR_MAX}`);
    expect(RULES).toContain(`year.matches('[0-9]{${LIMITS.year}}')`);
  });

  it.each([YEAR_MIN, YEAR_MAX])('year %i is accepted', async (year) => {
    await assertSucceeds(create('publications', { year: String(year) }));
  });

  const categories = KINDS.flatMap((kind): [Kind, readonly string[]][] => {
    const declaration: { categories: readonly string[] | null; storedCategories?: readonly string[] } = CONTENT_KINDS[kind];
    const list = declaration.storedCategories ?? declaration.categories;
    return list ? [[kind, list]] : [];
  });
  it.each(categories)('%s: every category of common/content.ts is accepted, and the rules list exactly those', async (kind, list) => {
    expect(RULES).toContain(`.category in [${list.map((c) => `'${c}'`).join(', ')}]`);
    for (const [i, category] of list.entries()) await assertSucceeds(create(kind, { category, slug: `slug-${i}` }, `r${i}`));
  });

  it('slugs: the rules use SLUG_PATTERN, and agree with it on samples', async () => {
    expect(RULES).toContain(`matches('${SLUG_PATTERN.source}')`);
    const samples = ['a', 'a1', 'back-pain-101', '2024-review', 'x-y-z', 'A', 'a--b', '-a', 'a-', 'a b', 'a_b', 'ä', ''];
    for (const [i, slug] of samples.entries()) {
      const attempt = create('articles', { slug }, `s${i}`);
      await (SLUG_PATTERN.test(slug) ? assertSucceeds(attempt) : assertFails(attempt));
    }
  });

  it('slugs: the rules build slug document ids as slugDocId does, for the slug kinds of SLUG_KINDS', () => {
    expect(slugDocId('articles', 'x')).toBe('articles__x');
    expect(RULES).toContain(`$(kind + '__' + slug)`);
    expect(RULES).toContain(`entry.kind in [${SLUG_KINDS.map((k) => `'${k}'`).join(', ')}]`);
    for (const kind of SLUG_KINDS) expect(RULES).toContain(`holdsSlug('${kind}', id,`);
  });

  it('uploads: the rules use the folders of UPLOADS', () => {
    const uploads = KINDS.flatMap((kind) => fieldsOf(kind).filter(([, field]) => field.type === 'file-path'));
    expect(uploads.map(([name]) => name)).toEqual(['pdf_path', 'download_path']);
    for (const [name, field] of uploads) expect(RULES).toContain(`storagePath(doc.${name}, '${UPLOADS[field.upload ?? 'image'].folder}')`);
  });
});
