import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { WelcomeBanner } from '@/features/dashboard/components/welcome-banner';
import { QuickAccessCards } from '@/features/dashboard/components/quick-access-cards';

function DashboardRoute() {
  const { user } = useSession();
  useDocumentTitle('Dashboard');
  return (
    <>
      <WelcomeBanner name={user?.displayName || user?.email || 'Member'} />
      <QuickAccessCards />
    </>
  );
}

export { DashboardRoute as Component };
