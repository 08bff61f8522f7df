/**
 * Checks of the admin forms (docs/product.md §5), read from the kind's field declarations: required
 * fields, maximum lengths (LIMITS of common/content.ts), addresses, years, dates, lists, and the
 * type and size of a file before it is uploaded (UPLOADS).
 */
import { LIMITS, YEAR_MAX, YEAR_MIN } from '@common/limits';
import type { FieldSpec, FormValues, UploadSpec } from './admin-kind';

export type FormErrors = Record<string, string>;

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

const ADDRESS_HINT = 'Enter a full address starting with https:// (or http://)';

function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max.toLocaleString('en-US')} characters`;
}

function checkField(field: FieldSpec, values: FormValues): string | null {
  const value = values[field.name] ?? '';
  const text = value.trim();
  switch (field.type) {
    case 'file': {
      const path = values[field.pathName] ?? '';
      if (!text && !path) return field.required ? `${field.label} is required: upload a file or enter its address` : null;
      if (!path && !isWebAddress(text)) return ADDRESS_HINT;
      if (text.length > LIMITS.url) return tooLong('The address', LIMITS.url);
      return null;
    }
    case 'richtext':
      return value.length > field.max ? `${field.label} is too long (at most ${field.max.toLocaleString('en-US')} characters of HTML)` : null;
    default:
      break;
  }
  if (!text) return field.required ? `${field.label} is required` : null;
  switch (field.type) {
    case 'text':
      if (text.length > field.max) return tooLong(field.label, field.max);
      if (field.url && !isWebAddress(text)) return ADDRESS_HINT;
      return null;
    case 'image':
      if (text.length > LIMITS.url) return tooLong('The address', LIMITS.url);
      return isWebAddress(text) ? null : `${ADDRESS_HINT}, or upload an image`;
    case 'select':
      return null;
    case 'year': {
      const year = Number(text);
      return /^\d{4}$/.test(text) && year >= YEAR_MIN && year <= YEAR_MAX ? null : `${field.label} must be a year between ${YEAR_MIN} and ${YEAR_MAX}`;
    }
    case 'date':
      return parseDateInput(text) ? null : `${field.label} must be a valid date`;
    case 'list': {
      const entries = splitList(text);
      if (entries.length === 0) return field.required ? `${field.label} is required` : null;
      if (entries.length > field.maxItems) return `At most ${field.maxItems} entries`;
      if (entries.some((entry) => entry.length > field.maxItem)) return `Each entry must be at most ${field.maxItem} characters`;
      return null;
    }
  }
}

/** Every field's error, by value name; empty when the form may be saved. */
export function validateValues(fields: readonly FieldSpec[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const error = checkField(field, values);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** 'YYYY-MM-DD' as noon UTC of that day (shown as the same day in every time zone), or null. */
export function parseDateInput(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Today (the browser's calendar day) as 'YYYY-MM-DD'. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Why a chosen file cannot be uploaded (type or size), or null when it can. */
export function checkUpload(file: Pick<File, 'type' | 'size'>, upload: UploadSpec): string | null {
  const types = upload.contentTypes as readonly string[];
  if (!types.includes(file.type)) {
    const names = types.map((type) => TYPE_NAMES[type] ?? type);
    return `Choose a ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]} file`;
  }
  if (file.size > upload.maxBytes) return `The file is larger than ${megabytes(upload.maxBytes)}`;
  if (file.size === 0) return 'The file is empty';
  return null;
}
