/**
 * How to reach the practice (common/practice-contact.ts), each value overridable at build time by
 * a VITE_PRACTICE_* variable. The guest screens import this alone; the rest of the practice's
 * configuration is config/practice.ts.
 */
import { DEFAULT_PRACTICE_CONTACT, type PracticeContact } from '@common/practice-contact';

export type Env = Partial<Record<string, string | undefined>>;

/** A variable's trimmed text, or the default when it is unset or blank. */
export function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export function resolveContact(env: Env, defaults: PracticeContact = DEFAULT_PRACTICE_CONTACT): PracticeContact {
  return {
    name: text(env.VITE_PRACTICE_NAME, defaults.name),
    shortName: text(env.VITE_PRACTICE_SHORT_NAME, defaults.shortName),
    phone: text(env.VITE_PRACTICE_PHONE, defaults.phone),
    membersEmail: text(env.VITE_PRACTICE_MEMBERS_EMAIL, defaults.membersEmail),
    officeHours: text(env.VITE_PRACTICE_OFFICE_HOURS, defaults.officeHours),
  };
}

export const PRACTICE_CONTACT: PracticeContact = resolveContact(import.meta.env);

/** `tel:` address of a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
