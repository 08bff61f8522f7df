/**
 * The admin content forms' schema, built from a kind's form fields (which the admin screens read
 * from the content declaration, common/content.ts CONTENT_KINDS, as the generated rules do):
 * required fields, maximum lengths, addresses, years, dates, lists (docs/product.md §5 "Content
 * forms"). Values are the form's text as typed; the form turns them into the document.
 */
import { _default, looseObject, refine, string, type ZodMiniType } from 'zod/mini';
import type { UPLOADS } from '../content';
import { LIMITS, YEAR_MAX, YEAR_MIN } from '../limits';

export type UploadSpec = (typeof UPLOADS)[keyof typeof UPLOADS];

interface BaseField {
  /** The form value it edits (a document field). */
  name: string;
  label: string;
  required?: boolean;
  /** Shown under the field while there is no error. */
  hint?: string;
}

/** One field of an admin content form. */
export type ContentFormField =
  /** Plain text; `rows` makes it a textarea; `url` checks an address. */
  | (BaseField & { type: 'text'; max: number; rows?: number; url?: boolean })
  /** A fixed list (categories, authors); a stored value outside the list stays selectable. */
  | (BaseField & { type: 'select'; options: readonly string[] })
  /** Four digits between YEAR_MIN and YEAR_MAX, kept as text. */
  | (BaseField & { type: 'year' })
  /** A calendar date (YYYY-MM-DD). */
  | (BaseField & { type: 'date' })
  /** Comma-separated entries, split and trimmed. */
  | (BaseField & { type: 'list'; maxItems: number; maxItem: number })
  /** An image address, typed or made by an upload to images/{kind}/{id}/. */
  | (BaseField & { type: 'image' })
  /**
   * A member-only file (PDF): uploaded to `upload.folder`/{id}/ and kept as its Storage path in
   * `pathName`, or an external address in `name`.
   */
  | (BaseField & { type: 'file'; pathName: string; upload: UploadSpec })
  /** Rich text (HTML) from the editor. */
  | (BaseField & { type: 'richtext'; max: number });

/** Entries of a comma-separated field: split on commas, trimmed, empty ones dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** An absolute web address (http or https) with a host. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD' as noon UTC of that day (shown as the same day in every time zone), or null. */
export function parseDateInput(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

const ADDRESS_HINT = 'Enter a full address starting with https:// (or http://)';
const count = (n: number) => n.toLocaleString('en-US');
const tooLong = (label: string, max: number) => `${label} must be at most ${count(max)} characters`;
/** A check of a filled-in value: an empty one is the required check's to judge. */
const whenFilled = (ok: (text: string) => boolean, error: string) => refine<string>((value) => !value.trim() || ok(value.trim()), { error });

/** The schema of one field's text, a file's aside (it looks at its stored path too). */
function fieldText(field: Exclude<ContentFormField, { type: 'file' }>): ZodMiniType {
  const required = field.required ? [refine<string>((value) => Boolean(value.trim()), { error: `${field.label} is required` })] : [];
  const text = (...checks: ReturnType<typeof refine<string>>[]) => _default(string().check(...required, ...checks), '');
  switch (field.type) {
    case 'richtext':
      return _default(string().check(refine((value) => value.length <= field.max, { error: `${field.label} is too long (at most ${count(field.max)} characters of HTML)` })), '');
    case 'select':
      return text();
    case 'text':
      return text(
        whenFilled((value) => value.length <= field.max, tooLong(field.label, field.max)),
        whenFilled((value) => !field.url || value.length > field.max || isWebAddress(value), ADDRESS_HINT),
      );
    case 'image':
      return text(
        whenFilled((value) => value.length <= LIMITS.url, tooLong('The address', LIMITS.url)),
        whenFilled((value) => value.length > LIMITS.url || isWebAddress(value), `${ADDRESS_HINT}, or upload an image`),
      );
    case 'year':
      return text(whenFilled((value) => /^\d{4}$/.test(value) && Number(value) >= YEAR_MIN && Number(value) <= YEAR_MAX, `${field.label} must be a year between ${YEAR_MIN} and ${YEAR_MAX}`));
    case 'date':
      return text(whenFilled((value) => parseDateInput(value) !== null, `${field.label} must be a valid date`));
    case 'list': {
      const entries = field.required ? [refine<string>((value) => splitList(value).length > 0, { error: `${field.label} is required` })] : [];
      return _default(
        string().check(
          ...entries,
          refine((value) => splitList(value).length <= field.maxItems, { error: `At most ${field.maxItems} entries` }),
          refine((value) => splitList(value).every((entry) => entry.length <= field.maxItem), { error: `Each entry must be at most ${field.maxItem} characters` }),
        ),
        '',
      );
    }
  }
}

type Values = Record<string, unknown>;
const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/** A file field: an upload (its Storage path) or an address, within LIMITS.url. */
function fileChecks(field: Extract<ContentFormField, { type: 'file' }>) {
  const address = (values: Values) => String(values[field.name] ?? '').trim();
  const uploaded = (values: Values) => Boolean(values[field.pathName]);
  const at = { path: [field.name], when: isObject };
  return [
    refine<Values>((values) => !field.required || uploaded(values) || Boolean(address(values)), { error: `${field.label} is required: upload a file or enter its address`, ...at }),
    refine<Values>((values) => uploaded(values) || !address(values) || isWebAddress(address(values)), { error: ADDRESS_HINT, ...at }),
    refine<Values>((values) => address(values).length <= LIMITS.url, { error: tooLong('The address', LIMITS.url), ...at }),
  ];
}

const schemas = new WeakMap<readonly ContentFormField[], ZodMiniType<Values>>();

/** The schema of a form of `fields` (one per field list, made once). */
export function contentFormInput(fields: readonly ContentFormField[]): ZodMiniType<Values> {
  let schema = schemas.get(fields);
  if (!schema) {
    const shape = Object.fromEntries(fields.flatMap((field) => (field.type === 'file' ? [] : [[field.name, fieldText(field)]])));
    schema = looseObject(shape).check(...fields.flatMap((field) => (field.type === 'file' ? fileChecks(field) : []))) as unknown as ZodMiniType<Values>;
    schemas.set(fields, schema);
  }
  return schema;
}
