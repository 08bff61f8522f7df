/*
 * Route shells: the dashboard and the four lists get an HTML page of their own, written by
 * the build (web/vite.config.ts, routeShells) from index.html, whose boot screen already shows the
 * screen's frame and banner: the header bar, the heading and the line under it. A phone paints that
 * from the HTML, before the scripts, the session and the data have arrived; the app replaces it with
 * the real screen in one frame (index.html's stylesheet hides #boot once #root has content; the
 * LoadingScreen shows nothing while the boot screen is up). Hosting serves /blog from blog.html
 * (firebase.json `cleanUrls`); a record's address gets its RECORD_PAGES page, every other path
 * index.html and its plain loading screen. Each of these pages asks for the screen's code with the
 * entry (modulepreload, added by the build).
 *
 * No personal data in the page: a guest who opens /dashboard sees the banner's frame, then the
 * sign-in screen, as before. A screen that opens with the newest summaries of a kind (the dashboard,
 * the lists by publishing date) has one inline script, app/list-first-read.js: for a member with a
 * stored session it starts the screen's first read while the scripts download, and the app takes
 * its answer (lib/firebase/first-read.ts). Plain values only, so the build can import this module.
 */
import { CONTENT_KINDS, CONTENT_TEXTS, FEATURED_ARTICLES, fieldsOf, LIST_PAGE_SIZE, listedByPublishing, PUBLISH_FIELD, type ContentKind } from '@common/content';
import type { QueryShape } from '@common/query-shapes';
import { LIST_PATHS, paths } from '@/config/paths';
import { BANNER_TEXT, BODY_TEXT, BRAND, FONT_FAMILY, HEADING_1, PAGE_COLORS } from '@/lib/brand';
import { LIST_INTROS, WELCOME } from '@/features/library/screen-intros';
import { storedSessionSettings, type StoredSessionSettings } from '@/lib/firebase/stored-session';

export interface RouteShell {
  path: string;
  heading: string;
  text: string;
  /** The dashboard's welcome banner (a gradient, its own spacing) instead of a list's banner. */
  welcome?: boolean;
  /**
   * The screen's first read, which the page starts for a member with a stored session
   * (app/list-first-read.js): the newest `count` summaries of `kind`, as the screen asks for them
   * (the library's newest-page query, features/library/api/content-queries.ts). Not for a kind listed by another date than its publishing (the
   * screen reads its whole list at once).
   */
  firstRead?: { kind: ContentKind; count: number };
}

export const ROUTE_SHELLS: readonly RouteShell[] = [
  // The featured articles (features/library/api/featured-articles).
  { path: paths.dashboard, heading: WELCOME.heading, text: WELCOME.text, welcome: true, firstRead: { kind: 'articles', count: FEATURED_ARTICLES } },
  // A list's first page (features/library/api/use-content, useContentList).
  ...(Object.keys(CONTENT_KINDS) as ContentKind[]).map((kind) => ({
    path: LIST_PATHS[kind],
    heading: CONTENT_TEXTS[kind].listTitle,
    text: LIST_INTROS[kind],
    ...(listedByPublishing(kind) ? { firstRead: { kind, count: LIST_PAGE_SIZE } } : {}),
  })),
];

/** The fields of a record that its page's boot screen paints before the app. */
export interface RecordPreviewFields {
  picture: string;
  label: string;
  title: string;
}

export interface RecordPage {
  /** The kind's addresses, as firebase.json rewrites them. */
  source: string;
  /** The detail screen: app/routes/app/{screen}.tsx, the kind's name in the singular. */
  screen: string;
  kind: ContentKind;
  /**
   * For a kind whose page opens with its picture (articles): the boot screen paints the record's
   * picture, label and title as soon as one Firestore read has answered (app/record-preview.js).
   */
  preview?: RecordPreviewFields;
}

/**
 * A record's page has no banner to show before its record, but its code can come with the entry:
 * the build writes `{screen}.html` (index.html asking for Auth, the member layout and the detail
 * screen's code at once) and Hosting rewrites the kind's addresses to it (firebase.json, `source`).
 * An article's page also reads its record from the HTML, for a member with a stored session, and
 * paints its picture and title before the scripts have run (withRecordShell).
 */
export const RECORD_PAGES: readonly RecordPage[] = (Object.keys(CONTENT_KINDS) as ContentKind[]).map((kind) => ({
  source: `${LIST_PATHS[kind]}/*`,
  screen: kind.replace(/s$/, ''),
  kind,
  ...(kind === 'articles' ? { preview: { picture: 'image', label: 'category', title: 'title' } } : {}),
}));

/**
 * Where the pages' scripts read (record-preview.js, list-first-read.js): Firestore's runQuery, and
 * where and how Firebase Auth keeps the session whose ID token they send (lib/firebase/stored-session.ts).
 */
