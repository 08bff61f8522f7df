/**
 * The size budgets: the JS + CSS (gzip) a screen loads before a person can use it, one figure per
 * screen, declared here once. `npm test` checks them on the end-to-end build, statically, from each
 * screen's modules and their static imports (tests/e2e/budgets.test.ts, tooling/screen-sizes.ts);
 * `npm run bench` reports what Chromium downloads against the same numbers (bench/run.ts).
 *
 * A budget leaves room for the libraries the portal keeps, not for drift: a change that needs more
 * raises the number here and says why in its commit message. What a person feels is the Lighthouse
 * mobile score (docs/performance.md), not this byte count.
 *
 * kB = 1,000 bytes; gzip is zlib level 9 of each file, summed (tooling/screen-sizes.ts gzipSize).
 */

/** A screen's modules, as the build manifest names them (paths relative to web/). */
const ENTRY = 'index.html';
/**
 * What a member's screen runs before its first read: the entry, Auth (a stored session starts it),
 * the member layout, then the screen (web/vite.config.ts preloads the same modules in its HTML).
 */
const MEMBER_START = [ENTRY, 'src/lib/firebase/auth.ts', 'src/app/routes/app/layout.tsx'];
const memberScreen = (name: string) => [...MEMBER_START, `src/app/routes/app/${name}.tsx`];

export interface ScreenBudget {
  /** The screen as a person names it. */
  screen: string;
  /** The moment the figure counts up to. */
  until: string;
  /** Budget, kB of gzip. */
  kB: number;
  /** The modules the screen loads (the chunks holding them and their static imports count). */
  modules: readonly string[];
}

/** One member screen's budget; every member screen the bench measures has it. */
const MEMBER_SCREEN_KB = 255;
const BEFORE_DATA = 'before its data';

/** Keyed as the bench's size figures (bench/lib/pages.ts PAGES, `size.{key}`). */
export const SIZE_BUDGETS = {
  login: { screen: '/login', until: 'until it is interactive', kB: 170, modules: [ENTRY, 'src/app/routes/auth/login.tsx'] },
  dashboard: { screen: '/dashboard', until: BEFORE_DATA, kB: MEMBER_SCREEN_KB, modules: memberScreen('dashboard') },
  blog: { screen: '/blog', until: BEFORE_DATA, kB: MEMBER_SCREEN_KB, modules: memberScreen('blog') },
  article: { screen: '/blog/{slug}', until: BEFORE_DATA, kB: MEMBER_SCREEN_KB, modules: memberScreen('article') },
  publications: { screen: '/publications', until: BEFORE_DATA, kB: MEMBER_SCREEN_KB, modules: memberScreen('publications') },
  adminArticlesEditor: {
    screen: '/admin/articles',
    until: 'with the rich-text editor open',
    kB: 470,
    modules: [...memberScreen('admin/articles'), 'src/features/admin/content/rich-text/rich-text-editor.tsx'],
  },
  adminInsights: {
    screen: '/admin/insights',
    until: 'with its charts',
    kB: 385,
    modules: [...memberScreen('admin/insights'), 'src/features/admin/insights/components/insights-charts.tsx'],
  },
} as const satisfies Record<string, ScreenBudget>;

export type BudgetKey = keyof typeof SIZE_BUDGETS;

/** The budget of a bench figure's screen; throws for a screen without one. */
export function budgetOf(key: string): ScreenBudget {
  if (!Object.hasOwn(SIZE_BUDGETS, key)) throw new Error(`No size budget for "${key}" in tooling/budgets.ts`);
  return SIZE_BUDGETS[key as BudgetKey];
}
