/**
 * firestore.rules cannot import common/: its checks of the library's documents are generated from
 * CONTENT_KINDS into the rules file between two marker lines (`npm run rules:generate` writes
 * them; common/content-rules.test.ts fails while the committed file differs). Per kind: its
 * valid<Singular>(doc) function, one condition per declared field in declaration order, and its
 * match block (slug kinds keep their slug index entry in step, server-set dates stay unchanged).
 * Audit: every write carries the writer's uid in the kind's actor field, and a record
 * may be deleted only by the admin who wrote it last: the admin screens first save the record with
 * only the actor changed (the audit trigger records nothing for that) and then delete it, so the
 * trigger's one delete entry names the true actor (functions/src/audit/contentTrail.ts).
 * No save is lost: a kind's version field must be 1 on create and go up by exactly one
 * with every update, so a save from a stale form is refused.
 * Drafts and scheduling: members read a record and its summary only once its publish
 * time has passed on the server's clock (publishedBy); staff read everything.
 * Lean lists: each record has a summary (same id, the kind's summary collection) that
 * must agree with it after every batch: a record is written only with a summary that holds exactly
 * its summary fields, the copied ones equal to the record's; a summary only beside its record; a
 * record is deleted only with its summary. Derived values (plain text, reading time) are checked
 * for type and length.
 * The helpers they call (text, nonEmptyText, url, storagePath, validSlug, validYear, validList,
 * holdsSlug, publishedBy...) are hand-written in the rules file.
 */
import { CONTENT_KIND_NAMES, CONTENT_KINDS, CONTENT_TEXTS, dateMayBeEmpty, fieldsOf, PUBLISH_FIELD, summaryDeclOf, SUMMARY_READING_MINUTES, UPLOADS, type ContentKind, type FieldDecl } from './content';
import { summaryFieldNames, summaryUse } from './content-docs';
import { LIMITS } from './limits';

export const GENERATED_BEGIN = '    // BEGIN generated from CONTENT_KINDS of common/content.ts by `npm run rules:generate`: edit the declaration, not this block.';
export const GENERATED_END = '    // END generated';

