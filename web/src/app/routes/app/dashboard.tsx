import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { WelcomeBanner } from '@/features/library/dashboard/welcome-banner';
import { QuickAccessCards } from '@/features/library/dashboard/quick-access-cards';
import { FeaturedArticles } from '@/features/library/dashboard/featured-articles';
import { preloadFeaturedArticles } from '@/features/library/api/featured-articles';
import type { RouteModule } from '@/app/route-context';
import { ContinueReading } from '@/features/library/dashboard/continue-reading';
import { SupportPanel } from '@/features/support/components/support-panel';

function DashboardRoute() {
  const { user } = useSession();
  useDocumentTitle('Dashboard');
  return (
    <>
      <WelcomeBanner name={user?.displayName || user?.email || 'Member'} />
      <QuickAccessCards />
      <FeaturedArticles />
      <ContinueReading />
      {user && <SupportPanel user={user} />}
    </>
  );
}

export { DashboardRoute as Component };

export const preload: RouteModule['preload'] = preloadFeaturedArticles;
