import { useDocumentTitle } from '@/lib/use-document-title';
import { useResources } from '@/features/resources/api/get-resources';
import { ResourceList } from '@/features/resources/components/resource-list';

function ResourcesRoute() {
  useDocumentTitle('Patient Resources');
  return <ResourceList state={useResources()} />;
}

export { ResourcesRoute as Component };
