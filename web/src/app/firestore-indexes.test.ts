/**
 * The Firestore emulator never asks for composite indexes, so a query that needs one
 * fails only in production. Every query that needs one is declared as a shape by the code that runs
 * it (common/query-shapes.ts): the admin lists paged by query, a member's own requests, a record by
 * its slug (the library's, and an article page's preview). Each must be served by an index of
 * firestore.indexes.json. A second check keeps the list complete: a source file that both filters
 * and sorts a query must be one of the declaring modules.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexServes, needsCompositeIndex, type CompositeIndex, type QueryShape } from '@common/query-shapes';
import { activityPages } from '@/features/admin/activity/api/activity-pages';
import { CONTENT_STORE_SHAPES } from '@/features/admin/content/api/firebase-store';
import { membershipCodePages } from '@/features/admin/membership-codes/api/membership-code-pages';
import { REVIEW_DUE_SHAPES } from '@/features/admin/review-due/api/review-due-records';
import { supportTicketPages } from '@/features/admin/support-tickets/api/support-ticket-pages';
import { MEMBER_TICKETS_SHAPE } from '@/features/support/api/tickets';
import { contentQueryShapes } from '@/lib/firebase/content-query';
import { RECORD_PAGES, recordPreviewShape } from '@/app/route-shells';
import { SCHEDULED_SHAPES } from '../../../functions/src/audit/scheduledShapes';
import { CONTENT_KIND_NAMES } from '@common/content';

/** The repository: the nearest folder up from the working directory that holds firestore.indexes.json. */
function repositoryRoot(dir = process.cwd()): string {
  if (existsSync(join(dir, 'firestore.indexes.json'))) return dir;
  const parent = dirname(dir);
  if (parent === dir) throw new Error('firestore.indexes.json not found');
  return repositoryRoot(parent);
}
const ROOT = repositoryRoot();
const INDEXES = (JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as { indexes: CompositeIndex[] }).indexes;

/** Every query shape the code declares, by where it is declared. */
const DECLARED: Record<string, QueryShape[]> = {
  'web/src/features/admin/activity/api/activity-pages.ts': activityPages.shapes,
  'web/src/features/admin/content/api/firebase-store.ts': CONTENT_STORE_SHAPES,
  'web/src/features/admin/membership-codes/api/membership-code-pages.ts': membershipCodePages.shapes,
  // Review due: a range and a sort on review_due, and reviewed_at == null; neither needs a composite index.
  'web/src/features/admin/review-due/api/review-due-records.ts': REVIEW_DUE_SHAPES,
  'web/src/features/admin/support-tickets/api/support-ticket-pages.ts': supportTicketPages.shapes,
  'web/src/features/support/api/tickets.ts': [MEMBER_TICKETS_SHAPE],
  // The content trigger reads each kind's scheduled publish times.
  'functions/src/audit/contentTrail.ts': SCHEDULED_SHAPES,
  // The member library reads each kind's list and finds a record by its slug.
  'web/src/lib/firebase/content-query.ts': CONTENT_KIND_NAMES.flatMap((kind) => contentQueryShapes(kind)),
};
/**
 * Queries sent to Firestore's runQuery by a page's inline script, declared with its settings: their
 * text has no where() to find, so they stand apart from the check of the declaring modules.
 */
const BY_REST: Record<string, QueryShape[]> = {
  // An article's page reads the article's summary by its slug (app/record-preview.js).
  'web/src/app/route-shells.ts': RECORD_PAGES.flatMap((page) => (page.preview ? [recordPreviewShape(page.kind)] : [])),
};
/** The module every query-paged admin list goes through (it builds their queries from their shapes). */
const PAGED_QUERIES = 'web/src/features/admin/shared/api/firestore-pages.ts';

const needing = Object.entries({ ...DECLARED, ...BY_REST }).flatMap(([file, shapes]) => shapes.filter(needsCompositeIndex).map((shape) => [file, shape] as const));

describe('firestore.indexes.json', () => {
  it('has the queries that need a composite index to check (the admin lists and a member’s requests)', () => {
    expect(needing.length).toBeGreaterThanOrEqual(8);
  });

  it.each(needing.map(([file, shape]) => [`${shape.collection} ${JSON.stringify({ equals: shape.equals, range: shape.range, orderBy: shape.orderBy })} (${file})`, shape] as const))(
    'serves %s',
    (_label, shape) => {
      expect(INDEXES.some((index) => indexServes(index, shape))).toBe(true);
    },
  );

  it('holds no composite index that no declared query uses', () => {
    const used = INDEXES.filter((index) => needing.some(([, shape]) => indexServes(index, shape)));
    expect(INDEXES.filter((index) => !used.includes(index))).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // Not dependencies, nor the functions' build output.
    if (entry.isDirectory()) return entry.name === 'node_modules' || path === join(ROOT, 'functions/lib') ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the declared query shapes', () => {
  it('cover every source file whose query both filters and sorts, or that pages by query', () => {
    const files = ['web/src', 'functions/src', 'emulators', 'scripts', 'tooling'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    const querying = files
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        const filters = /\bwhere\(/.test(text);
        const sorts = /\borderBy\(/.test(text);
        return (filters && sorts) || /\bfirestorePages\s*[<(]/.test(text);
      })
      .map((file) => relative(ROOT, file))
      .filter((file) => file !== PAGED_QUERIES);
    expect(querying.sort()).toEqual(Object.keys(DECLARED).sort());
  });

  it('tell a query that needs an index from one that does not', () => {
    expect(needsCompositeIndex({ collection: 'c', equals: ['a', 'b'] })).toBe(false);
    expect(needsCompositeIndex({ collection: 'c', orderBy: [['at', 'desc']] })).toBe(false);
    expect(needsCompositeIndex({ collection: 'c', range: 'at', orderBy: [['at', 'desc']] })).toBe(false);
    expect(needsCompositeIndex({ collection: 'c', equals: ['a'], orderBy: [['at', 'desc']] })).toBe(true);
    expect(needsCompositeIndex({ collection: 'c', range: 'x', orderBy: [['at', 'desc']] })).toBe(true);
    const index: CompositeIndex = { collectionGroup: 'c', queryScope: 'COLLECTION', fields: [{ fieldPath: 'a', order: 'ASCENDING' }, { fieldPath: 'at', order: 'DESCENDING' }] };
    expect(indexServes(index, { collection: 'c', equals: ['a'], orderBy: [['at', 'desc']] })).toBe(true);
    expect(indexServes(index, { collection: 'c', equals: ['a'], orderBy: [['at', 'asc']] })).toBe(false);
    expect(indexServes(index, { collection: 'c', equals: ['b'], orderBy: [['at', 'desc']] })).toBe(false);
    expect(indexServes(index, { collection: 'd', equals: ['a'], orderBy: [['at', 'desc']] })).toBe(false);
  });
});
