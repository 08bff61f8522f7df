/**
 * Dates in US English, read in UTC so a date stored at midnight UTC shows the same day everywhere
 * (docs/product.md §2: "long US format, UTC").
 */
const longFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'January 5, 2026'; '' for a missing or invalid date. */
export function formatLongDate(date: Date | null | undefined): string {
  return isValidDate(date) ? longFormat.format(date) : '';
}

/** 'Jan 5, 2026'; '' for a missing or invalid date. */
export function formatShortDate(date: Date | null | undefined): string {
  return isValidDate(date) ? shortFormat.format(date) : '';
}

/**
 * 'Jan 5, 2026, 3:04 PM PST': a moment (ticket sent, code used) with its time, in the viewer's zone
 * unless `timeZone` is given, and the zone named so nobody has to guess. '' for a missing date.
 */
export function formatDateTime(date: Date | null | undefined, timeZone?: string): string {
  if (!isValidDate(date)) return '';
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

/** The machine-readable value for a <time dateTime> attribute (YYYY-MM-DD, UTC). */
export function isoDate(date: Date | null | undefined): string | undefined {
  return isValidDate(date) ? date.toISOString().slice(0, 10) : undefined;
}

function isValidDate(date: Date | null | undefined): date is Date {
  return date instanceof Date && !Number.isNaN(date.getTime());
}
