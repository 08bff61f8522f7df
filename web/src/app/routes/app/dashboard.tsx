import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { WelcomeBanner } from '@/features/library/dashboard/welcome-banner';
import { QuickAccessCards } from '@/features/library/dashboard/quick-access-cards';
import { FeaturedArticles } from '@/features/library/dashboard/featured-articles';
import { preloadFeaturedArticles } from '@/features/library/api/featured-articles';
import type { RouteModule } from '@/app/route-context';
import { ContinueReading } from '@/features/library/dashboard/continue-reading';
import { SupportPanel } from '@/features/support/components/support-panel';
import { KeptSection } from '@/features/library/saved/kept-section';
import { OFFLINE_TEXTS } from '@/components/ui/needs-connection';
import { useOnline } from '@/lib/use-online';
import Typography from '@mui/material/Typography';

function DashboardRoute() {
  const { user } = useSession();
  const online = useOnline();
  useDocumentTitle('Dashboard');
  // Offline, the dashboard shows the pages kept on this device in place of what it reads from the server.
  if (!online) {
    return (
      <>
        <WelcomeBanner name={user?.displayName || user?.email || 'Member'} />
        <Typography sx={{ mb: 3, fontWeight: 500 }} data-offline-line="">
          {OFFLINE_TEXTS.listLine}
        </Typography>
        <KeptSection />
      </>
    );
  }
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
