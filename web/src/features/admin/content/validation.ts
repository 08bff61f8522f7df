/**
 * The admin forms' checks: the form's values by the kind's schema (common/schemas/content.ts, from
 * the field declarations, docs/product.md §5), and the type and size of a file before it is
 * uploaded (UPLOADS).
 */
import { contentFormInput, isWebAddress, parseDateInput, splitList } from '@common/schemas/content';
import { fieldErrors } from '@common/schemas/field-errors';
import type { FieldSpec, FormValues, UploadSpec } from './admin-kind';

export { isWebAddress, parseDateInput, splitList };

export type FormErrors = Record<string, string>;

/** Every field's error, by value name; empty when the form may be saved. */
export function validateValues(fields: readonly FieldSpec[], values: FormValues): FormErrors {
  return fieldErrors(contentFormInput(fields), values) as FormErrors;
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
