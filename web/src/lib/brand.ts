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

/**
 * Body text's leading (the theme's body1, which CssBaseline gives the page). The boot screens
 * (index.html, app/route-shells.ts) set it too: the loading status would otherwise grow taller, a
 * layout shift, in the frame the app's stylesheet arrives.
 */
export const BODY_TEXT = { lineHeight: 1.6 } as const;

/** The h1 of every screen (the theme's typography.h1). */
export const HEADING_1 = { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 } as const;

/**
 * The line under a screen's heading in its banner (the lists', the dashboard's welcome): 1.125rem on
 * every width, with generous leading. The banner is what a list's HTML paints before any script
 * (app/route-shells.ts); on a phone its line must stay larger than a card's title (at most three
 * lines), which waits for the data, or that title becomes the screen's largest contentful paint
 * (as /publications' long research titles can).
 */
export const BANNER_TEXT = { fontSize: '1.125rem', lineHeight: 1.75 } as const;
