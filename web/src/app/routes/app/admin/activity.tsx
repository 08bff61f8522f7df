import { useDocumentTitle } from '@/lib/use-document-title';
import { ActivityScreen } from '@/features/admin/activity/components/activity-screen';

function ActivityRoute() {
  useDocumentTitle('Activity');
  return <ActivityScreen />;
}

export { ActivityRoute as Component };
