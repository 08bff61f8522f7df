/** The screens the bench loads, and how it knows each one is there. */
import type { Page } from 'playwright-core';
import { SEED_ARTICLES } from '../../emulators/seed/content';
import { paths } from '../../web/src/config/paths';
import type { Role } from './browser';

export interface BenchPage {
  key: string;
  path: string;
  /** Who is signed in (null: nobody). */
  role: Role | null;
  /** Resolves when the screen shows its content (its data, for the data pages). */
  ready(page: Page): Promise<void>;
}

/** An article of the demo seed (present in both sizes): the /blog/{slug} page. */
export const SAMPLE_ARTICLE = SEED_ARTICLES[0];

const visible = (page: Page, selector: string) => page.locator(selector).first().waitFor({ state: 'visible' });

export const PAGES = {
  login: {
    key: 'login',
    path: paths.login,
    role: null,
    ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor(),
  },
  dashboard: {
    key: 'dashboard',
    path: paths.dashboard,
    role: 'member',
    // The featured articles' "Read more" links.
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Featured Articles' }).waitFor();
      await visible(page, 'main a[href^="/blog/"]');
    },
  },
  blog: {
    key: 'blog',
    path: paths.blog,
    role: 'member',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Health Articles' }).waitFor();
      await visible(page, 'main a[href^="/blog/"]');
    },
  },
  article: {
    key: 'article',
    path: paths.article(SAMPLE_ARTICLE.slug),
    role: 'member',
    ready: (page) => page.getByRole('heading', { level: 1, name: SAMPLE_ARTICLE.title }).waitFor(),
  },
  publications: {
    key: 'publications',
    path: paths.publications,
    role: 'member',
    ready: (page) => visible(page, 'main a[href^="/publications/"]'),
  },
  adminArticles: {
    key: 'adminArticles',
    path: paths.admin.articles,
    role: 'admin',
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
} satisfies Record<string, BenchPage>;

/** The path shown in tables: /blog/{slug} rather than the sample's slug. */
export function label(page: BenchPage): string {
  return page.key === 'article' ? '/blog/{slug}' : page.path;
}
