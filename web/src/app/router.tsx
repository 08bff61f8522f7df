import { Navigate } from 'react-router-dom';
import { LEGAL_LINKS } from '@/config/navigation';
import { paths } from '@/config/paths';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { AdminOnly, GuestOnly, MemberOnly, MembersOrGuests } from './guards';
import { RootError, RootLayout } from './root';
import type { AppRoute } from './route-context';
import type { LegalHandle } from './route-handles';

/**
 * Every screen is its own lazily loaded module, so the sign-in screen downloads neither the member
 * layout nor the admin screens (and none of the Firestore or Storage SDKs). Rendered by
 * element-routes.tsx through React Router's declarative mode.
 */
export const routes: AppRoute[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: LoadingScreen,
    children: [
      {
        Component: GuestOnly,
        children: [
          { path: paths.login, lazy: () => import('./routes/auth/login') },
          { path: paths.register, lazy: () => import('./routes/auth/register') },
          { path: paths.forgotPassword, lazy: () => import('./routes/auth/forgot-password') },
        ],
      },
      {
        Component: MemberOnly,
        children: [
          {
            lazy: () => import('./routes/app/layout'),
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              { path: paths.dashboard, lazy: () => import('./routes/app/dashboard') },
              { path: paths.search, lazy: () => import('./routes/app/search') },
              { path: paths.account, lazy: () => import('./routes/app/account') },
              { path: paths.saved, lazy: () => import('./routes/app/saved') },
              { path: paths.supportRequests, lazy: () => import('./routes/app/support-requests') },
              { path: `${paths.supportRequests}/:id`, lazy: () => import('./routes/app/support-request') },
              { path: paths.blog, lazy: () => import('./routes/app/blog') },
              { path: `${paths.blog}/:slug`, lazy: () => import('./routes/app/article') },
              { path: paths.publications, lazy: () => import('./routes/app/publications') },
              { path: `${paths.publications}/:id`, lazy: () => import('./routes/app/publication') },
              { path: paths.resources, lazy: () => import('./routes/app/resources') },
              { path: `${paths.resources}/:slug`, lazy: () => import('./routes/app/resource') },
              { path: paths.products, lazy: () => import('./routes/app/products') },
              { path: `${paths.products}/:slug`, lazy: () => import('./routes/app/product') },
              {
                Component: AdminOnly,
                children: [
                  { path: paths.admin.articles, lazy: () => import('./routes/app/admin/articles') },
                  { path: paths.admin.publications, lazy: () => import('./routes/app/admin/publications') },
                  { path: paths.admin.resources, lazy: () => import('./routes/app/admin/resources') },
                  { path: paths.admin.products, lazy: () => import('./routes/app/admin/products') },
                  { path: paths.admin.reviewDue, lazy: () => import('./routes/app/admin/review-due') },
                  { path: paths.admin.membershipCodes, lazy: () => import('./routes/app/admin/membership-codes') },
                  { path: paths.admin.supportTickets, lazy: () => import('./routes/app/admin/support-tickets') },
                  { path: paths.admin.members, lazy: () => import('./routes/app/admin/members') },
                  { path: paths.admin.activity, lazy: () => import('./routes/app/admin/activity') },
                  { path: paths.admin.insights, lazy: () => import('./routes/app/admin/insights') },
                  { path: paths.admin.previewPattern, lazy: () => import('./routes/app/admin/preview') },
                ],
              },
            ],
          },
        ],
      },
      {
        // The legal pages: readable before joining (the registration form links to them), in the
        // guest frame for guests and in the portal's layout for members.
        Component: MembersOrGuests,
        children: LEGAL_LINKS.map(
          (link): AppRoute => ({
            path: link.to,
            handle: { legal: link.id } satisfies LegalHandle,
            lazy: () => import('./routes/app/legal'),
          }),
        ),
      },
      { path: '*', element: <Navigate to={paths.dashboard} replace /> },
    ],
  },
];
