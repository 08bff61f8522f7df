/**
 * The parts of an admin kind that follow from the kind's declaration (CONTENT_KINDS of
 * common/content.ts): texts, searched fields, converter, the form's fields in declared order, and
 * the mappings record -> form values -> document. A kind's own file adds only its table.
 */
import { CONTENT_KINDS, fieldsOf, UPLOADS, type ContentKind, type FieldDecl } from '@common/content';
import { LIMITS } from '@common/limits';
import { uploadOf } from '@common/content-docs';
import { PRACTICE } from '@/config/practice';
import { reviewDueAfter } from '@common/practice';
import { toRecord, type ContentRecord } from '@/lib/content-records';
import { isoDate } from '@/lib/format-date';
import type { AdminKind, FieldSpec, FormValues } from '../admin-kind';
import { parseDateInput, splitList, todayInput } from '../validation';

type Declared = [name: string, field: FieldDecl];

/** The fields on the form: those with a label. */
const formFieldsOf = (kind: ContentKind): Declared[] => fieldsOf(kind).filter(([, field]) => field.label);

const formName = ([name, field]: Declared) => field.formName ?? name;

function optionsOf(kind: ContentKind, field: FieldDecl): readonly string[] {
  if (field.choices === 'authors') return PRACTICE.authors;
  // A review may be absent: '' (shown as "Not reviewed") comes first.
  if (field.choices === 'reviewers') return ['', ...PRACTICE.reviewers];
  return CONTENT_KINDS[kind].categories ?? [];
}

function formField(kind: ContentKind, declared: Declared): FieldSpec {
  const [, field] = declared;
  const base = {
    name: formName(declared),
    label: field.label ?? '',
    ...(field.required ? { required: true } : {}),
    ...(field.hint ? { hint: field.hint } : {}),
  };
  switch (field.type) {
    case 'text':
      return field.choices ? { ...base, type: 'select', options: optionsOf(kind, field) } : { ...base, type: 'text', max: field.max ?? 0, ...(field.rows ? { rows: field.rows } : {}) };
    case 'category':
      return { ...base, type: 'select', options: optionsOf(kind, field) };
    case 'url':
      return field.pathField
        ? { ...base, type: 'file', pathName: field.pathField, upload: UPLOADS[uploadOf(kind, field.pathField)] }
        : { ...base, type: 'text', max: LIMITS.url, url: true };
    case 'image':
      return { ...base, type: 'image' };
    case 'html':
      return { ...base, type: 'richtext', max: field.max ?? LIMITS.html };
    case 'year':
      return { ...base, type: 'year' };
    case 'list':
      return { ...base, type: 'list', maxItems: field.max ?? 0, maxItem: field.maxItem ?? 0 };
    case 'timestamp':
      return { ...base, type: 'date' };
    case 'slug':
    case 'file-path':
    case 'actor':
    case 'version':
    case 'publish':
      throw new Error(`${kind}: a ${field.type} field is not on the form`);
  }
}

/** A new record's form (docs/product.md §5): the first category or author, this year, today. */
function emptyValue(kind: ContentKind, field: FieldDecl): string {
  if (field.type === 'category' || field.choices) return optionsOf(kind, field)[0] ?? '';
  if (field.type === 'year') return String(new Date().getFullYear());
  if (field.type === 'timestamp') return field.required ? todayInput() : '';
  return '';
}

function emptyValues(kind: ContentKind): FormValues {
  const values: FormValues = {};
  for (const declared of formFieldsOf(kind)) {
    values[formName(declared)] = emptyValue(kind, declared[1]);
    if (declared[1].pathField) values[declared[1].pathField] = '';
  }
  return values;
}

function toValues(kind: ContentKind, record: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const declared of formFieldsOf(kind)) {
    const [name, field] = declared;
    const value = record[name];
    if (field.type === 'list') values[name] = (value as string[]).join(', ');
    else if (field.type === 'timestamp') values[formName(declared)] = isoDate(value as Date) ?? '';
    else values[name] = String(value ?? '');
    if (field.pathField) values[field.pathField] = String(record[field.pathField] ?? '');
  }
  return values;
}

/** A stored value from the form's text: trimmed, except rich text and fixed choices. */
function docValue(field: FieldDecl, text: string): unknown {
  if (field.type === 'list') return splitList(text);
  if (field.type === 'html' || field.type === 'category' || field.choices) return text;
  // Checked by validateValues before saving; an optional date may be empty (null).
  if (field.type === 'timestamp') return text.trim() ? parseDateInput(text)! : null;
  return text.trim();
}

function toDoc(kind: ContentKind, values: FormValues): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const declared of formFieldsOf(kind)) {
    const [name, field] = declared;
    doc[name] = docValue(field, values[formName(declared)] ?? '');
    if (field.dueAfter && doc[name] === null) {
      // A review's next date left empty: the practice's period after the review, when there is one.
      const after = values[field.dueAfter]?.trim();
      const from = after ? parseDateInput(after) : null;
      if (from) doc[name] = reviewDueAfter(from, PRACTICE.reviewPeriodMonths);
    }
    if (field.pathField) {
      // An uploaded file wins; the address is kept only without one.
      const path = values[field.pathField] ?? '';
      if (path) doc[name] = '';
      doc[field.pathField] = path;
    }
  }
  return doc;
}

type DeclaredPart = 'kind' | 'convert' | 'searchFields' | 'fields' | 'emptyValues' | 'toValues' | 'toDoc' | 'slugFrom' | 'createdAtField';

/** Everything of `kind`'s AdminKind but its table (columns, label, memberPath). */
export function declaredAdminKind<K extends ContentKind>(kind: K): Pick<AdminKind<ContentRecord<K>>, DeclaredPart> {
  const declaration: { adminSearchFields: readonly string[] } = CONTENT_KINDS[kind];
  const slug = fieldsOf(kind).find(([, field]) => field.type === 'slug')?.[1];
  // The creation date, when the form edits it (publications: the published date).
  const editedDate = formFieldsOf(kind).find(([name, field]) => name === 'created_at' && field.type === 'timestamp');
  return {
    kind,
    convert: (snap) => toRecord(kind, snap),
    searchFields: declaration.adminSearchFields as readonly (keyof ContentRecord<K> & string)[],
    fields: formFieldsOf(kind).map((declared) => formField(kind, declared)),
    emptyValues: () => emptyValues(kind),
    toValues: (record) => toValues(kind, record),
    toDoc: (values) => toDoc(kind, values),
    ...(slug?.from ? { slugFrom: slug.from } : {}),
    ...(editedDate ? { createdAtField: formName(editedDate) } : {}),
  };
}
