import { useDocumentTitle } from '@/lib/use-document-title';
import { INSIGHTS_TITLE, InsightsScreen } from '@/features/admin/insights/components/insights-screen';

function InsightsRoute() {
  useDocumentTitle(INSIGHTS_TITLE);
  return <InsightsScreen />;
}

export { InsightsRoute as Component };
