/**
 * The words of Keep for offline: the toggle on a detail page and the kept list's Remove (on /saved
 * and the offline dashboard) share them, in a module of their own so that the dashboard does not
 * load the toggle.
 */
export const KEEP_TEXTS = {
  keep: 'Keep for offline',
  kept: 'Kept for offline',
  keepFailed: 'Could not keep it for offline. Please try again while connected.',
  removeFailed: 'Could not remove it from this device. Please try again.',
  notRemembered: 'Choose Remember me when you sign in to keep pages on this device.',
} as const;
