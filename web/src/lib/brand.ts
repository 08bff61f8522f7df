/*
 * The portal's colours and type, as plain values: the theme (lib/theme.ts) builds on them, and so do
 * the HTML pages the build writes for the first paint (app/route-shells.ts), which run no script.
 */
export const BRAND = {
  primary: '#0b4a7d',
  footer: '#0f2f4d',
  footerText: '#c9dcef',
} as const;

/** Text and page colours (every pair passes WCAG AA on the page's background). */
export const PAGE_COLORS = {
  text: '#1a1a1a',
  textSecondary: '#454545',
  background: '#f4f7fa',
} as const;

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The h1 of every screen (the theme's typography.h1). */
export const HEADING_1 = { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 } as const;
