import { PRACTICE } from '@/config/practice';
import { formatDateTime } from '@/lib/format-date';
import { SupportLimitReached } from '../api/support-limit';
import { SUPPORT_MESSAGES } from '../validation';

/** What the member reads when a request or follow-up was not sent: the day's limit, or `fallback`. */
export function sendFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof SupportLimitReached) return SUPPORT_MESSAGES.limitReached(formatDateTime(error.until), PRACTICE.phone);
  return fallback;
}