const quoted = (values: readonly string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;
const optional = (value: string, check: string) => `(${value} == '' || ${check})`;

/** The rules condition of one declared field of `doc`. */
function fieldCondition(kind: ContentKind, name: string, field: FieldDecl): string[] {
  const value = `doc.${name}`;
  const sized = (max: number | undefined) => (field.required ? `nonEmptyText(${value}, ${max})` : `text(${value}, ${max})`);
  switch (field.type) {
    case 'slug':
      return [`validSlug(${value})`];
    case 'text':
    case 'html':
      return [sized(field.max)];
    case 'image':
      return [field.required ? `url(${value})` : optional(value, `url(${value})`)];
    case 'url':
      if (field.pathField) {
        const path = `doc.${field.pathField}`;
        return [optional(value, `url(${value})`), ...(field.required ? [`(${value} != '' || ${path} != '')`] : [])];
      }
      return [field.required ? `url(${value})` : optional(value, `url(${value})`)];
    case 'file-path':
      return [optional(value, `storagePath(${value}, '${UPLOADS[field.upload ?? 'image'].folder}')`)];
    case 'category': {
      const declaration: { categories: readonly string[] | null; storedCategories?: readonly string[] } = CONTENT_KINDS[kind];
      return [`${value} in ${quoted(declaration.storedCategories ?? declaration.categories ?? [])}`];
    }
    case 'year':
      return [`validYear(${value})`];
    case 'list':
      if (!field.required) throw new Error(`${kind}.${name}: the rules know required lists only`);
      return [`${value} is list`, `validList(${value}, ${field.max}, ${field.maxItem})`];
    case 'timestamp':
      if (field.setBy === 'save') return [`${value} == request.time`];
      return [dateMayBeEmpty(field) ? `(${value} == null || ${value} is timestamp)` : `${value} is timestamp`];
    case 'actor':
      return [`${value} == request.auth.uid`];
    case 'version':
      return [`${value} is int`];
    case 'publish':
      return [`(${value} == null || ${value} is timestamp)`];
  }
}

/**
 * The summary check of `kind`: `summary` holds exactly the summary fields, differs from `doc` (the
 * record) only in the fields it leaves out or derives, and its derived values are well formed.
 */
function summaryRules(kind: ContentKind, agrees: string): string[] {
  const fields = fieldsOf(kind);
  const differing = [
    ...fields.filter(([, field]) => summaryUse(field) !== 'copy').map(([name]) => name),
    ...(summaryDeclOf(kind).readingTimeOf ? [SUMMARY_READING_MINUTES] : []),
  ];
  const derived = [
    ...fields.filter(([, field]) => summaryUse(field) === 'plain-text').map(([name]) => `text(summary.${name}, ${LIMITS.summaryText})`),
    ...(summaryDeclOf(kind).readingTimeOf ? [`summary.${SUMMARY_READING_MINUTES} is int`, `summary.${SUMMARY_READING_MINUTES} >= 0`] : []),
  ];
  const conditions = [`exactKeys(summary, ${quoted(summaryFieldNames(kind))})`, `summary.diff(doc).affectedKeys().hasOnly(${quoted(differing)})`, ...derived];
  return [`    function ${agrees}(summary, doc) {`, `      return ${conditions.join('\n        && ')};`, '    }'];
}

function kindRules(kind: ContentKind): string[] {
  const fields = fieldsOf(kind);
  const valid = `valid${CONTENT_TEXTS[kind].singular}`;
  const conditions = [`exactKeys(doc, ${quoted(fields.map(([name]) => name))})`, ...fields.flatMap(([name, field]) => fieldCondition(kind, name, field))];
  const bySlug = CONTENT_KINDS[kind].addressedBy === 'slug';
  const serverTime = fields.some(([, field]) => field.type === 'timestamp' && field.setBy === 'server');
  const data = 'request.resource.data';
  const { collection, summary } = CONTENT_KINDS[kind];
  const agrees = `${CONTENT_TEXTS[kind].singular.toLowerCase()}SummaryAgrees`;
  const summaryPath = `/databases/$(database)/documents/${summary.collection}/$(id)`;
  const recordPath = `/databases/$(database)/documents/${collection}/$(id)`;
  const withSummary = `existsAfter(${summaryPath}) && ${agrees}(getAfter(${summaryPath}).data, ${data})`;
  const memberRead = `isAdmin() || (isMember() && publishedBy(resource.data.${PUBLISH_FIELD}))`;
  // No save is lost: a create is version 1, every save the stored version plus one.
  const version = fields.find(([, field]) => field.type === 'version')?.[0];
  const create = [
    `isAdmin() && ${valid}(${data})`,
    ...(version ? [`${data}.${version} == 1`] : []),
    ...(serverTime ? ['createdNow()'] : []),
    ...(bySlug ? [`holdsSlug('${kind}', id, ${data}.slug)`] : []),
    withSummary,
  ];
  const update = [
    `isAdmin() && ${valid}(${data})`,
    ...(version ? [`${data}.${version} == resource.data.get('${version}', 0) + 1`] : []),
    ...(serverTime ? ['createdUnchanged()'] : []),
    ...(bySlug ? [`holdsSlug('${kind}', id, ${data}.slug)`, `oldSlugReleased('${kind}', id)`] : []),
    withSummary,
  ];
  const actor = fields.find(([, field]) => field.type === 'actor')?.[0];
  const remove = ['isAdmin()', ...(actor ? [`resource.data.${actor} == request.auth.uid`] : []), ...(bySlug ? [`releasesSlug('${kind}', id, resource.data.slug)`] : []), `!existsAfter(${summaryPath})`];
  return [
    `    function ${valid}(doc) {`,
    `      return ${conditions.join('\n        && ')};`,
    '    }',
    ...summaryRules(kind, agrees),
    `    match /${collection}/{id} {`,
    `      allow get, list: if ${memberRead};`,
    `      allow create: if ${create.join(' && ')};`,
    `      allow update: if ${update.join(' && ')};`,
    `      allow delete: if ${remove.join(' && ')};`,
    '    }',
    `    match /${summary.collection}/{id} {`,
    `      allow get, list: if ${memberRead};`,
    `      allow create, update: if isAdmin() && existsAfter(${recordPath}) && ${agrees}(${data}, getAfter(${recordPath}).data);`,
    `      allow delete: if isAdmin() && !existsAfter(${recordPath});`,
    '    }',
  ];
}

/** The generated block, marker lines included. */
export function contentRules(): string {
  return [GENERATED_BEGIN, ...CONTENT_KIND_NAMES.flatMap(kindRules), GENERATED_END].join('\n');
}

/** `rules` with its generated block replaced by the current one. */
export function withContentRules(rules: string): string {
  const begin = rules.indexOf(GENERATED_BEGIN);
  const end = rules.indexOf(GENERATED_END);
  if (begin < 0 || end < begin) throw new Error('firestore.rules lacks the marker lines of the generated content rules');
  return rules.slice(0, begin) + contentRules() + rules.slice(end + GENERATED_END.length);
}
