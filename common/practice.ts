/**
 * The practice's public details (docs/decisions/0011-practice-configuration.md): neutral demo
 * values. The web app overrides any of them at build time through VITE_PRACTICE_* variables (see
 * web/src/config/practice.ts).
 * How to reach the practice is declared in practice-contact.ts, which the sign-in screens load alone.
 */
import { DEFAULT_PRACTICE_CONTACT, type PracticeContact } from './practice-contact';

export type { PracticeContact };

export interface Office {
  name: string;
  address: string;
}
export interface PracticeConfig extends PracticeContact {
  offices: Office[];
  social: { label: string; url: string }[];
  /** Article authors; the first is the editor's default (docs/product.md §9). */
  authors: string[];
  /** The clinicians who medically review the library. */
  reviewers: string[];
  /** Months from a medical review to the next one due, unless staff set another date. */
  reviewPeriodMonths: number;
  /** Staff's Review due screen lists the reviews overdue or due within this many days. */
  reviewDueWindowDays: number;
  /**
   * The library search's synonyms: groups of words or phrases that mean the same,
   * plain and clinical. A query word or phrase of a group also finds the group's other entries.
   */
  searchSynonyms: string[][];
  legalEffectiveDate: string;
  /** The practice's IANA time zone: the day that Insights counts a member once in, and reports by. */
  timeZone: string;
}

export const DEFAULT_PRACTICE: PracticeConfig = {
  ...DEFAULT_PRACTICE_CONTACT,
  offices: [
    { name: 'Pleasant Hill', address: '100 Example Blvd, Suite 1, Pleasant Hill, CA 94523' },
    { name: 'Pleasanton', address: '200 Example Ave, Suite 2, Pleasanton, CA 94588' },
    { name: 'Corte Madera', address: '300 Example Dr, Suite 3, Corte Madera, CA 94925' },
  ],
  social: [
    { label: 'Facebook', url: 'https://www.facebook.com/' },
    { label: 'Instagram', url: 'https://www.instagram.com/' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { label: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  authors: [
    'Dr. Alex Rivera, MD',
    'Dr. Jordan Lee, MD',
    'Dr. Sam Patel, DO',
    'Dr. Morgan Chen, MD',
    'Pain Medicine Consultants',
  ],
  reviewers: ['Dr. Alex Rivera, MD', 'Dr. Jordan Lee, MD', 'Dr. Sam Patel, DO', 'Dr. Morgan Chen, MD'],
  reviewPeriodMonths: 24,
  reviewDueWindowDays: 60,
  searchSynonyms: [
    ['sciatica', 'radiculopathy', 'radicular pain', 'pinched nerve'],
    ['nerve burning', 'radiofrequency ablation', 'RFA', 'rhizotomy'],
    ['back injection', 'epidural steroid injection', 'epidural'],
    ['slipped disc', 'herniated disc', 'bulging disc', 'disc herniation'],
    ['back pain', 'lumbago', 'lumbar pain'],
    ['neck pain', 'cervical pain', 'cervicalgia'],
    ['arthritis', 'osteoarthritis', 'joint pain'],
    ['painkiller', 'pain reliever', 'analgesic', 'pain medication'],
    ['TENS', 'nerve stimulator', 'electrical stimulation'],
    ['PRP', 'platelet-rich plasma'],
    ['pins and needles', 'tingling', 'paresthesia'],
  ],
  legalEffectiveDate: '5.22.2025',
  timeZone: 'America/Los_Angeles',
};

/** The next review's date: `months` after the last review (the same day of the month, or the month's last day). */
export function reviewDueAfter(reviewedAt: Date, months: number): Date {
  const due = new Date(reviewedAt.getTime());
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + months);
  const last = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, last));
  return due;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last moment a review may be due and still be listed as "due soon": the end (UTC) of the
 * calendar day `windowDays` after `today` ('YYYY-MM-DD'). Review dates are stored at noon UTC of
 * their day. Staff's Review due screen and the Insights report list the same records.
 */
export function dueBound(today: string, windowDays: number): Date {
  return new Date((Math.round(Date.parse(`${today}T00:00:00Z`) / DAY_MS) + windowDays + 1) * DAY_MS - 1);
}