export interface FirstReadConnection {
  endpoint: string;
  session: StoredSessionSettings;
}

/** The connection for a Firebase project: `firestoreOrigin` is the emulator's or https://firestore.googleapis.com. */
export function firstReadConnection({ firestoreOrigin, projectId, apiKey }: { firestoreOrigin: string; projectId: string; apiKey: string }): FirstReadConnection {
  return {
    endpoint: `${firestoreOrigin}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
    session: storedSessionSettings(apiKey),
  };
}

/**
 * The query record-preview.js makes: the kind's summary by its address, published by now. The
 * summary has every field the preview paints and none of the record's body, so Firestore reads a
 * small document; the rules let a member read a published summary as they do its record.
 */
export function recordPreviewShape(kind: ContentKind): QueryShape {
  const { summary, addressedBy } = CONTENT_KINDS[kind];
  if (addressedBy !== 'slug') throw new Error(`routeShells: ${kind} is addressed by id; the record preview reads by slug`);
  return { collection: summary.collection, equals: [addressedBy], range: PUBLISH_FIELD };
}

/** What record-preview.js reads from the page: where, which query, which fields go where. */
export function recordPreviewSettings(page: RecordPage & { preview: RecordPreviewFields }, connection: FirstReadConnection) {
  const { collection } = recordPreviewShape(page.kind);
  const { picture, label, title } = page.preview;
  return {
    ...connection,
    prefix: `${LIST_PATHS[page.kind]}/`,
    collection,
    key: CONTENT_KINDS[page.kind].addressedBy,
    publish: PUBLISH_FIELD,
    fields: [picture, label, title],
    picture,
    label,
    title,
  };
}

/** What list-first-read.js reads from the page: where, which summaries, how many, which field is the picture. */
export function listFirstReadSettings(firstRead: NonNullable<RouteShell['firstRead']>, connection: FirstReadConnection) {
  const { kind, count } = firstRead;
  const summary = CONTENT_KINDS[kind].summary;
  if (!listedByPublishing(kind)) throw new Error(`routeShells: ${kind}'s list is not read newest published first`);
  const picture = fieldsOf(kind).find(([, decl]) => decl.type === 'image')?.[0] ?? null;
  return { ...connection, collection: summary.collection, publish: PUBLISH_FIELD, count, picture };
}

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
 * 900 px, in em as the theme's breakpoints are), the banner's padding and type, so the real screen
 * takes its place without a jump.
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
.shell-text { margin: 0; font-size: ${BANNER_TEXT.fontSize}; line-height: ${BANNER_TEXT.lineHeight}; max-width: 60ch; }
.welcome .shell-text { max-width: none; }
.shell-status { margin: 24px 0 0; text-align: center; font-family: ${FONT_FAMILY}; font-size: 1.125rem; line-height: ${BODY_TEXT.lineHeight}; }
.shell-status small { display: block; margin-top: 4px; font-size: 1rem; color: ${PAGE_COLORS.textSecondary}; }
@media (min-width: 37.5em) { .shell-bar { padding: 0 24px; } .shell-main { padding-left: 24px; padding-right: 24px; } }
@media (min-width: 56.25em) { .shell-main { padding-top: 40px; padding-bottom: 40px; } .shell-banner, .shell-banner.welcome { padding: 40px; } }
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
 * index.html's loading status, as the boot screens show it below their frame: its spinner (styled by
 * index.html's stylesheet, which every page keeps), its text and hint. Throws when index.html no
 * longer has the boot screen this expects.
 */
function bootStatus(indexHtml: string): string {
  const boot = BOOT.exec(indexHtml);
  if (!boot || !indexHtml.includes(HEAD_END)) throw new Error('index.html has no <div id="boot"> ending in <!-- /boot --> (app/route-shells.ts)');
  const spinner = /<span class="boot-spinner"[^>]*><\/span>/.exec(boot[0]);
  const status = /<span>([^<]*)<\/span>\s*<small>([^<]*)<\/small>/.exec(boot[0]);
  if (!spinner || !status) throw new Error('index.html\'s boot screen has no spinner, <span> status and <small> hint (app/route-shells.ts)');
  return `${spinner[0]}${status[1]}<small>${status[2]}</small>`;
}

/** A JSON block of settings for an inline script: data, never run; `<` escaped so no value can end the block. */
function settingsBlock(id: string, settings: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(settings).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * index.html with `shell`'s boot screen: the frame above the same loading status, and the frame's
 * stylesheet in the head. A shell with a first read also gets, in the head, its settings and
 * `firstRead.script` (app/list-first-read.js, inline, so its read starts beside the scripts'
 * downloads; firebase.json's policy allows it by its hash).
 */
export function withShell(indexHtml: string, shell: RouteShell, firstRead?: { connection: FirstReadConnection; script: string }): string {
  const status = bootStatus(indexHtml);
  const page = `<div id="boot" role="status">${shellMarkup(shell)}<p class="shell-status">${status}</p><!-- /boot --></div>`;
  const head = [`<style>${SHELL_CSS}</style>`];
  if (shell.firstRead && firstRead) head.push(settingsBlock('boot-list-settings', listFirstReadSettings(shell.firstRead, firstRead.connection)), `<script>${firstRead.script}</script>`);
  return indexHtml.replace(BOOT, () => page).replace(HEAD_END, () => `${head.join('\n    ')}\n  ${HEAD_END}`);
}

/*
 * A record page's frame (record-detail, article-detail): the bar, the way back's row (52 px and
 * 16 px below, where the loading status stands meanwhile, its spinner beside the two lines), the outlined paper with the 21:9 picture, then the label and the h1 in the text's
 * column (75ch of the body's type, MUI's body1: 1rem at its fontSize 16 over 14; 20 px padding,
 * 40 px from 900 px wide). Hidden until the script has something to show. While the app's record
 * view is still loading (its status carries data-awaiting-record), the painted record stays and the
 * app waits unseen; the frame the view appears in hides it.
 */
const RECORD_CSS = `
.shell-record-status { box-sizing: border-box; height: 52px; margin: 0 0 16px; display: grid; grid-template-columns: auto auto;
  justify-content: center; align-content: center; column-gap: 12px; text-align: left; font-size: 1rem; line-height: 1.4; }
.shell-record-status .boot-spinner { grid-row: span 2; align-self: center; width: 1.75rem; height: 1.75rem; margin: 0; border-width: 0.2rem; }
.shell-record-status small { margin-top: 0; font-size: 0.875rem; }
.shell-record { background: #ffffff; border: 1px solid rgba(0, 0, 0, 0.12); border-radius: 8px; overflow: hidden; }
.shell-record[hidden] { display: none; }
.shell-picture { aspect-ratio: 21 / 9; background: #eeeeee; }
.shell-picture img { display: block; width: 100%; height: 100%; object-fit: cover; }
.shell-record-text { box-sizing: border-box; max-width: 75ch; margin: 0 auto; padding: 20px; font-size: calc(1rem * 16 / 14); line-height: 1.6; }
.shell-label { display: inline-flex; align-items: center; box-sizing: border-box; height: 32px; margin-bottom: 16px; padding: 0 12px;
  border: 1px solid rgba(11, 74, 125, 0.7); border-radius: 16px; color: ${BRAND.primary}; font-size: calc(0.8125rem * 16 / 14); }
.shell-title { margin: 0 0 12px; font-size: ${HEADING_1.fontSize}; font-weight: ${HEADING_1.fontWeight}; line-height: ${HEADING_1.lineHeight}; }
@media (min-width: 56.25em) { .shell-record-text { padding: 40px; } }
#root:has([data-awaiting-record]):has(+ #boot #boot-record:not([hidden])) { display: none; }
#root:has([data-awaiting-record]) + #boot:has(#boot-record:not([hidden])) { display: block; }
`;

/**
 * The record page's boot screen: the bar, the loading status in the row of the way back (so the
 * record appearing below it moves nothing), the record's place (hidden until filled). Only the
 * status is for screen readers.
 */
export function recordShellMarkup(status: string): string {
  return [
    '<div class="shell">',
    '<div class="shell-bar" aria-hidden="true">PMC Portal</div>',
    '<div class="shell-main">',
    `<p class="shell-status shell-record-status">${status}</p>`,
    '<div class="shell-record" id="boot-record" aria-hidden="true" hidden>',
    '<div class="shell-picture"><img alt="" fetchpriority="high" decoding="async" width="1200" height="514"></div>',
    '<div class="shell-record-text"><span class="shell-label"></span><p class="shell-title"></p></div>',
    '</div>',
    '</div>',
    '</div>',
  ].join('');
}

/**
 * index.html for a record page whose kind has a preview: the frame with the loading status, and in
 * the head its settings (a JSON block: data, never run) and `script` (app/record-preview.js, run
 * inline as the head is read, so its read starts beside the scripts' downloads; firebase.json's
 * policy allows it by its hash; the body holds no script). `<` in the settings is escaped so no
 * value can end the block.
 */
export function withRecordShell(indexHtml: string, page: RecordPage & { preview: RecordPreviewFields }, connection: FirstReadConnection, script: string): string {
  const status = bootStatus(indexHtml);
  const head = [`<style>${SHELL_CSS}${RECORD_CSS}</style>`, settingsBlock('boot-record-settings', recordPreviewSettings(page, connection)), `<script>${script}</script>`].join('\n    ');
  return indexHtml
    .replace(BOOT, () => `<div id="boot" role="status">${recordShellMarkup(status)}<!-- /boot --></div>`)
    .replace(HEAD_END, () => `  ${head}\n  ${HEAD_END}`);
}
