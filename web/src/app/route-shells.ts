/*
 * Route shells (issue 14): the dashboard and the four lists get an HTML page of their own, written by
 * the build (web/vite.config.ts, routeShells) from index.html, whose boot screen already shows the
 * screen's frame and banner: the header bar, the heading and the line under it. A phone paints that
 * from the HTML, before the scripts, the session and the data have arrived; the app replaces it with
 * the real screen in one frame (index.html's stylesheet hides #boot once #root has content; the
 * LoadingScreen shows nothing while the boot screen is up). Hosting serves /blog from blog.html
 * (firebase.json `cleanUrls`); a record's address gets its RECORD_PAGES page, every other path
 * index.html and its plain loading screen. Each of these pages asks for the screen's code with the
 * entry (modulepreload, added by the build).
 *
 * No script and no personal data: a guest who opens /dashboard sees the banner's frame, then the
 * sign-in screen, as before. Plain values only, so the build can import this module.
 */
import { CONTENT_KINDS, CONTENT_TEXTS, type ContentKind } from '@common/content';
import { LIST_PATHS, paths } from '@/config/paths';
import { BRAND, FONT_FAMILY, HEADING_1, PAGE_COLORS } from '@/lib/brand';
import { LIST_INTROS, WELCOME } from '@/features/library/screen-intros';

export interface RouteShell {
  path: string;
  heading: string;
  text: string;
  /** The dashboard's welcome banner (a gradient, its own spacing) instead of a list's banner. */
  welcome?: boolean;
}

export const ROUTE_SHELLS: readonly RouteShell[] = [
  { path: paths.dashboard, heading: WELCOME.heading, text: WELCOME.text, welcome: true },
  ...(Object.keys(CONTENT_KINDS) as ContentKind[]).map((kind) => ({
    path: LIST_PATHS[kind],
    heading: CONTENT_TEXTS[kind].listTitle,
    text: LIST_INTROS[kind],
  })),
];

/**
 * A record's page has no banner to show before its record, but its code can come with the entry:
 * the build writes `{screen}.html` (index.html asking for Auth, the member layout and the detail
 * screen's code at once) and Hosting rewrites the kind's addresses to it (firebase.json, `source`).
 * The screen is the route module app/routes/app/{screen}.tsx: the kind's name in the singular.
 */
export const RECORD_PAGES: readonly { source: string; screen: string }[] = (Object.keys(CONTENT_KINDS) as ContentKind[]).map((kind) => ({
  source: `${LIST_PATHS[kind]}/*`,
  screen: kind.replace(/s$/, ''),
}));

/** The file Hosting serves for the shell's path: /blog → blog.html. */
export function shellFile(shell: RouteShell): string {
  return `${shell.path.replace(/^\//, '')}.html`;
}

const BOOT = /<div id="boot"[^>]*>[\s\S]*?<!-- \/boot -->\s*<\/div>/;
const HEAD_END = '</head>';

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/*
 * The frame as the theme lays it out (app-layout, app-header, content-banner, welcome-banner): a
 * 64 px bar, the container's padding (16 px, 24 px from 600 px wide, 40 px above and below from
 * 900 px), the banner's padding and type, so the real screen takes its place without a jump.
 */
const SHELL_CSS = `
.shell { font-family: ${FONT_FAMILY}; color: ${PAGE_COLORS.text}; }
.shell-bar { box-sizing: border-box; height: 64px; display: flex; align-items: center; padding: 0 16px;
  background: ${BRAND.primary}; color: #ffffff; font-size: 1.25rem; font-weight: 700; }
.shell-main { box-sizing: border-box; max-width: 1200px; margin: 0 auto; padding: 24px 16px; }
.shell-banner { background: ${BRAND.primary}; color: #ffffff; border-radius: 8px; padding: 24px 20px; margin-bottom: 24px; }
.shell-banner.welcome { background: linear-gradient(135deg, ${BRAND.primary}, ${BRAND.footer}); padding: 24px; margin-bottom: 32px; }
.shell-heading { margin: 0 0 12px; font-size: ${HEADING_1.fontSize}; font-weight: ${HEADING_1.fontWeight}; line-height: ${HEADING_1.lineHeight}; }
.welcome .shell-heading { margin-bottom: 8px; }
.shell-text { margin: 0; font-size: 1.0625rem; line-height: 1.6; max-width: 60ch; }
.welcome .shell-text { font-size: 1.125rem; max-width: none; }
.shell-status { margin: 24px 0 0; text-align: center; font-size: 1.125rem; }
.shell-status small { display: block; margin-top: 4px; font-size: 1rem; color: ${PAGE_COLORS.textSecondary}; }
@media (min-width: 600px) { .shell-bar { padding: 0 24px; } .shell-main { padding-left: 24px; padding-right: 24px; } }
@media (min-width: 900px) { .shell-main { padding-top: 40px; padding-bottom: 40px; } .shell-banner, .shell-banner.welcome { padding: 40px; } .shell-text { font-size: 1.125rem; } }
`;

/** The boot screen's markup for `shell`: the frame (hidden from screen readers) and the loading status. */
export function shellMarkup(shell: RouteShell): string {
  return [
    '<div class="shell" aria-hidden="true">',
    '<div class="shell-bar">PMC Portal</div>',
    '<div class="shell-main">',
    `<div class="shell-banner${shell.welcome ? ' welcome' : ''}">`,
    `<p class="shell-heading">${escapeHtml(shell.heading)}</p>`,
    `<p class="shell-text">${escapeHtml(shell.text)}</p>`,
    '</div>',
    '</div>',
    '</div>',
  ].join('');
}

/**
 * index.html with `shell`'s boot screen: the frame above the same loading status, and the frame's
 * stylesheet in the head. Throws when index.html no longer has the boot screen this expects.
 */
export function withShell(indexHtml: string, shell: RouteShell): string {
  const boot = BOOT.exec(indexHtml);
  if (!boot || !indexHtml.includes(HEAD_END)) throw new Error('index.html has no <div id="boot"> ending in <!-- /boot --> (app/route-shells.ts)');
  const status = /<span>([^<]*)<\/span>\s*<small>([^<]*)<\/small>/.exec(boot[0]);
  if (!status) throw new Error('index.html\'s boot screen has no <span> status and <small> hint (app/route-shells.ts)');
  const page = `<div id="boot" role="status">${shellMarkup(shell)}<p class="shell-status">${status[1]}<small>${status[2]}</small></p><!-- /boot --></div>`;
  return indexHtml.replace(BOOT, () => page).replace(HEAD_END, () => `<style>${SHELL_CSS}</style>\n  ${HEAD_END}`);
}
