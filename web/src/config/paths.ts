import type { ContentKind } from '@common/content';
import { STAFF_CODES_PATH, SUPPORT_PATHS } from '@common/portal-paths';

/** Every route of the portal, written once (those the backend links to come from common/portal-paths.ts). */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  account: '/account',
  /** The member's saved items. */
  saved: '/saved',
  supportRequests: SUPPORT_PATHS.requests,
  supportRequest: SUPPORT_PATHS.request,
  blog: '/blog',
  article: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  publications: '/publications',
  publication: (id: string) => `/publications/${encodeURIComponent(id)}`,
  resources: '/resources',
  resource: (slug: string) => `/resources/${encodeURIComponent(slug)}`,
  products: '/products',
  product: (slug: string) => `/products/${encodeURIComponent(slug)}`,
  /** The library search's results. */
  search: '/search',
  searchFor: (query: string) => `/search?q=${encodeURIComponent(query)}`,
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  disclaimer: '/disclaimer',
  admin: {
    articles: '/admin/articles',
    publications: '/admin/publications',
    resources: '/admin/resources',
    products: '/admin/products',
    reviewDue: '/admin/review-due',
    membershipCodes: STAFF_CODES_PATH,
    supportTickets: SUPPORT_PATHS.staffTickets,
    members: '/admin/members',
    activity: '/admin/activity',
    /** What members read, save and search for without finding it (counts, no identities). */
    insights: '/admin/insights',
    /** A record of any state as members will see it. */
    preview: (kind: string, id: string) => `/admin/preview/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
    previewPattern: '/admin/preview/:kind/:id',
  },
} as const;

/** Each kind's list (a detail page's way back; the lists' HTML pages, app/route-shells.ts). */
export const LIST_PATHS: Record<ContentKind, string> = {
  articles: paths.blog,
  publications: paths.publications,
  resources: paths.resources,
  products: paths.products,
};

/**
 * The screens that can be read offline, from the pages kept for offline (route patterns): the
 * dashboard, /saved, and the lists and pages of the kinds a member may keep. Every other screen
 * says offline that it needs a connection (components/layouts/app-layout).
 */
export const OFFLINE_READABLE = [
  paths.dashboard,
  paths.saved,
  paths.blog,
  '/blog/:slug',
  paths.publications,
  '/publications/:id',
  paths.resources,
  '/resources/:slug',
] as const;
