/**
 * The practice's public details (docs/decisions/0011-practice-configuration.md):
 * common/practice.ts's demo values, each overridable at build time by a VITE_PRACTICE_* variable
 * (lists as JSON, see web/.env.example).
 * How to reach it (name, phone, hours) is resolved in practice-contact.ts, which the guest screens
 * import alone.
 */
import { DEFAULT_PRACTICE, type Office, type PracticeConfig } from '@common/practice';
import { resolveContact, text, type Env } from './practice-contact';

function jsonList<T>(name: string, value: string | undefined, isItem: (item: unknown) => item is T, fallback: T[]): T[] {
  if (!value?.trim()) return fallback;
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every(isItem)) return parsed;
  } catch {
    // reported below
  }
  console.warn(`${name} is not a valid JSON list; using the default value.`);
  return fallback;
}

const isRecord = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null;
const isOffice = (item: unknown): item is Office =>
  isRecord(item) && typeof item.name === 'string' && typeof item.address === 'string';
const isSocial = (item: unknown): item is PracticeConfig['social'][number] =>
  isRecord(item) && typeof item.label === 'string' && typeof item.url === 'string' && /^https?:\/\//.test(item.url);
const isString = (item: unknown): item is string => typeof item === 'string' && item.trim() !== '';
const isSynonymGroup = (item: unknown): item is string[] => Array.isArray(item) && item.length >= 2 && item.every(isString);

/** A whole number from `min` to `max` (months, days), else the default. */
function wholeNumber(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value?.trim() || NaN);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

export function resolvePractice(env: Env, defaults: PracticeConfig = DEFAULT_PRACTICE): PracticeConfig {
  return {
    ...defaults,
    ...resolveContact(env, defaults),
    legalEffectiveDate: text(env.VITE_PRACTICE_LEGAL_EFFECTIVE_DATE, defaults.legalEffectiveDate),
    offices: jsonList('VITE_PRACTICE_OFFICES', env.VITE_PRACTICE_OFFICES, isOffice, defaults.offices),
    social: jsonList('VITE_PRACTICE_SOCIAL', env.VITE_PRACTICE_SOCIAL, isSocial, defaults.social),
    authors: jsonList('VITE_PRACTICE_AUTHORS', env.VITE_PRACTICE_AUTHORS, isString, defaults.authors),
    reviewers: jsonList('VITE_PRACTICE_REVIEWERS', env.VITE_PRACTICE_REVIEWERS, isString, defaults.reviewers),
    reviewPeriodMonths: wholeNumber(env.VITE_PRACTICE_REVIEW_PERIOD_MONTHS, defaults.reviewPeriodMonths, 1, 120),
    searchSynonyms: jsonList('VITE_PRACTICE_SEARCH_SYNONYMS', env.VITE_PRACTICE_SEARCH_SYNONYMS, isSynonymGroup, defaults.searchSynonyms),
    reviewDueWindowDays: wholeNumber(env.VITE_PRACTICE_REVIEW_DUE_WINDOW_DAYS, defaults.reviewDueWindowDays, 1, 365),
  };
}

export const PRACTICE: PracticeConfig = resolvePractice(import.meta.env);

/** A maps search for an address (works on phones: opens the maps app where one is installed). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
